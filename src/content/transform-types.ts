/** What transforming a page's tree takes and gives: plain data, cached and sent from workers. */
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { PageClient } from './page-islands.ts';
import type { ResolvedUrl, UrlKind } from './resolve-url.ts';

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
  /** Written as Markdown (`[text](url)`, a definition): rendered by the MDX components' `a`. */
  markdown?: true;
  /**
   * Given to a component as a prop (`<RNRepoLink href="/packages/…">`): what the component makes
   * of it is its own (a GitHub URL), so the link is checked only when the rendered page has it.
   */
  prop?: true;
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
  /**
   * In code mode, the site's MDXComponents replaces `code` (and `pre` too: `pre`): fenced code
   * reaches them as Docusaurus's MDX gives it, the code as written in `pre > code.language-…`,
   * for them to render (most hand it to `@theme/CodeBlock`); not docsgen's highlighted block.
   */
  siteCode?: 'code' | 'pre';
  /** The `:::keyword`s that are admonitions (`markdown.admonitions`); Docusaurus's by default. */
  admonitionKeywords?: readonly string[];
  /** In code mode, the site has its own `@theme/Admonition` (or a part of it): admonitions are elements for it (see directives.ts admonitionElement). */
  siteAdmonition?: boolean;
  tocLevels: { min: number; max: number };
  /** The accessible name of a heading's `#` link; `Direct link to <heading>` when absent. */
  headingLinkLabel?: (heading: string) => string;
  resolveUrl?: (url: string, kind: UrlKind, at: { line: number; column: number }) => ResolvedUrl;
  /** `defer`: leave a placeholder, highlighted when the page renders (see deferred-code.ts). */
  highlight: boolean | 'defer';
  /** ` ```mermaid ` blocks are diagrams (`markdown.mermaid`). */
  mermaid?: boolean;
  /** The page's components and elements with behaviour run in the browser (`components.hydrateInteractive`; see page-islands.ts). */
  pageIslands?: boolean;
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
  /** The page's client module, when it has components or elements with behaviour (see page-islands.ts). */
  pageClient?: PageClient;
}
