import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { makeSite } from '../helpers.ts';
import { browserOnBuild } from './browser.ts';

// In the image of @docusaurus/plugin-pwa's client module, which keeps the reader's choice in a storage slot.
const CHOICE = [
  "'use client';",
  "import { createStorageSlot, listStorageKeys, useStorageSlot } from '@docusaurus/theme-common';",
  '',
  'export default function Choice() {',
  "  const [value, slot] = useStorageSlot('docusaurus.pwa.choice');",
  '  return (',
  '    <p className="choice">',
  "      <span className=\"value\">{value ?? 'none'}</span>",
  "      <button className=\"set\" onClick={() => slot.set('installed')}>Install</button>",
  "      <button className=\"del\" onClick={() => createStorageSlot('docusaurus.pwa.choice').del()}>Forget</button>",
  "      <span className=\"keys\">{String(listStorageKeys().includes('docusaurus.pwa.choice'))}</span>",
  '    </p>',
  '  );',
  '}',
  '',
].join('\n');

const site = browserOnBuild(async () => {
  const cwd = await makeSite({ 'pages/index.mdx': "import Choice from '@site/components/Choice';\n\n# Home\n\n<Choice />\n", 'components/Choice.tsx': CHOICE });
  const result = await build({ cwd });
  expect(result.diagnostics).toEqual([]);
  return join(cwd, 'build');
});

describe("@docusaurus/theme-common's storage slots", () => {
  it('hold nothing on the server, and in the browser follow what the page writes and removes', async () => {
    const { page, close } = await site.open('/');
    expect(await page.locator('.choice .value').textContent()).toBe('none');
    await page.waitForSelector('docsgen-island[data-island-hydrated]');
    await page.locator('.choice .set').click();
    await expect.poll(() => page.locator('.choice .value').textContent()).toBe('installed');
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.pwa.choice'))).toBe('installed');
    await page.locator('.choice .del').click();
    await expect.poll(() => page.locator('.choice .value').textContent()).toBe('none');
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.pwa.choice'))).toBeNull();
    await close();
  });
});
