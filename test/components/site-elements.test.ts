/**
 * The Markdown elements a site's MDXComponents replaces, read from its source: a page with one of
 * them renders through the site's component (see docusaurus-compat.test.ts), one without stays HTML.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { replacedMarkdownElements } from '../../src/components/site-elements.ts';
import { makeDocusaurusSite, tempDir, text, writeFiles } from '../helpers.ts';

/** replacedMarkdownElements of `theme/MDXComponents.jsx` written beside `files`. */
async function elementsOf(mdxComponents: string, files: Record<string, string> = {}): Promise<string[]> {
  const dir = await tempDir();
  await writeFiles(dir, { 'theme/MDXComponents.jsx': mdxComponents, ...files });
  return replacedMarkdownElements(join(dir, 'theme/MDXComponents.jsx'));
}

const ORIGINAL = "import MDXComponents from '@theme-original/MDXComponents';\n";

describe("the Markdown elements a site's MDXComponents replaces", () => {
  it('are the element keys of its default export, a spread of the theme\'s own components adding none', async () => {
    expect(await elementsOf(`${ORIGINAL}import Table from './Table';\nexport default { ...MDXComponents, table: Table, 'h2': (p) => <h2 {...p} />, Highlight: () => null };\n`)).toEqual(['h2', 'table']);
    expect(await elementsOf(`${ORIGINAL}const components = { ...MDXComponents, img: () => null };\nexport default components;\n`)).toEqual(['img']);
  });

  it("follow spreads of its own objects and of the site's modules: a namespace of icons adds their names, a module's default export its keys", async () => {
    const icons = { 'icons/index.jsx': 'export function AndroidIcon() { return null; }\nexport const AppleIcon = () => null;\n' };
    expect(await elementsOf(`${ORIGINAL}import * as icons from '../icons';\nexport default { ...MDXComponents, ...icons };\n`, icons)).toEqual([]);
    const overrides = { 'theme/overrides.js': 'const blockquote = () => null;\nexport default { blockquote, pre: () => null };\n' };
    expect(await elementsOf(`${ORIGINAL}import overrides from './overrides';\nconst local = { a: () => null };\nexport default { ...MDXComponents, ...local, ...overrides };\n`, overrides)).toEqual(['a', 'blockquote', 'pre']);
  });

  it('are every element when they cannot be read from the source: a call, a computed key, a package\'s object, an `export *`', async () => {
    const every = await elementsOf(`${ORIGINAL}export default Object.assign({}, MDXComponents);\n`);
    expect(every).toContain('table');
    expect(every).toContain('p');
    expect(await elementsOf(`${ORIGINAL}const key = 'table';\nexport default { ...MDXComponents, [key]: () => null };\n`)).toEqual(every);
    expect(await elementsOf(`${ORIGINAL}import extra from 'some-package';\nexport default { ...MDXComponents, ...extra };\n`)).toEqual(every);
    expect(await elementsOf(`${ORIGINAL}import * as more from './more';\nexport default { ...MDXComponents, ...more };\n`, { 'theme/more.js': "export * from 'some-package';\n" })).toEqual(every);
  });

  it('are none without the file, or when it does not compile (the bundle reports that)', async () => {
    expect(replacedMarkdownElements(undefined)).toEqual([]);
    expect(await elementsOf('export default {')).toEqual([]);
  });

  it("render a page through the site's component when its MDXComponents is built by a call", async () => {
    const cwd = await makeDocusaurusSite({
      'docs/props.md': '# Props\n\n| Name | Type |\n| --- | --- |\n| `color` | string |\n',
      'src/theme/MDXComponents.jsx': `${ORIGINAL}const Table = (props) => <div className="table-wrapper"><table {...props} /></div>;\nexport default Object.assign({}, MDXComponents, { table: Table });\n`,
    });
    const result = await build({ cwd, write: false });
    expect(result.diagnostics).toEqual([]);
    expect(text(result.files, 'docs/props/index.html')).toMatch(/<div class="table-wrapper"><table>/);
  });
});

describe("a site's MDXComponents that replaces `code`", () => {
  const page = '# Intro\n\nRun `npm start`.\n\n```bash title="Terminal"\nbrew install node\n```\n';
  // React Native's website: its own MDXComponents/Code hands code with a line break to @theme/CodeBlock.
  const siteCode = "import React from 'react';\nimport CodeBlock from '@theme/CodeBlock';\nexport default function MDXCode(props) {\n  const inline = React.Children.toArray(props.children).every((el) => typeof el === 'string' && !el.includes('\\n'));\n  return inline ? <code className=\"site-inline\" {...props} /> : <CodeBlock {...props} />;\n}\n";

  it('hands it fenced code as written, which its CodeBlock highlights: one block, its title, the code; inline code through it too', async () => {
    for (const pre of ["import MDXPre from '@theme/MDXComponents/Pre';\n", '']) {
      const cwd = await makeDocusaurusSite({
        'docs/intro.mdx': page,
        'src/theme/MDXComponents/Code.jsx': siteCode,
        'src/theme/MDXComponents/index.jsx': `${ORIGINAL}import MDXCode from '@theme/MDXComponents/Code';\n${pre}export default { ...MDXComponents, code: MDXCode${pre ? ', pre: MDXPre' : ''} };\n`,
      });
      const result = await build({ cwd, siteDir: 'site', write: false });
      expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      const html = text(result.files, 'docs/intro/index.html');
      const article = html.slice(html.indexOf('<h1'), html.indexOf('</article>'));
      expect(article).toContain('<code class="site-inline">npm start</code>');
      expect(article.match(/class="code-block__copy"/g)).toHaveLength(1);
      expect(article.match(/<pre/g)).toHaveLength(1);
      expect(article).toContain('Terminal');
      expect(article.replace(/<[^>]+>/g, '')).toContain('brew install node');
    }
  });
});
