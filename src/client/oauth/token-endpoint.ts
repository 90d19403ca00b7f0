/**
 * The explorer's requests to an authorization server from the browser: a token request to the
 * document's token URL (or the discovered one), and an OpenID Connect discovery document. Both
 * go without cookies; a failure that hides its cause (CORS) is explained.
 */
import { readDiscovery, readTokenResponse, type Discovery, type Grant, type Outcome, type TokenRequest } from '../../openapi/oauth-protocol.ts';

/** What browsers hide behind "Failed to fetch" for a cross-origin request, in words a reader can act on. */
const unreachable = (what: string, url: string, allowed: string): string =>
  `${what} to ${new URL(url).origin} failed before an answer arrived. ${allowed} must allow requests from ${location.origin} (CORS), or it is unreachable.`;

/** A JSON answer, or a form-encoded one as some token endpoints give without `Accept: application/json`. */
async function answer(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return Object.fromEntries(new URLSearchParams(text));
  }
}

/** Send a token request; the grant, or why there is none. */
export async function requestToken(request: TokenRequest, asked: readonly string[]): Promise<Outcome<Grant>> {
  let response: Response;
  try {
    // `redirect: 'error'`: a redirect could take the code, verifier or secret to another host.
    response = await fetch(request.url, { method: 'POST', headers: request.headers, body: request.body, credentials: 'omit', cache: 'no-store', redirect: 'error' });
  } catch {
    const secretInHeader = request.headers.some(([name]) => name === 'Authorization');
    return { ok: false, error: unreachable('The token request', request.url, `The token endpoint${secretInHeader ? ' (with `Authorization` among its allowed headers)' : ''}`) };
  }
  return readTokenResponse(response.status, await answer(response), asked, Date.now());
}

/** Read an OpenID Connect discovery document. */
export async function discover(url: string): Promise<Outcome<Discovery>> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'omit', headers: { Accept: 'application/json' } });
  } catch {
    return { ok: false, error: unreachable('Reading the OpenID Connect configuration', url, 'The discovery document') };
  }
  if (!response.ok) return { ok: false, error: `The discovery document ${url} answered ${response.status}` };
  return readDiscovery(await answer(response), url);
}
