/**
 * A regex engine that compiles each list of patterns once. The TextMate tokenizer compiles a
 * new scanner whenever a rule's end pattern refers to what its begin matched (HTML's tag name,
 * a heredoc's marker) and the captured text differs from the last time: in HTML examples,
 * every other tag. Compiling a scanner (dozens of regexes to Oniguruma) took ~30 % of the time
 * highlighting ionic's HTML-heavy code examples; the same lists come back all the time.
 */
import type { RegexEngine } from 'shiki/core';

/** Lists kept at most: past it a new list gets a scanner of its own, freed as before. */
const KEPT = 2000;

type PatternScanner = ReturnType<RegexEngine['createScanner']>;

export function reusingScanners(engine: RegexEngine): RegexEngine {
  const scanners = new Map<string, PatternScanner>();
  return {
    createScanner(patterns) {
      const key = patterns.map((pattern) => (typeof pattern === 'string' ? pattern : pattern.source)).join('\0');
      let scanner = scanners.get(key);
      if (!scanner) {
        if (scanners.size >= KEPT) return engine.createScanner(patterns);
        scanner = engine.createScanner(patterns);
        scanners.set(key, scanner);
      }
      const shared = scanner;
      // The tokenizer disposes a rule's scanner when the rule's end pattern changes: a kept one stays for the next rule that asks for it.
      return { findNextMatchSync: (...args: Parameters<PatternScanner['findNextMatchSync']>) => shared.findNextMatchSync(...args), dispose: () => undefined };
    },
    createString: (text) => engine.createString(text),
  };
}
