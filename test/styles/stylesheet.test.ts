import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { DocsgenError } from '../../src/diagnostics/diagnostic.ts';
import { formatDiagnostic } from '../../src/diagnostics/format.ts';
import { lines, makeSite, repoRoot, runDocsgen, tempDir, text, writeFiles } from '../helpers.ts';

const config = (theme: string) => `title: T\nurl: https://t.dev\ntheme:\n${theme}`;

async function buildSite(cwd: string) {
  const result = await build({ cwd, write: false, cache: false });
  const path = [...result.files.keys()].find((name) => /^assets\/css\/styles\.[0-9a-f]{8}\.css$/.test(name))!;
  return { result, path, css: text(result.files, path) };
}

async function buildError(cwd: string): Promise<DocsgenError> {
  const error = await build({ cwd, write: false, cache: false }).then(() => undefined, (caught: unknown) => caught);
  if (error instanceof DocsgenError) return error;
  throw error ?? new Error('build succeeded');
}

describe('theme.customCss', () => {
  it("appends the files, in order, after docsgen's own stylesheet, in the one hashed file pages link", async () => {
    const cwd = await makeSite(
      { 'pages/index.md': '# Home\n', 'css/custom.css': '.hero { color: tomato; }\n', 'css/more.css': '.hero { color: teal; }' },
      config('  customCss:\n    - css/custom.css\n    - css/more.css\n'),
    );
    const { result, path, css } = await buildSite(cwd);
    const own = await readFile(join(repoRoot, 'templates', 'styles.css'), 'utf8');
    expect(css.startsWith(own)).toBe(true);
    expect(css.slice(own.length)).toBe('\n/* css/custom.css */\n.hero { color: tomato; }\n\n/* css/more.css */\n.hero { color: teal; }\n');
    expect(text(result.files, 'index.html')).toContain(`<link rel="stylesheet" href="/${path}"/>`);
    expect(result.diagnostics).toEqual([]);

    // The name covers the custom CSS: readers' caches never keep an old version.
    await writeFiles(join(cwd, 'site'), { 'css/more.css': '.hero { color: navy; }\n' });
    expect((await buildSite(cwd)).path).not.toBe(path);
  });

  it('moves the files\' leading @import rules of other origins and of static files to the top, where browsers honour them', async () => {
    const fonts = '@import url("https://fonts.example/css2?family=Inter:wght@400;600&display=swap");';
    const cwd = await makeSite(
      {
        'pages/index.md': '# Home\n',
        'a.css': `@charset "utf-8";\n/* fonts */\n${fonts}\n@import '/print.css' print;\n.a { color: red; }\n@import url(late.css);\n`,
        'b.css': '.b { color: blue; }\n',
      },
      config('  customCss: [b.css, a.css]\n'),
    );
    const { css, result } = await buildSite(cwd);
    expect(css.startsWith(`/* a.css */\n${fonts}\n@import '/print.css' print;\n\n/* docsgen default theme.`)).toBe(true);
    // An @import after other rules was ignored where it was written, and stays so.
    expect(css.endsWith('/* b.css */\n.b { color: blue; }\n\n/* a.css */\n.a { color: red; }\n@import url(late.css);\n')).toBe(true);
    expect(result.diagnostics).toEqual([]);
  });

  it("puts the local files a stylesheet imports in the rule's place, as webpack's css-loader bundles them for Docusaurus", async () => {
    const cwd = await makeSite(
      {
        'pages/index.md': '# Home\n',
        'css/custom.css': [
          "@import url('navbar.css');",
          "@import './print.css' print;",
          '@import "~beacon-ui/dist/buttons.css" layer(vendor) supports(display: grid) (min-width: 40em);',
          "@import 'beacon-ui';",
          "@import '@site/css/navbar.css';",
          '.custom { color: red; }',
          '',
        ].join('\n'),
        'css/navbar.css': "@import url('./parts/brand.css');\n.navbar { height: 4rem; }\n",
        'css/parts/brand.css': "@import '../navbar.css';\n.brand { font-weight: 700; }\n",
        'css/print.css': '.no-print { display: none; }\n',
        'node_modules/beacon-ui/package.json': '{ "name": "beacon-ui", "exports": { ".": { "style": "./dist/all.css", "default": "./index.js" }, "./dist/*": "./dist/*" } }\n',
        'node_modules/beacon-ui/dist/buttons.css': '.button { padding: 1rem; }\n',
        'node_modules/beacon-ui/dist/all.css': '@import "https://cdn.example/reset.css";\n.all { margin: 0; }\n',
      },
      config('  customCss: css/custom.css\n'),
    );
    const { css, result } = await buildSite(cwd);
    expect(result.diagnostics).toEqual([]);
    // The remote import of an imported file goes to the top with the others; each file once, in import order.
    expect(css.startsWith('/* css/custom.css */\n@import "https://cdn.example/reset.css";\n\n/* docsgen default theme.')).toBe(true);
    const custom = css.slice(css.indexOf('/* css/custom.css */\n/*'));
    expect(custom).toBe(
      [
        '/* css/custom.css */',
        '/* site/css/navbar.css */',
        '/* site/css/parts/brand.css */',
        '.brand { font-weight: 700; }',
        '',
        '.navbar { height: 4rem; }',
        '',
        '/* site/css/print.css */',
        '@media print {',
        '.no-print { display: none; }',
        '',
        '}',
        '/* site/node_modules/beacon-ui/dist/buttons.css */',
        '@layer vendor {',
        '@supports (display: grid) {',
        '@media (min-width: 40em) {',
        '.button { padding: 1rem; }',
        '',
        '}',
        '}',
        '}',
        '/* site/node_modules/beacon-ui/dist/all.css */',
        '.all { margin: 0; }',
        '',
        '.custom { color: red; }',
        '',
      ].join('\n'),
    );
  });

  it('warns at an @import of a local file it cannot find, and leaves the rule for the browser', async () => {
    const cwd = await makeSite({ 'pages/index.md': '# Home\n', 'custom.css': '/* theme */\n@import "./missing.css";\n.a { color: red; }\n' }, config('  customCss: custom.css\n'));
    const { css, result } = await buildSite(cwd);
    expect(lines(result.diagnostics)).toEqual(['site/custom.css:2:1 warning `@import` of `./missing.css` names no file docsgen finds: the rule is left for the browser, which will not find it either  theme/unresolved-import']);
    expect(css.startsWith('/* custom.css */\n@import "./missing.css";\n')).toBe(true);
  });

  it('takes a single path, and paths outside the site folder', async () => {
    const cwd = await makeSite({ 'pages/index.md': '# Home\n' }, config('  customCss: ../brand/brand.css\n'));
    await writeFiles(cwd, { 'brand/brand.css': ':root { --brand: 1; }\n' });
    expect((await buildSite(cwd)).css).toContain('/* ../brand/brand.css */\n:root { --brand: 1; }\n');
  });

  it('fails (exit 1) on a file that does not exist, at its entry in config.yaml', async () => {
    const cwd = await makeSite({ 'pages/index.md': '# Home\n', 'css/other.css': '' }, config('  customCss:\n    - css/other.css\n    - css/custom.css\n'));
    const error = await buildError(cwd);
    expect(error.exitCode).toBe(1);
    expect(lines(error.diagnostics)).toEqual([
      'site/config.yaml:6:7 error `theme.customCss` names `css/custom.css`, which does not exist  config/missing-file',
    ]);
    expect(error.diagnostics[0]!.hint).toBe('paths in `theme.customCss` are relative to the site folder: looked for site/css/custom.css');
    expect(formatDiagnostic(error.diagnostics[0]!)).toContain('  > 6 |     - css/custom.css');
  });

  it('names a folder given as a stylesheet', async () => {
    const cwd = await makeSite({ 'pages/index.md': '# Home\n', 'css/custom.css': '' }, config('  customCss: css\n'));
    expect(lines((await buildError(cwd)).diagnostics)).toEqual(['site/config.yaml:4:14 error `theme.customCss` names `css`, which is a folder, not a CSS file  config/missing-file']);
  });
});

describe('theme.colors', () => {
  it('sets the colour variables for both modes, after the theme and before the custom CSS', async () => {
    const cwd = await makeSite(
      { 'pages/index.md': '# Home\n', 'custom.css': 'a { font-weight: 600; }\n' },
      config("  customCss: custom.css\n  colors:\n    primary: '#2e8555'\n    primaryDark: 'rgb(37 194 160)'\n"),
    );
    const { result, css } = await buildSite(cwd);
    expect(result.diagnostics).toEqual([]);
    const light = css.indexOf("/* theme.colors */\n:root,\n[data-theme='light'] {\n  --color-primary: #2e8555;\n  --color-primary-hover: #277148;");
    const dark = css.indexOf("[data-theme='dark'] {\n  --color-primary: #25c2a0;\n");
    const custom = css.indexOf('/* custom.css */');
    expect(css.indexOf("[data-theme='dark'] {")).toBeLessThan(light);
    expect(light).toBeGreaterThan(0);
    expect(dark).toBeGreaterThan(light);
    expect(custom).toBeGreaterThan(dark);
  });

  it('warns about low contrast at the colour in config.yaml, and still builds', async () => {
    const cwd = await makeSite({ 'pages/index.md': '# Home\n' }, config("  colors:\n    primary: '#8fd3ff'\n"));
    const { result, css } = await buildSite(cwd);
    expect(lines(result.diagnostics)).toEqual([
      'site/config.yaml:5:14 warning theme.colors.primary #8fd3ff has contrast 1.6:1 on the light background (#ffffff); WCAG AA needs 4.5:1 for text  theme/low-contrast',
    ]);
    expect(css).toContain('--color-primary: #8fd3ff;');
  });

  it('refuses an invalid colour as a config error (exit 2)', async () => {
    const cwd = await makeSite({ 'pages/index.md': '# Home\n' }, config('  colors:\n    primary: bleu\n'));
    const error = await buildError(cwd);
    expect(error.exitCode).toBe(2);
    expect(lines(error.diagnostics)).toEqual([
      'site/config.yaml:5:14 error `theme.colors.primary` must be an opaque colour (`#rgb`, `#rrggbb`, `rgb(…)`, `hsl(…)` or a CSS colour name), got `bleu`  config/invalid-value',
    ]);
    expect(error.diagnostics[0]!.hint).toBe('did you mean `blue`?');
  });
});

describe('theme.codeColors', () => {
  it('colours the code blocks\' kinds of token in each mode after the theme, and the site\'s CSS after them; the pages are the same', async () => {
    const cwd = await makeSite(
      { 'pages/index.md': '# Home\n\n```js\n// note\nconst a = /x+/;\n```\n', 'custom.css': '.shiki { tab-size: 2; }\n' },
      config("  customCss: custom.css\n  codeColors:\n    light:\n      keyword: '#00009f'\n      comment: { color: '#999988', fontStyle: italic }\n    dark:\n      plain: '#f8f8f2'\n      background: '#282a36'\n      string: 'rgb(255, 121, 198)'\n"),
    );
    const { result, css } = await buildSite(cwd);
    expect(result.diagnostics).toEqual([]);
    const part = css.slice(css.indexOf('/* theme.codeColors */'), css.indexOf('/* custom.css */'));
    expect(part.split('\n').filter(Boolean)).toEqual([
      '/* theme.codeColors */',
      "[data-theme='light'] .shiki .t-red { --shiki-light: #00009f; }",
      "[data-theme='light'] .shiki .t-gray { --shiki-light: #999988; font-style: italic; }",
      "[data-theme='dark'] {",
      '  --color-code-block-bg: #282a36;',
      '  --color-code-block-text: #f8f8f2;',
      '}',
      "[data-theme='dark'] .shiki { --shiki-dark: #f8f8f2 !important; }",
      "[data-theme='dark'] .shiki .t-plain { --shiki-dark: #f8f8f2; }",
      // Regular expressions take the string colour when no regex colour is set.
      "[data-theme='dark'] .shiki .t-navy { --shiki-dark: #ff79c6; }",
      "[data-theme='dark'] .shiki .t-navy-pale { --shiki-dark: #ff79c6; }",
    ]);
    expect(css.indexOf('/* theme.codeColors */')).toBeGreaterThan(css.indexOf('.shiki .t-red {'));
    // The highlighted block is the one docsgen writes without codeColors: only the stylesheet differs.
    const plain = await makeSite({ 'pages/index.md': '# Home\n\n```js\n// note\nconst a = /x+/;\n```\n' }, 'title: T\nurl: https://t.dev\n');
    const block = (html: string): string => /<pre [^>]*class="shiki[^]*?<\/pre>/.exec(html)![0];
    expect(block(text(result.files, 'index.html'))).toBe(block(text((await buildSite(plain)).result.files, 'index.html')));
    expect(block(text(result.files, 'index.html'))).toContain('class="t-gray"');
  });
});

describe('docsgen build with a theme', () => {
  it('prints contrast warnings and exits 0; a missing stylesheet exits 1; a bad colour exits 2', async () => {
    const cwd = await makeSite({ 'pages/index.md': '# Home\n' }, config("  colors:\n    primary: '#8fd3ff'\n"));
    const out = join(await tempDir(), 'out');
    const warned = await runDocsgen(['build', '--site', 'site', '--out', out], { cwd });
    expect(warned.code).toBe(0);
    expect(warned.stderr + warned.stdout).toContain('site/config.yaml:5:14 warning theme.colors.primary #8fd3ff has contrast 1.6:1');

    await writeFiles(join(cwd, 'site'), { 'config.yaml': config('  customCss: css/nope.css\n') });
    const missing = await runDocsgen(['build', '--site', 'site', '--out', out], { cwd });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('site/config.yaml:4:14 error `theme.customCss` names `css/nope.css`, which does not exist  config/missing-file');

    await writeFiles(join(cwd, 'site'), { 'config.yaml': config('  colors:\n    primary: bleu\n') });
    const bad = await runDocsgen(['build', '--site', 'site', '--out', out], { cwd });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('site/config.yaml:5:14 error `theme.colors.primary` must be an opaque colour');
  });
});
