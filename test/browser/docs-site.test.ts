/**
 * docsgen's own documentation (docs/) is part of the tests: it builds with no warning, its
 * links and anchors are clean (the build checks them, with anchors as errors), every page is
 * reachable from a sidebar, its pages pass axe-core as the Kassa site's do, and the
 * JavaScript API page names every export.
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/build/build.ts';
import * as api from '../../src/index.ts';
import { repoRoot } from '../helpers.ts';
import { tempDir } from '../temp-dirs.ts';
import { axeEverywhere, browserOnBuild } from './browser.ts';

let result: BuildResult;
const site = browserOnBuild(async () => {
  const outDir = join(await tempDir(), 'build');
  result = await build({ cwd: repoRoot, siteDir: 'docs', outDir });
  return outDir;
});

/** A page as written. */
const html = (path: string): string => readFileSync(join(result.outDir, path), 'utf8');

/** Every page's route, from the HTML files written (the 404 page is no route). */
function pageRoutes(files: BuildResult['files']): string[] {
  return [...files.keys()].filter((path) => path.endsWith('index.html')).map((path) => `/${path.replace(/index\.html$/, '')}`.replace(/(.)\/$/, '$1'));
}

/** The links of every sidebar on every page. */
function sidebarLinks(files: BuildResult['files']): Set<string> {
  const links = new Set<string>();
  for (const path of files.keys()) {
    if (!path.endsWith('.html')) continue;
    for (const nav of html(path).match(/<nav[^>]*class="[^"]*sidebar[^"]*"[\s\S]*?<\/nav>/g) ?? []) {
      for (const [, href] of nav.matchAll(/href="([^"#]+)/g)) links.add(href!);
    }
  }
  return links;
}

describe('the docs site', () => {
  beforeAll(() => expect(result).toBeDefined());

  it('builds with no warning', () => {
    expect(result.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.message}  ${d.code}`)).toEqual([]);
    expect(result.pageCount).toBeGreaterThan(50);
  });

  it('has every page in a sidebar', () => {
    const routes = pageRoutes(result.files);
    expect(routes).toContain('/guides/deploy');
    expect(routes).toContain('/demo-api/overview');
    const linked = sidebarLinks(result.files);
    // The overview of the demo API heads its sidebar's reference; the tag and category indexes are cards pages.
    expect(routes.filter((route) => !linked.has(route))).toEqual([]);
  });

  it('shows the demo APIs\' changelogs, against their previous release, linked from the REST overview', () => {
    const rest = html('demo-api/changelog/index.html');
    expect([...rest.matchAll(/<h2 id="([^"]+)">/g)].map(([, id]) => id)).toEqual(['1.3.0-to-1.4.0']);
    expect(rest).toContain('<span class="api-changelog__summary-text">8 breaking changes, 4 non-breaking, in 7 operations.</span>');
    expect(html('demo-api/overview/index.html')).toContain('<a class="api-versions__changelog" href="/demo-api/changelog">Changelog</a>');
    expect(html('demo-graphql/changelog/index.html')).toContain('<h2 id="1.3.0-to-1.4.0">');
  });

  it('shows the changelog, with its versions in the table of contents', () => {
    const changelog = html('changelog/index.html');
    expect(changelog).toContain('<h1 id="changelog">Changelog</h1>');
    expect(changelog).toMatch(/<a class="toc__link" href="#unreleased">/);
  });

  it('names every export of the JavaScript API on its reference page', async () => {
    const page = await readFile(join(repoRoot, 'docs', 'pages', 'reference', 'javascript-api.md'), 'utf8');
    expect(Object.keys(api).filter((name) => !page.includes(`\`${name}`))).toEqual([]);
  });
});

describe('the docs site, in a browser', () => {
  for (const path of ['/', '/guides/components', '/reference/config', '/demo-api/create-a-note']) {
    it(`passes axe-core on ${path} in light and dark mode, on a phone and a desktop`, { timeout: 120_000 }, async () => {
      const found = await axeEverywhere(site.browser, site.url + path);
      expect(found).toEqual(found.map((run) => ({ ...run, violations: [] })));
    });
  }
});
