import { describe, expect, it } from 'vitest';
import { answersOf, newAnswerRecord, putAnswers, recordAnswers, recordedValues, type LocaleAnswers } from '../../src/content/locale-answers.ts';
import type { Diagnostic } from '../../src/diagnostics/diagnostic.ts';

/** A locale's answers: its base URL before every path, its heading link name. */
const locale = (base: string, label: (heading: string) => string): LocaleAnswers => ({
  url: (url) => (url.startsWith('/') ? { url: base + url.slice(1) } : { url }),
  markdownLink: (url) => (url.endsWith('.md') ? `${base}${url.slice(0, -3)}` : undefined),
  label,
});
const en = locale('/', (heading) => `Direct link to ${heading}`);
const fr = locale('/fr/', (heading) => `Lien direct vers ${heading}`);
const ja = locale('/ja/', (heading) => `${heading} への直接リンク`);

/** Compile a "page" asking each question, as the compiler would write the answers. */
function compile(answers: LocaleAnswers): string {
  return [answers.url('/img/a.png', 'image', { line: 1, column: 1 }).url, answers.url('https://example.com/?a=1&b=2', 'link', { line: 2, column: 1 }).url, answers.markdownLink('guide.md') ?? 'none', answers.markdownLink('notes.txt') ?? 'none', answers.label('Setup')].join('|');
}

describe('a page compiled once for several locales', () => {
  it('takes the answers of a page a worker thread compiled, whose tokens have the worker\'s prefix', () => {
    const record = newAnswerRecord('body')!;
    const template = { html: compile(recordAnswers(en, record, [])) };
    // As it arrives from a worker: the same record, made with another thread's random prefix.
    const otherPrefix = (text: string): string => text.replaceAll(/dgl[0-9a-f]{12}x/g, 'dgl0123456789abx');
    const fromWorker = { ...record, prefix: otherPrefix(record.prefix) };
    const put = putAnswers({ html: otherPrefix(template.html) }, fromWorker, answersOf(fromWorker, fr, [], false)!);
    expect(put).toEqual({ value: { html: compile(fr) }, foreign: false });
  });

  it('is each locale\'s page with its answers in place of the tokens, answers given as written staying as they are', () => {
    const record = newAnswerRecord('body')!;
    const diagnostics: Diagnostic[] = [];
    const template = { html: compile(recordAnswers(en, record, diagnostics)) };
    // A path the same in the default locale as written is a token all the same; an external URL with `&` stays as written.
    expect(template.html).not.toContain('/img/a.png');
    expect(template.html).toContain('|https://example.com/?a=1&b=2|');
    expect(putAnswers(template, record, recordedValues(record)).value.html).toBe(compile(en));
    expect(putAnswers(template, record, answersOf(record, fr, [], false)!).value.html).toBe(compile(fr));
    // Letters beyond ASCII go into HTML as they are, not into a module's strings.
    expect(putAnswers(template, record, answersOf(record, ja, [], true)!).value.html).toBe(compile(ja));
    expect(answersOf(record, ja, [], false)).toBeUndefined();
  });

  it('is compiled for a locale whose answer a serializer would write differently, or that reports an error', () => {
    const record = newAnswerRecord('body')!;
    compile(recordAnswers(en, record, []));
    expect(answersOf(record, locale('/a&b/', fr.label), [], false)).toBeUndefined();
    expect(answersOf(record, locale('/fr/', () => 'Lien "direct"'), [], false)).toBeUndefined();
    // A link left as written in one locale and resolved in the other.
    expect(answersOf(record, { ...fr, markdownLink: (url) => `/fr/${url}` }, [], false)).toBeUndefined();
    expect(answersOf(record, fr, [{ code: 'links/broken-markdown-link', severity: 'error', message: 'x', file: 'a.md' }], false)).toBeUndefined();
  });

  it('is no template when its own locale\'s answer cannot be put in later, or its text holds the tokens\' prefix', () => {
    const record = newAnswerRecord('body')!;
    const spaced = locale('/a b/', en.label);
    const template = { html: compile(recordAnswers(spaced, record, [])) };
    expect(template.html).toContain('/a b/img/a.png');
    expect(record.relocatable).toBe(false);
    expect(putAnswers(template, record, recordedValues(record)).value.html).toBe(compile(spaced));
    expect(newAnswerRecord(`see ${record.prefix}0x`)).toBeUndefined();
  });

  it('gives a plugin its locale\'s own answers, not tokens: a locale whose answers it read differently compiles the page again', () => {
    const record = newAnswerRecord('body')!;
    const answers = recordAnswers(en, record, []);
    // Asked while a plugin will read them (Markdown links before the `remarkPlugins`): given as they are.
    record.shown = true;
    const seen = answers.markdownLink('guide.md');
    record.shown = false;
    const template = { html: `${seen}|${compile(answers)}` };
    expect(template.html.startsWith('/guide|')).toBe(true);
    expect(record.relocatable).toBe(true);
    // Every locale gives `/x/guide`, which the plugin would have read: no locale but en's own serves.
    expect(answersOf(record, fr, [], false)).toBeUndefined();
    expect(putAnswers(template, record, recordedValues(record)).value.html).toBe(`/guide|${compile(en)}`);
    // A locale whose answer to what the plugin read is the same takes the template.
    const same = { ...fr, markdownLink: (url: string) => en.markdownLink(url) };
    expect(putAnswers(template, record, answersOf(record, same, [], false)!).value.html).toBe(`/guide|${compile(same)}`);
  });

  it('is no template when it holds another page\'s token', () => {
    const other = newAnswerRecord('other')!;
    const carried = compile(recordAnswers(en, other, []));
    const record = newAnswerRecord('body')!;
    const template = { html: `${compile(recordAnswers(en, record, []))}|${carried}` };
    expect(putAnswers(template, record, recordedValues(record))).toEqual({ value: { html: `${compile(en)}|${carried}` }, foreign: true });
  });
});
