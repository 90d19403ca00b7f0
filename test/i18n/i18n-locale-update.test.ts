import { readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { copySite, runDocsgen } from '../helpers.ts';

const exists = (path: string): Promise<boolean> => stat(path).then(() => true, () => false);
const mtime = async (path: string): Promise<number> => (await stat(path)).mtimeMs;

describe('build --locale on an existing output folder', () => {
  it('updates only that locale\'s folder: the other locales\' files stay, and stay known to the next build', async () => {
    const cwd = await copySite('i18n');
    const out = join(cwd, 'build');
    await build({ cwd });
    const english = await mtime(join(out, 'index.html'));
    const arabic = await readFile(join(out, 'ar', 'index.html'), 'utf8');
    const page = join(cwd, 'site/i18n/fr/docusaurus-plugin-content-docs/current/index.md');
    await writeFile(page, (await readFile(page, 'utf8')).replace('Acme envoie des factures.', 'Acme envoie vos factures.'));
    await writeFile(join(out, 'fr', 'stray.html'), 'left by hand');
    await writeFile(join(out, 'stray.txt'), 'left by hand');

    const result = await build({ cwd, locales: ['fr'] });
    expect(result.locales).toEqual({ built: ['fr'], others: ['en', 'ar'] });
    expect(await readFile(join(out, 'fr', 'index.html'), 'utf8')).toContain('Acme envoie vos factures.');
    // fr/ is the build's: what it no longer makes goes. The rest of the folder is left as it was.
    expect(await exists(join(out, 'fr', 'stray.html'))).toBe(false);
    expect(await exists(join(out, 'stray.txt'))).toBe(true);
    expect(await readFile(join(out, 'ar', 'index.html'), 'utf8')).toBe(arabic);
    expect(await mtime(join(out, 'index.html'))).toBe(english);
    expect(await exists(join(out, 'sitemap.xml'))).toBe(true);
    expect(await exists(join(out, 'ar', 'search'))).toBe(true);

    // The next whole build still knows the English files unchanged: it leaves them in place.
    await build({ cwd });
    expect(await mtime(join(out, 'index.html'))).toBe(english);
    expect(await exists(join(out, 'stray.txt'))).toBe(false);
  });

  it('says which locales it built and which it left', async () => {
    const cwd = await copySite('i18n');
    expect((await runDocsgen(['build'], { cwd })).code).toBe(0);
    const run = await runDocsgen(['build', '--locale', 'ar', 'fr'], { cwd });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('  locales: fr, ar built; the files of en in build/ are left as they were\n');
    expect(await exists(join(cwd, 'build', 'index.html'))).toBe(true);
  });

  it('builds the default locale alone without touching the other locales\' folders', async () => {
    const cwd = await copySite('i18n');
    await build({ cwd });
    const french = await mtime(join(cwd, 'build', 'fr', 'index.html'));
    await build({ cwd, locales: ['en'] });
    expect(await mtime(join(cwd, 'build', 'fr', 'index.html'))).toBe(french);
    expect(await exists(join(cwd, 'build', 'ar', 'guides', 'setup', 'index.html'))).toBe(true);
  });

  it('builds every locale when the site\'s locales changed since the output was built: no page lists the old ones', async () => {
    const cwd = await copySite('i18n');
    const out = join(cwd, 'build');
    await build({ cwd });
    expect(await readFile(join(out, 'ar', 'index.html'), 'utf8')).toContain('data-locale="fr">Français</a>');
    // Nothing changed: only fr/ is built.
    expect((await build({ cwd, locales: ['fr'] })).locales).toEqual({ built: ['fr'], others: ['en', 'ar'] });
    const config = join(cwd, 'site', 'config.yaml');
    await writeFile(config, (await readFile(config, 'utf8')).replace('    fr:\n      htmlLang: fr-FR\n', '    fr:\n      htmlLang: fr-FR\n      label: Français (France)\n'));
    const result = await build({ cwd, locales: ['fr'] });
    expect(result.relistedFrom).toEqual(['fr']);
    expect(result.locales).toBeUndefined();
    for (const page of ['index.html', 'ar/index.html', 'fr/index.html']) {
      const html = await readFile(join(out, page), 'utf8');
      expect(html).toContain('data-locale="fr">Français (France)</a>');
    }
    // Built with these locales: the next --locale build is partial again.
    expect((await build({ cwd, locales: ['ar'] })).locales).toEqual({ built: ['ar'], others: ['en', 'fr'] });
    const run = await runDocsgen(['build', '--locale', 'fr'], { cwd });
    expect(run.stdout).toContain('  locales: fr built; the files of en, ar in build/ are left as they were\n');
    await writeFile(config, (await readFile(config, 'utf8')).replace('locales: [en, fr, ar]', 'locales: [en, fr, ar, de]'));
    const relisted = await runDocsgen(['build', '--locale', 'fr'], { cwd });
    expect(relisted.code).toBe(0);
    expect(relisted.stdout).toContain('  locales: every locale built, not only fr: the site\'s locales changed since build/ was built, and every page lists them\n');
    expect(await readFile(join(out, 'index.html'), 'utf8')).toContain('hrefLang="de"');
  });
});
