/**
 * The explorer's OAuth 2.0 and OpenID Connect sign-in in Chromium, against a real local
 * authorization server (oauth2-mock-server, which approves every sign-in at once) and a local
 * API that accepts only the tokens that server issued.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { join } from 'node:path';
import { OAuth2Server } from 'oauth2-mock-server';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserOnFixture } from './browser.ts';
import type { OpenedPage } from './page-turns.ts';

interface Received {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
}

/** An http server on 127.0.0.1 that records what it received. */
async function listen(handle: (request: Received, respond: (status: number, headers: Record<string, string>, body?: string) => void) => void): Promise<{ origin: string; received: Received[]; close: () => Promise<void> }> {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    const seen = { method: request.method!, path: request.url!, headers: request.headers };
    const cors = { 'Access-Control-Allow-Origin': request.headers.origin ?? '*', 'Access-Control-Allow-Headers': 'Authorization, Content-Type, X-Api-Key', 'Access-Control-Allow-Methods': 'GET, POST' };
    if (request.method === 'OPTIONS') return void response.writeHead(204, cors).end();
    received.push(seen);
    handle(seen, (status, headers, body) => response.writeHead(status, { ...cors, ...headers }).end(body));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { origin: `http://127.0.0.1:${(server.address() as { port: number }).port}`, received, close: () => new Promise((done) => server.close(() => done())) };
}

const oauth = new OAuth2Server();
/** Every access token the authorization server handed out: the API accepts these only. */
const issued = new Set<string>();
const authorizeRequests: URLSearchParams[] = [];
const tokenRequests: Array<{ body: Record<string, string>; authorization?: string }> = [];
let api: Awaited<ReturnType<typeof listen>>;
let elsewhere: Awaited<ReturnType<typeof listen>>;
let implicitToken = '';
/** Makes the next sign-in answer with a `state` of its own, as a forged redirect would. */
let forgeState = false;

// Registered before browserOnFixture's hook, so that the servers exist when the site is built.
beforeAll(async () => {
  await oauth.issuer.keys.generate('RS256');
  await oauth.start(0, '127.0.0.1');
  // The mock names itself `localhost`; the documents and the browser use 127.0.0.1.
  oauth.issuer.url = `http://127.0.0.1:${oauth.address().port}`;
  oauth.service.on('beforeResponse', (response: { body: Record<string, unknown> }, request: { body: Record<string, string>; headers: IncomingHttpHeaders }) => {
    tokenRequests.push({ body: request.body, ...(request.headers.authorization ? { authorization: request.headers.authorization } : {}) });
    // The mock grants the scope `dummy` for a code; a real server grants what the sign-in asked for.
    if (request.body.grant_type === 'authorization_code') response.body.scope = authorizeRequests.at(-1)?.get('scope') ?? '';
    if (typeof response.body.access_token === 'string') issued.add(response.body.access_token);
  });
  // The mock knows no implicit flow (`response_type=token`): answer it as a server that does, in the fragment.
  implicitToken = await oauth.issuer.buildToken({ scopesOrTransform: 'orders:read' });
  issued.add(implicitToken);
  oauth.service.on('beforeAuthorizeRedirect', (redirect: { url: URL }, request: { url: string }) => {
    const query = new URL(request.url, oauth.issuer.url!).searchParams;
    authorizeRequests.push(query);
    if (forgeState) redirect.url.searchParams.set('state', 'forged');
    if (query.get('response_type') !== 'token') return;
    redirect.url.search = '';
    redirect.url.hash = new URLSearchParams({ access_token: implicitToken, token_type: 'Bearer', expires_in: '3600', state: query.get('state') ?? '' }).toString();
  });
  elsewhere = await listen((_, respond) => respond(200, { 'Content-Type': 'application/json' }, '{}'));
  api = await listen((request, respond) => {
    if (request.path === '/.well-known/openid-configuration') {
      // A discovery document of the same authorization server that lists its scopes (the mock's lists none).
      void fetch(`${oauth.issuer.url}/.well-known/openid-configuration`).then(async (response) => respond(200, { 'Content-Type': 'application/json' }, JSON.stringify({ ...((await response.json()) as object), scopes_supported: ['openid', 'profile', 'email'] })));
      return;
    }
    if (request.path === '/v1/orders/archived') return respond(307, { Location: `${elsewhere.origin}/v1/orders/archived` });
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (token && issued.has(token)) respond(200, { 'Content-Type': 'application/json' }, JSON.stringify({ ok: true }));
    else respond(401, { 'Content-Type': 'application/json' }, JSON.stringify({ error: 'invalid_token' }));
  });
});
afterAll(async () => {
  await oauth.stop();
  await api?.close();
  await elsewhere?.close();
});

/** The fixture with the local servers' addresses written into its documents. */
const site = browserOnFixture('explorer-oauth', async (cwd) => {
  for (const file of ['shop.yaml', 'admin.yaml']) {
    const path = join(cwd, 'site', 'api', file);
    const port = new URL(api.origin).port;
    const text = (await readFile(path, 'utf8')).replaceAll('http://oauth.invalid', oauth.issuer.url!).replaceAll('http://discovery.invalid', api.origin).replace("default: '9'", `default: '${port}'`);
    await writeFile(path, text);
  }
});

/** The explorer of the operation at `path`, opened, in a test's page (see PageTurns). */
async function openExplorer(path: string): Promise<OpenedPage> {
  const opened = await site.open(path, { viewport: { width: 1280, height: 720 } });
  await opened.page.getByRole('button', { name: /Try it/ }).click();
  return opened;
}

/** The same in another tab of the test's context. */
async function openExplorerTab(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(site.url + path);
  await page.getByRole('button', { name: /Try it/ }).click();
  return page;
}

/** Send the request; what the form then says: the response's status, why it was not sent, or the first field to fix. */
const send = async (page: Page): Promise<string | null> => {
  await page.getByRole('button', { name: 'Send request' }).click();
  const said = page.locator('.explorer__status, .explorer__result .explorer__failure, .explorer-field__error').first();
  await said.waitFor();
  return said.textContent();
};

/** The scripts the page loaded that hold the OAuth 2.0 sign-in. */
const signInCode = (page: Page) =>
  page.evaluate(async () => {
    const scripts = performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.endsWith('.js'));
    const texts = await Promise.all(scripts.map(async (name) => (await fetch(name)).text()));
    return scripts.filter((_, index) => texts[index]!.includes('code_challenge_method'));
  });

describe('the explorer gets OAuth 2.0 tokens', () => {
  it('signs in with the authorization code flow and PKCE in a window, and keeps the token for the API’s other pages in the tab', async () => {
    const { page, context, close } = await openExplorer('/shop/list-orders');
    // The operation's scope is ticked; the flow's others are offered.
    expect(await page.getByRole('checkbox', { name: /orders:read/ }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: /orders:write/ }).isChecked()).toBe(false);
    expect(await page.getByLabel('Client ID').inputValue()).toBe('docs-console');
    expect(await send(page)).toBe('Enter your token');

    const authorizing = authorizeRequests.length;
    await page.getByRole('button', { name: 'Authorize' }).click();
    await expect.poll(() => page.locator('.explorer-oauth__status').textContent()).toMatch(/^Authorized with orders:read; the token expires at /);
    const query = authorizeRequests[authorizing]!;
    expect(Object.fromEntries([...query].filter(([name]) => !['state', 'code_challenge'].includes(name)))).toEqual({
      response_type: 'code',
      client_id: 'docs-console',
      redirect_uri: `${site.url}/shop/oauth2-redirect.html`,
      scope: 'orders:read',
      code_challenge_method: 'S256',
    });
    expect(query.get('state')).toMatch(/^[\w-]{22}$/);
    expect(query.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    // The mock checks the verifier against the challenge: a token means they matched.
    const exchange = tokenRequests.at(-1)!;
    expect(exchange.body).toMatchObject({ grant_type: 'authorization_code', client_id: 'docs-console', redirect_uri: `${site.url}/shop/oauth2-redirect.html` });
    expect(exchange.body.code_verifier).toMatch(/^[\w-]{43}$/);
    expect(context.pages()).toHaveLength(1);

    const token = await page.getByLabel('shopAuth (bearer token)').inputValue();
    expect(issued.has(token)).toBe(true);
    expect(await send(page)).toMatch(/^200 OK/);
    expect(api.received.at(-1)).toMatchObject({ method: 'GET', path: '/v1/orders' });
    expect(api.received.at(-1)!.headers.authorization).toBe(`Bearer ${token}`);

    // Another operation of the API, in the same tab: the token is there, and sent.
    await page.goto(`${site.url}/shop/create-an-order`);
    await page.getByRole('button', { name: /Try it/ }).click();
    expect(await page.getByLabel('shopAuth (bearer token)').inputValue()).toBe(token);
    expect(await page.locator('.explorer-oauth__status').textContent()).toMatch(/^Authorized with orders:read/);
    expect(await page.getByRole('checkbox', { name: /orders:write/ }).isChecked()).toBe(true);
    expect(await send(page)).toMatch(/^200 OK/);
    expect(api.received.at(-1)!.headers.authorization).toBe(`Bearer ${token}`);
    expect(await page.evaluate(() => [sessionStorage.getItem('docsgen.explorer.credentials.shop'), localStorage.getItem('docsgen.explorer.credentials.shop')])).toEqual([JSON.stringify({ shopAuth: token }), null]);

    // Another API of the site never sees it, though its scheme has the same name.
    await page.goto(`${site.url}/admin/list-users`);
    await page.getByRole('button', { name: /Try it/ }).click();
    await page.getByLabel('Method').selectOption({ label: 'shopAuth' });
    expect(await page.getByLabel('shopAuth (bearer token)').inputValue()).toBe('');
    await close();
  });

  it('remembers the token on this device when asked, and forgets it on "Log out"', async () => {
    const { page, context, close } = await openExplorer('/shop/list-orders');
    await page.getByRole('button', { name: 'Authorize' }).click();
    await expect.poll(() => page.locator('.explorer-oauth__status').textContent()).toMatch(/^Authorized/);
    const token = await page.getByLabel('shopAuth (bearer token)').inputValue();
    await page.getByLabel('Remember on this device').check();
    expect(await page.evaluate(() => [sessionStorage.getItem('docsgen.explorer.credentials.shop'), localStorage.getItem('docsgen.explorer.credentials.shop')])).toEqual([null, JSON.stringify({ shopAuth: token })]);

    // A new tab of the same browser: remembered.
    const other = await openExplorerTab(context, '/shop/create-an-order');
    expect(await other.getByLabel('shopAuth (bearer token)').inputValue()).toBe(token);
    expect(await other.getByLabel('Remember on this device').isChecked()).toBe(true);
    await other.getByRole('button', { name: 'Log out' }).click();
    expect(await other.getByLabel('shopAuth (bearer token)').inputValue()).toBe('');
    expect(await other.locator('.explorer-oauth__status').count()).toBe(0);
    expect(await other.evaluate(() => [localStorage.getItem('docsgen.explorer.credentials.shop'), localStorage.getItem('docsgen.explorer.grants.shop')])).toEqual([null, null]);
    expect(await send(other)).toBe('Enter your token');

    await page.getByRole('button', { name: 'Forget credentials' }).click();
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('docsgen.explorer')))).toEqual([]);
    await close();
  });

  it('refuses an answer to the sign-in with another state than it sent, and exchanges no code', async () => {
    const { page, close } = await openExplorer('/shop/list-orders');
    const exchanges = tokenRequests.length;
    forgeState = true;
    try {
      await page.getByRole('button', { name: 'Authorize' }).click();
      await expect.poll(() => page.locator('.explorer-oauth .explorer__failure').textContent()).toMatch(/^The sign-in answered with another `state` than the explorer sent/);
    } finally {
      forgeState = false;
    }
    expect(tokenRequests.length).toBe(exchanges);
    expect(await page.getByLabel('shopAuth (bearer token)').inputValue()).toBe('');
    await close();
  });

  it('gets a token with client credentials from the token URL, the secret in a Basic header', async () => {
    const { page, close } = await openExplorer('/shop/get-the-sales-report');
    await page.locator('.explorer-oauth').getByText('Client credentials', { exact: true }).waitFor();
    // The reader's own client, not the site's.
    expect(await page.getByLabel('Client ID').inputValue()).toBe('');
    await page.getByLabel('Client ID').fill('reports-bot');
    await page.getByRole('button', { name: 'Authorize' }).click();
    expect(await page.locator('.explorer-oauth .explorer__failure').textContent()).toBe('Enter the client secret.');
    await page.getByLabel('Client secret', { exact: true }).fill('s3cret');
    const before = tokenRequests.length;
    await page.getByRole('button', { name: 'Authorize' }).click();
    await expect.poll(() => page.locator('.explorer-oauth__status').textContent()).toMatch(/^Authorized with reports:read/);
    expect(tokenRequests.slice(before)).toEqual([{ body: { grant_type: 'client_credentials', scope: 'reports:read' }, authorization: `Basic ${Buffer.from('reports-bot:s3cret').toString('base64')}` }]);
    expect(await send(page)).toMatch(/^200 OK/);
    await close();
  });

  it('reads an OpenID Connect discovery document and signs in with its endpoints and scopes', async () => {
    const { page, close } = await openExplorer('/shop/get-my-profile');
    await page.getByText('OpenID Connect: Authorization code with PKCE').waitFor();
    expect(await page.locator('.explorer-oauth').getByRole('checkbox').count()).toBe(3);
    expect(await Promise.all(['openid', 'profile', 'email'].map((scope) => page.getByRole('checkbox', { name: new RegExp(`^${scope}`) }).isChecked()))).toEqual([true, true, false]);
    const authorizing = authorizeRequests.length;
    await page.getByRole('button', { name: 'Authorize' }).click();
    await expect.poll(() => page.locator('.explorer-oauth__status').textContent()).toMatch(/^Authorized/);
    expect(authorizeRequests[authorizing]!.get('scope')).toBe('openid profile');
    expect(authorizeRequests[authorizing]!.get('code_challenge_method')).toBe('S256');
    expect(tokenRequests.at(-1)!.body.grant_type).toBe('authorization_code');
    expect(await send(page)).toMatch(/^200 OK/);
    await close();
  });

  it('takes the token of the implicit flow from the redirect’s fragment', async () => {
    const { page, close } = await openExplorer('/shop/list-legacy-orders');
    await page.getByRole('button', { name: 'Authorize' }).click();
    await expect.poll(() => page.locator('.explorer-oauth__status').textContent()).toMatch(/^Authorized/);
    expect(authorizeRequests.at(-1)!.get('response_type')).toBe('token');
    expect(authorizeRequests.at(-1)!.has('code_challenge')).toBe(false);
    expect(await page.getByLabel('legacyAuth (bearer token)').inputValue()).toBe(implicitToken);
    await close();
  });
});

describe('credentials go to the API’s server only', () => {
  it('does not follow a redirect with the token, nor send it where a server variable points elsewhere', async () => {
    const { page, close } = await openExplorer('/shop/list-archived-orders');
    await page.getByLabel('shopAuth (bearer token)').fill([...issued][0]!);
    expect(await send(page)).toMatch(/^The API answered with a redirect\. The explorer does not follow redirects of requests that carry your credentials/);
    expect(elsewhere.received).toEqual([]);

    // `{port}` is part of the server's address: `9@127.0.0.1:<port>` would make the first part a user name.
    await page.getByLabel('{port}').fill(`9@127.0.0.1:${new URL(elsewhere.origin).port}`);
    const sent = api.received.length;
    expect(await send(page)).toBe(`The server variable {port} is part of the server's address and may hold only letters, digits, dots and hyphens, got \`9@127.0.0.1:${new URL(elsewhere.origin).port}\`: your credentials are sent only to the API's server.`);
    expect(elsewhere.received).toEqual([]);
    expect(api.received.length).toBe(sent);
    await close();
  });
});

describe('what the OAuth 2.0 code costs, and schemes it cannot use', () => {
  it('loads the sign-in code only where a scheme can get a token; a scheme without flows asks for a pasted token', async () => {
    const { page, context, close } = await openExplorer('/admin/list-users');
    await page.getByLabel('X-Api-Key (API key in header)').waitFor();
    expect(await signInCode(page)).toEqual([]);
    // `shopAuth` has no flows here, `staff` a flow without a token URL: a token field, no sign-in.
    for (const scheme of ['shopAuth', 'staff']) {
      await page.getByLabel('Method').selectOption({ label: scheme });
      await page.getByLabel(`${scheme} (bearer token)`).waitFor();
      expect(await page.getByRole('button', { name: 'Authorize' }).count()).toBe(0);
    }
    expect(await signInCode(page)).toEqual([]);

    const shop = await openExplorerTab(context, '/shop/list-orders');
    await shop.getByRole('button', { name: 'Authorize' }).waitFor();
    expect(await signInCode(shop)).toHaveLength(1);
    await close();
  });

  it('writes the redirect page for the API whose schemes can get tokens only, outside the sitemap', async () => {
    const redirect = await fetch(`${site.url}/shop/oauth2-redirect.html`);
    expect(redirect.status).toBe(200);
    expect(await redirect.text()).toContain('window.opener.postMessage({ type: "docsgen:oauth2-redirect", params: params }, location.origin)');
    expect((await fetch(`${site.url}/admin/oauth2-redirect.html`)).status).toBe(404);
    expect(await (await fetch(`${site.url}/sitemap.xml`)).text()).not.toContain('oauth2-redirect');
  });

  it('tells the reader when the redirect page was opened without the page that asked', async () => {
    const { page, close } = await site.open('/shop/oauth2-redirect.html?code=c1&state=s1', { viewport: { width: 1280, height: 720 } });
    expect(await page.locator('#status').textContent()).toBe('The page that asked to sign in is gone. Go back to the API page and authorize again.');
    // The code leaves the address bar.
    expect(page.url()).toBe(`${site.url}/shop/oauth2-redirect.html`);
    await close();
  });
});
