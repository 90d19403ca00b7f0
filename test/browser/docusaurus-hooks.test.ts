import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { makeSite } from '../helpers.ts';
import { browserOnBuild } from './browser.ts';

const component = `'use client';
import { useLocation } from '@docusaurus/router';
import { useColorMode, useWindowSize } from '@docusaurus/theme-common';

export default function Here() {
  const { pathname, search } = useLocation();
  const { colorMode, setColorMode } = useColorMode();
  return (
    <div className="here">
      <output className="here__where">{pathname + search}</output>
      <output className="here__mode">{colorMode}</output>
      <output className="here__size">{useWindowSize()}</output>
      <button type="button" onClick={() => setColorMode(colorMode === 'dark' ? 'light' : 'dark')}>Switch</button>
    </div>
  );
}
`;

/** A showcase's filters, kept in the query string as Docusaurus's own showcase keeps them. */
const filters = `'use client';
import { useClearQueryString, useQueryString, useQueryStringList } from '@docusaurus/theme-common';

export default function Filters() {
  const [operator, setOperator] = useQueryString('operator');
  const [tags, setTags] = useQueryStringList('tags');
  const clear = useClearQueryString();
  return (
    <div className="filters">
      <output className="filters__state">{(operator || 'none') + ':' + tags.join(',')}</output>
      <button type="button" className="filters__or" onClick={() => setOperator(operator === 'OR' ? null : 'OR')}>Or</button>
      <button type="button" className="filters__tag" onClick={() => setTags((old) => [...old, 't' + old.length], { push: true })}>Tag</button>
      <button type="button" className="filters__clear" onClick={clear}>Clear</button>
    </div>
  );
}
`;

const site = browserOnBuild(async () => {
  const cwd = await makeSite({
    'static/favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'pages/index.md': '# Home\n',
    'pages/here.mdx': "import Here from '@site/components/Here';\n\n# Here\n\n<Here />\n",
    'pages/showcase.mdx': "import Filters from '@site/components/Filters';\n\n# Showcase\n\n<Filters />\n",
    'components/Here.tsx': component,
    'components/Filters.tsx': filters,
  });
  await build({ cwd });
  return join(cwd, 'build');
});

describe('Docusaurus hooks in a client component', () => {
  it('follow the browser once hydrated: the address, the colour mode (both ways with the toggle) and the window size', async () => {
    const { page, close } = await site.open(undefined, { viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
    });
    await page.goto(`${site.url}/here?tab=2`);
    await page.waitForSelector('docsgen-island[data-island-hydrated]');
    await expect(page.locator('.here__where').innerText()).resolves.toBe('/here?tab=2');
    await expect(page.locator('.here__size').innerText()).resolves.toBe('desktop');
    await expect(page.locator('.here__mode').innerText()).resolves.toBe('light');
    // The site's toggle changes the mode the component sees…
    await page.locator('.color-mode-toggle').first().click();
    await expect(page.locator('.here__mode').innerText()).resolves.toBe('dark');
    // …and the component's setColorMode changes the page's, and is remembered.
    await page.locator('.here button').click();
    await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe('light');
    await expect(page.locator('.here__mode').innerText()).resolves.toBe('light');
    await expect(page.evaluate(() => localStorage.getItem('theme'))).resolves.toBe('light');
    expect(errors).toEqual([]);
    await close();
  });

  it('keep state in the query string, changed in place: the page stays, the address and the component follow', async () => {
    const { page, close } = await site.open(undefined, { viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${site.url}/showcase?tags=a`);
    await page.waitForSelector('docsgen-island[data-island-hydrated]');
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await expect(page.locator('.filters__state').innerText()).resolves.toBe('none:a');
    await page.locator('.filters__or').click();
    await expect(page.locator('.filters__state').innerText()).resolves.toBe('OR:a');
    expect(new URL(page.url()).search).toBe('?tags=a&operator=OR');
    await page.locator('.filters__tag').click();
    await expect(page.locator('.filters__state').innerText()).resolves.toBe('OR:a,t1');
    expect(new URL(page.url()).search).toBe('?operator=OR&tags=a&tags=t1');
    await page.locator('.filters__clear').click();
    await expect(page.locator('.filters__state').innerText()).resolves.toBe('none:');
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/showcase');
    // No page load: the window is the one the test marked.
    await expect(page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).resolves.toBe(true);
    expect(errors).toEqual([]);
    await close();
  });
});
