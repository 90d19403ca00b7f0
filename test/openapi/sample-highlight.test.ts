import { toHtml } from 'hast-util-to-html';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeBlock } from '../../src/content/highlight.ts';
import { shikiPre, TOKEN_CLASS, TOKEN_STYLE, tokenSpan, type TokenLine } from '../../src/content/token-hast.ts';
import { compileSpec } from '../../src/openapi/compile-spec.ts';
import { parseSpec } from '../../src/openapi/parse-spec.ts';
import { CONSTANT_NAME, highlightSample, KEYWORDS, tokenKinds } from '../../src/openapi/sample-highlight.ts';
import { decodeEntities } from '../../src/shared/html-text.ts';
import { fixturesDir } from '../helpers.ts';

/** The code block's HTML as the reference pages write it. */
const highlighted = highlightSample;

/**
 * The reference the one-pass writer is held to: the token kinds as one pattern's
 * alternatives, every match a token, tokens over several lines cut at line ends.
 */
function sampleTokens(code: string, lang: string): TokenLine[] {
  const keywords = new Set(KEYWORDS[lang] ?? []);
  const lines: TokenLine[] = [[]];
  const push = (style: string, value: string): void =>
    value.split('\n').forEach((part, index) => {
      if (index) lines.push([]);
      if (part) lines.at(-1)!.push([style, part]);
    });
  let first = true;
  for (const [, string, comment, number, call, word, space, other] of code.matchAll(new RegExp(tokenKinds(lang).map((pattern) => `(${pattern})`).join('|'), 'g'))) {
    if (string !== undefined) push(TOKEN_STYLE.string, string);
    else if (comment !== undefined) push(TOKEN_STYLE.comment, comment);
    else if (number !== undefined) push(TOKEN_STYLE.constant, number);
    else if (call !== undefined) push(keywords.has(call) ? TOKEN_STYLE.keyword : TOKEN_STYLE.function, call);
    else if (word !== undefined) push(keywords.has(word) ? TOKEN_STYLE.keyword : lang === 'bash' && first ? TOKEN_STYLE.function : CONSTANT_NAME.test(word) ? TOKEN_STYLE.constant : TOKEN_STYLE.plain, word);
    else push(TOKEN_STYLE.plain, space ?? other!);
    if (word !== undefined || call !== undefined) first = false;
  }
  return lines;
}

/** The same block built as a tree and serialised, as every other code block is. */
const throughTree = (code: string, lang: string): string => toHtml(codeBlock({ pre: shikiPre(sampleTokens(code, lang).map((line) => line.map(([style, text]) => tokenSpan(style, text)))), language: lang }));

/** What the copy button copies (src/client/copy-code.ts): the text of each `.line`, joined by newlines. */
function copied(html: string): string {
  const code = html.slice(html.indexOf('<code>') + '<code>'.length, html.indexOf('</code>'));
  return code
    .split('<span class="line">')
    .slice(1)
    .map((line) => decodeEntities(line.replace(/<[^>]*>/g, '').replace(/\n$/, '')))
    .join('\n');
}

const STYLE_OF_CLASS = new Map([...TOKEN_CLASS].map(([style, className]) => [className, style]));

/** The token spans of one line of highlighted HTML: `[style, text]`, the style of a token class as TOKEN_CLASS gives it. */
const tokens = (html: string, line: number): Array<[string, string]> =>
  [...html.split('<span class="line">')[line + 1]!.matchAll(/<span (?:style="([^"]*)"|class="([^"]*)")>([^<]*)<\/span>/g)].map(([, style, className, text]) => [style ?? STYLE_OF_CLASS.get(className!)!, decodeEntities(text!)]);

async function samplesOf(file: string) {
  const { spec } = parseSpec(await readFile(join(fixturesDir, file), 'utf8'), 'openapi.yaml');
  return compileSpec(spec!, { route: '/api', downloads: [], withBase: (route) => route }).reference!.operations.flatMap((op) => op.samples.filter((s) => s.generated).map((s) => ({ op: op.operationId ?? op.path, ...s })));
}

describe('highlightSample', () => {
  it('writes exactly the HTML of the same tokens built as a tree, for every generated sample of the fixture documents', async () => {
    const samples = [...(await samplesOf('openapi/samples-run/openapi.yaml')), ...(await samplesOf('sites/openapi/site/api/openapi.yaml')), { op: 'escapes', label: 'x', lang: 'bash', code: "curl 'https://a.test/?a=1&b=<2>' -d '\"x\" & y'", generated: true }];
    expect(samples.length).toBeGreaterThan(20);
    for (const sample of samples) expect(highlighted(sample.code, sample.lang), `${sample.op} ${sample.label}`).toBe(throughTree(sample.code, sample.lang));
  });

  it('writes what the token path writes for any text, in every language', () => {
    // Pieces of every token kind and of none, joined at random (seeded): strings over lines,
    // comments, numbers next to words, `$` names, calls, keywords, tabs, CRLF, non-ASCII.
    const pieces = ["'a\nb'", '"x\\"y"', '"""raw\nbody"""', '# note', '// note', '12', '3.5', 'x1', '$var', '$1', 'fetch(', 'print (', 'const', 'import', 'TOKEN_ID', 'A', '\n', '\r\n', ' ', '\t', '{', '}', '<&>', 'é', '😀', "\\'", '`', '-d', '@', '\\\n'];
    let seed = 7;
    const random = (n: number): number => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n;
    for (const lang of ['bash', 'js', 'python', 'php', 'swift', 'dart', 'kotlin', 'unknown']) {
      for (let sample = 0; sample < 300; sample++) {
        const code = Array.from({ length: 1 + random(25) }, () => pieces[random(pieces.length)]).join(random(2) ? '' : ' ');
        expect(highlightSample(code, lang), `${lang}: ${JSON.stringify(code)}`).toBe(throughTree(code, lang));
      }
      expect(highlightSample('', lang)).toBe(throughTree('', lang));
    }
  });

  it('keeps the quotes of a multi-line curl body: the body is one string token', () => {
    const code = "curl -X POST 'https://api.test/carts' \\\n  -H 'Content-Type: application/json' \\\n  -d '{\n  \"note\": \"it'\\''s\"\n}'";
    const html = highlighted(code, 'bash');
    expect(copied(html)).toBe(code);
    expect(tokens(html, 2).slice(-1)).toEqual([[TOKEN_STYLE.string, "'{"]]);
    // Neighbouring tokens of one colour are one span.
    expect(tokens(html, 3)).toEqual([[TOKEN_STYLE.string, '  "note": "it\'\\\'\'s"']]);
    expect(tokens(html, 4)).toEqual([[TOKEN_STYLE.string, "}'"]]);
  });

  it('never drops a character, whatever the text', () => {
    const odd = ["'", '"', '\\', '`', '#', '$', 'ü 😀', "a'b\n'c", '"""', '#"""\nx\n"""#', '\t\r'];
    for (const lang of ['bash', 'js', 'python', 'php', 'swift', 'dart', 'kotlin', 'unknown']) {
      for (const code of odd) expect(copied(highlighted(code, lang)), `${lang}: ${JSON.stringify(code)}`).toBe(code);
    }
  });

  it.each(['openapi/samples-run/openapi.yaml', 'sites/openapi/site/api/openapi.yaml'])('copies exactly the code of every generated sample of %s', async (file) => {
    const samples = await samplesOf(file);
    expect(samples.length).toBeGreaterThan(30);
    for (const sample of samples) expect(copied(highlighted(sample.code, sample.lang)), `${sample.op} ${sample.label}`).toBe(sample.code);
  });

  it('still colours strings, keywords and calls', () => {
    const html = highlighted('const response = await fetch("https://api.test", {\n  method: "GET",\n});', 'js');
    expect(tokens(html, 0).filter(([style]) => style !== TOKEN_STYLE.plain)).toEqual([
      [TOKEN_STYLE.keyword, 'const'],
      [TOKEN_STYLE.keyword, 'await'],
      [TOKEN_STYLE.function, 'fetch'],
      [TOKEN_STYLE.string, '"https://api.test"'],
    ]);
    expect(tokens(highlighted('import requests  # send\nrequests.request("GET", "x", timeout=10)', 'python'), 0).slice(-1)).toEqual([[TOKEN_STYLE.comment, '# send']]);
    const swift = highlighted('request.httpBody = Data(#"""\n{"a": "\\\\"}\n"""#.utf8)', 'swift');
    expect(tokens(swift, 1)).toEqual([[TOKEN_STYLE.string, '{"a": "\\\\"}']]);
  });
});
