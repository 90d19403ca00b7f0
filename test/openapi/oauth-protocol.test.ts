import { describe, expect, it } from 'vitest';
import { authorizationRequestUrl, codeChallenge, codeVerifier, readDiscovery, readRedirect, readTokenResponse, tokenRequest } from '../../src/openapi/oauth-protocol.ts';

describe('PKCE', () => {
  it('gives the verifier and S256 challenge of RFC 7636, Appendix B', async () => {
    const octets = new Uint8Array([116, 24, 223, 180, 151, 153, 224, 37, 79, 250, 96, 125, 216, 173, 187, 186, 22, 212, 37, 77, 105, 214, 191, 240, 91, 88, 5, 88, 83, 132, 141, 121]);
    const verifier = codeVerifier(octets);
    expect(verifier).toBe('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk');
    expect(await codeChallenge(verifier)).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });

  it('makes verifiers of 43 unreserved characters from 32 random bytes', () => {
    for (let round = 0; round < 20; round++) expect(codeVerifier(crypto.getRandomValues(new Uint8Array(32)))).toMatch(/^[A-Za-z0-9\-._~]{43}$/);
  });
});

describe('the authorization request', () => {
  it('asks for a code with the client, redirect, scopes, state and S256 challenge, keeping the URL’s own query', () => {
    const url = new URL(authorizationRequestUrl({ authorizationUrl: 'https://auth.test/authorize?audience=api', responseType: 'code', clientId: 'docs', redirectUri: 'https://docs.test/api/oauth2-redirect.html', scopes: ['orders:read', 'openid'], state: 's1', codeChallenge: 'c1' }));
    expect(url.origin + url.pathname).toBe('https://auth.test/authorize');
    expect([...url.searchParams]).toEqual([
      ['audience', 'api'],
      ['response_type', 'code'],
      ['client_id', 'docs'],
      ['redirect_uri', 'https://docs.test/api/oauth2-redirect.html'],
      ['scope', 'orders:read openid'],
      ['state', 's1'],
      ['code_challenge', 'c1'],
      ['code_challenge_method', 'S256'],
    ]);
    const implicit = new URL(authorizationRequestUrl({ authorizationUrl: 'https://auth.test/authorize', responseType: 'token', clientId: 'docs', redirectUri: 'https://docs.test/cb.html', scopes: [], state: 's2' }));
    expect([...implicit.searchParams.keys()]).toEqual(['response_type', 'client_id', 'redirect_uri', 'state']);
  });
});

describe('token requests', () => {
  it('exchange a code with its verifier, as a public client', () => {
    const request = tokenRequest('https://auth.test/token', { type: 'authorization_code', code: 'c 1', codeVerifier: 'v1', redirectUri: 'https://docs.test/cb.html', clientId: 'docs' });
    expect(request.headers).toEqual([['Content-Type', 'application/x-www-form-urlencoded'], ['Accept', 'application/json']]);
    expect(request.body).toBe('grant_type=authorization_code&code=c+1&redirect_uri=https%3A%2F%2Fdocs.test%2Fcb.html&client_id=docs&code_verifier=v1');
  });

  it('send client credentials in a Basic header by default, or in the body', () => {
    const header = tokenRequest('https://auth.test/token', { type: 'client_credentials', clientId: 'svc', clientSecret: 's3:cr€t', scopes: ['a', 'b'], secretIn: 'header' });
    expect(header.body).toBe('grant_type=client_credentials&scope=a+b');
    const basic = header.headers.find(([name]) => name === 'Authorization')![1];
    expect(Buffer.from(basic.replace('Basic ', ''), 'base64').toString('utf8')).toBe('svc:s3%3Acr%E2%82%ACt');
    const body = tokenRequest('https://auth.test/token', { type: 'client_credentials', clientId: 'svc', clientSecret: 'secret', scopes: [], secretIn: 'body' });
    expect(body.headers.some(([name]) => name === 'Authorization')).toBe(false);
    expect(body.body).toBe('grant_type=client_credentials&client_id=svc&client_secret=secret');
  });
});

describe('answers', () => {
  const now = 1_000_000;

  it('read a token, its expiry and granted scopes (those asked for when the server names none)', () => {
    expect(readTokenResponse(200, { access_token: 't1', token_type: 'Bearer', expires_in: 3600, scope: 'a b' }, ['a'], now)).toEqual({ ok: true, value: { accessToken: 't1', expiresAt: now + 3_600_000, scopes: ['a', 'b'] } });
    expect(readTokenResponse(200, { access_token: 't1', token_type: 'bearer' }, ['a'], now)).toEqual({ ok: true, value: { accessToken: 't1', scopes: ['a'] } });
    expect(readTokenResponse(400, { error: 'invalid_grant', error_description: 'code_verifier does not match' }, [], now)).toEqual({ ok: false, error: 'The token endpoint refused: invalid_grant: code_verifier does not match' });
    expect(readTokenResponse(500, 'oops', [], now)).toEqual({ ok: false, error: 'The token endpoint answered 500' });
    expect(readTokenResponse(200, { access_token: 't1', token_type: 'mac' }, [], now)).toEqual({ ok: false, error: 'The token endpoint sent a `mac` token; the explorer sends bearer tokens only' });
  });

  it('take a redirect only with the state that was sent: a code, a token, or the server’s error', () => {
    expect(readRedirect({ code: 'c1', state: 's1' }, 's1', [], now)).toEqual({ ok: true, value: { code: 'c1' } });
    expect(readRedirect({ code: 'c1', state: 'other' }, 's1', [], now)).toEqual({ ok: false, error: expect.stringMatching(/^The sign-in answered with another `state`/) });
    expect(readRedirect({ code: 'c1' }, 's1', [], now).ok).toBe(false);
    expect(readRedirect({ access_token: 't1', token_type: 'Bearer', expires_in: '60', state: 's1' }, 's1', ['a'], now)).toEqual({ ok: true, value: { grant: { accessToken: 't1', expiresAt: now + 60_000, scopes: ['a'] } } });
    expect(readRedirect({ error: 'access_denied', state: 's1' }, 's1', [], now)).toEqual({ ok: false, error: 'The authorization server refused: access_denied' });
  });

  it('read a discovery document’s endpoints and scopes (`openid` when it lists none)', () => {
    const doc = { issuer: 'https://auth.test', authorization_endpoint: 'https://auth.test/authorize', token_endpoint: 'https://auth.test/token', scopes_supported: ['openid', 'orders:read'] };
    expect(readDiscovery(doc, 'https://auth.test/.well-known/openid-configuration')).toEqual({ ok: true, value: { authorizationUrl: 'https://auth.test/authorize', tokenUrl: 'https://auth.test/token', scopes: ['openid', 'orders:read'] } });
    expect(readDiscovery({ ...doc, scopes_supported: undefined }, 'x').ok && readDiscovery({ ...doc, scopes_supported: undefined }, 'x')).toMatchObject({ value: { scopes: ['openid'] } });
    expect(readDiscovery({ authorization_endpoint: 'javascript:alert(1)' }, 'https://auth.test/d')).toEqual({ ok: false, error: 'The discovery document https://auth.test/d has no http(s) `authorization_endpoint` or `token_endpoint`' });
  });
});
