/**
 * Read a release listed in `changelog:` from its source, as `docsgen api-diff` reads one: a
 * file (relative to the site folder), an http(s) URL, or `git:<ref>:<path>` (`git show` in
 * the site folder). A source that cannot be read is a diagnostic at the release in config.yaml.
 */
import { resolve } from 'node:path';
import { readSource, type SourceText } from '../api-diff/read-source.ts';
import type { ChangelogRelease } from '../config/site-config.ts';
import { DocsgenError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { displayPath } from '../shared/paths.ts';
import type { Release } from './compare-releases.ts';
import { noPages } from './operation-pages.ts';

export interface ReadReleaseOptions {
  siteDir: string;
  /** Where messages' paths are relative to. */
  cwd: string;
  configFile: string;
  /** `--offline`: a URL is not downloaded (a warning says so). */
  offline: boolean;
}

const isUrl = (source: string): boolean => /^https?:\/\//i.test(source);

/** The release's document, or the problem that kept it from being read. */
export async function readRelease(release: ChangelogRelease, options: ReadReleaseOptions): Promise<SourceText | Diagnostic> {
  const at = { file: options.configFile, line: release.at.line, column: release.at.column };
  if (options.offline && isUrl(release.source)) {
    return { code: 'api-changelog/offline', severity: 'warning', message: `The changelog release \`${release.version}\` (\`${release.source}\`) is not downloaded: the build is offline`, ...at, hint: 'the changelog page is built without it' };
  }
  try {
    const read = await readSource(release.source, options.siteDir);
    // A file is named as the user's other messages name files: from the working folder.
    return read.path ? { ...read, name: displayPath(options.cwd, resolve(read.path)) } : read;
  } catch (error) {
    if (!(error instanceof DocsgenError)) throw error;
    const reason = error.message.replace(/^Cannot read `[^`]*`: /, '');
    return {
      code: 'api-changelog/unreadable',
      severity: 'error',
      message: `The changelog release \`${release.version}\` cannot be read from \`${release.source}\`: ${reason}`,
      ...at,
      hint: 'the changelog page is built without it; a file is relative to the site folder, a `git:` path to the repository\'s root (or to the site folder when it starts with `./`)',
    };
  }
}

/** Reads each `changelog:` release once however many pages list it (a docs version's each), and reports each problem once. */
export function configuredReleases(options: ReadReleaseOptions, diagnostics: Diagnostic[]): (release: ChangelogRelease) => Promise<Release | undefined> {
  const read = new Map<string, Promise<SourceText | Diagnostic>>();
  return async (release) => {
    let pending = read.get(release.source);
    if (!pending) {
      read.set(release.source, (pending = readRelease(release, options)));
      const result = await pending;
      if ('code' in result) diagnostics.push(result);
    }
    const result = await pending;
    if ('code' in result) return undefined;
    const at = { file: options.configFile, line: release.at.line, column: release.at.column };
    return { label: release.version, fallbackLabel: release.version, text: result.text, name: result.name, ...(result.path ? { path: result.path } : {}), pages: noPages, at };
  };
}
