/**
 * Elements made by React 18's JSX runtime that a package bundles (`@dytesdk/react-web-core`
 * inlines React's production runtime): their `$$typeof` is `Symbol.for('react.element')`, which
 * React 19, docsgen's renderer, refuses as a child ("Objects are not valid as a React child").
 * Docusaurus renders them with the site's React 18. Such a file of a package is bundled with
 * React 19's element symbol instead: its elements render, and its checks of what is an element
 * (`isValidElement` of a bundled react-is) recognise React 19's.
 */
import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Loader, PluginBuild } from 'esbuild';

/** The symbol's name as a string literal: `Symbol.for("react.element")`, or React 17's `h("react.element")` with `h = Symbol.for`. */
const LEGACY_ELEMENT = /(["'])react\.element\1/g;
const ELEMENT = '"react.transitional.element"';

/** Bundle a package's file that makes or checks React 18 elements with React 19's symbol (registered before other loads of package files). */
export function legacyElements(build: PluginBuild, loader: (path: string) => Loader): void {
  build.onLoad({ filter: /[/\\]node_modules[/\\].*\.[cm]?jsx?$/, namespace: 'file' }, (args) => {
    // Every package file passes here and few hold the name: its bytes are searched, and only
    // those that do are decoded (reading and decoding each file as a string was most of this).
    // esbuild reads the others itself: handing their text back costs more than its second read.
    const bytes = readFileSync(args.path);
    if (!bytes.includes('react.element')) return undefined;
    const text = bytes.toString('utf8');
    const contents = text.replace(LEGACY_ELEMENT, ELEMENT);
    return contents === text ? undefined : { contents, loader: loader(args.path), resolveDir: dirname(args.path) };
  });
}
