/**
 * The explorer's sign-in for an OAuth 2.0 or OpenID Connect scheme: the flow, the client,
 * the scopes to ask for (the operation's ticked), and "Authorize". Loaded on first use, with
 * the browser code it is given (see src/client/islands/oauth-island.tsx).
 */
import { useEffect, useState } from 'react';
import type { ExplorerFlowKind, ExplorerOAuthFlow } from '../../src/openapi/explorer-auth.ts';
import type { Discovery, Grant, Outcome } from '../../src/openapi/oauth-protocol.ts';
import type { OAuthPanelProps } from './ExplorerAuth.tsx';
import { Field } from './ExplorerField.tsx';

/** The browser's part: the discovery document, the sign-in window, the token endpoint. */
export interface OAuthRuntime {
  discover: (url: string) => Promise<Outcome<Discovery>>;
  /** Opens the sign-in window at once (call it from the click), then gets the token. */
  signIn: (request: { flow: 'authorizationCode' | 'implicit'; authorizationUrl: string; tokenUrl?: string; clientId: string; scopes: string[]; redirectPath: string }) => Promise<Outcome<Grant>>;
  clientCredentials: (request: { tokenUrl: string; clientId: string; clientSecret: string; scopes: string[]; secretIn: 'header' | 'body' }) => Promise<Outcome<Grant>>;
}

const FLOW_LABELS: Record<ExplorerFlowKind, string> = {
  authorizationCode: 'Authorization code with PKCE',
  clientCredentials: 'Client credentials',
  implicit: 'Implicit',
};

type DiscoveryState = { state: 'none' } | { state: 'loading' } | { state: 'ready'; flow: ExplorerOAuthFlow } | { state: 'failed'; error: string };

/** An OpenID Connect scheme's flow, from its discovery document: read when the panel first shows. */
function useDiscovery(runtime: OAuthRuntime, url: string | undefined): DiscoveryState {
  const [discovery, setDiscovery] = useState<DiscoveryState>(url ? { state: 'loading' } : { state: 'none' });
  useEffect(() => {
    if (!url) return;
    let live = true;
    void runtime.discover(url).then((outcome) => {
      if (!live) return;
      setDiscovery(outcome.ok ? { state: 'ready', flow: { kind: 'authorizationCode', authorizationUrl: outcome.value.authorizationUrl, tokenUrl: outcome.value.tokenUrl, scopes: outcome.value.scopes.map((name) => ({ name, description: '' })) } } : { state: 'failed', error: outcome.error });
    });
    return () => {
      live = false;
    };
  }, [runtime, url]);
  return discovery;
}

const clock = (time: number): string => new Date(time).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

function GrantStatus({ grant, onLogOut }: { grant: Grant; onLogOut: () => void }) {
  const expired = grant.expiresAt !== undefined && grant.expiresAt <= Date.now();
  const scopes = grant.scopes.length ? ` with ${grant.scopes.join(', ')}` : '';
  return (
    <p className="explorer-oauth__status" role="status">
      {expired ? `The token expired at ${clock(grant.expiresAt!)}: authorize again.` : `Authorized${scopes}${grant.expiresAt !== undefined ? `; the token expires at ${clock(grant.expiresAt)}` : ''}.`}{' '}
      <button type="button" className="explorer__link-button" onClick={onLogOut}>
        Log out
      </button>
    </p>
  );
}

export function ExplorerOAuth({ runtime, scheme, client, grant, onGrant, idPrefix }: OAuthPanelProps & { runtime: OAuthRuntime }) {
  const discovery = useDiscovery(runtime, scheme.oauth.discoveryUrl);
  const flows = discovery.state === 'ready' ? [discovery.flow] : scheme.oauth.flows;
  const [flowIndex, setFlowIndex] = useState(0);
  // The site's client is a public one, for sign-ins; client credentials are the reader's own client.
  const [clientIds, setClientIds] = useState({ signIn: client.clientId, own: '' });
  const [clientSecret, setClientSecret] = useState('');
  const [secretIn, setSecretIn] = useState<'header' | 'body'>('header');
  const [checked, setChecked] = useState(() => new Set([...scheme.oauth.required, ...client.scopes, ...(scheme.oauth.discoveryUrl ? ['openid'] : [])]));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const flow = flows[flowIndex] ?? flows[0];
  const clientKey = flow?.kind === 'clientCredentials' ? 'own' : 'signIn';
  const clientId = clientIds[clientKey];
  const id = (name: string): string => `${idPrefix}-${name}`;
  const scopes = [...new Set([...(flow?.scopes.map((scope) => scope.name) ?? []), ...scheme.oauth.required, ...client.scopes])];
  const description = (name: string): string => flow?.scopes.find((scope) => scope.name === name)?.description ?? '';

  const authorize = (): void => {
    if (!flow) return;
    setError(undefined);
    const asked = scopes.filter((scope) => checked.has(scope));
    if (!clientId.trim()) return setError(flow.kind === 'clientCredentials' ? 'Enter your client ID.' : 'Enter the client ID registered for this site.');
    if (flow.kind === 'clientCredentials' && !clientSecret) return setError('Enter the client secret.');
    setBusy(true);
    const pending =
      flow.kind === 'clientCredentials'
        ? runtime.clientCredentials({ tokenUrl: flow.tokenUrl!, clientId: clientId.trim(), clientSecret, scopes: asked, secretIn })
        : runtime.signIn({ flow: flow.kind, authorizationUrl: flow.authorizationUrl!, ...(flow.tokenUrl ? { tokenUrl: flow.tokenUrl } : {}), clientId: clientId.trim(), scopes: asked, redirectPath: client.redirectPath });
    void pending
      .catch((failure: unknown): Outcome<Grant> => ({ ok: false, error: `Signing in failed: ${(failure as Error).message}` }))
      .then((outcome) => {
        setBusy(false);
        if (outcome.ok) onGrant(outcome.value);
        else setError(outcome.error);
      });
  };

  return (
    <div className="explorer-oauth" role="group" aria-label={`Get a token for ${scheme.key}`}>
      {discovery.state === 'loading' ? <p className="explorer__note">Reading the OpenID Connect configuration…</p> : null}
      {discovery.state === 'failed' ? <p className="explorer__failure" role="alert">{discovery.error}</p> : null}
      {flows.length > 1 ? (
        <Field id={id('flow')} label="Flow">
          <select id={id('flow')} value={flowIndex} onChange={(event) => setFlowIndex(Number(event.target.value))}>
            {flows.map((option, index) => (
              <option key={option.kind} value={index}>
                {FLOW_LABELS[option.kind]}
              </option>
            ))}
          </select>
        </Field>
      ) : flow ? (
        <p className="explorer__note">{scheme.oauth.discoveryUrl ? `OpenID Connect: ${FLOW_LABELS[flow.kind]}` : FLOW_LABELS[flow.kind]}</p>
      ) : null}
      {flow ? (
        <>
          <Field id={id('client-id')} label="Client ID">
            <input id={id('client-id')} type="text" autoComplete="off" spellCheck={false} value={clientId} onChange={(event) => setClientIds({ ...clientIds, [clientKey]: event.target.value })} />
          </Field>
          {flow.kind === 'clientCredentials' ? (
            <>
              <Field id={id('client-secret')} label="Client secret" hint="Kept by this page only, never stored.">
                <input id={id('client-secret')} type="password" autoComplete="off" value={clientSecret} onChange={(event) => setClientSecret(event.target.value)} />
              </Field>
              <Field id={id('secret-in')} label="Send the client secret">
                <select id={id('secret-in')} value={secretIn} onChange={(event) => setSecretIn(event.target.value as 'header' | 'body')}>
                  <option value="header">in an Authorization header (HTTP Basic)</option>
                  <option value="body">in the request body</option>
                </select>
              </Field>
            </>
          ) : null}
          {scopes.length ? (
            <fieldset className="explorer-oauth__scopes">
              <legend>Scopes</legend>
              {scopes.map((scope) => (
                <label key={scope} className="explorer-oauth__scope">
                  <input
                    type="checkbox"
                    checked={checked.has(scope)}
                    onChange={(event) => setChecked((current) => (event.target.checked ? new Set([...current, scope]) : new Set([...current].filter((name) => name !== scope))))}
                  />{' '}
                  <code>{scope}</code>
                  {description(scope) ? <span className="explorer-field__hint"> {description(scope)}</span> : null}
                  {scheme.oauth.required.includes(scope) ? <span className="explorer-field__hint"> (needed by this operation)</span> : null}
                </label>
              ))}
            </fieldset>
          ) : null}
          <button type="button" className="explorer__cancel" onClick={authorize} disabled={busy}>
            {busy ? 'Authorizing…' : 'Authorize'}
          </button>
        </>
      ) : null}
      {error ? (
        <p className="explorer__failure" role="alert">
          {error}
        </p>
      ) : null}
      {grant ? <GrantStatus grant={grant} onLogOut={() => onGrant(undefined)} /> : null}
    </div>
  );
}
