/**
 * Which module of a page bundle threw while it loaded. esbuild's output (not minified) names
 * each module it inlines in a `// path` comment above its code, the path relative to the
 * bundle's working folder: the nearest such comment above the first stack frame in the bundle
 * is the source file that threw, which the page's error then names.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** A stack frame's file and line: `file:///…/chunk-X.js?v=1:12:5` or `/…/page-0.js:12:5`. */
const FRAME = /(file:\/\/[^\s)]+?|\/[^\s():]+?\.m?js)(?:\?[^\s):]*)?:(\d+):\d+/;
const MODULE_COMMENT = /^\/\/ (\S+\.(?:[cm]?[jt]sx?|json))$/;

/** A bundle file's lines; `thrownModule` reads each file once per build (pages sharing a chunk that throws all name it). */
export type BundleLines = (file: string) => string[];

/** `BundleLines` that reads each file once. */
export function bundleLinesOnce(): BundleLines {
  const read = new Map<string, string[]>();
  return (file) => {
    let lines = read.get(file);
    if (!lines) read.set(file, (lines = readFileSync(file, 'utf8').split('\n')));
    return lines;
  };
}

/** The source module (as esbuild names it) where `error` was thrown, when its first frame in a file under `bundleDir` shows it. */
export function thrownModule(error: unknown, bundleDir: string, linesOf: BundleLines = bundleLinesOnce()): string | undefined {
  const stack = (error as Error | undefined)?.stack;
  if (typeof stack !== 'string') return undefined;
  for (const line of stack.split('\n').slice(1)) {
    const frame = FRAME.exec(line);
    if (!frame) continue;
    const file = frame[1]!.startsWith('file:') ? fileURLToPath(frame[1]!) : frame[1]!;
    if (!file.startsWith(bundleDir)) continue;
    let lines: string[];
    try {
      lines = linesOf(file);
    } catch {
      return undefined;
    }
    for (let index = Number(frame[2]) - 1; index >= 0; index--) {
      const named = MODULE_COMMENT.exec(lines[index] ?? '');
      if (named) return named[1];
    }
    return undefined;
  }
  return undefined;
}
