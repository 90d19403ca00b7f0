/**
 * React Router 5's `matchPath`, which `@docusaurus/router` re-exports, with the path syntax of
 * path-to-regexp 1.x that it compiles patterns with: `:name`, `:name(\\d+)`, the modifiers `?`,
 * `*` and `+`, unnamed groups `(…)` and `*`.
 */

export interface MatchOptions {
  path?: string | string[];
  exact?: boolean;
  strict?: boolean;
  sensitive?: boolean;
}

export interface Match {
  path: string;
  url: string;
  isExact: boolean;
  params: Record<string, string | undefined>;
}

interface Token {
  name: string | number;
  prefix: string;
  optional: boolean;
  repeat: boolean;
  partial: boolean;
  pattern: string;
}

const PATH_TOKEN = /(\\.)|([/.])?(?:(?::(\w+)(?:\(((?:\\.|[^\\()])+)\))?|\(((?:\\.|[^\\()])+)\))([+*?])?|(\*))/g;
const escapeString = (text: string): string => text.replace(/([.+*?=^!:${}()[\]|/\\])/g, '\\$1');

function parse(path: string): Array<string | Token> {
  const tokens: Array<string | Token> = [];
  let key = 0;
  let index = 0;
  let text = '';
  for (const match of path.matchAll(PATH_TOKEN)) {
    const [whole, escaped, prefix, name, capture, group, modifier, asterisk] = match;
    text += path.slice(index, match.index);
    index = match.index + whole.length;
    if (escaped) {
      text += escaped[1];
      continue;
    }
    if (text) tokens.push(text);
    text = '';
    const next = path[index];
    const delimiter = prefix ?? '/';
    const pattern = capture ?? group;
    tokens.push({
      name: name ?? key++,
      prefix: prefix ?? '',
      optional: modifier === '?' || modifier === '*',
      repeat: modifier === '+' || modifier === '*',
      partial: prefix !== undefined && next !== undefined && next !== prefix,
      pattern: pattern ? pattern.replace(/([=!:$/()])/g, '\\$1') : asterisk ? '.*' : `[^${escapeString(delimiter)}]+?`,
    });
  }
  text += path.slice(index);
  if (text) tokens.push(text);
  return tokens;
}

function compile(path: string, options: { end: boolean; strict: boolean; sensitive: boolean }): { regexp: RegExp; keys: Token[] } {
  const keys: Token[] = [];
  let route = '';
  for (const token of parse(path)) {
    if (typeof token === 'string') {
      route += escapeString(token);
      continue;
    }
    keys.push(token);
    const prefix = escapeString(token.prefix);
    let capture = `(?:${token.pattern})`;
    if (token.repeat) capture += `(?:${prefix}${capture})*`;
    route += token.optional ? (token.partial ? `${prefix}(${capture})?` : `(?:${prefix}(${capture}))?`) : `${prefix}(${capture})`;
  }
  const endsWithSlash = route.endsWith('\\/');
  if (!options.strict) route = `${endsWithSlash ? route.slice(0, -2) : route}(?:\\/(?=$))?`;
  route += options.end ? '$' : options.strict && endsWithSlash ? '' : '(?=\\/|$)';
  return { regexp: new RegExp(`^${route}`, options.sensitive ? '' : 'i'), keys };
}

/** The match of `pathname` against the first of the patterns that matches it, or null. */
export function matchPath(pathname: string, options: string | string[] | MatchOptions = {}): Match | null {
  const { path, exact = false, strict = false, sensitive = false } = typeof options === 'string' || Array.isArray(options) ? { path: options } : options;
  for (const pattern of ([] as Array<string | undefined>).concat(path)) {
    if (pattern === undefined) continue;
    const { regexp, keys } = compile(pattern, { end: exact, strict, sensitive });
    const found = regexp.exec(pathname);
    if (!found) continue;
    const [url, ...values] = found as unknown as [string, ...Array<string | undefined>];
    const isExact = pathname === url;
    if (exact && !isExact) continue;
    return { path: pattern, url: pattern === '/' && url === '' ? '/' : url, isExact, params: Object.fromEntries(keys.map((key, index) => [key.name, values[index]])) };
  }
  return null;
}
