import { didYouMean } from '../diagnostics/diagnostic.ts';
import { isObject, refPointer, resolvePointer, schemaRefName, stringValue as text, type Json, type JsonObject } from './schema.ts';
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
