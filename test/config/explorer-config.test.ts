import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config/parse-config.ts';
import { lines } from '../helpers.ts';

const site = 'title: Docs\nurl: https://docs.test\nbaseUrl: /docs/\n';
const parse = (openapi: string) => parseConfig(`${site}openapi:\n  file: api/openapi.yaml\n  explorer:\n${openapi}`, 'site/config.yaml');

describe('openapi.explorer: credentials and the OAuth 2.0 client', () => {
  it('reads the client id, its scopes and redirect page (a URL on the site becomes its path), and where credentials are kept', () => {
    const { config, diagnostics } = parse('    keepCredentials: device\n    oauth2:\n      clientId: docs-console\n      scopes: [openid, profile]\n      redirectUrl: https://docs.test/docs/auth/callback.html\n');
    expect(diagnostics).toEqual([]);
    expect(config!.openapi[0]!.explorer).toEqual({
      enabled: true,
      timeout: 30_000,
      keepCredentials: 'device',
      oauth2: { clientId: 'docs-console', scopes: ['openid', 'profile'], redirectUrl: '/docs/auth/callback.html', at: { line: 9, column: 7 } },
      at: { line: 7, column: 5 },
    });
    expect(parse('    oauth2: { redirectUrl: /docs/oauth2-redirect.html }\n').config!.openapi[0]!.explorer.oauth2).toEqual({ scopes: [], redirectUrl: '/docs/oauth2-redirect.html', at: { line: 7, column: 13 } });
  });

  it('reports misspelt keys and values at their line with a did-you-mean', () => {
    const { diagnostics } = parse('    keepCredentials: devise\n    oauth2:\n      clientID: docs-console\n      scope: [openid]\n');
    expect(lines(diagnostics)).toEqual([
      expect.stringMatching(/^site\/config\.yaml:7:22 error `openapi\.explorer\.keepCredentials` must be one of `tab`, `device`, `none`.*config\/invalid-value$/),
      expect.stringMatching(/^site\/config\.yaml:9:7 error Unknown key `openapi\.explorer\.oauth2\.clientID`.*config\/unknown-key$/),
      expect.stringMatching(/^site\/config\.yaml:10:7 error Unknown key `openapi\.explorer\.oauth2\.scope`.*config\/unknown-key$/),
    ]);
    expect(diagnostics.map((d) => d.hint)).toEqual(['did you mean `device`?', 'did you mean `openapi.explorer.oauth2.clientId`?', 'did you mean `openapi.explorer.oauth2.scopes`?']);
  });

  it('refuses an empty client id, a scope with spaces, and a redirect page off the site, outside the base URL or not an .html file', () => {
    const cases = {
      empty: '      clientId: ""\n      scopes: ["read write"]\n',
      otherOrigin: '      redirectUrl: https://auth.test/docs/cb.html\n',
      outsideBase: '      redirectUrl: /cb.html\n',
      notHtml: '      redirectUrl: /docs/callback\n',
      relative: '      redirectUrl: docs/cb.html\n',
      dotted: '      redirectUrl: /docs/../cb.html\n',
    };
    const found = Object.fromEntries(Object.entries(cases).map(([name, yaml]) => [name, lines(parse(`    oauth2:\n${yaml}`).diagnostics)]));
    expect(found).toEqual({
      empty: [
        'site/config.yaml:8:17 error `openapi.explorer.oauth2.clientId` must not be empty  config/invalid-value',
        'site/config.yaml:9:16 error `openapi.explorer.oauth2.scopes[0]` `read write` is not an OAuth scope: one word, without spaces, quotes or backslashes  config/invalid-value',
      ],
      otherOrigin: ['site/config.yaml:8:20 error `openapi.explorer.oauth2.redirectUrl` must be on the site (`https://docs.test`): the redirect page hands the code to the page that asked for it, on the same origin, got `https://auth.test/docs/cb.html`  config/invalid-value'],
      outsideBase: ["site/config.yaml:8:20 error `openapi.explorer.oauth2.redirectUrl` must be under the site's base URL `/docs/`, got `/cb.html`  config/invalid-value"],
      notHtml: ['site/config.yaml:8:20 error `openapi.explorer.oauth2.redirectUrl` must name an `.html` file, without `.` or `..` segments, got `/docs/callback`  config/invalid-value'],
      relative: ['site/config.yaml:8:20 error `openapi.explorer.oauth2.redirectUrl` must be a path on the site starting with `/`, or a URL on the site, got `docs/cb.html`  config/invalid-value'],
      dotted: ['site/config.yaml:8:20 error `openapi.explorer.oauth2.redirectUrl` must name an `.html` file, without `.` or `..` segments, got `/docs/../cb.html`  config/invalid-value'],
    });
    expect(parse('    oauth2:\n      redirectUrl: /cb.html\n').diagnostics[0]!.hint).toBe('docsgen writes its redirect page there, e.g. `/docs/oauth2-redirect.html`');
  });
});
