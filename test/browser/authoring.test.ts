import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserOnFixture } from './browser.ts';
import type { OpenedPage } from './page-turns.ts';

const site = browserOnFixture('authoring');

const CLIPBOARD = ['clipboard-read', 'clipboard-write'];

async function open(path: string, options: { javaScriptEnabled?: boolean } = {}): Promise<OpenedPage> {
  if (options.javaScriptEnabled === false) {
    const opened = await site.openAlone({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: false });
    await opened.page.goto(site.url + path);
    return opened;
  }
  return site.open(path, { viewport: { width: 1280, height: 900 }, permissions: CLIPBOARD });
}

/** The visible elements' text (innerText: what a reader sees) or, for panels, their tab value. */
const visibleTexts = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((elements) =>
    elements.filter((e) => (e as HTMLElement).offsetParent !== null).map((e) => (e as HTMLElement).dataset.value ?? (e as HTMLElement).innerText.trim()),
  );

describe('tabs in the browser', () => {
  it('show only the selected panel and switch on click', async () => {
    const { page, close } = await open('/components');
    const first = page.locator('.tabs-container').first();
    await expect(visibleTexts(page, '.tabs-container >> nth=0 >> .tabs__panel')).resolves.toEqual(['npm']);
    await first.getByRole('tab', { name: 'Yarn' }).click();
    await expect(visibleTexts(page, '.tabs-container >> nth=0 >> .tabs__panel')).resolves.toEqual(['yarn']);
    await expect(first.getByRole('tab', { name: 'Yarn' }).getAttribute('aria-selected')).resolves.toBe('true');
    // Infima's active class follows, for a site's CSS written for Docusaurus's tabs.
    await expect(first.locator('.tabs__item--active').allInnerTexts()).resolves.toEqual(['Yarn']);
    await close();
  });

  it('sync tabs of the same group, remember the choice and write the query string', async () => {
    const { page, close } = await open('/components');
    await page.locator('.tabs-container').first().getByRole('tab', { name: 'Yarn' }).click();
    await expect(visibleTexts(page, '.tabs-container >> nth=1 >> .tabs__panel')).resolves.toEqual(['yarn']);
    expect(new URL(page.url()).searchParams.get('pkg')).toBe('yarn');
    await expect(page.evaluate(() => localStorage.getItem('docsgen.tab.pkg'))).resolves.toBe('yarn');
    await page.goto(site.url + '/components');
    await expect(visibleTexts(page, '.tabs-container >> nth=1 >> .tabs__panel')).resolves.toEqual(['yarn']);
    await close();
  });

  it('select the tab named in the query string', async () => {
    const { page, close } = await open('/components?pkg=yarn');
    await expect(visibleTexts(page, '.tabs-container >> nth=0 >> .tabs__panel')).resolves.toEqual(['yarn']);
    await close();
  });

  it('move between tabs with the arrow keys', async () => {
    const { page, close } = await open('/components');
    const first = page.locator('.tabs-container').first();
    await first.getByRole('tab', { name: 'npm' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Yarn');
    await expect(visibleTexts(page, '.tabs-container >> nth=0 >> .tabs__panel')).resolves.toEqual(['yarn']);
    await page.keyboard.press('ArrowRight');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('npm');
    await close();
  });

  it('show every panel with its label when JavaScript is off', async () => {
    const { page, close } = await open('/components', { javaScriptEnabled: false });
    await expect(visibleTexts(page, '.tabs-container >> nth=0 >> .tabs__panel-label')).resolves.toEqual(['npm', 'Yarn']);
    await expect(page.locator('.tabs__list').first().isVisible()).resolves.toBe(false);
    await expect(page.locator('.code-block__copy').first().isVisible()).resolves.toBe(false);
    await close();
  });
});

describe('copy button', () => {
  it('copies the code without line numbers, from the keyboard', async () => {
    const { page, close } = await open('/code');
    const button = page.locator('.code-block__copy').first();
    await button.focus();
    await expect(button.isVisible()).resolves.toBe(true);
    await page.keyboard.press('Enter');
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(
      "import { Kassa } from '@kassa/web-sdk';\nconst kassa = new Kassa({ apiKey: 'key' });",
    );
    await expect(button.textContent()).resolves.toBe('Copied');
    await close();
  });
});

describe('code colours', () => {
  it('colour tokens by their class in the light and the dark theme (github-light and github-dark, with 4.5:1 contrast)', async () => {
    const { page, close } = await open('/code');
    const colours = () => page.evaluate(() => ['.t-red', '.t-navy'].map((selector) => getComputedStyle(document.querySelector(`.shiki ${selector}`)!).color));
    await expect(colours()).resolves.toEqual(['rgb(183, 49, 62)', 'rgb(3, 47, 98)']);
    await page.evaluate(() => localStorage.setItem('preferredColorMode', 'dark'));
    await page.reload();
    await expect(colours()).resolves.toEqual(['rgb(249, 117, 131)', 'rgb(158, 203, 255)']);
    await close();
  });
});
