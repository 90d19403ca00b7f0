import { describe, expect, it } from 'vitest';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from '../../src/build/build.ts';
import { dev } from '../../src/dev/dev-server.ts';
import { copySite, lines, runDocsgen, text, writeFiles } from '../helpers.ts';

const pagesOf = (files: Map<string, unknown>): string[] => [...files.keys()].filter((path) => path.endsWith('index.html')).sort();
const dropdownLinks = (html: string): string[] => {
  const menu = html.slice(html.indexOf('navbar__dropdown-menu'), html.indexOf('</ul>', html.indexOf('navbar__dropdown-menu')));
  return [...menu.matchAll(/href="([^"]*)" data-version-name="([^"]*)"/g)].map((match) => `${match[2]} ${match[1]}`);
};

describe('versions: the three-version fixture (2.0 last, 1.0 unmaintained, current as Next)', async () => {
  const cwd = await copySite('versions-three');
  const { files, diagnostics } = await build({ cwd, write: false });

  it('serves 2.0 at the route base, 1.0 at /1.0 and the docs folder at /next, each with its own pages', () => {
    expect(lines(diagnostics)).toEqual([]);
    expect(pagesOf(files)).toEqual([
      '1.0/guides/accounts/index.html',
      '1.0/guides/index.html',
      '1.0/guides/ledgers/index.html',
      '1.0/index.html',
      'guides/accounts/index.html',
      'guides/index.html',
      'index.html',
      'next/guides/accounts/index.html',
      'next/guides/index.html',
      'next/guides/journals/index.html',
      'next/index.html',
    ]);
    expect(text(files, '1.0/guides/accounts/index.html')).toContain('Accounts in Ledger 1 are plain.');
  });

  it('lists the three versions, newest first, each on the same page or else on its main doc', () => {
    expect(dropdownLinks(text(files, 'guides/accounts/index.html'))).toEqual(['current /next/guides/accounts', '2.0 /guides/accounts', '1.0 /1.0/guides/accounts']);
    // Journals are new in Next, ledgers were dropped after 1.0.
    expect(dropdownLinks(text(files, 'next/guides/journals/index.html'))).toEqual(['current /next/guides/journals', '2.0 /', '1.0 /1.0']);
    expect(dropdownLinks(text(files, '1.0/guides/ledgers/index.html'))).toEqual(['current /next', '2.0 /', '1.0 /1.0/guides/ledgers']);
  });

  it('marks 1.0 unmaintained, linking to the same page in 2.0 or to its main doc', () => {
    expect(text(files, '1.0/guides/accounts/index.html')).toContain('<a href="/guides/accounts" data-version-link="">latest version</a>');
    expect(text(files, '1.0/guides/ledgers/index.html')).toContain('<a href="/" data-version-link="">latest version</a>');
    expect(text(files, '1.0/guides/ledgers/index.html')).toContain('which is no longer actively maintained');
    expect(text(files, 'guides/accounts/index.html')).not.toContain('notice--version');
  });

  it('checks the links of every version with check-links, reporting a broken one at its versioned file', async () => {
    expect(await runDocsgen(['check-links', '--site', 'site'], { cwd })).toMatchObject({ code: 0 });
    await writeFiles(cwd, { 'site/versioned_docs/version-1.0/guides/ledgers.md': '# Ledgers\n\nSee [journals](/1.0/guides/journals).\n' });
    const result = await runDocsgen(['check-links', '--site', 'site'], { cwd });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('site/versioned_docs/version-1.0/guides/ledgers.md:3:5 error Broken link to `/1.0/guides/journals`');
  });
});

describe('versions: docsgen dev', () => {
  it('serves every version, and an edit to a versioned file reaches its page', async () => {
    const cwd = await copySite('versions-three');
    const server = await dev({ cwd, port: 0, log: () => undefined });
    try {
      const get = async (path: string) => (await fetch(server.url + path)).text();
      expect(await get('/1.0/guides/accounts')).toContain('Accounts in Ledger 1 are plain.');
      expect(await get('/next/guides/journals')).toContain('Journals are new in Ledger 3.');
      expect((await fetch(`${server.url}/1.0/guides/journals`)).status).toBe(404);
      await writeFile(join(cwd, 'site/versioned_docs/version-1.0/guides/accounts.md'), '# Accounts\n\nAccounts in Ledger 1 were edited.\n');
      // On a loaded machine the watcher reports the edit late: wait for the page, not a fixed time.
      await expect.poll(() => get('/1.0/guides/accounts')).toContain('Accounts in Ledger 1 were edited.');
      expect(await get('/guides/accounts')).toContain('Accounts in Ledger 2 have one currency.');
    } finally {
      await server.close();
    }
  });
});
