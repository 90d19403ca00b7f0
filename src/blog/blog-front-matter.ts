import { isScalar, isSeq } from 'yaml';
import { DOC_FIELDS } from '../content/front-matter.ts';
import { array, custom, INVALID, located, positionOf, report, type Schema } from '../config/yaml-schema.ts';
import { inlineAuthorSchema, type AuthorInput } from './author-schema.ts';

export type { AuthorInput };

/** Line and column of a value in the post file, for messages about it. */
export interface At {
  line: number;
  column: number;
}

/** A post's `authors` entry: a key of the authors file, or an author written inline. */
export type AuthorRef = { key: string; at: At } | { inline: AuthorInput; at: At };

/** The blog post front matter keys docsgen understands (Docusaurus blog semantics). */
export interface BlogFrontMatter {
  title?: string;
  description?: string;
  slug?: string;
  /** `YYYY-MM-DD`, optionally with a time; the file name's date otherwise. */
  date?: { value: string; at: At };
  authors?: AuthorRef[];
  tags?: Array<{ key: string; at: At }>;
  keywords?: string[];
  image?: string;
  draft?: boolean;
  unlisted?: boolean;
  hide_table_of_contents?: boolean;
  /** The post's "Edit this page" URL instead of `blog.editUrl`'s; `null` for none. */
  custom_edit_url?: string | null;
  toc_min_heading_level?: number;
  toc_max_heading_level?: number;
}

/**
 * A date, or a date and time, as Docusaurus reads front matter: YAML 1.1 timestamps (its YAML
 * parser's: one- or two-digit month, day and hour, `2023-2-07T00:00:00.000Z`, `2015-11-3
 * 10:30:00`), and a time without seconds. UTC when no zone is given.
 */
const DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:(?:[Tt]|[ \t]+)(\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d*))?)?(?:[ \t]*(Z|[-+]\d{1,2}(?::?\d{2})?))?)?$/;

/** Minutes east of UTC of a zone written `Z`, `+2`, `-05:30` or `+0530`. */
function zoneMinutes(zone: string | undefined): number {
  if (zone === undefined || zone === 'Z') return 0;
  const [, sign, hours, minutes] = /^([-+])(\d{1,2}):?(\d{2})?$/.exec(zone)!;
  return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes ?? 0));
}

/**
 * Parse a front matter or file name date into an ISO timestamp; undefined for one that is not a
 * date (`2025-13-01`, `2025-02-32`). A day past the month's last (`2017-02-29`) runs into the
 * next month, as Docusaurus reads it (its YAML parser's `Date.UTC`, V8's date of a file name):
 * see dateRolledOver.
 */
export function parseDate(value: string): string | undefined {
  const match = DATE.exec(value.trim());
  if (!match) return undefined;
  const [year, month, day, hour = 0, minute = 0, second = 0] = match.slice(1, 7).map((part) => (part === undefined ? undefined : Number(part))) as number[];
  if (month! < 1 || month! > 12 || day! < 1 || day! > 31 || hour > 23 || minute > 59 || second > 59) return undefined;
  const millis = Number(`0.${match[7] ?? '0'}`) * 1000;
  const local = Date.UTC(year!, month! - 1, day!, hour, minute, second, millis);
  return new Date(local - zoneMinutes(match[8]) * 60_000).toISOString();
}

/** The day a date past its month's last is read as (`2017-02-29` → `2017-03-01`); undefined for a day of the calendar. */
export function dateRolledOver(value: string): string | undefined {
  const match = DATE.exec(value.trim());
  if (!match) return undefined;
  const [year, month, day] = match.slice(1, 4).map(Number) as [number, number, number];
  const calendar = new Date(Date.UTC(year, month - 1, day));
  return calendar.getUTCMonth() === month - 1 ? undefined : calendar.toISOString().slice(0, 10);
}

const dateSchema: Schema<{ value: string; at: At }> = custom('a date such as `2025-01-20` or `2025-01-20T09:30:00Z`', (node, ctx, path) => {
  if (isScalar(node) && typeof node.value === 'string' && parseDate(node.value)) return { value: node.value, at: positionOf(node, ctx) };
  report(ctx, node, 'invalid-value', `\`${path}\` must be a date such as \`2025-01-20\` or \`2025-01-20T09:30:00Z\`, got \`${isScalar(node) ? String(node.value) : 'a list or mapping'}\``);
  return INVALID;
});

const inlineAuthor = inlineAuthorSchema();

const authorRef: Schema<AuthorRef> = custom('an author key or `{name, title, url, image}`', (node, ctx, path) => {
  if (isScalar(node) && typeof node.value === 'string') return { key: node.value, at: positionOf(node, ctx) };
  const inline = located(inlineAuthor).parse(node, ctx, path);
  if (inline === INVALID) return INVALID;
  const { at, ...author } = inline;
  return { inline: author, at };
});

const authorsSchema: Schema<AuthorRef[]> = custom('an author key or a list of them', (node, ctx, path) =>
  isSeq(node) ? array(authorRef).parse(node, ctx, path) : ((value) => (value === INVALID ? INVALID : [value]))(authorRef.parse(node, ctx, path)),
);

const tagRef: Schema<{ key: string; at: At }> = custom('a tag name', (node, ctx, path) => {
  if (isScalar(node) && (typeof node.value === 'string' || typeof node.value === 'number')) return { key: String(node.value), at: positionOf(node, ctx) };
  report(ctx, node, 'invalid-type', `\`${path}\` must be a tag name from the tags file`);
  return INVALID;
});

/** The schemas of the blog front matter keys, for `parseFrontMatter`. */
export const BLOG_FIELDS: { [K in keyof BlogFrontMatter]-?: Schema<NonNullable<BlogFrontMatter[K]> | (null extends BlogFrontMatter[K] ? null : never)> } = {
  title: DOC_FIELDS.title,
  description: DOC_FIELDS.description,
  slug: DOC_FIELDS.slug,
  date: dateSchema,
  authors: authorsSchema,
  tags: array(tagRef),
  keywords: DOC_FIELDS.keywords,
  image: DOC_FIELDS.image,
  draft: DOC_FIELDS.draft,
  unlisted: DOC_FIELDS.unlisted,
  hide_table_of_contents: DOC_FIELDS.hide_table_of_contents,
  custom_edit_url: DOC_FIELDS.custom_edit_url,
  toc_min_heading_level: DOC_FIELDS.toc_min_heading_level,
  toc_max_heading_level: DOC_FIELDS.toc_max_heading_level,
};
