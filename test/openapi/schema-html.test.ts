import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SchemaNode } from '../../src/openapi/api-model.ts';
import { SchemaFacts, SchemaTree, TypeLabel } from '../../templates/api/SchemaTree.tsx';
import { escapeHtml } from '../../src/shared/html-text.ts';

const leaf = (typeLabel: string, extra: Partial<SchemaNode> = {}): SchemaNode => ({ typeLabel, constraints: [], deprecated: false, readOnly: false, writeOnly: false, ...extra });

/** A tree with every part a schema can show: flags, facts, nesting, links, alternatives. */
const node: SchemaNode = leaf('Pet', {
  ref: { name: 'Pet', href: '/api/schemas/pet' },
  descriptionHtml: '<p>A pet &amp; its <code>owner</code>.</p>',
  properties: [
    { name: 'id', required: true, node: leaf('integer<int64>', { readOnly: true, constraints: ['≥ 1'], example: '7' }) },
    { name: 'kind', required: false, node: leaf('string', { enum: ['"cat"', '"dog"'], default: '"cat"', deprecated: true }) },
    { name: 'mood', required: false, node: leaf('string', { enum: ['"calm"'], enumDescriptions: { '"calm"': '<p>Quiet.</p>' }, const: '"calm"', writeOnly: true }) },
    { name: 'tags', required: false, node: leaf('array of Tag', { items: leaf('Tag', { ref: { name: 'Tag', href: '/api/schemas/tag' }, collapsed: true }) }) },
    { name: 'parent', required: false, node: leaf('Pet', { ref: { name: 'Pet', href: '/api/schemas/pet' }, circular: true }) },
    { name: 'deep', required: false, node: leaf('object', { truncated: true }) },
    { name: 'owner', required: false, node: leaf('object', { properties: [{ name: "o'<n>", required: false, node: leaf('string | null') }] }) },
  ],
  additionalProperties: leaf('array of string'),
  variants: [
    {
      kind: 'oneOf',
      discriminator: { propertyName: 'kind', mapping: [{ value: 'cat', label: 'Cat', href: '/api/schemas/cat' }, { value: 'dog', label: 'Dog' }] },
      options: [
        { label: 'Cat', node: leaf('Cat', { ref: { name: 'Cat', href: '/api/schemas/cat' }, properties: [{ name: 'lives', required: false, node: leaf('integer') }] }) },
        { label: 'Option 2', node: leaf('object', { items: leaf('string') }) },
      ],
    },
    { kind: 'anyOf', options: [{ label: 'Option 1', node: leaf('string') }] },
  ],
});

describe('schema trees written as HTML', () => {
  it('escape text as React does, and part adjacent texts as React does', () => {
    expect(escapeHtml(`a "b" & 'c' <d>`)).toBe('a &quot;b&quot; &amp; &#x27;c&#x27; &lt;d&gt;');
    expect(escapeHtml(`a "b" & 'c' <d>`)).toBe(renderToString(createElement('b', null, `a "b" & 'c' <d>`)).slice(3, -4));
  });

  it('render every part of a schema, byte for byte as the page shows it', () => {
    const html = renderToString(createElement(SchemaTree, { node }));
    expect(html).toBe(
      [
        '<div class="schema"><p class="schema-root"><a class="schema-type" href="/api/schemas/pet">Pet</a></p><div class="schema-description"><p>A pet &amp; its <code>owner</code>.</p></div>',
        '<ul class="schema-props">',
        '<li class="schema-prop"><div class="schema-prop__head"><code class="schema-prop__name">id</code> <span class="schema-type">integer&lt;int64&gt;</span><span class="schema-flag schema-flag--required">required</span><span class="schema-flag">read-only</span></div><p class="schema-fact">&#x2265; 1</p><p class="schema-fact">Example:<!-- --> <code>7</code></p></li>',
        '<li class="schema-prop"><div class="schema-prop__head"><code class="schema-prop__name">kind</code> <span class="schema-type">string</span><span class="schema-flag schema-flag--deprecated">deprecated</span></div><p class="schema-fact">Allowed values:<!-- --> <span><code>&quot;cat&quot;</code></span><span> <code>&quot;dog&quot;</code></span></p><p class="schema-fact">Default:<!-- --> <code>&quot;cat&quot;</code></p></li>',
        '<li class="schema-prop"><div class="schema-prop__head"><code class="schema-prop__name">mood</code> <span class="schema-type">string</span><span class="schema-flag">write-only</span></div><dl class="schema-enum"><div><dt><code>&quot;calm&quot;</code></dt><dd><p>Quiet.</p></dd></div></dl><p class="schema-fact">Always <code>&quot;calm&quot;</code></p></li>',
        '<li class="schema-prop"><div class="schema-prop__head"><code class="schema-prop__name">tags</code> <span class="schema-type">array of <a href="/api/schemas/tag">Tag</a></span></div></li>',
        '<li class="schema-prop"><div class="schema-prop__head"><code class="schema-prop__name">parent</code> <a class="schema-type" href="/api/schemas/pet">Pet</a><span class="schema-flag" title="Refers back to a schema it is part of">circular</span></div><p class="schema-fact schema-circular">Circular reference to <a class="schema-type" href="/api/schemas/pet">Pet</a>, shown above.</p></li>',
        '<li class="schema-prop"><div class="schema-prop__head"><code class="schema-prop__name">deep</code> <span class="schema-type">object</span></div></li>',
        '<li class="schema-prop"><div class="schema-prop__head"><code class="schema-prop__name">owner</code> <span class="schema-type">object</span></div><details class="schema-nested"><summary>Properties</summary><ul class="schema-props"><li class="schema-prop"><div class="schema-prop__head"><code class="schema-prop__name">o&#x27;&lt;n&gt;</code> <span class="schema-type">string | null</span></div></li></ul></details></li>',
        '</ul>',
        '<div class="schema-items"><p class="schema-fact">Other keys:<!-- --> <span class="schema-type">array of string</span></p></div>',
        '<div class="schema-variants"><p class="schema-fact">Exactly one of<!-- -->:<!-- --> <!-- -->(chosen by <code>kind</code><span>, <code>&quot;cat&quot;</code><span> &#x2192; </span><a href="/api/schemas/cat">Cat</a></span><span>, <code>&quot;dog&quot;</code><span> &#x2192; </span>Dog</span>)</p>',
        '<details class="schema-nested"><summary><a class="schema-type" href="/api/schemas/cat">Cat</a></summary><ul class="schema-props"><li class="schema-prop"><div class="schema-prop__head"><code class="schema-prop__name">lives</code> <span class="schema-type">integer</span></div></li></ul></details>',
        '<details class="schema-nested"><summary>Option 2<!-- --> <span class="schema-type">object</span></summary></details></div>',
        '<div class="schema-variants"><p class="schema-fact">Any of<!-- -->:</p><details class="schema-nested"><summary>Option 1<!-- --> <span class="schema-type">string</span></summary></details></div>',
        '</div>',
      ].join(''),
    );
  });

  it('give parameters their type and facts as elements of the page', () => {
    const parameter = leaf('array of Tag', { items: leaf('Tag', { ref: { name: 'Tag', href: '/t' } }), enum: ['1'], constraints: ['≤ 5'] });
    expect(renderToString(createElement('li', null, createElement(TypeLabel, { node: parameter }), createElement(SchemaFacts, { node: parameter })))).toBe(
      '<li><span class="schema-type">array of <a href="/t">Tag</a></span><p class="schema-fact">Allowed values:<!-- --> <span><code>1</code></span></p><p class="schema-fact">&#x2264; 5</p></li>',
    );
  });
});
