/**
 * The explorer props of an operation page, made at build time and serialised into its HTML:
 * its servers, parameters and body, and how each scheme of its security is sent or got.
 */
import type { ExplorerConfig, ExplorerOAuth2Config } from '../config/site-config.ts';
import { htmlToText } from '../shared/html-text.ts';
import type { ApiOAuthFlow, ApiOperation, ApiSecurityScheme, SchemaNode } from './api-model.ts';
import type { ExplorerAuthScheme, ExplorerFlowKind, ExplorerOAuth, ExplorerOAuthClient, ExplorerOAuthFlow, ParameterLocation } from './explorer-auth.ts';
import { parseJson, type ExplorerParameter, type ExplorerProps } from './explorer.ts';
import { FLOW_URLS, isAbsoluteHttpUrl } from './security-schemes.ts';

const RUNNABLE: readonly string[] = ['authorizationCode', 'clientCredentials', 'implicit'] satisfies ExplorerFlowKind[];

/** A flow the explorer can run: one it knows, with the absolute URLs that flow requires. */
function runnable(flow: ApiOAuthFlow): ExplorerOAuthFlow | undefined {
  if (!RUNNABLE.includes(flow.kind)) return undefined;
  const urls = FLOW_URLS[flow.kind] ?? [];
  const value = (name: string): string | undefined => (name === 'authorizationUrl' ? flow.authorizationUrl : name === 'tokenUrl' ? flow.tokenUrl : undefined);
  if (!urls.every((name) => isAbsoluteHttpUrl(value(name)))) return undefined;
  return {
    kind: flow.kind as ExplorerFlowKind,
    ...(flow.authorizationUrl && urls.includes('authorizationUrl') ? { authorizationUrl: flow.authorizationUrl.trim() } : {}),
    ...(flow.tokenUrl && urls.includes('tokenUrl') ? { tokenUrl: flow.tokenUrl.trim() } : {}),
    scopes: flow.scopes.map((scope) => ({ name: scope.name, description: htmlToText(scope.descriptionHtml) })),
  };
}

function oauthOf(scheme: ApiSecurityScheme): ExplorerOAuth | undefined {
  const required = scheme.scopes ?? [];
  if (scheme.type === 'openIdConnect') return isAbsoluteHttpUrl(scheme.openIdConnectUrl) ? { flows: [], discoveryUrl: scheme.openIdConnectUrl.trim(), required } : undefined;
  if (scheme.type !== 'oauth2') return undefined;
  const flows = (scheme.flows ?? []).map(runnable).filter((flow) => flow !== undefined);
  return flows.length ? { flows, required } : undefined;
}

/** How the explorer sends a scheme's credentials, and gets a token where it can. */
export function explorerAuthScheme(scheme: ApiSecurityScheme): ExplorerAuthScheme {
  if (scheme.type === 'apiKey') return { key: scheme.key, kind: 'apiKey', in: (scheme.in ?? 'header') as ParameterLocation, name: scheme.name ?? scheme.key };
  if (scheme.type === 'http' && scheme.scheme?.toLowerCase() === 'basic') return { key: scheme.key, kind: 'basic' };
  // HTTP bearer, OAuth 2.0 and OpenID Connect all end in an `Authorization: Bearer` token.
  const oauth = oauthOf(scheme);
  return { key: scheme.key, kind: 'bearer', ...(oauth ? { oauth } : {}) };
}

/** The docs site's client for an operation page whose schemes can get a token, else undefined. */
export function explorerOAuthClient(security: ExplorerAuthScheme[][], config: ExplorerOAuth2Config | undefined, redirectPath: string | undefined): ExplorerOAuthClient | undefined {
  if (redirectPath === undefined || !security.some((schemes) => schemes.some((scheme) => scheme.oauth))) return undefined;
  return { clientId: config?.clientId ?? '', scopes: config?.scopes ?? [], redirectPath };
}

const display = (value: string | undefined): string => {
  if (value === undefined) return '';
  const parsed = parseJson(value);
  return typeof parsed === 'string' ? parsed : Array.isArray(parsed) ? parsed.join(',') : JSON.stringify(parsed);
};

function parameterType(node: SchemaNode): ExplorerParameter['type'] {
  const base = node.typeLabel.split(/[\s<|]/)[0] ?? 'string';
  if (base === 'array') return 'array';
  return (['integer', 'number', 'boolean', 'object'] as const).find((type) => type === base) ?? 'string';
}

/**
 * The explorer props of an operation page.
 * `oauthRedirectPath` is the API's OAuth 2.0 redirect page, when the explorer may get tokens.
 */
export function explorerProps(op: ApiOperation, config: ExplorerConfig, oauthRedirectPath?: string): ExplorerProps {
  const defaultServer = Math.max(0, op.serverTemplates.findIndex((server) => server.url === config.defaultServer || server.url.replace(/\/$/, '') === config.defaultServer?.replace(/\/$/, '')));
  const security = op.security.map((schemes) => schemes.map(explorerAuthScheme));
  const oauth = explorerOAuthClient(security, config.oauth2, oauthRedirectPath);
  return {
    operationId: op.slug,
    ...(config.credentialsScope ? { credentialsScope: config.credentialsScope } : {}),
    keepCredentials: config.keepCredentials,
    method: op.method.toUpperCase(),
    path: op.requestPath ?? op.path,
    servers: op.serverTemplates,
    defaultServer,
    proxyUrl: config.proxyUrl ?? '',
    timeoutMs: config.timeout,
    security,
    ...(oauth ? { oauth } : {}),
    parameters: op.parameters.map((parameter) => {
      const type = parameterType(parameter.schema);
      return {
        name: parameter.name,
        in: parameter.in,
        required: parameter.required,
        type,
        typeLabel: parameter.schema.typeLabel,
        enum: (type === 'array' ? parameter.schema.items?.enum : parameter.schema.enum)?.map(display) ?? [],
        example: display(parameter.example ?? parameter.schema.example),
        default: display(parameter.schema.default),
      };
    }),
    ...(op.requestBody
      ? { body: { required: op.requestBody.required, contents: op.requestBody.contents.map((content) => ({ mediaType: content.mediaType, example: content.example ?? '' })) } }
      : {}),
  };
}

