import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { CategoryIndexPage } from '../../templates/CategoryIndexPage.tsx';
import { DocPage } from '../../templates/DocPage.tsx';
import { Document } from '../../templates/Document.tsx';
import { NotFoundPage } from '../../templates/NotFoundPage.tsx';
import type { PageModel, SiteModel } from './models.ts';

const TEMPLATES = {
  doc: DocPage,
  'category-index': CategoryIndexPage,
  'not-found': NotFoundPage,
} as const;

/** Render one page to a complete HTML document: a pure function of the page and the site. */
export function renderPage({ page, site }: { page: PageModel; site: SiteModel }): string {
  const template = TEMPLATES[page.kind];
  const body = createElement(template, { site, page });
  return `<!DOCTYPE html>${renderToString(createElement(Document, { site, page }, body))}`;
}
