import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteConfig } from '../config/site-config.ts';
import { didYouMean, DocsgenError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { positionAt } from '../docusaurus/locate.ts';
import { readOptional } from '../read-optional.ts';
import { displayPath } from '../shared/paths.ts';
import { CURRENT_VERSION, invalidVersionName, resolveVersions, versionFolders, versionsPrefix, type DocsVersion } from './docs-version.ts';
import type { DocsConfig } from '../config/site-config.ts';

/** The file listing a site's versions, newest first, as in Docusaurus. */
export const VERSIONS_FILE = 'versions.json';

/** Where `key:` is first written in a YAML or JSON text, for messages about it (1:1 when absent). */
function positionOfKey(source: string, key: string): { line: number; column: number } {
  const lines = source.split('\n');
  const pattern = new RegExp(`(^|[\\s{,"'])${key.replace(/[.]/g, '\\.')}["']?\\s*:`);
  for (const [index, line] of lines.entries()) {
    const match = pattern.exec(line);
    if (match) return { line: index + 1, column: match.index + match[1]!.length + 1 };
  }
  return { line: 1, column: 1 };
}

/** The file listing a docs section's versions: `versions.json`, `<id>_versions.json` for another section. */
export const versionsFile = (docsId = 'default'): string => `${versionsPrefix(docsId)}${VERSIONS_FILE}`;

/** The names in versions.json (none when it does not exist); a malformed file throws (exit 2). */
export async function readVersionNames(siteDir: string, cwd: string, docsId = 'default'): Promise<string[]> {
  const listFile = versionsFile(docsId);
  const path = join(siteDir, listFile);
  const source = await readOptional(path);
  if (source === undefined) return [];
  const file = displayPath(cwd, path);
  const fail = (message: string, hint: string, at = { line: 1, column: 1 }): never => {
    throw new DocsgenError(`Invalid ${file}`, { exitCode: 2, diagnostics: [{ code: 'versions/invalid-file', severity: 'error', message, file, ...at, source, hint }] });
  };
  let names: unknown;
  try {
    names = JSON.parse(source);
  } catch (error) {
    fail(`${listFile} is not valid JSON: ${(error as Error).message}`, 'it is a JSON list of version names, newest first, e.g. `["2.0", "1.0"]`');
  }
  if (!Array.isArray(names) || names.some((name) => typeof name !== 'string')) fail(`${listFile} must be a list of version names`, 'e.g. `["2.0", "1.0"]`, newest first');
  const seen = new Set<string>();
  for (const name of names as string[]) {
    const at = positionAt(source, source.indexOf(JSON.stringify(name)));
    const problem = invalidVersionName(name);
    if (problem) fail(`Version name \`${name}\` is not allowed: ${problem}`, 'rename the version in versions.json and its folders', at);
    if (seen.has(name)) fail(`Version \`${name}\` is listed twice`, 'list each version once, newest first', at);
    seen.add(name);
    if (!existsSync(join(siteDir, versionFolders(name, docsId).docs))) {
      fail(`Version \`${name}\` has no docs folder \`${versionFolders(name, docsId).docs}/\``, 'create the version with `docsgen version <name>`, or remove it from versions.json', at);
    }
  }
  return names as string[];
}

/** A docs section's version settings, checked against the versions that exist (errors at config.yaml). */
export function checkVersionSettings(docs: DocsConfig, names: readonly string[], configFile: string, configSource: string): Diagnostic[] {
  const known = [CURRENT_VERSION, ...names];
  const diagnostics: Diagnostic[] = [];
  const unknown = (name: string, key: string): void => {
    const guess = didYouMean(name, known);
    diagnostics.push({
      code: 'config/unknown-version',
      severity: 'error',
      message: `\`docs.${key}\` names version \`${name}\`, which does not exist`,
      file: configFile,
      ...positionOfKey(configSource, key.split('.').pop()!),
      hint: guess ? `did you mean \`${guess}\`?` : `versions: ${known.map((n) => `\`${n}\``).join(', ')} (\`current\` is the docs folder)`,
    });
  };
  const { lastVersion, onlyIncludeVersions, versions } = docs;
  if (lastVersion !== undefined && !known.includes(lastVersion)) unknown(lastVersion, 'lastVersion');
  for (const name of onlyIncludeVersions ?? []) if (!known.includes(name)) unknown(name, 'onlyIncludeVersions');
  for (const name of Object.keys(versions)) if (!known.includes(name)) unknown(name, `versions.${name}`);
  const last = lastVersion ?? names[0] ?? CURRENT_VERSION;
  if (onlyIncludeVersions?.length && !onlyIncludeVersions.includes(last)) {
    diagnostics.push({
      code: 'config/invalid-value',
      severity: 'error',
      message: `\`docs.onlyIncludeVersions\` leaves out the last version \`${last}\``,
      file: configFile,
      ...positionOfKey(configSource, 'onlyIncludeVersions'),
      hint: 'include it, or set `docs.lastVersion` to one of the included versions',
    });
  }
  if (docs.includeCurrentVersion === false && !names.length) diagnostics.push({ code: 'config/invalid-value', severity: 'error', message: '`docs.includeCurrentVersion: false` leaves no version to build: `versions.json` lists none', file: configFile, ...positionOfKey(configSource, 'includeCurrentVersion'), hint: 'snapshot a version first (`docsgen version <name>`), or build the current docs' });
  if (onlyIncludeVersions?.length === 0) diagnostics.push({ code: 'config/invalid-value', severity: 'error', message: '`docs.onlyIncludeVersions` is empty', file: configFile, ...positionOfKey(configSource, 'onlyIncludeVersions'), hint: 'list at least one version, e.g. `[current]`' });
  return diagnostics;
}

/**
 * The versions of every docs section (the default one's first): each section's versions.json
 * read and checked with its settings. Throws (exit 2) on a problem.
 */
export async function loadVersions(options: { siteDir: string; cwd: string; config: SiteConfig; configFile: string; configSource: string }): Promise<DocsVersion[]> {
  const versions: DocsVersion[] = [];
  for (const docs of [options.config.docs, ...options.config.otherDocs]) {
    const names = await readVersionNames(options.siteDir, options.cwd, docs.id);
    const diagnostics = checkVersionSettings(docs, names, options.configFile, options.configSource);
    if (diagnostics.length) throw new DocsgenError(`Invalid version settings in ${options.configFile}`, { exitCode: 2, diagnostics });
    versions.push(...resolveVersions(docs, names));
  }
  return versions;
}
