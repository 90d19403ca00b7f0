/**
 * Highlight a small site's code blocks on a worker thread while this thread compiles its
 * pages. Below PARALLEL_THRESHOLD pages everything compiles on this thread (compile workers
 * would each start a highlighter and compile its grammars), and highlighting is a large part
 * of that compile: 120 bench pages compiled in 0.60–0.70 s without it, 1.42–1.48 s with.
 * It needs nothing else compiling does, so the idle core can do it: pages compile with
 * placeholders (see deferred-code.ts), each new block goes to the worker as its page is done,
 * and `finish` gives what puts the highlighted blocks in.
 */
import type { Worker } from 'node:worker_threads';
import { highlightPlaceholder } from '../content/compile-markdown.ts';
import { DEFERRED_CODE, hasDeferredCode, throughReact } from '../content/deferred-code.ts';
import { startWorker, workerScript } from '../shared/workers.ts';

export interface BackgroundHighlighter {
  /** A compiled page's HTML: its blocks not seen yet are highlighted meanwhile. */
  add(html: string): void;
  /** Once every page is added: HTML with its blocks highlighted, as a compile with highlighting writes them. */
  finish(): Promise<{ highlight: (html: string) => string; inWorker: number }>;
}

/** Start a highlight worker; undefined when docsgen does not run compiled (tests of src/). */
export function highlightInBackground(): BackgroundHighlighter | undefined {
  const script = workerScript('highlight-worker');
  if (!script) return undefined;
  const worker: Worker = startWorker(script, undefined);
  // A build that fails before it asks for the blocks exits without waiting for the worker.
  worker.unref();
  const highlighted = new Map<string, string>();
  const sent = new Set<string>();
  // The worker answers its messages in order: the batches it has not answered yet.
  const waiting: string[][] = [];
  let failed = false;
  let settle: (() => void) | undefined;
  const settled = (): void => {
    if (settle && (failed || !waiting.length)) settle();
  };
  worker.on('message', (blocks: string[]) => {
    const batch = waiting.shift()!;
    batch.forEach((placeholder, index) => highlighted.set(placeholder, blocks[index]!));
    settled();
  });
  // A worker that fails costs time, not output: what it has not answered is highlighted here.
  const fail = (): void => {
    failed = true;
    settled();
  };
  worker.on('error', fail);
  worker.on('exit', fail);
  return {
    add(html) {
      if (failed || !hasDeferredCode(html)) return;
      const batch: string[] = [];
      for (const [placeholder] of html.matchAll(DEFERRED_CODE)) {
        // A page that went through React needs React for its blocks too: this thread does those.
        if (sent.has(placeholder) || throughReact(placeholder)) continue;
        sent.add(placeholder);
        batch.push(placeholder);
      }
      if (!batch.length) return;
      waiting.push(batch);
      worker.postMessage(batch);
    },
    async finish() {
      worker.ref();
      await new Promise<void>((resolve) => {
        settle = resolve;
        settled();
      });
      worker.off('exit', fail);
      void worker.terminate();
      const inWorker = highlighted.size;
      return {
        inWorker,
        highlight: (html) => (hasDeferredCode(html) ? html.replace(DEFERRED_CODE, (placeholder) => highlighted.get(placeholder) ?? highlightPlaceholder(placeholder)) : html),
      };
    },
  };
}
