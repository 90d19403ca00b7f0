import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { lines, tempDir, text, writeFiles } from '../helpers.ts';

// In the image of babel's website: a plugin adds `/repl/` for the page src/pages/repl.tsx also
// gives as `/repl`; and a pages folder with both `about.md` and `about/index.md`.
const PLUGIN = "function replRoute() {\n  return {\n    name: 'repl-route',\n    async contentLoaded({ actions }) {\n      actions.addRoute({ path: '/repl/', component: '@site/src/pages/repl' });\n    },\n  };\n}\n";

async function site(trailingSlash?: boolean): Promise<string> {
  const dir = await tempDir();
  const slash = trailingSlash === undefined ? '' : `  trailingSlash: ${trailingSlash},\n`;
  await writeFiles(join(dir, 'site'), {
    'docusaurus.config.js': `${PLUGIN}\nmodule.exports = {\n  title: 'T',\n  url: 'https://t.example',\n  baseUrl: '/',\n${slash}  presets: [['classic', { blog: false }]],\n  plugins: [replRoute],\n};\n`,
    'docs/intro.md': '# Intro\n\nTry the [REPL](/repl/) and [about](/about).\n',
    'src/pages/repl.tsx': "export default function Repl() {\n  return <main className=\"repl\">REPL</main>;\n}\n",
    'src/pages/about.md': '# About\n',
    'src/pages/about/index.md': '# About us\n',
  });
  return dir;
}

describe('routes that differ by a trailing slash, as Docusaurus tells them apart', () => {
  it('with `trailingSlash` unset, `/repl` and `/repl/` are two routes: no duplicate, one repl/index.html', async () => {
    const result = await build({ cwd: await site(), write: false });
    expect(lines(result.diagnostics).filter((line) => line.includes('routes/'))).toEqual([]);
    expect(text(result.files, 'repl/index.html')).toContain('<main class="repl">REPL</main>');
    expect(text(result.files, 'about/index.html')).toContain('About');
    expect(lines(result.diagnostics).filter((line) => line.includes('links/'))).toEqual([]);
  });

  it('with `trailingSlash` set, both are one path: a duplicate, as in Docusaurus', async () => {
    const result = await build({ cwd: await site(true), write: false });
    expect(lines(result.diagnostics).filter((line) => line.includes('routes/'))).toEqual([
      'site/plugin-route-repl.mdx warning Duplicate route `/repl`: also produced by site/src/pages/repl.tsx; only the first is built  routes/duplicate',
      'site/src/pages/about/index.md warning Duplicate route `/about`: also produced by site/src/pages/about.md; only the first is built  routes/duplicate',
    ]);
  });
});
