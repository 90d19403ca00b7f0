import type { PageModel } from '../render/models.ts';

/** One route of the site: the page model to render and the source that produced it. */
export interface Route {
  page: PageModel;
  /** The file (or sidebars entry) that produced the route, for messages. */
  source: string;
  /** Docusaurus writes it with a trailing slash (see SourcePage.slashed). */
  slashed?: true;
}
