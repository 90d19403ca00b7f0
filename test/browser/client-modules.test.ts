/**
 * Plugins' client modules run in the browser as Docusaurus runs them: imported once by every
 * page, `onRouteDidUpdate` called for the first page and after each client-side navigation
 * (with the previous location), `onRouteUpdate` before the swap.
 */
import { describe, expect, it } from 'vitest';
import { browserOnFixture } from './browser.ts';

const site = browserOnFixture('basic', async (cwd) => {
  const { writeFiles } = await import('../helpers.ts');
  const { readFile, writeFile } = await import('node:fs/promises');
  const { join } = await import('node:path');
  await writeFiles(join(cwd, 'site'), {
    'plugins/route-log.mjs': "export default function routeLog() {\n  return { name: 'route-log', getClientModules: () => ['./route-log-client.js'] };\n}\n",
    'plugins/route-log-client.js': [
      'window.routeLog = [];',
      "export function onRouteUpdate({ location }) { window.routeLog.push(['will', location.pathname]); }",
      'export default {',
      "  onRouteDidUpdate({ location, previousLocation }) { window.routeLog.push(['did', location.pathname, previousLocation ? previousLocation.pathname : null]); },",
      '};',
    ].join('\n'),
  });
  const config = join(cwd, 'site', 'config.yaml');
  await writeFile(config, `${await readFile(config, 'utf8')}\nplugins: [./plugins/route-log.mjs]\n`);
});

describe('client modules', () => {
  it('hear the first page and every client-side navigation, with the previous location', async () => {
    const { page, close } = await site.open('/guides');
    await page.waitForFunction(() => (window as unknown as { routeLog?: unknown[] }).routeLog?.length === 1);
    await page.locator('.sidebar a', { hasText: 'Setup' }).click();
    await page.waitForURL(`${site.url}/guides/setup`);
    await page.waitForFunction(() => (window as unknown as { routeLog: unknown[] }).routeLog.length === 3);
    expect(await page.evaluate(() => (window as unknown as { routeLog: unknown[] }).routeLog)).toEqual([
      ['did', '/guides', null],
      ['will', '/guides/setup'],
      ['did', '/guides/setup', '/guides'],
    ]);
    await close();
  });
});
