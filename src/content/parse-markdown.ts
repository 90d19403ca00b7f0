/**
 * Source text → mdast: the line rewrites the parsers need, then CommonMark + GFM +
 * directives, plus the MDX syntax for MDX pages. Parse errors become located diagnostics.
 */
import type { Root } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { DIAGNOSTIC_CODES, type DiagnosticCode } from '../diagnostics/codes.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { normalizeAdmonitionTitles } from './directives.ts';
import { parseFast } from './fast-markdown/parse-fast.ts';
import { ALL_GFM_PARTS, gfmPartsFor, remarkGfmParts } from './gfm-parts.ts';
import { remarkPluggables, type MarkdownPlugins } from './markdown-plugins.ts';

export type ContentFormat = 'md' | 'mdx';

/** One parser per format and set of GFM parts (see gfm-parts.ts), made when first needed. */
const processors = new Map<string, ReturnType<typeof makeProcessor>>();

function makeProcessor(format: ContentFormat, gfm: number) {
  const base = unified().use(remarkParse).use(remarkGfmParts, gfm).use(remarkDirective);
  return (format === 'mdx' ? base.use(remarkMdx) : base).freeze();
}

function processorFor(format: ContentFormat, gfm: number): ReturnType<typeof makeProcessor> {
  const key = `${format}:${gfm}`;
  let processor = processors.get(key);
  if (!processor) processors.set(key, (processor = makeProcessor(format, gfm)));
  return processor;
}

/** Parsers with a site's remark plugins attached, so that their syntax extensions (`$…$` math) read the page. */
const pluginParsers = new WeakMap<MarkdownPlugins, Map<string, ReturnType<typeof makeProcessor>>>();

function parserWithPlugins(plugins: MarkdownPlugins, format: ContentFormat, gfm: number): ReturnType<typeof makeProcessor> {
  let byFormat = pluginParsers.get(plugins);
  if (!byFormat) pluginParsers.set(plugins, (byFormat = new Map()));
  const key = `${format}:${gfm}`;
  let processor = byFormat.get(key);
  if (!processor) {
    const base = unified().use(remarkParse).use(remarkGfmParts, gfm).use(remarkDirective);
    byFormat.set(key, (processor = (format === 'mdx' ? base.use(remarkMdx) : base).use(remarkPluggables(plugins)).freeze()));
  }
  return processor;
}

/** Whether each plugin set brings syntax of its own to a format, by its set and the format. */
const pluginSyntax = new WeakMap<MarkdownPlugins, Map<ContentFormat, boolean>>();

/**
 * Whether the site's remark plugins read pages with syntax of their own: a micromark or
 * mdast extension added as they were attached (remark-math's `$…$`), or a parser of their
 * own. Most plugins only transform the tree, and read pages exactly as docsgen's parser
 * does without them, which the fast parser then reads too.
 */
export function pluginsAddSyntax(plugins: MarkdownPlugins, format: ContentFormat): boolean {
  let byFormat = pluginSyntax.get(plugins);
  if (!byFormat) pluginSyntax.set(plugins, (byFormat = new Map()));
  let adds = byFormat.get(format);
  if (adds === undefined) {
    const withPlugins = parserWithPlugins(plugins, format, ALL_GFM_PARTS);
    const base = processorFor(format, ALL_GFM_PARTS);
    const count = (processor: typeof base, key: 'micromarkExtensions' | 'fromMarkdownExtensions'): number => (processor.data(key) as unknown[] | undefined)?.length ?? 0;
    adds = (['micromarkExtensions', 'fromMarkdownExtensions'] as const).some((key) => count(withPlugins, key) !== count(base, key)) || String(withPlugins.parser) !== String(base.parser);
    byFormat.set(format, adds);
  }
  return adds;
}

/**
 * Fences as this line-by-line pass sees them: an opening may follow list markers
 * (`1. \`\`\`bash`) and, in Markdown, is indented at most 3 columns past the list item it is
 * in (see listContent); a closing is indented as deep as its list item.
 */
const OPENING_FENCE = /^\s{0,3}(?:(?:[-*+]|\d{1,9}[.)])[ \t]+)*(`{3,}|~{3,})/;
const MDX_OPENING_FENCE = /^[ \t]*(?:(?:[-*+]|\d{1,9}[.)])[ \t]+)*(`{3,}|~{3,})/;
const LIST_ITEM = /^(?:[-*+]|\d{1,9}[.)])(?:[ \t]+|$)/;
const INDENT = /^[ \t]*/;

/**
 * The column a line's content starts from inside the list items it is in, as CommonMark nests
 * blocks: `stack` holds the content columns of the open items (`- ` → 2, `10. ` → 4, nested
 * deeper), closed by a less indented line. A fence opened by `    \`\`\`` under `  - item` is
 * in the item (2 past its column), not indented code; a lazy continuation line closes items
 * early, which can only miss a fence indented 4 or more past the page's margin.
 */
function listContent(line: string, stack: number[]): number {
  if (!line.trim()) return stack.at(-1) ?? 0;
  const indent = INDENT.exec(line)![0].replace(/\t/g, '    ').length;
  while (stack.length && indent < stack.at(-1)!) stack.pop();
  const base = stack.at(-1) ?? 0;
  const marker = indent - base <= 3 ? LIST_ITEM.exec(line.trimStart())?.[0] : undefined;
  if (marker !== undefined) stack.push(indent + (marker.trim() === marker ? marker.length + 1 : marker.replace(/\t/g, '    ').length));
  return base;
}

/**
 * Whether a line (outside fenced code) opens a fence, its indentation counted from the list item
 * it is in. MDX has no indented code, so there a fence may be indented any depth (micromark
 * lifts the limit with indented code).
 */
function openingFence(line: string, stack: number[], format: ContentFormat): string | undefined {
  if (format === 'mdx') return MDX_OPENING_FENCE.exec(line)?.[1];
  const base = listContent(line, stack);
  const expanded = line.replace(INDENT, (indent) => indent.replace(/\t/g, '    '));
  return OPENING_FENCE.exec(INDENT.exec(expanded)![0].length >= base ? expanded.slice(base) : expanded)?.[1];
}
const CLOSING_FENCE = /^\s*(`{3,}|~{3,})[ \t]*$/;
const MDX_CODE_BLOCK = /^\s{0,3}(`{3,}|~{3,})[ \t]*mdx-code-block[ \t]*$/;
const BARE_FENCE = /^\s{0,3}(`{3,}|~{3,})[ \t]*$/;

/** MDX's syntax errors keep the rule id its parser gives them (`mdx/unexpected-eof`); one docsgen does not document is `mdx/parse-error`. */
function mdxSyntaxCode(ruleId: string | undefined): DiagnosticCode {
  const code = `mdx/${ruleId ?? 'parse-error'}`;
  return code in DIAGNOSTIC_CODES ? (code as DiagnosticCode) : 'mdx/parse-error';
}

/**
 * An HTML comment in MDX prose becomes an MDX comment, as Docusaurus's `mdx1Compat` does
 * (`<!-- truncate -->`, commented-out text in pages written for MDX 1). The opening shrinks
 * by one character, so only columns after it on its line move.
 */
function htmlCommentsToMdx(line: string, open: boolean): { line: string; open: boolean } {
  let out = '';
  let rest = line;
  let inside = open;
  while (rest) {
    if (inside) {
      const end = rest.indexOf('-->');
      if (end === -1) return { line: out + rest.replaceAll('*/', '* /'), open: true };
      out += `${rest.slice(0, end).replaceAll('*/', '* /')}*/}`;
      rest = rest.slice(end + 3);
      inside = false;
    } else {
      const start = rest.indexOf('<!--');
      // Inline code keeps its comment-looking text: only the part before a backtick is rewritten.
      const tick = rest.indexOf('`');
      if (start === -1 || (tick !== -1 && tick < start)) return { line: out + rest, open: false };
      out += `${rest.slice(0, start)}{/*`;
      rest = rest.slice(start + 4);
      inside = true;
    }
  }
  return { line: out, open: inside };
}

/**
 * Line rewrites the parsers need, skipping fenced code so samples stay as written: `:::tip Title`
 * → `:::tip[Title]`, and in MDX `{#id}` on heading lines escaped (it would be a JS expression),
 * HTML comments turned into MDX comments and ```mdx-code-block fences unwrapped. `prose` is
 * the text outside fenced code.
 */
export function preprocess(body: string, format: ContentFormat, admonitionKeywords?: readonly string[]): { source: string; prose: string } {
  let fence: string | undefined;
  let unwrapping: string | undefined;
  let inComment = false;
  const items: number[] = [];
  const prose: string[] = [];
  const source = body
    .split('\n')
    .map((line) => {
      // ```mdx-code-block keeps MDX readable where Markdown is rendered (GitHub); Docusaurus
      // unwraps it: its fence lines become blank lines, so every position stays.
      if (format === 'mdx' && !fence && !inComment) {
        const opening = MDX_CODE_BLOCK.exec(line)?.[1];
        if (!unwrapping && opening) {
          unwrapping = opening;
          return '';
        }
        const closing = BARE_FENCE.exec(line)?.[1];
        if (unwrapping && closing && closing[0] === unwrapping[0] && closing.length >= unwrapping.length) {
          unwrapping = undefined;
          return '';
        }
      }
      const marker = fence ? CLOSING_FENCE.exec(line)?.[1] : inComment ? undefined : openingFence(line, items, format);
      if (!inComment && marker && (!fence || (marker[0] === fence[0] && marker.length >= fence.length))) {
        fence = fence ? undefined : marker;
        return line;
      }
      if (fence) return line;
      prose.push(line);
      const normalized = normalizeAdmonitionTitles(line, admonitionKeywords);
      if (format !== 'mdx') return normalized;
      const uncommented = htmlCommentsToMdx(normalized, inComment);
      inComment = uncommented.open;
      return uncommented.line.replace(/^(#{1,6}[ \t].*?)\{#((?:(?!\{#)[^}])+\}[ \t]*)$/, '$1\\{#$2');
    })
    .join('\n');
  return { source, prose: prose.join('\n') };
}

export type ParsedMarkdown = { tree: Root; source: string } | { diagnostic: Diagnostic };

/**
 * Parse a page's body (front matter blanked) into mdast, or the located parse error. The fast
 * parser takes the documents it reads exactly (see fast-markdown/); `fastParse: false` always
 * uses micromark, as tests comparing the two do.
 */
export function parseMarkdown(body: string, options: { file: string; format: ContentFormat; allGfm?: boolean; fastParse?: boolean; plugins?: MarkdownPlugins; admonitionKeywords?: readonly string[] }): ParsedMarkdown {
  const { source, prose } = preprocess(body, options.format, options.admonitionKeywords);
  // The fast parser knows no plugin's syntax.
  if (options.fastParse !== false && (!options.plugins || !pluginsAddSyntax(options.plugins, options.format))) {
    const tree = parseFast(source, { mdx: options.format === 'mdx', directives: true });
    if (tree) return { tree, source };
  }
  try {
    const gfm = options.allGfm ? ALL_GFM_PARTS : gfmPartsFor(prose);
    return { tree: (options.plugins ? parserWithPlugins(options.plugins, options.format, gfm) : processorFor(options.format, gfm)).parse(source), source };
  } catch (error) {
    const message = error as { reason?: string; message: string; place?: { line?: number; column?: number; start?: { line: number; column: number } }; ruleId?: string; cause?: { message?: string } };
    const place = message.place && 'start' in message.place ? message.place.start : message.place;
    // acorn's own words ("Identifier 'Link' has already been declared") say more than MDX's summary.
    const cause = message.cause?.message ? `: ${message.cause.message.replace(/\s*\(\d+:\d+\)$/, '')}` : '';
    return {
      diagnostic: {
        code: mdxSyntaxCode(message.ruleId),
        severity: 'error',
        message: `Could not parse MDX: ${(message.reason ?? message.message).replace(/\s+/g, ' ')}${cause}`,
        file: options.file,
        line: place?.line ?? 1,
        column: place?.column ?? 1,
        hint:
          message.ruleId === 'acorn'
            ? 'the JavaScript of an `import`/`export` or a `{…}` expression must be valid; a literal `{` in prose is written `\\{`'
            : 'a literal `<` or `{` in MDX prose must be escaped as `\\<` or `\\{` (or rename the file to .md)',
      },
    };
  }
}
