import { isMap, isScalar, LineCounter, Scalar, type Node } from 'yaml';
import {
  anyMapping,
  array,
  boolean,
  INVALID,
  nullable,
  number,
  object,
  parseYaml,
  report,
  string,
  type Schema,
  type ValidationContext,
} from '../config/yaml-schema.ts';
import { simpleFrontMatter } from './simple-front-matter.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';

/** The Docusaurus doc front matter keys docsgen understands; other keys are kept in `extra`. */
export interface FrontMatter {
  id?: string;
  title?: string;
  sidebar_label?: string;
  sidebar_position?: number;
  /** The class of the page's sidebar item, before the sidebar's `className` (Docusaurus's order). */
  sidebar_class_name?: string;
  /** What the site's swizzled sidebar parts read from the page's item (`item.customProps`). */
  sidebar_custom_props?: Record<string, unknown>;
  slug?: string;
  description?: string;
  keywords?: string[];
  /** `null` shows no sidebar on this page. */
  displayed_sidebar?: string | null;
  hide_title?: boolean;
  hide_table_of_contents?: boolean;
  /** No "Copy page" control on this page (a React page has none). */
  hide_copy_page?: boolean;
  unlisted?: boolean;
  draft?: boolean;
  /** Doc id of the previous page, or `null` for none. */
  pagination_prev?: string | null;
  pagination_next?: string | null;
  toc_min_heading_level?: number;
  toc_max_heading_level?: number;
  /** Social card image of the page: a path under `static/` or a URL. */
  image?: string;
  /** The page's "Edit this page" URL instead of `docs.editUrl`'s; `null` for none. */
  custom_edit_url?: string | null;
  /** Shown as the page's last update instead of git's. */
  last_update?: { date?: string; author?: string };
}

const headingLevel = number({ integer: true, min: 1, max: 6 });

export const DOC_FIELDS: { [K in keyof FrontMatter]-?: Schema<NonNullable<FrontMatter[K]> | (null extends FrontMatter[K] ? null : never)> } = {
  id: string(),
  title: string(),
  sidebar_label: string(),
  sidebar_position: number(),
  sidebar_class_name: string(),
  sidebar_custom_props: anyMapping(),
  slug: string(),
  description: string(),
  keywords: array(string()),
  displayed_sidebar: nullable(string()),
  hide_title: boolean(),
  hide_table_of_contents: boolean(),
  hide_copy_page: boolean(),
  unlisted: boolean(),
  draft: boolean(),
  pagination_prev: nullable(string()),
  pagination_next: nullable(string()),
  toc_min_heading_level: headingLevel,
  toc_max_heading_level: headingLevel,
  image: string(),
  custom_edit_url: nullable(string()),
  last_update: object({ date: string(), author: string() }),
};

export interface SplitFrontMatter {
  frontMatter: FrontMatter;
  /** Keys docsgen does not know, kept for templates and plugins that want them. */
  extra: Record<string, unknown>;
  /**
   * The body with the front matter block replaced by as many empty lines, so that every
   * position in the parsed body is a position in the file.
   */
  body: string;
  diagnostics: Diagnostic[];
}

const OPENING = /^---[ \t]*\r?\n/;

/**
 * The fields of a simple front matter block (see simple-front-matter.ts), validated as the
 * YAML path validates them; undefined when it is not simple or a value is invalid: the YAML
 * path then parses it, and reports the problem where it is.
 */
function simpleFields(yamlText: string, fields: Record<string, Schema<unknown>>): ParsedFields | undefined {
  const pairs = simpleFrontMatter(yamlText);
  if (!pairs) return undefined;
  // Positions as the YAML path has them (a blog post's authors and date keep theirs): in the
  // block with a line before it, the line of the opening `---`.
  const lineCounter = new LineCounter();
  lineCounter.addNewLine(0);
  lineCounter.addNewLine(1);
  for (let at = yamlText.indexOf('\n'); at !== -1; at = yamlText.indexOf('\n', at + 1)) lineCounter.addNewLine(at + 2);
  const ctx: ValidationContext = { file: '', source: '', lineCounter, diagnostics: [], codePrefix: 'front-matter' };
  const frontMatter: Record<string, unknown> = {};
  const extra: Record<string, unknown> = {};
  for (const { key, value, offset } of pairs) {
    const schema = Object.hasOwn(fields, key) ? fields[key] : undefined;
    if (!schema) {
      extra[key] = value;
      continue;
    }
    const node = new Scalar(value);
    node.range = [offset + 1, offset + 1, offset + 1];
    const parsed = schema.parse(node, ctx, key);
    if (parsed === INVALID || ctx.diagnostics.length) return undefined;
    frontMatter[key] = parsed;
  }
  return { frontMatter: frontMatter as FrontMatter, extra };
}

/** The fields of a front matter block that parsed without a problem. */
export type ParsedFields = Pick<SplitFrontMatter, 'frontMatter' | 'extra'>;

/**
 * Front matter blocks by their YAML text, parsed in an earlier build (`known`) and in this
 * one (`used`): YAML parsing is most of reading a page, and few blocks change between builds.
 * Blocks with problems are never kept: they are parsed again to report them.
 */
export interface FrontMatterMemo {
  known: ReadonlyMap<string, ParsedFields>;
  used: Map<string, ParsedFields>;
}

const CLOSING = /^(?:---|\.\.\.)[ \t]*$/m;

/** The file with its first `blockEnd` characters (the front matter block) blanked out, line breaks kept. */
const blankedBlock = (source: string, blockEnd: number): string => source.slice(0, blockEnd).replace(/[^\n]/g, '') + source.slice(blockEnd);

/** The text in a string of its own (V8 makes a long `slice` a view that holds the string sliced). */
const ownCopy = (text: string): string => JSON.parse(JSON.stringify(text)) as string;

/** The body parseFrontMatter gives for `source`, without parsing the front matter again. */
export function frontMatterBody(source: string): string {
  const opening = OPENING.exec(source);
  const close = opening ? CLOSING.exec(source.slice(opening[0].length)) : null;
  return opening && close ? blankedBlock(source, opening[0].length + close.index + close[0].length) : source;
}

/**
 * Split and validate the YAML front matter at the top of a Markdown/MDX file. `fields` are
 * the keys validated (the doc keys by default; the blog passes its own, and no `memo`).
 */
export function parseFrontMatter(
  source: string,
  file: string,
  fields: Record<string, Schema<unknown>> = DOC_FIELDS,
  memo?: FrontMatterMemo,
  /** `fastYaml: false` always parses with the `yaml` package (tests compare the two). */
  options: { fastYaml?: boolean } = {},
): SplitFrontMatter {
  const opening = OPENING.exec(source);
  if (!opening) return { frontMatter: {}, extra: {}, body: source, diagnostics: [] };
  const rest = source.slice(opening[0].length);
  const close = CLOSING.exec(rest);
  if (!close) {
    return {
      frontMatter: {},
      extra: {},
      body: source,
      diagnostics: [
        {
          code: 'front-matter/unclosed',
          severity: 'error',
          message: 'Front matter starts with `---` but has no closing `---` line',
          file,
          line: 1,
          column: 1,
          hint: 'add a line with `---` after the last front matter key',
          source,
        },
      ],
    };
  }
  // A copy, not a slice: a slice keeps the whole file alive, and the block's values (titles,
  // ids) and the memo's keys, sliced from it, live as long as the build (~6.5 KB a bench page).
  const yamlText = ownCopy(rest.slice(0, close.index));
  const blockEnd = opening[0].length + close.index + close[0].length;
  const body = blankedBlock(source, blockEnd);
  const known = memo?.known.get(yamlText);
  if (known) {
    memo!.used.set(yamlText, known);
    return { frontMatter: { ...known.frontMatter }, extra: { ...known.extra }, body, diagnostics: [] };
  }

  const simple = options.fastYaml === false ? undefined : simpleFields(yamlText, fields);
  if (simple) {
    memo?.used.set(yamlText, simple);
    return { frontMatter: { ...simple.frontMatter }, extra: { ...simple.extra }, body, diagnostics: [] };
  }

  // Parse the YAML in place (the rest blanked out) so reported lines are lines of the file.
  const padded = '\n' + yamlText;
  const { root, ctx } = parseYaml(padded, file, 'front-matter');
  ctx.source = source;
  for (const diagnostic of ctx.diagnostics) diagnostic.source = source;
  const frontMatter: Record<string, unknown> = {};
  const extra: Record<string, unknown> = {};
  if (root && !isMap(root)) {
    report(ctx, root, 'invalid-type', 'Front matter must be a mapping of keys to values');
  } else if (root && isMap(root)) {
    for (const pair of root.items) {
      const key = isScalar(pair.key) ? String(pair.key.value) : '';
      const valueNode = pair.value as Node | null;
      const schema = Object.hasOwn(fields, key) ? fields[key] : undefined;
      if (!schema) {
        extra[key] = (valueNode as { toJSON?: () => unknown } | null)?.toJSON?.() ?? null;
        continue;
      }
      if (!valueNode || (isScalar(valueNode) && valueNode.value === null && !schema.expected.endsWith('or null'))) {
        report(ctx, valueNode ?? (pair.key as Node), 'invalid-type', `\`${key}\` must be ${schema.expected}, got an empty value`);
        continue;
      }
      const value = schema.parse(valueNode, ctx, key);
      if (value !== INVALID) frontMatter[key] = value;
    }
  }
  if (memo && ctx.diagnostics.length === 0) memo.used.set(yamlText, { frontMatter: frontMatter as FrontMatter, extra });
  return { frontMatter: frontMatter as FrontMatter, extra, body, diagnostics: ctx.diagnostics };
}
