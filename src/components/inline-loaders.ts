/**
 * webpack's inline loaders (`import text from '!!raw-loader!./example.js'`), read as webpack
 * reads them, and the loaders docsgen has an equivalent of. The same equivalents serve a
 * plugin's `configureWebpack` `module.rules` (see plugins/webpack-config.ts), so a loader means
 * one thing whether a rule or an import names it.
 * @see https://webpack.js.org/concepts/loaders/#inline
 */
import { packageOfSpecifier } from '../shared/package-name.ts';

/** One loader of a request, with the query that is its options (`raw-loader?esModule=false`). */
export interface InlineLoader {
  /** As written: `raw-loader`, `roa-loader`, `/abs/node_modules/file-loader/dist/cjs.js`. */
  request: string;
  /** The text after its first `?`, without the `?`; empty when it has none. */
  query: string;
  /** A configured rule's `options` object (`{ loader, options }`), which stands for the query. */
  options?: Record<string, unknown>;
}

/** An import specifier split into its loaders and its resource, as webpack splits it. */
export interface InlineRequest {
  /** The loaders, leftmost first; they apply right to left. */
  loaders: InlineLoader[];
  /** The file the loaders read (`./example.js`), its own query kept. */
  resource: string;
  /** Whether the site's configured loaders (`module.rules`) still apply: not after `!`, `!!` or `-!`. */
  configuredRules: boolean;
}

/** What docsgen gives for a loader it has an equivalent of: the file's text, its URL, or its code as esbuild compiles it. */
export type LoaderEquivalent = 'text' | 'file' | 'code';

/**
 * The loaders docsgen has an equivalent of, by package. url-loader inlines small files as data
 * URLs; a URL of the file is the same file. babel-loader compiles JSX and TypeScript, which
 * esbuild does to every component already (Docusaurus's own JS loader is babel-loader).
 */
const EQUIVALENTS: Record<string, LoaderEquivalent> = { 'raw-loader': 'text', 'file-loader': 'file', 'url-loader': 'file', 'babel-loader': 'code' };

/** The import as webpack's inline-loader syntax, or undefined for an ordinary import (no `!`). */
export function parseInlineRequest(specifier: string): InlineRequest | undefined {
  if (!specifier.includes('!')) return undefined;
  // webpack: a leading `!`, `!!` or `-!` turns configured loaders off, and `!!` between parts is one separator.
  const configuredRules = !/^-?!/.test(specifier);
  const elements = specifier.replace(/^-?!+/, '').replace(/!!+/g, '!').split('!');
  const resource = elements.pop() ?? '';
  const loaders = elements.map((element) => {
    const at = element.indexOf('?');
    return at < 0 ? { request: element, query: '' } : { request: element.slice(0, at), query: element.slice(at + 1) };
  });
  return { loaders, resource, configuredRules };
}

/** The package a loader request names: `raw-loader` for `raw-loader`, `raw-loader/dist/cjs.js` or a path inside `node_modules/raw-loader/`. */
export function loaderPackage(request: string): string {
  const path = request.replace(/\\/g, '/');
  const inModules = path.lastIndexOf('/node_modules/');
  const rest = inModules < 0 ? path : path.slice(inModules + '/node_modules/'.length);
  return packageOfSpecifier(rest);
}

/** docsgen's equivalent of a loader, or undefined when it has none. */
export function loaderEquivalent(request: string): LoaderEquivalent | undefined {
  return EQUIVALENTS[loaderPackage(request)];
}

/**
 * The module a chain of text steps makes of a loader's output: raw-loader's `export default "<text>"`,
 * applied once per step, right to left. A value that is not text (roa-loader's `{ code, hash }`)
 * is its JSON, as raw-loader's `JSON.stringify` makes it.
 */
export function textModule(input: unknown, steps: readonly InlineLoader[]): string {
  let value: unknown = Buffer.isBuffer(input) ? input.toString('utf8') : input;
  for (const step of [...steps].reverse()) {
    // raw-loader's `esModule=false` option gives a CommonJS module; an import of its default is the same string.
    const json = JSON.stringify(value).replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
    const commonJs = step.options ? step.options.esModule === false : /(?:^|&)esModule=false(?:&|$)/.test(step.query);
    value = commonJs ? `module.exports = ${json};` : `export default ${json};`;
  }
  return value as string;
}
