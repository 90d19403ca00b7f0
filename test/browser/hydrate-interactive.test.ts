import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { docusaurusConfig, tempDir, writeFiles } from '../helpers.ts';
import { WHOLE_PAGE } from '../docusaurus/whole-page-files.ts';
import { browserOnBuild } from './browser.ts';

// A Docusaurus site's component as its teams write them: state and a handler, no 'use client'.
const site = browserOnBuild(async () => {
  const cwd = await tempDir();
  await writeFiles(join(cwd, 'site'), {
    'docusaurus.config.js': docusaurusConfig(),
    'docs/intro.mdx': "import Counter from '@site/src/components/Counter';\nimport Stamp from '@site/src/components/Stamp';\nimport Clock from '@site/src/components/Clock';\n\n# Intro\n\n<Counter start={2}>Counted **clicks**</Counter>\n\n<Stamp />\n\n<Clock />\n",
    // Tabs given as elements in a prop (as apify's API page writes them): only the first panel is in the page's HTML.
    'docs/tabs.mdx': "import ItemTabs from '@site/src/components/ItemTabs';\n\n# Tabs\n\n<ItemTabs items={[{ title: <b>One</b>, content: <p className=\"first\">First</p> }, { title: 'Two', content: <p className=\"second\">Second <em>panel</em></p> }]} />\n",
    'src/components/ItemTabs.jsx': "import { useState } from 'react';\n\nexport default function ItemTabs({ items }) {\n  const [at, setAt] = useState(0);\n  return <div className=\"item-tabs\">{items.map((item, index) => <button key={index} onClick={() => setAt(index)}>{item.title}</button>)}<div className=\"item-tabs__panel\">{items[at].content}</div></div>;\n}\n",
    // Effects only, and a browser-only part: nothing on the page to scroll to or point at.
    'src/components/Stamp.jsx': "import { useEffect } from 'react';\n\nexport default function Stamp() {\n  useEffect(() => {\n    document.body.dataset.stamped = 'yes';\n  }, []);\n  return null;\n}\n",
    'src/components/Clock.jsx': "import BrowserOnly from '@docusaurus/BrowserOnly';\n\nexport default function Clock() {\n  return <BrowserOnly>{() => <p className=\"clock\">in the browser</p>}</BrowserOnly>;\n}\n",
    ...WHOLE_PAGE,
    'src/components/Counter.jsx': "import React, { useState } from 'react';\n\nexport default function Counter({ start, children }) {\n  const [count, setCount] = useState(start);\n  return <div className=\"counter\"><button onClick={() => setCount(count + 1)}>{count}</button>{children}</div>;\n}\n",
  });
  const result = await build({ cwd });
  expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return join(cwd, 'site', 'build');
});

describe('A Docusaurus component with behaviour, in the browser', () => {
  it('hydrates where it stands and keeps its state and handlers, with the page content it was given', async () => {
    const { page, close } = await site.open('/docs/intro');
    expect(await page.locator('.counter button').textContent()).toBe('2');
    await page.waitForSelector('docsgen-island[data-island-hydrated]');
    await page.locator('.counter button').click();
    await page.locator('.counter button').click();
    await expect.poll(() => page.locator('.counter button').textContent()).toBe('4');
    expect(await page.locator('.counter strong').textContent()).toBe('clicks');
    await close();
  });

  it('switches tabs given as elements in a prop, each panel the HTML the server rendered', async () => {
    const { page, close } = await site.open('/docs/tabs');
    const errors: string[] = [];
    // React reports a hydration mismatch on the console (the site has no favicon: its 404 is not one).
    page.on('console', (message) => void (message.type() === 'error' && !message.text().startsWith('Failed to load resource') && errors.push(message.text())));
    page.on('pageerror', (error) => void errors.push(error.message));
    await page.waitForSelector('docsgen-island[data-island-hydrated]');
    expect(await page.locator('.item-tabs__panel').innerText()).toBe('First');
    await page.locator('.item-tabs button', { hasText: 'Two' }).click();
    await expect.poll(() => page.locator('.item-tabs__panel .second em').textContent()).toBe('panel');
    await page.locator('.item-tabs button', { hasText: 'One' }).click();
    await expect.poll(() => page.locator('.item-tabs__panel').innerText()).toBe('First');
    expect(errors).toEqual([]);
    await close();
  });

  it("hydrates a React page whole when its tabs need the page's provider: they switch, with no hydration mismatch", async () => {
    const { page, close } = await site.open('/api');
    const errors: string[] = [];
    // A mismatch is a warning of docsgen's (src/client/islands/hydrate.tsx), after which React renders the page again in the browser.
    page.on('console', (message) => void (((message.type() === 'error' && !message.text().startsWith('Failed to load resource')) || message.text().includes('hydration mismatch')) && errors.push(message.text())));
    page.on('pageerror', (error) => void errors.push(error.message));
    await page.waitForSelector('docsgen-island[data-island-hydrated]');
    await page.locator('.accent-tabs button', { hasText: 'Two' }).click();
    await expect.poll(() => page.locator('.accent-tabs p').textContent()).toBe('Two');
    expect(await page.locator('.accent-tabs').getAttribute('class')).toBe('accent-tabs accent-teal');
    expect(errors).toEqual([]);
    await close();
  });

  it('runs a component that renders nothing on the server (an effect, <BrowserOnly>) once the page is idle', async () => {
    const { page, close } = await site.open('/docs/intro');
    await expect.poll(() => page.evaluate(() => document.body.dataset.stamped)).toBe('yes');
    await expect.poll(() => page.locator('.clock').textContent()).toBe('in the browser');
    await close();
  });
});
