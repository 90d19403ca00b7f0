import { cp } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/build/build.ts';
import type { OutputFile } from '../../src/build/write-output.ts';
import { dev, type DevServer } from '../../src/dev/dev-server.ts';
import { repoRoot, tempDir } from '../helpers.ts';

async function html(result: BuildResult, path: string): Promise<string | undefined> {
  const file = result.files.get(path) as OutputFile | undefined;
  if (!file) return undefined;
  const contents = 'render' in file ? file.render() : 'contents' in file ? file.contents : '';
  return typeof contents === 'string' ? contents : Buffer.from(contents).toString('utf8');
}

/** Kassa pages of every kind the first-page build handles. */
const KASSA_PAGES: Array<[route: string, kind: string]> = [
  ['/', 'docs page, home sidebar'],
  ['/key-concepts', 'docs page'],
  ['/sdk', 'MDX page with <DocCardList />'],
  ['/swift-sdk/getting-started', 'MDX page that imports components (code)'],
  ['/api-rest', 'docs page under the API route, sidebar listing the API'],
  ['/api-rest/get-products', 'API operation'],
  ['/api-rest/schemas/cart', 'API schema'],
  ['/api-rest/kassa-api', 'API overview, listing every operation and schema'],
];

describe('building one page first (BuildOptions.onlyRoute)', () => {
  it('renders each page as the whole-site build does, and nothing for routes that are no docs or API page', { timeout: 120_000 }, async () => {
    const options = { cwd: repoRoot, write: false, offline: true, drafts: true, lazy: true, quickStart: true, hashStylesheet: false, cache: false } as const;
    const full = await build(options);
    for (const [route, kind] of KASSA_PAGES) {
      const path = route === '/' ? 'index.html' : `${route.slice(1)}/index.html`;
      const first = await build({ ...options, onlyRoute: route });
      const expected = await html(full, path);
      expect(expected, `${route} (${kind}) is a page of the site`).toBeDefined();
      expect(await html(first, path), `${route} (${kind})`).toBe(expected);
      // Only that page: nothing of the others, and no sitemap listing one page.
      expect([...first.files.keys()].filter((name) => name.endsWith('.html')).sort()).toEqual(['404.html', path]);
      expect(first.files.has('sitemap.xml')).toBe(false);
    }
    // The other operations are outlines (routes and titles): the Postman collection waits for the whole build.
    const operation = await build({ ...options, onlyRoute: '/api-rest/get-products' });
    expect(operation.files.has('api-rest/openapi.postman_collection.json')).toBe(false);
    expect(full.files.has('api-rest/openapi.postman_collection.json')).toBe(true);
    // The blog is not read for one page: its routes wait for the whole site.
    const blog = await build({ ...options, onlyRoute: '/blog' });
    expect(blog.files.has('blog/index.html')).toBe(false);
    expect(full.files.has('blog/index.html')).toBe(true);
  });
});

describe('docsgen dev on the Kassa site', () => {
  let server: DevServer;
  const logged: string[] = [];
  /** The address as announced (the CLI prints it then), whether `dev` had returned by then, and a request sent at once. */
  let announced: { url: string; afterStart: boolean; answer: Promise<number> } | undefined;

  beforeAll(async () => {
    // A copy with its own (empty) cache folder: the start is cold.
    const cwd = await tempDir();
    await cp(join(repoRoot, 'site'), join(cwd, 'site'), { recursive: true });
    let started = false;
    server = await dev({
      cwd,
      port: 0,
      log: (line) => logged.push(line),
      onListening: (url) => (announced = { url, afterStart: started, answer: fetch(`${url}/key-concepts`).then((response) => response.status) }),
    });
    started = true;
  }, 60_000);

  it('announces its address as soon as it answers, before the watcher has scanned the site', async () => {
    expect(announced?.url).toBe(server.url);
    expect(announced?.afterStart).toBe(false);
    await expect(announced?.answer).resolves.toBe(200);
  });

  afterAll(async () => {
    await server?.close();
  });

  const get = async (path: string): Promise<{ status: number; body: string; logged: string[] }> => {
    const response = await fetch(server.url + path);
    const body = await response.text();
    // What the server had logged when the answer arrived.
    return { status: response.status, body, logged: [...logged] };
  };
  const wholeSite = (lines: readonly string[]): boolean => lines.some((line) => /^built \d+ pages in/.test(line));

  it('answers the first requests with their pages before the rest of the site is compiled, then serves every page', { timeout: 120_000 }, async () => {
    const [docs, api] = await Promise.all([get('/key-concepts'), get('/api-rest/get-products')]);
    for (const [answer, route, title] of [
      [docs, '/key-concepts', 'Key concepts'],
      [api, '/api-rest/get-products', 'Get products'],
    ] as const) {
      expect(answer.status).toBe(200);
      expect(answer.body).toContain(`<title>${title} | Kassa Developers</title>`);
      expect(answer.body).toContain('new EventSource("/__docsgen/events")');
      // The order the server logged: this page was built on its own, and the whole site was not built yet.
      expect(answer.logged.some((line) => line.startsWith(`${route} built first, in `))).toBe(true);
      expect(wholeSite(answer.logged)).toBe(false);
    }
    // Its stylesheet and script came with it.
    const stylesheet = /<link rel="stylesheet" href="([^"]+)"\/?>/.exec(docs.body)![1]!;
    const script = /<script type="module" src="([^"]+)"/.exec(docs.body)![1]!;
    for (const asset of [stylesheet, script]) expect((await fetch(server.url + asset)).status).toBe(200);

    await server.settled();
    expect(wholeSite(logged)).toBe(true);
    // The pages served first are those of the whole site, and pages requested later are right too.
    expect((await get('/key-concepts')).body).toBe(docs.body);
    expect((await get('/api-rest/get-products')).body).toBe(api.body);
    const later = await get('/sdk/cart');
    expect(later.status).toBe(200);
    expect(later.body).toContain('<title>Cart | Kassa Developers</title>');
    expect(logged.some((line) => line.startsWith('/sdk/cart built first'))).toBe(false);
    expect((await get('/blog')).status).toBe(200);
  });
});
