/** Where dev pages listen for the server's events. */
export const EVENTS_PATH = '/__docsgen/events';

/**
 * The script dev pages get: listens to the server's events and reloads the page when it
 * changed, swaps the stylesheet for CSS-only changes, and shows build errors in an overlay.
 */
const CLIENT = `<script type="module">
const events = new EventSource(${JSON.stringify(EVENTS_PATH)});
const overlay = (text) => {
  let box = document.getElementById('docsgen-error-overlay');
  if (!text) { box?.remove(); return; }
  if (!box) {
    box = document.createElement('div');
    box.id = 'docsgen-error-overlay';
    box.setAttribute('role', 'alert');
    box.style.cssText = 'position:fixed;inset:0;z-index:10000;overflow:auto;padding:32px;background:rgba(20,20,24,.94);color:#ffd5d5;font:14px/1.5 ui-monospace,monospace;white-space:pre-wrap';
    document.body.append(box);
  }
  box.textContent = text;
};
events.addEventListener('reload', (event) => {
  const { routes } = JSON.parse(event.data);
  const here = decodeURI(location.pathname).replace(/\\/+$/, '') || '/';
  if (routes.includes('*') || routes.includes(here)) location.reload();
});
events.addEventListener('css', (event) => {
  const { href } = JSON.parse(event.data);
  for (const link of document.querySelectorAll('link[rel=stylesheet]')) {
    const url = new URL(link.href);
    url.searchParams.set('t', Date.now());
    if (!href || url.pathname === href) link.href = url.pathname + url.search;
  }
});
events.addEventListener('error', (event) => { if (event.data) overlay(JSON.parse(event.data).message); });
events.addEventListener('ok', () => overlay(''));
</script>`;

/** The page with the dev client's script, before `</body>`. */
export const withReloadClient = (html: string): string => html.replace('</body>', `${CLIENT}</body>`);

/** What every page is served as while the site has never built: the client shows the error in its overlay. */
export const BUILD_ERROR_PAGE = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Build error</title></head><body>${CLIENT}</body></html>`;
