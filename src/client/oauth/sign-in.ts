/**
 * The authorization code flow with PKCE (and the implicit flow) in a sign-in window: the
 * window goes to the authorization server, which sends it back to docsgen's redirect page;
 * that page posts the answer to this page, which checks where it comes from and its `state`,
 * then exchanges the code at the token endpoint with its verifier.
 */
import { authorizationRequestUrl, base64url, codeChallenge, codeVerifier, readRedirect, REDIRECT_MESSAGE, tokenRequest, type Grant, type Outcome } from '../../openapi/oauth-protocol.ts';
import { requestToken } from './token-endpoint.ts';

export interface SignInRequest {
  flow: 'authorizationCode' | 'implicit';
  authorizationUrl: string;
  tokenUrl?: string;
  clientId: string;
  scopes: string[];
  /** The redirect page's path on this site. */
  redirectPath: string;
}

const random = (length: number): Uint8Array => crypto.getRandomValues(new Uint8Array(length));

/** Milliseconds to wait for the redirect page's message once the window is seen closed: it closes itself right after posting. */
const CLOSE_GRACE_MS = 1000;

/** The redirect page's parameters, from this sign-in window and this origin only; or why there are none. */
function redirectParams(popup: Window): Promise<Outcome<Record<string, string>>> {
  return new Promise((resolve) => {
    let finished = false;
    const finish = (outcome: Outcome<Record<string, string>>): void => {
      if (finished) return;
      finished = true;
      window.removeEventListener('message', onMessage);
      window.clearInterval(watch);
      resolve(outcome);
    };
    const onMessage = (event: MessageEvent<unknown>): void => {
      const data = event.data as { type?: unknown; params?: unknown } | null;
      if (event.origin !== location.origin || event.source !== popup || !data || data.type !== REDIRECT_MESSAGE || !data.params || typeof data.params !== 'object') return;
      finish({ ok: true, value: Object.fromEntries(Object.entries(data.params).filter((entry): entry is [string, string] => typeof entry[1] === 'string')) });
    };
    const watch = window.setInterval(() => {
      if (!popup.closed) return;
      window.clearInterval(watch);
      window.setTimeout(() => finish({ ok: false, error: 'The sign-in window was closed before signing in finished.' }), CLOSE_GRACE_MS);
    }, 250);
    window.addEventListener('message', onMessage);
  });
}

/** Sign in and get a token. Opens the window before anything else, so that the reader's click allows it. */
export async function signIn(request: SignInRequest): Promise<Outcome<Grant>> {
  // Browsers give SHA-256 (`crypto.subtle`) to secure pages only: https, or 127.0.0.1 and localhost.
  if (request.flow === 'authorizationCode' && !globalThis.crypto?.subtle) return { ok: false, error: 'Signing in with PKCE needs this page served over HTTPS.' };
  const popup = window.open('about:blank', 'docsgen-oauth2', 'popup,width=520,height=720');
  if (!popup) return { ok: false, error: 'The browser blocked the sign-in window: allow pop-ups for this site, then authorize again.' };
  const redirectUri = new URL(request.redirectPath, location.origin).href;
  const state = base64url(random(16));
  const verifier = request.flow === 'authorizationCode' ? codeVerifier(random(32)) : undefined;
  try {
    popup.location.href = authorizationRequestUrl({
      authorizationUrl: request.authorizationUrl,
      responseType: verifier ? 'code' : 'token',
      clientId: request.clientId,
      redirectUri,
      scopes: request.scopes,
      state,
      ...(verifier ? { codeChallenge: await codeChallenge(verifier) } : {}),
    });
    const params = await redirectParams(popup);
    if (!params.ok) return params;
    const answer = readRedirect(params.value, state, request.scopes, Date.now());
    if (!answer.ok) return answer;
    if ('grant' in answer.value) return { ok: true, value: answer.value.grant };
    if (!verifier || !request.tokenUrl) return { ok: false, error: 'The authorization server sent a code where the implicit flow expects a token' };
    return await requestToken(tokenRequest(request.tokenUrl, { type: 'authorization_code', code: answer.value.code, codeVerifier: verifier, redirectUri, clientId: request.clientId }), request.scopes);
  } finally {
    if (!popup.closed) popup.close();
  }
}
