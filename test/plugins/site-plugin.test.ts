/**
 * Plugins with Docusaurus's lifecycle: the plugins fixture's own plugin (a page from a JSON
 * file, data for a component, head and body tags, a file written after the build), loaded
 * from config.yaml and from a Docusaurus config, and plugins that fail.
 */
import { cp, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/build/build.ts';
import { DocsgenError } from '../../src/diagnostics/diagnostic.ts';
import { buildError, copySite, docusaurusConfig, lines, makeDocusaurusSite, makeSite, repoRoot, runDocsgen, text, writeFiles } from '../helpers.ts';

describe('the plugins fixture: a site\'s own plugin from config.yaml', () => {
  let cwd: string;
  let result: BuildResult;
  beforeAll(async () => {
    cwd = await copySite('plugins');
    result = await build({ cwd });
  });

  it('renders the route it adds with its component and the data file it created, titled by the component\'s Layout', async () => {
    const page = await readFile(join(cwd, 'build', 'releases', 'index.html'), 'utf8');
    expect(page).toContain('<title>Releases (2) | Acme Releases</title>');
    expect(page).toContain('<meta name="description" content="Every release, the latest 2.1.0."/>');
    expect(page).toContain('<li><strong>2.1.0</strong> (<!-- -->2025-03-04<!-- -->): <!-- -->Refunds in the checkout.</li>');
    expect(page.match(/<title>/g)).toHaveLength(1);
  });

  it('gives its global data to components through usePluginData', async () => {
    expect(await readFile(join(cwd, 'build', 'index.html'), 'utf8')).toContain('<p class="latest-release">Latest release: <!-- -->2.1.0</p>');
  });

  it('puts its tags in every page, the 404 page too: last in the head, last in the body', async () => {
    for (const path of ['index.html', 'releases/index.html', '404.html']) {
      const page = await readFile(join(cwd, 'build', path), 'utf8');
      expect(page, path).toContain('<meta name="latest-release" content="2.1.0"></head>');
      expect(page, path).toContain('<script>window.latestRelease = true;</script></body>');
    }
  });

  it('runs postBuild once the output is written, with every route', async () => {
    expect(await readFile(join(cwd, 'build', 'releases.txt'), 'utf8')).toBe('2.1.0\n2.0.0\n2 routes\n');
    expect(result.diagnostics).toEqual([]);
  });

  it('links to its route like any page: a broken one would be reported', () => {
    expect(result.pageCount).toBe(3);
  });
});

describe('allContent: a plugin reading another plugin\'s content', () => {
  it('gets every plugin\'s loaded content in contentLoaded, by plugin name and id, and routes a page from it', async () => {
    const cwd = await copySite('plugins');
    const latest = [
      "import { join } from 'node:path';",
      'export default function latestPlugin(context) {',
      '  return {',
      "    name: 'latest-plugin',",
      '    async contentLoaded({ actions, allContent }) {',
      "      const releases = allContent['releases-plugin'].default;",
      "      const data = await actions.createData('latest.json', JSON.stringify(releases.slice(0, 1)));",
      "      actions.addRoute({ path: `${context.baseUrl}latest`, component: join(context.siteDir, 'components', 'ReleasesPage.tsx'), modules: { releases: data }, exact: true });",
      '    },',
      '  };',
      '}',
      '',
    ].join('\n');
    await writeFiles(join(cwd, 'site'), {
      'plugins/latest-plugin.mjs': latest,
      'config.yaml': 'title: Acme Releases\nurl: https://releases.test\nplugins:\n  - [./plugins/releases-plugin.mjs, { file: data/releases.json, route: /releases }]\n  - ./plugins/latest-plugin.mjs\n',
    });
    const result = await build({ cwd, write: false });
    expect(lines(result.diagnostics)).toEqual([]);
    const page = text(result.files, 'latest/index.html');
    expect(page).toContain('<title>Releases (1) | Acme Releases</title>');
    expect(page).toContain('<strong>2.1.0</strong>');
    expect(page).not.toContain('<strong>2.0.0</strong>');
  });
});

describe('plugins that fail', () => {
  const plugin = (body: string): string => `export default function brokenPlugin() {\n  return {\n    name: 'broken-plugin',\n${body}\n  };\n}\n`;

  it('a plugin that throws stops the build at its own file:line, naming it and the method; the previous output stays', async () => {
    const cwd = await makeSite({ 'pages/index.md': '# Home\n', 'plugins/broken.mjs': plugin('    async loadContent() {\n      return 1;\n    },\n') }, 'title: T\nurl: https://t.test\nplugins: [./plugins/broken.mjs]\n');
    await build({ cwd });
    const before = await readFile(join(cwd, 'build', 'index.html'), 'utf8');
    await writeFiles(join(cwd, 'site'), { 'plugins/broken.mjs': plugin("    async loadContent() {\n      throw new Error('the releases feed is down');\n    },\n") });
    const run = await runDocsgen(['build'], { cwd, env: { NO_COLOR: '1' } });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('site/plugins/broken.mjs:5:13 error Plugin `broken-plugin` failed in `loadContent`: the releases feed is down  plugins/failed');
    expect(run.stderr).not.toContain('crashed');
    expect(await readFile(join(cwd, 'build', 'index.html'), 'utf8')).toBe(before);
  });

  it('a lifecycle method docsgen does not run is one warning; the rest of the plugin runs', async () => {
    const cwd = await makeSite({ 'pages/index.md': '# Home\n', 'plugins/cli.mjs': plugin("    extendCli() {},\n    injectHtmlTags() {\n      return { headTags: ['<meta name=\"cli\" content=\"yes\">'] };\n    },\n") }, 'title: T\nurl: https://t.test\nplugins: [./plugins/cli.mjs]\n');
    const result = await build({ cwd, write: false });
    expect(lines(result.diagnostics)).toEqual(['site/config.yaml:3:11 warning Plugin `broken-plugin` has `extendCli`, which docsgen does not run  plugins/unsupported']);
    expect(text(result.files, 'index.html')).toContain('<meta name="cli" content="yes"></head>');
  });

  it('a plugin that cannot be found, or is not a plugin, is a configuration error at its line (exit 2)', async () => {
    const cwd = await makeSite({ 'pages/index.md': '# Home\n', 'plugins/object.mjs': 'export default { name: "x" };\n' }, 'title: T\nurl: https://t.test\nplugins:\n  - docusaurus-plugin-not-installed\n  - ./plugins/object.mjs\n');
    const error = (await build({ cwd, write: false }).catch((thrown: unknown) => thrown)) as DocsgenError;
    expect(error.exitCode).toBe(2);
    expect(lines(error.diagnostics)).toEqual([
      'site/config.yaml:4:5 error `plugins[0]` names `docusaurus-plugin-not-installed`, which cannot be found from the site folder  plugins/not-found',
      'site/config.yaml:5:5 error `./plugins/object.mjs` in `plugins[1]` is not a plugin: its default export is not a function  plugins/invalid',
    ]);
  });
});

describe('a Docusaurus config\'s plugins', () => {
  it('runs an inline plugin, a local plugin by path, and warns once about one that is not installed', async () => {
    const cwd = await makeDocusaurusSite({
      'docusaurus.config.js': [
        'module.exports = {',
        "  title: 'D', url: 'https://d.test', baseUrl: '/docs-site/',",
        "  presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]],",
        '  plugins: [',
        "    function inlinePlugin(context) { return { name: 'inline', injectHtmlTags: () => ({ headTags: [`<meta name=\"base\" content=\"${context.baseUrl}\">`] }) }; },",
        "    ['./src/plugins/hello', { greeting: 'Hi' }],",
        "    'docusaurus-plugin-not-installed',",
        '  ],',
        '};',
      ].join('\n'),
      'src/plugins/hello.js': "const path = require('path');\nmodule.exports = function hello(context, options) {\n  return { name: 'hello', async contentLoaded({ actions }) { const data = await actions.createData('hello.json', JSON.stringify({ greeting: options.greeting })); actions.addRoute({ path: context.baseUrl + 'hello', component: path.join(__dirname, 'HelloPage.js'), modules: { hello: data } }); } };\n};\n",
      'src/plugins/HelloPage.js': "import React from 'react';\nexport default function Hello({ hello }) { return React.createElement('p', { className: 'hello' }, hello.greeting); }\n",
      'docs/intro.md': '# Intro\n\nSee [hello](/hello).\n',
    });
    const result = await build({ cwd, siteDir: 'site', write: false });
    expect(lines(result.diagnostics)).toEqual(['site/docusaurus.config.js:7:5 warning Plugin `docusaurus-plugin-not-installed` is not installed: what it adds to the site is left out  plugins/not-installed']);
    expect(text(result.files, 'hello/index.html')).toContain('<p class="hello">Hi</p>');
    expect(text(result.files, 'intro/index.html')).toContain('<meta name="base" content="/docs-site/"></head>');
  });
});

describe('@generated/docusaurus.config', () => {
  it('is the config as plugins see it, its JSON part, for client modules and components (image-zoom reads themeConfig.zoom)', async () => {
    const cwd = await makeDocusaurusSite({
      'docusaurus.config.js': "module.exports = {\n  title: 'T', url: 'https://t.example',\n  presets: [['classic', { blog: false }]],\n  plugins: ['./plugins/zoom.js'],\n  themeConfig: { zoom: { selector: '.markdown img' } },\n};\n",
      'plugins/zoom.js': "module.exports = function zoom() {\n  return { name: 'zoom' };\n};\n",
      'src/components/Zoom.jsx': "import siteConfig from '@generated/docusaurus.config';\n\nexport default function Zoom() {\n  return <p className=\"zoom\">{siteConfig.themeConfig.zoom.selector} {siteConfig.title}</p>;\n}\n",
      'docs/intro.mdx': "import Zoom from '@site/src/components/Zoom';\n\n# Intro\n\n<Zoom />\n",
    });
    const result = await build({ cwd, write: false });
    expect(lines(result.diagnostics.filter((d) => d.severity === 'error'))).toEqual([]);
    expect(text(result.files, 'docs/intro/index.html')).toContain('<p class="zoom">.markdown img<!-- --> <!-- -->T</p>');
  });
});

describe('a client module\'s CSS', () => {
  it('links files of the static folders where they are served, under the base URL', async () => {
    const cwd = await makeSite(
      {
        'plugins/theme.mjs': "export default function theme() {\n  return { name: 'theme', getClientModules: () => [new URL('./theme.css', import.meta.url).pathname] };\n}\n",
        'plugins/theme.css': '.hero { background: url(/img/bg.svg); }\n',
        'public/img/bg.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
        'pages/index.md': '# Home\n',
      },
      'title: T\nurl: https://t.test\nbaseUrl: /docs/\nstaticDirectories: [public]\nplugins: [./plugins/theme.mjs]\n',
    );
    const result = await build({ cwd, write: false });
    expect(lines(result.diagnostics)).toEqual([]);
    const css = [...result.files.entries()].filter(([path]) => path.startsWith('assets/js/') && path.endsWith('.css')).map(([path]) => text(result.files, path)).join('');
    expect(css).toContain('url(/docs/img/bg.svg)');
    expect(result.files.has('img/bg.svg')).toBe(true);
  });
});

describe('configureWebpack and getThemePath', () => {
  it('keeps docsgen\'s React when a plugin aliases react to the site\'s own copy, so hooks have their renderer', async () => {
    const cwd = await makeSite(
      {
        'plugins/module-alias.mjs': "import { join } from 'node:path';\nexport default function moduleAlias(context) {\n  return { name: 'module-alias', configureWebpack: () => ({ resolve: { alias: { react: join(context.siteDir, 'node_modules/react'), 'react-dom': join(context.siteDir, 'node_modules/react-dom') } } }) };\n}\n",
        'src/components/Counter.jsx': "import { useId, useState } from 'react';\n\nexport default function Counter() {\n  const [count] = useState(3);\n  return <p id={useId()} className=\"counter\">{count}</p>;\n}\n",
        'pages/index.mdx': "import Counter from '@site/src/components/Counter';\n\n# Home\n\n<Counter />\n",
      },
      'title: T\nurl: https://t.test\nplugins: [./plugins/module-alias.mjs]\n',
    );
    // A second copy of React, as a site that installs its own has.
    await cp(join(repoRoot, 'node_modules', 'react'), join(cwd, 'site', 'node_modules', 'react'), { recursive: true });
    const result = await build({ cwd, write: false });
    expect(lines(result.diagnostics)).toEqual([]);
    expect(text(result.files, 'index.html')).toMatch(/<p id="[^"]+" class="counter">3<\/p>/);
  });

  it('maps aliases, module folders, DefinePlugin and EnvironmentPlugin to the bundler, finds @theme components in theme folders, and warns about the rest', async () => {
    const cwd = await makeSite(
      {
        'plugins/aliases.mjs': [
          "import { join } from 'node:path';",
          'export default function aliases(context) {',
          '  return {',
          "    name: 'aliases',",
          "    getThemePath: () => './theme',",
          '    configureWebpack(config, isServer, utils) {',
          '      const { DefinePlugin, EnvironmentPlugin } = utils.currentBundler.instance;',
          '      return {',
          "        resolve: { alias: { '@components': join(context.siteDir, 'src/components'), 'exact-only$': join(context.siteDir, 'src/exact.js') } },",
          "        plugins: [new DefinePlugin({ __RELEASE__: JSON.stringify('2.1.0') }), new EnvironmentPlugin({ DOCS_CHANNEL: 'stable' })],",
          "        module: { rules: [{ test: /\\.ya?ml$/, use: 'yaml-loader' }] },",
          '      };',
          '    },',
          '  };',
          '}',
        ].join('\n'),
        'plugins/theme/Greeting.jsx': "export default function Greeting({ name }) {\n  return <p className=\"greeting\">Hello, {name}</p>;\n}\n",
        'src/components/Release.jsx': 'export default function Release() {\n  return <p className="release">Release {__RELEASE__} {process.env.DOCS_CHANNEL}</p>;\n}\n',
        'src/exact.js': "export default 'exact';\n",
        'pages/index.mdx': "import Release from '@components/Release';\nimport Greeting from '@theme/Greeting';\nimport exact from 'exact-only';\n\n# Home\n\n<Release />\n\n<Greeting name=\"Ada\" />\n\n{exact}\n",
      },
      'title: T\nurl: https://t.test\nplugins: [./plugins/aliases.mjs]\n',
    );
    const result = await build({ cwd, write: false });
    // Its yaml-loader rule is one docsgen runs when a page imports a .yaml file: no page does.
    expect(lines(result.diagnostics)).toEqual([]);
    const html = text(result.files, 'index.html');
    // DOCS_CHANNEL is not set in the build's environment: the plugin's default.
    expect(html).toContain('<p class="release">Release <!-- -->2.1.0<!-- --> <!-- -->stable</p>');
    expect(html).toContain('<p class="greeting">Hello, <!-- -->Ada</p>');
    expect(html).toContain('exact');
  });
});

describe('a plugin\'s devtool', () => {
  it('gives the client script source maps when it names one, as webpack writes them, and none otherwise', { timeout: 60_000 }, async () => {
    const mapsOf = async (devtool: string | false): Promise<string[]> => {
      const cwd = await makeSite(
        { 'plugins/maps.mjs': `export default function maps() {\n  return { name: 'maps', configureWebpack: () => ({ devtool: ${JSON.stringify(devtool)} }) };\n}\n`, 'pages/index.md': '# Home\n' },
        'title: T\nurl: https://t.test\nplugins: [./plugins/maps.mjs]\n',
      );
      const result = await build({ cwd, write: false, cache: false });
      expect(lines(result.diagnostics)).toEqual([]);
      return [...result.files.keys()].filter((path) => /^assets\/js\/main\.\w+\.js\.map$/.test(path));
    };
    expect(await mapsOf('source-map')).toHaveLength(1);
    expect(await mapsOf(false)).toEqual([]);
    expect(await mapsOf('eval')).toEqual([]);
  });
});

describe('what Docusaurus\'s webpack gives a site besides', () => {
  it('resolves server-relative imports from the site folder, resolve.fallback, asset rules and ProvidePlugin, and constructs webpack\'s other plugins', async () => {
    const cwd = await makeSite(
      {
        'plugins/webpack.mjs': [
          'export default function webpack() {',
          '  return {',
          "    name: 'webpack-extras',",
          '    configureWebpack(config, isServer, { currentBundler }) {',
          '      return {',
          "        resolve: { fallback: { 'node-only': false } },",
          "        module: { rules: [{ test: /\\/examples\\//, type: 'asset/source' }] },",
          "        plugins: [new currentBundler.instance.ProvidePlugin({ greeting: ['greeter', 'greeting'] }), new currentBundler.instance.IgnorePlugin({ resourceRegExp: /^\\.\\/locale$/ })],",
          '      };',
          '    },',
          '  };',
          '}',
        ].join('\n'),
        'node_modules/greeter/package.json': '{"name": "greeter", "version": "1.0.0", "main": "index.js"}',
        'node_modules/greeter/index.js': "exports.greeting = 'hello from greeter';\n",
        'pages/partials/_shared.mdx': 'Shared **partial**.\n',
        'components/Hello.jsx': "'use client';\nimport nothing from 'node-only';\nexport default function Hello() { return <button type=\"button\" onClick={() => { document.title = greeting + Object.keys(nothing).length; }}>Hello</button>; }\n",
        'examples/hello.ts': "import { Actor } from 'apify';\nawait Actor.main(() => {});\n",
        'pages/index.mdx': "import Shared from '/pages/partials/_shared.mdx';\nimport Hello from '/components/Hello';\nimport example from '../examples/hello.ts';\n\n# Home\n\n<Shared />\n\n<Hello />\n\n<pre className=\"example\">{example}</pre>\n",
      },
      'title: T\nurl: https://t.test\nplugins: [./plugins/webpack.mjs]\n',
    );
    const result = await build({ cwd, write: false });
    expect(lines(result.diagnostics)).toEqual(["site/config.yaml:3:11 warning Plugin `webpack-extras`'s configureWebpack sets `plugins (IgnorePlugin)`, which docsgen's bundler has no counterpart for  plugins/unsupported"]);
    const html = text(result.files, 'index.html');
    expect(html).toContain('<p>Shared <strong>partial</strong>.</p>');
    expect(html).toContain('<pre class="example">import { Actor } from &#x27;apify&#x27;;');
    const scripts = [...result.files.keys()].filter((path) => path.endsWith('.js')).map((path) => text(result.files, path)).join('\n');
    expect(scripts).toContain('hello from greeter');
  });
});

describe('plugin modules Node cannot load as they are', () => {
  it('are transpiled as Docusaurus does: TypeScript, and ES modules using __dirname', async () => {
    const cwd = await makeSite(
      {
        'plugins/typed.ts': "import type { Plugin } from 'docsgen';\nimport { join } from 'node:path';\nexport default function typed(): Plugin {\n  const here: string = __dirname;\n  return { name: 'typed', injectHtmlTags: () => ({ headTags: [`<meta name=\"typed\" content=\"${join(here) === here ? 'yes' : 'no'}\">`] }) };\n}\n",
        'node_modules/esm-dirname/package.json': '{"name": "esm-dirname", "version": "1.0.0", "type": "module", "main": "index.js"}',
        'node_modules/esm-dirname/index.js': "const folder = __dirname;\nexport default function esmDirname() { return { name: 'esm-dirname', injectHtmlTags: () => ({ headTags: [`<meta name=\"esm-dirname\" content=\"${folder.endsWith('esm-dirname')}\">`] }) }; }\n",
        'pages/index.md': '# Home\n',
      },
      'title: T\nurl: https://t.test\nplugins: [./plugins/typed.ts, esm-dirname]\n',
    );
    const result = await build({ cwd, write: false });
    expect(lines(result.diagnostics)).toEqual([]);
    const html = text(result.files, 'index.html');
    expect(html).toContain('<meta name="typed" content="yes">');
    expect(html).toContain('<meta name="esm-dirname" content="true">');
  });

  it('are compiled as jiti compiles them when they use import or export in a package that is not an ES module package, without a warning from Node', async () => {
    // Flagsmith's docs: plugins/flagsmith-versions/index.js, `export default` in a package.json without `type`.
    const cwd = await makeDocusaurusSite({
      'package.json': '{ "name": "docs", "private": true }\n',
      'docusaurus.config.js': docusaurusConfig("  plugins: ['./plugins/versions'],\n"),
      'plugins/versions/index.js': "import { basename } from 'node:path';\nconst here = basename(__dirname);\nexport default function versions() {\n  return { name: 'versions', injectHtmlTags: () => ({ headTags: [`<meta name=\"versions\" content=\"${here}\">`] }) };\n}\n",
      'docs/intro.md': '# Intro\n',
    });
    const run = await runDocsgen(['build', '--site', 'site'], { cwd });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(await readFile(join(cwd, 'site', 'build', 'docs', 'intro', 'index.html'), 'utf8')).toContain('<meta name="versions" content="versions">');
  });

  it('are loaded as jiti loads them: ES modules importing ./file without extension, and named exports of CommonJS that Node cannot see', async () => {
    const cwd = await makeSite(
      {
        'node_modules/cjs-getters/package.json': '{"name": "cjs-getters", "version": "1.0.0", "main": "index.js"}',
        'node_modules/cjs-getters/index.js': "const shared = { default: { name: 'joi' } };\nconst wrap = (module) => module;\nObject.defineProperty(exports, 'Joi', { enumerable: true, get: function () { return wrap(shared).default; } });\n",
        'node_modules/esm-plugin/package.json': '{"name": "esm-plugin", "version": "1.0.0", "type": "module", "exports": {".": "./lib/public/index.js"}}',
        'node_modules/esm-plugin/lib/public/index.js': "export { default } from '../index';\n",
        'node_modules/esm-plugin/lib/index.js': "import { Joi } from 'cjs-getters';\nexport default function esmPlugin() { return { name: 'esm-plugin', injectHtmlTags: () => ({ headTags: [`<meta name=\"joi\" content=\"${Joi.name}\">`] }) }; }\n",
        'pages/index.md': '# Home\n',
      },
      'title: T\nurl: https://t.test\nplugins: [esm-plugin]\n',
    );
    const result = await build({ cwd, write: false });
    expect(lines(result.diagnostics)).toEqual([]);
    expect(text(result.files, 'index.html')).toContain('<meta name="joi" content="joi">');
  });

  it('that use import and set module.exports are CommonJS, as jiti reads them, and report their own lines', async () => {
    const mixed = [
      "import { basename } from 'node:path';",
      "import type { Plugin } from 'docsgen';",
      'module.exports = async function mixed(): Promise<Plugin> {',
      '  return {',
      "    name: 'mixed',",
      "    injectHtmlTags: () => ({ headTags: [`<meta name=\"mixed\" content=\"${basename(__filename)} ${basename(new URL(import.meta.url).pathname)}\">`] }),",
      '    loadContent() {',
      "      if (process.env.DOCSGEN_TEST_MIXED_THROWS) throw new Error('no data');",
      '    },',
      '  };',
      '};',
      '',
    ].join('\n');
    const cwd = await makeSite({ 'plugins/mixed.ts': mixed, 'pages/index.md': '# Home\n' }, 'title: T\nurl: https://t.test\nplugins: [./plugins/mixed.ts]\n');
    const result = await build({ cwd, write: false });
    expect(lines(result.diagnostics)).toEqual([]);
    expect(text(result.files, 'index.html')).toContain('<meta name="mixed" content="mixed.ts mixed.ts">');
    process.env.DOCSGEN_TEST_MIXED_THROWS = '1';
    try {
      expect(lines((await buildError(cwd)).diagnostics)).toEqual(['site/plugins/mixed.ts:8:56 error Plugin `mixed` failed in `loadContent`: no data  plugins/failed']);
    } finally {
      delete process.env.DOCSGEN_TEST_MIXED_THROWS;
    }
  });

  it('that throw in a lifecycle method are reported at the line of their own source', async () => {
    const cwd = await makeSite(
      { 'plugins/typed.ts': "export default function typed() {\n  return {\n    name: 'typed',\n    loadContent(): number {\n      throw new Error('no data');\n    },\n  };\n}\n", 'pages/index.md': '# Home\n' },
      'title: T\nurl: https://t.test\nplugins: [./plugins/typed.ts]\n',
    );
    const error = await buildError(cwd);
    expect(lines(error.diagnostics)).toEqual(['site/plugins/typed.ts:5:13 error Plugin `typed` failed in `loadContent`: no data  plugins/failed']);
  });
});
