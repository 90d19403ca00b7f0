import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { checkLinks } from '../../src/index.ts';
import { credentialDestinationProblem } from '../../src/openapi/explorer-destination.ts';
import { initialValues, type ExplorerProps } from '../../src/openapi/explorer.ts';
import { copySite, lines, text, writeFiles } from '../helpers.ts';
import { propsIn } from './explorer-page-props.ts';

const config = (extra = '', base = '') => `title: Shop Docs\nurl: https://shop.test\n${base}openapi:\n  - id: shop\n    file: api/shop.yaml\n    route: /shop\n    explorer:\n      oauth2:\n        clientId: docs-console\n${extra}  - id: admin\n    file: api/admin.yaml\n    route: /admin\n`;

describe('OAuth 2.0 in the explorer props', async () => {
  const cwd = await copySite('explorer-oauth');
  const result = await build({ cwd, write: false });
  const props = (page: string): ExplorerProps => propsIn(text(result.files, `${page}/index.html`), page);

  it('give each scheme the flows the explorer can run, with their URLs and scopes, and the site’s client', () => {
    expect(props('shop/list-orders')).toMatchObject({
      credentialsScope: 'shop',
      keepCredentials: 'tab',
      security: [[{ key: 'shopAuth', kind: 'bearer', oauth: { flows: [{ kind: 'authorizationCode', authorizationUrl: 'http://oauth.invalid/authorize', tokenUrl: 'http://oauth.invalid/token', scopes: [{ name: 'orders:read', description: 'Read your orders.' }, { name: 'orders:write', description: 'Place orders.' }] }], required: ['orders:read'] } }]],
      oauth: { clientId: 'docs-console', scopes: [], redirectPath: '/shop/oauth2-redirect.html' },
    });
    expect(props('shop/get-the-sales-report').security[0]![0]!.oauth!.flows).toEqual([{ kind: 'clientCredentials', tokenUrl: 'http://oauth.invalid/token', scopes: [{ name: 'reports:read', description: 'Read sales reports.' }] }]);
    expect(props('shop/get-my-profile').security[0]![0]!.oauth).toEqual({ flows: [], discoveryUrl: 'http://discovery.invalid/.well-known/openid-configuration', required: ['profile'] });
    expect(props('shop/list-legacy-orders').security[0]![0]!.oauth!.flows).toEqual([{ kind: 'implicit', authorizationUrl: 'http://oauth.invalid/authorize', scopes: [{ name: 'orders:read', description: 'Read your orders.' }] }]);
  });

  it('fall back to a pasted token for a scheme without flows or with a flow missing its URL, each a warning at its place in the document', () => {
    const admin = props('admin/list-users');
    expect(admin.security).toEqual([[{ key: 'ApiKey', kind: 'apiKey', in: 'header', name: 'X-Api-Key' }], [{ key: 'shopAuth', kind: 'bearer' }], [{ key: 'staff', kind: 'bearer' }]]);
    expect(admin.oauth).toBeUndefined();
    expect(lines(result.diagnostics)).toEqual([
      'site/api/admin.yaml:30:7 warning OAuth 2.0 scheme `shopAuth` has no `flows`; the explorer asks for a pasted token  openapi/incomplete-security-scheme',
      'site/api/admin.yaml:35:11 warning The `authorizationCode` flow of `staff` has no `tokenUrl`; the explorer cannot get a token with this flow  openapi/incomplete-security-scheme',
    ]);
  });

  it('write the redirect page of the API that can get tokens, a file outside the sitemap, search, llms.txt and the link checks', async () => {
    expect(text(result.files, 'shop/oauth2-redirect.html')).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(result.files.has('admin/oauth2-redirect.html')).toBe(false);
    const listings = [...result.files].filter(([path, file]) => /sitemap|search\/|llms/.test(path) && 'contents' in file);
    expect(listings.map(([path]) => path)).toEqual(expect.arrayContaining(['sitemap.xml', 'llms.txt', 'search/index.json']));
    expect(listings.filter(([path]) => text(result.files, path).includes('oauth2-redirect'))).toEqual([]);
    expect((await checkLinks({ cwd })).diagnostics.filter((d) => d.code.startsWith('links/'))).toEqual([]);
  });

  it('take the redirect page from `oauth2.redirectUrl`, under the base URL, and the scopes ticked at first from `oauth2.scopes`', async () => {
    const other = await copySite('explorer-oauth');
    await writeFiles(join(other, 'site'), { 'config.yaml': config('        scopes: [openid]\n        redirectUrl: https://shop.test/docs/auth/callback.html\n', 'baseUrl: /docs/\n') });
    const built = await build({ cwd: other, write: false });
    expect(propsIn(text(built.files, 'shop/list-orders/index.html')).oauth).toEqual({ clientId: 'docs-console', scopes: ['openid'], redirectPath: '/docs/auth/callback.html' });
    expect(text(built.files, 'auth/callback.html')).toContain('docsgen:oauth2-redirect');
    expect(built.files.has('shop/oauth2-redirect.html')).toBe(false);
  });

  it('write no redirect page when the explorer is off', async () => {
    const other = await copySite('explorer-oauth');
    await writeFiles(join(other, 'site'), { 'config.yaml': config().replace('    explorer:\n      oauth2:\n        clientId: docs-console\n', '    explorer: false\n') });
    const built = await build({ cwd: other, write: false });
    expect([...built.files.keys()].filter((path) => path.includes('oauth2-redirect'))).toEqual([]);
  });
});

describe('where credentials may go', () => {
  const props: ExplorerProps = {
    operationId: 'list',
    keepCredentials: 'tab',
    method: 'GET',
    path: '/orders',
    servers: [
      { url: 'https://{region}.shop.test:{port}/v1', description: '', variables: [{ name: 'region', default: 'eu', enum: [], description: '' }, { name: 'port', default: '443', enum: [], description: '' }, { name: 'version', default: 'v1', enum: [], description: '' }] },
      { url: '/v1', description: '', variables: [] },
    ],
    defaultServer: 0,
    proxyUrl: '',
    timeoutMs: 1000,
    security: [[{ key: 'token', kind: 'bearer' }]],
    parameters: [],
  };
  const problem = (change: { server?: number; variables?: Record<string, string>; requestUrl: string }) => {
    const values = { ...initialValues(props), credentials: { token: 't' }, server: change.server ?? 0, variables: { region: 'eu', port: '443', ...change.variables } };
    return credentialDestinationProblem({ props, values, requestUrl: change.requestUrl, pageUrl: 'https://docs.test/shop/list' });
  };

  it('lets them go to the chosen server, the page’s own origin for a relative one', () => {
    expect(problem({ requestUrl: 'https://eu.shop.test:443/v1/orders' })).toBeUndefined();
    expect(problem({ server: 1, requestUrl: '/v1/orders' })).toBeUndefined();
  });

  it('stops them where a variable of the address holds more than a host name, or the URL leaves the server', () => {
    expect(problem({ variables: { region: 'evil.test/x?' }, requestUrl: 'https://evil.test/x?.shop.test:443/v1/orders' })).toBe(
      "The server variable {region} is part of the server's address and may hold only letters, digits, dots and hyphens, got `evil.test/x?`: your credentials are sent only to the API's server.",
    );
    expect(problem({ variables: { port: '1@evil.test' }, requestUrl: 'https://eu.shop.test:1@evil.test/v1/orders' })).toMatch(/^The server variable \{port\}/);
    expect(problem({ requestUrl: 'https://eu.shop.test@evil.test/v1/orders' })).toBe("The request would go to https://evil.test, not to the API's server https://eu.shop.test: the explorer does not send your credentials there.");
    expect(problem({ server: 1, requestUrl: 'https://evil.test/v1/orders' })).toBe("The request would go to https://evil.test, not to the API's server https://docs.test: the explorer does not send your credentials there.");
  });
});
