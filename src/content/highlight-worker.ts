/**
 * A highlight worker (see highlight-in-background.ts): highlights the deferred code blocks it
 * is sent, of pages written as HTML (not through React), into the HTML highlightPlaceholder gives.
 */
import { parentPort } from 'node:worker_threads';
import { hastToHtml } from '../shared/hast-html.ts';
import { parseCodeMeta } from './code-meta.ts';
import { placeholderCode } from './deferred-code.ts';
import { highlightCode, initHighlighter } from './highlight.ts';

await initHighlighter();

parentPort!.on('message', (placeholders: string[]) => {
  parentPort!.postMessage(
    placeholders.map((placeholder) => {
      const { code, lang, meta, label } = placeholderCode(placeholder);
      return hastToHtml({ type: 'root', children: [highlightCode({ code, lang, meta: parseCodeMeta(meta), label })] }, { allowDangerousHtml: true });
    }),
  );
});
