import { describe, expect, it } from 'vitest';
import { browserOnFixture } from './browser.ts';

/** The i18n fixture: English at the root, French (partly translated) under /fr/, Arabic (right to left) under /ar/. */
const site = browserOnFixture('i18n');

describe('a translated site in the browser', () => {
  it('keeps the reader on the same page when another locale is chosen in the dropdown', async () => {
    const { page, close } = await site.open('/guides/setup');
    await page.locator('.navbar__locales > summary').click();
    await page.locator('.navbar__locales a[data-locale="fr"]').click();
    await page.waitForURL(`${site.url}/fr/guides/setup`);
    expect(await page.locator('h1').textContent()).toBe('Installation');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr-FR');
    await page.locator('.navbar__locales > summary').click();
    await page.locator('.navbar__locales a[data-locale="ar"]').click();
    await page.waitForURL(`${site.url}/ar/guides/setup`);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await close();
  });

  it('lays an Arabic page out right to left, sidebar on the right, with code blocks left to right', async () => {
    const { page, close } = await site.open('/ar/guides/setup');
    const sidebar = (await page.locator('.sidebar').boundingBox())!;
    const article = (await page.locator('article').first().boundingBox())!;
    expect(sidebar.x).toBeGreaterThan(article.x);
    expect(await page.locator('.code-block').first().evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
    await page.goto(`${site.url}/guides/setup`);
    const ltrSidebar = (await page.locator('.sidebar').boundingBox())!;
    expect(ltrSidebar.x).toBeLessThan((await page.locator('article').first().boundingBox())!.x);
    await close();
  });

  it('serves an untranslated page in the default language under the locale\'s URL, with every locale\'s alternate', async () => {
    const { page, close } = await site.open('/fr/guides/deploy');
    expect(await page.locator('article').first().textContent()).toContain('Deploy to production.');
    expect(await page.locator('.navbar__items a', { hasText: 'Tutoriels' }).getAttribute('href')).toBe('/fr/guides/setup');
    const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`));
    expect(alternates).toEqual(['en https://docs.acme.test/guides/deploy', 'fr-FR https://docs.acme.test/fr/guides/deploy', 'ar https://docs.acme.test/ar/guides/deploy', 'x-default https://docs.acme.test/guides/deploy']);
    await close();
  });

  it('searches the locale being read: a French query finds the French page', async () => {
    const { page, close } = await site.open();
    const search = async (query: string): Promise<string[]> => {
      await page.locator('.search-button').click();
      await page.getByRole('combobox').fill(query);
      await page.locator('.search-result').first().waitFor({ timeout: 5000 }).catch(() => undefined);
      return page.locator('.search-result').evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')!.split('#')[0]!))]);
    };
    await page.goto(`${site.url}/fr/guides/setup`);
    // The French home page and the French blog post say « factures »; the English ones do not.
    expect((await search('factures')).sort()).toEqual(['/fr/', '/fr/blog/2025/01/20/hello']);
    await page.goto(`${site.url}/guides/setup`);
    expect((await search('invoices')).sort()).toEqual(['/', '/blog/2025/01/20/hello']);
    await page.goto(`${site.url}/guides/setup`);
    expect(await search('factures')).toEqual([]);
    await close();
  });

  it('shows the search box in the locale being read: its button, dialog, groups and messages', async () => {
    const { page, close } = await site.open('/fr/guides/setup');
    await page.getByRole('button', { name: 'Rechercher (Ctrl+K)' }).click();
    const input = page.getByRole('combobox', { name: 'Rechercher' });
    expect(await input.getAttribute('placeholder')).toBe('Rechercher dans la doc');
    expect(await page.getByRole('dialog', { name: 'Rechercher dans la documentation' }).count()).toBe(1);
    // The status says the index is loading ("Chargement de l'index de recherche…") until it is there.
    await expect.poll(() => page.locator('.search-dialog__status').textContent()).toBe("Tapez pour chercher dans la documentation et la référence de l'API.");
    expect(await page.locator('.search-dialog__footer').textContent()).toBe('↵ pour choisir↑↓ pour navigueresc pour fermer');
    await input.fill('factures');
    await page.locator('.search-result').first().waitFor({ timeout: 5000 });
    expect(await page.locator('.search-group__label').first().textContent()).toBe('Meilleur résultat');
    expect(await page.getByRole('listbox', { name: 'Résultats de la recherche' }).count()).toBe(1);
    await expect.poll(() => page.locator('.search-dialog [aria-live="polite"]').textContent()).toBe('2 résultats');
    await input.fill('zzzqqq');
    await expect.poll(() => page.locator('.search-dialog__status').textContent()).toBe('Aucun résultat pour “zzzqqq”');
    await page.getByRole('button', { name: 'Annuler' }).click();
    expect(await page.locator('.search-dialog').count()).toBe(0);
    // The default locale keeps the English strings.
    await page.goto(`${site.url}/guides/setup`);
    await page.getByRole('button', { name: 'Search (Ctrl+K)' }).click();
    expect(await page.getByRole('combobox', { name: 'Search' }).getAttribute('placeholder')).toBe('Search docs');
    await close();
  });

  it('labels the phone menu\'s drawer in the locale being read', async () => {
    const { page, close } = await site.open('/fr/guides/setup', { viewport: { width: 390, height: 800 } });
    await page.locator('.navbar__menu-button').click();
    expect(await page.locator('.drawer__back').textContent()).toBe('← Retour au menu principal');
    await page.goto(`${site.url}/guides/setup`);
    await page.locator('.navbar__menu-button').click();
    expect(await page.locator('.drawer__back').textContent()).toBe('← Back to main menu');
    expect(await page.locator('.drawer__close').getAttribute('aria-label')).toBe('Close navigation');
    await close();
  });

  it('labels the code blocks\' copy button in the locale being read, before and after copying', async () => {
    const { page, close } = await site.open('/fr/api/list-payments', { viewport: { width: 1400, height: 900 }, permissions: ['clipboard-read', 'clipboard-write'] });
    const button = page.locator('.api-samples .tabs__panel[data-selected] .code-block__copy');
    await button.focus();
    expect(await button.textContent()).toBe('Copier');
    expect(await button.getAttribute('aria-label')).toBe('Copier le code');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('.api-samples .tabs__panel[data-selected] .code-block__copy')?.textContent === 'Copié');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await page.locator('.api-samples .tabs__panel[data-selected] pre code').textContent());
    await page.waitForFunction(() => document.querySelector('.api-samples .tabs__panel[data-selected] .code-block__copy')?.textContent === 'Copier', undefined, { timeout: 5000 });
    await close();
  });
});
