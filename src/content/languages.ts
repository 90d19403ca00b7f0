/**
 * The names a fence's language is written with, and the grammar each stands for: the
 * names writers use most (and Prism's, as Docusaurus sites write them), then any other
 * grammar Shiki ships. Naming only: highlight.ts loads the grammars.
 */
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';

/** Languages shown as plain text without a warning. */
const PLAIN = new Set(['', 'text', 'txt', 'plain', 'plaintext', 'console', 'output']);

/** Grammar → the names writers use for it. Grammars load on first use, so listing more is free. */
const LANGUAGES: Record<string, string[]> = {
  typescript: ['ts', 'mts', 'cts'],
  tsx: [],
  javascript: ['js', 'mjs', 'cjs'],
  jsx: [],
  json: [],
  jsonc: [],
  json5: [],
  shellscript: ['bash', 'sh', 'shell', 'zsh'],
  // Prism's name for it, which Docusaurus sites add through `additionalLanguages`.
  shellsession: ['shell-session'],
  yaml: ['yml'],
  toml: [],
  ini: [],
  graphql: ['gql'],
  dart: [],
  swift: [],
  kotlin: ['kt', 'kts'],
  java: [],
  'objective-c': ['objc', 'objectivec'],
  php: [],
  liquid: [],
  html: [],
  xml: [],
  css: [],
  scss: [],
  http: [],
  diff: [],
  python: ['py'],
  ruby: ['rb'],
  go: [],
  rust: ['rs'],
  csharp: ['cs', 'c#'],
  c: [],
  cpp: ['c++'],
  sql: [],
  docker: ['dockerfile'],
  markdown: ['md'],
  mdx: [],
  vue: [],
  svelte: [],
  groovy: [],
};
/**
 * Prism languages Shiki has no grammar of, by the grammar Shiki ships that they are made from:
 * Prism defines each by extending that one (`Prism.languages.extend('javascript', …)` for
 * `flow`), so a Docusaurus site highlights them with its tokens plus a few. `markup`, `vbnet` and
 * `gradle` are Prism's names for HTML, Visual Basic and Groovy.
 */
const PRISM_BASES: Record<string, string> = {
  flow: 'javascript',
  n4js: 'javascript',
  mongodb: 'javascript',
  jsonp: 'json',
  arduino: 'cpp',
  bison: 'c',
  opencl: 'c',
  idris: 'haskell',
  markup: 'html',
  vbnet: 'vb',
  gradle: 'groovy',
};
const GRAMMAR_OF = new Map<string, string>([
  ...Object.entries(LANGUAGES).flatMap(([grammar, aliases]): Array<[string, string]> => [[grammar, grammar], ...aliases.map((alias): [string, string] => [alias, grammar])]),
  ...Object.entries(PRISM_BASES),
]);

/** Names Shiki has a grammar (or an alias) for beyond LANGUAGES, listed on first need. */
let shikiNames: Set<string> | undefined;

/**
 * Every other grammar Shiki ships, under its names and aliases (`less`, `hbs`, `vim`,
 * `shellsession`…), as Prism's `additionalLanguages` give Docusaurus sites: one file per name.
 */
function shikiGrammarNames(): Set<string> {
  if (!shikiNames) {
    try {
      const dist = dirname(createRequire(import.meta.url).resolve('@shikijs/langs'));
      shikiNames = new Set(readdirSync(dist).filter((name) => name.endsWith('.mjs') && name !== 'index.mjs').map((name) => name.slice(0, -'.mjs'.length)));
    } catch {
      shikiNames = new Set();
    }
  }
  return shikiNames;
}

/** The grammar for a fence language, `''` for plain text, undefined when unknown (nothing is loaded). */
export function languageOf(lang: string): string | undefined {
  const lowered = lang.toLowerCase();
  if (PLAIN.has(lowered)) return '';
  return GRAMMAR_OF.get(lowered) ?? (shikiGrammarNames().has(lowered) ? lowered : undefined);
}

/** The language names and aliases writers use most, for messages (Shiki's other grammars are accepted too). */
export function supportedLanguages(): string[] {
  return [...GRAMMAR_OF.keys()].sort();
}
