import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { makeSite, text } from '../helpers.ts';

/** A site with a client component (an island): its script is bundled for it. */
const withIsland = {
  'pages/index.mdx': "import Counter from '../components/Counter.jsx';\n\n# Home\n\n<Counter />\n",
  'components/Counter.jsx': "'use client';\nimport { useState } from 'react';\nexport default function Counter() {\n  const [count, setCount] = useState(0);\n  return <button onClick={() => setCount(count + 1)}>{count}</button>;\n}\n",
};

/** The client script's files of a build: path → text. */
async function scripts(files: Record<string, string>, config = 'title: Test\nurl: https://test.dev\n'): Promise<Map<string, string>> {
  const result = await build({ cwd: await makeSite(files, config), write: false, cache: false });
  return new Map([...result.files.keys()].filter((path) => path.startsWith('assets/js/')).map((path) => [path, path.endsWith('.map') ? '' : text(result.files, path)]));
}

describe('source maps of the client script', () => {
  it('are not written by default, and no script or stylesheet names one, as Docusaurus, VitePress and Rspress build', { timeout: 60_000 }, async () => {
    for (const files of [withIsland, { 'pages/index.md': '# Home\n' }]) {
      const written = await scripts(files);
      expect([...written.keys()].some((path) => /^assets\/js\/main\.\w+\.js$/.test(path))).toBe(true);
      expect([...written.keys()].filter((path) => path.endsWith('.map'))).toEqual([]);
      expect([...written].filter(([, contents]) => contents.includes('sourceMappingURL')).map(([path]) => path)).toEqual([]);
    }
  });

  it('are written beside the script and its chunks with `components.sourceMaps: true`', { timeout: 60_000 }, async () => {
    const written = await scripts(withIsland, 'title: Test\nurl: https://test.dev\ncomponents:\n  sourceMaps: true\n');
    const entry = [...written.keys()].find((path) => /^assets\/js\/main\.\w+\.js$/.test(path))!;
    expect(written.has(`${entry}.map`)).toBe(true);
    expect(written.get(entry)).toMatch(new RegExp(`\\n//# sourceMappingURL=${entry.slice('assets/js/'.length).replace(/\./g, '\\.')}\\.map\\n$`));
    const chunks = [...written.keys()].filter((path) => /^assets\/js\/chunk\.\w+\.js$/.test(path));
    expect(chunks.length).toBeGreaterThan(0);
    expect(chunks.filter((path) => !written.has(`${path}.map`))).toEqual([]);
  });
});
