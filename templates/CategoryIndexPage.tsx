import type { PageModel, SiteModel } from '../src/render/models.ts';
import type { SidebarItem } from '../src/types.ts';
import { Breadcrumbs } from './components/Breadcrumbs.tsx';
import { Pagination } from './components/Pagination.tsx';
import { Sidebar } from './components/Sidebar.tsx';

function countDocs(items: SidebarItem[]): number {
  return items.reduce((sum, item) => sum + (item.type === 'link' ? 1 : countDocs(item.items) + (item.href ? 1 : 0)), 0);
}

function Card({ item }: { item: SidebarItem }) {
  const href = item.href;
  const description =
    item.description || (item.type === 'category' ? `${countDocs(item.items)} item${countDocs(item.items) === 1 ? '' : 's'}` : '');
  const body = (
    <>
      <h2 className="card__title">
        <span aria-hidden="true">{item.type === 'category' ? '🗃️ ' : '📄️ '}</span>
        {item.label}
      </h2>
      {description ? <p className="card__description">{description}</p> : null}
    </>
  );
  return href ? (
    <a className="card" href={href} {...(item.type === 'link' && item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {body}
    </a>
  ) : (
    <div className="card">{body}</div>
  );
}

/** The page generated for a category that has no index page of its own: its items as cards. */
export function CategoryIndexPage({ site, page }: { site: SiteModel; page: PageModel }) {
  return (
    <div className={`doc-layout${page.sidebar ? '' : ' doc-layout--no-sidebar'}`}>
      {page.sidebar ? <Sidebar items={page.sidebar} route={page.route} /> : null}
      <main className="doc-main doc-main--no-toc">
        <article className="doc">
          <div className="doc__meta">
            <Breadcrumbs items={page.breadcrumbs} current={page.title} homeHref={site.baseUrl} />
          </div>
          <header>
            <h1>{page.title}</h1>
            {page.description ? <p className="doc__lead">{page.description}</p> : null}
          </header>
          <section className="cards" aria-label={`${page.title} pages`}>
            {(page.cards ?? []).map((item, index) => (
              <Card key={index} item={item} />
            ))}
          </section>
          {page.prev || page.next ? <Pagination prev={page.prev} next={page.next} /> : null}
        </article>
      </main>
    </div>
  );
}
