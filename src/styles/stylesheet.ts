import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { SiteConfig } from '../config/site-config.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { packageRoot } from '../package-root.ts';
import { displayPath } from '../shared/paths.ts';
import { brandColors, pageBackgrounds } from './brand-colors.ts';
import { codeColorsCss } from './code-colors.ts';
import { splitImports } from './css-imports.ts';
import { importStaysForBrowser, parseImport, resolveImport, withinConditions } from './inline-imports.ts';
import { postCssMissing, runPostCss, type PostCssSettings } from './postcss.ts';
import { compileSass, isSass } from './sass.ts';

export interface Stylesheet {
  /** Output path: `assets/css/styles.<hash>.css`, or `assets/css/styles.css` unhashed. */
  path: string;
  contents: string;
  /** Missing custom CSS files (errors) and colours that fail the contrast check (warnings). */
  diagnostics: Diagnostic[];
  /** Absolute paths of the custom CSS files, for `docsgen dev` to watch. */
  sources: string[];
}

// A path as a CSS comment; a star-slash inside it would end the comment early.
const comment = (text: string): string => `/* ${text.replace(/\*\//g, '*\\/')} */`;

/**
 * The site's one stylesheet: docsgen's `templates/styles.css`, then the brand colours of
 * `theme.colors` and the code colours of `theme.codeColors`, then each `theme.customCss` file in order, so the site's own rules win.
 * The custom files' local `@import`s are inlined (see loadCustomCss); the rest go first, the only place browsers honour them.
 * One file keeps it one request for readers; its name hashes all of it.
 */
export async function buildStylesheet(options: {
  config: SiteConfig;
  /** config.yaml as shown in messages. */
  configFile: string;
  siteDir: string;
  cwd: string;
  /**
   * Name the file by a hash of its contents (default). `docsgen dev` turns it off: the
   * pages' HTML then stays the same when only CSS changed, and the stylesheet is swapped.
   */
  hashed?: boolean;
  /** The PostCSS plugins the site's plugins configure (`configurePostCss`), run over each custom CSS file. */
  postCss?: PostCssSettings;
}): Promise<Stylesheet> {
  const { config, configFile } = options;
  const base = await readFile(join(packageRoot(), 'templates', 'styles.css'), 'utf8');
  const parts = [base];
  const diagnostics: Diagnostic[] = [];
  if (config.theme.colors) {
    const colors = brandColors({ colors: config.theme.colors, backgrounds: pageBackgrounds(base), configFile });
    parts.push(colors.css);
    diagnostics.push(...colors.diagnostics);
  }
  if (config.theme.codeColors) parts.push(codeColorsCss(config.theme.codeColors));
  const sources = config.theme.customCss.map((entry) => resolve(options.siteDir, entry.path));
  const imports: string[] = [];
  let postCssAbsent = false;
  const custom = await Promise.all(
    config.theme.customCss.map(async (entry, index) => {
      const absolute = sources[index]!;
      try {
        const loaded = await loadCustomCss(absolute, options, new Set());
        diagnostics.push(...loaded.diagnostics);
        sources.push(...loaded.read);
        postCssAbsent ||= loaded.postCssAbsent;
        if (loaded.css === undefined) return '';
        if (loaded.imports.length) imports[index] = `${comment(entry.path)}\n${loaded.imports.join('\n')}`;
        return `${comment(entry.path)}\n${loaded.css}`;
      } catch (error) {
        const folder = (error as NodeJS.ErrnoException).code === 'EISDIR';
        diagnostics.push({
          code: 'config/missing-file',
          severity: 'error',
          message: `\`theme.customCss\` names \`${entry.path}\`, which ${folder ? 'is a folder, not a CSS file' : 'does not exist'}`,
          file: configFile,
          line: entry.at.line,
          column: entry.at.column,
          hint: `paths in \`theme.customCss\` are relative to the site folder: looked for ${displayPath(options.cwd, absolute)}`,
        });
        return '';
      }
    }),
  );
  parts.push(...custom.filter((text) => text !== ''));
  if (postCssAbsent) diagnostics.push(postCssMissing(options.postCss!, configFile));
  // In the order of the files, as each file's own imports were.
  const hoisted = imports.filter((text) => text !== undefined);
  if (hoisted.length) parts.unshift(hoisted.join('\n'));
  if (diagnostics.length) {
    // The code frame, like the config's own errors have: read config.yaml only when needed.
    const source = await readFile(resolve(options.cwd, configFile), 'utf8').catch(() => undefined);
    if (source !== undefined) for (const diagnostic of diagnostics) diagnostic.source = source;
  }
  const contents = parts.map((part) => (part.endsWith('\n') ? part : `${part}\n`)).join('\n');
  const hash = createHash('sha256').update(contents).digest('hex').slice(0, 8);
  return { path: options.hashed === false ? 'assets/css/styles.css' : `assets/css/styles.${hash}.css`, contents, diagnostics, sources };
}

interface LoadedCss {
  /** The file's CSS with its local imports in place; undefined when Sass or PostCSS failed on it. */
  css: string | undefined;
  /** The `@import` rules left for the browser (another origin, a root-relative path, a file not found), for the top of the stylesheet. */
  imports: string[];
  diagnostics: Diagnostic[];
  /** Files read besides the entry (partials, imported stylesheets), for `docsgen dev` to watch. */
  read: string[];
  postCssAbsent: boolean;
}

/**
 * A custom stylesheet as webpack's loaders give it to Docusaurus's page: Sass compiled, the
 * site's PostCSS plugins run, then each leading `@import` of a local file replaced by that
 * file, loaded the same way (see inline-imports.ts). A file imported twice is inlined once.
 */
async function loadCustomCss(absolute: string, options: { siteDir: string; cwd: string; postCss?: PostCssSettings }, seen: Set<string>): Promise<LoadedCss> {
  seen.add(absolute);
  const loaded: LoadedCss = { css: undefined, imports: [], diagnostics: [], read: [], postCssAbsent: false };
  let text = await readFile(absolute, 'utf8');
  if (isSass(absolute)) {
    const compiled = await compileSass(absolute, { siteDir: options.siteDir, cwd: options.cwd });
    if ('diagnostic' in compiled) return { ...loaded, diagnostics: [compiled.diagnostic] };
    text = compiled.css;
    loaded.read.push(...compiled.loaded.filter((path) => path !== absolute));
  }
  if (options.postCss) {
    const processed = await runPostCss(text, absolute, options.postCss, options.cwd);
    if ('diagnostic' in processed) return { ...loaded, diagnostics: [processed.diagnostic] };
    if ('missing' in processed) loaded.postCssAbsent = true;
    else {
      text = processed.css;
      loaded.read.push(...processed.read.filter((path) => path !== absolute));
    }
  }
  const split = splitImports(text);
  const inlined: string[] = [];
  for (const rule of split.imports) {
    const parsed = parseImport(rule);
    const found = parsed && !importStaysForBrowser(parsed.target) ? resolveImport(parsed.target, absolute, options.siteDir) : undefined;
    if (!parsed || !found) {
      loaded.imports.push(rule);
      if (parsed && !importStaysForBrowser(parsed.target)) loaded.diagnostics.push(unresolvedImport(rule, parsed.target, absolute, text, options.cwd));
      continue;
    }
    if (seen.has(found)) continue;
    const imported = await loadCustomCss(found, options, seen).catch(() => undefined);
    if (!imported) {
      loaded.imports.push(rule);
      loaded.diagnostics.push(unresolvedImport(rule, parsed.target, absolute, text, options.cwd));
      continue;
    }
    loaded.read.push(found, ...imported.read);
    loaded.imports.push(...imported.imports);
    loaded.diagnostics.push(...imported.diagnostics);
    loaded.postCssAbsent ||= imported.postCssAbsent;
    if (imported.css !== undefined) inlined.push(`${comment(displayPath(options.cwd, found))}\n${withinConditions(imported.css, parsed.conditions)}`);
  }
  loaded.css = [...inlined, split.rest].join('\n');
  return loaded;
}

function unresolvedImport(rule: string, target: string, file: string, text: string, cwd: string): Diagnostic {
  const before = text.slice(0, Math.max(0, text.indexOf(rule)));
  const line = before.split('\n').length;
  return {
    code: 'theme/unresolved-import',
    severity: 'warning',
    message: `\`@import\` of \`${target}\` names no file docsgen finds: the rule is left for the browser, which will not find it either`,
    file: displayPath(cwd, file),
    line,
    column: before.length - before.lastIndexOf('\n'),
    hint: 'a path is relative to this stylesheet, `~package/file.css` or `package/file.css` is a file of an installed package, `@site/…` is from the site folder; a file of `static/` is imported by its root-relative path (`/fonts.css`)',
  };
}

