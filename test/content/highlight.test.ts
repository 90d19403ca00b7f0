import type { Element } from 'hast';
import githubDark from '@shikijs/themes/github-dark';
import githubLight from '@shikijs/themes/github-light';
import minLight from '@shikijs/themes/min-light';
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createHighlighterCore, type LanguageRegistration } from 'shiki/core';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';
import { describe, expect, it } from 'vitest';
import { parseCodeMeta } from '../../src/content/code-meta.ts';
import { compileMarkdown } from '../../src/content/compile-markdown.ts';
import { blockTransformers, highlightCode, initHighlighter, loadGrammar, plainJsonBlockHtml, TOKENIZE_TIME_LIMIT } from '../../src/content/highlight.ts';
import { pairedCodeHast } from '../../src/content/paired-code-hast.ts';
import { tokenizeThemesOnce } from '../../src/content/theme-pair.ts';
import { languageOf } from '../../src/content/languages.ts';
import { TOKEN_CLASS } from '../../src/content/token-hast.ts';
import { hastToHtml } from '../../src/shared/hast-html.ts';
import { repoRoot } from '../helpers.ts';

const require = createRequire(import.meta.url);

/** The code blocks of the Kassa site's pages and the fixtures'. */
async function codeBlocks(): Promise<Array<{ lang: string; code: string }>> {
  const entries = [...(await readdir(join(repoRoot, 'site'), { withFileTypes: true, recursive: true })), ...(await readdir(join(repoRoot, 'test', 'fixtures'), { withFileTypes: true, recursive: true }))];
  const blocks: Array<{ lang: string; code: string }> = [];
  for (const entry of entries.filter((e) => e.isFile() && /\.mdx?$/.test(e.name) && !e.parentPath.includes('node_modules'))) {
    const text = await readFile(join(entry.parentPath, entry.name), 'utf8');
    for (const match of text.matchAll(/^```(\w+)[^\n]*\n([\s\S]*?)\n```/gm)) {
      const lang = languageOf(match[1]!);
      if (lang) blocks.push({ lang, code: match[2]! });
    }
  }
  return blocks;
}

describe('one tokenization for both themes', () => {
  it('highlights every code block of the site and the fixtures exactly as Shiki’s pass per theme does', { timeout: 120_000 }, async () => {
    const blocks = await codeBlocks();
    const langs = [...new Set(blocks.map((block) => block.lang))];
    expect(langs.length).toBeGreaterThan(10);
    const grammars = langs.flatMap((lang) => (require(`@shikijs/langs/${lang}`) as { default: LanguageRegistration[] }).default);
    const make = () => createHighlighterCore({ themes: [githubLight, githubDark], langs: grammars, engine: createOnigurumaEngine(import('shiki/wasm')) });
    const [plain, paired] = await Promise.all([make(), make()]);
    expect(tokenizeThemesOnce(paired, 'github-light', 'github-dark')).toBe(true);
    // No 500 ms cut-off per line (Shiki's default), which a loaded machine reaches in one pass and not the other.
    const options = { themes: { light: 'github-light', dark: 'github-dark' }, defaultColor: false, tokenizeTimeLimit: 60_000 } as const;
    for (const { lang, code } of blocks) {
      expect(paired.codeToHast(code, { lang, ...options }), `${lang}: ${code.slice(0, 60)}`).toEqual(plain.codeToHast(code, { lang, ...options }));
    }
  });

  it('remembers a line by the state it starts in: the same line in another state, or in another theme, is tokenized anew', async () => {
    const langs = ['typescript', 'yaml', 'shellscript', 'markdown', 'python'];
    const grammars = langs.flatMap((lang) => (require(`@shikijs/langs/${lang}`) as { default: LanguageRegistration[] }).default);
    const make = () => createHighlighterCore({ themes: [githubLight, githubDark, minLight], langs: grammars, engine: createOnigurumaEngine(import('shiki/wasm')) });
    const [plain, paired] = await Promise.all([make(), make()]);
    expect(tokenizeThemesOnce(paired, 'github-light', 'github-dark')).toBe(true);
    // Each line below comes back in another block in another state: in a string, a comment, a
    // here-document, a block scalar, a Markdown list or quote (whose `while` rules read
    // beginRuleCapturedEOL), after a first line (`\A`), or first.
    const blocks: Array<[string, string]> = [
      ['typescript', 'const a = 1;\n}\nconst b = `\n}\nconst a = 1;\n`;'],
      ['typescript', '/*\nconst a = 1;\n}\n*/\nconst a = 1;'],
      ['typescript', '}\nconst a = 1;'],
      ['yaml', 'key: |\n  - a: 1\n  b: 2\n- a: 1\nb: 2'],
      ['yaml', '- a: 1\nkey: >\n  - a: 1'],
      ['shellscript', 'cat <<EOF\necho "$HOME"\nEOF\necho "$HOME"'],
      ['shellscript', 'echo "$HOME"\n#!/bin/sh\necho "$HOME"'],
      ['markdown', '- item\n  > quote\n  text\n> quote\ntext\n```ts\nconst a = 1;\n```\n    text'],
      ['markdown', 'text\n> quote\n  - item\n  text'],
      ['python', 'x = """\ndef f():\n"""\ndef f():\n    return 1'],
      // Lines too long to remember, each way round.
      ['typescript', `const long = "${'x'.repeat(1500)}";\n/*\nconst long = "${'x'.repeat(1500)}";\n*/`],
    ];
    // docsgen's time limit, not Shiki's 500 ms: on a loaded machine a long line can take that long, and one of the two would stop early.
    const pairedOptions = { themes: { light: 'github-light', dark: 'github-dark' }, defaultColor: false, tokenizeTimeLimit: TOKENIZE_TIME_LIMIT } as const;
    for (const [lang, code] of [...blocks, ...blocks.slice().reverse()]) {
      expect(paired.codeToHast(code, { lang, ...pairedOptions }), code).toEqual(plain.codeToHast(code, { lang, ...pairedOptions }));
      // A third theme between two paired passes: its colours are not the pair's.
      const third = { lang, theme: 'min-light', tokenizeTimeLimit: TOKENIZE_TIME_LIMIT } as const;
      expect(paired.codeToHast(code, third), code).toEqual(plain.codeToHast(code, third));
    }
  });

  it('leaves a highlighter as it is when its two themes differ in more than colours', async () => {
    const other = { ...githubDark, name: 'github-dark-reordered', tokenColors: [...githubDark.tokenColors!].reverse() };
    const shiki = await createHighlighterCore({ themes: [githubLight, other], langs: [], engine: createOnigurumaEngine(import('shiki/wasm')) });
    expect(tokenizeThemesOnce(shiki, 'github-light', 'github-dark-reordered')).toBe(false);
  });
});

describe('code trees built from the grammar’s tokens', () => {
  it('are Shiki’s trees, transformers and all, for every block of the site and the fixtures and for the cases that differ', { timeout: 120_000 }, async () => {
    await initHighlighter();
    const cases: Array<{ lang: string; code: string }> = [
      // A block with notations goes through Shiki's transformers (see highlightCode).
      ...(await codeBlocks()).filter((block) => !/\[!code/i.test(block.code)),
      // Comments the notation transformers split though they hold no notation; whitespace
      // tokens joined to the token after them, or ending a line; empty lines, CRLF, tabs, no-break spaces.
      { lang: 'typescript', code: 'f(a, /* one */ b); // first // second\nconst s = "x // y"; // z\n// a // b // c' },
      { lang: 'shellscript', code: 'echo "a # b" # c # d\n  \t \nls -la   \n\n\nexit 0  # done   ' },
      { lang: 'python', code: 'x = 1  # one // two\r\ny = "s"\u00a0\u00a0\r\n\tpass' },
      { lang: 'sql', code: "SELECT 1; -- a // b\n/* c */ SELECT 'd'; -- e" },
      { lang: 'html', code: '<p>x</p> <!-- a // b -->\n<!-- c -->' },
      { lang: 'markdown', code: '# T\n\n*em* **strong** ~~gone~~ // x\n> quote // y' },
      { lang: 'css', code: 'a { color: red; } /* x // y */\n' },
      { lang: 'typescript', code: '' },
    ];
    for (const { lang, code } of cases) {
      const grammar = languageOf(lang)!;
      const shiki = loadGrammar(grammar);
      const options = { lang: grammar, themes: { light: 'github-light', dark: 'github-dark' }, defaultColor: false, tokenizeTimeLimit: TOKENIZE_TIME_LIMIT, meta: { __raw: '' }, transformers: blockTransformers(new Map()) } as const;
      const direct = pairedCodeHast(shiki, code, grammar, TOKENIZE_TIME_LIMIT);
      expect(direct, `${lang}: ${code.slice(0, 60)}`).toBeDefined();
      const expected = shiki.codeToHast(code, options);
      // Its background style, which highlightCode drops from either tree, is not written.
      delete (expected.children[0] as Element).properties.style;
      expect(hastToHtml(direct!), `${lang}: ${code.slice(0, 60)}`).toBe(hastToHtml(expected));
    }
  });
});

describe('plainJsonBlockHtml', () => {
  it('writes exactly the HTML of the highlighted block tree, and declines what the small highlighter would not take', async () => {
    await initHighlighter();
    const examples = [
      JSON.stringify({ id: 'chk_1', note: 'a < b & c > d', amount: 12.5, e: -1e-7, ok: true, none: null, list: [1, 'two', { three: [] }], unicode: 'ø ✓ \u2028' }, null, 2),
      '[]',
      '"just a string"',
      '{\n  "trailing": "newline"\n}\n',
    ];
    for (const code of examples) expect(plainJsonBlockHtml(code), code).toBe(hastToHtml(highlightCode({ code, lang: 'json', label: 'json', meta: parseCodeMeta(''), cache: false })));
    expect(plainJsonBlockHtml('{ not json }')).toBeUndefined();
    expect(plainJsonBlockHtml('{\n  // highlight-next-line\n  "a": 1\n}')).toBeUndefined();
  });
});

describe('token colours as classes', () => {
  /** The token style Shiki writes for a rule of each theme, as in its output: `--shiki-light:#D73A49;--shiki-dark:#F97583`. */
  const styleOf = (light?: string, dark?: string): string => `--shiki-light:${light!.toUpperCase()};--shiki-dark:${dark!.toUpperCase()}`;

  it('has a class for every colour pair the two themes give a token without a font style', () => {
    const rules = githubLight.tokenColors!;
    expect(rules.map((rule) => rule.scope)).toEqual(githubDark.tokenColors!.map((rule) => rule.scope));
    const pairs = rules.flatMap((rule, index) => {
      const dark = githubDark.tokenColors![index]!.settings;
      return rule.settings.foreground && !rule.settings.fontStyle ? [styleOf(rule.settings.foreground, dark.foreground)] : [];
    });
    pairs.push(styleOf(githubLight.colors!['editor.foreground'], githubDark.colors!['editor.foreground']));
    for (const pair of pairs) expect(TOKEN_CLASS.has(pair), pair).toBe(true);
  });

  it('sets each class to its colours in the stylesheet, a shade darker or lighter where the theme\'s is below 4.5:1 on the code background', async () => {
    const css = await readFile(join(repoRoot, 'templates/styles.css'), 'utf8');
    const luminance = (hex: string): number => {
      const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const contrast = (a: string, b: string): number => (Math.max(luminance(a), luminance(b)) + 0.05) / (Math.min(luminance(a), luminance(b)) + 0.05);
    const background = (mode: 'light' | 'dark'): string => /--color-code-bg: (#[0-9a-f]{6});/gi.exec(mode === 'light' ? css : css.slice(css.indexOf("[data-theme='dark']")))![1]!;
    let adjusted = 0;
    for (const [style, className] of TOKEN_CLASS) {
      if (className === 't-mist') continue; // a background, not text
      const theme = [...style.matchAll(/#[0-9A-F]{6}/g)].map(([hex]) => hex);
      const written = new RegExp(`\\.shiki \\.${className} \\{ --shiki-light: (#[0-9A-F]{6}); --shiki-dark: (#[0-9A-F]{6}); \\}`).exec(css)?.slice(1, 3);
      expect(written, className).toBeDefined();
      (['light', 'dark'] as const).forEach((mode, index) => {
        const ok = contrast(theme[index]!, background(mode)) >= 4.5;
        if (!ok) adjusted++;
        expect({ className, mode, colour: ok ? theme[index] : contrast(written![index]!, background(mode)) >= 4.5 }).toEqual({ className, mode, colour: ok ? written![index] : true });
      });
    }
    expect(adjusted).toBe(5);
  });

  it('writes a token with a class, and keeps the style of one that also has a font style', async () => {
    await initHighlighter();
    const html = hastToHtml(highlightCode({ code: 'const a = 1;\n', lang: 'ts', meta: parseCodeMeta(''), cache: false }));
    expect(html).toContain('<span class="t-red">const</span>');
    expect(html).not.toContain('style="--shiki');
    const markdown = hastToHtml(highlightCode({ code: 'Some *emphasis* here\n', lang: 'markdown', meta: parseCodeMeta(''), cache: false }));
    expect(markdown).toMatch(/<span style="--shiki-light:#24292E;--shiki-light-font-style:italic;[^"]*">\*emphasis\*<\/span>/);
  });
});

describe('highlighted HTML in memory', () => {
  it('takes one byte per character, as the text it highlights does', async () => {
    setFlagsFromString('--expose-gc');
    const collectGarbage = runInNewContext('gc') as () => void;
    await initHighlighter();
    const page = (index: number): string => `# Page ${index}\n\n${'Some prose about the API. '.repeat(2000)}\n\n\`\`\`ts\nconst page = ${index};\n\`\`\`\n`;
    // Warmed up first, and pages of ~50 KB: code V8 optimises while the pages are compiled
    // also takes heap, and must not count as the pages' (alone, this test saw ratios of 2.1
    // with one warm-up page of 10 KB).
    for (let index = -10; index < 0; index++) compileMarkdown(page(index), { file: 'page.md', format: 'md' });
    collectGarbage();
    const before = getHeapStatistics().used_heap_size;
    const pages = Array.from({ length: 50 }, (_, index) => compileMarkdown(page(index), { file: 'page.md', format: 'md' }).html);
    // Flattened, as every later use of a page's HTML leaves it.
    for (const html of pages) html.charCodeAt(html.length - 1);
    collectGarbage();
    const bytes = getHeapStatistics().used_heap_size - before;
    const characters = pages.reduce((sum, html) => sum + html.length, 0);
    expect(bytes / characters).toBeLessThan(1.5);
  });
});

describe('languages', () => {
  it("highlights any grammar Shiki ships, under its names and aliases, as Prism's additionalLanguages do for Docusaurus", async () => {
    await initHighlighter();
    const source = ['```hbs', '{{#if ok}}<b>{{name}}</b>{{/if}}', '```', '', '```less', '@w: 10px; .a { width: @w; }', '```', '', '```vim', 'set number', '```', '', '```rexx', 'say "Hello"', '```', ''].join('\n');
    const { html, diagnostics } = compileMarkdown(source, { file: 'page.md', format: 'md' });
    expect(diagnostics.map((d) => d.message)).toEqual(['Unknown code block language `rexx`; shown as plain text']);
    const blocks = html.split('<pre').slice(1);
    expect(blocks).toHaveLength(4);
    // Tokens of their own colours in the three known languages; the unknown one is one plain line.
    for (const block of blocks.slice(0, 3)) expect((block.match(/<span class="t-(?!plain)/g) ?? []).length).toBeGreaterThan(1);
    expect(blocks[3]).not.toMatch(/class="t-|style=/);
    expect(['hbs', 'less', 'vim', 'Vim'].map(languageOf)).toEqual(['hbs', 'less', 'vim', 'vim']);
    // Prism's names for two of Shiki's grammars.
    expect(['objectivec', 'shell-session'].map(languageOf)).toEqual(['objective-c', 'shellsession']);
    // Prism languages made from a grammar Shiki ships are highlighted with that grammar.
    expect(['flow', 'arduino', 'markup', 'vbnet'].map(languageOf)).toEqual(['javascript', 'cpp', 'html', 'vb']);
    const flow = compileMarkdown('```flow\n// @flow\nfunction square(n: number): number {\n  return n * n;\n}\n```\n', { file: 'page.md', format: 'md' });
    expect(flow.diagnostics).toEqual([]);
    expect((flow.html.match(/<span class="t-(?!plain)/g) ?? []).length).toBeGreaterThan(3);
  });
});

describe('grammars that embed others when loaded', () => {
  it('colour a block the same whichever grammars earlier blocks loaded', async () => {
    await initHighlighter();
    const markdown = (): string => hastToHtml(highlightCode({ code: '---\ntitle: A\n---\n\n```lua\nlocal x = 1\n```\n', lang: 'markdown', meta: parseCodeMeta(''), cache: false }));
    const before = markdown();
    // Lua and YAML loaded by blocks of their own: Markdown's fenced code and front matter embed them when they are.
    hastToHtml(highlightCode({ code: 'local y = 2\n', lang: 'lua', meta: parseCodeMeta(''), cache: false }));
    hastToHtml(highlightCode({ code: 'title: B\n', lang: 'yaml', meta: parseCodeMeta(''), cache: false }));
    expect(markdown()).toBe(before);
  });
});
