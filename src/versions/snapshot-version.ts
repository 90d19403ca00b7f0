/**
 * `docsgen version <name>`: snapshot the current docs, their sidebars and each OpenAPI
 * document's cached copy into Docusaurus's versioned layout, and prepend the name to
 * versions.json. Everything is checked before anything is written.
 */
import { cp, mkdir, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { Document, parseDocument } from 'yaml';
import { loadConfig } from '../config/load-config.ts';
import { DocsgenError } from '../diagnostics/diagnostic.ts';
import { readOptional } from '../read-optional.ts';
import { assertSiteFolder } from '../site/site-folder.ts';
import { displayPath } from '../shared/paths.ts';
import { invalidVersionName, versionFolders } from './docs-version.ts';
import { readVersionNames, versionsFile } from './read-versions.ts';
import { apiDocsId, docsSection } from '../config/site-config.ts';

/** What a snapshot wrote, relative to the site folder. */
export interface SnapshotResult {
  name: string;
  written: string[];
}

function usageError(message: string, file: string, hint: string): DocsgenError {
  return new DocsgenError(message, { exitCode: 2, diagnostics: [{ code: 'versions/invalid-name', severity: 'error', message, file, hint }] });
}

/** The sidebars to snapshot: the sidebars file as written, or the config's inline `sidebars` as YAML; none for zero-config. */
async function sidebarsSnapshot(siteDir: string, sidebarPath: string, configSource: string, inline: boolean): Promise<{ text: string; ext: string } | undefined> {
  if (inline) return { text: new Document(parseDocument(configSource).get('sidebars', true)).toString(), ext: '.yaml' };
  const text = await readOptional(join(siteDir, sidebarPath));
  if (text === undefined) return undefined;
  return { text, ext: sidebarPath.endsWith('.json') ? '.json' : '.yaml' };
}

/** Create version `name` of the site in `siteDir`; a bad or taken name is a usage error (exit 2) that writes nothing. */
export async function snapshotVersion(options: { siteDir: string; cwd: string; name: string; /** The docs section (`default` when absent). */ docsId?: string }): Promise<SnapshotResult> {
  const { cwd, name } = options;
  const docsId = options.docsId ?? 'default';
  const siteDir = resolve(cwd, options.siteDir);
  await assertSiteFolder(siteDir, cwd);
  const { config, file: configFile, source: configSource } = await loadConfig(siteDir, cwd);
  const listFile = versionsFile(docsId);
  const shownListFile = displayPath(cwd, join(siteDir, listFile));
  const docs = docsSection(config, docsId);
  if (!docs) {
    const ids = [config.docs, ...config.otherDocs].map((section) => section.id);
    throw new DocsgenError(`No docs section ${docsId}`, { exitCode: 2, diagnostics: [{ code: 'config/missing-docs-section', severity: 'error', message: `\`--docs ${docsId}\` names a docs section that config.yaml does not have`, file: configFile, hint: `docs sections: ${ids.map((id) => `\`${id}\``).join(', ')}` }] });
  }
  const problem = invalidVersionName(name);
  if (problem) throw usageError(`\`${name}\` cannot name a version: ${problem}`, shownListFile, 'e.g. `docsgen version 1.0`');
  const names = await readVersionNames(siteDir, cwd, docsId);
  const folders = versionFolders(name, docsId);
  const isDefault = docs === config.docs;
  if (names.includes(name) || existsSync(join(siteDir, folders.docs))) {
    throw usageError(`Version \`${name}\` already exists`, names.includes(name) ? shownListFile : displayPath(cwd, join(siteDir, folders.docs)), `versions: ${names.map((n) => `\`${n}\``).join(', ')}; choose another name, or remove the version first`);
  }
  const docsDir = join(siteDir, docs.path);
  if (!existsSync(docsDir)) throw new DocsgenError('Docs folder missing', { exitCode: 2, diagnostics: [{ code: 'config/missing-docs', severity: 'error', message: `The docs folder \`${displayPath(cwd, docsDir)}\` does not exist`, file: configFile, hint: 'there is nothing to snapshot' }] });
  const sidebars = await sidebarsSnapshot(siteDir, docs.sidebarPath, configSource, isDefault && config.sidebars !== null);
  // The section's own REST references (OpenApiConfig.docs) are snapshot with it.
  const documents = config.openapi.filter((api) => apiDocsId(config, api) === docs.id).map((api) => api.cache).filter((cache) => existsSync(join(siteDir, cache)));

  const written: string[] = [];
  try {
    await mkdir(dirname(join(siteDir, folders.docs)), { recursive: true });
    await cp(docsDir, join(siteDir, folders.docs), { recursive: true, errorOnExist: true, force: false });
    written.push(`${folders.docs}/`);
    if (sidebars) {
      const path = `${folders.sidebars}${sidebars.ext}`;
      await mkdir(dirname(join(siteDir, path)), { recursive: true });
      await writeFile(join(siteDir, path), sidebars.text, { flag: 'wx' });
      written.push(path);
    }
    for (const cache of documents) {
      const path = join(folders.openapi, cache);
      await mkdir(dirname(join(siteDir, path)), { recursive: true });
      await cp(join(siteDir, cache), join(siteDir, path), { errorOnExist: true, force: false });
      written.push(path);
    }
  } catch (error) {
    // A half-made version would be listed nowhere yet be in the way of the next attempt.
    await Promise.all(written.map((path) => rm(join(siteDir, path), { recursive: true, force: true })));
    throw new DocsgenError(`Could not create version ${name}`, { cause: error });
  }
  await writeFile(join(siteDir, listFile), `${JSON.stringify([name, ...names], null, 2)}\n`);
  written.push(listFile);
  return { name, written };
}
