import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeOutputPath } from '../src/routes/doc-route.ts';
import { repoRoot, text } from './helpers.ts';
import { kassaInMemory } from './kassa-builds.ts';

/** The Kassa site in site/, built offline from its committed OpenAPI document. */
const result = await kassaInMemory();

/** test/data/routes.tsv is a copy of the spec's route list: route, sidebar id ("-" for none). */
const routes = (await readFile(join(repoRoot, 'test', 'data', 'routes.tsv'), 'utf8'))
  .split('\n')
  .filter((line) => line && !line.startsWith('#'))
  .map((line) => line.split('\t') as [string, string]);

/** The first link of each sidebar: how a page shows which sidebar it has. */
const FIRST_LINK: Record<string, string> = {
  home: '/',
  sdks: '/sdks',
  api: '/api-rest',
  graphql: '/graphql',
  sdk: '/sdk',
  'react-native': '/react-native-sdk',
  flutter: '/flutter-sdk',
  swift: '/swift-sdk',
  universal: '/universal-integration',
};

// Blog routes have the blog's own layout (recent posts, no docs sidebar): checked apart.
const pageRoutes = routes.filter(([route]) => !route.startsWith('/blog'));
const blogRoutes = routes.filter(([route]) => route.startsWith('/blog')).map(([route]) => route);
/** The posts as the spec lists them, newest first, with their tags (by route). */
const POSTS = [
  { route: '/blog/mdx-blog-post', title: 'Selling from Facebook and Instagram with a social channel', date: 'April 1, 2025', tags: ['docusaurus', 'facebook'], authors: ['Mari Solberg', 'Diego Martín'] },
  { route: '/blog/long-blog-post', title: 'How we build the Kassa docs', date: 'March 5, 2025', tags: ['hello', 'docusaurus'], authors: ['Jonas Berg'] },
  { route: '/blog/first-blog-post', title: '¡Hola! A guide to the Kassa docs for Spanish-speaking teams', date: 'February 10, 2025', tags: ['hola', 'docusaurus'], authors: ['Diego Martín'] },
  { route: '/blog/welcome', title: 'Welcome to Kassa Developers', date: 'January 20, 2025', tags: ['hello', 'docusaurus'], authors: ['Mari Solberg', 'Jonas Berg'] },
];
const page = (route: string): string => text(result.files, routeOutputPath(route)).replaceAll('<!-- -->', '');
const postLinks = (html: string): string[] => [...html.matchAll(/<h2 class="blog-post__title"><a href="([^"]*)">/g)].map((m) => m[1]!);

describe('the Kassa site', () => {
  it('builds without errors or warnings', () => {
    expect(result.diagnostics).toEqual([]);
  });

  it.each(pageRoutes)('builds %s with a title, content and sidebar %s', (route, sidebar) => {
    const html = text(result.files, routeOutputPath(route));
    expect(html).toMatch(/<title>[^<|]+ \| Kassa Developers<\/title>/);
    const content = html.slice(html.indexOf('<div class="theme-doc-markdown markdown">'), html.indexOf('</article>'));
    expect(content.replace(/<[^>]+>/g, '').trim().length).toBeGreaterThan(200);
    const aside = html.includes('<aside') ? html.slice(html.indexOf('<aside'), html.indexOf('</aside>')) : '';
    if (sidebar === '-') expect(aside).toBe('');
    else expect(aside.match(/<a class="sidebar__link[^"]*" href="([^"]*)"/)?.[1]).toBe(FIRST_LINK[sidebar]);
  });

  it.each(blogRoutes)('builds %s with a title, the recent posts sidebar and no docs sidebar', (route) => {
    const html = page(route);
    expect(html).toMatch(/<title>[^<|]+ \| Kassa Developers<\/title>/);
    expect(html).toContain('<aside class="sidebar blog-sidebar" aria-label="Blog sidebar">');
    expect(html).not.toContain('aria-label="Docs sidebar"');
    expect(html).toContain('<link rel="alternate" type="application/rss+xml" title="Kassa Developers RSS Feed" href="/blog/rss.xml"/>');
  });

  it('lists the four sample posts newest first, with excerpts and "Read more"', () => {
    const html = page('/blog');
    expect(postLinks(html)).toEqual(POSTS.map((post) => post.route));
    expect(html.match(/<b>Read more<\/b>/g)).toHaveLength(4);
    expect(html).not.toContain('What you&#x27;ll find');
    const archive = page('/blog/archive');
    for (const post of POSTS) expect(archive).toContain(`${post.date}</time> <a href="${post.route}">${post.title}</a>`);
  });

  it.each(POSTS.map((post, index) => [post.route, post, index] as const))('renders the post %s with date, reading time, authors, tags and neighbours', (route, post, index) => {
    const html = page(route);
    expect(html).toContain(`<h1 class="blog-post__title">${post.title}</h1>`);
    expect(html).toMatch(new RegExp(`<time dateTime="[^"]+">${post.date}</time> · \\d+ min read`));
    for (const author of post.authors) expect(html).toContain(author);
    for (const tag of post.tags) expect(html).toContain(`href="/blog/tags/${tag}" rel="tag"`);
    if (index > 0) expect(html).toContain(`href="${POSTS[index - 1]!.route}" rel="prev"`);
    if (index < POSTS.length - 1) expect(html).toContain(`href="${POSTS[index + 1]!.route}" rel="next"`);
    expect(html).toContain('"@type":"BlogPosting"');
  });

  it('has a page per tag with its posts, and a tags index with the four tags', () => {
    const tags = page('/blog/tags');
    for (const [tag, label, count] of [['docusaurus', 'Docs site', 4], ['facebook', 'Social commerce', 1], ['hello', 'Announcements', 2], ['hola', 'Hola', 1]] as const) {
      expect(tags).toContain(`<a class="tag-list__tag" href="/blog/tags/${tag}" rel="tag">${label}<span class="tag-list__count">${count}</span></a>`);
      expect(postLinks(page(`/blog/tags/${tag}`))).toEqual(POSTS.filter((post) => (post.tags as readonly string[]).includes(tag)).map((post) => post.route));
    }
  });

  it('writes feeds, a sitemap of every route and robots.txt', () => {
    for (const feed of ['blog/rss.xml', 'blog/atom.xml']) expect(text(result.files, feed)).toContain('https://docs.kassa.example/blog/welcome');
    expect(JSON.parse(text(result.files, 'blog/feed.json')).items).toHaveLength(4);
    const sitemap = text(result.files, 'sitemap.xml');
    for (const [route] of routes) expect(sitemap).toContain(`<loc>https://docs.kassa.example${route.replace(/(.)\/$/, '$1')}</loc>`);
    expect(text(result.files, 'robots.txt')).toContain('Sitemap: https://docs.kassa.example/sitemap.xml');
  });

  it('titles pages with the spec delimiter and links the header as the spec says', () => {
    const html = text(result.files, 'api-rest/create-shopping-cart/index.html');
    expect(html).toContain('<title>Create shopping cart | Kassa Developers</title>');
    expect(html).toContain('<a class="navbar__link navbar__link--active" href="/api-rest" aria-current="page">API Rest</a>');
    for (const [label, href] of [['Home', '/'], ['SDKs', '/sdks'], ['GraphQL', '/graphql'], ['Universal Integration', '/universal-integration']]) {
      expect(html).toContain(`<a class="navbar__link" href="${href}">${label}</a>`);
    }
    for (const href of ['/sdk', '/api-rest', '/graphql', '/universal-integration']) expect(html).toContain(`<a class="navbar__dropdown-link${href === '/api-rest' ? ' navbar__dropdown-link--active' : ''}" href="${href}"`);
    expect(html).toContain('href="https://kassa.example/?action=contact" target="_blank" rel="noopener noreferrer">Contact Us');
    expect(html).toContain('href="https://kassa.example/?action=book" target="_blank" rel="noopener noreferrer">Book a Demo');
    expect(html).toContain('Copyright © 2025 Kassa');
  });
});
