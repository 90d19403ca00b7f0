/**
 * Highlight code blocks on a worker thread while this thread compiles pages. Highlighting is
 * a large part of a compile (120 bench pages compiled in 0.60–0.70 s without it, 1.42–1.48 s
 * with) and needs nothing else compiling does, so the other core does it: pages compile with
 * placeholders (see deferred-code.ts), each page's blocks go to the worker as it is done, and
 * the page comes back with them in once the worker has answered, while later pages compile.
 */
import type { Element } from 'hast';
import type { Worker } from 'node:worker_threads';
import { blockHtml, highlightPlaceholder } from '../content/compile-markdown.ts';
import { DEFERRED_CODE, hasDeferredCode, throughReact } from '../content/deferred-code.ts';
import { startWorker, workerScript } from '../shared/workers.ts';

export interface BackgroundHighlighter {
  /** A compiled page's HTML with its blocks highlighted, as a compile with highlighting writes them. */
  highlight(html: string): Promise<string>;
  /** The HTML of each placeholder's block (see deferred-code.ts), in order. */
  blocks(placeholders: readonly string[]): Promise<string[]>;
  /** Stop the worker once every page is highlighted; how many blocks it highlighted. */
  close(): number;
}

interface Batch {
  placeholders: readonly string[];
  done: (blocks: string[]) => void;
}

/** Start a highlight worker; undefined when docsgen does not run compiled (tests of src/). */
export function highlightInBackground(): BackgroundHighlighter | undefined {
  const script = workerScript('highlight-worker');
  if (!script) return undefined;
  // Highlighting makes garbage that dies young: a young generation of 8 MB instead of V8's
  // 32 MB took 1000 bench pages' peak from 283–301 MB to 258–264 MB, in the same time (six
  // alternating cold runs).
  const worker: Worker = startWorker(script, undefined, { maxYoungGenerationSizeMb: 8 });
  // A build that fails before its pages are highlighted exits without waiting for the worker.
  worker.unref();
  // The worker answers its messages in order: the pages it has not answered yet.
  const waiting: Batch[] = [];
  let inWorker = 0;
  let failed = false;
  const fill = (batch: Batch, blocks: ReadonlyArray<string | Element> = []): void => {
    batch.done(
      batch.placeholders.map((placeholder, index) => {
        const block = blocks[index];
        // A worker that failed costs time, not output: what it did not answer is highlighted here.
        if (block === undefined) return highlightPlaceholder(placeholder);
        return typeof block === 'string' ? block : blockHtml(block, throughReact(placeholder));
      }),
    );
    if (!waiting.length) worker.unref();
  };
  const blocks = (placeholders: readonly string[]): Promise<string[]> =>
    new Promise<string[]>((done) => {
      const batch = { placeholders, done };
      if (failed) return fill(batch);
      waiting.push(batch);
      worker.ref();
      worker.postMessage(placeholders);
    });
  worker.on('message', (blocks: Array<string | Element>) => {
    inWorker += blocks.length;
    fill(waiting.shift()!, blocks);
  });
  const fail = (): void => {
    failed = true;
    for (const batch of waiting.splice(0)) fill(batch);
  };
  worker.on('error', fail);
  worker.on('exit', fail);
  return {
    async highlight(html) {
      if (!hasDeferredCode(html)) return html;
      const placeholders = [...new Set(Array.from(html.matchAll(DEFERRED_CODE), ([placeholder]) => placeholder))];
      const found = await blocks(placeholders);
      const blockOf = new Map(placeholders.map((placeholder, index) => [placeholder, found[index]!]));
      return html.replace(DEFERRED_CODE, (placeholder) => blockOf.get(placeholder)!);
    },
    blocks,
    close() {
      worker.off('exit', fail);
      void worker.terminate();
      return inWorker;
    },
  };
}

/**
 * One highlight worker for the docs versions a build compiles one after another (Jest's
 * four versions have 38–41 pages each): started by the first version with enough pages to
 * compile, used by every version after it, stopped once all are compiled.
 */
export class SharedHighlightWorker {
  private worker: BackgroundHighlighter | undefined;
  private started = false;

  /** The running worker; else a new one when `start` says so (once per build). */
  get(start: boolean): BackgroundHighlighter | undefined {
    if (!this.started && start) {
      this.started = true;
      this.worker = highlightInBackground();
    }
    return this.worker;
  }

  /** Stop the worker; how many blocks it highlighted. */
  close(): number {
    const highlighted = this.worker?.close() ?? 0;
    this.worker = undefined;
    return highlighted;
  }
}
