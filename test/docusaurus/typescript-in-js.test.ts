import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { buildError, lines, makeDocusaurusSite, tempDir, text, writeFiles } from '../helpers.ts';

/** A Docusaurus project whose page imports a `.jsx` component and a `.js` client component, both with type annotations. */
async function projectWith(future: string): Promise<string> {
  const dir = await makeDocusaurusSite({
    'docusaurus.config.js': `module.exports = {\n  title: 'T',\n  url: 'https://t.example',\n  presets: [['classic', { blog: false }]],\n${future}};\n`,
    'docs/intro.mdx': "import Tour from '@site/src/components/Tour';\nimport Counter from '@site/src/components/Counter';\n\n# Intro\n\n<Tour steps={3} />\n\n<Counter start={2} />\n",
    'src/components/Tour.jsx': 'interface TourProps { steps: number }\n\nexport default function Tour({ steps }: TourProps) {\n  const label = `${steps} steps` as string;\n  return <p className="tour">{label}</p>;\n}\n',
    'src/components/Counter.js': "'use client';\nimport { useState } from 'react';\n\nexport default function Counter({ start }: { start: number }) {\n  const [count] = useState<number>(start);\n  return <p className=\"counter\">{count}</p>;\n}\n",
  });
  return dir;
}

describe("TypeScript in .js and .jsx files, as Docusaurus Faster's SWC loader reads them", () => {
  it('builds a site whose config sets future.experimental_faster: the server render and the client script both strip the types', async () => {
    const cwd = await projectWith('  future: { experimental_faster: true },\n');
    const result = await build({ cwd, write: false });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const page = text(result.files, 'docs/intro/index.html');
    expect(page).toContain('<p class="tour">3 steps</p>');
    expect(page).toMatch(/<docsgen-island data-island="c[0-9a-f]{8}:default"[^>]*><p class="counter">2<\/p><\/docsgen-island>/);
    // The client script hydrates the island with the same component, its types stripped.
    const scripts = [...result.files.keys()].filter((path) => path.endsWith('.js')).map((path) => text(result.files, path));
    expect(scripts.some((script) => script.includes('"counter"'))).toBe(true);
  });

  it('builds with future.faster: { swcJsLoader: true } (Docusaurus 3.8+), and with future.v4: true, which makes Faster the default', async () => {
    for (const future of ['  future: { faster: { swcJsLoader: true } },\n', '  future: { v4: true },\n']) {
      const result = await build({ cwd: await projectWith(future), write: false });
      expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      expect(text(result.files, 'docs/intro/index.html')).toContain('<p class="tour">3 steps</p>');
    }
  });

  it('reads them as JavaScript with JSX without the flag, as Babel does: a type annotation is an error at its line, in the component', async () => {
    const cwd = await projectWith('');
    const error = await buildError(cwd);
    expect(lines(error.diagnostics)).toEqual([
      'site/src/components/Counter.js:4:42 error Expected ")" but found ":"  components/build-error',
      'site/src/components/Tour.jsx:1:11 error Expected ";" but found "TourProps"  components/build-error',
    ]);
  });
});

describe('components.typescriptInJs in config.yaml', () => {
  it("lets a docsgen site's .jsx components hold TypeScript", async () => {
    const dir = await tempDir();
    await writeFiles(join(dir, 'site'), {
      'config.yaml': 'title: T\nurl: https://t.dev\ncomponents:\n  typescriptInJs: true\n',
      'pages/index.mdx': "import Badge from '@site/components/Badge.jsx';\n\n# Home\n\n<Badge text=\"new\" />\n",
      'components/Badge.jsx': 'export default function Badge({ text }: { text: string }) {\n  return <span className="badge">{text}</span>;\n}\n',
    });
    const result = await build({ cwd: dir, write: false });
    expect(result.diagnostics).toEqual([]);
    expect(text(result.files, 'index.html')).toContain('<span class="badge">new</span>');
  });
});
