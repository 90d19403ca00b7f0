/**
 * A docs version's REST references with the changelog pages planned for them (see
 * changelog-plan.ts), before their content is known: the page as an outline among the
 * reference's pages (so sidebars give it theirs), an entry after the schemas in the
 * reference's sidebar, and a link on its overview. An API with a version switcher links to
 * its changelog beside the switcher instead, on every page (see api-versions.ts).
 */
import { createElement } from 'react';
import { renderToString } from '../render/render-to-string.ts';
import { ApiVersions } from '../../templates/api/ApiVersions.tsx';
import type { ApiSidebarData } from '../openapi/api-pages.ts';
import { hashKey } from '../site/compile-cache.ts';
import type { CompiledPage } from '../types.ts';
import { CHANGELOG_LABEL, changelogOutline } from './changelog-page.ts';
import type { ChangelogPlan } from './changelog-plan.ts';

/** A REST reference as loaded: what the outline is added to. */
export interface OutlinedReference {
  pages: CompiledPage[];
  sidebar?: ApiSidebarData;
  /** The document's `info.title`. */
  title?: string;
  document?: { file: string };
}

/** The overview with the changelog's link above its content (not on a page a one-page build left empty). */
function linkedOverview(page: CompiledPage, href: string): CompiledPage {
  if (page.html === '') return page;
  const html = renderToString(createElement(ApiVersions, { links: [], changelog: href })) + page.html;
  return { ...page, html, htmlKey: hashKey('html', html) };
}

/** Each reference with its changelog's outline, per `plans` (index by index). */
export function withChangelogOutlines<R extends OutlinedReference>(references: readonly R[], options: { plans: ReadonlyArray<ChangelogPlan | undefined>; idPrefixes: readonly string[]; withBase: (route: string) => string }): R[] {
  return references.map((reference, index) => {
    const plan = options.plans[index];
    if (!plan || !reference.sidebar) return reference;
    const outline = changelogOutline({ id: plan.id, route: plan.route, file: reference.document?.file ?? '', apiTitle: reference.title ?? plan.apiId });
    const overviewId = `${options.idPrefixes[index]!}/overview`;
    const href = options.withBase(plan.route);
    // The pages of an API with `versionOf` versions link to it beside their switcher already.
    const pages = plan.members.length ? reference.pages : reference.pages.map((page) => (page.id === overviewId ? linkedOverview(page, href) : page));
    return { ...reference, pages: [...pages, outline], sidebar: { ...reference.sidebar, changelog: { label: CHANGELOG_LABEL, route: plan.route } } };
  });
}
