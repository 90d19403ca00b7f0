import { DocsgenError } from '../diagnostics/diagnostic.ts';
import { toPosix } from '../shared/paths.ts';
import type { BlogEditUrlFunction, EditUrlFunction } from './markdown-plugin-values.ts';

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

/** What Docusaurus passes a blog's `editUrl` function about a post. */
export interface BlogEditUrlPost {
  /** The blog folder, relative to the site folder. */
  blogDirPath: string;
  /** The post's file, relative to that folder. */
  blogPath: string;
  /** The post's URL path, base URL included. */
  permalink: string;
  locale: string;
}

/** Call a config's `editUrl` function: none when it returns no string; one that throws is the config's error (exit 2). */
function callEditUrl(call: () => unknown, file: string, args: string, configFile: string): string | undefined {
  try {
    const url = call();
    return typeof url === 'string' && url ? url : undefined;
  } catch (error) {
    const message = `The config's \`editUrl\` function threw for ${file}: ${(error as Error)?.message ?? String(error)}`;
    throw new DocsgenError(message, { exitCode: 2, cause: error, diagnostics: [{ code: 'docusaurus/config-threw', severity: 'error', message, file: configFile, hint: `fix the function; it is called with { ${args} } for every page` }] });
  }
}

/** A doc's edit URL from a Docusaurus config's docs `editUrl` function. */
export function editUrlFrom(editUrl: EditUrlFunction, page: EditUrlPage, configFile: string): string | undefined {
  return callEditUrl(() => editUrl({ ...page, versionDocsDirPath: toPosix(page.versionDocsDirPath), docPath: toPosix(page.docPath) }), page.docPath, 'version, versionDocsDirPath, docPath, permalink, locale', configFile);
}

/** A post's edit URL from a Docusaurus config's blog `editUrl` function. */
export function blogEditUrlFrom(editUrl: BlogEditUrlFunction, post: BlogEditUrlPost, configFile: string): string | undefined {
  return callEditUrl(() => editUrl({ ...post, blogDirPath: toPosix(post.blogDirPath), blogPath: toPosix(post.blogPath) }), post.blogPath, 'blogDirPath, blogPath, permalink, locale', configFile);
}
