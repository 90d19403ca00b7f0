import type { Nodes } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { hastToHtml as fast } from '../../src/shared/hast-html.ts';

describe('hastToHtml', () => {
  it('escapes text, attributes and comments, and writes void elements and booleans as the library does', () => {
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
