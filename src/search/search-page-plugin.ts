/**
 * The search page (`search.page`, e.g. `/search`): a search box with its results, which reads
 * the query from the address (`/search?q=cart`), as the search page Docusaurus's Algolia and
 * local-search themes add. A content plugin with one route and no content of its own: the
 * page is rendered by the `search` template, and its results come from the site's index in
 * the browser.
 */
import type { ContentPlugin } from '../plugins/content-plugin.ts';
import { emptyPage } from '../render/page-model.ts';

/** The plugin of the search page at `route`; `source` is the config file that asks for it, for messages. */
export function searchPagePlugin({ route, siteTitle, source }: { route: string; siteTitle: string; source: string }): ContentPlugin<null> {
  return {
    name: 'search-page',
    id: 'default',
    loadContent: () => Promise.resolve({ content: null, pages: [], assets: new Map(), diagnostics: [] }),
    contentLoaded({ actions }) {
      actions.addRoute({ source, page: emptyPage({ kind: 'search', route, title: 'Search', description: `Search the pages of ${siteTitle}` }) });
    },
  };
}
