/**
 * Whether an error a plugin threw is a file it needs being absent, and which: an `ENOENT` with
 * its path, or an absolute path its message names that does not exist (remark-typescript-tools'
 * "looked for createReducer.ts in …/packages/toolkit/src"). Like the network (network-failure.ts),
 * that is the environment, not the plugin: the plugin is left out with a warning naming the path,
 * and the rest of the site builds. Any other error stays the plugin's failure.
 */
import { existsSync } from 'node:fs';
import { dirname, isAbsolute } from 'node:path';
import { errorChain } from './network-failure.ts';

/** Absolute paths in a message: a POSIX path or a Windows one, up to a space, quote or bracket. */
const ABSOLUTE_PATH = /(?<=^|[\s('"`[])(?:\/|[A-Za-z]:\\)[^\s'"`()[\]]+/g;

/**
 * The highest folder of `path` that is absent (the path itself when only it is): what is missing,
 * the same for every file a plugin looks for there, so one warning covers all its pages.
 */
export function absentRoot(path: string): string {
  let absent = path;
  for (let parent = dirname(absent); parent !== absent && !existsSync(parent); parent = dirname(parent)) absent = parent;
  return absent;
}

/** When `error` is a file being absent: that path (its highest absent folder); else undefined. */
export function missingFile(error: unknown): { path: string } | undefined {
  const links = errorChain(error);
  for (const link of links) {
    if ((link.code === 'ENOENT' || link.code === 'ENOTDIR') && typeof link.path === 'string') return { path: absentRoot(link.path) };
  }
  for (const link of links) {
    const message = typeof link.message === 'string' ? link.message : '';
    for (const match of message.matchAll(ABSOLUTE_PATH)) {
      const path = match[0].replace(/[.,;:]+$/, '');
      if (!isAbsolute(path) || existsSync(path)) continue;
      const absent = absentRoot(path);
      // A path none of whose folders exists is a route or URL path (client-redirects' "redirected
      // to but do not exist: /docs/x"), not a file: a file's folders lie under one that exists.
      if (dirname(absent) !== dirname(dirname(absent))) return { path: absent };
    }
  }
  return undefined;
}
