import { isAuthorPostsPage } from '../src/blog/blog-models.ts';
import { useContext, type ReactNode } from 'react';
import type { PageModel, SiteModel } from '../src/render/models.ts';
import { absolutePageUrl, isIndexable } from '../src/seo/indexable.ts';
import { hasMarkdownTwin, twinPath } from '../src/llms/twin-paths.ts';
import { AnnouncementBar } from './components/AnnouncementBar.tsx';
import { Footer } from './components/Footer.tsx';
import { translate } from './translate.ts';
import { crashMessagesAttribute } from './CrashPage.tsx';
import { LocaleAlternates } from './components/LocaleAlternates.tsx';
import { Navbar } from './components/Navbar.tsx';
import { drawsNavbar } from './components/navbar-owners.ts';
import { ThemeOverridesContext } from './theme.ts';
import { SeoTags } from './components/SeoTags.tsx';

/**
 * Runs in <head> before first paint so the stored colour mode applies without a flash.
 * The stored choice wins; otherwise the server's data-theme attribute (the default) stays.
 * It also marks the document `js`, so CSS can hide what only makes sense with the script
 * (inactive tab panels, copy buttons) without a flash.
 */
export function colorModeScript(site: SiteModel): string {
  const respect = site.colorMode.respectPrefersColorScheme && !site.colorMode.disableSwitch;
  const bar = site.announcementBar;
  // A dismissed announcement bar (same id) is hidden before paint too.
  const announcement = bar
    ? `var i=localStorage.getItem('docusaurus.announcement.id');if(i===${JSON.stringify(bar.id)}&&localStorage.getItem('docusaurus.announcement.dismiss')==='true')d.setAttribute('data-announcement-dismissed','');`
    : '';
  // A sidebar the reader hid stays hidden on their next pages (sidebar.ts), without a flash of it.
  const sidebar = site.sidebar.hideable ? `if(sessionStorage.getItem('docsgen.sidebarHidden')==='true')d.setAttribute('data-sidebar-hidden','');` : '';
  return `(function(){var d=document.documentElement,t;d.classList.add('js');try{t=localStorage.getItem('preferredColorMode')||localStorage.getItem('theme');${announcement}${sidebar}}catch(e){}${
    respect ? `if(!t&&window.matchMedia&&matchMedia('(prefers-color-scheme: dark)').matches)t='dark';` : ''
  }if(t==='light'||t==='dark')d.setAttribute('data-theme',t)})()`;
}

/**
 * On the home page only: when the stylesheet did not load (the site is served under another
 * path than `baseUrl`), a banner says which `baseUrl` to configure. Plain DOM, no bundle:
 * the bundle is exactly what failed to load.
 */
export function baseUrlCheckScript(site: SiteModel): string {
  return `window.addEventListener('load',function(){var l=document.querySelector('link[rel=stylesheet]');var ok=false;try{ok=!!(l&&l.sheet&&l.sheet.cssRules.length)}catch(e){ok=true}if(ok)return;var p=location.pathname.replace(/[^/]*$/,'');var b=document.createElement('div');b.id='docsgen-base-url-issue-banner';b.setAttribute('role','alert');b.style.cssText='border:2px solid #d6373f;background:#fdeced;color:#1c1e21;padding:16px;margin:16px;font:16px/1.5 system-ui,sans-serif';b.innerHTML='<p style="margin:0 0 8px;font-weight:700">Your site did not load properly.</p><p style="margin:0">A very common reason is a wrong site <code>baseUrl</code>. The current <code>baseUrl</code> is <code>'+${JSON.stringify(site.baseUrl)}+'</code>; we suggest trying <code>baseUrl: '+p+'</code> in config.yaml.</p>';document.body.prepend(b)})`;
}

/**
 * The classes Docusaurus's classic theme gives the `<html>` element of a page of each kind
 * (`ThemeClassNames.wrapper` and `.page`): sites' stylesheets scope their rules with them
 * (`.blog-wrapper .avatar`, `html.docs-doc-page`).
 */
export function pageWrapperClasses(page: PageModel): string | undefined {
  if (page.doc) return 'docs-wrapper docs-doc-page';
  const blog: Partial<Record<PageModel['kind'], string>> = { 'blog-list': 'blog-list-page', 'blog-post': 'blog-post-page', 'blog-tag': 'blog-tags-post-list-page', 'blog-tags': 'blog-tags-list-page', 'blog-authors': 'blog-authors-list-page', 'blog-archive': '' };
  // An author's posts are a tag page in docsgen; Docusaurus's own page component, and class, for them.
  const kind = isAuthorPostsPage(page) ? 'blog-authors-posts-page' : blog[page.kind];
  return kind === undefined ? undefined : `blog-wrapper${kind ? ` ${kind}` : ''}`;
}

/** docsgen's navbar at the top of the page, unless the doc page's main column draws it (see navbar-owners.ts). */
function TopNavbar({ site, page }: { site: SiteModel; page: PageModel }) {
  const main = useContext(ThemeOverridesContext)['DocRoot/Layout/Main'];
  if (page.kind === 'doc' && page.doc !== undefined && drawsNavbar(main)) return null;
  return <Navbar site={site} route={page.route} {...(page.version ? { version: page.version } : {})} />;
}

/** The whole HTML document around a page: head, skip link, announcement bar, navbar, main, footer. */
export function Document({ site, page, children }: { site: SiteModel; page: PageModel; children?: ReactNode }) {
  const title = page.kind === 'doc' && page.route === '/' && page.title === site.title
    ? site.title
    : `${page.title} ${site.titleDelimiter} ${site.title}`;
  // The sitemap's rule: what it leaves out, search engines are asked to leave out too.
  const noIndex = !isIndexable(page, site);
  return (
    <html className={pageWrapperClasses(page)} lang={site.locale} dir={site.direction} data-theme={site.colorMode.defaultMode} data-default-theme={site.colorMode.defaultMode}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <script dangerouslySetInnerHTML={{ __html: colorModeScript(site) }} />
        {page.kind === 'doc' && page.route === '/' ? <script dangerouslySetInnerHTML={{ __html: baseUrlCheckScript(site) }} /> : null}
        {page.description ? <meta name="description" content={page.description} /> : null}
        {page.keywords.length ? <meta name="keywords" content={page.keywords.join(', ')} /> : null}
        {noIndex ? <meta name="robots" content="noindex, nofollow" /> : null}
        {page.kind !== 'not-found' ? <link rel="canonical" href={absolutePageUrl(site, page.canonicalRoute ?? page.route)} /> : null}
        {site.markdownTwins && hasMarkdownTwin(page) ? <link rel="alternate" type="text/markdown" href={site.baseUrl + twinPath(page.route)} /> : null}
        <SeoTags site={site} page={page} title={title} />
        <LocaleAlternates site={site} page={page} />
        <meta name="generator" content="docsgen" />
        <link rel="icon" href={site.faviconHref} />
        <link rel="stylesheet" href={site.stylesheetHref} />
        {site.themeStylesheetHref ? <link rel="stylesheet" href={site.themeStylesheetHref} /> : null}
        {page.stylesheets?.map((path) => <link key={path} rel="stylesheet" href={site.baseUrl + path} data-page-style="" />)}
        <script type="module" src={site.scriptHref} />
      </head>
      <body>
        <a className="skip-link" href="#main-content">
          {translate(site, 'theme.common.skipToMainContent', 'Skip to main content')}
        </a>
        {site.announcementBar ? <AnnouncementBar bar={site.announcementBar} /> : null}
        <TopNavbar site={site} page={page} />
        <div className="theme-layout-main main-wrapper" id="main-content" tabIndex={-1} {...crashMessagesAttribute(site)}>
          {children}
        </div>
        {site.footer ? <Footer footer={site.footer} /> : null}
      </body>
    </html>
  );
}
