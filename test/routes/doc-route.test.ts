import { describe, expect, it } from 'vitest';
import { docId, docRoute, routeOutputPath, stripNumberPrefix, withBaseUrl } from '../../src/routes/doc-route.ts';

describe('routes from file paths', () => {
  it.each([
    ['index.md', '/'],
    ['README.md', '/'],
    ['guide.md', '/guide'],
    ['guides/index.mdx', '/guides'],
    ['guides/README.md', '/guides'],
    ['01-guides/02-setup.md', '/guides/setup'],
    ['swift-sdk/CONFIGURATION_GUIDE.md', '/swift-sdk/CONFIGURATION_GUIDE'],
    ['swift-sdk/theme-examples/index.md', '/swift-sdk/theme-examples'],
  ])('%s → %s', (docPath, route) => {
    expect(docRoute({ docPath, routeBasePath: '/' })).toBe(route);
  });

  it('uses the docs route base path', () => {
    expect(docRoute({ docPath: 'a/b.md', routeBasePath: '/docs/' })).toBe('/docs/a/b');
    expect(docRoute({ docPath: 'index.md', routeBasePath: '/docs/' })).toBe('/docs');
  });

  it('follows slug: absolute from the docs root, relative to the folder', () => {
    expect(docRoute({ docPath: 'a/b.md', slug: '/custom', routeBasePath: '/' })).toBe('/custom');
    expect(docRoute({ docPath: 'a/b.md', slug: 'custom', routeBasePath: '/' })).toBe('/a/custom');
    expect(docRoute({ docPath: 'a/b.md', slug: '/', routeBasePath: '/' })).toBe('/');
    // Resolved as a URL against the folder (dyte's `slug: ./` on a folder's intro page).
    expect(docRoute({ docPath: 'packages/socket/intro.mdx', slug: './', routeBasePath: '/' })).toBe('/packages/socket');
    expect(docRoute({ docPath: 'packages/socket/intro.mdx', slug: '../socket-client', routeBasePath: '/docs' })).toBe('/docs/packages/socket-client');
    expect(docRoute({ docPath: 'a/b.md', slug: '../../up', routeBasePath: '/' })).toBe('/up');
    expect(docRoute({ docPath: 'b.md', slug: '.', routeBasePath: '/docs' })).toBe('/docs');
  });

  it('derives doc ids like Docusaurus', () => {
    expect(docId('01-guides/02-setup.md')).toBe('guides/setup');
    expect(docId('guides/setup.md', 'install')).toBe('guides/install');
    expect(docId('index.md')).toBe('index');
  });

  it('strips number prefixes only when a name follows', () => {
    expect(stripNumberPrefix('01-intro')).toEqual({ name: 'intro', position: 1 });
    expect(stripNumberPrefix('2.setup')).toEqual({ name: 'setup', position: 2 });
    expect(stripNumberPrefix('404')).toEqual({ name: '404' });
    expect(stripNumberPrefix('2024-recap')).toEqual({ name: 'recap', position: 2024 });
  });

  it('keeps names that start with a date or a version whole, as Docusaurus does (`updating/4-0.md` is the doc `updating/4-0`)', () => {
    for (const name of ['4-0', '8.0-upgrade', '2021-11-recap', '2021-11-05-release', '31-01-2021']) expect(stripNumberPrefix(name)).toEqual({ name });
    expect(docId('updating/4-0.md')).toBe('updating/4-0');
    expect(docRoute({ docPath: 'updating/10-0.md', routeBasePath: '/' })).toBe('/updating/10-0');
  });

  it('writes each route as a folder index and applies the base URL', () => {
    expect(routeOutputPath('/')).toBe('index.html');
    expect(routeOutputPath('/a/b')).toBe('a/b/index.html');
    expect(routeOutputPath('/swift-sdk/theme-examples/')).toBe('swift-sdk/theme-examples/index.html');
    expect(withBaseUrl('/', '/a')).toBe('/a');
    expect(withBaseUrl('/docs/', '/a')).toBe('/docs/a');
    expect(withBaseUrl('/docs/', '/')).toBe('/docs/');
  });
});
