/**
 * Plugins that cannot reach the network: the failure is one warning at the plugin's file:line
 * naming the method, the host and what is left out, and the site builds with everything else;
 * any other error still stops the build. The errors are shaped as Node's fetch and node-fetch
 * throw them offline; no test touches the network.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { DocsgenError } from '../../src/diagnostics/diagnostic.ts';
import { networkFailure } from '../../src/shared/network-failure.ts';
import { lines, makeSite, text } from '../helpers.ts';

/** Node's fetch when DNS fails, as a plugin module's source. */
const FETCH_FAILED = "new TypeError('fetch failed', { cause: Object.assign(new Error('getaddrinfo ENOTFOUND unpkg.com'), { code: 'ENOTFOUND', hostname: 'unpkg.com' }) })";

/** A plugin module: `before` runs in the plugin function, `methods` are its lifecycle methods. */
const plugin = (name: string, methods: string, before = ''): string => `export default async function ${name.replace(/-/g, '')}() {\n${before}  return {\n    name: '${name}',\n${methods}  };\n}\n`;

/** A plugin that works: a page, global-data-free, and a head tag, so what is left out shows beside what is not. */
const WORKING = plugin('working', [
  '    contentLoaded({ actions }) {',
  "      actions.addRoute({ path: '/working', component: new URL('./Page.jsx', import.meta.url).pathname, exact: true });",
  '    },',
  "    injectHtmlTags() { return { headTags: ['<meta name=\"working\" content=\"yes\">'] }; },",
  '',
].join('\n'));

const PAGE = "export default function Page() { return <p className=\"plugin-page\">from a plugin</p>; }\n";

/** A site with the working plugin and `offline`, in that order. */
const site = (offline: string): Promise<string> =>
  makeSite({ 'pages/index.md': '# Home\n', 'plugins/working.mjs': WORKING, 'plugins/Page.jsx': PAGE, 'plugins/offline.mjs': offline }, 'title: T\nurl: https://t.test\nplugins: [./plugins/working.mjs, ./plugins/offline.mjs]\n');

describe('a plugin that cannot reach the network', () => {
  it('in its plugin function: one warning at the line that threw; the whole plugin is left out, the rest builds', async () => {
    const cwd = await site(plugin('apps', "    injectHtmlTags() { return { headTags: ['<meta name=\"apps\">'] }; },\n", `  await Promise.reject(${FETCH_FAILED});\n`));
    const result = await build({ cwd, write: false });
    expect(lines(result.diagnostics)).toEqual(['site/plugins/offline.mjs:2:24 warning Plugin `./plugins/offline.mjs` cannot reach unpkg.com (ENOTFOUND) in the plugin function: the whole plugin is left out  plugins/offline']);
    expect(result.diagnostics[0]!.hint).toBe('the plugin is `plugins[1]` of the config; the rest of the site builds, and a build with the network includes it');
    const home = text(result.files, 'index.html');
    expect(home).toContain('<meta name="working" content="yes">');
    expect(home).not.toContain('<meta name="apps">');
    expect(text(result.files, 'working/index.html')).toContain('<p class="plugin-page">from a plugin</p>');
  });

  it('in loadContent: its content is left out, and the methods given it (contentLoaded, injectHtmlTags) do not run', async () => {
    const cwd = await site(plugin('components', [
      `    async loadContent() { throw ${FETCH_FAILED}; },`,
      "    contentLoaded({ content }) { throw new Error('contentLoaded ran without content: ' + content); },",
      "    injectHtmlTags({ content }) { return { headTags: [`<meta name=\"count\" content=\"${content.length}\">`] }; },",
      '',
    ].join('\n')));
    const result = await build({ cwd, write: false });
    expect(lines(result.diagnostics)).toEqual(['site/plugins/offline.mjs:4:33 warning Plugin `components` cannot reach unpkg.com (ENOTFOUND) in `loadContent`: its content is left out, and its `contentLoaded`, `injectHtmlTags` not run  plugins/offline']);
    expect(text(result.files, 'working/index.html')).toContain('<meta name="working" content="yes">');
  });

  it('in loadContent: a page reading its data (usePluginData) is built without its content, with one warning at the page', async () => {
    const cwd = await makeSite(
      {
        'pages/index.md': '# Home\n',
        'plugins/apps.mjs': plugin('apps', [`    async loadContent() { throw ${FETCH_FAILED}; },`, '    contentLoaded({ content, actions }) { actions.setGlobalData(content); },', ''].join('\n')),
        'pages/apps.mdx': "import Apps from '@site/components/Apps';\n\n# Apps\n\n<Apps />\n",
        'components/Apps.jsx': "import { usePluginData } from '@docusaurus/useGlobalData';\n\nexport default function Apps() {\n  const { version } = usePluginData('apps');\n  return <p>Apps of {version}</p>;\n}\n",
      },
      'title: T\nurl: https://t.test\nplugins: [./plugins/apps.mjs]\n',
    );
    const result = await build({ cwd, write: false });
    expect(lines(result.diagnostics)).toEqual([
      'site/pages/apps.mdx warning The page is built without its content: its data is that of plugin `apps`, which could not reach the network  plugins/offline',
      'site/plugins/apps.mjs:4:33 warning Plugin `apps` cannot reach unpkg.com (ENOTFOUND) in `loadContent`: its content is left out, and its `contentLoaded` not run  plugins/offline',
    ]);
    expect(text(result.files, 'apps/index.html')).toContain('<title>Apps');
    expect(text(result.files, 'apps/index.html')).not.toContain('Apps of');
  });

  it('in loadContent: the plugins left out are listed to the client in the config\'s order, whichever failed first', async () => {
    const failing = (name: string, delay: number): string => plugin(name, [`    async loadContent() { await new Promise((done) => setTimeout(done, ${delay})); throw ${FETCH_FAILED}; },`, ''].join('\n'));
    const cwd = await makeSite(
      {
        'pages/index.md': '# Home\n',
        'plugins/slow.mjs': failing('slow', 50),
        'plugins/fast.mjs': failing('fast', 0),
        'pages/apps.mdx': "import Apps from '@site/components/Apps';\n\n# Apps\n\n<Apps />\n",
        'components/Apps.jsx': "'use client';\nimport { usePluginData } from '@docusaurus/useGlobalData';\n\nexport default function Apps() {\n  return <p>{usePluginData('other') ? 'other' : 'none'}</p>;\n}\n",
      },
      'title: T\nurl: https://t.test\nplugins: [./plugins/slow.mjs, ./plugins/fast.mjs]\n',
    );
    const result = await build({ cwd, write: false });
    // The bundle's minifier leaves out the quotes of keys that are names.
    const lists = [...result.files.keys()].filter((path) => path.endsWith('.js')).flatMap((path) => text(result.files, path).match(/\w+:\["default"\],\w+:\["default"\]/g) ?? []);
    expect(lists).toEqual(['slow:["default"],fast:["default"]']);
  });

  it('in loadContent: a page importing through its alias what it would have generated builds without it', async () => {
    const cwd = await makeSite({
      'pages/button.mdx': "import Props from '@api-docs/button/props.md';\n\n# Button\n\nA button.\n\n<Props />\n",
      'plugins/offline.mjs': plugin('api-docs', [
        `    async loadContent() { throw ${FETCH_FAILED}; },`,
        "    async contentLoaded({ content, actions }) { await actions.createData('button/props.md', content.props); },",
        "    configureWebpack() { return { resolve: { alias: { '@api-docs': '/nowhere/api-docs/default' } } }; },",
        '',
      ].join('\n')),
    }, 'title: T\nurl: https://t.test\nplugins: [./plugins/offline.mjs]\n');
    const result = await build({ cwd, write: false });
    expect(lines(result.diagnostics)).toEqual(['site/plugins/offline.mjs:4:33 warning Plugin `api-docs` cannot reach unpkg.com (ENOTFOUND) in `loadContent`: its content is left out, and its `contentLoaded` not run  plugins/offline']);
    expect(text(result.files, 'button/index.html')).toContain('<p>A button.</p>');
  });

  it('in contentLoaded: what it added before failing is left out', async () => {
    const cwd = await site(plugin('half', [
      '    async contentLoaded({ actions }) {',
      "      actions.addRoute({ path: '/half', component: new URL('./Page.jsx', import.meta.url).pathname, exact: true });",
      "      actions.setGlobalData({ half: true });",
      `      throw ${FETCH_FAILED};`,
      '    },',
      '',
    ].join('\n')));
    const result = await build({ cwd, write: false });
    expect(lines(result.diagnostics)).toEqual(['site/plugins/offline.mjs:7:13 warning Plugin `half` cannot reach unpkg.com (ENOTFOUND) in `contentLoaded`: the routes and data it adds are left out  plugins/offline']);
    expect(result.files.has('half/index.html')).toBe(false);
    expect(text(result.files, 'index.html')).not.toContain('"half"');
  });

  it('in postBuild: the build is written, with a warning saying what the plugin would have written', async () => {
    const cwd = await site(plugin('upload', `    async postBuild() { throw ${FETCH_FAILED}; },\n`));
    const result = await build({ cwd });
    expect(lines(result.diagnostics)).toEqual(['site/plugins/offline.mjs:4:31 warning Plugin `upload` cannot reach unpkg.com (ENOTFOUND) in `postBuild`: what it writes after the build is left out  plugins/offline']);
    expect(await readFile(join(cwd, 'build', 'working', 'index.html'), 'utf8')).toContain('from a plugin');
  });

  it('as node-fetch reports it, without a line of the plugin in its stack: at the plugin\'s entry in the config, the host from the URL', async () => {
    const thrown = "Object.assign(new Error('request to https://unpkg.com/@ionic/docs/core.json failed, reason: getaddrinfo ENOTFOUND unpkg.com'), { name: 'FetchError', type: 'system', code: 'ENOTFOUND', errno: 'ENOTFOUND', stack: 'FetchError: request failed\\n    at ClientRequest.<anonymous> (/x/node_modules/node-fetch/lib/index.js:1505:11)' })";
    const cwd = await site(plugin('ionic-api', `    async loadContent() { throw ${thrown}; },\n`));
    const result = await build({ cwd, write: false });
    expect(lines(result.diagnostics)).toEqual(['site/config.yaml:3:34 warning Plugin `ionic-api` cannot reach unpkg.com (ENOTFOUND) in `loadContent`: its content is left out  plugins/offline']);
  });
});

describe('any other error a plugin throws still stops the build', () => {
  it.each([
    ['a plain error', "new Error('Unexpected token < in JSON at position 0')", 'Unexpected token < in JSON at position 0'],
    ['an error caused by a missing file, not the network', "new Error('no data', { cause: Object.assign(new Error('ENOENT: no such file'), { code: 'ENOENT' }) })", 'no data'],
  ])('%s', async (_name, thrown, message) => {
    const cwd = await site(plugin('broken', `    async loadContent() { throw ${thrown}; },\n`));
    const error = (await build({ cwd, write: false }).catch((caught: unknown) => caught)) as DocsgenError;
    expect(error).toBeInstanceOf(DocsgenError);
    expect(error.exitCode).toBe(1);
    expect(lines(error.diagnostics)).toEqual([`site/plugins/offline.mjs:4:33 error Plugin \`broken\` failed in \`loadContent\`: ${message}  plugins/failed`]);
  });
});

describe('networkFailure', () => {
  it('finds the network in a cause chain or an AggregateError, with the host it was for', () => {
    const refused = new AggregateError([Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED', address: '127.0.0.1' })], 'connect failed');
    expect(networkFailure(new Error('load failed', { cause: new TypeError('fetch failed', { cause: refused }) }))).toEqual({ host: '127.0.0.1', code: 'ECONNREFUSED' });
    expect(networkFailure(Object.assign(new Error('Connect Timeout Error'), { code: 'UND_ERR_CONNECT_TIMEOUT' }))).toEqual({ code: 'UND_ERR_CONNECT_TIMEOUT' });
    expect(networkFailure(new TypeError('fetch failed'))).toEqual({});
  });

  it('is undefined for what is not the network', () => {
    expect(networkFailure(new TypeError('Cannot read properties of undefined'))).toBeUndefined();
    expect(networkFailure(Object.assign(new Error('bad argument'), { code: 'UND_ERR_INVALID_ARG' }))).toBeUndefined();
    expect(networkFailure('fetch failed')).toBeUndefined();
  });
});
