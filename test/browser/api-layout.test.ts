import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserOnFixture } from './browser.ts';
import type { OpenedPage } from './page-turns.ts';

/** The Shop API: `/api/list-pets` has parameters, seven code samples and two responses with examples. */
const site = browserOnFixture('openapi');

async function open(path: string, width: number, options: { javaScriptEnabled?: boolean } = {}): Promise<OpenedPage> {
  const viewport = { width, height: 900 };
  if (options.javaScriptEnabled === false) {
    const opened = await site.openAlone({ viewport, javaScriptEnabled: false });
    await opened.page.goto(site.url + path);
    return opened;
  }
  return site.open(path, { viewport, permissions: ['clipboard-read', 'clipboard-write'] });
}

async function box(page: Page, selector: string): Promise<{ x: number; y: number; width: number; height: number }> {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`${selector} is not displayed`);
  return found;
}

const PARAMETERS = 'section:has(> #parameters)';
const SAMPLES = '.api-samples';
const FIRST_RESPONSE_EXAMPLE = '.api-response-examples .tabs__panel >> nth=0';

describe('API operation page layout', () => {
  it('puts the samples and response examples beside the parameters at 1400 px, in a column that stays in view', async () => {
    const { page, close } = await open('/api/list-pets', 1400);
    const parameters = await box(page, PARAMETERS);
    const samples = await box(page, SAMPLES);
    const example = await box(page, FIRST_RESPONSE_EXAMPLE);
    expect(samples.x).toBeGreaterThanOrEqual(parameters.x + parameters.width);
    expect(example.x).toBeGreaterThanOrEqual(parameters.x + parameters.width);
    expect(samples.y).toBeGreaterThanOrEqual(0);
    expect(samples.y).toBeLessThan(900);
    expect(example.y).toBeLessThan(900);
    // The two columns take the table of contents' width.
    await expect(page.locator('.doc-toc').isVisible()).resolves.toBe(false);

    await page.evaluate(() => window.scrollTo(0, 800));
    expect((await box(page, '.api-endpoint')).y).toBeLessThan(0);
    const aside = await box(page, '.api-operation__aside');
    expect(aside.y).toBeGreaterThanOrEqual(60);
    expect(aside.y + aside.height).toBeLessThanOrEqual(900);
    expect((await box(page, SAMPLES)).y).toBeGreaterThanOrEqual(60);
    await close();
  });

  it('shows the example of the response the reader clicks or links to in the side column', async () => {
    const selected = (page: Page): Promise<string | null> => page.locator('.api-response-examples [role="tab"][aria-selected="true"]').getAttribute('data-value');
    const { page, close } = await open('/api/list-pets', 1400);
    expect(await selected(page)).toBe('200');
    await page.locator('#response-default').click();
    expect(await selected(page)).toBe('default');
    await expect(page.locator('.api-response-examples .tabs__panel[data-selected]').innerText()).resolves.toContain('"message"');
    await page.goto(`${site.url}/api/list-pets#response-200`);
    await page.goto(`${site.url}/api/list-pets#response-default`);
    expect(await selected(page)).toBe('default');
    await close();
  });

  it('keeps two columns at 1200 px and one below', async () => {
    for (const [width, columns] of [[1200, 2], [1199, 1]] as const) {
      const { page, close } = await open('/api/list-pets', width);
      const parameters = await box(page, PARAMETERS);
      const samples = await box(page, SAMPLES);
      expect(samples.x >= parameters.x + parameters.width ? 2 : 1, `at ${width} px`).toBe(columns);
      await close();
    }
  });

  it('puts the samples and response examples after the parameters, before the responses, at 800 px', async () => {
    const { page, close } = await open('/api/list-pets', 800);
    const parameters = await box(page, PARAMETERS);
    const samples = await box(page, SAMPLES);
    const example = await box(page, FIRST_RESPONSE_EXAMPLE);
    expect(samples.y).toBeGreaterThanOrEqual(parameters.y + parameters.height);
    expect(example.y).toBeGreaterThan(samples.y);
    expect(samples.x).toBe(parameters.x);
    expect(example.x).toBe(parameters.x);
    expect((await box(page, '#responses')).y).toBeGreaterThan(example.y);
    await close();
  });

  it('switches response examples by status and copies the code shown', async () => {
    const { page, close } = await open('/api/list-pets', 1400);
    const examples = page.locator('.api-response-examples');
    await examples.getByRole('tab', { name: 'default' }).click();
    const panel = examples.locator('.tabs__panel[data-selected]');
    await expect(panel.getAttribute('data-value')).resolves.toBe('default');
    await expect(examples.locator('.tabs__panel[data-value="200"]').isVisible()).resolves.toBe(false);
    await panel.hover();
    await panel.locator('.code-block__copy').click();
    // textContent, not innerText: an empty line of a highlighted block has no rendered text.
    const shown = await panel.locator('pre code').textContent();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(shown);
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toContain('"message"');

    await page.locator('.api-samples').getByRole('tab', { name: 'Python' }).click();
    const python = page.locator('.api-samples .tabs__panel[data-selected]');
    await python.hover();
    await python.locator('.code-block__copy').click();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(await python.locator('pre code').textContent());
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toMatch(/^import requests\n\nresponse = /);
    await close();
  });

  it('shows the samples and examples without JavaScript', async () => {
    for (const width of [1400, 800]) {
      const { page, close } = await open('/api/list-pets', width, { javaScriptEnabled: false });
      const curl = page.locator('.api-samples .tabs__panel').first().locator('pre');
      await expect(curl.isVisible()).resolves.toBe(true);
      await expect(curl.innerText()).resolves.toContain('curl');
      await expect(page.locator(FIRST_RESPONSE_EXAMPLE).locator('pre').isVisible()).resolves.toBe(true);
      // Every panel shows, under its own label, in a column as long as it needs.
      await expect(page.locator('.api-response-examples .tabs__panel-label').allInnerTexts()).resolves.toEqual(['200', 'default']);
      const aside = await box(page, '.api-operation__aside');
      const panels = await box(page, '.api-samples .tabs-container');
      expect(aside.height).toBeGreaterThan(panels.height);
      await close();
    }
  });
});
