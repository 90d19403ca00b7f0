import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import type { DocsgenError } from '../../src/diagnostics/diagnostic.ts';
import { checkLinks } from '../../src/checks/check-links.ts';
import { headingLines } from '../../src/checks/translated-anchors.ts';
import { copySite, lines, runDocsgen, text, writeFiles } from '../helpers.ts';

/** The English, French and Arabic site, its French setup guide's heading translated without keeping its id. */
async function siteWithLostAnchor(): Promise<string> {
  const cwd = await copySite('i18n');
  const guide = join(cwd, 'site/i18n/fr/docusaurus-plugin-content-docs/current/guides/setup.md');
  await writeFile(guide, (await readFile(guide, 'utf8')).replace('## Configure the client', '## Configurer le client'));
  return cwd;
}

const LOST = 'site/i18n/fr/docusaurus-plugin-content-docs/current/guides/setup.md:9:1 warning Translated heading `## Configurer le client` (`#configurer-le-client`) lost the anchor `#configure-the-client` of site/pages/guides/setup.md, which site/pages/guides/deploy.md:7:27 links to  links/broken-anchor';

describe('links and anchors in every locale', () => {
  it('check-links checks every locale, and reports an anchor a translation lost at the translated heading', async () => {
    const cwd = await siteWithLostAnchor();
    const result = await checkLinks({ cwd });
    expect(lines(result.diagnostics)).toEqual([LOST]);
    // The pages of the three locales.
    const one = await checkLinks({ cwd: await copySite('i18n') });
    expect(one.diagnostics).toEqual([]);
    expect(result.pageCount).toBe(one.pageCount);
    expect(result.pageCount % 3).toBe(0);
  });

  it('the build reports it the same, once', async () => {
    const result = await build({ cwd: await siteWithLostAnchor(), write: false });
    expect(lines(result.diagnostics)).toEqual([LOST]);
  });

  it('reports a broken link of a translated page at that page, in the CLI too, and filters by the files given', async () => {
    const cwd = await copySite('i18n');
    const home = join(cwd, 'site/i18n/fr/docusaurus-plugin-content-docs/current/index.md');
    await writeFile(home, (await readFile(home, 'utf8')).replace('./guides/setup.md)', '/guides/nowhere)'));
    const run = await runDocsgen(['check-links'], { cwd });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('site/i18n/fr/docusaurus-plugin-content-docs/current/index.md\n');
    expect(run.stderr).toContain("site/i18n/fr/docusaurus-plugin-content-docs/current/index.md:7:33 error Broken link to `/fr/guides/nowhere` (`le guide d'installation`): no page has the route `/guides/nowhere`  links/broken-link");
    const filtered = await checkLinks({ cwd, files: ['site/pages'] });
    expect(filtered.diagnostics).toEqual([]);
  });
});

describe('the headings of a translated source', () => {
  it('are its ATX headings outside code fences, by line, front matter counted', () => {
    const source = ['---', 'title: A', '---', '# A', '', '```bash', '# a comment', '```', '', '## B {#b}', '~~~~', '## not a heading', '~~~~', '   ### C', '#hashtag'].join('\n');
    expect(headingLines(source)).toEqual([4, 10, 14]);
  });
});

describe('static files in a locale\'s pages', () => {
  it('finds a static file a translated page names with the site\'s base URL (/docs/img/x.png from /docs/fr/), and links it as written', async () => {
    const cwd = await copySite('i18n');
    const site = join(cwd, 'site');
    const config = join(site, 'config.yaml');
    await writeFile(config, (await readFile(config, 'utf8')).replace('url: https://docs.acme.test\n', 'url: https://docs.acme.test\nbaseUrl: /docs/\n'));
    await writeFiles(site, { 'static/img/x.png': 'not really a PNG' });
    const guide = join(site, 'i18n/fr/docusaurus-plugin-content-docs/current/guides/setup.md');
    await writeFile(guide, `${await readFile(guide, 'utf8')}\n[Le logo](/docs/img/x.png) ![Logo](/docs/img/x.png) ![Sans base](/img/x.png)\n`);
    const result = await build({ cwd, write: false });
    const fr = text(result.files, 'fr/guides/setup/index.html');
    expect(fr).toContain('<a href="/docs/img/x.png">Le logo</a>');
    expect(fr).toContain('<img src="/docs/img/x.png" alt="Logo"');
    // Written without the base URL: the locale's copy, as Docusaurus links it.
    expect(fr).toContain('<img src="/docs/fr/img/x.png" alt="Sans base"');
    expect(result.files.has('fr/img/x.png')).toBe(true);
    expect(result.diagnostics).toEqual([]);
    // A file that is in no static folder is still reported.
    await writeFile(guide, `${await readFile(guide, 'utf8')}\n[Absent](/docs/img/gone.png)\n`);
    const failed = await build({ cwd, write: false }).catch((error: DocsgenError) => error);
    expect(lines((failed as DocsgenError).diagnostics)).toEqual([expect.stringMatching(/^site\/i18n\/fr\/docusaurus-plugin-content-docs\/current\/guides\/setup\.md:\d+:\d+ error Broken link to `\/docs\/fr\/docs\/img\/gone\.png`/)]);
  });
});

