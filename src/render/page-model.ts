import type { PageModel } from './models.ts';

/** A PageModel with no content, sidebar or navigation, for generated pages to fill in. */
export function emptyPage(fields: Pick<PageModel, 'kind' | 'route' | 'title'> & Partial<PageModel>): PageModel {
  return { description: '', keywords: [], html: '', toc: [], showTitle: true, showToc: false, sidebar: null, breadcrumbs: [], unlisted: false, ...fields };
}
