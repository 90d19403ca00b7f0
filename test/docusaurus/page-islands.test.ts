import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { docusaurusConfig, lines, tempDir, text, writeFiles } from '../helpers.ts';

// In the image of create-docusaurus's own pages: a component the page exports, a button written inline.
const FEATURES = [
  "import Admonition from '@theme/Admonition';",
  "import Part from './_part.mdx';",
  '',
  '# Features',
  '',
  'export const palette = { green: "#25c2a0" };',
  '',
  'export const Highlight = ({children, color}) => (',
  '  <span',
  '    style={{ backgroundColor: palette[color] ?? color, padding: "10px" }}',
  '    onClick={() => {',
  '      alert(`You clicked the color ${color} with label ${children}`);',
  '    }}>',
  '    {children}',
  '  </span>',
  ');',
  '',
  'export const Plain = ({children}) => <b className="plain">{children}</b>;',
  '',
  'This is <Highlight color="green">Docusaurus green</Highlight> and <Plain>bold</Plain>!',
  '',
  '<button onClick={() => alert("button clicked!")}>Click *me*, [see](./other.mdx)!</button>',
  '',
  '<Admonition type="tip">Kept as it is</Admonition>',
  '',
  '<Part />',
  '',
].join('\n');

const PART = '<button className="in-part" onClick={() => alert("from the part")}>Part</button>\n';
const OTHER = '# Other\n\n<button className="props" onClick={() => alert(props.title)}>Needs the page</button>\n\n{/* a comment */}\n';

async function project(config: string, pages: Record<string, string> = {}): Promise<string> {
  const dir = await tempDir();
  await writeFiles(join(dir, 'site'), { 'docusaurus.config.js': config, 'docs/features.mdx': FEATURES, 'docs/_part.mdx': PART, 'docs/other.mdx': OTHER, ...pages });
  return dir;
}

const ISLAND = (name: string, props: string) => new RegExp(`<docsgen-island data-island="p[0-9a-f]{10}:${name}" data-props="${props.replace(/[{}]/g, '\\$&')}" data-prefix="[^"]+">`);

describe("A page's own components and elements with behaviour run in the browser, as Docusaurus hydrates them", () => {
  it('makes an exported component with a handler, and each inline element with one, islands of the page', async () => {
    const result = await build({ cwd: await project(docusaurusConfig()), write: false });
    const page = text(result.files, 'docs/features/index.html');
    // Text children are data: the component reads them as a string (the alert's label).
    expect(page).toMatch(ISLAND('Highlight', '{&quot;color&quot;:&quot;green&quot;,&quot;children&quot;:&quot;Docusaurus green&quot;}'));
    expect(page).toContain('<span style="background-color:#25c2a0;padding:10px">Docusaurus green</span></docsgen-island> and <b class="plain">bold</b>!');
    // Inline elements keep their content as written, links resolved.
    expect(page).toMatch(new RegExp(`${ISLAND('PageElement1', '{}').source}<button>Click <em>me</em>, <a href="/docs/other">see</a>!</button></docsgen-island>`));
    expect(page).toMatch(new RegExp(`${ISLAND('PageElement1', '{}').source}<button class="in-part">Part</button></docsgen-island>`));
    expect(page).toContain('<div class="admonition__content">Kept as it is</div>');
    const scripts = [...result.files.keys()].filter((path) => path.endsWith('.js')).map((path) => text(result.files, path));
    for (const said of ['You clicked the color', 'button clicked!', 'from the part']) expect(scripts.some((script) => script.includes(said))).toBe(true);
    // Only what has behaviour: the page's other component is not sent.
    expect(scripts.some((script) => script.includes('"plain"'))).toBe(false);
    // An element that reads what only the page's MDX has stays HTML, as before, with its warning.
    expect(lines(result.diagnostics)).toEqual([
      'site/docs/other.mdx:3:1 warning `onClick` on `<button>` does nothing: pages are rendered to HTML and ship no JavaScript  mdx/inline-event-handler',
    ]);
    expect(text(result.files, 'docs/other/index.html')).toContain('<button class="props">Needs the page</button>');
  });

  it('does the same in blog posts, their excerpts and list pages', async () => {
    const post = "---\ntitle: MDX post\n---\n\nUse JSX:\n\n<button onClick={() => alert('button clicked!')}>Click me!</button>\n\n{/* truncate */}\n\nMore.\n";
    const result = await build({ cwd: await project(docusaurusConfig("  presets: [['classic', {}]],\n"), { 'blog/2021-08-01-mdx-blog-post.mdx': post }), write: false });
    for (const path of ['blog/2021/08/01/mdx-blog-post/index.html', 'blog/index.html']) {
      expect(text(result.files, path)).toMatch(new RegExp(`${ISLAND('PageElement1', '{}').source}<button>Click me!</button></docsgen-island>`));
    }
  });

  it('leaves them HTML with a warning each where components.hydrateInteractive is off', async () => {
    const plain = await tempDir();
    await writeFiles(join(plain, 'site'), { 'config.yaml': 'title: T\nurl: https://t.example\n', 'pages/features.mdx': FEATURES, 'pages/_part.mdx': PART, 'pages/other.mdx': OTHER });
    const result = await build({ cwd: plain, write: false });
    expect(lines(result.diagnostics).filter((line) => line.includes('mdx/inline-event-handler'))).toEqual([
      'site/pages/_part.mdx:1:1 warning `onClick` on `<button>` does nothing: pages are rendered to HTML and ship no JavaScript  mdx/inline-event-handler',
      'site/pages/features.mdx:11:5 warning `onClick` on `<span>` does nothing: pages are rendered to HTML and ship no JavaScript  mdx/inline-event-handler',
      'site/pages/features.mdx:22:1 warning `onClick` on `<button>` does nothing: pages are rendered to HTML and ship no JavaScript  mdx/inline-event-handler',
      'site/pages/other.mdx:3:1 warning `onClick` on `<button>` does nothing: pages are rendered to HTML and ship no JavaScript  mdx/inline-event-handler',
    ]);
    expect(text(result.files, 'features/index.html')).not.toContain('<docsgen-island');
  });
});
