/**
 * Mermaid code blocks at build time: with `markdown.mermaid` they are islands carrying their
 * source (drawn in the browser, see test/browser/mermaid.test.ts); without it, code.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { mapDocusaurusConfig } from '../../src/docusaurus/map-config.ts';
import { lines, makeSite } from '../helpers.ts';

const page = { 'pages/index.md': '# Flow\n\n```mermaid\ngraph TD\n  A[Cart] --> B["<Checkout>"]\n```\n' };

describe('mermaid code blocks', () => {
  it('are a highlighted code block when markdown.mermaid is off', async () => {
    const cwd = await makeSite(page, 'title: M\nurl: https://m.test\n');
    expect((await build({ cwd })).diagnostics).toEqual([]);
    const html = await readFile(join(cwd, 'build', 'index.html'), 'utf8');
    expect(html).not.toContain('data-island="mermaid"');
    expect(html).toContain('data-language="mermaid"');
  });

  it('carry their source, escaped, and warn once when the site has no mermaid package', async () => {
    const cwd = await makeSite(page, 'title: M\nurl: https://m.test\nmarkdown:\n  mermaid: true\n');
    const result = await build({ cwd });
    expect(lines(result.diagnostics)).toEqual([
      'site/config.yaml warning `markdown.mermaid` is on, but the site has no `mermaid` package: diagrams are shown as their source  content/mermaid-not-installed',
    ]);
    const html = await readFile(join(cwd, 'build', 'index.html'), 'utf8');
    expect(html).toContain('data-island="mermaid"');
    expect(html).toContain('<pre class="mermaid__source">graph TD\n  A[Cart] --> B["&#x3C;Checkout>"]</pre>');
  });

  it('follow a Docusaurus config\'s markdown.mermaid', () => {
    const relative = (file: string): string => file;
    expect(mapDocusaurusConfig({ markdown: { mermaid: true } }, { relative }).config).toMatchObject({ markdown: { mermaid: true } });
    expect(mapDocusaurusConfig({ markdown: { mermaid: false } }, { relative }).config).not.toHaveProperty('markdown.mermaid');
  });
});
