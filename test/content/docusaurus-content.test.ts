import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { copySite, lines, makeSite, text } from '../helpers.ts';

/** The content of a page: between the markdown wrapper and the pagination. */
const markdown = (page: string): string => page.slice(page.indexOf('<div class="theme-doc-markdown markdown">'), page.indexOf('<nav class="pagination"'));

describe('Docusaurus content: the docusaurus-content fixture (docs/ and blog/ shaped like the classic template)', async () => {
  const cwd = await copySite('docusaurus-content');
  const result = await build({ cwd, write: false });

  it('builds with no error, and warns only about what does nothing in docsgen', () => {
    expect(lines(result.diagnostics)).toEqual([
      'site/blog/2024-04-02-interactive.mdx:18:1 warning `onClick` on `<button>` does nothing: pages are rendered to HTML and ship no JavaScript  mdx/inline-event-handler',
      'site/docs/basics/callouts.mdx:31:5 warning `onClick` on `<span>` does nothing: pages are rendered to HTML and ship no JavaScript  mdx/inline-event-handler',
    ]);
  });

  it('orders the sidebar by sidebar_position and _category_.json, with generated category indexes', () => {
    const intro = text(result.files, 'docs/intro/index.html');
    const sidebar = intro.slice(intro.indexOf('class="sidebar'), intro.indexOf('<main'));
    expect([...sidebar.matchAll(/class="sidebar__link[^"]*" href="([^"]+)"/g)].map((match) => match[1])).toEqual([
      '/docs/intro',
      '/docs/basics',
      '/docs/basics/pipeline',
      '/docs/basics/callouts',
      '/docs/basics/levels',
      '/docs/extras',
      '/docs/extras/pages',
    ]);
    expect(sidebar).toContain('Lantern basics');
    expect(text(result.files, 'docs/basics/index.html')).toContain('<p class="doc__lead">The three ideas behind Lantern.');
    expect(result.files.has('docs/extras/index.html')).toBe(true);
  });

  it('gives headings the ids of their {/* #id */} comments, in .md read as MDX too', () => {
    expect(text(result.files, 'docs/intro/index.html')).toContain('<h2 id="first-steps">First steps<a href="#first-steps"');
    expect(text(result.files, 'docs/basics/levels/index.html')).toContain('<h3 id="choosing">Choosing a level<a href="#choosing"');
    expect(text(result.files, 'docs/basics/callouts/index.html')).toContain('<h2 id="titled">Titled admonitions');
    expect(text(result.files, 'docs/intro/index.html')).toContain('href="/docs/basics/callouts"');
  });

  it('renders titled admonitions and a component exported by the page with its style object (its onClick dropped)', () => {
    const page = markdown(text(result.files, 'docs/basics/callouts/index.html'));
    expect(page).toMatch(/<div class="theme-admonition theme-admonition-tip admonition admonition--tip alert alert--success"><div class="admonition__heading"><svg[^]*?<\/svg>Keep it short<\/div>/);
    expect(page).toMatch(/<div class="theme-admonition theme-admonition-danger admonition admonition--danger alert alert--danger"><div class="admonition__heading"><svg[^]*?<\/svg>Irreversible<\/div>/);
    expect(page).toContain('<span style="background-color:#c92a2a;border-radius:8px;color:#fff;padding:2px 6px">red</span>');
    expect(page).toContain('<span style="background-color:#0b7285;border-radius:8px;color:#fff;padding:2px 6px">teal</span>');
    expect(page).not.toContain('onClick');
  });

  it('copies an image next to a doc with a content hash, and sizes static images', () => {
    const page = markdown(text(result.files, 'docs/basics/pipeline/index.html'));
    expect(page).toMatch(/<img src="\/assets\/images\/pipeline\.[0-9a-f]{8}\.png" alt="The three stages" width="48" height="24"/);
    expect(page).toContain('<img src="/img/mark.svg" alt="Lantern mark" width="32" height="32"');
    expect([...result.files.keys()].some((path) => /^assets\/images\/pipeline\.[0-9a-f]{8}\.png$/.test(path))).toBe(true);
  });

  it('highlights mdx code blocks', () => {
    expect(text(result.files, 'docs/extras/pages/index.html')).toContain('data-language="mdx"');
  });

  it('reads authors.yml in Docusaurus shape: image_url is the image', () => {
    const post = text(result.files, 'blog/hello/index.html');
    expect(post).toContain('<img class="blog-author__image" src="https://avatars.example/mira.png"');
    expect(post).toContain('<img class="blog-author__image" src="/img/mark.svg"');
    expect(post).toContain('Tomás Reyes');
    // socials: handles become profile URLs, in the order written.
    expect(post).toContain('<span class="blog-author__socials"><a href="https://x.com/miraokafor" target="_blank" rel="noopener noreferrer" aria-label="Mira Okafor on x">x</a><a href="https://github.com/mira-o"');
    expect(text(result.files, 'blog/lantern-1/index.html')).toContain('<img class="blog-author__image" src="https://avatars.example/guest.png"');
  });

  it('reads tags.yml: labels, permalinks and descriptions', () => {
    expect(text(result.files, 'blog/hello/index.html')).toContain('<a class="tag-list__tag" href="/blog/tags/lantern" rel="tag">Lantern');
    expect(text(result.files, 'blog/lantern-1/index.html')).toContain('href="/blog/tags/releases"');
    expect(text(result.files, 'blog/tags/lantern/index.html')).toContain('Posts about Lantern itself');
    expect(result.files.has('blog/tags/release/index.html')).toBe(false);
  });

  it('cuts list excerpts at {/* truncate */} and renders the rest on the post', () => {
    const list = text(result.files, 'blog/index.html');
    expect(list).toContain('Lantern has a blog now.');
    expect(list).not.toContain('only on the post');
    expect(list).not.toContain('Press me');
    expect(list).toContain('aria-label="Read more about Hello, Lantern"');
    expect(text(result.files, 'blog/hello/index.html')).toContain('This part is only on the post');
  });

  it('renders an MDX post: its admonition, its button without the handler, its image next to it', () => {
    const post = text(result.files, 'blog/interactive/index.html');
    expect(post).toContain('<div class="theme-admonition theme-admonition-tip admonition admonition--tip alert alert--success">');
    expect(post).toContain('<button>Press me</button>');
    expect(text(result.files, 'blog/lantern-1/index.html')).toMatch(/<img src="\/assets\/images\/banner\.[0-9a-f]{8}\.png" alt="Release banner" width="64" height="16"/);
  });
});

describe('Docusaurus content: which authors and tags file the blog reads', () => {
  const post = '---\ntitle: A\nauthors: [ada]\ntags: [news]\n---\n\nText.\n';

  it('prefers authors.yaml and tags.yaml when both names exist', async () => {
    const cwd = await makeSite({
      'pages/index.md': '# Home\n',
      'blog/authors.yaml': 'ada:\n  name: Ada from yaml\n',
      'blog/authors.yml': 'ada:\n  name: Ada from yml\n',
      'blog/tags.yaml': 'news:\n  label: News from yaml\n',
      'blog/tags.yml': 'news:\n  label: News from yml\n',
      'blog/2025-01-01-a.md': post,
    });
    const page = text((await build({ cwd, write: false })).files, 'blog/2025/01/01/a/index.html');
    expect(page).toContain('Ada from yaml');
    expect(page).toContain('News from yaml');
  });

  it('reads only the configured file when config.yaml names one', async () => {
    const cwd = await makeSite(
      { 'pages/index.md': '# Home\n', 'blog/authors.yml': 'ada:\n  name: Ada\n', 'blog/2025-01-01-a.md': '---\ntitle: A\nauthors: [ada]\n---\n\nText.\n' },
      'title: T\nurl: https://t.dev\nblog:\n  authorsFile: people.yaml\n',
    );
    const error = await build({ cwd, write: false }).catch((caught: unknown) => caught as { diagnostics: Parameters<typeof lines>[0] });
    expect(lines(error.diagnostics)).toEqual(['site/blog/2025-01-01-a.md:3:11 error Unknown author `ada`: it is not in `site/blog/people.yaml`  blog/unknown-author']);
  });
});

describe('Docusaurus content: event handlers in a page’s own components', () => {
  it('warns about handlers on HTML elements, not about props of components', async () => {
    const cwd = await makeSite(
      {
        'pages/index.mdx': [
          '# Home',
          '',
          'export const Button = ({onPress, children}) => <button onClick={onPress}>{children}</button>;',
          'export const Panel = () => <Button onPress={() => 1}>Go</Button>;',
          '',
          '<Panel />',
          '',
        ].join('\n'),
      },
    );
    const result = await build({ cwd, write: false });
    expect(lines(result.diagnostics)).toEqual(['site/pages/index.mdx:3:56 warning `onClick` on `<button>` does nothing: pages are rendered to HTML and ship no JavaScript  mdx/inline-event-handler']);
    expect(text(result.files, 'index.html')).toContain('<button>Go</button>');
  });
});
