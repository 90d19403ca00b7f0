import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { fixturesDir, lines, tempDir, text, writeFiles } from '../helpers.ts';

const config = (extra = '') => `export default {\n  title: 'R',\n  url: 'https://r.example',${extra}\n  themeConfig: {footer: {links: [{title: 'Docs', items: [{label: 'Intro', to: '/docs/intro'}]}]}},\n};\n`;

describe('routes and links the Docusaurus way', async () => {
  const dir = await tempDir();
  await writeFiles(dir, {
    'docusaurus.config.js': config("\n  baseUrl: '/docs/',"),
    'docs/intro.md': '# Intro\n\nSee [the guide](/docs/guides/setup), [named](guides/02-named.md), [from the root](setup.md) and [tools](/docs/tools/index).\n',
    'docs/guides/setup.md': '---\nid: setup\n---\n# Setup\n\n[Back](../intro.md), [hammer](tools/hammer.md)\n',
    'docs/guides/02-named.md': '---\nid: custom-id\n---\n# Named\n',
    'docs/guides/slugged.md': '---\nslug: /elsewhere\n---\n# Slugged\n',
    'docs/tools/tools.md': '# Tools\n',
    'docs/tools/hammer.md': '# Hammer\n',
    'docs/about/README.md': '# About\n',
    'docs/setup.md': '# Root setup\n',
  });
  const result = await build({ cwd: dir, siteDir: '.', write: false });
  const html = [...result.files.keys()].filter((path) => path.endsWith('.html')).sort();

  it('gives routes as Docusaurus does: front matter id in the URL, slug, folder/folder.md and README.md as folder indexes, number prefixes dropped', () => {
    expect(html).toEqual(expect.arrayContaining(['docs/intro/index.html', 'docs/guides/setup/index.html', 'docs/guides/custom-id/index.html', 'docs/elsewhere/index.html', 'docs/tools/index.html', 'docs/tools/hammer/index.html', 'docs/about/index.html', 'docs/setup/index.html']));
    expect(html).not.toContain('docs/tools/tools/index.html');
    expect(html).not.toContain('docs/guides/named/index.html');
  });

  it('under baseUrl /docs/, a link to /docs/intro (the route of the default docs folder) is that route, prefixed, not taken as already prefixed', () => {
    expect(lines(result.diagnostics)).toEqual([]);
    const intro = text(result.files, 'docs/intro/index.html');
    expect(intro).toContain('href="/docs/docs/guides/setup"');
    expect(intro).toContain('href="/docs/docs/guides/custom-id"');
    expect(intro).toContain('href="/docs/docs/setup"');
    expect(intro).toContain('href="/docs/docs/tools"');
    // Not next to the page: tried from the docs root.
    expect(text(result.files, 'docs/guides/setup/index.html')).toContain('href="/docs/docs/tools/hammer"');
    // The footer link of the config, too.
    expect(intro).toContain('<a class="footer__link" href="/docs/docs/intro"');
  });
});

describe('edit this page and last updated', async () => {
  const dir = await tempDir();
  await writeFiles(dir, {
    'docusaurus.config.js': "export default {\n  title: 'E',\n  url: 'https://e.example',\n  presets: [['classic', {docs: {editUrl: 'https://github.com/e/e/edit/main/website/', showLastUpdateTime: true, showLastUpdateAuthor: true}}]],\n};\n",
    'docs/a.md': '# A\n',
    'docs/b.md': '---\ncustom_edit_url: null\nlast_update:\n  date: 2024-03-05\n  author: Grace\n---\n# B\n',
    'docs/c.md': '---\ncustom_edit_url: https://cms.example/c\n---\n# C\n',
  });
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, env: { ...process.env, GIT_AUTHOR_NAME: 'Ada', GIT_AUTHOR_EMAIL: 'a@e.example', GIT_COMMITTER_NAME: 'Ada', GIT_COMMITTER_EMAIL: 'a@e.example', GIT_AUTHOR_DATE: '2025-01-20T10:00:00Z', GIT_COMMITTER_DATE: '2025-01-20T10:00:00Z' } });
  git('init', '-q');
  git('add', '.');
  git('commit', '-qm', 'docs');
  const result = await build({ cwd: dir, siteDir: '.', write: false });

  it('links each doc to docs.editUrl + its path in the site folder, with the date and author of its last commit (one git log)', () => {
    const a = text(result.files, 'docs/a/index.html');
    expect(a).toContain('<a class="theme-edit-this-page doc__edit" href="https://github.com/e/e/edit/main/website/docs/a.md" target="_blank" rel="noopener noreferrer">Edit this page</a>');
    expect(a).toContain('Last updated<!-- --> on <time dateTime="2025-01-20T10:00:00.000Z">Jan 20, 2025</time> by <b>Ada</b>');
  });

  it('front matter custom_edit_url (null for none) and last_update override them', () => {
    const b = text(result.files, 'docs/b/index.html');
    expect(b).not.toContain('Edit this page');
    expect(b).toContain('on <time dateTime="2024-03-05T00:00:00.000Z">Mar 5, 2024</time> by <b>Grace</b>');
    expect(text(result.files, 'docs/c/index.html')).toContain('href="https://cms.example/c"');
  });
});

describe('docusaurus-plugin-openapi-docs', async () => {
  const dir = await tempDir();
  await writeFiles(dir, {
    'docusaurus.config.js': "export default {\n  title: 'O',\n  url: 'https://o.example',\n  plugins: [['docusaurus-plugin-openapi-docs', {id: 'api', config: {petstore: {specPath: 'specs/petstore.yaml', outputDir: 'docs/petstore'}}}]],\n  themes: ['docusaurus-theme-openapi-docs'],\n};\n",
    'docs/intro.md': '# Intro\n',
    'specs/petstore.yaml': await readFile(join(fixturesDir, 'sites', 'openapi', 'site', 'api', 'openapi.yaml'), 'utf8'),
  });
  const result = await build({ cwd: dir, siteDir: '.', write: false });

  it('builds each spec of its config as one of the site\'s REST references, under the docs route of its outputDir', () => {
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect([...result.files.keys()].filter((path) => path.startsWith('docs/petstore/') && path.endsWith('index.html')).length).toBeGreaterThan(3);
    expect(result.diagnostics.filter((d) => d.file === 'docusaurus.config.js')).toEqual([]);
  });
});
