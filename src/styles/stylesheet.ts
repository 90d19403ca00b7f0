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
 * The custom files' `@import` rules go first, the only place browsers honour them.
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
        let text = await readFile(absolute, 'utf8');
        if (isSass(absolute)) {
          const compiled = await compileSass(absolute, { siteDir: options.siteDir, cwd: options.cwd });
          if ('diagnostic' in compiled) {
            diagnostics.push(compiled.diagnostic);
            return '';
          }
          text = compiled.css;
          // Its partials change the stylesheet too: `docsgen dev` watches them.
          sources.push(...compiled.loaded.filter((path) => path !== absolute));
        }
        if (options.postCss) {
          const processed = await runPostCss(text, absolute, options.postCss, options.cwd);
          if ('diagnostic' in processed) {
            diagnostics.push(processed.diagnostic);
            return '';
          }
          if ('missing' in processed) postCssAbsent = true;
          else {
            text = processed.css;
            sources.push(...processed.read.filter((path) => path !== absolute));
          }
        }
        const split = splitImports(text);
        if (split.imports.length) imports[index] = `${comment(entry.path)}\n${split.imports.join('\n')}`;
        return `${comment(entry.path)}\n${split.rest}`;
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
