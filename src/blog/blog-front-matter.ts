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
  toc_min_heading_level?: number;
  toc_max_heading_level?: number;
}

/** A date, or a date and time: what `new Date()` reads the same in every time zone once `Z` is added. */
const DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** Parse a front matter or file name date into an ISO timestamp (UTC when no zone is given). */
export function parseDate(value: string): string | undefined {
  if (!DATE.test(value)) return undefined;
  const withTime = value.length === 10 ? `${value}T00:00:00Z` : value.replace(' ', 'T');
  const zoned = /(?:Z|[+-]\d{2}:?\d{2})$/.test(withTime) ? withTime : `${withTime}Z`;
  const date = new Date(zoned);
  if (Number.isNaN(date.getTime())) return undefined;
  // `2025-02-30` rolls over to March in Date, with or without a time: refuse it instead.
  const [year, month, day] = value.slice(0, 10).split('-').map(Number) as [number, number, number];
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day) return undefined;
  return date.toISOString();
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
export const BLOG_FIELDS: { [K in keyof BlogFrontMatter]-?: Schema<NonNullable<BlogFrontMatter[K]>> } = {
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
  toc_min_heading_level: DOC_FIELDS.toc_min_heading_level,
  toc_max_heading_level: DOC_FIELDS.toc_max_heading_level,
};
