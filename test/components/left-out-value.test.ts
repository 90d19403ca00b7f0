/** The inert value a left-out import stands for (runtime/left-out.cjs): every use of it leaves it empty, and renders nothing. */
import { createRequire } from 'node:module';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

const inert = createRequire(import.meta.url)('../../src/components/runtime/left-out.cjs') as ((...args: unknown[]) => unknown) & Record<string, unknown>;

describe('a left-out import', () => {
  it('renders nothing as a component, as a child, and as what a styled-components call made of it', () => {
    const styled = inert as unknown as { div: (strings: TemplateStringsArray) => (props: object) => null } & ((component: unknown) => { attrs: (a: object) => (s: TemplateStringsArray) => (props: object) => null });
    const Box = styled.div`color: red;`;
    const Wrapped = styled(Box).attrs({ role: 'img' })`width: 1em;`;
    const html = renderToString(createElement('p', null, 'a', createElement(Box, null, 'child'), createElement(Wrapped), inert as never, 'b'));
    expect(html).toBe('<p>a<!-- -->b</p>');
  });

  it('is an empty list, empty text, not a promise, and any name of a namespace made of it', async () => {
    const list = inert as unknown as unknown[];
    expect(list.length).toBe(0);
    expect(list.map((x) => x)).toEqual([]);
    expect([...list]).toEqual([]);
    expect(list.reduce((sum: number) => sum + 1, 0)).toBe(0);
    expect(`${String(inert)}|${inert as unknown as string}`).toBe('|');
    expect(await Promise.resolve(inert)).toBe(inert);
    expect(Object.keys(inert)).toEqual([]);
    // esbuild's CommonJS interop makes a namespace whose prototype is the value's: any named import is found there.
    expect((Object.create(Object.getPrototypeOf(inert)) as Record<string, unknown>).css).toBe(inert);
    expect(inert.deeply).toBe(inert);
    expect(new (inert as unknown as new () => unknown)()).toBe(inert);
  });
});
