/**
 * Parameter values serialized as OpenAPI 3 `style`/`explode` define them: RFC 6570 expansion
 * plus `spaceDelimited`, `pipeDelimited` and `deepObject`, percent-encoded as the style table
 * of the specification shows (so `|` is `%7C` and deepObject brackets are `%5B`/`%5D`).
 * @see https://spec.openapis.org/oas/v3.1.1.html#style-examples
 * @see https://spec.openapis.org/oas/v3.1.1.html#appendix-e-percent-encoding-and-form-media-types
 */
import type { Json } from './schema.ts';

export type ParameterLocation = 'path' | 'query' | 'header' | 'cookie';

/** How one parameter is serialized: its own fields, else the defaults for its location. */
export interface ParameterStyle {
  style: string;
  explode: boolean;
  /** Query only: RFC 3986 reserved characters are left as they are. */
  allowReserved: boolean;
}

/** The `style`, `explode` and `allowReserved` a parameter uses, with the specification's defaults. */
export function parameterStyle(location: ParameterLocation, raw: { style?: Json; explode?: Json; allowReserved?: Json }): ParameterStyle {
  const style = typeof raw.style === 'string' ? raw.style : location === 'query' || location === 'cookie' ? 'form' : 'simple';
  return { style, explode: typeof raw.explode === 'boolean' ? raw.explode : style === 'form', allowReserved: location === 'query' && raw.allowReserved === true };
}

const utf8 = new TextEncoder();
const UNRESERVED = /[A-Za-z0-9\-._~]/;
// Reserved characters a query may carry as they are; `[`, `]` and `#` are not allowed in a
// query and `&`, `=`, `+` mean something in form encoding, so even allowReserved encodes them.
// So is `'`: fetch (WHATWG URL) encodes it in a query anyway, and all clients should send the same.
const QUERY_RESERVED = /[:/?@!$()*,;]/;

const escape = (char: string): string => [...utf8.encode(char)].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('');

/** Percent-encode everything but RFC 3986 unreserved characters (and, with `allowReserved`, reserved ones and `%XX` triples). */
export function percentEncode(text: string, allowReserved = false): string {
  let out = '';
  for (let index = 0; index < text.length; ) {
    const triple = allowReserved ? /^%[0-9A-Fa-f]{2}/.exec(text.slice(index, index + 3))?.[0] : undefined;
    const char = triple ?? String.fromCodePoint(text.codePointAt(index)!);
    out += triple || UNRESERVED.test(char) || (allowReserved && QUERY_RESERVED.test(char)) ? char : escape(char);
    index += char.length;
  }
  return out;
}

/** A value as RFC 6570 sees it: undefined (null, empty list or map), a string, a list or a map. */
type Shape = { kind: 'primitive'; value: string } | { kind: 'array'; items: string[] } | { kind: 'object'; entries: Array<[string, string]> };

// Nested arrays and objects have no serialization of their own; JSON is the least surprising.
const scalar = (value: Json): string => (typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value));

function shapeOf(value: Json | undefined): Shape | undefined {
  if (value === null || value === undefined) return undefined;
  if (Array.isArray(value)) {
    const items = value.filter((item) => item !== null).map(scalar);
    return items.length ? { kind: 'array', items } : undefined;
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value).flatMap(([key, item]): Array<[string, string]> => (item === null ? [] : [[key, scalar(item)]]));
    return entries.length ? { kind: 'object', entries } : undefined;
  }
  return { kind: 'primitive', value: String(value) };
}

/** A path parameter's text (`simple`, `label` or `matrix`), or undefined when the value is undefined. */
export function serializePath(name: string, value: Json | undefined, { style, explode }: ParameterStyle): string | undefined {
  const shape = shapeOf(value);
  if (!shape) return undefined;
  const e = (text: string): string => percentEncode(text);
  // RFC 6570 §3.2.7: a matrix pair with an empty value is written without `=`.
  const pair = (key: string, text: string, bare: boolean): string => (bare && text === '' ? e(key) : `${e(key)}=${e(text)}`);
  const flat = (entries: Array<[string, string]>): string[] => entries.flat();
  if (style === 'matrix') {
    if (shape.kind === 'primitive') return `;${pair(name, shape.value, true)}`;
    if (shape.kind === 'array') return explode ? shape.items.map((item) => `;${pair(name, item, true)}`).join('') : `;${e(name)}=${shape.items.map(e).join(',')}`;
    return explode ? shape.entries.map(([key, item]) => `;${pair(key, item, true)}`).join('') : `;${e(name)}=${flat(shape.entries).map(e).join(',')}`;
  }
  const [prefix, separator] = style === 'label' ? ['.', explode ? '.' : ','] : ['', ','];
  if (shape.kind === 'primitive') return `${prefix}${e(shape.value)}`;
  if (shape.kind === 'array') return `${prefix}${shape.items.map(e).join(separator)}`;
  return `${prefix}${explode ? shape.entries.map(([key, item]) => pair(key, item, false)).join(separator) : flat(shape.entries).map(e).join(separator)}`;
}

/** One `name=value` of a query string or form body before encoding: `values` joined by `separator`. */
export interface StylePair {
  name: string;
  values: string[];
  separator: ',' | ' ' | '|';
}

/** The name/value pairs a query-style parameter (`form`, `spaceDelimited`, `pipeDelimited`, `deepObject`) becomes, undecoded. */
export function stylePairs(name: string, value: Json | undefined, { style, explode }: ParameterStyle): StylePair[] {
  const shape = shapeOf(value);
  if (!shape) return [];
  const one = (key: string, text: string): StylePair => ({ name: key, values: [text], separator: ',' });
  if (shape.kind === 'primitive') return [one(name, shape.value)];
  if (style === 'deepObject' && shape.kind === 'object') return shape.entries.map(([key, text]) => one(`${name}[${key}]`, text));
  // deepObject arrays are undefined by the specification: they are sent as exploded form.
  if (explode || style === 'deepObject') return shape.kind === 'array' ? shape.items.map((item) => one(name, item)) : shape.entries.map(([key, text]) => one(key, text));
  const separator = style === 'spaceDelimited' ? ' ' : style === 'pipeDelimited' ? '|' : ',';
  return [{ name, values: shape.kind === 'array' ? shape.items : shape.entries.flat(), separator }];
}

const ENCODED_SEPARATOR = { ',': ',', ' ': '%20', '|': '%7C' } as const;

/** A query parameter as `name=value` parts of the query string, percent-encoded. */
export function serializeQuery(name: string, value: Json | undefined, style: ParameterStyle): string[] {
  return stylePairs(name, value, style).map((pair) => `${percentEncode(pair.name)}=${pair.values.map((item) => percentEncode(item, style.allowReserved)).join(ENCODED_SEPARATOR[pair.separator])}`);
}

/**
 * A header value: `simple` style, without RFC 6570's percent-encoding, which headers do not
 * use (see the specification's Appendix D); only what a header cannot carry (control and
 * non-ASCII characters, surrounding white space) is percent-encoded.
 */
export function serializeHeader(value: Json | undefined, { explode }: ParameterStyle): string | undefined {
  const shape = shapeOf(value);
  if (!shape) return undefined;
  const text = shape.kind === 'primitive' ? shape.value : shape.kind === 'array' ? shape.items.join(',') : explode ? shape.entries.map(([key, item]) => `${key}=${item}`).join(',') : shape.entries.flat().join(',');
  return text.replace(/^\s+|\s+$|[^\x20-\x7e\t]/gu, (chars) => [...chars].map(escape).join(''));
}

/**
 * The `name=value` pairs of a cookie parameter (`form` style), percent-encoded. Pairs that
 * `explode` makes are separate cookies (`; `-separated), since `&` has no meaning in a cookie.
 */
export function serializeCookie(name: string, value: Json | undefined, { explode }: ParameterStyle): string[] {
  const shape = shapeOf(value);
  if (!shape) return [];
  const e = (text: string): string => percentEncode(text);
  if (shape.kind === 'primitive') return [`${e(name)}=${e(shape.value)}`];
  if (shape.kind === 'array') return explode ? shape.items.map((item) => `${e(name)}=${e(item)}`) : [`${e(name)}=${shape.items.map(e).join(',')}`];
  return explode ? shape.entries.map(([key, item]) => `${e(key)}=${e(item)}`) : [`${e(name)}=${shape.entries.flat().map(e).join(',')}`];
}
