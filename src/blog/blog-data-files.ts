import { isMap, isScalar, type Node } from 'yaml';
import { INVALID, nullable, object, parseYaml, report, string, type Schema } from '../config/yaml-schema.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { authorsFileEntrySchema, type AuthorInput } from './author-schema.ts';
import { kebabCase } from '../shared/kebab-case.ts';

/** An author's page, as the authors file asks for it: at `/blog/authors/<permalink or key>`. */
export interface AuthorPageInput {
  permalink?: string;
  description?: string;
}

/** A tag as declared in the tags file. */
export interface TagInput {
  label: string;
  /** Route of the tag page relative to the blog's tags route, e.g. `/docs-site`. */
  permalink: string;
  description?: string;
}

const authorSchema = authorsFileEntrySchema();
const tagSchema = nullable(object({ label: string(), permalink: string(), description: string() }, { name: 'a tag: `{label, permalink, description}`' }));

/** Parse a YAML file holding a mapping of keys to entries, each validated at its own line. */
function parseRecord<T>(source: string, file: string, entry: Schema<T>): { entries: Map<string, T>; diagnostics: Diagnostic[] } {
  const { root, ctx } = parseYaml(source, file, 'blog');
  const entries = new Map<string, T>();
  if (!root) return { entries, diagnostics: ctx.diagnostics };
  if (!isMap(root)) {
    report(ctx, root, 'invalid-type', `\`${file}\` must be a mapping of keys to entries`, 'e.g. `mari: { name: Mari Solberg }`');
    return { entries, diagnostics: ctx.diagnostics };
  }
  for (const pair of root.items) {
    const key = isScalar(pair.key) ? String(pair.key.value) : '';
    const value = entry.parse((pair.value ?? pair.key) as Node, ctx, key);
    if (value !== INVALID) entries.set(key, value);
  }
  return { entries, diagnostics: ctx.diagnostics };
}

/**
 * Validate an authors file: key → `{name, title, url, image, email, socials}`, Docusaurus's
 * `authors.yml` shape included (`image_url`; `page` and `description` give the author a page).
 */
export function parseAuthorsFile(source: string, file: string): { authors: Map<string, AuthorInput>; pages: Map<string, AuthorPageInput>; diagnostics: Diagnostic[] } {
  const { entries, diagnostics } = parseRecord(source, file, authorSchema);
  const authors = new Map<string, AuthorInput>();
  const pages = new Map<string, AuthorPageInput>();
  for (const [key, { page, description, ...author }] of entries) {
    authors.set(key, author);
    if (page) pages.set(key, { ...page, ...(description !== undefined ? { description } : {}) });
  }
  return { authors, pages, diagnostics };
}

/** Validate a tags file: key → `{label, permalink, description}` (label defaults to the key). */
export function parseTagsFile(source: string, file: string): { tags: Map<string, TagInput>; diagnostics: Diagnostic[] } {
  const { entries, diagnostics } = parseRecord(source, file, tagSchema);
  const tags = new Map<string, TagInput>();
  for (const [key, value] of entries) {
    tags.set(key, tagInput(key, value ?? undefined));
  }
  return { tags, diagnostics };
}

/** A tag as declared in the tags file, or with every default when the file does not declare it. */
export function tagInput(key: string, declared?: { label?: string; permalink?: string; description?: string }): TagInput {
  return {
    label: declared?.label ?? key,
    // Docusaurus's default: lodash's kebabCase of the key (`iOS-core` → `i-os-core`, `v2` → `v-2`).
    permalink: `/${(declared?.permalink ?? kebabCase(key)).replace(/^\/+|\/+$/g, '')}`,
    ...(declared?.description !== undefined ? { description: declared.description } : {}),
  };
}

