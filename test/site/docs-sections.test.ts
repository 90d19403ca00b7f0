/**
 * Several docs sections (`docs:` as a list; a Docusaurus config's docs plugin instances with
 * an `id`): each with its own folder, route, sidebars and versions, beside the default docs.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { migrateDocusaurus } from '../../src/docusaurus/migrate.ts';
import { indexedUrls, manifestOf } from '../search/search-files.ts';
import { buildError, lines, makeSite, runDocsgen, tempDir, text, writeFiles } from '../helpers.ts';

const CONFIG = `title: S
url: https://s.test
docs:
  - path: docs
    routeBasePath: /docs
  - id: community
    path: community
    routeBasePath: /community
navbar:
  items:
    - { type: docSidebar, sidebarId: docs, label: Docs }
    - { type: docSidebar, sidebarId: community, docsPluginId: community, label: Community }
    - { type: doc, docId: intro, docsPluginId: community, label: Say hello }
    - { type: docsVersionDropdown, docsPluginId: community, position: right }
`;

const FILES = {
  'docs/intro.md': '# Docs intro\n\nSee [the community](/community/intro).\n',
  'docs/setup.md': '# Setup\n',
  'sidebars.yaml': 'docs:\n  - intro\n  - setup\n',
  'community/intro.md': '# Community intro\n\nBack to [setup](/docs/setup). [Events](events.md).\n',
  'community/events.md': '# Events\n',
  'sidebars-community.yaml': 'community:\n  - intro\n  - events\n',
  'community_versions.json': '["1.0"]\n',
  'community_versioned_docs/version-1.0/intro.md': '# Community intro (1.0)\n',
  'community_versioned_sidebars/version-1.0-sidebars.json': '{"community": ["intro"]}\n',
};

describe('docs sections', async () => {
  const cwd = await makeSite(FILES, CONFIG);
  const result = await build({ cwd, write: false });
  const html = [...result.files.keys()].filter((path) => path.endsWith('.html')).sort();

  it('build each section at its route, the same doc id in each, versions in its own files', () => {
    expect(lines(result.diagnostics)).toEqual([]);
    expect(html).toEqual(expect.arrayContaining(['docs/intro/index.html', 'docs/setup/index.html', 'community/intro/index.html', 'community/next/intro/index.html', 'community/next/events/index.html']));
    expect(text(result.files, 'community/intro/index.html')).toContain('Community intro (1.0)');
    expect(text(result.files, 'community/next/intro/index.html')).toContain('href="/community/next/events"');
  });

  it('give each page its section\'s sidebar', () => {
    const community = text(result.files, 'community/next/events/index.html');
    expect(community).toMatch(/<aside class="theme-doc-sidebar-container sidebar"[^]*href="\/community\/next\/intro"[^]*<\/aside>/);
    expect(community).not.toMatch(/<aside class="theme-doc-sidebar-container sidebar"[^]*href="\/docs\/setup"[^]*<\/aside>/);
    expect(text(result.files, 'docs/setup/index.html')).not.toMatch(/<aside class="theme-doc-sidebar-container sidebar"[^]*\/community[^]*<\/aside>/);
  });

  it('lead navbar items with docsPluginId into their section\'s last version, whose versions the dropdown lists', () => {
    const page = text(result.files, 'docs/intro/index.html');
    expect(page).toMatch(/<a class="navbar__link[^"]*" href="\/docs\/intro"[^>]*>Docs<\/a>/);
    expect(page).toMatch(/<a class="navbar__link[^"]*" href="\/community\/intro"[^>]*>Community<\/a>/);
    expect(page).toMatch(/<a class="navbar__link[^"]*" href="\/community\/intro"[^>]*>Say hello<\/a>/);
    expect(page).toContain('data-version-name="current"');
    expect(page).toContain('data-version-name="1.0"');
    // The default docs have one version: their pages carry none for the client to follow.
    expect(page).not.toContain('data-docs-version=');
  });

  it('show a version banner and badge only within a versioned section', () => {
    expect(text(result.files, 'community/next/intro/index.html')).toContain('unreleased');
    expect(text(result.files, 'docs/intro/index.html')).not.toContain('unreleased');
  });

  it('are found by search, in every version of the section', () => {
    expect(indexedUrls(result.files)).toEqual(expect.arrayContaining(['/docs/setup', '/community/intro', '/community/next/intro', '/community/next/events']));
    // Only the default docs' versions filter results.
    expect(manifestOf(result.files).versions).toBeUndefined();
  });
});

describe('docs sections in config.yaml', () => {
  it.each([
    ['two sections without id', 'docs:\n  - path: a\n  - path: b\n', 'site/config.yaml:5:5 error Two docs sections are the default one  config/invalid-value'],
    ['an id used twice', 'docs:\n  - path: a\n  - id: x\n  - id: x\n', 'site/config.yaml:6:9 error Docs id `x` is used twice  config/invalid-value'],
    ['an id that cannot name files', 'docs:\n  - id: a/b\n', 'site/config.yaml:4:9 error Docs id `a/b` is not allowed  config/invalid-value'],
  ])('reject %s at its line', async (_name, docs, expected) => {
    const cwd = await makeSite({ 'pages/intro.md': '# I\n' }, `title: S\nurl: https://s.test\n${docs}`);
    const error = await buildError(cwd);
    expect(lines(error.diagnostics)).toEqual([expected]);
  });

  it('report a navbar item naming a section that does not exist, with the closest id', async () => {
    const cwd = await makeSite(FILES, `${CONFIG}    - { type: doc, docId: intro, docsPluginId: comunity, label: X }\n`);
    const error = await buildError(cwd);
    expect(lines(error.diagnostics)).toEqual(['site/config.yaml:15:7 error Navbar item `X` names docs section `comunity`, which does not exist  config/missing-docs-section']);
    expect(error.diagnostics[0]!.hint).toBe('did you mean `community`?');
  });
});

describe('a Docusaurus config\'s docs plugin instances', async () => {
  const dir = await tempDir();
  await writeFiles(dir, {
    'docusaurus.config.js': `export default {
  title: 'D',
  url: 'https://d.example',
  presets: [['classic', {docs: {sidebarPath: './sidebars.js'}}]],
  plugins: [
    ['@docusaurus/plugin-content-docs', {id: 'community', path: 'community', routeBasePath: 'community', sidebarPath: './sidebarsCommunity.js'}],
  ],
  themeConfig: {navbar: {items: [{type: 'docSidebar', sidebarId: 'community', docsPluginId: 'community', label: 'Community'}]}},
};
`,
    'sidebars.js': "module.exports = {docs: ['intro']};\n",
    'sidebarsCommunity.js': "module.exports = {community: ['welcome']};\n",
    'docs/intro.md': '# Intro\n',
    'community/welcome.md': '# Welcome\n',
  });
  const result = await build({ cwd: dir, siteDir: '.', write: false });

  it('build as sections of their own, with their sidebars and the navbar item into them', () => {
    expect(lines(result.diagnostics)).toEqual([]);
    const welcome = text(result.files, 'community/welcome/index.html');
    expect(welcome).toContain('<h1 id="welcome">Welcome</h1>');
    expect(welcome).toMatch(/href="\/community\/welcome"[^>]*>Community<\/a>/);
    expect(text(result.files, 'docs/intro/index.html')).toContain('<h1 id="intro">Intro</h1>');
  });

  it('migrate into the list form of docs:', async () => {
    await migrateDocusaurus({ siteDir: '.', cwd: dir });
    const yaml = await readFile(join(dir, 'config.yaml'), 'utf8');
    expect(yaml).toMatch(/docs:\n {2}- path: docs\n[^]*\n {2}- id: community\n {4}path: community\n {4}routeBasePath: \/community\n/);
  });
});

describe('docsgen version --docs', () => {
  it('snapshots a section into its own versions files', async () => {
    const cwd = await makeSite(FILES, CONFIG);
    const { code, stdout } = await runDocsgen(['version', '1.1', '--docs', 'community'], { cwd });
    expect(code).toBe(0);
    expect(stdout).toContain('Created version 1.1: community_versioned_docs/version-1.1/, community_versioned_sidebars/version-1.1-sidebars.yaml, community_versions.json');
    expect(JSON.parse(await readFile(join(cwd, 'site', 'community_versions.json'), 'utf8'))).toEqual(['1.1', '1.0']);
    expect(await readFile(join(cwd, 'site', 'community_versioned_docs', 'version-1.1', 'events.md'), 'utf8')).toBe('# Events\n');
    const rebuilt = await build({ cwd, write: false });
    expect(text(rebuilt.files, 'community/events/index.html')).toContain('<h1 id="events">Events</h1>');
  });

  it('names the sections there are when given another', async () => {
    const cwd = await makeSite(FILES, CONFIG);
    const { code, stderr } = await runDocsgen(['version', '1.1', '--docs', 'comunity'], { cwd });
    expect(code).toBe(2);
    expect(stderr).toContain('`--docs comunity` names a docs section that config.yaml does not have');
    expect(stderr).toContain('docs sections: `default`, `community`');
  });
});
