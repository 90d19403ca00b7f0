/**
 * A translated site's locales share the partials they import from the same file (ionic's pages
 * import thousands of code examples): compiled once, each locale's links put in. Each locale's
 * pages must be what building that locale alone gives, byte for byte.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { StageTimer } from '../../src/build/stage-timer.ts';
import { copySite, text, writeFiles } from '../helpers.ts';

describe('partials shared by the locales of a translated site', () => {
  it('are compiled once, and every locale’s pages are those of the locale built alone', async () => {
    const cwd = await copySite('i18n');
    const examples = Array.from({ length: 12 }, (_, index) => index);
    await writeFiles(join(cwd, 'site'), {
      // In the image of ionic's usage examples: a page importing partials that are code blocks, a partial linking into the docs, one of tabs.
      'pages/guides/examples.mdx': `${examples.map((index) => `import Example${index} from '@site/static/usage/example-${index}.md';`).join('\n')}\nimport Linked from './_linked.md';\nimport Tabbed from './_tabbed.mdx';\n\n# Examples\n\n${examples.map((index) => `<Example${index} />`).join('\n\n')}\n\n<Linked />\n\n<Tabbed />\n`,
      ...Object.fromEntries(examples.map((index) => [`static/usage/example-${index}.md`, `\`\`\`html\n<ion-badge color="danger">${index}</ion-badge>\n\`\`\`\n`])),
      'pages/guides/_linked.md': 'Read [the setup guide](/guides/setup#install) and ![the logo](/img/logo.svg).\n',
      'pages/guides/_tabbed.mdx': "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n<Tabs>\n<TabItem value=\"js\" label=\"JavaScript\">\n\n```js\nconst badge = 1;\n```\n\n</TabItem>\n</Tabs>\n",
      'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    });
    const timer = new StageTimer();
    const all = await build({ cwd, write: false, cache: false, timer });
    expect(all.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    // Every partial of the page, for fr and ar.
    expect(timer.counts.get('partials compiled once for several locales')).toBe(28);
    expect(text(all.files, 'fr/guides/examples/index.html')).toContain('href="/fr/guides/setup#install"');
    for (const locale of ['fr', 'ar']) {
      const alone = await build({ cwd, write: false, cache: false, locales: [locale] });
      const pages = [...alone.files.keys()].filter((path) => path.endsWith('.html'));
      expect(pages).toContain(`${locale}/guides/examples/index.html`);
      for (const path of pages) expect({ path, html: text(all.files, path) }).toEqual({ path, html: text(alone.files, path) });
    }
  });
});
