import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { copySite, lines, text } from '../helpers.ts';

/** The docusaurus-links fixture: links and paths written the ways Docusaurus resolves them. */
describe('a Docusaurus project\'s links, resolved as Docusaurus resolves them', async () => {
  const cwd = await copySite('docusaurus-links');
  const result = await build({ cwd, write: false });

  it('builds without a warning about them', () => {
    expect(lines(result.diagnostics)).toEqual([]);
  });

  it('reads a Markdown link by its path in the site folder (`/docs/angular/quickstart.md`), from a page of any version, as the page of that file', () => {
    expect(text(result.files, 'docs/next/angular/add-to-existing/index.html')).toContain('<a href="/docs/next/angular/quickstart">quickstart</a>');
    expect(text(result.files, 'docs/next/angular/add-to-existing/index.html')).toContain('<a href="/docs/next/components/button">button</a>');
    // Version 1.0 has no such file: its link reaches the current version's page, the one the path names.
    expect(text(result.files, 'docs/guide/index.html')).toContain('<a href="/docs/next/angular/quickstart">quickstart</a>');
  });

  it('leaves a component\'s `src` to the component: no image is looked for next to the page', () => {
    expect(text(result.files, 'docs/next/components/button/index.html')).toContain('<iframe class="playground" title="Demo" src="/usage/button/demo.html"></iframe>');
  });

  it('copies a file a Markdown link names next to the page (`../static/img/proposal.svg`) as the page\'s asset', () => {
    const post = text(result.files, 'blog/2024/01/01/history/index.html');
    const href = /<a href="(\/assets\/images\/proposal\.[0-9a-f]{8}\.svg)">first proposal<\/a>/.exec(post)?.[1];
    expect(href).toBeDefined();
    expect(result.files.has(href!.slice(1))).toBe(true);
  });
});
