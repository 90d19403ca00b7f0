/**
 * Presets other than classic run as Docusaurus runs them: a company preset wrapping
 * `@docusaurus/preset-classic` gives the site classic would, plus its own plugins. The
 * packages here are written in the image of the real ones (preset-classic resolves its
 * plugins with require.resolve and returns them as [path, options]).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { migrateDocusaurus } from '../../src/docusaurus/migrate.ts';
import { moduleNames, namesPackage, packageOf } from '../../src/docusaurus/module-shorthand.ts';
import { lines, tempDir, text, writeFiles } from '../helpers.ts';

const pkg = (name: string, main = 'index.js') => JSON.stringify({ name, version: '1.0.0', main });
const stubPlugin = (name: string) => `module.exports = function plugin() { return { name: '${name}' }; };\n`;

const PACKAGES = {
  'node_modules/@docusaurus/preset-classic/package.json': pkg('@docusaurus/preset-classic', 'lib/index.js'),
  'node_modules/@docusaurus/preset-classic/lib/index.js': `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.default = preset;
function makePluginConfig(source, options) {
  return options ? [require.resolve(source), options] : require.resolve(source);
}
function preset(context, opts = {}) {
  const { docs, blog, pages, theme, sitemap, ...rest } = opts;
  if (Object.keys(rest).length) throw new Error('Unrecognized keys ' + Object.keys(rest).join(', ') + ' found in preset-classic configuration.');
  const themes = [makePluginConfig('@docusaurus/theme-classic', theme)];
  const plugins = [];
  if (docs !== false) plugins.push(makePluginConfig('@docusaurus/plugin-content-docs', docs));
  if (blog !== false) plugins.push(makePluginConfig('@docusaurus/plugin-content-blog', blog));
  if (pages !== false) plugins.push(makePluginConfig('@docusaurus/plugin-content-pages', pages));
  if (sitemap !== false) plugins.push(makePluginConfig('@docusaurus/plugin-sitemap', sitemap));
  return { themes, plugins };
}
`,
  ...Object.fromEntries(['theme-classic', 'plugin-content-docs', 'plugin-content-blog', 'plugin-content-pages', 'plugin-sitemap'].flatMap((name) => [
    [`node_modules/@docusaurus/${name}/package.json`, pkg(`@docusaurus/${name}`)],
    [`node_modules/@docusaurus/${name}/index.js`, stubPlugin(name)],
  ])),
  'node_modules/@acme/docusaurus-preset-docs/package.json': pkg('@acme/docusaurus-preset-docs'),
  'node_modules/@acme/docusaurus-preset-docs/index.js': `const classic = require('@docusaurus/preset-classic').default;
module.exports = function acmePreset(context, { banner, ...options }) {
  const { themes, plugins } = classic(context, options);
  return { themes, plugins: [...plugins, [require.resolve('./banner-plugin.js'), { banner }]] };
};
`,
  'node_modules/@acme/docusaurus-preset-docs/banner-plugin.js': `module.exports = function bannerPlugin(context, { banner }) {
  return { name: 'acme-banner', injectHtmlTags: () => ({ preBodyTags: ['<div class="acme-banner">' + banner + ' · ' + context.siteConfig.title + '</div>'] }) };
};
`,
};

const SITE = {
  'docusaurus.config.js': `export default {
  title: 'Acme',
  url: 'https://acme.example',
  presets: [['@acme/docs', {banner: 'Welcome', docs: {routeBasePath: 'guide', sidebarPath: './sidebars.js'}, blog: false, theme: {customCss: './src/css/custom.css'}}]],
};
`,
  'sidebars.js': "module.exports = {guide: ['intro', 'setup']};\n",
  'docs/intro.md': '# Intro\n\nSee [setup](setup.md).\n',
  'docs/setup.md': '# Setup\n',
  'src/css/custom.css': ':root { --acme-brand: #123456; }\n',
};

describe('a preset wrapping the classic preset', async () => {
  const dir = await tempDir();
  await writeFiles(dir, { ...PACKAGES, ...SITE });
  const result = await build({ cwd: dir, siteDir: '.', write: false });

  it('builds the docs, sidebars and CSS classic would give, and runs the plugins the preset adds', async () => {
    expect(lines(result.diagnostics)).toEqual([]);
    const intro = text(result.files, 'guide/intro/index.html');
    expect(intro).toContain('<h1 id="intro">Intro</h1>');
    expect(intro).toContain('href="/guide/setup"');
    expect(intro).toMatch(/<aside class="theme-doc-sidebar-container sidebar"[^]*href="\/guide\/setup"/);
    expect(intro).toContain('<div class="acme-banner">Welcome · Acme</div>');
    const css = [...result.files.keys()].find((path) => path.endsWith('.css'))!;
    expect(text(result.files, css)).toMatch(/--acme-brand:\s*#123456/);
  });

  it('migrates into config.yaml with the preset\'s options and plugin named by package', async () => {
    await migrateDocusaurus({ siteDir: '.', cwd: dir });
    const yaml = await readFile(join(dir, 'config.yaml'), 'utf8');
    expect(yaml).toContain('routeBasePath: /guide');
    expect(yaml).toContain('customCss:\n    - src/css/custom.css');
    expect(yaml).toContain('blog:\n  undatedPosts: git\n  authorsPage: true\n  enabled: false');
    expect(yaml).toContain('plugins:\n  - - "@acme/docusaurus-preset-docs/banner-plugin.js"\n    - banner: Welcome');
  });
});

describe('presets that cannot run', () => {
  it.each([
    ['is not installed', "['@acme/missing', {}]", 'docusaurus.config.js:4:14 warning Preset `@acme/missing` is not installed: the plugins and themes it adds are left out  docusaurus/not-carried-over'],
    ['throws', "['@acme/docs', {docs: {}, colour: 'red'}]", 'docusaurus.config.js:4:14 warning Preset `@acme/docs` threw: Unrecognized keys colour found in preset-classic configuration.; the plugins and themes it adds are left out  docusaurus/not-carried-over'],
  ])('is a warning when it %s, and the site builds', async (_name, preset, warning) => {
    const dir = await tempDir();
    await writeFiles(dir, { ...PACKAGES, ...SITE, 'docusaurus.config.js': `export default {\n  title: 'Acme',\n  url: 'https://acme.example',\n  presets: [${preset}],\n};\n` });
    const result = await build({ cwd: dir, siteDir: '.', write: false });
    expect(lines(result.diagnostics)).toEqual([warning]);
  });
});

describe('module shorthands', () => {
  it('are the names Docusaurus tries, in its order', () => {
    expect(moduleNames('classic', 'preset')).toEqual(['classic', '@docusaurus/preset-classic', 'docusaurus-preset-classic']);
    expect(moduleNames('@acme/docs', 'preset')).toEqual(['@acme/docs', '@acme/docusaurus-preset-docs']);
    expect(moduleNames('@acme', 'theme')).toEqual(['@acme/docusaurus-theme']);
    expect(moduleNames('./plugins/x.js', 'plugin')).toEqual(['./plugins/x.js']);
    expect(namesPackage('content-docs', '@docusaurus/plugin-content-docs', 'plugin')).toBe(true);
    expect(namesPackage('/site/node_modules/@docusaurus/plugin-content-docs/lib/index.js', '@docusaurus/plugin-content-docs', 'plugin')).toBe(true);
    expect(namesPackage('content-blog', '@docusaurus/plugin-content-docs', 'plugin')).toBe(false);
  });

  it("name a package by a path pnpm resolved it to, through its store: the package's, not `.pnpm`", () => {
    const resolved = '/repo/node_modules/.pnpm/@easyops-cn+docusaurus-search-local@0.55.2_abc/node_modules/@easyops-cn/docusaurus-search-local/dist/server/index.js';
    expect(packageOf(resolved)).toBe('@easyops-cn/docusaurus-search-local');
    expect(namesPackage('/repo/node_modules/.pnpm/@docusaurus+theme-classic@3.10.1/node_modules/@docusaurus/theme-classic/lib/index.js', '@docusaurus/theme-classic', 'theme')).toBe(true);
  });
});
