/**
 * A page compiled once for every locale that reads the same file. Compiling depends on the
 * locale only through three answers: a URL resolved against the locale's base URL, a Markdown
 * link resolved to a route, and the accessible name of a heading's `#` link (a theme string).
 * Compiled "as a template", each answer the compiler receives is a token (`dgl…x3x`) and the
 * question is recorded; a locale's page is the template with its own answers put in place of
 * the tokens. That is the page a direct compile would give only when the compiler treats an
 * answer as opaque text, so:
 *   - an answer goes in only when no serializer of the page would change it (HTML escaping, a
 *     string of the module, mdast-util-to-hast's URL normalization): ASCII (a heading link's name in
 *     a page that is HTML, not a module, may hold other letters), no `& < > " ' \``,
 *     no `\`, `$`, `{`, `}`, `%` only before two hex digits. Another answer is given to the
 *     compiler as it is: when it is the URL as written (an external link with a query), every
 *     locale must give the same; else the page is no template. In another locale, an answer
 *     that cannot go in compiles the page for it;
 *   - the answers that are no string (an image's size, a link left as written) must be the same
 *     in both locales, and an answer that reports an error compiles the page for its locale;
 *   - a site's remark/rehype plugins never see a token: an answer asked while a plugin will read
 *     it (`shown`: Markdown links resolved before the `remarkPlugins`, every answer when there are
 *     rehype plugins) goes in as it is, and every locale must give the same. A plugin sees no
 *     locale otherwise: its options are the same objects in every locale, and its file the same
 *     path and front matter when the page is (see docs/guides/translations.md); nor are pages
 *     whose HTML the built-in components render as they compile templates (see compile-page.ts);
 *   - a page holding a token of another page's is no template (docsgen's transforms work on a
 *     copy of the plugins' tree, so that a plugin handing one page's tree to another never hands
 *     tokens: see compile-markdown.ts).
 */
import { randomBytes } from 'node:crypto';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { ResolvedUrl, UrlKind } from './resolve-url.ts';

/** What compiling asks of the locale (see compile-page.ts, localeAnswers). */
export interface LocaleAnswers {
  url: (url: string, kind: UrlKind, at: { line: number; column: number }) => ResolvedUrl;
  markdownLink: (url: string) => string | undefined;
  label: (heading: string) => string;
}

type Question = { kind: 'url'; args: [string, UrlKind, { line: number; column: number }] } | { kind: 'link'; args: [string] } | { kind: 'label'; args: [string] };

/** One question as the template's locale answered it. */
interface Asked {
  question: Question;
  /** The text that varies between locales; undefined when the answer is none (a link left as written). */
  value: string | undefined;
  /** The rest of the answer as JSON (an image's size): the same in every locale the template serves. */
  rest: string;
  /** The answer went into the page as it is (none, or an unsafe URL as written): every locale must give the same. */
  fixed: boolean;
  /** How many diagnostics the answer reported: they lead the page's diagnostics (see relocate). */
  reported: number;
}

/** The questions a page's compile asked, and whether its result can serve other locales. */
export interface AnswerRecord {
  /** The tokens' prefix, the record's own: `<prefix><index>x` stands for the index-th answer. */
  prefix: string;
  asked: Asked[];
  /** False once an answer went into the page as it is (not safe to put in later). */
  relocatable: boolean;
  /** A plugin will read the answers asked from now on: they go in as they are (see the module's comment). */
  shown?: boolean;
}

// Random per thread, so no page's text holds it (a page that does is never a template).
const PREFIX = `dgl${randomBytes(6).toString('hex')}x`;
/**
 * Any record's token, made on any thread: its thread's prefix, the record's number, then the
 * answer's index. A page compiled on a worker carries the worker's prefix into this thread.
 */
const ANY_TOKEN = /(dgl[0-9a-f]{12}x)(\d+)y(\d+)x/g;
let records = 0;

const SAFE_URL = /^(?:[A-Za-z0-9!#()*+,\-./:;=?@_~]|%[0-9A-Fa-f]{2})*$/;
const SAFE_LABEL = /^[A-Za-z0-9 !#()*+,\-./:;=?@_~]*$/;
/** A label in the HTML of a page that is no module: HTML keeps other letters as they are. */
const SAFE_HTML_LABEL = /^[^&<>"'\\`${}\u0000-\u001f\u007f\u2028\u2029]*$/;

/**
 * Whether an answer reads the same wherever the compiler writes it (see the module's comment).
 * A label may hold other letters than ASCII when the page is known to be HTML (`html`).
 */
const safe = (question: Question, value: string, html = false): boolean => (question.kind !== 'label' ? SAFE_URL : html ? SAFE_HTML_LABEL : SAFE_LABEL).test(value);

/** An answer that is the question's URL as written (an external link with a query): given as it is when it is not safe. */
const asWritten = (question: Question, value: string | undefined): boolean => value === undefined || (question.kind !== 'label' && value === question.args[0]);

/** A record for a page whose text `body` is: undefined when the body holds the tokens' prefix. */
export function newAnswerRecord(body: string): AnswerRecord | undefined {
  return body.includes(PREFIX) ? undefined : { prefix: `${PREFIX}${++records}y`, asked: [], relocatable: true };
}

/**
 * `real`'s answers as tokens, each question recorded in `record` with the answer and the
 * diagnostics it pushed to `diagnostics`; an answer not safe to put in later is given as it is.
 */
export function recordAnswers(real: LocaleAnswers, record: AnswerRecord, diagnostics: readonly Diagnostic[]): LocaleAnswers {
  const note = (question: Question, before: number, value: string | undefined, rest: string): string | undefined => {
    const tokened = value !== undefined && !record.shown && safe(question, value);
    const fixed = !tokened && (record.shown === true || asWritten(question, value));
    const index = record.asked.push({ question, value, rest, fixed, reported: diagnostics.length - before }) - 1;
    if (tokened) return `${record.prefix}${index}x`;
    if (!fixed) record.relocatable = false;
    return value;
  };
  return {
    url: (url, kind, at) => {
      const before = diagnostics.length;
      const answer = real.url(url, kind, at);
      return { ...answer, url: note({ kind: 'url', args: [url, kind, at] }, before, answer.url, restOf(answer))! };
    },
    markdownLink: (url) => {
      const before = diagnostics.length;
      const answer = real.markdownLink(url);
      return note({ kind: 'link', args: [url] }, before, answer, '');
    },
    label: (heading) => {
      const before = diagnostics.length;
      return note({ kind: 'label', args: [heading] }, before, real.label(heading), '')!;
    },
  };
}

const restOf = ({ url: _url, ...rest }: ResolvedUrl): string => JSON.stringify(rest);

/**
 * One locale's answers to a record's questions, with what they reported; undefined when they
 * cannot go into its template (`html`: the template's page is HTML, no module).
 */
export function answersOf(record: AnswerRecord, answers: LocaleAnswers, diagnostics: Diagnostic[], html: boolean): Array<string | undefined> | undefined {
  const values: Array<string | undefined> = [];
  for (const { question, value: recorded, rest, fixed } of record.asked) {
    let value: string | undefined;
    let answerRest = '';
    if (question.kind === 'url') {
      const answer = answers.url(...question.args);
      value = answer.url;
      answerRest = restOf(answer);
    } else value = question.kind === 'link' ? answers.markdownLink(...question.args) : answers.label(...question.args);
    if (answerRest !== rest || (fixed ? value !== recorded : value === undefined || !safe(question, value, html))) return undefined;
    values.push(value);
  }
  return diagnostics.some((diagnostic) => diagnostic.severity === 'error') ? undefined : values;
}

/** Whether some answer went into the template as it is: a locale that answers it otherwise compiles the page itself (see answersOf). */
export const hasFixedAnswers = (record: AnswerRecord): boolean => record.asked.some((asked) => asked.fixed);

/** The record's own answers (the template's locale). */
export const recordedValues = (record: AnswerRecord): Array<string | undefined> => record.asked.map((asked) => asked.value);

/**
 * `template` (plain data) with every token replaced by its answer in `values`. Safe answers hold
 * no character JSON escapes, so they go into the JSON text as they are. `foreign`: it holds
 * another record's token, left as it is (see the module's comment).
 */
export function putAnswers<T>(template: T, record: AnswerRecord, values: ReadonlyArray<string | undefined>): { value: T; foreign: boolean } {
  return putAnswersInJson<T>(JSON.stringify(template), record, values);
}

/** putAnswers on a template already written as JSON: a template instantiated for several locales is written once. */
export function putAnswersInJson<T>(json: string, record: AnswerRecord, values: ReadonlyArray<string | undefined>): { value: T; foreign: boolean } {
  let foreign = false;
  const text = json.replace(ANY_TOKEN, (token, prefix: string, id: string, index: string) => {
    if (`${prefix}${id}y` === record.prefix) return values[Number(index)] ?? '';
    foreign = true;
    return token;
  });
  return { value: JSON.parse(text) as T, foreign };
}

/** Diagnostics the record's answers reported, which lead a compiled page's diagnostics. */
export const reportedByAnswers = (record: AnswerRecord): number => record.asked.reduce((sum, asked) => sum + asked.reported, 0);
