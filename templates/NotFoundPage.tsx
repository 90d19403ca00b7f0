import type { SiteModel } from '../src/render/models.ts';
import { themed } from './theme.ts';

/** Written as 404.html: static hosts serve it for any unknown path. */
function NotFoundPageView({ site }: { site: SiteModel }) {
  return (
    <main className="not-found">
      <h1>Page Not Found</h1>
      <p>We could not find what you were looking for.</p>
      <p>
        The link may be out of date, or the page may have moved. Start again from the <a href={site.baseUrl}>home page</a>, or
        pick an area from the menu above.
      </p>
    </main>
  );
}

export const NotFoundPage = themed('NotFoundPage', NotFoundPageView);
