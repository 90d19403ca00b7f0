/**
 * theme.codeColors as readers see it: a code block's tokens, background, title and copy button
 * take the site's colours in the mode they are set for, inline code and the other mode keep
 * docsgen's.
 */
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { build } from '../../src/build/build.ts';
import { makeSite } from '../helpers.ts';
import { browserOnBuild } from './browser.ts';

const site = browserOnBuild(async () => {
  const cwd = await makeSite(
    { 'pages/index.md': '# Colours\n\nRun `docsgen build` first.\n\n```ts title="app.ts"\nconst answer = 42;\n```\n' },
    "title: Colours\nurl: https://colours.dev\ntheme:\n  codeColors:\n    light:\n      plain: '#f8f8f2'\n      background: '#272822'\n      keyword: '#f92672'\n",
  );
  await build({ cwd });
  return join(cwd, 'build');
});

describe('theme.codeColors in the browser', () => {
  it('colours the block, its title and copy button in light mode only; inline code keeps the page\'s colours', async () => {
    const { page, close } = await site.open('/');
    const colours = () =>
      page.evaluate(() => {
        const style = (selector: string) => getComputedStyle(document.querySelector(selector)!);
        const keyword = [...document.querySelectorAll('.code-block pre span')].find((span) => span.textContent === 'const')!;
        return {
          block: style('.code-block').backgroundColor,
          keyword: getComputedStyle(keyword).color,
          title: style('.code-block__title').color,
          copy: `${style('.code-block__copy').color} on ${style('.code-block__copy').backgroundColor}`,
          inline: style('.markdown p code').backgroundColor,
        };
      });
    await page.evaluate(() => (document.documentElement.dataset.theme = 'light'));
    const light = await colours();
    expect(light).toMatchObject({ block: 'rgb(39, 40, 34)', keyword: 'rgb(249, 38, 114)', title: 'rgb(248, 248, 242)', copy: 'rgb(248, 248, 242) on rgb(39, 40, 34)' });
    expect(light.inline).not.toBe('rgb(39, 40, 34)');
    await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
    const dark = await colours();
    expect(dark.block).not.toBe('rgb(39, 40, 34)');
    expect(dark.keyword).not.toBe('rgb(249, 38, 114)');
    expect(dark.copy).not.toContain('rgb(39, 40, 34)');
    await close();
  });
});
