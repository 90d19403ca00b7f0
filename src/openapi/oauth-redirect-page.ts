/**
 * The OAuth 2.0 redirect page docsgen writes for the API explorer: the authorization server
 * sends the sign-in window back to it with a code (or, in the implicit flow, a token), and it
 * hands the parameters to the page that opened the window, on its own origin only. It is a
 * file of the output, not a page of the site: no route, no sitemap entry, no search entry.
 */
import { REDIRECT_MESSAGE } from './oauth-protocol.ts';

/**
 * The page's script. `postMessage`'s target origin is the page's own: a page of another origin
 * that opened the window gets nothing. The code leaves the address bar and history at once.
 */
const SCRIPT = `(function () {
  var params = {};
  new URLSearchParams(location.search).forEach(function (value, name) { params[name] = value; });
  new URLSearchParams(location.hash.slice(1)).forEach(function (value, name) { params[name] = value; });
  history.replaceState(null, '', location.pathname);
  var status = document.getElementById('status');
  if (!window.opener || window.opener === window) {
    status.textContent = 'The page that asked to sign in is gone. Go back to the API page and authorize again.';
    return;
  }
  window.opener.postMessage({ type: ${JSON.stringify(REDIRECT_MESSAGE)}, params: params }, location.origin);
  window.close();
})();`;

/** The redirect page's HTML. */
export function oauthRedirectPage(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="no-referrer">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Signing in…</title>
</head>
<body>
<p id="status">Finishing sign-in… This window closes by itself.</p>
<script>${SCRIPT}</script>
</body>
</html>
`;
}
