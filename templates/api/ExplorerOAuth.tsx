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
import { translate, useLocaleMessages, type LocaleMessages } from '../translate.ts';

/** The browser's part: the discovery document, the sign-in window, the token endpoint. */
export interface OAuthRuntime {
  discover: (url: string) => Promise<Outcome<Discovery>>;
  /** Opens the sign-in window at once (call it from the click), then gets the token. */
  signIn: (request: { flow: 'authorizationCode' | 'implicit'; authorizationUrl: string; tokenUrl?: string; clientId: string; scopes: string[]; redirectPath: string }) => Promise<Outcome<Grant>>;
  clientCredentials: (request: { tokenUrl: string; clientId: string; clientSecret: string; scopes: string[]; secretIn: 'header' | 'body' }) => Promise<Outcome<Grant>>;
}

/** A flow's name in the page's locale. */
function flowLabel(messages: LocaleMessages, kind: ExplorerFlowKind): string {
  if (kind === 'authorizationCode') return translate(messages, 'theme.openapi.oauth.flow.authorizationCodePkce', 'Authorization code with PKCE');
  if (kind === 'clientCredentials') return translate(messages, 'theme.openapi.oauth.flow.clientCredentials', 'Client credentials');
  return translate(messages, 'theme.openapi.oauth.flow.implicit', 'Implicit');
}

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

/** What the token got allows, and until when, in the page's locale. */
function grantText(messages: LocaleMessages, grant: Grant): string {
  if (grant.expiresAt !== undefined && grant.expiresAt <= Date.now()) return translate(messages, 'theme.openapi.oauth.expired', 'The token expired at {time}: authorize again.', { time: clock(grant.expiresAt) });
  const scopes = grant.scopes.join(', ');
  if (grant.expiresAt === undefined) return scopes ? translate(messages, 'theme.openapi.oauth.authorizedWithScopes', 'Authorized with {scopes}.', { scopes }) : translate(messages, 'theme.openapi.oauth.authorized', 'Authorized.');
  const time = clock(grant.expiresAt);
  return scopes ? translate(messages, 'theme.openapi.oauth.authorizedWithScopesUntil', 'Authorized with {scopes}; the token expires at {time}.', { scopes, time }) : translate(messages, 'theme.openapi.oauth.authorizedUntil', 'Authorized; the token expires at {time}.', { time });
}

function GrantStatus({ grant, onLogOut }: { grant: Grant; onLogOut: () => void }) {
  const messages = useLocaleMessages();
  return (
    <p className="explorer-oauth__status" role="status">
      {grantText(messages, grant)}{' '}
      <button type="button" className="explorer__link-button" onClick={onLogOut}>
        {translate(messages, 'theme.openapi.oauth.logOut', 'Log out')}
      </button>
    </p>
  );
}

export function ExplorerOAuth({ runtime, scheme, client, grant, onGrant, idPrefix }: OAuthPanelProps & { runtime: OAuthRuntime }) {
  const discovery = useDiscovery(runtime, scheme.oauth.discoveryUrl);
  const messages = useLocaleMessages();
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
    if (!clientId.trim()) return setError(flow.kind === 'clientCredentials' ? translate(messages, 'theme.openapi.oauth.enterClientId', 'Enter your client ID.') : translate(messages, 'theme.openapi.oauth.enterSiteClientId', 'Enter the client ID registered for this site.'));
    if (flow.kind === 'clientCredentials' && !clientSecret) return setError(translate(messages, 'theme.openapi.oauth.enterClientSecret', 'Enter the client secret.'));
    setBusy(true);
    const pending =
      flow.kind === 'clientCredentials'
        ? runtime.clientCredentials({ tokenUrl: flow.tokenUrl!, clientId: clientId.trim(), clientSecret, scopes: asked, secretIn })
        : runtime.signIn({ flow: flow.kind, authorizationUrl: flow.authorizationUrl!, ...(flow.tokenUrl ? { tokenUrl: flow.tokenUrl } : {}), clientId: clientId.trim(), scopes: asked, redirectPath: client.redirectPath });
    void pending
      .catch((failure: unknown): Outcome<Grant> => ({ ok: false, error: translate(messages, 'theme.openapi.oauth.signInFailed', 'Signing in failed: {reason}', { reason: (failure as Error).message }) }))
      .then((outcome) => {
        setBusy(false);
        if (outcome.ok) onGrant(outcome.value);
        else setError(outcome.error);
      });
  };

  return (
    <div className="explorer-oauth" role="group" aria-label={translate(messages, 'theme.openapi.oauth.panelLabel', 'Get a token for {scheme}', { scheme: scheme.key })}>
      {discovery.state === 'loading' ? <p className="explorer__note">{translate(messages, 'theme.openapi.oauth.discovering', 'Reading the OpenID Connect configuration…')}</p> : null}
      {discovery.state === 'failed' ? <p className="explorer__failure" role="alert">{discovery.error}</p> : null}
      {flows.length > 1 ? (
        <Field id={id('flow')} label={translate(messages, 'theme.openapi.oauth.flowLabel', 'Flow')}>
          <select id={id('flow')} value={flowIndex} onChange={(event) => setFlowIndex(Number(event.target.value))}>
            {flows.map((option, index) => (
              <option key={option.kind} value={index}>
                {flowLabel(messages, option.kind)}
              </option>
            ))}
          </select>
        </Field>
      ) : flow ? (
        <p className="explorer__note">{scheme.oauth.discoveryUrl ? `OpenID Connect: ${flowLabel(messages, flow.kind)}` : flowLabel(messages, flow.kind)}</p>
      ) : null}
      {flow ? (
        <>
          <Field id={id('client-id')} label={translate(messages, 'theme.openapi.oauth.clientId', 'Client ID')}>
            <input id={id('client-id')} type="text" autoComplete="off" spellCheck={false} value={clientId} onChange={(event) => setClientIds({ ...clientIds, [clientKey]: event.target.value })} />
          </Field>
          {flow.kind === 'clientCredentials' ? (
            <>
              <Field id={id('client-secret')} label={translate(messages, 'theme.openapi.oauth.clientSecret', 'Client secret')} hint={translate(messages, 'theme.openapi.oauth.clientSecretHint', 'Kept by this page only, never stored.')}>
                <input id={id('client-secret')} type="password" autoComplete="off" value={clientSecret} onChange={(event) => setClientSecret(event.target.value)} />
              </Field>
              <Field id={id('secret-in')} label={translate(messages, 'theme.openapi.oauth.secretIn', 'Send the client secret')}>
                <select id={id('secret-in')} value={secretIn} onChange={(event) => setSecretIn(event.target.value as 'header' | 'body')}>
                  <option value="header">{translate(messages, 'theme.openapi.oauth.secretInHeader', 'in an Authorization header (HTTP Basic)')}</option>
                  <option value="body">{translate(messages, 'theme.openapi.oauth.secretInBody', 'in the request body')}</option>
                </select>
              </Field>
            </>
          ) : null}
          {scopes.length ? (
            <fieldset className="explorer-oauth__scopes">
              <legend>{translate(messages, 'theme.openapi.oauth.scopes', 'Scopes')}</legend>
              {scopes.map((scope) => (
                <label key={scope} className="explorer-oauth__scope">
                  <input
                    type="checkbox"
                    checked={checked.has(scope)}
                    onChange={(event) => setChecked((current) => (event.target.checked ? new Set([...current, scope]) : new Set([...current].filter((name) => name !== scope))))}
                  />{' '}
                  <code>{scope}</code>
                  {description(scope) ? <span className="explorer-field__hint"> {description(scope)}</span> : null}
                  {scheme.oauth.required.includes(scope) ? <span className="explorer-field__hint"> {translate(messages, 'theme.openapi.oauth.neededScope', '(needed by this operation)')}</span> : null}
                </label>
              ))}
            </fieldset>
          ) : null}
          <button type="button" className="explorer__cancel" onClick={authorize} disabled={busy}>
            {busy ? translate(messages, 'theme.openapi.oauth.authorizing', 'Authorizing…') : translate(messages, 'theme.openapi.oauth.authorize', 'Authorize')}
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
