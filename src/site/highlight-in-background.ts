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
import { initHighlighter } from '../content/highlight.ts';
import { magicComments, magicCommentsKey } from '../content/magic-comments.ts';
import { DEFAULT_MAGIC_COMMENTS } from '../config/site-config.ts';
import { DEFERRED_CODE, hasDeferredCode, throughReact } from '../content/deferred-code.ts';
import type { WarmUpSample } from '../content/warm-up-samples.ts';
import type { BecomeSearchWorker } from '../content/highlight-worker.ts';
import { hasEarlyHighlightWorker, startHighlightWorker, stopEarlyHighlightWorker, takeEarlyHighlightWorker } from './start-highlight-worker.ts';

export interface BackgroundHighlighter {
  /** A compiled page's HTML with its blocks highlighted, as a compile with highlighting writes them. */
  highlight(html: string): Promise<string>;
  /** The HTML of each placeholder's block (see deferred-code.ts), in order. */
  blocks(placeholders: readonly string[]): Promise<string[]>;
  /** Have the worker highlight these samples while it waits for the first page: see warmUpSamples. */
  warmUp(samples: readonly WarmUpSample[]): void;
  /**
   * Stop the worker once every page is highlighted, or hand it to `next` (to index the
   * search, see EarlySearchWorker.adopt) when it highlighted blocks and is well; how many
   * blocks it highlighted.
   */
  close(next?: (worker: Worker) => void): number;
}

interface Batch {
  placeholders: readonly string[];
  done: (blocks: string[]) => void;
  failed: (error: unknown) => void;
}

/** A highlight worker (the one started early, if any); undefined when docsgen does not run compiled (tests of src/). */
export function highlightInBackground(): BackgroundHighlighter | undefined {
  const worker: Worker | undefined = takeEarlyHighlightWorker() ?? startHighlightWorker();
  if (!worker) return undefined;
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
  // What a failed worker leaves is highlighted here, once this thread's highlighter has started:
  // a site of Markdown pages does not start it beside the worker (see compileEach).
  const fillHere = (batches: readonly Batch[]): void => {
    if (!batches.length) return;
    void initHighlighter().then(
      () => {
        for (const batch of batches) {
          try {
            fill(batch);
          } catch (error) {
            batch.failed(error);
          }
        }
      },
      (error: unknown) => batches.forEach((batch) => batch.failed(error)),
    );
  };
  let sentComments = magicCommentsKey(DEFAULT_MAGIC_COMMENTS);
  const blocks = (placeholders: readonly string[]): Promise<string[]> =>
    new Promise<string[]>((done, failedBatch) => {
      const batch = { placeholders, done, failed: failedBatch };
      if (failed) return fillHere([batch]);
      waiting.push(batch);
      worker.ref();
      // The worker highlights with the site's magic comments, given before the blocks that need them.
      const comments = magicCommentsKey();
      if (comments !== sentComments) worker.postMessage({ magicComments: magicComments() });
      sentComments = comments;
      worker.postMessage(placeholders);
    });
  const answered = (blocks: Array<string | Element>): void => {
    inWorker += blocks.length;
    fill(waiting.shift()!, blocks);
  };
  worker.on('message', answered);
  const fail = (): void => {
    failed = true;
    fillHere(waiting.splice(0));
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
    warmUp(samples) {
      // Not answered: it leaves the worker's queue of pages in step with `waiting`.
      if (samples.length && !failed) worker.postMessage({ warmUp: samples });
    },
    close(next) {
      worker.off('exit', fail);
      if (next && inWorker > 0 && !failed && !waiting.length) {
        worker.off('message', answered);
        worker.off('error', fail);
        worker.postMessage({ becomeSearchWorker: true } satisfies BecomeSearchWorker);
        next(worker);
      } else void worker.terminate();
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

  /** The running worker; else a new one when `start` says so or one was started early (once per build). */
  get(start: boolean): BackgroundHighlighter | undefined {
    if (!this.started && (start || hasEarlyHighlightWorker())) {
      this.started = true;
      this.worker = highlightInBackground();
    }
    return this.worker;
  }

  /** Stop the worker, or hand it to `next` (see BackgroundHighlighter.close); how many blocks it highlighted. */
  close(next?: (worker: Worker) => void): number {
    stopEarlyHighlightWorker();
    const highlighted = this.worker?.close(next) ?? 0;
    this.worker = undefined;
    return highlighted;
  }
}
