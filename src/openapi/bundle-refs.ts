import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, relative, resolve, sep } from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { parseSpec, pointerSegments, toPointer, type ParsedSpec } from './parse-spec.ts';
import { isObject, resolvePointer, schemaRefName, type Json, type JsonObject } from './schema.ts';
import { displayPath } from '../shared/paths.ts';

/**
 * Whether a document's text has a `$ref` to another file (`$ref: schemas.yaml#/Thing`), read
 * before parsing so an unchanged document skips it. A `$ref` to `#…` is local, and a schema
 * property named `$ref` (Microsoft Graph has 65) is followed by an object, not a string.
 */
export const refersToOtherFiles = (text: string): boolean => /\$ref["']?[ \t]*:[ \t]*["']?(?![#{[\s"'])/.test(text);

/**
 * Resolve `$ref`s into other files of a local OpenAPI document (`schemas.yaml#/Cart`), so
 * the compiler only ever sees internal references. Files must lie inside the site folder.
 * A referenced component schema keeps its name (and its page); anything else is inlined.
 * Only for documents read from disk: a downloaded document never makes docsgen read files.
 */
export async function bundleLocalRefs(options: {
  doc: JsonObject;
  path: string;
  siteDir: string;
  /** The document's name in messages. */
  file: string;
  /** Where the document itself was parsed, so a bad `$ref` in it is reported at its line. */
  spec?: ParsedSpec;
  /** Folder the names of referenced files are shown relative to. */
  cwd?: string;
}): Promise<Diagnostic[]> {
  const diagnostics: Diagnostic[] = [];
  // Each file read, with what messages about it need: its name, text and positions.
  const files = new Map<string, ParsedSpec | undefined>(options.spec ? [[options.path, options.spec]] : []);
  const schemas: JsonObject = isObject(options.doc.components) && isObject(options.doc.components.schemas) ? options.doc.components.schemas : {};
  /** Report at the `$ref` (segments from the top of the file `from`) that caused it. */
  const fail = (from: string, at: ReadonlyArray<string | number>, message: string, hint?: string): void => {
    const spec = files.get(from);
    const position = spec ? spec.locate(toPointer([...at, '$ref'])) : undefined;
    diagnostics.push({
      code: 'openapi/external-ref',
      severity: 'error',
      message,
      file: spec?.file ?? options.file,
      ...(position ? { ...position, source: spec!.source } : {}),
      ...(hint ? { hint } : {}),
    });
  };

  const load = async (path: string): Promise<JsonObject | undefined> => {
    if (files.has(path)) return files.get(path)?.doc as JsonObject | undefined;
    files.set(path, undefined);
    const source = await readFile(path, 'utf8').catch(() => undefined);
    if (source === undefined) return undefined;
    const { spec, diagnostics: parsed } = parseSpec(source, displayPath(options.cwd ?? process.cwd(), path));
    diagnostics.push(...parsed);
    files.set(path, spec);
    return spec?.doc as JsonObject | undefined;
  };

  /** Rewrite the refs inside `value`, which was read from the file `from` at the segments `at`. */
  const visit = async (value: Json, from: string, at: Array<string | number>, stack: string[]): Promise<Json> => {
    if (Array.isArray(value)) return Promise.all(value.map((item, index) => visit(item, from, [...at, index], stack)));
    if (!isObject(value)) return value;
    if (typeof value.$ref === 'string') {
      const [target = '', pointer = ''] = value.$ref.split('#');
      if (!target && from === options.path) return value;
      const file = target ? resolve(dirname(from), target) : from;
      const key = `${file}#${pointer}`;
      const inside = relative(options.siteDir, file);
      if (/^[a-z][a-z\d+.-]*:/i.test(target) || inside.startsWith(`..${sep}`) || inside === '..') {
        fail(from, at, `\`$ref\` \`${value.$ref}\` is outside the site folder and is refused`, 'keep referenced files inside the site folder, or bundle the document into one file');
        return value;
      }
      if (stack.includes(key)) {
        const name = schemaRefName(`#${pointer}`);
        if (name && schemas[name] !== undefined) return { $ref: `#/components/schemas/${name}` };
        fail(from, at, `\`$ref\` \`${value.$ref}\` refers back to itself across files`, 'put the schema in components/schemas so it can be referenced by name');
        return {};
      }
      // A file that is not JSON or YAML is its text, as Redocly bundles it (code samples: `x-codeSamples[].source`).
      if (!pointer && !/\.(?:json|ya?ml)$/i.test(file)) {
        const text = await readFile(file, 'utf8').catch(() => undefined);
        if (text === undefined) fail(from, at, `\`$ref\` \`${value.$ref}\` points to nothing (cannot read the file)`);
        return text ?? value;
      }
      const loaded = await load(file);
      const resolved = loaded ? resolvePointer(loaded, `#${pointer}`) : undefined;
      if (resolved === undefined) {
        fail(from, at, `\`$ref\` \`${value.$ref}\` points to nothing (${loaded ? 'no such pointer' : files.has(file) && existsSync(file) ? 'the file is not an OpenAPI document' : 'cannot read the file'})`);
        return value;
      }
      // Where the target is in its file.
      const targetAt = pointerSegments(`#${pointer}`);
      const name = schemaRefName(`#${pointer}`);
      if (name && file !== options.path) {
        if (schemas[name] === undefined) {
          schemas[name] = {};
          schemas[name] = await visit(resolved, file, targetAt, [...stack, key]);
        }
        return { $ref: `#/components/schemas/${name}` };
      }
      return visit(resolved, file, targetAt, [...stack, key]);
    }
    const out: JsonObject = {};
    for (const [k, child] of Object.entries(value)) out[k] = await visit(child, from, [...at, k], stack);
    return out;
  };

  const bundled = (await visit(options.doc, options.path, [], [])) as JsonObject;
  if (Object.keys(schemas).length) {
    bundled.components = { ...(isObject(bundled.components) ? bundled.components : {}), schemas: { ...(isObject(bundled.components) && isObject(bundled.components.schemas) ? bundled.components.schemas : {}), ...schemas } };
  }
  for (const key of Object.keys(options.doc)) delete options.doc[key];
  Object.assign(options.doc, bundled);
  return diagnostics;
}
