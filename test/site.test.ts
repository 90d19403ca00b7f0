import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../src/build/build.ts';
import { routeOutputPath } from '../src/routes/doc-route.ts';
import { repoRoot, text } from './helpers.ts';

/** The Kassa site in site/, built offline from its committed OpenAPI document. */
const result = await build({ cwd: repoRoot, write: false, offline: true });
const routes = (await readFile(join(repoRoot, '..', 'shared', 'spec', 'routes.tsv'), 'utf8').catch(() => ''))
  .split('\n')
  .filter((line) => line && !line.startsWith('#'))
  .map((line) => line.split('\t') as [string, string]);

describe('the Kassa site', () => {
  it('builds without errors or warnings', () => {
    expect(result.diagnostics).toEqual([]);
  });

  it.each(['/', '/key-concepts', '/platform', '/universal', '/shopify', '/woocommerce', '/wordpress', '/magento', '/api-rest', '/api-rest/getting-started', '/api-rest/quick-start', '/api-rest/postman-collection', '/api-rest/kassa-api'])('has %s', (route) => {
    expect(result.files.has(routeOutputPath(route))).toBe(true);
  });

  it('has every REST operation and schema page routes.tsv lists, in the api sidebar unless marked otherwise', () => {
    const api = routes.filter(([route]) => route.startsWith('/api-rest/') && !['/api-rest/getting-started', '/api-rest/quick-start', '/api-rest/postman-collection'].includes(route));
    expect(api.length).toBeGreaterThanOrEqual(33);
    for (const [route, sidebar] of api) {
      const html = text(result.files, routeOutputPath(route));
      expect({ route, sidebar: html.includes('class="sidebar"') }).toEqual({ route, sidebar: sidebar !== '-' });
    }
  });

  it('titles pages with the spec delimiter and links the header as the spec says', () => {
    const html = text(result.files, 'api-rest/create-shopping-cart/index.html');
    expect(html).toContain('<title>Create shopping cart | Kassa Developers</title>');
    expect(html).toContain('<a class="navbar__link navbar__link--active" href="/api-rest" aria-current="page">API Rest</a>');
    expect(html).toContain('href="https://kassa.example/?action=book" target="_blank" rel="noopener noreferrer">Book a Demo');
    expect(html).toContain('Copyright © 2025 Kassa');
  });
});
