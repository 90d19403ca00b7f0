import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { lines, text } from '../helpers.ts';
import { playgroundSite } from './playground-site.ts';

describe('Markdown files given to a component with behaviour (ionic\'s playgrounds)', () => {
  it('hydrates the component with each imported file as a module of the browser bundle, its code highlighted there', async () => {
    const result = await build({ cwd: await playgroundSite(), write: false });
    expect(lines(result.diagnostics)).toEqual([]);
    const page = text(result.files, 'docs/toast/index.html');
    // The island's props name each file's module; what the component shows before its effect is the server's HTML.
    const props = /<docsgen-island data-island="c[0-9a-f]{8}:default" data-props="([^"]*)"/.exec(page)?.[1]?.replaceAll('&quot;', '"');
    const modules = props?.match(/\{"docsgen:module":"m[0-9a-f]{8}"\}/g) ?? [];
    expect(modules).toHaveLength(4);
    expect(JSON.parse(props!.replace(/\{"docsgen:module":"(m[0-9a-f]{8})"\}/g, '"$1"'))).toEqual({
      version: '8',
      code: { javascript: expect.stringMatching(/^m/), react: expect.stringMatching(/^m/), angular: { files: { 'src/app/example.component.html': expect.stringMatching(/^m/), 'src/app/example.component.ts': expect.stringMatching(/^m/) } } },
    });
    expect(page).toContain('<div class="playground__code"></div>');
    expect(page).not.toContain('ion-button');
    // Each file is a chunk of its own, with its code highlighted as on a page.
    const scripts = [...result.files.keys()].filter((path) => path.startsWith('assets/js/') && path.endsWith('.js')).map((path) => text(result.files, path));
    const chunks = scripts.filter((script) => script.includes('markdown-partial'));
    expect(chunks).toHaveLength(4);
    expect(chunks.some((chunk) => chunk.includes('ion-button') && chunk.includes('open-toast') && chunk.includes('class="shiki'))).toBe(true);
  });
});
