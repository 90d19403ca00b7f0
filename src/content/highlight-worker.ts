/**
 * A highlight worker (see highlight-in-background.ts): highlights the deferred code blocks it
 * is sent. A block of a page written as HTML comes back as its HTML; one of a page rendered
 * through React as its tree, which the main thread serialises through React as that page is.
 */
import type { Element } from 'hast';
import { parentPort } from 'node:worker_threads';
import { hastToHtml } from '../shared/hast-html.ts';
import { throughReact } from './deferred-code.ts';
import { highlightDeferred, initHighlighter } from './highlight.ts';

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

parentPort!.on('message', (placeholders: string[]) => {
  parentPort!.postMessage(placeholders.map(highlighted));
});
