/**
 * The explorer's authentication props (types only: the browser reads them, explorer-props.ts
 * makes them): how each scheme of the operation's security is sent, and for OAuth 2.0 and
 * OpenID Connect, how the explorer can get a token itself and the docs site's client.
 */

export type ParameterLocation = 'path' | 'query' | 'header' | 'cookie';

/** The OAuth 2.0 flows the explorer runs in the browser; password and device flows are not among them. */
export type ExplorerFlowKind = 'authorizationCode' | 'clientCredentials' | 'implicit';

export interface ExplorerOAuthFlow {
  kind: ExplorerFlowKind;
  authorizationUrl?: string;
  tokenUrl?: string;
  /** Every scope of the flow, with what it grants as plain text. */
  scopes: Array<{ name: string; description: string }>;
}

/** How the explorer gets a token for an OAuth 2.0 or OpenID Connect scheme. */
export interface ExplorerOAuth {
  /** The flows it can run, in the document's order (OAuth 2.0). */
  flows: ExplorerOAuthFlow[];
  /** The discovery document, read in the browser when the reader authorizes (OpenID Connect). */
  discoveryUrl?: string;
  /** The scopes the operation needs of the scheme: ticked at first. */
  required: string[];
}

export interface ExplorerAuthScheme {
  key: string;
  /** `apiKey`: a key in a header, query parameter or cookie; `bearer`: a token; `basic`: user and password. */
  kind: 'apiKey' | 'bearer' | 'basic';
  in?: ParameterLocation;
  name?: string;
  /** OAuth 2.0 and OpenID Connect: how a token can be got; absent when it can only be pasted. */
  oauth?: ExplorerOAuth;
}

/** The docs site's OAuth 2.0 client, on operation pages whose schemes can get a token. */
export interface ExplorerOAuthClient {
  /** Empty: the reader types the client id. */
  clientId: string;
  /** Ticked at first besides the operation's scopes. */
  scopes: string[];
  /** The redirect page's path (base URL included); `redirect_uri` is this path on the page's origin. */
  redirectPath: string;
}
