/**
 * Mermaid diagrams (`markdown.mermaid`, as Docusaurus's theme-mermaid gives them): drawn in
 * the browser with the site's `mermaid` package, which only pages with a diagram load.
 */
import { symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { makeSite, repoRoot } from '../helpers.ts';
import { browserOnBuild } from './browser.ts';

const site = browserOnBuild(async () => {
  const cwd = await makeSite(
    {
      'pages/index.md': '# Flow\n\n```mermaid\ngraph TD\n  A[Cart] --> B[Checkout]\n```\n',
      'pages/plain.md': '# Plain\n\nNo diagram here.\n',
    },
    'title: M\nurl: https://m.test\nmarkdown:\n  mermaid: true\n',
  );
  await symlink(join(repoRoot, 'node_modules'), join(cwd, 'site', 'node_modules'), 'dir');
  const result = await build({ cwd });
  expect(result.diagnostics).toEqual([]);
  return join(cwd, 'build');
});

describe('mermaid diagrams', () => {
  it('are drawn as SVG where the page has one, from the source the HTML carries', { timeout: 60_000 }, async () => {
    const { page, close } = await site.open();
    await page.goto(site.url + '/');
    expect(await page.locator('.mermaid__source').count()).toBeLessThanOrEqual(1);
    await page.locator('.mermaid[data-drawn] svg').waitFor({ timeout: 30_000 });
    expect(await page.locator('.mermaid svg').textContent()).toContain('Checkout');
    await close();
  });

  it('load nothing of mermaid on a page without a diagram', { timeout: 60_000 }, async () => {
    site.server.requests.length = 0;
    const { page, close } = await site.open();
    await page.goto(site.url + '/plain', { waitUntil: 'networkidle' });
    const scripts = site.server.requests.filter((path) => path.endsWith('.js'));
    site.server.requests.length = 0;
    await page.goto(site.url + '/', { waitUntil: 'networkidle' });
    await page.locator('.mermaid[data-drawn] svg').waitFor({ timeout: 30_000 });
    const withDiagram = site.server.requests.filter((path) => path.endsWith('.js'));
    // The diagram page fetches mermaid's chunks on top of what every page loads.
    expect(withDiagram.length).toBeGreaterThan(scripts.length + 3);
    await close();
  });
});
