import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../src/build/build.ts';
import { routeOutputPath } from '../src/routes/doc-route.ts';
import { repoRoot, text } from './helpers.ts';

/** The Kassa site in site/, built offline from its committed OpenAPI document. */
const result = await build({ cwd: repoRoot, write: false, offline: true });

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

// The blog routes are built by the blog engine (its own issue); every other route is here.
const pageRoutes = routes.filter(([route]) => !route.startsWith('/blog'));

describe('the Kassa site', () => {
  it('builds without errors or warnings', () => {
    expect(result.diagnostics).toEqual([]);
  });

  it.each(pageRoutes)('builds %s with a title, content and sidebar %s', (route, sidebar) => {
    const html = text(result.files, routeOutputPath(route));
    expect(html).toMatch(/<title>[^<|]+ \| Kassa Developers<\/title>/);
    const content = html.slice(html.indexOf('<div class="markdown">'), html.indexOf('</article>'));
    expect(content.replace(/<[^>]+>/g, '').trim().length).toBeGreaterThan(200);
    const aside = html.includes('<aside') ? html.slice(html.indexOf('<aside'), html.indexOf('</aside>')) : '';
    if (sidebar === '-') expect(aside).toBe('');
    else expect(aside.match(/<a class="sidebar__link[^"]*" href="([^"]*)"/)?.[1]).toBe(FIRST_LINK[sidebar]);
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
