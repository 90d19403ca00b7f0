import GithubSlugger from 'github-slugger';
import { didYouMean, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { sidebarItemStyle, type SidebarItemStyle } from '../config/site-config.ts';
import { pageUrl } from '../routes/doc-route.ts';
import type { GeneratedIndexPage, SidebarCategory, SidebarLink } from '../types.ts';
import type { BuildSidebarsInput, SidebarDoc } from './sidebar-types.ts';

/** What every part of building the sidebars shares: the input, what they report and the pages they add. */
export interface SidebarScope {
  input: BuildSidebarsInput;
  docsById: ReadonlyMap<string, SidebarDoc>;
  diagnostics: Diagnostic[];
  generatedIndexes: GeneratedIndexPage[];
  /** Slugs of generated category pages, unique across the sidebars. */
  slugger: GithubSlugger;
  /**
   * A link to a doc, labelled, classed and given custom props by the doc's front matter, else
   * by the sidebar's item, else by the doc's title (Docusaurus's order).
   */
  docLink(doc: SidebarDoc, item?: { label?: string } & SidebarItemStyle): SidebarLink;
  /** Give a category a page of cards for its items, at `route`. */
  generatedIndex(category: SidebarCategory, sidebarId: string, route: string, file: string, options?: { title?: string; description?: string }): void;
  /** Report a reference to a doc id no page has. */
  missingDoc(id: string, at: { line: number; column: number } | undefined, file: string): void;
}

export function createSidebarScope(input: BuildSidebarsInput): SidebarScope {
  const docsById = new Map(input.docs.map((doc) => [doc.id, doc]));
  const diagnostics: Diagnostic[] = [];
  const generatedIndexes: GeneratedIndexPage[] = [];
  return {
    input,
    docsById,
    diagnostics,
    generatedIndexes,
    slugger: new GithubSlugger(),
    docLink: (doc, item = {}) => ({
      type: 'link',
      label: doc.frontMatterLabel ?? item.label ?? doc.label,
      href: pageUrl(input, doc.route),
      route: doc.route,
      external: false,
      ...(doc.description ? { description: doc.description } : {}),
      ...sidebarItemStyle({ ...item, ...doc.style }),
    }),
    generatedIndex(category, sidebarId, route, file, options = {}) {
      category.route = route;
      category.href = pageUrl(input, route);
      generatedIndexes.push({
        route,
        title: options.title ?? category.label,
        description: options.description ?? category.description ?? '',
        sidebarId,
        category,
        file,
      });
    },
    missingDoc(id, at, file) {
      const guess = didYouMean(id, docsById.keys());
      diagnostics.push({
        code: 'sidebars/missing-doc',
        severity: 'error',
        message: `Sidebar refers to doc id \`${id}\`, but no page has that id`,
        file,
        ...(at ? { line: at.line, column: at.column } : {}),
        hint: guess ? `did you mean \`${guess}\`?` : 'a doc id is the page path in the docs folder without extension, e.g. `guides/setup`',
      });
    },
  };
}
