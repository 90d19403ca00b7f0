/** How an operation or the API authenticates: schemes, OAuth flows and their scopes. */
import type { ApiOAuthFlow, ApiSecurityScheme } from '../../src/openapi/api-model.ts';
import { translate, useLocaleMessages } from '../translate.ts';

export function Security({ alternatives }: { alternatives: ApiSecurityScheme[][] }) {
  const messages = useLocaleMessages();
  if (!alternatives.length) return <p>{translate(messages, 'theme.openapi.noAuthentication', 'No authentication.')}</p>;
  return (
    <ul className="api-security">
      {alternatives.map((schemes, index) => (
        <li key={index}>
          {index ? <span className="api-or">or </span> : null}
          {schemes.map((scheme, i) => (
            <span key={scheme.key}>
              {i ? ' and ' : ''}
              <strong>{scheme.key}</strong>: {scheme.summary.replace(/`([^`]+)`/g, '$1')}
              {scheme.scopes?.length ? (
                <>
                  {' '}with scope{scheme.scopes.length > 1 ? 's' : ''}{' '}
                  {scheme.scopes.map((scope, n) => (
                    <span key={scope}>
                      {n ? ', ' : ''}
                      <code>{scope}</code>
                    </span>
                  ))}
                </>
              ) : null}
            </span>
          ))}
        </li>
      ))}
    </ul>
  );
}

const FLOW_URLS = [
  ['authorizationUrl', 'Authorization URL'],
  ['deviceAuthorizationUrl', 'Device authorization URL'],
  ['tokenUrl', 'Token URL'],
  ['refreshUrl', 'Refresh URL'],
] as const;

/** One OAuth 2.0 flow of a scheme: its URLs and the scopes it can grant. */
export function OAuthFlow({ flow }: { flow: ApiOAuthFlow }) {
  return (
    <div className="api-oauth-flow">
      <p>
        <strong>{flow.label} flow</strong>
      </p>
      <dl className="api-oauth-flow__urls">
        {FLOW_URLS.map(([key, label]) =>
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
              <th>Scope</th>
              <th>Grants</th>
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
