/**
 * The Markdown twin of a Markdown or MDX page, made from its source when it is written: the
 * source is read and parsed again (the fast parser takes most pages in a fraction of a
 * millisecond) rather than kept from compiling, so twins cost no memory while the site builds
 * and nothing in a build that does not write them.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseFrontMatter } from '../content/front-matter.ts';
import { parseMarkdown, preprocess, type ContentFormat } from '../content/parse-markdown.ts';
import { plainTwin } from './plain-twin.ts';
import { hashKey } from '../site/compile-cache.ts';
import { IMPORT_PARTIAL, mdxToMarkdown } from './mdx-twin.ts';
import { twinLinks, type TwinSite } from './twin-links.ts';
import { TEMPLATE_CHARS, type TwinTemplate, type TwinTemplates } from './twin-templates.ts';

/** Reads a source file (the build may hand over the text it read for the twin's key). */
export type ReadSource = (file: string) => string;

const readSource: ReadSource = (file) => readFileSync(file, 'utf8');

/** Partials importing partials stop here: a cycle of imports is not followed forever. */
const MAX_PARTIAL_DEPTH = 4;

/** The Markdown of a source file's content (no title), or undefined when it cannot be read or parsed. */
function contentMarkdown(file: string, format: ContentFormat, links: ReturnType<typeof twinLinks>, depth: number, options: { fastPath: boolean; read: ReadSource }): { markdown: string; description?: string; title?: string } | undefined {
  let text: string;
  try {
    text = options.read(file);
  } catch {
    return undefined;
  }
  const { frontMatter, body } = parseFrontMatter(text, file);
  const found = { ...(frontMatter.description ? { description: frontMatter.description } : {}), ...(frontMatter.title ? { title: frontMatter.title } : {}) };
  const plain = options.fastPath ? plainTwin(preprocess(body, format).source, format, links) : undefined;
  if (plain !== undefined) return { markdown: plain, ...found };
  const parsed = parseMarkdown(body, { file, format });
  if ('diagnostic' in parsed) return undefined;
  const partial = (path: string): string | undefined => {
    if (depth >= MAX_PARTIAL_DEPTH || !path.startsWith('.')) return undefined;
    const partialFile = resolve(dirname(file), path);
    return contentMarkdown(partialFile, /\.mdx$/.test(partialFile) ? 'mdx' : format, links, depth + 1, options)?.markdown;
  };
  const markdown = mdxToMarkdown(parsed.tree, { source: parsed.source, ...links, partial });
  return { markdown, ...found };
}

const TOKEN = /\u0000(\d+)\u0000/g;

/**
 * A translated site's locale built from the same source as another (no translation of the
 * page) has the same twin but for its links, which lead into its own locale: the source is
 * parsed once for all of them and each locale fills in its links. A twin's link targets are
 * written as `(url)`, or `(<url>)` when the URL is empty or has a space: a locale whose URL is
 * such gets its twin made whole, so that every twin is what making it alone gives.
 */
function sharedContent(file: string, format: ContentFormat, links: ReturnType<typeof twinLinks>, templates: TwinTemplates, options: { fastPath: boolean; read: ReadSource }): ReturnType<typeof contentMarkdown> {
  const key = `${format}\u0000${file}`;
  let template = templates.byFile.get(key);
  if (template === undefined && templates.chars < TEMPLATE_CHARS) {
    const targets: TwinTemplate['targets'] = [];
    const token = (image: boolean) => (url: string): string => `\u0000${targets.push({ image, url }) - 1}\u0000`;
    // A source holding the token's character cannot be told from its tokens: it is never shared.
    let holdsToken = false;
    const read: ReadSource = (path) => {
      const text = options.read(path);
      holdsToken ||= text.includes('\u0000');
      return text;
    };
    const made = contentMarkdown(file, format, { link: token(false), image: token(true) }, 0, { ...options, read });
    template = made && !holdsToken ? { ...made, targets } : null;
    templates.byFile.set(key, template);
    templates.chars += made?.markdown.length ?? 0;
  }
  if (!template) return contentMarkdown(file, format, links, 0, options);
  const filled = template.targets.map(({ image, url }) => (image ? links.image(url) : links.link(url)));
  if (filled.some((url) => url === '' || url.includes(' '))) return contentMarkdown(file, format, links, 0, options);
  const { targets: _targets, ...content } = template;
  return { ...content, markdown: template.markdown.replace(TOKEN, (_token, index: string) => filled[Number(index)]!) };
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
export function pageTwin({ file, format, route, title, twinSite, fastPath = true, read = readSource, templates }: { file: string; format: ContentFormat; route: string; title: string; twinSite: TwinSite; /** Let plain-twin.ts take the pages it can (default); false always parses (tests compare the two). */ fastPath?: boolean; read?: ReadSource; /** A translated site's twins shared by its locales (see sharedContent). */ templates?: TwinTemplates }): string | undefined {
  const links = twinLinks(twinSite, file, route);
  const content = templates ? sharedContent(file, format, links, templates, { fastPath, read }) : contentMarkdown(file, format, links, 0, { fastPath, read });
  if (!content) return undefined;
  const ownTitle = /^# /.test(content.markdown);
  return `${ownTitle ? '' : twinHeader(content.title ?? title, content.description)}${content.markdown}\n`;
}

/**
 * A key of what a page's twin is made from: its source and those of the partials it imports
 * (a partial's change changes no key of the page's HTML, yet it changes the twin).
 */
export function twinSourceKey(file: string, read: ReadSource = readSource, depth = 0): string {
  let text: string;
  try {
    text = read(file);
  } catch {
    return 'unreadable';
  }
  const partials = depth >= MAX_PARTIAL_DEPTH ? [] : [...text.matchAll(IMPORT_PARTIAL)].flatMap(([, , path]) => (path!.startsWith('.') ? [twinSourceKey(resolve(dirname(file), path!), read, depth + 1)] : []));
  return hashKey('twin-source', text, ...partials);
}
