import GithubSlugger from 'github-slugger';
import type { Element, Root as HastRoot } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import type { Code, Heading, Image, Nodes, Parent, Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxExpressionAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx';
import { toHast } from 'mdast-util-to-hast';
import { toString } from 'mdast-util-to-string';
import { createElement, Fragment } from 'react';
import { jsx, jsxs } from 'react/jsx-runtime';
import { renderToString } from 'react-dom/server';
import remarkDirective from 'remark-directive';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { ALL_GFM_PARTS, gfmPartsFor, remarkGfmParts } from './gfm-parts.ts';
import { unified } from 'unified';
import { MDX_COMPONENT_NAMES, mdxComponents } from '../../templates/components/mdx-components.tsx';
import { didYouMean, type Diagnostic, type Severity } from '../diagnostics/diagnostic.ts';
import { ADMONITIONS, isAdmonitionType } from '../shared/admonitions.ts';
import { normalizeAdmonitionTitles, transformDirective } from './directives.ts';
import { parseCodeMeta, shownCode } from './code-meta.ts';
import { codeBlock, highlightCode, languageOf, supportedLanguages } from './highlight.ts';
import type { ResolvedUrl } from './resolve-url.ts';
import { NotStaticError, programExpression, staticValue } from './static-value.ts';

/** One entry of a page's table of contents. */
export interface TocItem {
  /** The heading's `id`, the anchor to link to. */
  id: string;
  /** Plain text of the heading. */
  text: string;
  /** Heading level, 2 for `##`. */
  depth: number;
}

export type ContentFormat = 'md' | 'mdx';

export interface CompileMarkdownOptions {
  /** File path as shown in diagnostics. */
  file: string;
  format: ContentFormat;
  /** Heading levels the table of contents shows. */
  tocLevels?: { min: number; max: number };
  /**
   * Rewrite a link or image URL found in the content (markdown links to routes, relative
   * images to hashed assets with their size). May report a diagnostic.
   */
  resolveUrl?: (url: string, kind: 'link' | 'image', at: { line: number; column: number }) => ResolvedUrl;
  /** Highlight code blocks (default). Off for link checking, which needs no colours. */
  highlight?: boolean;
  /** Parse with every GFM extension instead of only those the prose can use (tests compare the two). */
  allGfm?: boolean;
}

/** A code block as written in the content, for the sample checks. Plain data: it is cached and sent from workers. */
export interface CodeSample {
  /** The fence language as written, lowercased: `ts`, `json`, `graphql`; `''` for none. */
  lang: string;
  /** The rest of the fence line: `title="Cart" schema="Cart" check`. */
  meta: string;
  /** The code. */
  value: string;
  /** File path as shown in diagnostics. */
  file: string;
  /** Line of the code's first line, counted from the top of the file (front matter included). */
  line: number;
  /** Column the code's lines start at (more than 1 inside lists). */
  column: number;
  /** Column of the first line when it differs: a `<CodeBlock>` template literal starts after `{\``. */
  firstColumn?: number;
}

/** A link written in the content, for the link checker. */
export interface ContentLink {
  /** The URL as it will be in the HTML (resolved, base URL applied). */
  url: string;
  /** The URL as written in the source. */
  written: string;
  /** The link text. */
  text: string;
  line: number;
  column: number;
}

export interface CompiledContent {
  /** The content as HTML, headings included, without any layout. */
  html: string;
  /** Plain text of the first `#` heading, if any. */
  contentTitle?: string;
  toc: TocItem[];
  /** Every heading id on the page (all levels), for anchor checks. */
  headingIds: string[];
  /** Every link in the content, for the link checker. */
  links: ContentLink[];
  /** Plain text of the first paragraph, for a default description. */
  excerpt: string;
  /** Where the page first uses `<DocCardList />`, if it does: the renderer fills in its category's cards. */
  docCardList?: { line: number; column: number };
  /** Every code block, in source order. */
  codeBlocks: CodeSample[];
  diagnostics: Diagnostic[];
}

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

const MDX_NODE_TYPES: Array<Nodes['type']> = ['mdxJsxFlowElement', 'mdxJsxTextElement', 'mdxFlowExpression', 'mdxTextExpression', 'mdxjsEsm'];
const CUSTOM_ID = /\s*\{#([\w-]+)\}\s*$/;
const UNSAFE_URL = /^\s*(?:javascript|vbscript|data):/i;
const IMAGE_DATA_URL = /^\s*data:image\//i;
const FENCE = /^\s{0,3}(`{3,}|~{3,})/;
/** Root-level blocks before this index are "above the fold": their images load eagerly. */
const EAGER_BLOCKS = 3;

/**
 * Line rewrites the parsers need, skipping fenced code so samples stay as written: `:::tip Title`
 * → `:::tip[Title]`, and in MDX `{#id}` on heading lines escaped (it would be a JS expression).
 */
function preprocess(body: string, format: ContentFormat): { source: string; prose: string } {
  let fence: string | undefined;
  const prose: string[] = [];
  const source = body
    .split('\n')
    .map((line) => {
      const marker = FENCE.exec(line)?.[1];
      if (marker && (!fence || (marker[0] === fence[0] && marker.length >= fence.length))) {
        fence = fence ? undefined : marker;
        return line;
      }
      if (fence) return line;
      prose.push(line);
      const normalized = normalizeAdmonitionTitles(line);
      return format === 'mdx' ? normalized.replace(/^(#{1,6}[ \t].*?)\{#([\w-]+\}[ \t]*)$/, '$1\\{#$2') : normalized;
    })
    .join('\n');
  return { source, prose: prose.join('\n') };
}

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

function attributeValue(element: JsxElement, name: string): unknown {
  const attribute = element.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name);
  if (!attribute) return undefined;
  if (attribute.value === null || attribute.value === undefined) return true;
  if (typeof attribute.value === 'string') return attribute.value;
  try {
    return staticValue(programExpression(attribute.value.data?.estree) ?? { type: 'Identifier', name: 'undefined' });
  } catch {
    return undefined;
  }
}

function isBlank(node: Nodes): boolean {
  return node.type === 'text' && !node.value.trim();
}

/**
 * `<TabItem>…</TabItem>` or `<summary>…</summary>` written on a line of its own is parsed
 * inside a paragraph; lift it out so it stays a direct child of its `<Tabs>`/`<details>`.
 */
function unwrapParagraphsOf(element: MdxJsxFlowElement | MdxJsxTextElement, childName: string): void {
  element.children = (element.children as Nodes[]).flatMap((child) =>
    child.type === 'paragraph' && child.children.some((c) => c.type === 'mdxJsxTextElement' && c.name === childName) &&
    child.children.every((c) => isBlank(c) || (c.type === 'mdxJsxTextElement' && c.name === childName))
      ? child.children.filter((c) => !isBlank(c))
      : [child],
  ) as never;
}

/** Parse Markdown (CommonMark + GFM + directives) or MDX into HTML with heading ids and a TOC. */
export function compileMarkdown(body: string, options: CompileMarkdownOptions): CompiledContent {
  const diagnostics: Diagnostic[] = [];
  const report = (severity: Severity, code: string, message: string, node: { position?: Nodes['position'] } | undefined, hint?: string): void => {
    diagnostics.push({
      code,
      severity,
      message,
      file: options.file,
      line: node?.position?.start.line ?? 1,
      column: node?.position?.start.column ?? 1,
      ...(hint ? { hint } : {}),
    });
  };

  const { source, prose } = preprocess(body, options.format);
  let tree: Root;
  try {
    tree = processorFor(options.format, options.allGfm ? ALL_GFM_PARTS : gfmPartsFor(prose)).parse(source);
  } catch (error) {
    const message = error as { reason?: string; message: string; place?: { line?: number; column?: number; start?: { line: number; column: number } }; ruleId?: string };
    const place = message.place && 'start' in message.place ? message.place.start : message.place;
    diagnostics.push({
      code: `mdx/${message.ruleId ?? 'parse-error'}`,
      severity: 'error',
      message: `Could not parse MDX: ${(message.reason ?? message.message).replace(/\s+/g, ' ')}`,
      file: options.file,
      line: place?.line ?? 1,
      column: place?.column ?? 1,
      hint: 'a literal `<` or `{` in MDX prose must be escaped as `\\<` or `\\{` (or rename the file to .md)',
    });
    return { html: '', toc: [], headingIds: [], links: [], excerpt: '', codeBlocks: [], diagnostics };
  }

  const slugger = new GithubSlugger();
  const toc: TocItem[] = [];
  const headingIds: string[] = [];
  const tocLevels = options.tocLevels ?? { min: 2, max: 3 };
  let contentTitle: string | undefined;
  let excerpt: string | undefined;
  let usesComponents = false;
  let docCardList: { line: number; column: number } | undefined;
  let rootIndex = 0;
  const links: ContentLink[] = [];
  const codeBlocks: CodeSample[] = [];

  const checkUrl = (url: string, kind: 'link' | 'image', node: Nodes): ResolvedUrl | undefined => {
    if (UNSAFE_URL.test(url) && !(kind === 'image' && IMAGE_DATA_URL.test(url))) {
      report('warning', 'content/unsafe-url', `Dropped ${kind} with unsafe URL \`${url.slice(0, 40)}\``, node, 'only http(s), mailto, relative links and `data:image/…` images are kept');
      return undefined;
    }
    const at = { line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 };
    return options.resolveUrl ? options.resolveUrl(url, kind, at) : { url };
  };

  const visitHeading = (heading: Heading): void => {
    const last = heading.children.at(-1);
    let id: string | undefined;
    if (last?.type === 'text') {
      const match = CUSTOM_ID.exec(last.value);
      if (match) {
        id = match[1]!;
        last.value = last.value.slice(0, match.index);
        if (!last.value) heading.children.pop();
      }
    }
    const text = toString(heading).trim();
    id = id ?? slugger.slug(text);
    heading.data = { ...heading.data, hProperties: { ...heading.data?.hProperties, id } };
    headingIds.push(id);
    if (heading.depth === 1 && contentTitle === undefined) contentTitle = text;
    if (heading.depth >= tocLevels.min && heading.depth <= tocLevels.max) toc.push({ id, text, depth: heading.depth });
    if (heading.depth > 1) {
      // The `#` anchor shown on hover: a real link, so it is focusable and copyable.
      heading.children.push({
        type: 'link',
        url: `#${id}`,
        data: { hProperties: { className: ['hash-link'], ariaLabel: `Direct link to ${text}` } },
        children: [{ type: 'text', value: '#' }],
      });
    }
  };

  const visitCode = (code: Code): void => {
    const written = code.lang ?? '';
    const start = code.position?.start;
    const { fromCodeBlock, firstColumn } = (code.data ?? {}) as { fromCodeBlock?: boolean; firstColumn?: number };
    // A fenced block's code starts on the line after its fence; an indented block's on its own.
    const fenced = !fromCodeBlock && (start?.offset === undefined || /^(`{3,}|~{3,})/.test(source.slice(start.offset, start.offset + 3)));
    codeBlocks.push({
      lang: written.toLowerCase(),
      meta: code.meta ?? '',
      value: code.value,
      file: options.file,
      line: (start?.line ?? 1) + (fenced ? 1 : 0),
      column: start?.column ?? 1,
      ...(firstColumn ? { firstColumn } : {}),
    });
    let lang = languageOf(written);
    if (lang === undefined) {
      const guess = didYouMean(written, supportedLanguages());
      report('warning', 'content/unknown-language', `Unknown code block language \`${written}\`; shown as plain text`, code, guess ? `did you mean \`${guess}\`?` : `supported: ${supportedLanguages().join(', ')}`);
      lang = '';
    }
    const meta = parseCodeMeta(code.meta);
    const shown = shownCode(written, code.meta ?? '', code.value);
    const hast =
      options.highlight === false
        ? codeBlock({ pre: { type: 'element', tagName: 'pre', properties: {}, children: [{ type: 'element', tagName: 'code', properties: {}, children: [{ type: 'text', value: shown }] }] }, ...(meta.title ? { title: meta.title } : {}) })
        : highlightCode({ code: shown, lang, meta, label: written.toLowerCase() });
    code.data = { ...code.data, docsgenHast: hast } as Code['data'];
  };

  /** Size, lazy loading and alt check for an image; false when its URL was unsafe and it is dropped. */
  const visitImage = (image: Image): boolean => {
    if (!image.alt?.trim()) {
      report('warning', 'content/missing-alt', `Image \`${image.url.slice(0, 60)}\` has no alt text`, image, 'describe the image for screen readers: `![What it shows](…)`');
    }
    const resolved = checkUrl(image.url, 'image', image);
    if (!resolved) return false;
    image.url = resolved.url;
    image.data = {
      ...image.data,
      hProperties: {
        ...(resolved.size ? { width: resolved.size.width, height: resolved.size.height } : {}),
        ...(rootIndex >= EAGER_BLOCKS ? { loading: 'lazy' } : {}),
        decoding: 'async',
      },
    };
    return true;
  };

  /** `<CodeBlock language title showLineNumbers>{`…`}</CodeBlock>` → an ordinary fenced code node. */
  const codeBlockToCode = (element: JsxElement): Code => {
    const children = element.children as Nodes[];
    let value = '';
    for (const child of children) {
      if (child.type === 'mdxFlowExpression' || child.type === 'mdxTextExpression') {
        try {
          value += String(staticValue(programExpression(child.data?.estree) ?? { type: 'Literal', value: '' }));
        } catch {
          report('error', 'mdx/expression-unsupported', 'The code in `<CodeBlock>` must be a string or template literal without `${…}`', child);
        }
      } else value += toString(child);
    }
    const meta = [
      attributeValue(element, 'title') ? `title="${String(attributeValue(element, 'title'))}"` : '',
      attributeValue(element, 'showLineNumbers') === true ? 'showLineNumbers' : '',
      typeof attributeValue(element, 'metastring') === 'string' ? String(attributeValue(element, 'metastring')) : '',
    ].join(' ');
    const language = attributeValue(element, 'language');
    // Sample checks report at the code itself: after `{\`` (or on the next line when the
    // literal opens with a line break, which is dropped), not at `<CodeBlock>`. MDX strips
    // the expression's indentation from the lines after its first: they start at its column.
    const first = children.find((child) => !isBlank(child))?.position?.start;
    let start = element.position!.start;
    let firstColumn: number | undefined;
    if (first?.offset !== undefined) {
      const quoted = /^\{[`'"]/.test(source.slice(first.offset, first.offset + 2));
      if (value.startsWith('\n')) start = { line: first.line + 1, column: first.column, offset: source.indexOf('\n', first.offset) + 1 };
      else {
        start = first;
        if (quoted) firstColumn = first.column + 2;
      }
    }
    return {
      type: 'code',
      lang: typeof language === 'string' ? language : null,
      meta,
      value: value.replace(/^\n/, ''),
      position: { start, end: element.position!.end },
      data: { fromCodeBlock: true, ...(firstColumn ? { firstColumn } : {}) } as Code['data'],
    };
  };

  const checkComponent = (element: JsxElement): void => {
    if (element.name === 'Admonition') {
      const type = attributeValue(element, 'type');
      if (type !== undefined && (typeof type !== 'string' || !isAdmonitionType(type))) {
        const guess = typeof type === 'string' ? didYouMean(type, Object.keys(ADMONITIONS)) : undefined;
        report('error', 'mdx/invalid-prop', `\`<Admonition type="${String(type)}">\` is not an admonition type`, element, guess ? `did you mean \`${guess}\`?` : `use one of ${Object.keys(ADMONITIONS).join(', ')}`);
      }
    }
    if (element.name === 'Tabs') {
      unwrapParagraphsOf(element, 'TabItem');
      const values = new Set<string>();
      for (const child of element.children as Nodes[]) {
        if (isBlank(child)) continue;
        if ((child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') && child.name === 'TabItem') {
          const value = attributeValue(child, 'value');
          if (typeof value !== 'string' || !value) report('error', 'mdx/invalid-prop', '`<TabItem>` needs a `value`, e.g. `<TabItem value="npm" label="npm">`', child);
          else if (values.has(value)) report('error', 'mdx/invalid-prop', `Two \`<TabItem>\`s in one \`<Tabs>\` have the value \`${value}\``, child, 'each tab needs its own value');
          else values.add(value);
          continue;
        }
        report('error', 'mdx/invalid-child', '`<Tabs>` may only contain `<TabItem>` elements', child, 'wrap the content in `<TabItem value="…">`');
      }
    }
    if (element.name === 'DocCardList') docCardList ??= { line: element.position?.start.line ?? 1, column: element.position?.start.column ?? 1 };
  };

  const visitJsx = (element: JsxElement): boolean => {
    const name = element.name;
    if (name === 'details') unwrapParagraphsOf(element, 'summary');
    if (name && !/^[a-z]/.test(name)) {
      if (!Object.hasOwn(mdxComponents, name)) {
        const guess = didYouMean(name, MDX_COMPONENT_NAMES);
        report('error', 'mdx/unknown-component', `Unknown component \`<${name}>\``, element, guess ? `did you mean \`<${guess}>\`?` : `available components: ${MDX_COMPONENT_NAMES.map((n) => `<${n}>`).join(', ')}`);
        return false;
      }
      checkComponent(element);
    }
    for (const attribute of element.attributes as Array<MdxJsxAttribute | MdxJsxExpressionAttribute>) {
      if (attribute.type === 'mdxJsxExpressionAttribute') {
        report('error', 'mdx/expression-unsupported', `Spread attribute \`${attribute.value}\` on \`<${name}>\` is not supported`, element, 'write each attribute out, e.g. `title="…"`');
        continue;
      }
      if (attribute.value && typeof attribute.value === 'object') {
        try {
          staticValue(programExpression(attribute.value.data?.estree) ?? { type: 'Identifier', name: 'undefined' });
        } catch (error) {
          if (!(error instanceof NotStaticError)) throw error;
          report('error', 'mdx/expression-unsupported', `Attribute \`${attribute.name}={${attribute.value.value}}\` on \`<${name}>\` is not a literal value`, element, 'docsgen does not run JavaScript from MDX: use a string, number, boolean, array or object literal');
        }
      } else if (typeof attribute.value === 'string' && (attribute.name === 'href' || attribute.name === 'src')) {
        const written = attribute.value;
        const resolved = checkUrl(attribute.value, attribute.name === 'src' ? 'image' : 'link', element as Nodes);
        attribute.value = resolved ? resolved.url : null;
        if (resolved && attribute.name === 'href') links.push({ url: resolved.url, written, text: toString(element), line: element.position?.start.line ?? 1, column: element.position?.start.column ?? 1 });
      }
    }
    usesComponents = true;
    return true;
  };

  const walk = (parent: Parent): void => {
    const children = parent.children as Nodes[];
    for (let index = 0; index < children.length; index++) {
      if (parent.type === 'root') rootIndex = index;
      let node = children[index]!;
      if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'CodeBlock') {
        node = children[index] = codeBlockToCode(node);
      }
      switch (node.type) {
        case 'heading':
          visitHeading(node);
          break;
        case 'code':
          visitCode(node);
          continue;
        case 'html':
          // Raw HTML in .md is trusted, but its links are still checked.
          for (const match of node.value.matchAll(/\bhref\s*=\s*["']([^"']+)["']/g)) {
            links.push({ url: match[1]!, written: match[1]!, text: '', line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 });
          }
          break;
        case 'paragraph':
          if (excerpt === undefined && parent.type === 'root') excerpt = toString(node).replace(/\s+/g, ' ').trim();
          break;
        case 'link':
        case 'definition': {
          const written = node.url;
          const resolved = checkUrl(node.url, 'link', node);
          if (resolved) {
            node.url = resolved.url;
            // Links docsgen adds (heading anchors) have no position and need no check.
            if (node.position) links.push({ url: resolved.url, written, text: node.type === 'link' ? toString(node) : node.label ?? '', line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 });
          }
          else if (node.type === 'link') {
            children.splice(index, 1, ...(node.children as Nodes[]));
            index--;
            continue;
          } else node.url = '';
          break;
        }
        case 'image':
          if (!visitImage(node)) {
            children.splice(index--, 1);
            continue;
          }
          break;
        case 'containerDirective':
        case 'leafDirective':
        case 'textDirective': {
          const before = children.length;
          transformDirective(node, parent, index, source, (message, at, hint) => report('warning', 'content/unknown-directive', message, at, hint));
          if (children[index] !== node || children.length !== before) {
            index--;
            continue;
          }
          break;
        }
        case 'mdxjsEsm':
          report('error', 'mdx/esm-unsupported', '`import` and `export` are not supported in docsgen MDX', node, `components are available without importing them: ${MDX_COMPONENT_NAMES.map((n) => `<${n}>`).join(', ')}; to reuse content, link to it`);
          children.splice(index--, 1);
          continue;
        case 'mdxFlowExpression':
        case 'mdxTextExpression': {
          let value: unknown;
          let isStatic = true;
          try {
            const expression = programExpression(node.data?.estree);
            value = expression ? staticValue(expression) : undefined;
          } catch {
            isStatic = false;
          }
          if (!isStatic || (value !== undefined && typeof value !== 'string' && typeof value !== 'number')) {
            report('error', 'mdx/expression-unsupported', `JavaScript expression \`{${node.value.trim().slice(0, 40)}}\` is not supported`, node, 'docsgen does not run code from MDX; write the value out, or escape a literal brace as `\\{`');
          }
          // Comments render nothing; a literal like {'<'} renders as its text.
          if (isStatic && (typeof value === 'string' || typeof value === 'number')) children[index] = { type: 'text', value: String(value) };
          else children.splice(index--, 1);
          continue;
        }
        case 'mdxJsxFlowElement':
        case 'mdxJsxTextElement':
          if (!visitJsx(node)) {
            children.splice(index--, 1);
            continue;
          }
          break;
      }
      if ('children' in node) walk(node as Parent);
    }
  };
  walk(tree);

  if (diagnostics.some((d) => d.severity === 'error')) {
    return { html: '', toc, headingIds, links, excerpt: excerpt ?? '', ...(docCardList ? { docCardList } : {}), codeBlocks, diagnostics };
  }
  const hast = toHast(tree, {
    allowDangerousHtml: options.format === 'md',
    passThrough: MDX_NODE_TYPES,
    handlers: { code: (_state, node: Code) => (node.data as { docsgenHast: Element }).docsgenHast },
  }) as HastRoot;
  let html: string;
  if (usesComponents) {
    const element = toJsxRuntime(hast, {
      Fragment,
      jsx: jsx as never,
      jsxs: jsxs as never,
      components: mdxComponents as never,
      elementAttributeNameCase: 'react',
      stylePropertyNameCase: 'dom',
      createEvaluater: () => ({
        // Capitalised element names arrive as identifiers: they name registry components.
        evaluateExpression: (expression) =>
          expression.type === 'Identifier' && Object.hasOwn(mdxComponents, expression.name)
            ? mdxComponents[expression.name]
            : staticValue(expression),
        evaluateProgram: (program) => {
          const expression = programExpression(program);
          return expression ? staticValue(expression) : undefined;
        },
      }),
    });
    html = renderToString(createElement(Fragment, null, element));
  } else {
    html = toHtml(hast, { allowDangerousHtml: true });
  }

  return {
    html,
    ...(contentTitle !== undefined ? { contentTitle } : {}),
    toc,
    headingIds,
    links,
    excerpt: excerpt ?? '',
    ...(docCardList ? { docCardList } : {}),
    codeBlocks,
    diagnostics,
  };
}
