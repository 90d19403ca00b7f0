/**
 * The docsgen transforms of a parsed page, on the mdast in place: heading ids and the TOC,
 * highlighted code, links and images resolved and collected, directives to admonitions,
 * `<CodeBlock>` to code, and the checks on MDX components. The same for the fast path and
 * for pages compiled as code, so both give the same HTML for the same Markdown.
 */
import GithubSlugger from 'github-slugger';
import type { Element } from 'hast';
import type { Code, Heading, Image, Nodes, Parent, Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxExpressionAttribute } from 'mdast-util-mdx';
import { toString } from 'mdast-util-to-string';
import { didYouMean, type Diagnostic, type Severity } from '../diagnostics/diagnostic.ts';
import { ADMONITIONS, isAdmonitionType } from '../shared/admonitions.ts';
import { parseCodeMeta, shownCode } from './code-meta.ts';
import { transformDirective } from './directives.ts';
import { esmEventHandlers } from './esm-event-handlers.ts';
import { codeBlock, highlightCode, languageOf, supportedLanguages } from './highlight.ts';
import { attributeValue, codeBlockToCode, hasLiteralCode, isBlank, isJsxElement, unwrapParagraphsOf, type JsxElement } from './jsx-elements.ts';
import { rootName } from './page-code.ts';
import type { ResolvedUrl } from './resolve-url.ts';
import { programExpression, staticValue } from './static-value.ts';

/** One entry of a page's table of contents. */
export interface TocItem {
  /** The heading's `id`, the anchor to link to. */
  id: string;
  /** Plain text of the heading. */
  text: string;
  /** Heading level, 2 for `##`. */
  depth: number;
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
  /** The file it is written in, when not the page's own (an imported partial). */
  file?: string;
}

export interface TransformOptions {
  /** File path as shown in diagnostics. */
  file: string;
  /** The parsed text (after preprocess), for positions inside nodes. */
  source: string;
  /**
   * `html`: the page renders without JavaScript. `code`: it is compiled as an MDX module, so
   * ESM and expressions stay, and components may also be any of `components`.
   */
  mode: 'html' | 'code';
  /** Components a page may use without importing them: the built-ins, and in code mode MDXComponents and its ESM bindings. */
  components: ReadonlySet<string>;
  /** Any capitalised name may be a component (the site's MDXComponents provides it; checked when rendering). */
  anyComponent?: boolean;
  tocLevels: { min: number; max: number };
  resolveUrl?: (url: string, kind: 'link' | 'image', at: { line: number; column: number }) => ResolvedUrl;
  highlight: boolean;
  diagnostics: Diagnostic[];
}

export interface TransformResult {
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
  /** Whether the tree has JSX elements (the fast path then renders with React). */
  usesComponents: boolean;
}

const CUSTOM_ID = /\s*\{#([\w-]+)\}\s*$/;
/** Docusaurus 3's MDX-safe heading id: `## Title {/* #my-id *\/}`. */
const COMMENT_ID = /^\s*\/\*\s*#([\w-]+)\s*\*\/\s*$/;
const UNSAFE_URL = /^\s*(?:javascript|vbscript|data):/i;
const IMAGE_DATA_URL = /^\s*data:image\//i;
const EVENT_HANDLER = /^on[A-Z]/;
/** Root-level blocks before this index are "above the fold": their images load eagerly. */
const EAGER_BLOCKS = 3;

export function transformTree(tree: Root, options: TransformOptions): TransformResult {
  const { source } = options;
  const report = (severity: Severity, code: string, message: string, node: { position?: Nodes['position'] } | undefined, hint?: string): void => {
    options.diagnostics.push({
      code,
      severity,
      message,
      file: options.file,
      line: node?.position?.start.line ?? 1,
      column: node?.position?.start.column ?? 1,
      ...(hint ? { hint } : {}),
    });
  };
  const slugger = new GithubSlugger();
  const result: TransformResult = { toc: [], headingIds: [], links: [], excerpt: '', codeBlocks: [], usesComponents: false };
  let excerpt: string | undefined;
  let rootIndex = 0;

  const checkUrl = (url: string, kind: 'link' | 'image', node: Nodes): ResolvedUrl | undefined => {
    if (UNSAFE_URL.test(url) && !(kind === 'image' && IMAGE_DATA_URL.test(url))) {
      report('warning', 'content/unsafe-url', `Dropped ${kind} with unsafe URL \`${url.slice(0, 40)}\``, node, 'only http(s), mailto, relative links and `data:image/…` images are kept');
      return undefined;
    }
    const at = { line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 };
    return options.resolveUrl ? options.resolveUrl(url, kind, at) : { url };
  };

  const customId = (heading: Heading): string | undefined => {
    const last = heading.children.at(-1);
    if (last?.type === 'mdxTextExpression') {
      const match = COMMENT_ID.exec(last.value);
      if (!match) return undefined;
      heading.children.pop();
      const before = heading.children.at(-1);
      if (before?.type === 'text') before.value = before.value.trimEnd();
      return match[1];
    }
    if (last?.type !== 'text') return undefined;
    const match = CUSTOM_ID.exec(last.value);
    if (!match) return undefined;
    last.value = last.value.slice(0, match.index);
    if (!last.value) heading.children.pop();
    return match[1];
  };

  const visitHeading = (heading: Heading): void => {
    const explicit = customId(heading);
    const text = toString(heading).trim();
    const id = explicit ?? slugger.slug(text);
    heading.data = { ...heading.data, hProperties: { ...heading.data?.hProperties, id } };
    result.headingIds.push(id);
    if (heading.depth === 1 && result.contentTitle === undefined) result.contentTitle = text;
    if (heading.depth >= options.tocLevels.min && heading.depth <= options.tocLevels.max) result.toc.push({ id, text, depth: heading.depth });
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
    result.codeBlocks.push({
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
    const hast = options.highlight
      ? highlightCode({ code: shown, lang, meta, label: written.toLowerCase() })
      : codeBlock({ pre: { type: 'element', tagName: 'pre', properties: {}, children: [{ type: 'element', tagName: 'code', properties: {}, children: [{ type: 'text', value: shown }] }] }, ...(meta.title ? { title: meta.title } : {}) });
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
        if (isJsxElement(child) && child.name === 'TabItem') {
          const value = attributeValue(child, 'value');
          // A value written as an expression is known only when the page runs.
          const computed = child.attributes.some((a) => a.type === 'mdxJsxAttribute' && a.name === 'value' && typeof a.value === 'object' && a.value !== null);
          if (computed && options.mode === 'code') continue;
          if (typeof value !== 'string' || !value) report('error', 'mdx/invalid-prop', '`<TabItem>` needs a `value`, e.g. `<TabItem value="npm" label="npm">`', child);
          else if (values.has(value)) report('error', 'mdx/invalid-prop', `Two \`<TabItem>\`s in one \`<Tabs>\` have the value \`${value}\``, child, 'each tab needs its own value');
          else values.add(value);
          continue;
        }
        // Code pages may build their tabs (`{items.map(…)}`) or wrap them in their own components.
        if (options.mode === 'code' && (child.type === 'mdxFlowExpression' || child.type === 'mdxTextExpression' || isJsxElement(child))) continue;
        report('error', 'mdx/invalid-child', '`<Tabs>` may only contain `<TabItem>` elements', child, 'wrap the content in `<TabItem value="…">`');
      }
    }
    if (element.name === 'DocCardList') result.docCardList ??= { line: element.position?.start.line ?? 1, column: element.position?.start.column ?? 1 };
  };

  const visitAttributes = (element: JsxElement): void => {
    const name = element.name;
    const lowercase = !name || /^[a-z]/.test(name);
    element.attributes = (element.attributes as Array<MdxJsxAttribute | MdxJsxExpressionAttribute>).filter((attribute) => {
      if (attribute.type !== 'mdxJsxAttribute') return true;
      if (lowercase && EVENT_HANDLER.test(attribute.name) && attribute.value && typeof attribute.value === 'object') {
        report('warning', 'mdx/inline-event-handler', `\`${attribute.name}\` on \`<${name}>\` does nothing: pages are rendered to HTML and ship no JavaScript`, element, `move the element into a component whose file starts with 'use client' and import it; it is then hydrated in the browser`);
        return false;
      }
      const linkAttribute = attribute.name === 'href' || attribute.name === 'src' || (attribute.name === 'to' && name === 'Link');
      if (linkAttribute && typeof attribute.value === 'string') {
        const written = attribute.value;
        const resolved = checkUrl(attribute.value, attribute.name === 'src' ? 'image' : 'link', element as Nodes);
        attribute.value = resolved ? resolved.url : null;
        if (resolved && attribute.name !== 'src') result.links.push({ url: resolved.url, written, text: toString(element), line: element.position?.start.line ?? 1, column: element.position?.start.column ?? 1 });
      }
      return true;
    });
  };

  const visitJsx = (element: JsxElement): boolean => {
    const name = element.name;
    if (name === 'details') unwrapParagraphsOf(element, 'summary');
    if (name && !/^[a-z]/.test(name)) {
      if (!options.components.has(rootName(name)) && !options.anyComponent) {
        const known = [...options.components].sort();
        const guess = didYouMean(name, known);
        const hint = guess
          ? `did you mean \`<${guess}>\`?`
          : options.mode === 'code'
            ? `import it (\`import ${rootName(name)} from '@site/components/${rootName(name)}'\`), or add it to theme/MDXComponents.tsx`
            : `available components: ${known.map((n) => `<${n}>`).join(', ')}`;
        report('error', 'mdx/unknown-component', `Unknown component \`<${name}>\``, element, hint);
        return false;
      }
      checkComponent(element);
    }
    visitAttributes(element);
    result.usesComponents = true;
    return true;
  };

  const walk = (parent: Parent): void => {
    const children = parent.children as Nodes[];
    for (let index = 0; index < children.length; index++) {
      if (parent.type === 'root') rootIndex = index;
      let node = children[index]!;
      if (isJsxElement(node) && node.name === 'CodeBlock' && hasLiteralCode(node)) {
        node = children[index] = codeBlockToCode(node, source);
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
            result.links.push({ url: match[1]!, written: match[1]!, text: '', line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 });
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
            if (node.position) result.links.push({ url: resolved.url, written, text: node.type === 'link' ? toString(node) : node.label ?? '', line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 });
          } else if (node.type === 'link') {
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
          for (const handler of esmEventHandlers(node.data?.estree)) {
            report('warning', 'mdx/inline-event-handler', `\`${handler.attribute}\` on \`<${handler.element}>\` does nothing: pages are rendered to HTML and ship no JavaScript`, { position: { start: { line: handler.line, column: handler.column }, end: { line: handler.line, column: handler.column } } }, `move the component into a file that starts with 'use client' and import it; it is then hydrated in the browser`);
          }
          continue;
        case 'mdxFlowExpression':
        case 'mdxTextExpression': {
          if (options.mode === 'code') continue;
          // The fast path has only literals (see needsCode): comments render nothing, {'<'} its text.
          const expression = programExpression(node.data?.estree);
          const text = expression ? staticValue(expression) : undefined;
          if (typeof text === 'string' || typeof text === 'number') children[index] = { type: 'text', value: String(text) };
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
  result.excerpt = excerpt ?? '';
  return result;
}

/** The highlighted hast a code node was given by transformTree, for mdast → hast. */
export function codeHast(node: Code): Element {
  return (node.data as { docsgenHast: Element }).docsgenHast;
}
