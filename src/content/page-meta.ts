/**
 * "Edit this page" and "Last updated" for doc pages, as Docusaurus shows them: the edit URL
 * is `docs.editUrl` followed by the page's path in the site folder (front matter
 * `custom_edit_url` instead, `null` for none); the last update comes from git — one `git log`
 * for the whole site, not a process per page — unless front matter `last_update` says it.
 */
import { relative, resolve } from 'node:path';
import type { DocsConfig } from '../config/site-config.ts';
import { readGitLog } from '../shared/git-log.ts';
import { toPosix } from '../shared/paths.ts';
import type { CompiledPage } from '../types.ts';

/** The latest commit that touched a file. */
export interface GitUpdate {
  /** Seconds since the epoch. */
  timestamp: number;
  author: string;
}

/** What a doc page shows under its content. */
export interface PageMeta {
  editUrl?: string;
  lastUpdate?: { date?: string; dateLabel?: string; author?: string };
}

/**
 * The latest commit of every file under `dir` (absolute path → update), from one `git log`.
 * Empty outside a git work tree and in a shallow clone, whose history would give wrong dates.
 */
export async function readGitUpdates(dir: string): Promise<Map<string, GitUpdate>> {
  const updates = new Map<string, GitUpdate>();
  for (const { fields: [time, author], files } of (await readGitLog(dir, ['%ct', '%an'])) ?? []) {
    if (!time || author === undefined) continue;
    // Newest first: the first commit that names a file is its last update.
    for (const file of files) if (!updates.has(file)) updates.set(file, { timestamp: Number(time), author });
  }
  return updates;
}

const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** A page's edit URL and last update, from the docs settings, its front matter and git. */
export function pageMeta(page: CompiledPage, options: { docs: DocsConfig; siteDir: string; cwd: string; git: ReadonlyMap<string, GitUpdate>; /** A Docusaurus config's `editUrl` function, which gives the URL itself. */ editUrlOf?: (page: CompiledPage) => string | undefined }): PageMeta {
  const { docs } = options;
  const fm = page.frontMatter;
  const path = resolve(options.cwd, page.file);
  const editUrl = fm.custom_edit_url !== undefined ? fm.custom_edit_url : options.editUrlOf ? options.editUrlOf(page) : docs.editUrl !== undefined ? `${docs.editUrl.replace(/\/+$/, '')}/${toPosix(relative(options.siteDir, path))}` : null;
  const git = options.git.get(path);
  const date = fm.last_update?.date !== undefined ? new Date(fm.last_update.date) : git ? new Date(git.timestamp * 1000) : undefined;
  const author = fm.last_update?.author ?? git?.author;
  const lastUpdate = {
    ...(docs.showLastUpdateTime && date && !Number.isNaN(date.getTime()) ? { date: date.toISOString(), dateLabel: DATE.format(date) } : {}),
    ...(docs.showLastUpdateAuthor && author ? { author } : {}),
  };
  return { ...(editUrl ? { editUrl } : {}), ...(Object.keys(lastUpdate).length ? { lastUpdate } : {}) };
}
