import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { docusaurusConfig, tempDir, writeFiles } from '../helpers.ts';
import { browserOnBuild } from './browser.ts';

// In the image of the openapi-docs demo: a swizzled NavbarItem renders a `custom-*` type with
// a component that has state, in the bar and (`mobile`) in the phone menu.
const site = browserOnBuild(async () => {
  const cwd = await tempDir();
  await writeFiles(join(cwd, 'site'), {
    'docusaurus.config.js': docusaurusConfig("  themeConfig: { navbar: { items: [{ to: '/docs/intro', label: 'Guide' }, { type: 'custom-palette', position: 'right' }] } },\n"),
    'docs/intro.md': '# Intro\n',
    'docs/other.md': '# Other\n\n[Intro](./intro.md)\n',
    'src/theme/NavbarItem/index.jsx': "import OriginalNavbarItem from '@theme-original/NavbarItem';\nimport Palette from '@site/src/components/Palette';\n\nexport default function NavbarItem(props) {\n  if (props.type === 'custom-palette') return <Palette mobile={props.mobile} />;\n  return <OriginalNavbarItem {...props} />;\n}\n",
    'src/components/Palette.jsx': "import { useState } from 'react';\n\nexport default function Palette({ mobile }) {\n  const [picked, setPicked] = useState('green');\n  return <button className={mobile ? 'palette palette--mobile' : 'palette'} onClick={() => setPicked(picked === 'green' ? 'violet' : 'green')}>{picked}</button>;\n}\n",
  });
  const result = await build({ cwd });
  expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return join(cwd, 'site', 'build');
});

describe("A custom navbar item with behaviour, rendered by the site's NavbarItem", () => {
  it('hydrates in the bar and keeps working after a client navigation', async () => {
    const { page, close } = await site.open('/docs/other');
    const palette = page.locator('.navbar__items--right .palette');
    expect(await palette.textContent()).toBe('green');
    await palette.hover();
    await page.waitForSelector('.navbar__items--right docsgen-island[data-island-hydrated]');
    await palette.click();
    await expect.poll(() => palette.textContent()).toBe('violet');
    await page.locator('.navbar__link', { hasText: 'Guide' }).click();
    await expect.poll(() => page.locator('.navbar__items--right .palette').textContent()).toBe('violet');
    await close();
  });

  it('works in the phone menu', async () => {
    const { page, close } = await site.open('/docs/intro', { viewport: { width: 390, height: 800 } });
    await page.locator('.navbar__menu-button').click();
    // A docs page's drawer opens on its sidebar: the navbar's items are the main menu.
    await page.locator('.drawer__back').click();
    const palette = page.locator('.drawer .palette--mobile');
    await palette.waitFor();
    // The drawer's copy hydrates when the reader reaches for it.
    await expect
      .poll(async () => {
        await palette.click();
        return palette.textContent();
      })
      .toBe('violet');
    await close();
  });
});
