import type { ApiOAuthFlow, ApiSecurityScheme } from './api-model.ts';
import { deref, isObject, stringValue, type Json, type JsonObject } from './schema.ts';

const text = stringValue;

const FLOW_LABELS: Record<string, string> = {
  authorizationCode: 'Authorization code',
  clientCredentials: 'Client credentials',
  implicit: 'Implicit',
  password: 'Password',
  deviceAuthorization: 'Device authorization',
};

/** The URLs each OAuth 2.0 flow requires (the OpenAPI Flow Object's REQUIRED fields). */
export const FLOW_URLS: Readonly<Record<string, readonly string[]>> = {
  implicit: ['authorizationUrl'],
  password: ['tokenUrl'],
  clientCredentials: ['tokenUrl'],
  authorizationCode: ['authorizationUrl', 'tokenUrl'],
  deviceAuthorization: ['deviceAuthorizationUrl', 'tokenUrl'],
};

/** A URL a browser can be sent to from any page: absolute, http(s). */
export const isAbsoluteHttpUrl = (url: unknown): url is string => typeof url === 'string' && /^https?:\/\/[^/?#\s]+/i.test(url.trim());

function summaryOf(type: string, scheme: JsonObject): string {
  switch (type) {
    case 'apiKey':
      return `API key in ${text(scheme.in) ?? 'header'} \`${text(scheme.name) ?? ''}\``;
    case 'http':
      return `HTTP ${text(scheme.scheme) ?? ''} authentication${text(scheme.bearerFormat) ? ` (${text(scheme.bearerFormat)})` : ''}`;
    case 'oauth2':
      return 'OAuth 2.0';
    case 'openIdConnect':
      return 'OpenID Connect';
    case 'mutualTLS':
      return 'Mutual TLS';
    default:
      return type;
  }
}

/** The OAuth 2.0 flows of a scheme: their URLs (only http(s) ones) and scopes with what each grants. */
function flowsOf(scheme: JsonObject, markdown: (text: unknown) => string, isSafeUrl: (url: string) => boolean): ApiOAuthFlow[] {
  if (!isObject(scheme.flows)) return [];
  return Object.entries(scheme.flows).flatMap(([kind, raw]): ApiOAuthFlow[] => {
    if (!isObject(raw)) return [];
    const url = (key: string): Partial<Record<string, string>> => {
      const value = text(raw[key]);
      return value && isSafeUrl(value) ? { [key]: value } : {};
    };
    return [
      {
        kind,
        label: FLOW_LABELS[kind] ?? kind,
        ...url('authorizationUrl'),
        ...url('tokenUrl'),
        ...url('refreshUrl'),
        ...url('deviceAuthorizationUrl'),
        scopes: Object.entries(isObject(raw.scopes) ? raw.scopes : {}).map(([name, description]) => ({ name, descriptionHtml: markdown(description) })),
      },
    ];
  });
}

/** The document's `components.securitySchemes`, by key, with flows, URLs and scopes. */
export function readSecuritySchemes(doc: JsonObject, markdown: (text: unknown) => string, isSafeUrl: (url: string) => boolean): Map<string, ApiSecurityScheme> {
  const schemes = new Map<string, ApiSecurityScheme>();
  const declared = isObject(doc.components) && isObject(doc.components.securitySchemes) ? doc.components.securitySchemes : {};
  for (const [key, raw] of Object.entries(declared)) {
    const scheme = deref(doc, raw);
    if (!scheme) continue;
    const type = text(scheme.type) ?? 'unknown';
    const flows = flowsOf(scheme, markdown, isSafeUrl);
    const openIdConnectUrl = text(scheme.openIdConnectUrl);
    schemes.set(key, {
      key,
      summary: summaryOf(type, scheme),
      descriptionHtml: markdown(scheme.description),
      type,
      ...(text(scheme.in) ? { in: text(scheme.in)! } : {}),
      ...(text(scheme.name) ? { name: text(scheme.name)! } : {}),
      ...(text(scheme.scheme) ? { scheme: text(scheme.scheme)! } : {}),
      ...(text(scheme.bearerFormat) ? { bearerFormat: text(scheme.bearerFormat)! } : {}),
      ...(flows.length ? { flows } : {}),
      ...(openIdConnectUrl && isSafeUrl(openIdConnectUrl) ? { openIdConnectUrl } : {}),
    });
  }
  return schemes;
}

/**
 * An operation's security requirements (its own, else the document's): alternatives, each a
 * set of schemes that together authenticate, with the scopes the operation needs of each.
 * `security: []` means no authentication; `{}` among the alternatives makes it optional.
 */
export function operationSecurity(requirements: Json | undefined, schemes: ReadonlyMap<string, ApiSecurityScheme>): ApiSecurityScheme[][] {
  if (!Array.isArray(requirements)) return [];
  return requirements.flatMap((requirement) => {
    if (!isObject(requirement)) return [];
    const set = Object.entries(requirement).flatMap(([key, scopes]) => {
      const scheme = schemes.get(key);
      if (!scheme) return [];
      const needed = Array.isArray(scopes) ? scopes.filter((scope): scope is string => typeof scope === 'string') : [];
      return [needed.length ? { ...scheme, scopes: needed } : scheme];
    });
    return set.length ? [set] : [];
  });
}
