import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { docusaurusConfig, tempDir, writeFiles } from '../helpers.ts';
import { browserOnBuild } from './browser.ts';

// As create-docusaurus's pages write them: a component the page exports, a button written inline, and state from an import.
const PAGE = [
  "import { useState } from 'react';",
  '',
  '# Features',
  '',
  'export const Highlight = ({children, color}) => (',
  '  <span className="highlight" style={{ backgroundColor: color }} onClick={() => alert(`You clicked ${children}`)}>{children}</span>',
  ');',
  '',
  'export const Tally = () => {',
  '  const [count, setCount] = useState(0);',
  '  return <button className="tally" onClick={() => setCount(count + 1)}>{count} clicks</button>;',
  '};',
  '',
  'This is <Highlight color="#25c2a0">Docusaurus green</Highlight> !',
  '',
  '<button className="inline" onClick={() => alert("button clicked!")}>Click me!</button>',
  '',
  '<Tally />',
  '',
].join('\n');

const site = browserOnBuild(async () => {
  const cwd = await tempDir();
  await writeFiles(join(cwd, 'site'), { 'docusaurus.config.js': docusaurusConfig(), 'docs/features.mdx': PAGE });
  const result = await build({ cwd });
  expect(result.diagnostics).toEqual([]);
  return join(cwd, 'site', 'build');
});

describe("A page's own components with behaviour, in the browser", () => {
  it('runs the handlers and state of components the page exports and of elements written inline', async () => {
    const { page, close } = await site.open();
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`${site.url}/docs/features`);
    await page.locator('.highlight').scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator('docsgen-island[data-island-hydrated]').count()).toBe(3);
    await page.locator('.highlight').click();
    await page.locator('.inline').click();
    await page.locator('.tally').click();
    await page.locator('.tally').click();
    await expect.poll(() => page.locator('.tally').textContent()).toBe('2 clicks');
    expect(alerts).toEqual(['You clicked Docusaurus green', 'button clicked!']);
    await close();
  });
});
