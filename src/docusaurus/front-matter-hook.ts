/**
 * Docusaurus's `markdown.parseFrontMatter`: a config function that reads each Markdown file's
 * front matter, usually by calling the default parser and changing its result (a slug, a
 * pagination link). docsgen parses and validates front matter itself; a page whose front matter
 * or content the function changed is read again from what the function returned.
 */
import { posix } from 'node:path';
import { parse, stringify } from 'yaml';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';

/** The result of parsing a file's front matter, as Docusaurus gives it. */
export interface ParsedFrontMatter {
  frontMatter: Record<string, unknown>;
  content: string;
}

export type FrontMatterHook = (params: { filePath: string; fileContent: string; defaultParseFrontMatter: (params: { filePath: string; fileContent: string }) => Promise<ParsedFrontMatter> }) => unknown;

const BLOCK = /^---[ \t]*\r?\n([\s\S]*?)\r?\n(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/;

/** Docusaurus's default: the YAML block at the top as an object, and the rest. */
export async function defaultParseFrontMatter({ fileContent }: { filePath: string; fileContent: string }): Promise<ParsedFrontMatter> {
  const block = BLOCK.exec(fileContent);
  if (!block) return { frontMatter: {}, content: fileContent };
  const value: unknown = parse(block[1]!);
  return { frontMatter: value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}, content: fileContent.slice(block[0].length) };
}

/**
 * The slug the hook gives docusaurus-plugin-openapi-docs's info page of an API (the file the
 * plugin would have generated, `<outputDir>/<id>.info.mdx`, whose front matter it writes), as
 * a route relative to the API's; undefined when it gives none, or one outside the API's route.
 */
export async function hookedOverviewSlug(hook: FrontMatterHook, info: { id: string; title: string; filePath: string; apiRoute: string }): Promise<string | undefined> {
  const frontMatter = { id: info.id, title: info.title, sidebar_label: info.title, hide_title: true, custom_edit_url: null };
  const fileContent = `---\n${stringify(frontMatter)}---\n`;
  const result = (await hook({ filePath: info.filePath, fileContent, defaultParseFrontMatter })) as Partial<ParsedFrontMatter> | undefined;
  const slug = result?.frontMatter?.slug;
  if (typeof slug !== 'string') return undefined;
  // Docusaurus's slug is under the docs route; docsgen's overview is under the API's.
  const relative = posix.relative(posix.join('/', info.apiRoute), posix.join('/', slug));
  return relative.startsWith('..') ? undefined : `/${relative}`;
}

/**
 * A file's text as the hook has it read: undefined when the hook changed nothing; `failure`
 * (a located error for `file`) when it threw, as Docusaurus's build would fail there.
 */
export async function readThroughHook(hook: FrontMatterHook, path: string, source: string, file: string): Promise<{ source?: string; failure?: Diagnostic }> {
  try {
    const hooked = await hookedSource(hook, path, source);
    return hooked === undefined ? {} : { source: hooked };
  } catch (error) {
    return { failure: { code: 'docusaurus/config-threw', severity: 'error', message: `The config's \`markdown.parseFrontMatter\` threw on this file: ${(error as Error)?.message ?? String(error)}`, file, hint: 'fix the function; it is called with { filePath, fileContent, defaultParseFrontMatter } for every Markdown file' } };
  }
}

/** The file's text as the hook would have it read, when the hook changed its front matter or content; else undefined (the file is read as it is). */
export async function hookedSource(hook: FrontMatterHook, filePath: string, fileContent: string): Promise<string | undefined> {
  const original = await defaultParseFrontMatter({ filePath, fileContent });
  const result = (await hook({ filePath, fileContent, defaultParseFrontMatter })) as Partial<ParsedFrontMatter> | undefined;
  const frontMatter = result?.frontMatter ?? original.frontMatter;
  const content = typeof result?.content === 'string' ? result.content : original.content;
  if (JSON.stringify(frontMatter) === JSON.stringify(original.frontMatter) && content === original.content) return undefined;
  return `---\n${stringify(frontMatter)}---\n${content}`;
}
