/**
 * Docusaurus's own plugins, installed from npm, run unchanged: @docusaurus/plugin-client-redirects
 * (redirect pages, and a `_redirects` file for hosts that read one) and
 * @docusaurus/plugin-google-gtag (head tags, its client module in the client script), from
 * config.yaml and from a Docusaurus config's classic preset (`gtag`).
 */
import { mkdir, readdir, readFile, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, runDocsgen, tempDir, writeFiles } from '../helpers.ts';

/** A project whose site folder sees docsgen's devDependencies, where the plugins are installed. */
async function project(files: Record<string, string>): Promise<string> {
  const cwd = await tempDir();
  await writeFiles(join(cwd, 'site'), files);
  await symlink(join(repoRoot, 'node_modules'), join(cwd, 'site', 'node_modules'), 'dir');
  return cwd;
}

const PAGES = { 'pages/index.md': '# Home\n\nSee [the guide](/guide).\n', 'pages/guide.md': '# Guide\n\nText.\n' };

describe('from config.yaml, built by the CLI', () => {
  let cwd: string;
  let run: Awaited<ReturnType<typeof runDocsgen>>;
  beforeAll(async () => {
    cwd = await project({
      ...PAGES,
      'config.yaml': [
        'title: Redirects',
        'url: https://r.test',
        'baseUrl: /docs/',
        'plugins:',
        "  - ['@docusaurus/plugin-client-redirects', { redirects: [{ from: /old-guide, to: /guide }] }]",
        "  - ['@docusaurus/plugin-google-gtag', { trackingID: G-TEST123, anonymizeIP: true }]",
        '',
      ].join('\n'),
    });
    run = await runDocsgen(['build'], { cwd, env: { NO_COLOR: '1' } });
  });

  it('builds with no warning', () => {
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
  });

  it('client-redirects writes its redirect page, and docsgen a _redirects file for hosts that read one', async () => {
    const page = await readFile(join(cwd, 'build', 'old-guide', 'index.html'), 'utf8');
    expect(page).toContain('<meta http-equiv="refresh" content="0; url=/docs/guide">');
    expect(await readFile(join(cwd, 'build', '_redirects'), 'utf8')).toBe('/docs/old-guide /docs/guide 301\n');
  });

  it('gtag puts its tags in every page\'s head, and its route-change module in the client script', async () => {
    for (const path of ['index.html', 'guide/index.html']) {
      const page = await readFile(join(cwd, 'build', path), 'utf8');
      expect(page).toContain('<script async src="https://www.googletagmanager.com/gtag/js?id=G-TEST123"></script>');
      expect(page).toContain("gtag('config', 'G-TEST123', { 'anonymize_ip': true });");
    }
    const scripts = await readdir(join(cwd, 'build', 'assets', 'js'));
    const main = scripts.find((name) => /^main\.\w+\.js$/.test(name))!;
    expect(await readFile(join(cwd, 'build', 'assets', 'js', main), 'utf8')).toContain('page_view');
  });
});

describe('from a Docusaurus config', () => {
  it('runs the classic preset\'s gtag as the preset adds it, and client-redirects from plugins', async () => {
    const cwd = await project({
      'docusaurus.config.js': [
        'module.exports = {',
        "  title: 'D', url: 'https://d.test', baseUrl: '/',",
        "  presets: [['classic', { docs: { routeBasePath: '/' }, blog: false, gtag: { trackingID: 'G-PRESET' } }]],",
        "  plugins: [['@docusaurus/plugin-client-redirects', { redirects: [{ from: '/start', to: '/intro' }] }]],",
        '};',
      ].join('\n'),
      'docs/intro.md': '# Intro\n',
    });
    const run = await runDocsgen(['build', '--site', 'site'], { cwd, env: { NO_COLOR: '1' } });
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    expect(await readFile(join(cwd, 'site', 'build', 'intro', 'index.html'), 'utf8')).toContain('gtag/js?id=G-PRESET');
    expect(await readFile(join(cwd, 'site', 'build', 'start', 'index.html'), 'utf8')).toContain('url=/intro');
  });

  it("finds the preset's gtag among the preset's own dependencies, where pnpm installs it, not the site's", async () => {
    const cwd = await tempDir();
    const store = join(cwd, 'site', 'node_modules', '.pnpm', '@docusaurus+preset-classic@3.10.0', 'node_modules', '@docusaurus');
    await writeFiles(cwd, {
      'site/docusaurus.config.js': "module.exports = { title: 'D', url: 'https://d.test', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: '/' }, blog: false, gtag: { trackingID: 'G-PNPM' } }]] };\n",
      'site/docs/intro.md': '# Intro\n',
    });
    await writeFiles(join(store, 'preset-classic'), { 'package.json': '{ "name": "@docusaurus/preset-classic", "version": "3.10.0", "main": "index.js" }\n', 'index.js': 'module.exports = () => ({});\n' });
    await symlink(join(repoRoot, 'node_modules', '@docusaurus', 'plugin-google-gtag'), join(store, 'plugin-google-gtag'), 'dir');
    await mkdir(join(cwd, 'site', 'node_modules', '@docusaurus'), { recursive: true });
    await symlink(join(store, 'preset-classic'), join(cwd, 'site', 'node_modules', '@docusaurus', 'preset-classic'), 'dir');
    const run = await runDocsgen(['build', '--site', 'site'], { cwd, env: { NO_COLOR: '1' } });
    expect(run.stderr).not.toContain('plugins/not-installed');
    expect(run.code).toBe(0);
    expect(await readFile(join(cwd, 'site', 'build', 'intro', 'index.html'), 'utf8')).toContain('gtag/js?id=G-PNPM');
  });

  it("client-redirects' refusal of a redirect to a page that does not exist fails the build, as in Docusaurus, in its words", async () => {
    const cwd = await project({ ...PAGES, 'config.yaml': "title: T\nurl: https://t.test\nplugins:\n  - ['@docusaurus/plugin-client-redirects', { redirects: [{ from: /old, to: /gone }] }]\n" });
    const run = await runDocsgen(['build'], { cwd, env: { NO_COLOR: '1' } });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('/gone');
    expect(run.stderr).not.toContain('plugins/missing-file');
  });

  it('a plugin\'s invalid options are a configuration error naming it (exit 2)', async () => {
    const cwd = await project({ ...PAGES, 'config.yaml': "title: T\nurl: https://t.test\nplugins:\n  - ['@docusaurus/plugin-google-gtag', { anonymizeIP: true }]\n" });
    const run = await runDocsgen(['build'], { cwd, env: { NO_COLOR: '1' } });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('site/config.yaml:4:5 error The options of `@docusaurus/plugin-google-gtag` (`plugins[0]`) are not valid: "trackingID" is required  plugins/invalid-options');
  });
});
