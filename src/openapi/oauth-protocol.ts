/**
 * The OAuth 2.0 and OpenID Connect messages the explorer exchanges, as plain data: PKCE
 * (RFC 7636), the authorization request, token requests and responses, the redirect's
 * parameters, the discovery document. No I/O: the browser side (popup, fetch) is in
 * src/client/oauth/, and the redirect page in oauth-redirect-page.ts.
 */

/** The `type` of the message the redirect page posts to the page that opened it. */
export const REDIRECT_MESSAGE = 'docsgen:oauth2-redirect';

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Bytes as base64url without padding (RFC 4648 §5), as PKCE and `state` use it. */
export const base64url = (bytes: Uint8Array): string => base64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** A code verifier from 32 random bytes: 43 characters of the unreserved set (RFC 7636 §4.1). */
export const codeVerifier = (random: Uint8Array): string => base64url(random);

/** The S256 code challenge of a verifier: BASE64URL(SHA256(ASCII(verifier))) (RFC 7636 §4.2). */
export async function codeChallenge(verifier: string): Promise<string> {
  return base64url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))));
}

/** The URL the sign-in window opens: the authorization request (RFC 6749 §4.1.1, §4.2.1; PKCE for codes). */
export function authorizationRequestUrl(request: {
  authorizationUrl: string;
  responseType: 'code' | 'token';
  clientId: string;
  redirectUri: string;
  scopes: readonly string[];
  state: string;
  codeChallenge?: string;
}): string {
  const url = new URL(request.authorizationUrl);
  const params: Array<[string, string]> = [
    ['response_type', request.responseType],
    ['client_id', request.clientId],
    ['redirect_uri', request.redirectUri],
    ...(request.scopes.length ? [['scope', request.scopes.join(' ')] as [string, string]] : []),
    ['state', request.state],
    ...(request.codeChallenge ? [['code_challenge', request.codeChallenge], ['code_challenge_method', 'S256']] as Array<[string, string]> : []),
  ];
  for (const [name, value] of params) url.searchParams.set(name, value);
  return url.href;
}

/** A request to the token endpoint: a form-encoded POST. */
export interface TokenRequest {
  url: string;
  headers: Array<[string, string]>;
  body: string;
}

export type TokenGrant =
  /** The code from the redirect, with the verifier of its challenge; a public client sends its id. */
  | { type: 'authorization_code'; code: string; codeVerifier: string; redirectUri: string; clientId: string }
  /** The client's own credentials: in an HTTP Basic header (the default of RFC 6749 §2.3.1) or in the body. */
  | { type: 'client_credentials'; clientId: string; clientSecret: string; scopes: readonly string[]; secretIn: 'header' | 'body' };

/** RFC 6749 §2.3.1: the id and secret are form-encoded before they are joined for Basic. */
const formEncode = (value: string): string => encodeURIComponent(value).replace(/%20/g, '+');

/** The token request of a grant. */
export function tokenRequest(tokenUrl: string, grant: TokenGrant): TokenRequest {
  const headers: Array<[string, string]> = [['Content-Type', 'application/x-www-form-urlencoded'], ['Accept', 'application/json']];
  const body = new URLSearchParams({ grant_type: grant.type });
  if (grant.type === 'authorization_code') {
    body.set('code', grant.code);
    body.set('redirect_uri', grant.redirectUri);
    body.set('client_id', grant.clientId);
    body.set('code_verifier', grant.codeVerifier);
  } else {
    if (grant.scopes.length) body.set('scope', grant.scopes.join(' '));
    if (grant.secretIn === 'header') headers.push(['Authorization', `Basic ${base64(new TextEncoder().encode(`${formEncode(grant.clientId)}:${formEncode(grant.clientSecret)}`))}`]);
    else {
      body.set('client_id', grant.clientId);
      body.set('client_secret', grant.clientSecret);
    }
  }
  return { url: tokenUrl, headers, body: body.toString() };
}

/** A token the explorer got, and what it knows of it. */
export interface Grant {
  accessToken: string;
  /** Milliseconds since the epoch; absent when the server gave no `expires_in`. */
  expiresAt?: number;
  /** The scopes granted: the server's `scope`, else those asked for. */
  scopes: string[];
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; error: string };

/** An OAuth error response (`error`, `error_description`) in words, when it is one. */
function oauthError(params: Record<string, unknown>): string | undefined {
  if (typeof params.error !== 'string') return undefined;
  return typeof params.error_description === 'string' && params.error_description ? `${params.error}: ${params.error_description}` : params.error;
}

/** Read a token endpoint's answer (RFC 6749 §5.1, §5.2). `now` and `asked` fill expiry and scopes. */
export function readTokenResponse(status: number, body: unknown, asked: readonly string[], now: number): Outcome<Grant> {
  const params = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const error = oauthError(params);
  if (error) return { ok: false, error: `The token endpoint refused: ${error}` };
  if (status < 200 || status > 299) return { ok: false, error: `The token endpoint answered ${status}` };
  return grantFrom(params, asked, now, 'The token endpoint');
}

function grantFrom(params: Record<string, unknown>, asked: readonly string[], now: number, who: string): Outcome<Grant> {
  if (typeof params.access_token !== 'string' || !params.access_token) return { ok: false, error: `${who} sent no access_token` };
  const type = typeof params.token_type === 'string' ? params.token_type : 'Bearer';
  if (type.toLowerCase() !== 'bearer') return { ok: false, error: `${who} sent a \`${type}\` token; the explorer sends bearer tokens only` };
  const expiresIn = Number(params.expires_in);
  return {
    ok: true,
    value: {
      accessToken: params.access_token,
      ...(params.expires_in !== undefined && Number.isFinite(expiresIn) && expiresIn > 0 ? { expiresAt: now + expiresIn * 1000 } : {}),
      scopes: typeof params.scope === 'string' ? params.scope.split(' ').filter(Boolean) : [...asked],
    },
  };
}

/**
 * The parameters the redirect page received (query and fragment together), checked against
 * the `state` the request carried: a code (authorization code flow) or a token (implicit).
 */
export function readRedirect(params: Record<string, string>, state: string, asked: readonly string[], now: number): Outcome<{ code: string } | { grant: Grant }> {
  if (params.state !== state) return { ok: false, error: 'The sign-in answered with another `state` than the explorer sent: it was not the answer to this request, and is ignored' };
  const error = oauthError(params);
  if (error) return { ok: false, error: `The authorization server refused: ${error}` };
  if (params.code) return { ok: true, value: { code: params.code } };
  const grant = grantFrom(params, asked, now, 'The authorization server');
  return grant.ok ? { ok: true, value: { grant: grant.value } } : grant;
}

/** What the explorer reads of an OpenID Connect discovery document. */
export interface Discovery {
  authorizationUrl: string;
  tokenUrl: string;
  scopes: string[];
}

const isHttpUrl = (value: unknown): value is string => typeof value === 'string' && /^https?:\/\/[^/?#\s]+/i.test(value);

/** The endpoints and scopes of a discovery document (OpenID Connect Discovery 1.0 §3). */
export function readDiscovery(body: unknown, url: string): Outcome<Discovery> {
  const doc = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const missing = ['authorization_endpoint', 'token_endpoint'].filter((key) => !isHttpUrl(doc[key]));
  if (missing.length) return { ok: false, error: `The discovery document ${url} has no http(s) ${missing.map((key) => `\`${key}\``).join(' or ')}` };
  const scopes = Array.isArray(doc.scopes_supported) ? doc.scopes_supported.filter((scope): scope is string => typeof scope === 'string') : [];
  return { ok: true, value: { authorizationUrl: doc.authorization_endpoint as string, tokenUrl: doc.token_endpoint as string, scopes: scopes.length ? scopes : ['openid'] } };
}
