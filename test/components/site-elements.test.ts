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
