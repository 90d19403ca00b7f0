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
      `site/pages/${file}:${line}:1 warning docsgen does not run the webpack loader \`fake-loader\` of \`${specifier}\`: the import is \`./a.js\` without what \`fake-loader\` makes of it  components/unsupported-loader`;
    expect(lines(result.diagnostics)).toEqual([warning('index.mdx', 3, '!!raw-loader!fake-loader!./a.js'), warning('other.mdx', 1, '!!raw-loader!fake-loader!./a.js')]);
    expect(result.diagnostics[0]!.hint).toContain('is left out');
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
    expect(lines(result.diagnostics)).toEqual(['site/pages/index.mdx:4:1 warning docsgen does not run the webpack loader `fake-loader` of `!fake-loader!./notes.txt`: the import is `./notes.txt` without what `fake-loader` makes of it  components/unsupported-loader']);
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
