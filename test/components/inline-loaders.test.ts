import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { loaderEquivalent, parseInlineRequest, textModule } from '../../src/components/inline-loaders.ts';
import { buildError, lines, makeSite, text } from '../helpers.ts';

describe('parseInlineRequest: webpack\'s inline-loader syntax', () => {
  it('splits on `!`, keeps each loader\'s query, and reads the prefixes that turn configured loaders off', () => {
    expect(parseInlineRequest('./a.js')).toBeUndefined();
    expect(parseInlineRequest('!!raw-loader!roa-loader?sign=1!./a.js?x')).toEqual({
      loaders: [
        { request: 'raw-loader', query: '' },
        { request: 'roa-loader', query: 'sign=1' },
      ],
      resource: './a.js?x',
      configuredRules: false,
    });
    expect(parseInlineRequest('raw-loader!./a.js')?.configuredRules).toBe(true);
    expect(parseInlineRequest('!raw-loader!./a.js')?.configuredRules).toBe(false);
    expect(parseInlineRequest('-!raw-loader!!./a.js')).toEqual({ loaders: [{ request: 'raw-loader', query: '' }], resource: './a.js', configuredRules: false });
  });

  it('knows raw-loader, file-loader and url-loader by package, however they are named', () => {
    expect(loaderEquivalent('raw-loader')).toBe('text');
    expect(loaderEquivalent('/site/node_modules/raw-loader/dist/cjs.js')).toBe('text');
    expect(loaderEquivalent('url-loader')).toBe('file');
    expect(loaderEquivalent('roa-loader')).toBeUndefined();
  });

  it('applies text steps right to left, a CommonJS module for esModule=false', () => {
    expect(textModule('a', [{ request: 'raw-loader', query: '' }])).toBe('export default "a";');
    expect(textModule('a', [{ request: 'raw-loader', query: 'esModule=false' }])).toBe('module.exports = "a";');
    expect(textModule('a', [{ request: 'raw-loader', query: '' }, { request: 'raw-loader', query: '' }])).toBe('export default "export default \\"a\\";";');
  });
});

describe('inline loaders in a site', () => {
  it('leaves out a loader docsgen does not run with one warning per loader and page, at its first import, and goes on without it', async () => {
    const cwd = await makeSite({
      'pages/index.mdx': "# Home\n\nimport a from '!!raw-loader!fake-loader!./a.js';\nimport b from '!!raw-loader!fake-loader?x=1!./b.js';\n\n<pre className=\"a\">{a}</pre>\n<pre className=\"b\">{b}</pre>\n",
      'pages/other.mdx': "import a from '!!raw-loader!fake-loader!./a.js';\n\n# Other\n\n<pre>{a}</pre>\n",
      'pages/a.js': "console.log('a');\n",
      'pages/b.js': "console.log('b');\n",
    });
    const result = await build({ cwd, write: false });
    const warning = (file: string, line: number, specifier: string) =>
      `site/pages/${file}:${line}:1 warning docsgen could not run the webpack loader \`fake-loader\` of \`${specifier}\`: it is not installed (not a \`resolveLoader.alias\`, nor in \`resolveLoader.modules\` or node_modules); the import is \`./a.js\` without it  components/unsupported-loader`;
    expect(lines(result.diagnostics)).toEqual([warning('index.mdx', 3, '!!raw-loader!fake-loader!./a.js'), warning('other.mdx', 1, '!!raw-loader!fake-loader!./a.js')]);
    expect(result.diagnostics[0]!.hint).toContain('install it');
    const html = text(result.files, 'index.html');
    expect(html).toContain('<pre class="a">console.log(&#x27;a&#x27;);\n</pre>');
    expect(html).toContain('<pre class="b">console.log(&#x27;b&#x27;);\n</pre>');
  });

  it('gives a file-loader or url-loader import the file\'s URL, and reports a file that does not exist at its import', async () => {
    const cwd = await makeSite({
      'pages/index.mdx': "import data from '!!file-loader!./data.csv';\nimport small from 'url-loader?limit=8192!./small.csv';\n\n# Home\n\n<a className=\"data\" href={data}>data</a> <a className=\"small\" href={small}>small</a>\n",
      'pages/data.csv': 'a,b\n',
      'pages/small.csv': 'c\n',
    });
    const result = await build({ cwd, write: false });
    expect(lines(result.diagnostics)).toEqual([]);
    const html = text(result.files, 'index.html');
    expect(html).toMatch(/<a class="data" href="\/assets\/media\/data\.[0-9a-f]{8}\.csv">/);
    expect(html).toMatch(/<a class="small" href="\/assets\/media\/small\.[0-9a-f]{8}\.csv">/);

    const broken = await makeSite({ 'pages/index.mdx': "# Home\n\nimport b from '!!raw-loader!./missing.js';\n\n{b}\n" });
    expect(lines((await buildError(broken)).diagnostics)).toEqual(['site/pages/index.mdx:3:1 error Cannot resolve `!!raw-loader!./missing.js`  components/unresolved-import']);
  });

  it('agrees with configureWebpack module.rules: a rule\'s loader is the same equivalent, and runs before inline loaders unless a prefix turns it off', async () => {
    const cwd = await makeSite(
      {
        'plugins/rules.mjs': "export default function rules() {\n  return { name: 'rules', configureWebpack: () => ({ module: { rules: [{ test: /\\.txt$/, use: [{ loader: 'raw-loader' }] }, { test: /\\.bin$/, use: 'file-loader' }] } }) };\n}\n",
        'pages/index.mdx': [
          "import plain from './notes.txt';",
          "import off from '!!raw-loader!./notes.txt';",
          "import twice from 'raw-loader!./notes.txt';",
          "import skipped from '!fake-loader!./notes.txt';",
          "import blob from './blob.bin';",
          '',
          '# Home',
          '',
          '<p className="plain">{plain}</p>',
          '<p className="off">{off}</p>',
          '<p className="twice">{twice}</p>',
          '<p className="skipped">{typeof skipped}</p>',
          '<p className="blob">{blob}</p>',
          '',
        ].join('\n'),
        'pages/notes.txt': 'Notes',
        'pages/blob.bin': 'x',
      },
      'title: T\nurl: https://t.test\nplugins: [./plugins/rules.mjs]\n',
    );
    const result = await build({ cwd, write: false });
    expect(lines(result.diagnostics)).toEqual(['site/pages/index.mdx:4:1 warning docsgen could not run the webpack loader `fake-loader` of `!fake-loader!./notes.txt`: it is not installed (not a `resolveLoader.alias`, nor in `resolveLoader.modules` or node_modules); the import is `./notes.txt` without it  components/unsupported-loader']);
    const html = text(result.files, 'index.html');
    expect(html).toContain('<p class="plain">Notes</p>');
    expect(html).toContain('<p class="off">Notes</p>');
    // webpack runs the rule's raw-loader first, then the inline one on its output.
    expect(html).toContain('<p class="twice">export default &quot;Notes&quot;;</p>');
    // `!` turns the rule off: the file is esbuild's as any other, a .txt file its text.
    expect(html).toContain('<p class="skipped">string</p>');
    expect(html).toMatch(/<p class="blob">[^<]*blob[^<]*\.bin<\/p>/);
  });
});

describe('webpack loaders docsgen runs', () => {
  const plugin = [
    "import { join } from 'node:path';",
    'export default function loaders(context) {',
    '  return {',
    "    name: 'loaders',",
    '    configureWebpack: () => ({',
    "      resolveLoader: { alias: { 'upper-loader': join(context.siteDir, 'plugins/upper-loader.js') }, modules: ['node_modules', join(context.siteDir, 'plugins/loaders')] },",
    "      module: { rules: [{ test: /\\.greeting$/, use: ['raw-loader', { loader: 'suffix-loader', options: { suffix: '!' } }] }] },",
    '    }),',
    '  };',
    '}',
  ].join('\n');
  const files = {
    'plugins/loaders.mjs': plugin,
    'plugins/upper-loader.js': 'module.exports = function (source) { return source.toUpperCase(); };\n',
    // this.getOptions and this.async, as a rule gives the options object and an inline query its string.
    'plugins/loaders/suffix-loader/index.js': "module.exports = function (source) {\n  const done = this.async();\n  const { suffix } = this.getOptions();\n  setTimeout(() => done(null, source.trim() + suffix), 1);\n};\n",
    // A loader may give the next one any value: raw-loader makes it JSON (roa-loader's { code, hash }).
    'plugins/loaders/meta-loader/index.js': "module.exports = function (code) {\n  this.emitWarning(new Error('not signed'));\n  return { code, file: require('node:path').basename(this.resourcePath), root: require('node:path').basename(this.rootContext) };\n};\n",
    'plugins/loaders/compiler-loader/index.js': "module.exports = function (source) {\n  const callback = this.async();\n  this.loadModule('./other', () => callback(null, source));\n};\n",
    'pages/a.txt': 'hello',
    'pages/b.greeting': 'hi\n',
  };

  it('resolves loaders through resolveLoader and node_modules, runs them with a loader context, and feeds each one the output of the next', async () => {
    const cwd = await makeSite(
      {
        ...files,
        'pages/index.mdx': [
          "import upper from '!!raw-loader!upper-loader!./a.txt';",
          "import byPath from '!!raw-loader!../plugins/upper-loader.js!./a.txt';",
          "import query from '!!raw-loader!suffix-loader?suffix=%3F!upper-loader!./a.txt';",
          "import meta from '!!raw-loader!meta-loader!./a.txt';",
          "import greeting from './b.greeting';",
          '',
          '# Home',
          '',
          '<p className="upper">{upper}</p>',
          '<p className="path">{byPath}</p>',
          '<p className="query">{query}</p>',
          '<p className="meta">{meta.code} {meta.file} {meta.root}</p>',
          '<p className="greeting">{greeting}</p>',
          '',
        ].join('\n'),
      },
      'title: T\nurl: https://t.test\nplugins: [./plugins/loaders.mjs]\n',
    );
    const result = await build({ cwd, write: false });
    expect(lines(result.diagnostics)).toEqual(['site/pages/a.txt warning `meta-loader` on `site/pages/a.txt`: not signed  components/loader-warning']);
    const html = text(result.files, 'index.html');
    expect(html).toContain('<p class="upper">HELLO</p>');
    expect(html).toContain('<p class="path">HELLO</p>');
    expect(html).toContain('<p class="query">HELLO?</p>');
    expect(html).toContain('<p class="meta">hello<!-- --> <!-- -->a.txt<!-- --> <!-- -->site</p>');
    expect(html).toContain('<p class="greeting">hi!</p>');
  });

  it('leaves out a loader that needs webpack itself with one warning that says why, and keeps its output in the compile cache', async () => {
    const cwd = await makeSite(
      { ...files, 'pages/index.mdx': "import a from '!!raw-loader!compiler-loader!./a.txt';\nimport b from '!!raw-loader!upper-loader!./a.txt';\n\n# Home\n\n<p className=\"a\">{a}</p>\n<p className=\"b\">{b}</p>\n" },
      'title: T\nurl: https://t.test\nplugins: [./plugins/loaders.mjs]\n',
    );
    const result = await build({ cwd, write: false });
    expect(lines(result.diagnostics)).toEqual([
      'site/pages/a.txt warning docsgen could not run the webpack loader `compiler-loader` on `site/pages/a.txt`: it failed (it calls `this.loadModule`, which needs a webpack compilation); the file is read without it  components/unsupported-loader',
    ]);
    const html = text(result.files, 'index.html');
    expect(html).toContain('<p class="a">hello</p>');
    expect(html).toContain('<p class="b">HELLO</p>');
    // The loader's output is the compile cache's: a changed loader is a new key, so the page changes.
    await writeFile(join(cwd, 'site/plugins/upper-loader.js'), "module.exports = function (source) { return source.toUpperCase() + '.'; };\n");
    const again = await build({ cwd, write: false });
    expect(text(again.files, 'index.html')).toContain('<p class="b">HELLO.</p>');
  });
});

describe('a plugin theme folder\'s MDXComponents', () => {
  it('gives every page its components when the site has none of its own, parts of the classic theme included', async () => {
    const cwd = await makeSite(
      {
        'plugins/theme.mjs': "export default function theme() {\n  return { name: 'theme', getThemePath: () => './theme' };\n}\n",
        'plugins/theme/MDXComponents/index.js': "import MDXPre from '@theme/MDXComponents/Pre';\nimport Shout from '../Shout';\n\nexport default { pre: MDXPre, Shout };\n",
        'plugins/theme/Shout.jsx': 'export default function Shout({ children }) {\n  return <strong className="shout">{children}</strong>;\n}\n',
        'pages/index.mdx': '# Home\n\n<Shout>Hey</Shout>\n',
      },
      'title: T\nurl: https://t.test\nplugins: [./plugins/theme.mjs]\n',
    );
    const result = await build({ cwd, write: false });
    expect(lines(result.diagnostics)).toEqual([]);
    expect(text(result.files, 'index.html')).toContain('<strong class="shout">Hey</strong>');
  });
});
