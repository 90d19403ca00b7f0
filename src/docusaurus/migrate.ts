/**
 * `docsgen migrate --from docusaurus`: write the config.yaml (and, for a sidebars script,
 * the sidebars.yaml) that build a Docusaurus project the way docsgen reads it today, with a
 * comment for everything not carried over, for teams that want to leave the JavaScript
 * config behind. Once config.yaml exists, docsgen reads it instead of docusaurus.config.*.
 */
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { isAbsolute, join, relative } from 'node:path';
import { Document } from 'yaml';
import { DocsgenError, sortDiagnostics, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { displayPath, toPosix } from '../shared/paths.ts';
import { installedName, packageOf } from './module-shorthand.ts';
import { resolveFrom } from '../shared/resolve-module.ts';
import { findDocusaurusConfig, mapDocusaurusFile, noteDiagnostic } from './load-docusaurus-config.ts';
import { docusaurusEditUrls, pluginListPaths } from './markdown-plugin-values.ts';
import { docusaurusPluginEntries } from './plugin-entries.ts';
import { readScriptSidebars, SCRIPT_SIDEBARS } from './load-sidebars.ts';

/** Options YAML can hold as they are: no functions, class instances or undefined. */
function isPlainData(value: unknown): boolean {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(isPlainData);
  return typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype && Object.values(value as object).every(isPlainData);
}

const isEmpty = (value: unknown): boolean => typeof value === 'object' && value !== null && Object.keys(value).length === 0;

export interface MigrateResult {
  /** Files written, as shown to the user. */
  written: string[];
  /** What was not carried over (also written as comments). */
  diagnostics: Diagnostic[];
}

function usage(message: string, file: string, hint: string): never {
  throw new DocsgenError(message, { exitCode: 2, diagnostics: [{ code: 'migrate/usage', severity: 'error', message, file, hint }] });
}

/** The comment block above a migrated file: each thing left out, at its line in the original. */
function notCarriedOver(diagnostics: readonly Diagnostic[], from: string): string {
  if (!diagnostics.length) return ` Migrated from ${from} by docsgen migrate: everything was carried over.`;
  const lines = sortDiagnostics(diagnostics).map((d) => `   ${d.file}${d.line !== undefined ? `:${d.line}:${d.column ?? 1}` : ''} ${d.message}${d.hint ? ` (${d.hint})` : ''}`);
  return [` Migrated from ${from} by docsgen migrate. Not carried over:`, ...lines].join('\n');
}

/**
 * How config.yaml names a module the config gave as a resolved path: a package by its name
 * (with the path inside it when that is not its main module), a file of the site by its
 * relative path.
 */
async function configName(siteDir: string, path: string): Promise<string> {
  const inModules = /^(.*[/\\]node_modules[/\\])(.*)$/.exec(path);
  if (!inModules) return `./${toPosix(relative(siteDir, path))}`;
  const name = packageOf(path);
  return (await resolveFrom(siteDir, name)) === path ? name : toPosix(inModules[2]!);
}

/** Write `<site>/config.yaml` (and `sidebars.yaml`) from a Docusaurus project's config and sidebars script. */
export async function migrateDocusaurus(options: { siteDir: string; cwd: string }): Promise<MigrateResult> {
  const siteDir = join(options.cwd, options.siteDir);
  const shown = displayPath(options.cwd, siteDir);
  const configPath = findDocusaurusConfig(siteDir);
  if (!configPath) usage(`No docusaurus.config.{js,mjs,cjs,ts,mts} in ${shown}`, shown, 'pass the Docusaurus project folder with `--site <dir>`, e.g. `--site website`');
  const target = join(siteDir, 'config.yaml');
  if (existsSync(target)) usage(`${displayPath(options.cwd, target)} already exists: docsgen migrate writes nothing over it`, displayPath(options.cwd, target), 'move it away to migrate again');
  const mapped = await mapDocusaurusFile(siteDir, options.cwd, configPath);
  const config = { ...mapped.config };
  const written: string[] = [];
  // Plugins named by package or path carry over to `plugins:`; one written as a function cannot.
  const plugins: unknown[] = [];
  for (const entry of docusaurusPluginEntries(mapped.value, mapped.file, mapped.source, mapped.stubbed, mapped.presets)) {
    const plain = isPlainData(entry.options);
    const found = typeof entry.source === 'string' ? await installedName(siteDir, entry.source, entry.kind ?? 'plugin') : undefined;
    const installed = typeof entry.source !== 'string' || found !== undefined;
    // config.yaml names a package by its name and a file of the site by its relative path, not by where they resolved.
    if (found) entry.source = isAbsolute(found.name) ? await configName(siteDir, found.name) : found.name;
    if (!installed) mapped.diagnostics.push({ code: 'docusaurus/not-carried-over', severity: 'warning', message: `Plugin \`${String(entry.source)}\` (\`${entry.key}\`) is not installed`, file: entry.at.file, line: entry.at.line ?? 1, column: entry.at.column ?? 1, hint: 'install it, then list it under `plugins:` to run it' });
    else if (typeof entry.source === 'string' && plain) plugins.push(isEmpty(entry.options) ? entry.source : [entry.source, entry.options]);
    else mapped.diagnostics.push({ code: 'docusaurus/not-carried-over', severity: 'warning', message: typeof entry.source === 'string' ? `The options of \`${entry.source}\` (\`${entry.key}\`) hold functions, which config.yaml cannot` : `The plugin \`${entry.source.name || 'an inline plugin'}\` (\`${entry.key}\`) is a function, which config.yaml cannot hold`, file: entry.at.file, line: entry.at.line ?? 1, column: entry.at.column ?? 1, hint: 'move the plugin (or its options) into a file of the site and list its path under `plugins:`' });
  }
  if (plugins.length) config.plugins = plugins;
  // A build runs the config's Markdown plugins as values; config.yaml names them by package.
  for (const { path, list } of pluginListPaths(mapped.value)) {
    mapped.diagnostics.push(noteDiagnostic({ path, message: `\`${path.join('.')}\` lists plugins as values, which config.yaml cannot hold`, hint: `name their packages under \`markdown.${list}\`, e.g. \`- remark-math\`` }, mapped.file, mapped.source));
  }
  // A build calls an `editUrl` function; config.yaml holds a base URL.
  const editUrls = docusaurusEditUrls(mapped.value, mapped.presets.plugins.map(({ item }) => item));
  for (const of of [...Object.keys(editUrls.docs).map((id) => (id === 'default' ? 'docs' : `docs section \`${id}\``)), ...(editUrls.blog ? ['blog'] : [])]) {
    mapped.diagnostics.push({ code: 'docusaurus/not-carried-over', severity: 'warning', message: `The \`editUrl\` of the ${of} is a function, which config.yaml cannot hold`, file: mapped.file, hint: 'give `editUrl` the base URL: docsgen appends each page\'s path in the site folder; or set `custom_edit_url` in front matter' });
  }
  const diagnostics = [...mapped.diagnostics];
  const docs = config.docs as { sidebarPath?: string } | undefined;
  const sidebarPath = docs?.sidebarPath;
  if (sidebarPath !== undefined && SCRIPT_SIDEBARS.test(sidebarPath) && existsSync(join(siteDir, sidebarPath))) {
    const sidebars = await readScriptSidebars(join(siteDir, sidebarPath), options.cwd);
    const sidebarsTarget = join(siteDir, 'sidebars.yaml');
    if (existsSync(sidebarsTarget)) usage(`${displayPath(options.cwd, sidebarsTarget)} already exists: docsgen migrate writes nothing over it`, displayPath(options.cwd, sidebarsTarget), 'move it away to migrate again');
    const document = new Document(sidebars.sidebars);
    document.commentBefore = notCarriedOver(sidebars.warnings, sidebars.file);
    await writeFile(sidebarsTarget, document.toString());
    written.push(displayPath(options.cwd, sidebarsTarget));
    diagnostics.push(...sidebars.warnings);
    config.docs = { ...docs, sidebarPath: 'sidebars.yaml' };
  }
  const document = new Document(config);
  document.commentBefore = notCarriedOver(mapped.diagnostics, mapped.file);
  await writeFile(target, document.toString());
  written.unshift(displayPath(options.cwd, target));
  return { written, diagnostics };
}
