/**
 * A translated site's locales are built one after the other, each into files of its own: here
 * they become one output (each locale under its folder) and one report.
 */
import type { OutputFile } from '../build/output-files.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';

/** Every locale's files in one map, each under its folder (`fr/…`; the default locale's at the root). */
export function mergeLocaleFiles(locales: ReadonlyArray<{ prefix: string; files: ReadonlyMap<string, OutputFile> }>): Map<string, OutputFile> {
  if (locales.length === 1 && locales[0]!.prefix === '') return new Map(locales[0]!.files);
  const merged = new Map<string, OutputFile>();
  for (const { prefix, files } of locales) for (const [path, file] of files) merged.set(prefix + path, file);
  return merged;
}

/**
 * Every locale's diagnostics, each problem once: a page that is not translated is the default
 * locale's file in every locale, and its problems would otherwise be reported once per locale
 * (each locale's message naming its own URL: `/fr/docs/gone`). A problem at a place is the
 * first locale's; one without a place is told apart by its message.
 */
export function mergeLocaleDiagnostics(lists: ReadonlyArray<readonly Diagnostic[]>): Diagnostic[] {
  const seen = new Set<string>();
  const merged: Diagnostic[] = [];
  for (const diagnostic of lists.flat()) {
    const key = [diagnostic.code, diagnostic.file, diagnostic.line, diagnostic.column, diagnostic.line === undefined ? diagnostic.message : ''].join('\0');
    if (seen.has(key)) continue;
    seen.add(key);
    merged.push(diagnostic);
  }
  return merged;
}
