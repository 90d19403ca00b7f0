import type { PageModel } from '../render/models.ts';
import type { CompiledPage } from '../types.ts';

/** What a compiled Markdown or MDX page's model holds whatever content it is of (a doc, a stand-alone page); each kind adds its navigation. */
export function compiledPageModel(page: CompiledPage): Omit<PageModel, 'sidebar' | 'breadcrumbs'> {
  const fm = page.frontMatter;
  return {
    kind: 'doc',
    route: page.route,
    title: page.title,
    description: page.description,
    keywords: page.keywords,
    html: page.html,
    htmlKey: page.htmlKey,
    ...(page.stylesheets ? { stylesheets: page.stylesheets } : {}),
    toc: page.toc,
    showTitle: !page.hasContentTitle && !fm.hide_title,
    showToc: !fm.hide_table_of_contents,
    ...(fm.hide_copy_page ? { hideCopyPage: true as const } : {}),
    unlisted: fm.unlisted ?? false,
    ...(fm.image !== undefined ? { image: fm.image } : {}),
  };
}
