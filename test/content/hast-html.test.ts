import type { Nodes } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { build } from '../../src/build/build.ts';
import { repoRoot } from '../helpers.ts';

/** Every tree docsgen serialises during the builds below, with what the library writes for it. */
const seen = vi.hoisted(() => ({ trees: 0, mismatches: [] as Array<{ fast: string; library: string }> }));

vi.mock('../../src/shared/hast-html.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/shared/hast-html.ts')>();
  const library = await import('hast-util-to-html');
  return {
    hastToHtml: (node: Nodes, options?: { allowDangerousHtml?: boolean }) => {
      const fast = actual.hastToHtml(node, options);
      const expected = library.toHtml(node, options ?? {});
      seen.trees++;
      if (fast !== expected && seen.mismatches.length < 5) seen.mismatches.push({ fast, library: expected });
      return fast;
    },
  };
});

describe('hastToHtml', () => {
  it('writes what hast-util-to-html writes on every page of the Kassa site and of the fixture sites', { timeout: 240_000 }, async () => {
    await build({ cwd: repoRoot, write: false, offline: true, cache: false });
    const fixtures = join(repoRoot, 'test', 'fixtures', 'sites');
    for (const name of readdirSync(fixtures)) {
      // A fixture may be meant to fail; its pages are serialised before the failure all the same.
      await build({ cwd: join(fixtures, name), write: false, offline: true, cache: false }).catch(() => undefined);
    }
    expect(seen.mismatches).toEqual([]);
    // Pages' code blocks and descriptions; the API reference's generated samples and JSON
    // examples are written as HTML directly (held to their trees in their own tests).
    expect(seen.trees).toBeGreaterThan(200);
  });

  it('escapes text, attributes and comments, and writes void elements and booleans as the library does', async () => {
    const { hastToHtml: fast } = await vi.importActual<typeof import('../../src/shared/hast-html.ts')>('../../src/shared/hast-html.ts');
    const tree: Nodes = {
      type: 'root',
      children: [
        { type: 'element', tagName: 'p', properties: { className: ['a', 'b'], title: `"q" & 'a' \`b\``, hidden: true, disabled: false, tabIndex: 0, dataX: 'y' }, children: [{ type: 'text', value: '1 < 2 && 3 > 2' }] },
        { type: 'element', tagName: 'img', properties: { src: 'a.png', alt: '' }, children: [] },
        { type: 'element', tagName: 'br', properties: {}, children: [{ type: 'text', value: 'x' }] },
        { type: 'element', tagName: 'input', properties: { type: 'checkbox', checked: true, accept: ['a', 'b'] }, children: [] },
        { type: 'element', tagName: 'script', properties: {}, children: [{ type: 'text', value: 'a < b && c' }] },
        { type: 'comment', value: '-> a --> b <!-' },
        { type: 'raw', value: '<b>raw</b>' },
        { type: 'element', tagName: 'svg', properties: { viewBox: '0 0 1 1' }, children: [{ type: 'element', tagName: 'path', properties: { strokeWidth: '2' }, children: [] }] },
      ],
    };
    for (const allowDangerousHtml of [false, true]) expect(fast(tree, { allowDangerousHtml })).toBe(toHtml(tree, { allowDangerousHtml }));
  });
});
