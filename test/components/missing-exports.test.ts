import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { buildError, lines, makeDocusaurusSite } from '../helpers.ts';

const CONFIG = "module.exports = {\n  title: 'T',\n  url: 'https://t.example',\n  presets: [['classic', { blog: false }]],\n};\n";

describe('a named import its module does not export (webpack: a warning, and undefined)', () => {
  it('warns once at the import and renders with the name undefined, on the server and in an island; silent for React (CommonJS: webpack cannot know its exports)', async () => {
    const dir = await makeDocusaurusSite({
      'docusaurus.config.js': CONFIG,
      // flagsmith's Card: a TypeScript type named in a .js component, imported from React (external on the server).
      'src/components/Card.js': "import React, { CSSProperties } from 'react';\nimport { shown, hidden } from '../lib/values.js';\n\nexport default function Card() {\n  return <div className=\"card\">{`${typeof CSSProperties} ${shown} ${typeof hidden}`}</div>;\n}\n",
      'src/lib/values.js': "export const shown = 'shown';\n",
      'src/components/Counter.jsx': "'use client';\nimport { useState, CSSProperties } from 'react';\nimport { hidden } from '../lib/values.js';\n\nexport default function Counter() {\n  const [count] = useState(`${typeof CSSProperties} ${typeof hidden}`);\n  return <span className=\"counter\">{count}</span>;\n}\n",
      'docs/cards.mdx': "import Card from '@site/src/components/Card';\nimport Counter from '@site/src/components/Counter';\n\n# Cards\n\n<Card />\n\n<Counter />\n",
      'docs/other.mdx': "import Card from '@site/src/components/Card';\n\n# Other\n\n<Card />\n",
    });
    const result = await build({ cwd: dir });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    // One warning per import, however many pages use the component.
    expect(lines(result.diagnostics.filter((d) => d.code === 'components/missing-export'))).toEqual([
      'site/src/components/Card.js:2:17 warning `site/src/lib/values.js` has no export `hidden`: the import is undefined  components/missing-export',
      'site/src/components/Counter.jsx:3:10 warning `site/src/lib/values.js` has no export `hidden`: the import is undefined  components/missing-export',
    ]);
    const page = await readFile(join(dir, 'site', 'build', 'docs', 'cards', 'index.html'), 'utf8');
    expect(page).toContain('<div class="card">undefined shown undefined</div>');
    expect(page).toContain('<span class="counter">undefined undefined</span>');
    // The island's browser code was bundled too, with the same imports (esbuild refuses the one from values.js there as well).
    const js = join(dir, 'site', 'build', 'assets', 'js');
    const chunks = await Promise.all((await readdir(js)).filter((name) => name.endsWith('.js')).map((name) => readFile(join(js, name), 'utf8')));
    expect(chunks.some((code) => code.includes('counter'))).toBe(true);
  });

  it('stays an error from an .mjs file, as webpack\'s strict ES modules make it', async () => {
    const dir = await makeDocusaurusSite({
      'docusaurus.config.js': CONFIG,
      'src/components/Strict.mjs': "import { createElement, CSSProperties } from 'react';\n\nexport default function Strict() {\n  return createElement('p', null, typeof CSSProperties);\n}\n",
      'docs/strict.mdx': "import Strict from '@site/src/components/Strict.mjs';\n\n# Strict\n\n<Strict />\n",
    });
    const error = await buildError(dir);
    expect(lines(error.diagnostics)).toContain('site/src/components/Strict.mjs:1:25 error `react` has no export `CSSProperties`  components/build-error');
  });
});
