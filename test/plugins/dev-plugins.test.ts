/**
 * `docsgen dev` runs a plugin again only when a file it watches changes (its
 * `getPathsToWatch`, its own module) or the config does, as Docusaurus's dev server does;
 * the others keep their content and routes from the build before.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import type { OutputFile } from '../../src/build/write-output.ts';
import { dev } from '../../src/dev/dev-server.ts';
import { createBuildMemory } from '../../src/site/build-memory.ts';
import { makeSite, tempDir, writeFiles } from '../helpers.ts';

/** A plugin that logs each loadContent, reads a data file and gives a page and global data from it. */
const plugin = (name: string, watch: boolean) => `import { appendFileSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
export default function ${name}(context, options) {
  const file = resolve(context.siteDir, options.file);
  return {
    name: '${name}',
    ${watch ? 'getPathsToWatch: () => [join(options.file.replace(/[^/]*$/, \'\'), \'*.json\')],' : ''}
    loadContent() {
      appendFileSync(join(context.siteDir, '..', 'loads.log'), '${name}\\n');
      return JSON.parse(readFileSync(file, 'utf8'));
    },
    contentLoaded({ content, actions }) {
      actions.setGlobalData(content);
      actions.addRoute({ path: '/${name}', component: join(context.siteDir, 'Show.jsx'), props: { text: content.text }, exact: true });
    },
  };
}
`;

const FILES = {
  'pages/index.md': '# Home\n',
  'Show.jsx': 'export default function Show({ text }) { return <p className="shown">{text}</p>; }\n',
  'plugins/watching.mjs': plugin('watching', true),
  'plugins/quiet.mjs': plugin('quiet', false),
  'data/watching.json': '{"text": "first"}\n',
  'data/quiet.json': '{"text": "quiet first"}\n',
};
const CONFIG = 'title: P\nurl: https://p.test\nplugins:\n  - [./plugins/watching.mjs, { file: data/watching.json }]\n  - [./plugins/quiet.mjs, { file: data/quiet.json }]\n';

const html = (files: Map<string, OutputFile>, path: string): string => {
  const file = files.get(path)!;
  return 'render' in file ? file.render() : String((file as { contents: string }).contents);
};

describe('plugins across docsgen dev\'s rebuilds', () => {
  it('run again only when what they watch, their module or the config changed', async () => {
    const cwd = await makeSite(FILES, CONFIG);
    const site = join(cwd, 'site');
    const log = async (): Promise<string[]> => (await readFile(join(cwd, 'loads.log'), 'utf8')).trim().split('\n');
    const memory = createBuildMemory();
    const rebuild = async (changed?: string[]) => {
      memory.startBuild(changed?.map((path) => join(site, path)));
      return build({ cwd, write: false, offline: true, lazy: true, memory });
    };
    await rebuild();
    expect((await log()).sort()).toEqual(['quiet', 'watching']);

    await writeFiles(site, { 'pages/index.md': '# Home again\n' });
    const unrelated = await rebuild(['pages/index.md']);
    expect(await log()).toHaveLength(2);
    expect(html(unrelated.files, 'watching/index.html')).toContain('<p class="shown">first</p>');
    expect(html(unrelated.files, 'quiet/index.html')).toContain('<p class="shown">quiet first</p>');

    await writeFiles(site, { 'data/watching.json': '{"text": "second"}\n', 'data/quiet.json': '{"text": "quiet second"}\n' });
    const watched = await rebuild(['data/watching.json', 'data/quiet.json']);
    expect((await log()).slice(2)).toEqual(['watching']);
    expect(html(watched.files, 'watching/index.html')).toContain('<p class="shown">second</p>');
    // Not watched: Docusaurus's dev server would not run it again either.
    expect(html(watched.files, 'quiet/index.html')).toContain('<p class="shown">quiet first</p>');

    await writeFile(join(site, 'plugins', 'quiet.mjs'), plugin('quiet', false).replace('return JSON.parse', '/* edited */ return JSON.parse'));
    await rebuild(['plugins/quiet.mjs']);
    expect((await log()).slice(3)).toEqual(['quiet']);

    await writeFile(join(site, 'config.yaml'), `${CONFIG}tagline: changed\n`);
    await rebuild(['config.yaml']);
    expect((await log()).slice(4).sort()).toEqual(['quiet', 'watching']);
  });

  it('watch the files a plugin names outside the site folder', { timeout: 30_000 }, async () => {
    const cwd = await tempDir();
    await writeFiles(join(cwd, 'site'), { ...FILES, 'config.yaml': 'title: P\nurl: https://p.test\nplugins:\n  - [./plugins/watching.mjs, { file: ../shared/watching.json }]\n' });
    await writeFiles(join(cwd, 'shared'), { 'watching.json': '{"text": "outside"}\n' });
    const server = await dev({ cwd, port: 0 });
    try {
      await server.settled();
      const page = async (): Promise<string> => (await fetch(`${server.url}/watching`)).text();
      expect(await page()).toContain('<p class="shown">outside</p>');
      await writeFile(join(cwd, 'shared', 'watching.json'), '{"text": "outside, edited"}\n');
      await expect.poll(page, { timeout: 15_000, interval: 200 }).toContain('<p class="shown">outside, edited</p>');
    } finally {
      await server.close();
    }
  });
});
