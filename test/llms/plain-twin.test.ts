/**
 * The fast path of twins (plain-twin.ts) gives the Markdown the parsed path gives — the same
 * mdast once read — on the Kassa site, docsgen's docs, the fixtures and the bench corpus, and
 * takes the plain pages it is for.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Root } from 'mdast';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module without types; the corpus generator of `npm run bench`.
import { writeCorpus } from '../../scripts/bench-corpus.mjs';
import { parseFrontMatter } from '../../src/content/front-matter.ts';
import { preprocess } from '../../src/content/parse-markdown.ts';
import { pageTwin } from '../../src/llms/page-twin.ts';
import { plainTwin } from '../../src/llms/plain-twin.ts';
import { fixturesDir, repoRoot, tempDir } from '../helpers.ts';
import { treeOf } from './twin-helpers.ts';

const twinSite = { site: { url: 'https://docs.test', baseUrl: '/' }, routeOfFile: (file: string) => `/${relative(repoRoot, file).replace(/\.mdx?$/, '')}`, assetOfFile: () => undefined };

/** Markdown files under `dir`, partials left out. */
const sourcesIn = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.mdx?$/.test(path) && !/(^|[/\\])_/.test(path) && !/node_modules/.test(path))
    .map((path) => join(dir, path))
    .sort();

/** A tree without positions: what a reader of the Markdown gets. */
const shape = (tree: Root): unknown => JSON.parse(JSON.stringify(tree, (key, value: unknown) => (key === 'position' ? undefined : value)));

function bothPaths(file: string): { fast: string; parsed: string } {
  const format = file.endsWith('.mdx') ? 'mdx' : 'md';
  const twin = (fastPath: boolean): string => pageTwin({ file, format, route: '/page', title: 'Page', twinSite, fastPath })!;
  return { fast: twin(true), parsed: twin(false) };
}

describe('the fast path of twins', async () => {
  const corpus = await tempDir();
  writeCorpus({ dir: corpus, pages: 40 });
  const sources = [
    ...sourcesIn(join(repoRoot, 'site', 'pages')),
    ...sourcesIn(join(repoRoot, 'site', 'blog')),
    ...sourcesIn(join(repoRoot, 'docs', 'pages')),
    ...sourcesIn(join(fixturesDir, 'sites')),
    ...sourcesIn(join(corpus, 'site', 'pages')),
  ];

  it.each(sources.map((file) => [relative(repoRoot, file).replace(/^.*docsgen-test-[^/]+\//, 'bench/'), file]))('%s: the same Markdown as the parsed path', (_, file) => {
    const { fast, parsed } = bothPaths(file);
    expect(shape(treeOf(fast))).toEqual(shape(treeOf(parsed)));
  });

  it('takes every page of the bench corpus, and plain pages of the Kassa site', () => {
    const plain = (file: string): boolean => {
      const format = file.endsWith('.mdx') ? 'mdx' : 'md';
      return plainTwin(preprocess(parseFrontMatter(readFileSync(file, 'utf8'), file).body, format).source, format, { link: (url) => url, image: (url) => url }) !== undefined;
    };
    expect(sourcesIn(join(corpus, 'site', 'pages')).filter((file) => !plain(file))).toEqual([]);
    expect(sourcesIn(join(repoRoot, 'site', 'pages')).filter(plain).length).toBeGreaterThan(10);
  });
});
