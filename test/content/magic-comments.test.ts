import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { DEFAULT_MAGIC_COMMENTS } from '../../src/config/site-config.ts';
import { blankMagicComments, setMagicComments, stripMagicComments } from '../../src/content/magic-comments.ts';
import { docusaurusConfig, lines, makeDocusaurusSite, makeSite, runDocsgen, text } from '../helpers.ts';

const ERROR = { className: 'code-block-error-line', line: 'highlight-next-line-error', block: { start: 'error-start', end: 'error-end' } };

describe('magic comments', () => {
  afterEach(() => setMagicComments(DEFAULT_MAGIC_COMMENTS));

  it("mark the default's lines as highlighted, in any comment syntax, and leave the comment lines out", () => {
    const { code, classes } = stripMagicComments(['a', '# highlight-next-line', 'b', '<!-- highlight-start -->', 'c', 'd', '/* highlight-end */', 'e'].join('\n'));
    expect(code).toBe('a\nb\nc\nd\ne');
    expect([...classes]).toEqual([[2, ['highlighted']], [3, ['highlighted']], [4, ['highlighted']]]);
  });

  it("a site's list replaces the default: its directives mark lines with its classes, a longer name is not the shorter one followed by text", () => {
    setMagicComments([...DEFAULT_MAGIC_COMMENTS, ERROR]);
    const { code, classes } = stripMagicComments(['// highlight-next-line-error', 'x', '// highlight-next-line', 'y', '-- error-start', 'z', '// highlight-next-line', 'w', '-- error-end', 'v'].join('\n'));
    expect(code).toBe('x\ny\nz\nw\nv');
    expect([...classes]).toEqual([[1, ['code-block-error-line']], [2, ['highlighted']], [3, ['code-block-error-line']], [4, ['highlighted', 'code-block-error-line']]]);
    setMagicComments([ERROR]);
    expect(stripMagicComments('// highlight-next-line\nx').code).toBe('// highlight-next-line\nx');
    expect(blankMagicComments('a\n; highlight-next-line-error\nb')).toBe('a\n\nb');
  });
});

describe('a site\'s magic comments', () => {
  const LINES = /<span class="line code-block-error-line">/g;

  it('mark lines on every page, highlighted on the build\'s thread or on the highlight worker alike (the CLI, 45 pages)', { timeout: 120_000 }, async () => {
    const pages = Object.fromEntries(Array.from({ length: 45 }, (_, index) => [`pages/page-${index}.md`, `# Page ${index}\n\n\`\`\`js\nconst a = ${index};\n// error-next-line\nthrow a;\n\`\`\`\n`]));
    // A JSON sample's magic comment is page markup: the sample check reads the JSON without it.
    pages['pages/page-0.md'] += '\n```json\n{\n  // error-next-line\n  "a": 1\n}\n```\n';
    const cwd = await makeSite(pages, 'title: Test\nurl: https://test.dev\nmarkdown:\n  magicComments:\n    - className: code-block-error-line\n      line: error-next-line\n');
    const cli = await runDocsgen(['build', '--profile'], { cwd });
    expect(cli.stderr).toBe('');
    expect(cli.stdout).toMatch(/^code blocks highlighted in a worker: 46$/m);
    const inThread = await build({ cwd, write: false, cache: false });
    for (let index = 0; index < 45; index++) {
      const html = await readFile(join(cwd, 'build', `page-${index}`, 'index.html'), 'utf8');
      expect(html.match(LINES)?.length).toBe(index === 0 ? 2 : 1);
      expect(html).not.toContain('error-next-line');
      expect(html).toBe(text(inThread.files, `page-${index}/index.html`));
    }
  });

  it('mark lines of pages compiled on compile workers too (pages compiled as code, the CLI)', { timeout: 120_000 }, async () => {
    const pages = Object.fromEntries(Array.from({ length: 24 }, (_, index) => [`pages/page-${index}.mdx`, `export const n = ${index};\n\n# Page ${index}\n\n\`\`\`js\nconst a = n;\n// error-next-line\nthrow a;\n\`\`\`\n`]));
    const cwd = await makeSite({ ...pages, 'theme/MDXComponents.tsx': "import MDXComponents from '@theme-original/MDXComponents';\nexport default { ...MDXComponents };\n" }, 'title: Test\nurl: https://test.dev\nmarkdown:\n  magicComments:\n    - className: code-block-error-line\n      line: error-next-line\n');
    const cli = await runDocsgen(['build', '--profile'], { cwd, env: { DOCSGEN_COMPILE_WORKERS_FROM: '20' } });
    expect(cli.stderr).toBe('');
    expect(cli.stdout).toMatch(/^pages compiled in workers: 24$/m);
    for (let index = 0; index < 24; index++) {
      const html = await readFile(join(cwd, 'build', `page-${index}`, 'index.html'), 'utf8');
      expect(html.match(LINES)?.length).toBe(1);
      expect(html).not.toContain('error-next-line');
    }
  });

  it('are read from a Docusaurus config\'s themeConfig.prism.magicComments, the rest of prism noted as not read', async () => {
    const cwd = await makeDocusaurusSite({
      'docusaurus.config.js': docusaurusConfig("  themeConfig: { prism: { additionalLanguages: ['bash'], magicComments: [{ className: 'theme-code-block-highlighted-line', line: 'highlight-next-line' }, { className: 'code-block-error-line', line: 'highlight-next-line-error' }] } },\n"),
      'docs/intro.md': '# Intro\n\n```js\n// highlight-next-line-error\nthrow 1;\n// highlight-next-line\nreturn 2;\n```\n',
    });
    const result = await build({ cwd, write: false });
    expect(lines(result.diagnostics)).toEqual(["site/docusaurus.config.js:5:18 warning `themeConfig.prism` is read for its `theme`, `darkTheme` and `magicComments` only: docsgen highlights code with Shiki at build time  docusaurus/not-carried-over"]);
    const html = text(result.files, 'docs/intro/index.html');
    expect(html.match(LINES)?.length).toBe(1);
    expect(html).toContain('<span class="line highlighted">');
    expect(html).not.toContain('highlight-next-line');
  });
});
