import { DocsgenError } from '../diagnostics/diagnostic.ts';
import { toPosix } from '../shared/paths.ts';
import type { EditUrlFunction } from './markdown-plugin-values.ts';

/** What Docusaurus passes an `editUrl` function about a page. */
export interface EditUrlPage {
  /** `current`, or the version's name. */
  version: string;
  /** The version's docs folder, relative to the site folder (`docs`, `versioned_docs/version-1.0`). */
  versionDocsDirPath: string;
  /** The page's file, relative to that folder. */
  docPath: string;
  /** The page's URL path, base URL included. */
  permalink: string;
  locale: string;
}

/** A page's edit URL from a Docusaurus config's `editUrl` function; none when it returns no string. One that throws is the config's error (exit 2). */
export function editUrlFrom(editUrl: EditUrlFunction, page: EditUrlPage, configFile: string): string | undefined {
  try {
    const url = editUrl({ ...page, versionDocsDirPath: toPosix(page.versionDocsDirPath), docPath: toPosix(page.docPath) });
    return typeof url === 'string' && url ? url : undefined;
  } catch (error) {
    const message = `The config's \`editUrl\` function threw for ${page.docPath}: ${(error as Error)?.message ?? String(error)}`;
    throw new DocsgenError(message, { exitCode: 2, cause: error, diagnostics: [{ code: 'docusaurus/config-threw', severity: 'error', message, file: configFile, hint: 'fix the function; it is called with { version, versionDocsDirPath, docPath, permalink, locale } for every doc' }] });
  }
}
