/**
 * The twins of the Kassa site's pages and posts (site/) hold every code sample of the page
 * exactly — language and code — and no raw HTML. Made straight from the sources, as the
 * build makes them (see llms-site.test.ts for the files a build writes).
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from '../../src/content/front-matter.ts';
import { pageTwin } from '../../src/llms/page-twin.ts';
import { repoRoot } from '../helpers.ts';
import { codeBlocks, htmlNodes, treeOf } from './twin-helpers.ts';

const siteDir = join(repoRoot, 'site');
const sources = ['pages', 'blog']
  .flatMap((folder) => readdirSync(join(siteDir, folder), { recursive: true, encoding: 'utf8' }).map((path) => join(siteDir, folder, path)))
  .filter((path) => /\.mdx?$/.test(path) && !/(^|[/\\])_/.test(relative(siteDir, path)))
  .sort();
const twinSite = { site: { url: 'https://docs.kassa.example', baseUrl: '/' }, routeOfFile: () => '/page', assetOfFile: () => undefined };

describe('the twins of the Kassa site', () => {
  it('has pages with code to check', () => {
    expect(sources.length).toBeGreaterThan(80);
  });

  it.each(sources.map((file) => [relative(siteDir, file), file]))('%s: every code sample exactly, and no HTML', (_, file) => {
    const format = file.endsWith('.mdx') ? 'mdx' : 'md';
    const twin = pageTwin({ file, format, route: '/page', title: 'Page', twinSite });
    expect(twin).toBeDefined();
    const source = codeBlocks(treeOf(parseFrontMatter(readFileSync(file, 'utf8'), file).body, format));
    const twinTree = treeOf(twin!);
    expect(codeBlocks(twinTree)).toEqual(source);
    expect(htmlNodes(twinTree)).toEqual([]);
  });
});
