import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { DocsgenError } from '../../src/diagnostics/diagnostic.ts';
import { lines, makeSite, text } from '../helpers.ts';

const CONFIG = `title: Acme Docs
url: https://docs.acme.test
image: /img/card.png
blog:
  postsPerPage: 2
  sidebarCount: 3
  description: News from Acme
  feed:
    copyright: Copyright Acme
`;

const post = (front: string, body: string): string => `---\n${front}\n---\n\n${body}\n`;

/** Five dated posts (two pages of two and one of one), one unlisted post and one draft. */
const BLOG: Record<string, string> = {
  'pages/index.md': '# Home\n\nWelcome to Acme.\n',
  'pages/guides/setup.md': '# Setup\n\nInstall Acme.\n',
  'pages/secret.md': '---\nunlisted: true\n---\n# Secret\n\nOnly with the link.\n',
  'blog/authors.yaml': 'ada:\n  name: Ada Lovelace\n  title: Engineer\n  url: https://acme.test/ada\n  image: /img/ada.png\nbob:\n  name: Bob\n',
  'blog/tags.yaml': 'release:\n  label: Releases\n  description: New versions of Acme.\nhowto:\n  label: How-to\nsecret:\n  label: Secret things\n',
  'blog/2024-12-01-oldest.md': post('title: Oldest post\nauthors: bob\ntags: [howto]', 'The oldest words.'),
  'blog/2025-01-05-second.md': post('title: Second post\nauthors: [ada]\ntags: [release]', 'Second intro.\n\n<!-- truncate -->\n\nSecond hidden body.'),
  'blog/2025-02-10-third/index.md': post('title: Third post\nslug: third\nauthors: [ada, bob]\ntags: [release, howto]', 'Third intro with a [link](/guides/setup) and an image ![Chart](./chart.png).\n\n<!-- truncate -->\n\n## Details\n\nThird hidden body.'),
  'blog/2025-02-10-third/chart.png': '',
  'blog/2025-03-01-mdx.mdx': post('title: MDX post\ndate: 2025-04-20T10:00:00Z\nauthors:\n  - name: Guest Writer\n    title: Visitor\ntags: [howto]\nimage: /img/mdx-card.png', 'MDX intro.\n\n{/* truncate */}\n\n<Details summary="More">MDX hidden body.</Details>'),
  'blog/2025-04-01-newest.md': post('title: Newest post\ndescription: The newest one.\ntags: [release]', 'Newest words, no marker, so the list shows all of it.'),
  'blog/2025-05-01-hidden.md': post('title: Hidden post\nunlisted: true\ntags: [secret]', 'Only readers with the link see this.'),
  'blog/2025-06-01-draft.md': post('title: Draft post\ndraft: true', 'Not ready.'),
};

async function buildBlog(files: Record<string, string> = BLOG, options: { drafts?: boolean } = {}) {
  const cwd = await makeSite(files, CONFIG);
  return build({ cwd, write: false, cache: false, ...options });
}

async function buildError(files: Record<string, string>): Promise<string[]> {
  try {
    await buildBlog(files);
  } catch (error) {
    if (error instanceof DocsgenError) return lines(error.diagnostics);
    throw error;
  }
  throw new Error('build succeeded');
}

/** Titles of the posts a list page shows, in order. */
const listed = (html: string): string[] => [...html.matchAll(/<h2 class="blog-post__title"><a href="[^"]*">([^<]*)<\/a>/g)].map((m) => m[1]!);

describe('blog: a site with posts, authors and tags', async () => {
  const result = await buildBlog();
  const { files } = result;
  // React separates adjacent text with `<!-- -->`; a reader never sees it.
  const html = (path: string): string => text(files, path).replaceAll('<!-- -->', '');

  it('builds every blog page without diagnostics', () => {
    expect(result.diagnostics).toEqual([]);
    const blogPages = [...files.keys()].filter((path) => path.startsWith('blog/') && path.endsWith('.html')).sort();
    expect(blogPages).toEqual([
      'blog/2024/12/01/oldest/index.html',
      'blog/2025/01/05/second/index.html',
      'blog/2025/03/01/mdx/index.html',
      'blog/2025/04/01/newest/index.html',
      'blog/2025/05/01/hidden/index.html',
      'blog/archive/index.html',
      'blog/index.html',
      'blog/page/2/index.html',
      'blog/page/3/index.html',
      'blog/tags/howto/index.html',
      'blog/tags/howto/page/2/index.html',
      'blog/tags/index.html',
      'blog/tags/release/index.html',
      'blog/tags/release/page/2/index.html',
      'blog/tags/secret/index.html',
      'blog/third/index.html',
    ]);
  });

  it('lists listed posts newest first, by front matter date, then file name date, paginated', () => {
    expect(listed(html('blog/index.html'))).toEqual(['MDX post', 'Newest post']);
    expect(listed(html('blog/page/2/index.html'))).toEqual(['Third post', 'Second post']);
    expect(listed(html('blog/page/3/index.html'))).toEqual(['Oldest post']);
    expect(html('blog/index.html')).toContain('<title>Blog | Acme Docs</title>');
    expect(html('blog/index.html')).toMatch(/Older entries<\/span><span class="pagination__label">Page 2 »<\/span>/);
    expect(html('blog/index.html')).not.toContain('Newer entries');
    const middle = html('blog/page/2/index.html');
    expect(middle).toContain('href="/blog" rel="prev"');
    expect(middle).toContain('href="/blog/page/3" rel="next"');
    expect(html('blog/page/3/index.html')).not.toContain('Older entries');
  });

  it('shows the excerpt up to the truncate marker with "Read more", and whole posts without a marker', () => {
    const page = html('blog/page/2/index.html');
    expect(page).toContain('Second intro.');
    expect(page).not.toContain('Second hidden body');
    expect(page).not.toContain('Third hidden body');
    expect(page).toContain('<a class="blog-post-item__more" href="/blog/third" aria-label="Read more about Third post"><b>Read more</b></a>');
    const first = html('blog/index.html');
    expect(first).toContain('MDX intro.');
    expect(first).not.toContain('MDX hidden body');
    expect(first).toContain('Newest words, no marker');
    expect(first).not.toContain('aria-label="Read more about Newest post"');
    // The marker itself never shows, in Markdown or MDX.
    expect(html('blog/2025/03/01/mdx/index.html')).not.toContain('truncate');
    expect(html('blog/2025/01/05/second/index.html')).not.toContain('truncate');
  });

  it('warns at a truncate marker inside an element, whose list entry then shows the whole post', async () => {
    const cut = post('title: Cut post', 'Intro.\n\n<Details summary="More">\n\nAbove.\n\n{/* truncate */}\n\nBelow.\n\n</Details>');
    const result = await buildBlog({ 'blog/2025-05-01-cut.mdx': cut, 'pages/index.md': '# Home\n' });
    expect(lines(result.diagnostics)).toEqual([
      'site/blog/2025-05-01-cut.mdx:11:1 warning The truncate marker is inside an element, so the part above it does not compile on its own: lists show the whole post  blog/truncate-inside-element',
    ]);
    expect(text(result.files, 'blog/index.html')).toContain('Below.');
  });

  it('renders a post with date, reading time, authors, tags, full content and newer/older links', () => {
    const page = html('blog/third/index.html');
    expect(page).toContain('<title>Third post | Acme Docs</title>');
    expect(page).toContain('<h1 class="blog-post__title">Third post</h1>');
    expect(page).toContain('<time dateTime="2025-02-10T00:00:00.000Z">February 10, 2025</time> · 1 min read');
    expect(page).toContain('<a href="https://acme.test/ada" target="_blank" rel="noopener noreferrer">Ada Lovelace</a></span><span class="blog-author__title">Engineer</span>');
    expect(page).toContain('<img class="blog-author__image" src="/img/ada.png"');
    expect(page).toContain('<span class="blog-author__name">Bob</span>');
    expect(page).toContain('<a class="tag-list__tag" href="/blog/tags/release" rel="tag">Releases</a>');
    expect(page).toContain('<a class="tag-list__tag" href="/blog/tags/howto" rel="tag">How-to</a>');
    expect(page).toContain('Third hidden body');
    expect(page).toMatch(/<img src="\/assets\/images\/chart\.[0-9a-f]{8}\.png"/);
    expect(page).toContain('href="/blog/2025/04/01/newest" rel="prev"><span class="pagination__sublabel">Newer post</span><span class="pagination__label">« Newest post');
    expect(page).toContain('href="/blog/2025/01/05/second" rel="next"><span class="pagination__sublabel">Older post</span><span class="pagination__label">Second post »');
    expect(page).toContain('<a class="toc__link" href="#details">Details</a>');
    // Inline authors work without the authors file.
    expect(html('blog/2025/03/01/mdx/index.html')).toContain('<span class="blog-author__name">Guest Writer</span><span class="blog-author__title">Visitor</span>');
  });

  it('shows recent posts in the blog sidebar, the current one marked', () => {
    const page = html('blog/third/index.html');
    const sidebar = page.slice(page.indexOf('<aside class="sidebar blog-sidebar"'), page.indexOf('</aside>'));
    expect([...sidebar.matchAll(/<a class="sidebar__link[^"]*" href="([^"]*)"/g)].map((m) => m[1])).toEqual(['/blog/2025/03/01/mdx', '/blog/2025/04/01/newest', '/blog/third']);
    expect(sidebar).toContain('<a class="sidebar__link sidebar__link--active" href="/blog/third" aria-current="page">Third post</a>');
    expect(sidebar).toContain('Recent posts');
  });

  it('groups the archive by year and lists tags with their number of listed posts', () => {
    const archive = html('blog/archive/index.html');
    expect(archive.indexOf('>2025</h2>')).toBeLessThan(archive.indexOf('>2024</h2>'));
    expect(archive).toContain('<time dateTime="2024-12-01T00:00:00.000Z">December 1, 2024</time> <a href="/blog/2024/12/01/oldest">Oldest post</a>');
    const tags = html('blog/tags/index.html');
    expect(tags).toContain('<a class="tag-list__tag" href="/blog/tags/howto" rel="tag">How-to<span class="tag-list__count">3</span></a>');
    expect(tags).toContain('<a class="tag-list__tag" href="/blog/tags/release" rel="tag">Releases<span class="tag-list__count">3</span></a>');
    expect(tags).not.toContain('Secret things');
    const release = html('blog/tags/release/index.html');
    expect(release).toContain('<title>3 posts tagged with &quot;Releases&quot; | Acme Docs</title>');
    expect(release).toContain('New versions of Acme.');
    expect(listed(release)).toEqual(['Newest post', 'Third post']);
    expect(listed(html('blog/tags/release/page/2/index.html'))).toEqual(['Second post']);
  });

  it('builds unlisted posts with noindex and a notice, but lists them nowhere', () => {
    const hidden = html('blog/2025/05/01/hidden/index.html');
    expect(hidden).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(hidden).toContain('<strong>Unlisted page</strong>');
    expect(hidden).not.toContain('rel="prev"');
    for (const path of ['blog/index.html', 'blog/page/2/index.html', 'blog/archive/index.html', 'blog/tags/index.html', 'blog/third/index.html']) {
      expect(html(path)).not.toContain('Hidden post');
    }
    for (const feed of ['blog/rss.xml', 'blog/atom.xml', 'blog/feed.json', 'sitemap.xml']) expect(html(feed)).not.toMatch(/Hidden post|\/hidden/);
    // A tag only unlisted posts carry gets a page that is itself unlisted.
    expect(html('blog/tags/secret/index.html')).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });

  it('does not build drafts in production, and builds them when drafts are on (docsgen dev)', async () => {
    expect([...files.keys()].some((path) => path.includes('draft'))).toBe(false);
    const dev = await buildBlog(BLOG, { drafts: true });
    expect(text(dev.files, 'blog/2025/06/01/draft/index.html')).toContain('Not ready.');
    expect(listed(text(dev.files, 'blog/index.html'))[0]).toBe('Draft post');
  });

  it('writes an RSS 2.0 feed with full content and absolute URLs', () => {
    const rss = new XMLParser({ ignoreAttributes: false }).parse(html('blog/rss.xml'));
    expect(rss.rss['@_version']).toBe('2.0');
    const channel = rss.rss.channel;
    expect(channel.title).toBe('Acme Docs Blog');
    expect(channel.link).toBe('https://docs.acme.test/blog');
    expect(channel.description).toBe('News from Acme');
    expect(channel.copyright).toBe('Copyright Acme');
    expect(channel.item.map((item: { title: string }) => item.title)).toEqual(['MDX post', 'Newest post', 'Third post', 'Second post', 'Oldest post']);
    const third = channel.item[2];
    expect(third.link).toBe('https://docs.acme.test/blog/third');
    expect(new Date(third.pubDate).toISOString()).toBe('2025-02-10T00:00:00.000Z');
    expect(third['content:encoded']).toContain('Third hidden body');
    expect(third['content:encoded']).toContain('href="https://docs.acme.test/guides/setup"');
    expect(third['content:encoded']).toMatch(/src="https:\/\/docs\.acme\.test\/assets\/images\/chart\.[0-9a-f]{8}\.png"/);
    expect(third['content:encoded']).not.toMatch(/(?:href|src)="\//);
    expect(third.category).toEqual(expect.arrayContaining([expect.objectContaining({ '#text': 'Releases' })]));
  });

  it('writes an Atom feed with an entry per listed post', () => {
    const atom = new XMLParser({ ignoreAttributes: false }).parse(html('blog/atom.xml'));
    const feed = atom.feed;
    expect(feed['@_xmlns']).toBe('http://www.w3.org/2005/Atom');
    expect(feed.id).toBe('https://docs.acme.test/blog');
    expect(feed.updated).toBe('2025-04-20T10:00:00.000Z');
    expect(feed.entry).toHaveLength(5);
    const entry = feed.entry[2];
    expect(entry.title['#text']).toBe('Third post');
    expect(entry.link['@_href']).toBe('https://docs.acme.test/blog/third');
    expect(entry.author.map((author: { name: string }) => author.name)).toEqual(['Ada Lovelace', 'Bob']);
    expect(entry.content['#text']).toContain('Third hidden body');
  });

  it('writes a JSON Feed 1.1', () => {
    const feed = JSON.parse(html('blog/feed.json'));
    expect(feed).toMatchObject({ version: 'https://jsonfeed.org/version/1.1', title: 'Acme Docs Blog', home_page_url: 'https://docs.acme.test/blog', feed_url: 'https://docs.acme.test/blog/feed.json' });
    expect(feed.items).toHaveLength(5);
    expect(feed.items[0]).toMatchObject({ id: 'https://docs.acme.test/blog/2025/03/01/mdx', url: 'https://docs.acme.test/blog/2025/03/01/mdx', title: 'MDX post', date_published: '2025-04-20T10:00:00.000Z', authors: [{ name: 'Guest Writer' }], tags: ['How-to'], image: 'https://docs.acme.test/img/mdx-card.png' });
    expect(feed.items[0].content_html).toContain('MDX hidden body');
    expect(feed.items[2].authors).toEqual([{ name: 'Ada Lovelace', url: 'https://acme.test/ada', avatar: 'https://docs.acme.test/img/ada.png' }, { name: 'Bob' }]);
  });

  it('links the feeds from the head of blog pages only', () => {
    const expected = [
      '<link rel="alternate" type="application/rss+xml" title="Acme Docs RSS Feed" href="/blog/rss.xml"/>',
      '<link rel="alternate" type="application/atom+xml" title="Acme Docs Atom Feed" href="/blog/atom.xml"/>',
      '<link rel="alternate" type="application/feed+json" title="Acme Docs JSON Feed" href="/blog/feed.json"/>',
    ];
    for (const path of ['blog/index.html', 'blog/third/index.html', 'blog/tags/index.html', 'blog/archive/index.html']) {
      for (const link of expected) expect(html(path)).toContain(link);
    }
    expect(html('guides/setup/index.html')).not.toMatch(/rel="alternate" type="application\/(?:rss|atom|feed)/);
  });

  it('writes a sitemap of listed pages and a robots.txt pointing at it', () => {
    const sitemap = new XMLParser().parse(html('sitemap.xml'));
    const urls: string[] = sitemap.urlset.url.map((url: { loc: string }) => url.loc);
    expect(urls).toEqual(expect.arrayContaining(['https://docs.acme.test/', 'https://docs.acme.test/guides/setup', 'https://docs.acme.test/blog', 'https://docs.acme.test/blog/page/2', 'https://docs.acme.test/blog/third', 'https://docs.acme.test/blog/archive', 'https://docs.acme.test/blog/tags/release']));
    expect(urls.filter((url) => /secret|hidden|draft|404/.test(url))).toEqual([]);
    expect(new Set(urls).size).toBe(urls.length);
    expect(sitemap.urlset.url.find((url: { loc: string }) => url.loc.endsWith('/blog/third')).lastmod).toBe('2025-02-10');
    expect(html('robots.txt')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://docs.acme.test/sitemap.xml\n');
  });

  it('marks unlisted docs noindex, with a notice, outside the sitemap', () => {
    const secret = html('secret/index.html');
    expect(secret).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(secret).toContain('<strong>Unlisted page</strong>');
    expect(html('guides/setup/index.html')).not.toContain('noindex');
  });

  it('gives every page Open Graph and Twitter card tags, the post its own image and JSON-LD', () => {
    const doc = html('guides/setup/index.html');
    expect(doc).toContain('<meta property="og:title" content="Setup | Acme Docs"/>');
    expect(doc).toContain('<meta property="og:description" content="Install Acme."/>');
    expect(doc).toContain('<meta property="og:type" content="website"/>');
    expect(doc).toContain('<meta property="og:url" content="https://docs.acme.test/guides/setup"/>');
    expect(doc).toContain('<meta property="og:image" content="https://docs.acme.test/img/card.png"/>');
    expect(doc).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(doc).toContain('<meta name="twitter:image" content="https://docs.acme.test/img/card.png"/>');
    expect(doc).toContain('<meta name="description" content="Install Acme."/>');
    const mdx = html('blog/2025/03/01/mdx/index.html');
    expect(mdx).toContain('<meta property="og:type" content="article"/>');
    expect(mdx).toContain('<meta property="og:image" content="https://docs.acme.test/img/mdx-card.png"/>');
    expect(mdx).toContain('<meta property="article:published_time" content="2025-04-20T10:00:00.000Z"/>');
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html('blog/third/index.html'))![1]!);
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Third post',
      url: 'https://docs.acme.test/blog/third',
      datePublished: '2025-02-10T00:00:00.000Z',
      author: [{ '@type': 'Person', name: 'Ada Lovelace', url: 'https://acme.test/ada' }, { '@type': 'Person', name: 'Bob' }],
      keywords: ['Releases', 'How-to'],
      image: 'https://docs.acme.test/img/card.png',
    });
  });
});

describe('blog: without a tags file', async () => {
  const words = Array.from({ length: 450 }, (_, i) => `word${i}`).join(' ');
  const result = await build({
    cwd: await makeSite({ 'pages/index.md': '# Home\n\nHi.\n', 'blog/2025-01-01-a.md': `---\ntitle: A\ntags: [Social Commerce]\n---\n\n<strong>${words}</strong>\n` }),
    write: false,
  });

  it('gives tags the same slug route as a tags file entry without a permalink', () => {
    expect(result.files.has('blog/tags/social-commerce/index.html')).toBe(true);
    expect(text(result.files, 'blog/tags/social-commerce/index.html')).toContain('Social Commerce');
  });

  it('counts reading time from the words of the text (450 words: 3 min)', () => {
    expect(text(result.files, 'blog/2025/01/01/a/index.html')).toContain('3 min read');
  });
});

describe('blog: posts without tags', () => {
  it('has no tags page, as Docusaurus makes none; a tag on an unlisted post is enough for one', async () => {
    const site = (tags: string) => makeSite({ 'pages/index.md': '# Home\n', 'blog/2025-01-01-a.md': '---\ntitle: A\n---\n\nWords.\n', 'blog/2025-02-01-b.md': `---\ntitle: B\nunlisted: true\n${tags}---\n\nMore.\n` });
    const untagged = await build({ cwd: await site(''), write: false });
    expect([...untagged.files.keys()].filter((path) => path.startsWith('blog/tags'))).toEqual([]);
    expect(untagged.diagnostics).toEqual([]);
    const tagged = await build({ cwd: await site('tags: [later]\n'), write: false });
    expect([...tagged.files.keys()].filter((path) => path.startsWith('blog/tags')).sort()).toEqual(['blog/tags/index.html', 'blog/tags/later/index.html']);
  });
});

describe('blog: edit links', () => {
  it('link each post to blog.editUrl + its path in the site folder; custom_edit_url replaces it, null removes it', async () => {
    const cwd = await makeSite(
      {
        'pages/index.md': '# Home\n\nHi.\n',
        'blog/2025-01-01-a.md': post('title: A\ntags: [news]', 'A.'),
        'blog/2025-01-02-b/index.md': post('title: B', 'B.'),
        'blog/2025-01-03-c.md': post('title: C\ncustom_edit_url: https://cms.acme.test/c', 'C.'),
        'blog/2025-01-04-d.md': post('title: D\ncustom_edit_url: null', 'D.'),
      },
      'title: Acme\nurl: https://docs.acme.test\nblog:\n  editUrl: https://github.com/acme/docs/edit/main/site/\n',
    );
    const { files } = await build({ cwd, write: false, cache: false });
    const edit = (path: string): string | undefined => /<a class="blog-post__edit" href="([^"]*)" target="_blank" rel="noopener noreferrer">Edit this page<\/a>/.exec(text(files, path))?.[1];
    expect(edit('blog/2025/01/01/a/index.html')).toBe('https://github.com/acme/docs/edit/main/site/blog/2025-01-01-a.md');
    expect(edit('blog/2025/01/02/b/index.html')).toBe('https://github.com/acme/docs/edit/main/site/blog/2025-01-02-b/index.md');
    expect(edit('blog/2025/01/03/c/index.html')).toBe('https://cms.acme.test/c');
    expect(edit('blog/2025/01/04/d/index.html')).toBeUndefined();
    // The list shows excerpts: no edit links there.
    expect(text(files, 'blog/index.html')).not.toContain('blog-post__edit');
  });
});

describe('blog: inline tags and authors, untruncated posts', () => {
  const files = {
    'pages/index.md': '# Home\n\nHi.\n',
    'blog/authors.yaml': 'ada:\n  name: Ada\n',
    'blog/tags.yaml': 'release:\n  label: Releases\n',
    'blog/2025-01-01-a.md': post('title: A\nauthors:\n  - ada\n  - name: Guest\ntags: [release, Field Notes]', 'Intro.\n\n<!-- truncate -->\n\nMore.'),
    'blog/2025-01-02-b.mdx': post('title: B\nauthors: ada', 'All of it.'),
  };
  const at = (checks: string) => makeSite(files, `title: Acme\nurl: https://docs.acme.test\nchecks:\n${checks}`);

  it('are reported as checks.inlineTags, inlineAuthors and untruncatedPosts say; an allowed inline tag gets its page', async () => {
    const warned = await build({ cwd: await at('  inlineTags: warn\n  inlineAuthors: warn\n  untruncatedPosts: warn\n'), write: false, cache: false });
    expect(lines(warned.diagnostics.filter((d) => d.code.startsWith('blog/')))).toEqual([
      'site/blog/2025-01-01-a.md:5:5 warning Author `Guest` is written in place, not named from `site/blog/authors.yaml`  blog/inline-author',
      'site/blog/2025-01-01-a.md:6:17 warning Tag `Field Notes` is not in `site/blog/tags.yaml`  blog/unknown-tag',
      'site/blog/2025-01-02-b.mdx:1:1 warning The post has no truncate marker: the blog\'s lists show all of it  blog/untruncated-post',
    ]);
    expect(text(warned.files, 'blog/tags/field-notes/index.html')).toContain('Field Notes');
    const ignored = await build({ cwd: await at('  inlineTags: ignore\n'), write: false, cache: false });
    expect(ignored.diagnostics.filter((d) => d.code.startsWith('blog/'))).toEqual([]);
    expect(ignored.files.has('blog/tags/field-notes/index.html')).toBe(true);
  });

  it('stop the build as errors: an inline tag by default, the others when set to error', async () => {
    await expect(build({ cwd: await at('  untruncatedPosts: error\n'), write: false, cache: false })).rejects.toThrow();
    const errors = await buildError(files);
    expect(errors).toEqual(['site/blog/2025-01-01-a.md:6:17 error Unknown tag `Field Notes`: it is not in `site/blog/tags.yaml`  blog/unknown-tag']);
  });
});

describe('blog: posts in folders', () => {
  it('keep their folders in the route, as Docusaurus names them: an undated post its whole path, a dated one the folders around the date', async () => {
    // In the image of pnpm.io's blog/releases/10.14.md (dated by its front matter).
    const result = await build({
      cwd: await makeSite({
        'pages/index.md': '# Home\n',
        'blog/releases/10.14.md': post('title: pnpm 10.14\ndate: 2025-07-31', 'Added support for runtimes.'),
        'blog/2024/2024-3-5-spring/index.md': post('title: Spring', 'Spring news.'),
        'blog/2025-01-01-yearly-update.md': post('title: Yearly', 'The year.'),
      }),
      write: false,
    });
    expect([...result.files.keys()].filter((path) => /^blog\/(?!tags|archive|page|authors|atom|rss|feed)[^/]+\/.*index\.html$/.test(path)).sort()).toEqual([
      'blog/2024/3/5/2024/spring/index.html',
      'blog/2025/01/01/yearly-update/index.html',
      'blog/releases/10.14/index.html',
    ]);
    expect(text(result.files, 'blog/2024/3/5/2024/spring/index.html')).toContain('2024-03-05');
  });
});

describe('blog: the authors page', () => {
  const files = { 'pages/index.md': '# Home\n', 'blog/authors.yaml': 'ada:\n  name: Ada\nbob:\n  name: Bob\n', 'blog/2025-01-01-a.md': '---\ntitle: A\nauthors: [ada]\n---\n\nText.\n' };

  it('is written when an author has a page, or with `authorsPage: true` (as Docusaurus, whenever the authors file has authors)', async () => {
    const without = await build({ cwd: await makeSite(files), write: false });
    expect(without.files.has('blog/authors/index.html')).toBe(false);
    const listed = await build({ cwd: await makeSite(files, 'title: T\nurl: https://t.dev\nblog:\n  authorsPage: true\n'), write: false });
    const page = text(listed.files, 'blog/authors/index.html');
    expect(page).toContain('<h1>Authors</h1>');
    expect(page).toContain('<span class="blog-author__name">Ada<span class="blog-author__count"> · 1 post</span></span>');
    expect(page).toContain('<span class="blog-author__name">Bob<span class="blog-author__count"> · 0 posts</span></span>');
    expect([...listed.files.keys()].filter((path) => path.startsWith('blog/authors/'))).toEqual(['blog/authors/index.html']);
  });
});

describe('blog: feeds under a base URL', async () => {
  const result = await build({
    cwd: await makeSite(
      {
        'pages/index.md': '# Home\n\nHi.\n',
        'blog/authors.yaml': 'ada:\n  name: Ada\n  image: /img/ada.png\n',
        'blog/2025-01-01-a.md': '---\ntitle: A\nauthors: [ada]\nimage: img/card.png\n---\n\nText.\n',
      },
      'title: T\nurl: https://t.dev\nbaseUrl: /docs/\n',
    ),
    write: false,
  });

  it('writes the feeds under the blog route and links them with the base URL', () => {
    expect(result.files.has('blog/rss.xml')).toBe(true);
    expect(text(result.files, 'blog/index.html')).toContain('href="/docs/blog/rss.xml"');
  });

  it('gives images absolute URLs with the base URL once', () => {
    const feed = JSON.parse(text(result.files, 'blog/feed.json')) as { items: Array<{ image?: string; authors: Array<{ avatar?: string }> }> };
    expect(feed.items[0]!.image).toBe('https://t.dev/docs/img/card.png');
    expect(feed.items[0]!.authors[0]!.avatar).toBe('https://t.dev/docs/img/ada.png');
  });
  it('at the root base URL too, for an image path without a leading slash', async () => {
    const root = await build({ cwd: await makeSite({ 'pages/index.md': '# Home\n', 'blog/2025-01-01-a.md': '---\ntitle: A\nimage: img/card.png\n---\n\nText.\n' }), write: false });
    const feed = JSON.parse(text(root.files, 'blog/feed.json')) as { items: Array<{ image?: string }> };
    expect(feed.items[0]!.image).toBe('https://test.dev/img/card.png');
  });
});

describe('blog: errors', () => {
  const base = { 'pages/index.md': '# Home\n\nHi.\n', 'blog/authors.yaml': 'ada:\n  name: Ada\n', 'blog/tags.yaml': 'release: { label: Releases }\n' };

  it('reports an unknown author or tag at its line, with a did-you-mean', async () => {
    expect(await buildError({ ...base, 'blog/2025-01-01-a.md': '---\ntitle: A\nauthors: [ada, adda]\ntags:\n  - releases\n---\nText.\n' })).toEqual([
      'site/blog/2025-01-01-a.md:3:16 error Unknown author `adda`: it is not in `site/blog/authors.yaml`  blog/unknown-author',
      'site/blog/2025-01-01-a.md:5:5 error Unknown tag `releases`: it is not in `site/blog/tags.yaml`  blog/unknown-tag',
    ]);
  });

  it('says which author was meant, and checks the links of posts like those of pages', async () => {
    const cwd = await makeSite({ ...base, 'blog/2025-01-01-a.md': '---\nauthors: [adda]\n---\nSee [the guide](/guide).\n' }, CONFIG);
    const error = await build({ cwd, write: false }).catch((caught: unknown) => caught as DocsgenError);
    expect(error.diagnostics.find((d) => d.code === 'blog/unknown-author')?.hint).toBe('did you mean `ada`?');
    const fixed = await makeSite({ ...base, 'blog/2025-01-01-a.md': '---\nauthors: [ada]\n---\nSee [the guide](/guide).\n' }, CONFIG);
    const broken = await build({ cwd: fixed, write: false }).catch((caught: unknown) => caught as DocsgenError);
    expect(lines(broken.diagnostics)[0]).toMatch(/^site\/blog\/2025-01-01-a\.md:4:5 error .*\/guide/);
  });

  it('reports bad front matter, a post without a date and bad authors and tags files', async () => {
    const errors = await buildError({
      ...base,
      'blog/authors.yaml': 'ada:\n  nme: Ada\n',
      'blog/tags.yaml': 'release: [Releases]\n',
      'blog/2025-01-01-a.md': '---\ndate: 2025-02-32\nunlisted: maybe\n---\nText.\n',
      'blog/2025-01-02-b.md': '---\ndate: 2025-02-32T10:00:00Z\n---\nText.\n',
      'blog/undated.md': '---\ntitle: No date\n---\nText.\n',
    });
    expect(errors).toEqual([
      'site/blog/2025-01-01-a.md:2:7 error `date` must be a date such as `2025-01-20` or `2025-01-20T09:30:00Z`, got `2025-02-32`  front-matter/invalid-value',
      'site/blog/2025-01-01-a.md:3:11 error `unlisted` must be `true` or `false`, got the string `maybe`  front-matter/invalid-type',
      'site/blog/2025-01-02-b.md:2:7 error `date` must be a date such as `2025-01-20` or `2025-01-20T09:30:00Z`, got `2025-02-32T10:00:00Z`  front-matter/invalid-value',
      'site/blog/authors.yaml:2:3 error Missing required key `ada.name` (a string)  blog/missing-key',
      'site/blog/authors.yaml:2:3 error Unknown key `ada.nme`  blog/unknown-key',
      'site/blog/tags.yaml:1:10 error `release` must be a tag: `{label, permalink, description}`, got a list  blog/invalid-type',
      'site/blog/undated.md:1:1 error Blog post `undated.md` has no date  blog/missing-date',
    ]);
  });

  it('validates the blog config', async () => {
    const cwd = await makeSite({ 'pages/index.md': '# Home\n' }, 'title: T\nurl: https://t.test\nblog:\n  postsPerPage: 0\n  sidebarCuont: 3\n');
    const error = await build({ cwd, write: false }).catch((caught: unknown) => caught as DocsgenError);
    expect(lines((error as DocsgenError).diagnostics)).toEqual([
      'site/config.yaml:4:17 error `blog.postsPerPage` must be an integer, got the number `0`  config/invalid-type',
      'site/config.yaml:5:3 error Unknown key `blog.sidebarCuont`  config/unknown-key',
    ]);
  });
});

describe('blog: a post that is code', async () => {
  const files = {
    'pages/index.md': '# Home\n',
    'blog/2025-01-01-code.mdx': post('title: Code post', "export const Greeting = ({ name }) => <strong>Hello, {name}</strong>;\n\nBefore the component.\n\n<Greeting name=\"readers\" />"),
  };
  const result = await buildBlog(files);
  // React separates adjacent text with an empty comment.
  const RENDERED = /<strong>Hello, (?:<!-- -->)?readers<\/strong>/;

  it('puts the HTML its components render in the feeds and the list excerpt', () => {
    const rss = new XMLParser({ ignoreAttributes: false }).parse(text(result.files, 'blog/rss.xml'));
    expect(rss.rss.channel.item['content:encoded']).toMatch(RENDERED);
    const atom = new XMLParser({ ignoreAttributes: false }).parse(text(result.files, 'blog/atom.xml'));
    expect(atom.feed.entry.content['#text']).toMatch(RENDERED);
    expect(text(result.files, 'blog/index.html')).toMatch(RENDERED);
  });
});
