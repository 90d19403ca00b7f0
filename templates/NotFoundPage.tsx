import type { SiteModel } from '../src/render/models.ts';
import { themed } from './theme.ts';
import { translate, translateNodes } from './translate.ts';

/** Written as 404.html: static hosts serve it for any unknown path. */
function NotFoundPageView({ site }: { site: SiteModel }) {
  return (
    <main className="not-found">
      <h1>{translate(site, 'theme.NotFound.title', 'Page Not Found')}</h1>
      <p>{translate(site, 'theme.NotFound.p1', 'We could not find what you were looking for.')}</p>
      <p>
        {translateNodes(site, 'theme.NotFound.p2', 'The link may be out of date, or the page may have moved. Start again from the {homePageLink}, or pick an area from the menu above.', {
          homePageLink: <a href={site.baseUrl}>{translate(site, 'theme.NotFound.homePageLink', 'home page')}</a>,
        })}
      </p>
    </main>
  );
}

export const NotFoundPage = themed('NotFoundPage', NotFoundPageView);
