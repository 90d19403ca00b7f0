/** The explorer's OAuth 2.0 panel with its browser code: a lazy chunk of the explorer island. */
import type { OAuthPanelProps } from '../../../templates/api/ExplorerAuth.tsx';
import { ExplorerOAuth, type OAuthRuntime } from '../../../templates/api/ExplorerOAuth.tsx';
import { tokenRequest } from '../../openapi/oauth-protocol.ts';
import { signIn } from '../oauth/sign-in.ts';
import { discover, requestToken } from '../oauth/token-endpoint.ts';

const runtime: OAuthRuntime = {
  discover,
  signIn,
  clientCredentials: ({ tokenUrl, clientId, clientSecret, scopes, secretIn }) => requestToken(tokenRequest(tokenUrl, { type: 'client_credentials', clientId, clientSecret, scopes, secretIn }), scopes),
};

export default function OAuthPanel(props: OAuthPanelProps) {
  return <ExplorerOAuth {...props} runtime={runtime} />;
}
