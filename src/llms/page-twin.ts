/**
 * The Markdown twin of a Markdown or MDX page, made from its source when it is written: the
 * source is read and parsed again (the fast parser takes most pages in a fraction of a
 * millisecond) rather than kept from compiling, so twins cost no memory while the site builds
 * and nothing in a build that does not write them.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseFrontMatter } from '../content/front-matter.ts';
import { parseMarkdown, type ContentFormat } from '../content/parse-markdown.ts';
import { mdxToMarkdown } from './mdx-twin.ts';
import { twinLinks, type TwinSite } from './twin-links.ts';

/** Partials importing partials stop here: a cycle of imports is not followed forever. */
const MAX_PARTIAL_DEPTH = 4;

/** The Markdown of a source file's content (no title), or undefined when it cannot be read or parsed. */
function contentMarkdown(file: string, format: ContentFormat, links: ReturnType<typeof twinLinks>, depth: number): { markdown: string; description?: string; title?: string } | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const { frontMatter, body } = parseFrontMatter(text, file);
  const parsed = parseMarkdown(body, { file, format });
  if ('diagnostic' in parsed) return undefined;
  const partial = (path: string): string | undefined => {
    if (depth >= MAX_PARTIAL_DEPTH || !path.startsWith('.')) return undefined;
    const partialFile = resolve(dirname(file), path);
    return contentMarkdown(partialFile, /\.mdx$/.test(partialFile) ? 'mdx' : format, links, depth + 1)?.markdown;
  };
  const markdown = mdxToMarkdown(parsed.tree, { source: parsed.source, ...links, partial });
  return { markdown, ...(frontMatter.description ? { description: frontMatter.description } : {}), ...(frontMatter.title ? { title: frontMatter.title } : {}) };
}

/** How a twin starts: `# Title`, then the description as a paragraph. */
export function twinHeader(title: string, description: string | undefined): string {
  return `# ${title.replace(/\n/g, ' ')}\n\n${description ? `${description.trim()}\n\n` : ''}`;
}

/**
 * The twin of the page made from `file` at `route`: its front matter title as `# Title` (unless
 * the content starts with its own), its description, and its content as Markdown with
 * absolute links. Undefined when the file cannot be read or parsed any more.
 */
export function pageTwin({ file, format, route, title, twinSite }: { file: string; format: ContentFormat; route: string; title: string; twinSite: TwinSite }): string | undefined {
  const content = contentMarkdown(file, format, twinLinks(twinSite, file, route), 0);
  if (!content) return undefined;
  const ownTitle = /^# /.test(content.markdown);
  return `${ownTitle ? '' : twinHeader(content.title ?? title, content.description)}${content.markdown}\n`;
}
