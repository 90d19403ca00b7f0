import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { playgroundSite, SNIPPETS } from '../docusaurus/playground-site.ts';
import { browserOnBuild } from './browser.ts';

const site = browserOnBuild(async () => {
  const cwd = await playgroundSite();
  const result = await build({ cwd });
  expect(result.diagnostics).toEqual([]);
  return join(cwd, 'site', 'build');
});

describe('Markdown files given to a component with behaviour, in the browser', () => {
  it('shows the code of the framework picked, highlighted, and switches framework', async () => {
    const { page, close } = await site.open();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      // The fixture has no favicon nor home page, which the browser and the prefetch ask for.
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
    });
    await page.goto(`${site.url}/docs/toast`);
    await page.locator('.playground').scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator('docsgen-island[data-island-hydrated]').count()).toBe(1);
    const code = page.locator('.playground__code');
    await expect.poll(() => code.locator('pre.shiki').textContent()).toBe(SNIPPETS.javascript);
    // Highlighted as the page's own blocks are: tokens in spans.
    expect(await code.locator('pre.shiki span.line > span').count()).toBeGreaterThan(3);
    await page.locator('.playground__framework--react').click();
    await expect.poll(() => code.locator('pre.shiki').textContent()).toBe(SNIPPETS.react);
    await page.locator('.playground__framework--angular').click();
    await expect.poll(() => code.locator('.playground__file').evaluateAll((files) => files.map((file) => [(file as HTMLElement).dataset.file, file.querySelector('pre')?.textContent?.split('\n')[0]]))).toEqual([
      ['src/app/example.component.html', SNIPPETS.html],
      ['src/app/example.component.ts', SNIPPETS.ts],
    ]);
    expect(await page.locator('.playground__framework--angular').getAttribute('aria-pressed')).toBe('true');
    expect(errors).toEqual([]);
    await close();
  });
});
