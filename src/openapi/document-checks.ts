import { didYouMean } from '../diagnostics/diagnostic.ts';
import { isObject, refPointer, resolvePointer, schemaRefName, stringValue as text, type Json, type JsonObject } from './schema.ts';
import { FLOW_URLS, isAbsoluteHttpUrl } from './security-schemes.ts';
import type { Report } from './spec-report.ts';

/**
 * The document's OpenAPI version, or undefined (reported) when docsgen cannot read it.
 * Swagger 2.0 arrives here converted to 3.0 (parse-spec.ts); older ones do not.
 */
export function readableVersion(doc: JsonObject, report: Report): string | undefined {
  if (doc.swagger !== undefined) {
    report('error', 'unsupported-version', `Swagger ${String(doc.swagger)} documents are not supported; docsgen reads Swagger 2.0 and OpenAPI 3.0, 3.1 and 3.2`, ['swagger'], 'convert the document to OpenAPI 3 first');
    return undefined;
  }
  const version = text(doc.openapi);
  if (!version || !/^3\.[0-2]\.\d+/.test(version)) {
    report('error', 'unsupported-version', version ? `OpenAPI version \`${version}\` is not supported; docsgen reads 3.0.x, 3.1.x and 3.2.x` : 'The document has no `openapi` version field', version ? ['openapi'] : [], 'start the document with `openapi: 3.1.0`');
    return undefined;
  }
  return version;
}

/** Every $ref must resolve inside the document; references to other files are refused. */
export function checkRefs(doc: JsonObject, report: Report): void {
  const visit = (value: Json, segments: Array<string | number>): void => {
    if (Array.isArray(value)) value.forEach((item, index) => visit(item, [...segments, index]));
    else if (isObject(value)) {
      for (const [key, child] of Object.entries(value)) {
        if (key === '$ref' && typeof child === 'string') checkRef(doc, child, [...segments, key], report);
        else visit(child, [...segments, key]);
      }
    }
  };
  visit(doc, []);
}

function checkRef(doc: JsonObject, ref: string, at: Array<string | number>, report: Report): void {
  if (!ref.startsWith('#')) {
    if (refPointer(doc, ref) !== undefined) return;
    report('error', 'external-ref', `External \`$ref\` \`${ref}\` is refused: docsgen reads no other file or host for a document`, at, 'bundle the document into one file first, e.g. `npx @redocly/cli bundle openapi.yaml -o bundled.yaml`');
  } else if (resolvePointer(doc, ref) === undefined) {
    const name = schemaRefName(ref);
    const schemas = isObject(doc.components) && isObject(doc.components.schemas) ? Object.keys(doc.components.schemas) : [];
    const guess = name ? didYouMean(name, schemas) : undefined;
    report('error', 'unknown-ref', `\`$ref\` \`${ref}\` points to nothing in the document`, at, guess ? `did you mean \`#/components/schemas/${guess}\`?` : undefined);
  }
}

const PASTED = 'the explorer asks for a pasted token';

/**
 * OAuth 2.0 and OpenID Connect schemes the explorer cannot get a token for: no `flows`, a flow
 * without a URL it requires or with one that is not absolute, no `openIdConnectUrl`. Warnings:
 * the page still documents the scheme, and the explorer falls back to a pasted token.
 */
export function checkSecuritySchemes(doc: JsonObject, report: Report): void {
  const declared = isObject(doc.components) && isObject(doc.components.securitySchemes) ? doc.components.securitySchemes : {};
  for (const [key, raw] of Object.entries(declared)) {
    const at = ['components', 'securitySchemes', key];
    const scheme = isObject(raw) && typeof raw.$ref === 'string' ? resolvePointer(doc, raw.$ref) : raw;
    if (!isObject(scheme)) continue;
    if (scheme.type === 'openIdConnect' && !isAbsoluteHttpUrl(scheme.openIdConnectUrl)) {
      const url = text(scheme.openIdConnectUrl);
      report('warning', 'incomplete-security-scheme', url ? `\`openIdConnectUrl\` \`${url}\` of OpenID Connect scheme \`${key}\` is not an absolute http(s) URL; ${PASTED}` : `OpenID Connect scheme \`${key}\` has no \`openIdConnectUrl\`; ${PASTED}`, url ? [...at, 'openIdConnectUrl'] : at, 'give the URL of its discovery document, e.g. `https://auth.example.com/.well-known/openid-configuration`');
    }
    if (scheme.type !== 'oauth2') continue;
    if (!isObject(scheme.flows) || !Object.keys(scheme.flows).length) {
      report('warning', 'incomplete-security-scheme', `OAuth 2.0 scheme \`${key}\` has no \`flows\`; ${PASTED}`, at, 'add its flows, e.g. `flows: { authorizationCode: { authorizationUrl: …, tokenUrl: …, scopes: {} } }`');
      continue;
    }
    for (const [kind, flow] of Object.entries(scheme.flows)) {
      const urls = FLOW_URLS[kind];
      if (!urls || !isObject(flow)) continue;
      for (const name of urls) {
        const value = text(flow[name]);
        if (isAbsoluteHttpUrl(value)) continue;
        const where = value ? [...at, 'flows', kind, name] : [...at, 'flows', kind];
        const what = value ? `\`${name}\` \`${value}\` of the \`${kind}\` flow of \`${key}\` is not an absolute http(s) URL` : `The \`${kind}\` flow of \`${key}\` has no \`${name}\``;
        report('warning', 'incomplete-security-scheme', `${what}; the explorer cannot get a token with this flow`, where, `give the flow its ${urls.map((url) => `\`${url}\``).join(' and ')} as absolute URLs`);
      }
    }
  }
}
