import type { PageModel, SiteModel } from '../../src/render/models.ts';
import { copyPageItems, type CopyPageItem } from '../../src/llms/copy-page-items.ts';
import { hasMarkdownTwin, twinPath } from '../../src/llms/twin-paths.ts';
import { ChevronDownIcon, CopyIcon, ExternalIcon } from './Icons.tsx';
import { translate } from '../translate.ts';

const MENU_ID = 'copy-page-menu';
const TOGGLE_ID = 'copy-page-toggle';

/** The first entry, beside the menu button. */
function MainAction({ item }: { item: CopyPageItem }) {
  if (item.kind === 'copy') {
    return (
      <button type="button" className="copy-page__button copy-page__main" data-copy-page-copy="">
        <CopyIcon />
        {item.label}
      </button>
    );
  }
  return (
    <a className="copy-page__button copy-page__main" href={item.href} {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {item.label}
      {item.external ? <ExternalIcon /> : null}
    </a>
  );
}

/** An entry of the menu: out of the tab order, the script moves focus between entries with the arrow keys. */
function MenuItem({ item }: { item: CopyPageItem }) {
  return (
    <li role="none">
      {item.kind === 'copy' ? (
        <button type="button" role="menuitem" tabIndex={-1} className="copy-page__item" data-copy-page-copy="">
          {item.label}
        </button>
      ) : (
        <a role="menuitem" tabIndex={-1} className="copy-page__item" href={item.href} {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          {item.label}
          {item.external ? <ExternalIcon /> : null}
        </a>
      )}
    </li>
  );
}

/**
 * The "Copy page" control of a page with a Markdown twin (`llms.copyPage`): its first entry as
 * a button, the others in a menu (the WAI-ARIA menu button pattern, see client/copy-page.ts).
 * Without the client script only a plain link to the twin shows, when `view` is an entry.
 */
export function CopyPage({ site, page }: { site: SiteModel; page: PageModel }) {
  if (!site.copyPage?.length || !site.markdownTwins || !hasMarkdownTwin(page) || page.hideCopyPage) return null;
  const [main, ...rest] = copyPageItems({ entries: site.copyPage, site, route: page.route });
  const view = site.copyPage.some((entry) => 'action' in entry && entry.action === 'view');
  return (
    <div
      className="copy-page"
      data-copy-page={site.baseUrl + twinPath(page.route)}
      data-copied={translate(site, 'theme.copyPage.copied', 'Copied')}
      data-copy-failed={translate(site, 'theme.copyPage.copyFailed', 'Copy failed')}
    >
      <span className="copy-page__status" role="status" />
      <div className="copy-page__group">
        <MainAction item={main!} />
        {rest.length ? (
          <>
            <button type="button" className="copy-page__button copy-page__toggle" id={TOGGLE_ID} aria-haspopup="menu" aria-expanded="false" aria-controls={MENU_ID} aria-label={translate(site, 'theme.copyPage.moreOptions', 'More ways to use this page')}>
              <ChevronDownIcon />
            </button>
            <ul className="copy-page__menu" id={MENU_ID} role="menu" aria-labelledby={TOGGLE_ID} hidden>
              {rest.map((item, index) => <MenuItem key={index} item={item} />)}
            </ul>
          </>
        ) : null}
      </div>
      {view ? (
        <a className="copy-page__fallback" href={site.baseUrl + twinPath(page.route)}>
          {translate(site, 'theme.copyPage.view', 'View as Markdown')}
        </a>
      ) : null}
    </div>
  );
}
