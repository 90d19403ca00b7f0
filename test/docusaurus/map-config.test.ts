import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mapDocusaurusConfig } from '../../src/docusaurus/map-config.ts';
import { runDocsgen, tempDir, writeFiles } from '../helpers.ts';

const relative = (file: string): string => file.replace(/^\.\//, '').replace(/^\/site\//, '');

describe('mapDocusaurusConfig', () => {
  it('carries trailingSlash over when it is true or false, and warns about any other value', () => {
    expect(mapDocusaurusConfig({ trailingSlash: true }, { relative }).config.trailingSlash).toBe(true);
    expect(mapDocusaurusConfig({ trailingSlash: false }, { relative }).config.trailingSlash).toBe(false);
    expect(mapDocusaurusConfig({}, { relative }).config).not.toHaveProperty('trailingSlash');
    const odd = mapDocusaurusConfig({ trailingSlash: 'yes' }, { relative });
    expect(odd.config).not.toHaveProperty('trailingSlash');
    expect(odd.notes.map((note) => note.message)).toEqual(['`trailingSlash` must be true, false or unset']);
  });

  it('asks for a search page where the site\'s search writes one: Algolia\'s at `searchPagePath` (default `search`, none when false), easyops-cn\'s local search at /search', () => {
    const page = (input: Record<string, unknown>) => (mapDocusaurusConfig(input, { relative }).config.search as { page?: string } | undefined)?.page;
    expect(page({ themeConfig: { algolia: { appId: 'A', apiKey: 'K', indexName: 'i' } } })).toBe('/search');
    expect(page({ themeConfig: { algolia: { appId: 'A', apiKey: 'K', indexName: 'i', searchPagePath: 'find' } } })).toBe('/find');
    expect(page({ themeConfig: { algolia: { appId: 'A', apiKey: 'K', indexName: 'i', searchPagePath: false } } })).toBeUndefined();
    expect(page({ themes: [['@easyops-cn/docusaurus-search-local', { hashed: true }]] })).toBe('/search');
    expect(page({ plugins: ['/site/node_modules/@easyops-cn/docusaurus-search-local/dist/server/server/index.js'] })).toBe('/search');
    expect(page({ themes: ['@getcanary/docusaurus-theme-search-pagefind'] })).toBeUndefined();
    expect(page({})).toBeUndefined();
  });

  it("says nothing of a plugin's or the site's own themeConfig keys, which reach them as they are, and notes the OpenAPI theme's languageTabs", () => {
    const mapped = mapDocusaurusConfig({ plugins: ['docusaurus-plugin-image-zoom'], themeConfig: { zoom: { selector: '.markdown img' }, hubspot: { accountId: 1 }, languageTabs: [{ language: 'go' }] } }, { relative });
    expect(mapped.notes.map((note) => note.message)).toEqual(["`themeConfig.languageTabs` is not read: docsgen's API pages show curl, JavaScript and Python samples"]);
  });

  it('names a search plugin or theme given as a resolved path by its package (redux-toolkit\'s `require.resolve(…)`)', () => {
    const messages = (input: Record<string, unknown>) => mapDocusaurusConfig(input, { relative }).notes.map((note) => note.message);
    expect(messages({ themes: ['/site/website/node_modules/@getcanary/docusaurus-theme-search-pagefind/dist/index.js'] })).toEqual(['Theme `@getcanary/docusaurus-theme-search-pagefind` is not used by docsgen']);
    expect(messages({ plugins: ['/site/node_modules/docusaurus-lunr-search/src/index.js'] })).toEqual(['Plugin `docusaurus-lunr-search` is not used by docsgen']);
    expect(messages({ themes: ['@getcanary/docusaurus-theme-search-pagefind'] })).toEqual(['Theme `@getcanary/docusaurus-theme-search-pagefind` is not used by docsgen']);
  });

  it('carries i18n over: the locales and, of each one, the settings docsgen has; a note for the others', () => {
    const { config, notes } = mapDocusaurusConfig({ i18n: { defaultLocale: 'en', locales: ['en', 'fr', 'fa'], path: 'translations', localeConfigs: { fa: { direction: 'rtl', htmlLang: 'fa-IR', label: 'فارسی', url: 'https://fa.t.example' } } } }, { relative });
    expect(config.i18n).toEqual({ defaultLocale: 'en', locales: ['en', 'fr', 'fa'], path: 'translations', localeConfigs: { fa: { label: 'فارسی', direction: 'rtl', htmlLang: 'fa-IR' } } });
    expect(notes.map((note) => note.message)).toEqual(['`i18n.localeConfigs.fa.url` is not supported']);
  });

  it("turns components.typescriptInJs on where Docusaurus compiles with Faster's SWC loader, as Docusaurus resolves future.faster", () => {
    const typescriptInJs = (future: unknown) => (mapDocusaurusConfig({ future }, { relative }).config.components as { typescriptInJs?: boolean } | undefined)?.typescriptInJs ?? false;
    expect([{ experimental_faster: true }, { faster: true }, { faster: { swcJsLoader: true } }, { v4: true }, { v4: { fasterByDefault: true }, faster: { ssgWorkerThreads: false } }].map(typescriptInJs)).toEqual([true, true, true, true, true]);
    expect([undefined, {}, { experimental_faster: false }, { faster: { swcJsLoader: false, rspackBundler: true } }, { v4: true, faster: false }, { v4: true, faster: { swcJsLoader: false } }].map(typescriptInJs)).toEqual([false, false, false, false, false, false]);
  });

  it('carries the docs sidebar options over (Docusaurus 2 names too); notes what is left', () => {
    const sidebar = (themeConfig: Record<string, unknown>) => mapDocusaurusConfig({ themeConfig }, { relative });
    expect(sidebar({ docs: { sidebar: { hideable: true, autoCollapseCategories: true } } }).config.sidebar).toEqual({ hideable: true, autoCollapseCategories: true });
    expect(sidebar({ hideableSidebar: true, autoCollapseSidebarCategories: false }).config.sidebar).toEqual({ hideable: true, autoCollapseCategories: false });
    expect(sidebar({ docs: { versionPersistence: 'localStorage' } }).config).not.toHaveProperty('sidebar');
    const left = sidebar({ docs: { versionPersistence: 'none', sidebar: { hideable: true, groupByYear: true } }, blog: { sidebar: { groupByYear: true } } });
    expect(left.notes.map((note) => note.message)).toEqual(['`versionPersistence: none` is not carried over', '`themeConfig.docs.sidebar.groupByYear` is not read by docsgen', '`themeConfig.blog` is not read']);
    expect(sidebar({ docs: { sidebar: { hideable: true } } }).notes).toEqual([]);
  });

  it('maps the checks, markdown format, versions and the openapi-docs plugin onto docsgen keys', () => {
    const { config, notes } = mapDocusaurusConfig(
      {
        title: 'T',
        url: 'https://t.example',
        baseUrl: '/docs/',
        onBrokenLinks: 'warn',
        onBrokenMarkdownLinks: 'throw',
        onDuplicateRoutes: 'ignore',
        markdown: { format: 'detect', mdx1Compat: { comments: false } },
        presets: [['@docusaurus/preset-classic', { docs: { path: 'content', routeBasePath: '/', sidebarPath: '/site/sidebars.js', lastVersion: 'current', onlyIncludeVersions: ['current', '1.0'], versions: { current: { label: 'Next', path: 'next', banner: 'unreleased', className: 'x' } } }, blog: false }]],
        plugins: [['docusaurus-plugin-openapi-docs', { id: 'api', config: { Petstore: { specPath: 'specs/petstore.yaml', outputDir: 'content/petstore' }, remote: { specPath: 'https://x.example/openapi.json', outputDir: 'content/remote' } } }]],
      },
      { relative },
    );
    expect(config).toMatchObject({
      baseUrl: '/docs/',
      checks: { brokenLinks: 'warn', brokenMarkdownLinks: 'error', duplicateRoutes: 'ignore', graphqlSamples: 'warn', jsonSamples: 'warn', restSamples: 'warn', typescriptSamples: 'warn' },
      markdown: { format: 'detect' },
      docs: { path: 'content', routeBasePath: '/', sidebarPath: 'sidebars.js', lastVersion: 'current', onlyIncludeVersions: ['current', '1.0'], versions: { current: { label: 'Next', path: 'next', banner: 'unreleased' } } },
      blog: { enabled: false },
      openapi: [
        { id: 'petstore', file: 'specs/petstore.yaml', route: '/petstore', slugs: 'operationId' },
        { id: 'remote', url: 'https://x.example/openapi.json', cache: '.docsgen/openapi/remote.yaml', route: '/remote', slugs: 'operationId' },
      ],
    });
    // Pages the plugin generated, if committed, are not docs: docsgen writes those pages itself.
    expect((config.docs as { exclude: string[] }).exclude).toEqual(['petstore/**/*.{api,info,tag,schema}.mdx', 'remote/**/*.{api,info,tag,schema}.mdx']);
    expect(notes.map((note) => note.message)).toEqual(['`mdx1Compat.comments: false` is not supported']);
  });

  it('maps docs: false, include/exclude globs, themeConfig.metadata, navbar and footer html items and icon links; a folder specPath is an API per document, versions an API each', () => {
    const { config, notes } = mapDocusaurusConfig(
      {
        title: 'T',
        url: 'https://t.example',
        presets: [['classic', { docs: false, blog: { path: 'news' }, gtag: { trackingID: 'G-1' } }]],
        themeConfig: {
          metadata: [{ name: 'twitter:card', content: 'summary' }, { property: 'og:locale', content: 'en_GB' }, { httpEquiv: 'refresh', content: '5' }],
          navbar: { items: [{ type: 'html', value: '<b>beta</b>', position: 'right' }, { href: 'https://github.com/t', className: 'header-github-link', 'aria-label': 'GitHub' }] },
          footer: { links: [{ title: 'More', items: [{ html: '<img src="/badge.svg" alt="Badge">' }] }] },
        },
        plugins: [['docusaurus-plugin-openapi-docs', { config: { tests: { specPath: 'examples/tests', outputDir: 'docs/tests', showSchemas: true }, pets: { specPath: 'pets.yaml', outputDir: 'docs/pets', versions: { '1.0.0': { specPath: 'pets-1.yaml', outputDir: 'docs/pets/1.0.0', showSchemas: true } } } } }]],
      },
      { relative, isDirectory: (file) => file === 'examples/tests', readDir: (folder) => (folder === 'examples/tests' ? ['allOf.yaml', '_category_.json', 'README.md'] : []) },
    );
    expect(config.docs).toMatchObject({ enabled: false });
    expect(config.blog).toMatchObject({ path: 'news' });
    expect(config.metadata).toEqual([{ name: 'twitter:card', content: 'summary' }, { property: 'og:locale', content: 'en_GB' }]);
    expect(config.navbar).toMatchObject({ items: [{ type: 'html', html: '<b>beta</b>', position: 'right' }, { href: 'https://github.com/t', className: 'header-github-link', ariaLabel: 'GitHub' }] });
    expect(config.footer).toMatchObject({ links: [{ title: 'More', items: [{ html: '<img src="/badge.svg" alt="Badge">' }] }] });
    expect(config.openapi).toEqual([
      { id: 'tests-all-of', file: 'examples/tests/allOf.yaml', route: '/tests', downloadName: 'all-of', slugs: 'operationId' },
      // Without `showSchemas`, the plugin writes the pages of the schemas with `x-tags` only; a version's own option wins.
      { id: 'pets', file: 'pets.yaml', route: '/pets', slugs: 'operationId', changelog: false, schemaPages: 'tagged' },
      { id: 'pets-1-0-0', file: 'pets-1.yaml', route: '/pets/1.0.0', slugs: 'operationId', versionOf: 'pets', versionLabel: '1.0.0' },
    ]);
    // The preset's gtag runs as @docusaurus/plugin-google-gtag, as the preset adds it (see plugin-entries.ts).
    expect(notes.map((note) => [note.path.join('.'), note.message])).toEqual([
      ['themeConfig.metadata.2', 'A `metadata` tag without `name` or `property` and `content` is not carried over'],
    ]);
    const globs = mapDocusaurusConfig({ title: 'T', url: 'https://t.example', presets: [['classic', { docs: { include: ['guides/**/*.md', 'faq.md'], exclude: ['**/drafts/**'] } }]] }, { relative });
    expect(globs.config.docs).toMatchObject({ include: ['guides/**/*.md', 'faq.md'], exclude: ['**/drafts/**'] });
    expect(globs.notes).toEqual([]);
  });

  it('defaults to Docusaurus\'s: docs at /docs, every .md read as MDX, RSS and Atom feeds', () => {
    const { config, notes } = mapDocusaurusConfig({ title: 'T', url: 'https://t.example', presets: [['classic', { blog: {} }]] }, { relative });
    expect(config).toMatchObject({ docs: { path: 'docs', routeBasePath: '/docs' }, markdown: { format: 'mdx' }, blog: { feed: { types: ['rss', 'atom'] } } });
    expect(notes).toEqual([]);
  });
});

describe('docsgen build --site <docusaurus project>: errors', () => {
  it('a config that does not compile is exit 2 at its file:line:col', async () => {
    const dir = await tempDir();
    await writeFiles(dir, { 'docusaurus.config.js': "export default {\n  title: 'T',\n  url: 'https://t.example'\n  baseUrl: '/',\n};\n", 'docs/a.md': '# A\n' });
    const run = await runDocsgen(['build', '--site', join(dir)], { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('docusaurus.config.js:4:3 error Expected "}" but found "baseUrl"  docusaurus/config-syntax');
  });

  it('a config that throws is exit 2 naming the file', async () => {
    const dir = await tempDir();
    await writeFiles(dir, { 'docusaurus.config.js': "throw new Error('no env');\n", 'docs/a.md': '# A\n' });
    const run = await runDocsgen(['build', '--site', '.'], { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('docusaurus.config.js:1:7 error docusaurus.config.js threw while docsgen ran it: no env  docusaurus/config-threw');
  });

  it('a CommonJS config with require.resolve of a missing plugin builds into the project\'s build/, with one warning at that line', async () => {
    const dir = await tempDir();
    await writeFiles(dir, {
      'docusaurus.config.js': "module.exports = {\n  title: 'T',\n  url: 'https://t.example',\n  presets: [['classic', { docs: { sidebarPath: require.resolve('./sidebars.js'), remarkPlugins: [] } }]],\n  plugins: [require.resolve('docusaurus-lunr-search')],\n};\n",
      'sidebars.js': "module.exports = { main: ['a'] };\n",
      'docs/a.md': '# A\n',
    });
    const run = await runDocsgen(['build', '--site', '.'], { cwd: dir });
    expect(run.stderr).toContain('docusaurus.config.js:5:29 warning `docusaurus-lunr-search` is not installed: docsgen stands in an empty stub for it  docusaurus/missing-package');
    expect(run.stderr).toContain('⚠ 1 warning');
    expect(run.code).toBe(0);
    // Into the project's own build/, as `docusaurus build` does.
    expect(existsSync(join(dir, 'build', 'docs', 'a', 'index.html'))).toBe(true);
  });
});
