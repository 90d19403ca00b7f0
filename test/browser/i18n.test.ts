import { describe, expect, it } from 'vitest';
import { browserOnFixture } from './browser.ts';

/** The i18n fixture: English at the root, French (partly translated) under /fr/, Arabic (right to left) under /ar/. */
const site = browserOnFixture('i18n');

describe('a translated site in the browser', () => {
  it('keeps the reader on the same page when another locale is chosen in the dropdown', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${site.url}/guides/setup`);
    await page.locator('.navbar__locales > summary').click();
    await page.locator('.navbar__locales a[data-locale="fr"]').click();
    await page.waitForURL(`${site.url}/fr/guides/setup`);
    expect(await page.locator('h1').textContent()).toBe('Installation');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr-FR');
    await page.locator('.navbar__locales > summary').click();
    await page.locator('.navbar__locales a[data-locale="ar"]').click();
    await page.waitForURL(`${site.url}/ar/guides/setup`);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.close();
  });

  it('lays an Arabic page out right to left, sidebar on the right, with code blocks left to right', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${site.url}/ar/guides/setup`);
    const sidebar = (await page.locator('.sidebar').boundingBox())!;
    const article = (await page.locator('article').first().boundingBox())!;
    expect(sidebar.x).toBeGreaterThan(article.x);
    expect(await page.locator('.code-block').first().evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
    await page.goto(`${site.url}/guides/setup`);
    const ltrSidebar = (await page.locator('.sidebar').boundingBox())!;
    expect(ltrSidebar.x).toBeLessThan((await page.locator('article').first().boundingBox())!.x);
    await page.close();
  });

  it('serves an untranslated page in the default language under the locale\'s URL, with every locale\'s alternate', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.url}/fr/guides/deploy`);
    expect(await page.locator('article').first().textContent()).toContain('Deploy to production.');
    expect(await page.locator('.navbar__items a', { hasText: 'Tutoriels' }).getAttribute('href')).toBe('/fr/guides/setup');
    const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`));
    expect(alternates).toEqual(['en https://docs.acme.test/guides/deploy', 'fr-FR https://docs.acme.test/fr/guides/deploy', 'ar https://docs.acme.test/ar/guides/deploy', 'x-default https://docs.acme.test/guides/deploy']);
    await page.close();
  });

  it('searches the locale being read: a French query finds the French page', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const search = async (query: string): Promise<string[]> => {
      await page.getByRole('button', { name: 'Search (Ctrl+K)' }).click();
      await page.getByRole('combobox', { name: 'Search' }).fill(query);
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
    await page.close();
  });
});
