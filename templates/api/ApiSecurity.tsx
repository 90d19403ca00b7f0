/** How an operation or the API authenticates: schemes, OAuth flows and their scopes. */
import type { ApiOAuthFlow, ApiSecurityScheme } from '../../src/openapi/api-model.ts';
import { translate, translatePlural, useLocaleMessages, type LocaleMessages } from '../translate.ts';

/** A scheme in a few words, in the page's locale: `API key in header X-Api-Key`, `HTTP bearer authentication (JWT)`, `OAuth 2.0`. */
export function schemeSummary(messages: LocaleMessages, scheme: ApiSecurityScheme): string {
  switch (scheme.type) {
    case 'apiKey':
      return translate(messages, 'theme.openapi.security.apiKey', 'API key in {in} {name}', { in: scheme.in ?? 'header', name: scheme.name ?? '' });
    case 'http':
      return scheme.bearerFormat
        ? translate(messages, 'theme.openapi.security.httpWithFormat', 'HTTP {scheme} authentication ({format})', { scheme: scheme.scheme ?? '', format: scheme.bearerFormat })
        : translate(messages, 'theme.openapi.security.http', 'HTTP {scheme} authentication', { scheme: scheme.scheme ?? '' });
    case 'mutualTLS':
      return translate(messages, 'theme.openapi.security.mutualTLS', 'Mutual TLS');
    default:
      // OAuth 2.0, OpenID Connect: names, the same in every language.
      return scheme.summary;
  }
}

/** `with scopes read, write`, each scope as code, in the locale's words and plural form. */
function scopesNodes(messages: LocaleMessages, scopes: readonly string[]) {
  const [before = '', after = ''] = translatePlural(messages, 'theme.openapi.security.scopes', 'with scope {scopes}|with scopes {scopes}', scopes.length, { scopes: '\u0000' }).split('\u0000');
  return (
    <>
      {before}
      {scopes.map((scope, n) => (
        <span key={scope}>
          {n ? ', ' : ''}
          <code>{scope}</code>
        </span>
      ))}
      {after}
    </>
  );
}

export function Security({ alternatives }: { alternatives: ApiSecurityScheme[][] }) {
  const messages = useLocaleMessages();
  if (!alternatives.length) return <p>{translate(messages, 'theme.openapi.noAuthentication', 'No authentication.')}</p>;
  return (
    <ul className="api-security">
      {alternatives.map((schemes, index) => (
        <li key={index}>
          {index ? <span className="api-or">{translate(messages, 'theme.openapi.security.or', 'or')} </span> : null}
          {schemes.map((scheme, i) => (
            <span key={scheme.key}>
              {i ? ` ${translate(messages, 'theme.openapi.security.and', 'and')} ` : ''}
              <strong>{scheme.key}</strong>: {schemeSummary(messages, scheme)}
              {scheme.scopes?.length ? <> {scopesNodes(messages, scheme.scopes)}</> : null}
            </span>
          ))}
        </li>
      ))}
    </ul>
  );
}

/** The URLs of a flow, each with its label in the page's locale. */
function flowUrls(messages: LocaleMessages) {
  return [
    ['authorizationUrl', translate(messages, 'theme.openapi.oauth.authorizationUrl', 'Authorization URL')],
    ['deviceAuthorizationUrl', translate(messages, 'theme.openapi.oauth.deviceAuthorizationUrl', 'Device authorization URL')],
    ['tokenUrl', translate(messages, 'theme.openapi.oauth.tokenUrl', 'Token URL')],
    ['refreshUrl', translate(messages, 'theme.openapi.oauth.refreshUrl', 'Refresh URL')],
  ] as const;
}

/** A flow's name in the page's locale (the document's own name for a kind OpenAPI does not define). */
function flowName(messages: LocaleMessages, flow: ApiOAuthFlow): string {
  switch (flow.kind) {
    case 'authorizationCode':
      return translate(messages, 'theme.openapi.oauth.flow.authorizationCode', 'Authorization code');
    case 'clientCredentials':
      return translate(messages, 'theme.openapi.oauth.flow.clientCredentials', 'Client credentials');
    case 'implicit':
      return translate(messages, 'theme.openapi.oauth.flow.implicit', 'Implicit');
    case 'password':
      return translate(messages, 'theme.openapi.oauth.flow.password', 'Password');
    case 'deviceAuthorization':
      return translate(messages, 'theme.openapi.oauth.flow.deviceAuthorization', 'Device authorization');
    default:
      return flow.label;
  }
}

/** One OAuth 2.0 flow of a scheme: its URLs and the scopes it can grant. */
export function OAuthFlow({ flow }: { flow: ApiOAuthFlow }) {
  const messages = useLocaleMessages();
  return (
    <div className="api-oauth-flow">
      <p>
        <strong>{translate(messages, 'theme.openapi.oauth.flow', '{flow} flow', { flow: flowName(messages, flow) })}</strong>
      </p>
      <dl className="api-oauth-flow__urls">
        {flowUrls(messages).map(([key, label]) =>
          flow[key] ? (
            <div key={key}>
              <dt>{label}</dt>
              <dd>
                <code>{flow[key]}</code>
              </dd>
            </div>
          ) : null,
        )}
      </dl>
      {flow.scopes.length ? (
        <table className="api-oauth-flow__scopes">
          <thead>
            <tr>
              <th>{translate(messages, 'theme.openapi.oauth.scope', 'Scope')}</th>
              <th>{translate(messages, 'theme.openapi.oauth.grants', 'Grants')}</th>
            </tr>
          </thead>
          <tbody>
            {flow.scopes.map((scope) => (
              <tr key={scope.name}>
                <td>
                  <code>{scope.name}</code>
                </td>
                <td dangerouslySetInnerHTML={{ __html: scope.descriptionHtml }} />
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}
