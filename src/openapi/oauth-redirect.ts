import type { OpenApiConfig } from '../config/site-config.ts';
import type { ApiReference } from './api-model.ts';
import { explorerAuthScheme } from './explorer-props.ts';

/** The redirect page of an API: its file in the output folder and its path on the site. */
export interface OAuthRedirect {
  /** Relative to the output folder of the site's root (not of a locale): `api/oauth2-redirect.html`. */
  file: string;
  /** What the explorer sends as `redirect_uri`, on the page's origin: `/docs/api/oauth2-redirect.html`. */
  path: string;
}

/**
 * Where an API's OAuth 2.0 redirect page goes, when its explorer can get a token for one of its
 * operations: `explorer.oauth2.redirectUrl`, else `oauth2-redirect.html` beside the API's
 * downloads. One URL for every locale of the site (`rootBase`, the base URL without a locale),
 * so that the authorization server knows one.
 */
export function oauthRedirect(reference: ApiReference, openapi: OpenApiConfig, rootBase: string): OAuthRedirect | undefined {
  if (!openapi.explorer.enabled) return undefined;
  const getsTokens = reference.operations.some((op) => !op.webhook && op.security.some((schemes) => schemes.some((scheme) => explorerAuthScheme(scheme).oauth)));
  if (!getsTokens) return undefined;
  const configured = openapi.explorer.oauth2?.redirectUrl;
  if (configured !== undefined) return { file: decodeURIComponent(configured.slice(rootBase.length)), path: configured };
  const file = [openapi.route.replace(/^\/+|\/+$/g, ''), 'oauth2-redirect.html'].filter(Boolean).join('/');
  return { file, path: `${rootBase}${file}` };
}
