/**
 * The state one page's transform shares between its visitors: the options, the findings so
 * far, and how to report a problem or resolve a URL.
 */
import GithubSlugger from 'github-slugger';
import type { Nodes } from 'mdast';
import type { DiagnosticCode, Severity } from '../diagnostics/diagnostic.ts';
import type { JsxElement } from './jsx-elements.ts';
import type { ResolvedUrl, UrlKind } from './resolve-url.ts';
import type { TransformOptions, TransformResult } from './transform-types.ts';

const UNSAFE_URL = /^\s*(?:javascript|vbscript|data):/i;
const IMAGE_DATA_URL = /^\s*data:image\//i;

export interface TransformContext {
  options: TransformOptions;
  result: TransformResult;
  slugger: GithubSlugger;
  /** Index of the root-level block being visited: images in the first few load eagerly. */
  rootIndex: number;
  report: (severity: Severity, code: DiagnosticCode, message: string, node: { position?: Nodes['position'] } | undefined, hint?: string) => void;
  /** A URL as it will be in the HTML, or undefined when it is unsafe and dropped (with a warning). */
  checkUrl: (url: string, kind: UrlKind, node: Nodes) => ResolvedUrl | undefined;
  /** HTML elements with an event handler, kept for the page's client module (`pageIslands`). */
  handlerElements: JsxElement[];
}

export function createContext(options: TransformOptions): TransformContext {
  const report: TransformContext['report'] = (severity, code, message, node, hint) => {
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
  const checkUrl: TransformContext['checkUrl'] = (url, kind, node) => {
    if (UNSAFE_URL.test(url) && !(kind !== 'link' && IMAGE_DATA_URL.test(url))) {
      report('warning', 'content/unsafe-url', `Dropped ${kind} with unsafe URL \`${url.slice(0, 40)}\``, node, 'only http(s), mailto, relative links, `data:image/…` images and `data:` iframes are kept');
      return undefined;
    }
    const at = { line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 };
    return options.resolveUrl ? options.resolveUrl(url, kind, at) : { url };
  };
  return {
    options,
    result: { toc: [], headingIds: [], links: [], excerpt: '', codeBlocks: [], usesComponents: false },
    slugger: new GithubSlugger(),
    rootIndex: 0,
    handlerElements: [],
    report,
    checkUrl,
  };
}
