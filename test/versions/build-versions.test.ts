import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { buildError, copySite, lines, makeSite, text, writeFiles } from '../helpers.ts';

const htmlPaths = (files: Map<string, unknown>): string[] => [...files.keys()].filter((path) => path.endsWith('.html')).sort();
/** The `href`s of the links inside the first element matching `marker` (up to its closing tag). */
const section = (html: string, start: string, end: string): string => {
  const from = html.indexOf(start);
  if (from < 0) throw new Error(`no ${start}`);
  return html.slice(from, html.indexOf(end, from));
};

describe('versions: the two-version fixture (1.0 last, current as Next)', async () => {
  const cwd = await copySite('versions-two');
  const { files, diagnostics } = await build({ cwd, write: false });

  it('serves 1.0 at the docs route base and the docs folder at /next, each with its own pages and API reference', () => {
    expect(htmlPaths(files)).toEqual([
      '404.html',
      'api-rest/carts-api/index.html',
      'api-rest/create-a-cart/index.html',
      'api-rest/poll-a-cart/index.html',
      'category/guides/index.html',
      'guides/polling/index.html',
      'guides/setup/index.html',
      'index.html',
      'next/api-rest/carts-api/index.html',
      // The API in 1.0 and Next: Next's reference has a changelog page (test/api-changelog).
      'next/api-rest/changelog/index.html',
      'next/api-rest/create-a-cart/index.html',
      'next/api-rest/subscribe-to-a-cart/index.html',
      'next/category/guides/index.html',
      'next/guides/setup/index.html',
      'next/guides/webhooks/index.html',
      'next/index.html',
    ]);
    expect(lines(diagnostics)).toEqual([]);
  });

  it('documents each version with its own copy of the OpenAPI document', async () => {
    expect(text(files, 'api-rest/openapi.yaml')).toContain('version: 1.0.0');
    expect(text(files, 'next/api-rest/openapi.yaml')).toContain('version: 2.0.0');
    expect(text(files, 'api-rest/create-a-cart/index.html')).toContain('The new cart (v1).');
    expect(text(files, 'api-rest/create-a-cart/index.html')).toContain('https://api.carts.test/v1');
    expect(text(files, 'next/api-rest/create-a-cart/index.html')).toContain('https://api.carts.test/v2');
  });

  it('gives each version its own sidebar, read from versioned_sidebars (Docusaurus JSON) or sidebars.yaml', () => {
    const old = section(text(files, 'guides/setup/index.html'), '<aside class="theme-doc-sidebar-container sidebar"', '</aside>');
    expect(old).toContain('href="/guides/polling"');
    expect(old).toContain('Polling for changes');
    expect(old).toContain('href="https://status.carts.test"');
    expect(old).toContain('href="/api-rest/poll-a-cart"');
    expect(old).not.toContain('/next/');
    const next = section(text(files, 'next/guides/setup/index.html'), '<aside class="theme-doc-sidebar-container sidebar"', '</aside>');
    expect(next).toContain('href="/next/guides/webhooks"');
    expect(next).toContain('href="/next/api-rest/subscribe-to-a-cart"');
    expect(next).not.toContain('polling');
  });

  it('links prev/next and generated category indexes within the version', () => {
    const page = text(files, 'next/guides/setup/index.html');
    expect(section(page, '<nav class="pagination', '</nav>')).toContain('href="/next/guides/webhooks"');
    expect(text(files, 'category/guides/index.html')).toContain('<h1>All guides</h1>');
    expect(text(files, 'category/guides/index.html')).toContain('href="/guides/polling"');
    expect(text(files, 'next/category/guides/index.html')).toContain('href="/next/guides/webhooks"');
  });

  it('resolves file links within the version', () => {
    expect(text(files, 'index.html')).toContain('href="/guides/setup#install-v1"');
    expect(text(files, 'next/index.html')).toContain('href="/next/guides/setup#install"');
  });

  it('shows the version dropdown: the same page in each version, else that version\'s main doc', () => {
    const setup = section(text(files, 'next/guides/setup/index.html'), 'navbar__versions', '</details>');
    expect(setup).toContain('aria-label="Docs version: Next">Next</summary>');
    expect(setup).toContain('<a class="navbar__dropdown-link navbar__dropdown-link--active" href="/next/guides/setup" data-version-name="current" aria-current="true">Next</a>');
    expect(setup).toContain('<a class="navbar__dropdown-link" href="/guides/setup" data-version-name="1.0">1.0</a>');
    const webhooks = section(text(files, 'next/guides/webhooks/index.html'), 'navbar__versions', '</details>');
    expect(webhooks).toContain('href="/" data-version-name="1.0"');
    const polling = section(text(files, 'guides/polling/index.html'), 'navbar__versions', '</details>');
    expect(polling).toContain('>1.0</summary>');
    expect(polling).toContain('href="/next" data-version-name="current"');
  });

  it('lists the versions in the mobile drawer under "Versions"', () => {
    const drawer = section(text(files, 'guides/setup/index.html'), 'navbar__menu-group-label', '</ul>');
    expect(drawer).toContain('Versions</span>');
    expect(drawer).toContain('href="/next/guides/setup" data-version-name="current">Next</a>');
  });

  it('shows the badge on every page, and the unreleased banner on Next linking to the same page in 1.0', () => {
    expect(text(files, 'next/guides/setup/index.html')).toMatch(/Version: (<!-- -->)?Next/);
    expect(text(files, 'guides/setup/index.html')).toMatch(/Version: (<!-- -->)?1\.0/);
    const banner = section(text(files, 'next/guides/setup/index.html'), 'notice--version', '</div>');
    expect(banner).toContain('This is unreleased documentation for Carts Docs Next version.');
    expect(banner).toContain('<a href="/guides/setup" data-version-link="">latest version</a>');
    expect(section(text(files, 'next/guides/webhooks/index.html'), 'notice--version', '</div>')).toContain('<a href="/" data-version-link="">');
    expect(text(files, 'guides/setup/index.html')).not.toContain('notice--version');
  });

  it('makes navbar doc items carry their link in each version, for the preferred version', () => {
    expect(text(files, 'index.html')).toContain('<a class="navbar__link" href="/guides/setup" data-version-hrefs="{&quot;current&quot;:&quot;/next/guides/setup&quot;,&quot;1.0&quot;:&quot;/guides/setup&quot;}">Guides</a>');
    expect(text(files, 'index.html')).toContain('data-docs-versions="[&quot;current&quot;,&quot;1.0&quot;]" data-docs-version="1.0"');
  });

  it('never makes an unreleased page canonical where the last version has it, and lists the rest in the sitemap', () => {
    expect(text(files, 'next/guides/setup/index.html')).toContain('<link rel="canonical" href="https://docs.carts.test/guides/setup"/>');
    expect(text(files, 'next/guides/webhooks/index.html')).toContain('<link rel="canonical" href="https://docs.carts.test/next/guides/webhooks"/>');
    const sitemap = text(files, 'sitemap.xml');
    expect(sitemap).toContain('<loc>https://docs.carts.test/guides/polling</loc>');
    expect(sitemap).toContain('<loc>https://docs.carts.test/next/guides/webhooks</loc>');
    expect(sitemap).not.toContain('<loc>https://docs.carts.test/next/guides/setup</loc>');
  });
});

describe('versions: settings', () => {
  it('builds only `docs.onlyIncludeVersions`, the chosen last version at the route base, with no badge or banner for one version', async () => {
    const cwd = await copySite('versions-two');
    const config = join(cwd, 'site', 'config.yaml');
    await writeFiles(cwd, { 'site/config.yaml': `${await readFile(config, 'utf8')}docs:\n  lastVersion: current\n  onlyIncludeVersions: [current]\n` });
    const { files } = await build({ cwd, write: false });
    expect(htmlPaths(files).filter((path) => path.startsWith('guides/'))).toEqual(['guides/setup/index.html', 'guides/webhooks/index.html']);
    expect(htmlPaths(files).some((path) => path.startsWith('next/') || path.includes('polling'))).toBe(false);
    expect(text(files, 'guides/setup/index.html')).not.toContain('Version: ');
    expect(text(files, 'guides/setup/index.html')).not.toContain('notice--version');
  });

  it('leaves the docs folder out with `docs.includeCurrentVersion: false`, and builds stand-alone pages with the last version', async () => {
    const cwd = await copySite('versions-two');
    const config = join(cwd, 'site', 'config.yaml');
    await writeFiles(cwd, { 'site/config.yaml': `${await readFile(config, 'utf8')}docs:\n  includeCurrentVersion: false\n`, 'site/src/pages/about.md': '# About\n\nSee [the setup](/guides/setup).\n' });
    const { files, diagnostics } = await build({ cwd, write: false });
    expect(lines(diagnostics)).toEqual([]);
    expect(htmlPaths(files).some((path) => path.startsWith('next/'))).toBe(false);
    expect(htmlPaths(files)).toEqual(expect.arrayContaining(['guides/setup/index.html', 'guides/polling/index.html', 'about/index.html']));
    expect(text(files, 'guides/setup/index.html')).not.toContain('notice--version');
    const empty = await makeSite({ 'pages/index.md': '# Home\n' }, 'title: T\nurl: https://t.test\ndocs:\n  includeCurrentVersion: false\n');
    expect(lines((await buildError(empty)).diagnostics)).toEqual([expect.stringMatching(/^site\/config\.yaml:4:3 error `docs\.includeCurrentVersion: false` leaves no version to build/)]);
  });

  it('takes label, path, banner and badge from `docs.versions.<name>`', async () => {
    const cwd = await copySite('versions-two');
    const config = join(cwd, 'site', 'config.yaml');
    await writeFiles(cwd, { 'site/config.yaml': `${await readFile(config, 'utf8')}docs:\n  versions:\n    current: { label: '2.0-beta', path: beta, badge: false }\n    '1.0': { banner: unmaintained }\n` });
    const { files } = await build({ cwd, write: false });
    expect(files.has('beta/guides/webhooks/index.html')).toBe(true);
    const beta = text(files, 'beta/guides/setup/index.html');
    expect(beta).not.toContain('Version: ');
    expect(beta).toContain('unreleased documentation for Carts Docs 2.0-beta version.');
    expect(section(text(files, 'guides/setup/index.html'), 'notice--version', '</div>')).toContain('This is documentation for Carts Docs 1.0, which is no longer actively maintained.');
  });

  it('reports a version the config names that does not exist, at its line (exit 2)', async () => {
    const cwd = await copySite('versions-two');
    const config = join(cwd, 'site', 'config.yaml');
    await writeFiles(cwd, { 'site/config.yaml': `${await readFile(config, 'utf8')}docs:\n  lastVersion: '1.1'\n` });
    const error = await buildError(cwd);
    expect(error.exitCode).toBe(2);
    expect(lines(error.diagnostics)).toEqual(['site/config.yaml:13:3 error `docs.lastVersion` names version `1.1`, which does not exist  config/unknown-version']);
    expect(error.diagnostics[0]!.hint).toBe('did you mean `1.0`?');
  });

  it('reports a version of versions.json without its docs folder, at its line (exit 2)', async () => {
    const cwd = await copySite('versions-two');
    await writeFiles(cwd, { 'site/versions.json': '[\n  "1.1",\n  "1.0"\n]\n' });
    const error = await buildError(cwd);
    expect(error.exitCode).toBe(2);
    expect(lines(error.diagnostics)).toEqual(['site/versions.json:2:3 error Version `1.1` has no docs folder `versioned_docs/version-1.1/`  versions/invalid-file']);
  });
});

describe('versions: checks', () => {
  it('checks a page\'s REST samples against its own version\'s document, a blog post\'s against every version\'s', async () => {
    const cwd = await copySite('versions-two');
    // Both versions on one server, as many APIs are: only the document tells them apart.
    const copy = join(cwd, 'site/versioned_openapi/version-1.0/api/openapi.yaml');
    await writeFiles(cwd, { 'site/versioned_openapi/version-1.0/api/openapi.yaml': (await readFile(copy, 'utf8')).replace('api.carts.test/v1', 'api.carts.test/v2') });
    const poll = '```bash\ncurl https://api.carts.test/v2/carts/c1/poll\n```\n';
    const subscribe = '```bash\ncurl -X POST https://api.carts.test/v2/carts/c1/webhooks\n```\n';
    await writeFiles(cwd, {
      'site/versioned_docs/version-1.0/guides/polling.md': `# Polling\n\n${poll}`,
      'site/pages/guides/webhooks.md': `# Webhooks\n\n${subscribe}\n${poll}`,
      'site/blog/2025-01-02-polling.md': `---\ntitle: Polling in 1.0\n---\n\n${poll}`,
    });
    const error = await buildError(cwd);
    expect(lines(error.diagnostics).filter((line) => line.includes('samples/'))).toEqual([expect.stringMatching(/^site\/pages\/guides\/webhooks\.md:8:1 error .*GET \/carts\/c1\/poll/)]);
  });

  it('reports a broken link at the versioned file\'s own path and line', async () => {
    const cwd = await makeSite({
      'versions.json': '["1.0"]',
      'pages/index.md': '# Home\n',
      'versioned_docs/version-1.0/index.md': '# Home\n\nSee [the guide](/nowhere).\n',
    });
    const error = await buildError(cwd);
    expect(lines(error.diagnostics)).toEqual([expect.stringMatching(/^site\/versioned_docs\/version-1\.0\/index\.md:3:5 error .*`\/nowhere`.*links\/broken-link$/)]);
  });

  it('keeps an unversioned site as it was: no badge, no version attributes', async () => {
    const cwd = await copySite('basic');
    const { files } = await build({ cwd, write: false });
    const page = text(files, 'guides/setup/index.html');
    expect(page).not.toContain('Version: ');
    expect(page).not.toContain('data-docs-version');
    expect(page).not.toContain('notice--version');
  });
});
