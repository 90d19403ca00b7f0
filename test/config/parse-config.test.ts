import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config/parse-config.ts';
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
    expect(config!.navbar.logo).toEqual({ alt: 'Kassa', src: '/logo/light.svg', srcDark: '/logo/dark.svg', width: 101, height: 40, href: '/' });
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
      'site/config.yaml:5:13 error `navbar.items[0].type` must be one of `default`, `dropdown`, `doc`, `docSidebar`, got `dropdwn`  config/invalid-value',
    );
    expect(diagnostics[0]!.hint).toBe('did you mean `dropdown`?');
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
      'site/config.yaml:5:13 error `sidebars.main[0].type` must be one of `doc`, `link`, `category`, `autogenerated`, `openapi`, got `catgory`  config/invalid-value',
    ]);
    expect(diagnostics[0]!.hint).toBe('did you mean `category`?');
  });
});

describe('parseConfig: markdown.format and customFields', () => {
  const site = 'title: D\nurl: https://d.test\n';

  it('reads every file by its extension by default, and takes md, mdx and detect', () => {
    expect(parse(site).config!.markdown).toEqual({ format: 'detect' });
    for (const format of ['md', 'mdx', 'detect'] as const) {
      expect(parse(`${site}markdown:\n  format: ${format}\n`).config!.markdown.format).toBe(format);
    }
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
