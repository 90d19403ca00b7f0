/**
 * A highlight worker (see highlight-in-background.ts): highlights the deferred code blocks it
 * is sent. A block of a page written as HTML comes back as its HTML; one of a page rendered
 * through React as its tree, which the main thread serialises through React as that page is.
 */
import type { Element } from 'hast';
import { getHeapStatistics } from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import { hastToHtml } from '../shared/hast-html.ts';
import { throughReact } from './deferred-code.ts';
import { parseCodeMeta } from './code-meta.ts';
import { highlightCode, highlightDeferred, initHighlighter } from './highlight.ts';
import { setMagicComments } from './magic-comments.ts';
import type { MagicComment } from '../config/site-config.ts';
import { siteMarkdown, warmUpSamples, type WarmUpSample } from './warm-up-samples.ts';
import type { SearchMessage } from '../search/search-messages.ts';

await initHighlighter();

/** Blocks highlighted lately: a snippet repeated on many pages (an install command) is highlighted once. */
const recent = new Map<string, string | Element>();
const RECENT_BLOCKS = 2000;

function highlighted(placeholder: string): string | Element {
  let block = recent.get(placeholder);
  if (block === undefined) {
    const tree = highlightDeferred(placeholder);
    // What blockHtml (compile-markdown.ts) writes for a page without React, without loading the Markdown pipeline here.
    block = throughReact(placeholder) ? tree : hastToHtml({ type: 'root', children: [tree] }, { allowDangerousHtml: true });
    if (recent.size >= RECENT_BLOCKS) recent.clear();
    recent.set(placeholder, block);
  }
  return block;
}

/** Highlight samples for nothing but what it leaves compiled (see warm-up-samples.ts); a sample that fails is no matter. */
function warmUp(samples: readonly WarmUpSample[]): void {
  for (const { lang, code } of samples) {
    try {
      highlightCode({ code, lang, meta: parseCodeMeta(''), cache: false });
    } catch {
      // The page that holds it reports it, if it is the page's problem.
    }
  }
}

// Started by the CLI before the build loads (see startHighlightWorkerEarly): the site folder's
// pages give samples while the build is still loading, before it sends any.
const { warmUpFrom } = (workerData ?? {}) as { warmUpFrom?: string };
if (warmUpFrom !== undefined) warmUp(warmUpSamples(siteMarkdown(warmUpFrom)));

/** Sent once every page is highlighted, when the build's search index takes this thread (see EarlySearchWorker.adopt). */
export interface BecomeSearchWorker {
  becomeSearchWorker: true;
}

type HighlightMessage = string[] | { warmUp: WarmUpSample[] } | { magicComments: MagicComment[] } | BecomeSearchWorker;

function highlightMessage(message: HighlightMessage): void {
  if (Array.isArray(message)) parentPort!.postMessage(message.map(highlighted));
  else if ('warmUp' in message) warmUp(message.warmUp);
  else if ('magicComments' in message) {
    // Blocks highlighted before were of other comments.
    recent.clear();
    setMagicComments(message.magicComments);
  } else becomeSearchWorker();
}

let handle: (message: unknown) => void = (message) => highlightMessage(message as HighlightMessage);
parentPort!.on('message', (message: unknown) => handle(message));

/**
 * What this thread may hold (heap and WebAssembly memory) and still become the search worker:
 * the highlighter's memory stays with it until the build ends. The bench pages' four
 * languages leave ~45 MB; the Kassa site's many, ~170 MB (its peak went from 376 to 456 MB).
 */
const SEARCH_WORKER_HOLDING = 96 * 1024 * 1024;

/**
 * Serve the search worker's messages from now on: a thread of its own would cost the process
 * another Node start while this one idles. What arrives while the indexer loads waits for it;
 * a failure to load it is this thread's error. A highlighter grown large exits instead, and
 * the build starts a search worker of its own (see EarlySearchWorker.adopt).
 */
function becomeSearchWorker(): void {
  recent.clear();
  const { used_heap_size: heap, external_memory: external } = getHeapStatistics();
  if (heap + external > SEARCH_WORKER_HOLDING) process.exit(0);
  const waiting: unknown[] = [];
  handle = (message) => void waiting.push(message);
  void import('../search/search-messages.ts').then(({ searchMessages }) => {
    const search = searchMessages(parentPort!);
    handle = (message) => search(message as SearchMessage);
    for (const message of waiting.splice(0)) handle(message);
  });
}
