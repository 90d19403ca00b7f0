import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { highlightPlaceholder } from '../../src/content/compile-markdown.ts';
import { initHighlighter } from '../../src/content/highlight.ts';
import { highlightInBackground } from '../../src/site/highlight-in-background.ts';

/** A highlight worker that fails on its first message, as one whose thread died would. */
class FailingWorker extends EventEmitter {
  postMessage(): void {
    setImmediate(() => this.emit('error', new Error('the worker died')));
  }
  ref(): void {}
  unref(): void {}
  terminate(): Promise<number> {
    return Promise.resolve(1);
  }
}

// This thread's highlighter, counted: a site of Markdown pages starts it only when the worker fails.
const starts = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../src/content/highlight.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/content/highlight.ts')>();
  return { ...actual, initHighlighter: () => (starts.count++, actual.initHighlighter()) };
});

vi.mock('../../src/site/start-highlight-worker.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  takeEarlyHighlightWorker: () => undefined,
  startHighlightWorker: () => new FailingWorker(),
}));

const placeholder = (code: string): string => `<template data-docsgen-code="${Buffer.from(JSON.stringify({ code, lang: 'ts', meta: '', label: 'ts' })).toString('base64url')}"></template>`;

describe('a highlight worker that fails', () => {
  it('costs time, not output: its blocks, sent before it failed and after, are highlighted on this thread, which starts its highlighter for them', async () => {
    const background = highlightInBackground()!;
    expect(starts.count).toBe(0);
    // Sent before the worker fails, then after.
    const before = await background.blocks([placeholder('const a: number = 1;')]);
    const after = await background.blocks([placeholder('let b = "two";')]);
    expect(starts.count).toBeGreaterThan(0);
    await initHighlighter();
    expect(before).toEqual([highlightPlaceholder(placeholder('const a: number = 1;'))]);
    expect(after).toEqual([highlightPlaceholder(placeholder('let b = "two";'))]);
    expect(before[0]).toContain('class="theme-code-block code-block"');
    expect(background.close()).toBe(0);
  });
});
