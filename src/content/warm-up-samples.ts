/**
 * Code blocks to warm a highlight worker up with (see highlight-in-background.ts): the first
 * block of each language a site's pages use. Highlighting one compiles most of its grammar
 * (TypeScript's first block costs ~0.3 s, the next ones ~1 ms), so done while the worker
 * would wait for the first page, the pages' blocks find their grammars ready. A guess from
 * the text: a language it misses is only compiled with its first block, as without it.
 */
import { readdirSync, readFileSync, type Dirent } from 'node:fs';
import { join } from 'node:path';

export interface WarmUpSample {
  lang: string;
  code: string;
}

/** Pages scanned for samples: enough to meet a site's usual languages, cheap on a large site. */
const WARM_UP_PAGES = 50;
/** A sample's length at most: its first lines reach most of a grammar. */
const WARM_UP_CHARS = 2000;
const FENCED_CODE = /^[ \t]{0,3}(`{3,}|~{3,})[ \t]*([\w#+.-]+)[^\n]*\n([\s\S]*?)^[ \t]{0,3}\1/gm;

/** The first fenced block of each language (by its name in any case) in the first pages' Markdown. */
export function warmUpSamples(bodies: readonly string[]): WarmUpSample[] {
  const samples = new Map<string, string>();
  for (const body of bodies.slice(0, WARM_UP_PAGES)) {
    for (const [, , lang, code] of body.matchAll(FENCED_CODE)) {
      const key = lang!.toLowerCase();
      if (!samples.has(key)) samples.set(key, code!.slice(0, WARM_UP_CHARS));
    }
  }
  return Array.from(samples, ([lang, code]) => ({ lang, code }));
}

/** Folders that hold no pages: packages, static files, a Docusaurus build. */
const NOT_PAGES = new Set(['node_modules', 'static', 'build']);
/** Folders read at most, so a huge site folder costs the worker little. */
const MAX_FOLDERS = 200;

/**
 * The Markdown files of a site folder, breadth first and by name, found before the build knows
 * where its pages are (config, versions, Docusaurus layout): a file that is no page only gives
 * a sample that is not needed. Unreadable folders are skipped; at most MAX_FOLDERS are read.
 */
function* siteMarkdownFiles(siteDir: string): Generator<string> {
  const folders = [siteDir];
  for (let index = 0; index < folders.length && index < MAX_FOLDERS; index++) {
    let entries: Dirent[];
    try {
      entries = readdirSync(folders[index]!, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    } catch {
      continue;
    }
    for (const entry of entries) {
      const path = join(folders[index]!, entry.name);
      if (entry.isDirectory()) {
        if (!entry.name.startsWith('.') && !NOT_PAGES.has(entry.name)) folders.push(path);
      } else if (/\.mdx?$/.test(entry.name)) yield path;
    }
  }
}

/** The Markdown of the first pages in a site folder (see siteMarkdownFiles); unreadable files are skipped. */
export function siteMarkdown(siteDir: string): string[] {
  const bodies: string[] = [];
  for (const path of siteMarkdownFiles(siteDir)) {
    try {
      bodies.push(readFileSync(path, 'utf8'));
    } catch {
      // Not readable: the build reports it if it is a page.
    }
    if (bodies.length >= WARM_UP_PAGES) break;
  }
  return bodies;
}

/** Whether a site folder holds fewer than `count` Markdown files (see siteMarkdownFiles): counting stops there. */
export function fewerMarkdownFiles(siteDir: string, count: number): boolean {
  let found = 0;
  for (const _path of siteMarkdownFiles(siteDir)) if (++found >= count) return false;
  return true;
}
