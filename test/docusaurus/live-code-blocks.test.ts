import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import type { DocsgenError } from '../../src/diagnostics/diagnostic.ts';
import { docusaurusConfig, lines, makeSite, text, writeFiles } from '../helpers.ts';
import { liveCodeSite } from './live-code-site.ts';

describe('live code blocks of a site with @docusaurus/theme-live-codeblock', () => {
  it.each([
    ['the theme\'s LiveCodeBlock', {}],
    ['docsgen\'s LiveCodeBlock (a theme before 3.8.0 has none)', { before38: true }],
  ])('render a ```js live block with %s, the theme\'s Playground and the site\'s ReactLiveScope, as an island; other blocks stay code', { timeout: 60_000 }, async (_, options) => {
    const result = await build({ cwd: await liveCodeSite(options), siteDir: 'site', write: false });
    expect(lines(result.diagnostics)).toEqual([]);
    const html = text(result.files, 'docs/live/index.html');
    const island = /<docsgen-island data-island="(c[0-9a-f]+):default" data-props="([^"]*)"[^>]*>([\s\S]*?)<\/docsgen-island>/.exec(html);
    expect(island).not.toBeNull();
    // The props Docusaurus's MDX gives a code element, data the browser hydrates the playground with.
    expect(JSON.parse(island![2]!.replaceAll('&quot;', '"').replaceAll('&#x27;', "'"))).toEqual({ className: 'language-js', metastring: 'live', live: true, children: "React.createElement(Greeting, { name: 'docs' })\n" });
    // Rendered on the server as in Docusaurus: the code, and the preview once in the browser; the theme's config defaults (validateThemeConfig) read.
    expect(island![3]).toContain('<div class="playground" data-position="bottom"><pre class="playground__code language-js">React.createElement(Greeting, { name: &#x27;docs&#x27; })</pre>');
    expect(island![3]).toContain('<div class="playground__preview">Loading...</div>');
    expect(html).toContain('<div class="theme-code-block code-block" data-language="js">');
    expect(html.match(/<docsgen-island data-island="c/g)).toHaveLength(1);
  });
});

describe('live code blocks without a live-codeblock theme', () => {
  it('fail the page with one error at it saying what to install (exit code 1)', { timeout: 60_000 }, async () => {
    const cwd = await makeSite({ 'pages/live.mdx': '# Live\n\n```jsx live\n<b>hi</b>\n```\n' }, 'title: T\nurl: https://t.dev\nmarkdown:\n  liveCodeBlocks: true\n');
    const error = await build({ cwd, write: false }).then(() => undefined, (failure: DocsgenError) => failure);
    expect(error?.exitCode).toBe(1);
    expect(error!.diagnostics.map((d) => [`${d.file}:${d.line}:${d.column} ${d.message}`, d.hint])).toEqual([
      ['site/pages/live.mdx:1:1 A live code block (```jsx live) needs a live-codeblock theme, and the site has none', 'install `@docusaurus/theme-live-codeblock` and list it in `themes` (or give the site its own `src/theme/LiveCodeBlock`), or set `markdown.liveCodeBlocks: false`'],
    ]);
  });
});

describe("a theme's validateThemeConfig", () => {
  it('that throws stops the build at the theme, as Docusaurus does (exit code 2)', { timeout: 60_000 }, async () => {
    const cwd = await liveCodeSite();
    await writeFiles(join(cwd, 'site'), {
      'docusaurus.config.js': docusaurusConfig("  themes: ['@docusaurus/theme-live-codeblock'],\n  themeConfig: { liveCodeBlock: { playgroundPosition: 'left' } },\n"),
      'node_modules/@docusaurus/theme-live-codeblock/lib/index.js': [
        "module.exports = function themeLiveCodeblock() { return { name: 'docusaurus-theme-live-codeblock', getThemePath: () => './theme' }; };",
        "module.exports.validateThemeConfig = ({ themeConfig }) => { if (themeConfig.liveCodeBlock.playgroundPosition !== 'top') throw new Error('\"liveCodeBlock.playgroundPosition\" must be one of [top, bottom]'); return themeConfig; };",
      ].join('\n'),
    });
    const error = await build({ cwd, siteDir: 'site', write: false }).then(() => undefined, (failure: DocsgenError) => failure);
    expect(error?.exitCode).toBe(2);
    expect(lines(error!.diagnostics)).toEqual(['site/docusaurus.config.js:5:12 error `themeConfig` is not valid for `@docusaurus/theme-live-codeblock` (`themes[0]`): "liveCodeBlock.playgroundPosition" must be one of [top, bottom]  plugins/invalid-options']);
  });
});
