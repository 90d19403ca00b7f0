/**
 * `openapi.explorer`: its defaults, and the checks of its keys that need more than one key
 * (the OAuth 2.0 redirect page lies on the site, under its base URL).
 */
import type { OpenApiInput } from './config-schema.ts';
import type { ExplorerConfig } from './site-config.ts';

/** Reports a problem at the node at a key path (see check-apis.ts). */
type Report = (path: string[], message: string, hint?: string) => void;

type ExplorerInput = NonNullable<OpenApiInput['explorer']>;

/** The explorer's settings with their defaults; an absolute `redirectUrl` on the site becomes its path. */
export function fillExplorer(input: ExplorerInput | undefined, siteUrl: string): ExplorerConfig {
  const { oauth2, ...rest } = input ?? {};
  return {
    enabled: true,
    timeout: 30_000,
    keepCredentials: 'tab',
    ...rest,
    ...(oauth2
      ? {
          oauth2: {
            ...oauth2,
            scopes: oauth2.scopes ?? [],
            ...(oauth2.redirectUrl !== undefined ? { redirectUrl: new URL(oauth2.redirectUrl, siteUrl).pathname } : {}),
          },
        }
      : {}),
  };
}

/** Where the site is served: its `url` origin and base URL (`/docs/`). */
export interface SiteLocation {
  url: string;
  baseUrl: string;
}

/** The keys of `explorer` that must be URLs, and the OAuth 2.0 client's values. */
export function checkExplorer(explorer: ExplorerInput | undefined, at: string[], key: string, site: SiteLocation, report: Report): void {
  const proxyUrl = explorer?.proxyUrl;
  if (proxyUrl !== undefined && !/^https?:\/\/[^/]+/.test(proxyUrl)) {
    report([...at, 'explorer', 'proxyUrl'], `\`${key}.explorer.proxyUrl\` must be an absolute http(s) URL, got \`${proxyUrl}\``, 'requests go to this URL followed by the API URL, e.g. `https://proxy.example.com/`');
  }
  const oauth2 = explorer?.oauth2;
  if (!oauth2) return;
  const path = [...at, 'explorer', 'oauth2'];
  const name = `${key}.explorer.oauth2`;
  if (oauth2.clientId !== undefined && !oauth2.clientId.trim()) report([...path, 'clientId'], `\`${name}.clientId\` must not be empty`, 'the client id registered for the docs site at the authorization server; leave the key out to let readers type their own');
  (oauth2.scopes ?? []).forEach((scope, index) => {
    if (!/^[\x21\x23-\x5b\x5d-\x7e]+$/.test(scope)) report([...path, 'scopes', String(index)], `\`${name}.scopes[${index}]\` \`${scope}\` is not an OAuth scope: one word, without spaces, quotes or backslashes`, 'list each scope as an item of its own, e.g. `scopes: [openid, profile]`');
  });
  if (oauth2.redirectUrl !== undefined) {
    const problem = redirectUrlProblem(oauth2.redirectUrl, site);
    if (problem) report([...path, 'redirectUrl'], `\`${name}.redirectUrl\` ${problem}, got \`${oauth2.redirectUrl}\``, `docsgen writes its redirect page there, e.g. \`${site.baseUrl}oauth2-redirect.html\``);
  }
}

/** Why a redirect URL cannot be the path of a page docsgen writes on the site, if it cannot. */
function redirectUrlProblem(redirectUrl: string, site: SiteLocation): string | undefined {
  const absolute = /^[a-z][a-z\d+.-]*:/i.test(redirectUrl);
  if (!absolute && !redirectUrl.startsWith('/')) return 'must be a path on the site starting with `/`, or a URL on the site';
  if (/(?:^|\/)\.\.?(?:[/?#]|$)/.test(redirectUrl)) return 'must name an `.html` file, without `.` or `..` segments';
  let url: URL;
  try {
    url = new URL(redirectUrl, /^https?:\/\/[^/]+/.test(site.url) ? site.url : 'http://site.invalid');
  } catch {
    return 'is not a URL';
  }
  if (absolute && /^https?:\/\/[^/]+/.test(site.url) && url.origin !== new URL(site.url).origin) return `must be on the site (\`${new URL(site.url).origin}\`): the redirect page hands the code to the page that asked for it, on the same origin`;
  if (url.search || url.hash) return 'must have no query string or fragment';
  if (!url.pathname.startsWith(site.baseUrl)) return `must be under the site's base URL \`${site.baseUrl}\``;
  if (!/\/[^/]+\.html$/.test(url.pathname)) return 'must name an `.html` file, without `.` or `..` segments';
  return undefined;
}
