import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config/parse-config.ts';
import { DEFAULT_MAGIC_COMMENTS } from '../../src/config/site-config.ts';
import { formatDiagnostic } from '../../src/diagnostics/format.ts';
import { lines } from '../helpers.ts';

const parse = (source: string) => parseConfig(source, 'site/config.yaml');

describe('parseConfig', () => {
  it('fills the spec constants as defaults for a minimal config', () => {
    const { config, diagnostics } = parse('title: Docs\nurl: https://docs.test/\n');
    expect(diagnostics).toEqual([]);
    expect(config).toMatchObject({
      title: 'Docs',
      url: 'https://docs.test',
      baseUrl: '/',
      titleDelimiter: '|',
      noIndex: false,
      locale: 'en',
      version: '1.0.0',
      toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
      colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
      docs: { path: 'pages', routeBasePath: '/', versionLabel: 'Next' },
      announcementBar: null,
      footer: null,
      sidebars: null,
    });
  });

  it('accepts the whole Kassa-style config', () => {
    const { config, diagnostics } = parse(`
title: Kassa Developers
url: https://docs.kassa.example
baseUrl: docs
announcementBar:
  id: launch-1
  content: 'We launched <b>GraphQL</b>'
  isCloseable: false
navbar:
  logo: { src: /logo/light.svg, srcDark: /logo/dark.svg, alt: Kassa }
  items:
    - { label: Home, to: / }
    - type: dropdown
      label: Docs
      position: right
      items:
        - { label: Web SDK, to: /sdk }
    - { label: Blog, href: 'https://kassa.example/blog', position: right }
footer:
  style: light
  links:
    - title: Docs
      items: [{ label: REST, to: /api-rest }]
  copyright: Copyright © 2025 Kassa
`);
    expect(diagnostics).toEqual([]);
    expect(config!.baseUrl).toBe('/docs/');
    expect(config!.announcementBar).toEqual({ id: 'launch-1', content: 'We launched <b>GraphQL</b>', isCloseable: false, backgroundColor: '#fff', textColor: '#000' });
    // No size given: the build reads it from the image file (test/config/brand-files.test.ts).
    expect(config!.navbar.logo).toEqual({ alt: 'Kassa', src: '/logo/light.svg', srcDark: '/logo/dark.svg', href: '/' });
    expect(config!.navbar.items.map((item) => [item.type, item.label, item.position])).toEqual([
      ['default', 'Home', 'left'],
      ['dropdown', 'Docs', 'right'],
      ['default', 'Blog', 'right'],
    ]);
    expect(config!.footer).toMatchObject({ style: 'light', copyright: 'Copyright © 2025 Kassa' });
  });

  it('reports an unknown key with its position and a did-you-mean', () => {
    const { config, diagnostics } = parse('title: Docs\nurl: https://docs.test\nnavbar:\n  itmes: []\n');
    expect(config).toBeUndefined();
    expect(lines(diagnostics)).toEqual(['site/config.yaml:4:3 error Unknown key `navbar.itmes`  config/unknown-key']);
    expect(diagnostics[0]!.hint).toBe('did you mean `navbar.items`?');
  });

  it('reports a wrong type with what was expected', () => {
    const { diagnostics } = parse('title: Docs\nurl: https://docs.test\nnoIndex: "no"\ntoc:\n  maxHeadingLevel: 9\n');
    expect(lines(diagnostics)).toEqual([
      'site/config.yaml:3:10 error `noIndex` must be `true` or `false`, got the string `no`  config/invalid-type',
      'site/config.yaml:5:20 error `toc.maxHeadingLevel` must be an integer from 1 to 6, got the number `9`  config/invalid-type',
    ]);
  });

  it('reports missing required fields', () => {
    const { diagnostics } = parse('title: Docs\n');
    expect(lines(diagnostics)).toEqual(['site/config.yaml:1:1 error Missing required key `url` (a string)  config/missing-key']);
  });

  it('suggests the closest enum value', () => {
    const { diagnostics } = parse('title: D\nurl: https://d.test\nnavbar:\n  items:\n    - type: dropdwn\n      label: X\n');
    expect(lines(diagnostics)[0]).toBe(
      'site/config.yaml:5:13 error `navbar.items[0].type` must be one of `default`, `dropdown`, `doc`, `docSidebar`, `docsVersionDropdown`, `localeDropdown`, `html`, `component`, got `dropdwn`  config/invalid-value',
    );
    expect(diagnostics[0]!.hint).toBe('did you mean `dropdown`?');
  });

  it('reads navbar `html` items, icon links (`className`, `ariaLabel`) and footer `html` items; an item with neither label nor html is located', () => {
    const { config, diagnostics } = parse(`title: D
url: https://d.test
navbar:
  items:
    - type: html
      html: <b>Beta</b>
      position: right
    - href: https://github.com/x
      className: header-github-link
      ariaLabel: GitHub repository
footer:
  links:
    - title: More
      items:
        - html: <img src="/badge.svg" alt="Badge">
`);
    expect(diagnostics).toEqual([]);
    expect(config!.navbar.items.map(({ type, html, className, ariaLabel, label }) => ({ type, html, className, ariaLabel, label }))).toEqual([
      { type: 'html', html: '<b>Beta</b>', className: undefined, ariaLabel: undefined, label: '' },
      { type: 'default', html: undefined, className: 'header-github-link', ariaLabel: 'GitHub repository', label: '' },
    ]);
    expect(config!.footer!.links[0]!.items[0]).toMatchObject({ label: '', html: '<img src="/badge.svg" alt="Badge">' });
    const bad = parse('title: D\nurl: https://d.test\nnavbar:\n  items:\n    - type: html\n    - href: https://x.test\nfooter:\n  links:\n    - title: T\n      items:\n        - to: /x\n');
    expect(lines(bad.diagnostics)).toEqual([
      'site/config.yaml:5:7 error Navbar item of type `html` needs `html` (the HTML shown)  config/invalid-value',
      'site/config.yaml:6:7 error Navbar item of type `default` needs `label` (the text shown, or `ariaLabel` for an icon link)  config/invalid-value',
      'site/config.yaml:11:11 error Footer item needs `label` (the link text) or `html`  config/invalid-value',
    ]);
  });

  it('checks rules across keys', () => {
    const { diagnostics } = parse('title: D\nurl: docs.test\ntoc:\n  minHeadingLevel: 4\n  maxHeadingLevel: 3\nnavbar:\n  items:\n    - label: Broken\n');
    expect(lines(diagnostics)).toEqual([
      'site/config.yaml:2:6 error `url` must be an absolute http(s) origin such as `https://docs.example.com`, got `docs.test`  config/invalid-value',
      'site/config.yaml:4:3 error `toc.minHeadingLevel` (4) must not be greater than `toc.maxHeadingLevel` (3)  config/invalid-value',
      'site/config.yaml:8:7 error Navbar item needs `to` (an internal route) or `href` (an external URL)  config/invalid-value',
    ]);
  });

  it('reports YAML syntax errors with a code frame', () => {
    const { diagnostics } = parse('title: Docs\nurl: [oops\n');
    expect(diagnostics[0]!.code).toBe('config/yaml-syntax');
    expect(diagnostics[0]!.line).toBe(3);
    expect(formatDiagnostic(diagnostics[0]!)).toContain('> 3 |');
  });

  it('reports an empty config', () => {
    expect(lines(parse('').diagnostics)[0]).toContain('config.yaml is empty');
  });

  it('parses inline sidebars in every Docusaurus form', () => {
    const { config } = parse(`title: D
url: https://d.test
sidebars:
  main:
    - intro
    - { type: doc, id: setup, label: Set up }
    - { type: link, label: Site, href: 'https://d.test' }
    - type: category
      label: Guides
      collapsed: false
      link: { type: generated-index, slug: /all-guides }
      items: [{ type: autogenerated, dirName: guides }]
    - Shorthand: [a, b]
    - { type: category, label: Plain, link: null, items: [c] }
`);
    const items = config!.sidebars!.sidebars.main!;
    expect(items.map((item) => item.type)).toEqual(['doc', 'doc', 'link', 'category', 'category', 'category']);
    expect(items[3]).toMatchObject({ label: 'Guides', collapsed: false, link: { type: 'generated-index', slug: '/all-guides' } });
    expect(items[4]).toMatchObject({ label: 'Shorthand', items: [{ id: 'a' }, { id: 'b' }] });
    expect(items[5]).toMatchObject({ label: 'Plain', link: null });
  });

  it('reports a bad sidebar item type at its line', () => {
    const { diagnostics } = parse('title: D\nurl: https://d.test\nsidebars:\n  main:\n    - type: catgory\n      label: X\n      items: []\n');
    expect(lines(diagnostics)).toEqual([
      'site/config.yaml:5:13 error `sidebars.main[0].type` must be one of `doc`, `ref`, `link`, `html`, `category`, `autogenerated`, `openapi`, got `catgory`  config/invalid-value',
    ]);
    expect(diagnostics[0]!.hint).toBe('did you mean `category`?');
  });
});

describe('parseConfig: markdown.format and customFields', () => {
  const site = 'title: D\nurl: https://d.test\n';

  it('reads every file by its extension by default, and takes md, mdx and detect', () => {
    expect(parse(site).config!.markdown).toEqual({ format: 'detect', beforeDefaultRemarkPlugins: [], remarkPlugins: [], beforeDefaultRehypePlugins: [], rehypePlugins: [], mermaid: false, liveCodeBlocks: false, admonitionKeywords: ['secondary', 'info', 'success', 'danger', 'note', 'tip', 'warning', 'important', 'caution'], magicComments: DEFAULT_MAGIC_COMMENTS });
    for (const format of ['md', 'mdx', 'detect'] as const) {
      expect(parse(`${site}markdown:\n  format: ${format}\n`).config!.markdown.format).toBe(format);
    }
  });

  it('adds the admonition keywords of `markdown.admonitions` to the defaults, or takes them alone', () => {
    expect(parse(`${site}markdown:\n  admonitions:\n    keywords: [release, note]\n`).config!.markdown.admonitionKeywords).toEqual(['secondary', 'info', 'success', 'danger', 'note', 'tip', 'warning', 'important', 'caution', 'release']);
    expect(parse(`${site}markdown:\n  admonitions:\n    keywords: [release]\n    extendDefaults: false\n`).config!.markdown.admonitionKeywords).toEqual(['release']);
    expect(lines(parse(`${site}markdown:\n  admonitions:\n    keywords: release\n`).diagnostics)).toHaveLength(1);
  });

  it('takes a list of magic comments, and reports one without a className at its line', () => {
    const list = `${site}markdown:\n  magicComments:\n    - className: code-block-error-line\n      line: error-next-line\n      block: { start: error-start, end: error-end }\n`;
    expect(parse(list).config!.markdown.magicComments).toEqual([{ className: 'code-block-error-line', line: 'error-next-line', block: { start: 'error-start', end: 'error-end' } }]);
    const { config, diagnostics } = parse(`${site}markdown:\n  magicComments:\n    - line: error-next-line\n`);
    expect(config).toBeUndefined();
    expect(lines(diagnostics)).toEqual(['site/config.yaml:5:7 error Missing required key `markdown.magicComments[0].className` (a string)  config/missing-key']);
  });

  it('reports an unknown format at its line with the allowed values', () => {
    const { config, diagnostics } = parse(`${site}markdown:\n  format: mdxx\n`);
    expect(config).toBeUndefined();
    expect(lines(diagnostics)).toEqual(['site/config.yaml:4:11 error `markdown.format` must be one of `md`, `mdx`, `detect`, got `mdxx`  config/invalid-value']);
    expect(diagnostics[0]!.hint).toBe('did you mean `mdx`?');
  });

  it('keeps customFields as plain data, any YAML values, aliases resolved', () => {
    expect(parse(site).config!.customFields).toEqual({});
    const { config, diagnostics } = parse(`${site}customFields:
  apiVersion: &v '2025-01'
  sameVersion: *v
  showBanner: true
  retries: 3
  regions: [eu, us]
  support: { email: help@d.test, hours: null }
`);
    expect(diagnostics).toEqual([]);
    expect(config!.customFields).toEqual({
      apiVersion: '2025-01',
      sameVersion: '2025-01',
      showBanner: true,
      retries: 3,
      regions: ['eu', 'us'],
      support: { email: 'help@d.test', hours: null },
    });
  });

  it('reports customFields that is not a mapping at its line', () => {
    expect(lines(parse(`${site}customFields: [a, b]\n`).diagnostics)).toEqual(['site/config.yaml:3:15 error `customFields` must be a mapping, got a list  config/invalid-type']);
    expect(lines(parse(`${site}customFields: yes\n`).diagnostics)).toEqual(['site/config.yaml:3:15 error `customFields` must be a mapping, got the string `yes`  config/invalid-type']);
  });
});

describe('parseConfig: openapi', () => {
  const site = 'title: Docs\nurl: https://docs.test\n';

  it('reads one API (a mapping) as the API `default`, with every default', () => {
    const { config, diagnostics } = parse(`${site}openapi:\n  cache: api/openapi.yaml\n`);
    expect(diagnostics).toEqual([]);
    expect(config!.openapi).toEqual([
      {
        id: 'default',
        cache: 'api/openapi.yaml',
        route: '/api-rest',
        timeout: 10_000,
        retries: 2,
        maxBytes: 25_000_000,
        allowedHosts: [],
        strictRemote: false,
        explorer: { enabled: true, timeout: 30_000, keepCredentials: 'tab' },
        at: { line: 4, column: 3 },
      },
    ]);
    expect(parse(site).config!.openapi).toEqual([]);
    expect(parse(`${site}openapi: null\n`).config!.openapi).toEqual([]);
  });

  it('reads a local document from `file:` as it reads a cache without a URL', () => {
    const { config, diagnostics } = parse(`${site}openapi:\n  file: api/openapi.yaml\n`);
    expect(diagnostics).toEqual([]);
    expect(config!.openapi).toEqual(parse(`${site}openapi:\n  cache: api/openapi.yaml\n`).config!.openapi);
    expect(config!.openapi[0]).not.toHaveProperty('file');
    const list = parse(`${site}openapi:\n  - { id: a, file: api/a.yaml, route: /a }\n  - { id: b, cache: api/b.yaml, url: https://api.test/b.yaml, route: /b }\n`);
    expect(list.diagnostics).toEqual([]);
    expect(list.config!.openapi.map((api) => [api.id, api.cache, api.url])).toEqual([['a', 'api/a.yaml', undefined], ['b', 'api/b.yaml', 'https://api.test/b.yaml']]);
  });

  it('refuses `file:` beside `cache:` or `url:`, with the key to keep', () => {
    const both = parse(`${site}openapi:\n  file: api/a.yaml\n  cache: api/a.yaml\n`).diagnostics;
    expect(lines(both)).toEqual(['site/config.yaml:4:9 error `openapi.file` and `openapi.cache` both name the document  config/invalid-value']);
    expect(both[0]!.hint).toBe('keep `file:`: `cache:` is for a document downloaded from `url:`');
    const downloaded = parse(`${site}openapi:\n  url: https://api.test/a.yaml\n  file: api/a.yaml\n`).diagnostics;
    expect(lines(downloaded)).toEqual(['site/config.yaml:5:9 error `openapi.file` is a local document, but `openapi.url` downloads one  config/invalid-value']);
    expect(downloaded[0]!.hint).toContain('rename `file:` to `cache:`');
  });

  it('reads several APIs (a list), each with its id, route and settings', () => {
    const { config, diagnostics } = parse(`${site}openapi:
  - id: payments
    url: https://api.test/payments.yaml
    cache: api/payments.yaml
    route: payments-api/
  - id: admin
    cache: api/admin.json
    route: /admin-api
    explorer: false
`);
    expect(diagnostics).toEqual([]);
    expect(config!.openapi.map(({ id, url, cache, route, explorer }) => ({ id, url, cache, route, explorer: explorer.enabled }))).toEqual([
      { id: 'payments', url: 'https://api.test/payments.yaml', cache: 'api/payments.yaml', route: '/payments-api', explorer: true },
      { id: 'admin', url: undefined, cache: 'api/admin.json', route: '/admin-api', explorer: false },
    ]);
  });

  it('lets two APIs read one local document (docusaurus-plugin-openapi-docs does), with slugs from operationId', () => {
    const { config, diagnostics } = parse(`${site}openapi:
  - id: petstore
    cache: api/petstore.yaml
    route: /petstore
    slugs: operationId
  - id: petstore-copy
    cache: ./api/petstore.yaml
    route: /petstore-copy
`);
    expect(diagnostics).toEqual([]);
    expect(config!.openapi.map((api) => [api.id, api.slugs])).toEqual([['petstore', 'operationId'], ['petstore-copy', undefined]]);
    expect(lines(parse(`${site}openapi:\n  - id: a\n    cache: a.yaml\n    route: /a\n    slugs: opId\n`).diagnostics)[0]).toBe(
      'site/config.yaml:7:12 error `openapi[0].slugs` must be one of `summary`, `operationId`, got `opId`  config/invalid-value',
    );
  });

  it('lets APIs share a route when their downloadNames differ; overview and downloadName are one segment each, else an error at their line', () => {
    const shared = parse(`${site}openapi:
  - { id: carts, cache: api/carts.yaml, route: /shop, downloadName: carts, overview: carts }
  - { id: orders, cache: api/orders.yaml, route: /shop/, downloadName: orders }
`);
    expect(shared.diagnostics).toEqual([]);
    expect(shared.config!.openapi.map((api) => [api.route, api.downloadName, api.overview])).toEqual([['/shop', 'carts', 'carts'], ['/shop', 'orders', undefined]]);
    const { diagnostics } = parse(`${site}openapi:
  - { id: carts, cache: api/carts.yaml, route: /shop, downloadName: ../carts, overview: a/b }
  - { id: orders, cache: api/orders.yaml, route: /shop, downloadName: ../carts }
`);
    expect(lines(diagnostics)).toEqual([
      'site/config.yaml:4:89 error `openapi[0].overview` must be one route segment (letters, digits, `-`, `_`, `.`), got `a/b`  config/invalid-value',
      'site/config.yaml:4:69 error `openapi[0].downloadName` must be a file name without extension (letters, digits, `-`, `_`, `.`), got `../carts`  config/invalid-value',
      'site/config.yaml:5:71 error `openapi[1].downloadName` must be a file name without extension (letters, digits, `-`, `_`, `.`), got `../carts`  config/invalid-value',
      'site/config.yaml:5:71 error `openapi[1]` writes its downloads as `/shop/../carts.*`, as API `carts` (line 4) does: they share the route `/shop`  config/invalid-value',
    ]);
  });

  it('reports what tells the APIs of a list apart at its line, with a hint', () => {
    const { diagnostics } = parse(`${site}openapi:
  - id: payments
    url: https://api.test/payments.yaml
    cache: api/payments.yaml
    route: /payments-api
  - id: Admin API
    cache: api/admin.json
    route: /admin-api
  - id: payments
    cache: api/payments.yaml
    route: /payments-api/
  - id: hooks
    route: /payments-api/hooks
  - cache: api/other.json
  - id: everything
    cache: api/all.json
    route: /
    explorer: { proxyUrl: proxy.test }
`);
    expect(lines(diagnostics)).toEqual([
      'site/config.yaml:8:9 error `openapi[1].id` must be a slug of lowercase letters, digits, `-` and `_`, got `Admin API`  config/invalid-value',
      'site/config.yaml:11:9 error Duplicate API id `payments`: also the id of the API at line 4  config/invalid-value',
      'site/config.yaml:12:12 error `openapi[2].cache` `api/payments.yaml` is also the cache of API `payments` (line 4)  config/invalid-value',
      'site/config.yaml:13:12 error `openapi[2]` writes its downloads as `/payments-api/openapi.*`, as API `payments` (line 4) does: they share the route `/payments-api`  config/invalid-value',
      'site/config.yaml:14:5 error Missing required key `openapi[3].file` (a string)  config/missing-key',
      'site/config.yaml:16:5 error Missing required key `openapi[4].id` (a slug)  config/missing-key',
      'site/config.yaml:16:5 error Missing required key `openapi[4].route` (a string)  config/missing-key',
      'site/config.yaml:20:27 error `openapi[5].explorer.proxyUrl` must be an absolute http(s) URL, got `proxy.test`  config/invalid-value',
    ]);
    expect(diagnostics.map((d) => d.hint)).toEqual([
      'it names the API in sidebars and page ids, e.g. `admin-api`',
      'give each API of `openapi:` its own id',
      'each API needs a cache file of its own, e.g. `api/payments.yaml`',
      'APIs may share a route when each has a `downloadName` of its own, e.g. `downloadName: payments`; or give it a route of its own',
      'the OpenAPI document, relative to the site folder, e.g. `file: api/openapi.yaml` (or `url:` to download it, kept in `cache:`)',
      'each API of the list needs an id, e.g. `id: payments`: sidebars name it as `{type: openapi, id: payments}`',
      'each API of the list needs a route of its own, e.g. `route: /payments-api`',
      'requests go to this URL followed by the API URL, e.g. `https://proxy.example.com/`',
    ]);
  });

  it('lets APIs nest and share a parent route; checks `versionOf` names another API of the list at its line', () => {
    const { diagnostics } = parse(`${site}openapi:
  - id: petstore
    cache: api/petstore.yaml
    route: /api/petstore
    versionLabel: v2
  - id: petstore-v1
    cache: api/petstore-1.yaml
    route: /api/petstore/1.0.0
    versionOf: petstore
  - id: cos
    cache: api/cos.json
    route: /api/cos
    versionOf: pets
  - id: old
    cache: api/old.json
    route: /api/old
    versionOf: petstore-v1
  - id: self
    cache: api/self.json
    route: /api/self
    versionOf: self
`);
    expect(lines(diagnostics)).toEqual([
      'site/config.yaml:15:16 error `openapi[2].versionOf` `pets` is not the id of an API of `openapi:`  config/invalid-value',
      'site/config.yaml:19:16 error `openapi[3].versionOf` `petstore-v1` is itself a version of `petstore`  config/invalid-value',
      'site/config.yaml:23:16 error `openapi[4].versionOf` names the API itself  config/invalid-value',
    ]);
    expect(diagnostics[0]!.hint).toBe('the id of the API this one is an older or other version of: `petstore`');
    expect(diagnostics[1]!.hint).toBe('name the API all versions belong to: `petstore`');
  });

  it('keeps the single mapping\'s messages, with a hint for a missing cache', () => {
    const { diagnostics } = parse(`${site}openapi:\n  route: /api\n  url: api.test/openapi.json\n`);
    expect(lines(diagnostics)).toEqual([
      'site/config.yaml:4:3 error Missing required key `openapi.cache` (a string)  config/missing-key',
      'site/config.yaml:5:8 error `openapi.url` must be an http(s) URL, got `api.test/openapi.json`  config/invalid-value',
    ]);
    expect(diagnostics[0]!.hint).toContain('e.g. `cache: api/openapi.yaml`');
    expect(diagnostics[0]!.hint).toContain('commit it, and builds work offline');
    expect(lines(parse(`${site}openapi: api/openapi.yaml\n`).diagnostics)).toEqual([
      'site/config.yaml:3:10 error `openapi` must be a mapping (one API) or a list of mappings (several APIs), got the string `api/openapi.yaml`  config/invalid-type',
    ]);
  });
});
