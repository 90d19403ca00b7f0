/** get_page over builds with docs versions and locales: every twin and every llms.txt is served, unknown ones get a did-you-mean (the SDK's client). */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { createDocsServer } from '../../src/mcp/docs-server.ts';
import { openSiteFolder } from '../../src/mcp/site-folder.ts';
import { copySite } from '../helpers.ts';

/** A built fixture and an SDK client connected to the server over it. */
async function serve(fixture: string): Promise<{ cwd: string; client: Client; close: () => Promise<void> }> {
  const cwd = await copySite(fixture);
  await build({ cwd, offline: true });
  const server = createDocsServer(await openSiteFolder({ dir: 'build', cwd }));
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: 'test', version: '1.0.0' });
  await client.connect(clientSide);
  return { cwd, client, close: async () => (await client.close(), await server.close()) };
}

async function getPage(client: Client, route: string): Promise<{ text: string; isError: boolean }> {
  const result = (await client.callTool({ name: 'get_page', arguments: { route } })) as CallToolResult;
  const [first] = result.content;
  return { text: first?.type === 'text' ? first.text : '', isError: Boolean(result.isError) };
}

describe('get_page on a translated site', () => {
  let site: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => (site = await serve('i18n')), 120_000);
  afterAll(() => site?.close());
  const file = (path: string): Promise<string> => readFile(join(site.cwd, 'build', path), 'utf8');

  it('serves the pages of every locale, as routes or URLs', async () => {
    for (const [route, path] of [
      ['/guides/setup', 'guides/setup.md'],
      ['/fr/guides/setup', 'fr/guides/setup.md'],
      ['https://docs.acme.test/fr/guides/setup.md', 'fr/guides/setup.md'],
      ['/fr', 'fr/index.md'],
      ['/ar/blog/2025/01/20/hello', 'ar/blog/2025/01/20/hello.md'],
    ]) {
      expect(await getPage(site.client, route!), route).toEqual({ text: await file(path!), isError: false });
    }
    expect((await getPage(site.client, '/fr/guides/setup')).text).toMatch(/^# Installation\n/);
  });

  it('serves each locale\'s llms.txt and llms-full.txt, which list that locale\'s pages', async () => {
    for (const path of ['llms.txt', 'fr/llms.txt', 'fr/llms-full.txt', 'ar/llms.txt']) {
      expect(await getPage(site.client, `/${path}`), path).toEqual({ text: await file(path), isError: false });
    }
    const french = (await getPage(site.client, '/fr/llms.txt')).text;
    expect(french).toContain('- [Installation](https://docs.acme.test/fr/guides/setup.md): Installez le client Acme.');
    expect(french).toContain('[llms-full.txt](https://docs.acme.test/fr/llms-full.txt)');
    expect(french).not.toMatch(/\]\(https:\/\/docs\.acme\.test\/(?!fr\/)/);
    expect((await getPage(site.client, '/llms.txt')).text).not.toContain('/fr/');
  });

  it("searches a locale's own index with search_docs' `locale`, and names the locales when one has none", async () => {
    const search = async (args: Record<string, unknown>) => {
      const result = (await site.client.callTool({ name: 'search_docs', arguments: args })) as CallToolResult;
      const [first] = result.content;
      return { text: first?.type === 'text' ? first.text : '', isError: Boolean(result.isError) };
    };
    const french = JSON.parse((await search({ query: 'Installez', locale: 'fr' })).text) as Array<{ route: string; title: string }>;
    expect(french[0]).toMatchObject({ route: '/fr/guides/setup', title: 'Installation' });
    expect(french.every((hit) => hit.route.startsWith('/fr/'))).toBe(true);
    const english = JSON.parse((await search({ query: 'Installez' })).text) as Array<{ route: string }>;
    expect(english.some((hit) => hit.route.startsWith('/fr/'))).toBe(false);
    expect(await search({ query: 'x', locale: 'de' })).toEqual({ text: "No search index for the locale `de`; the site's other locales: `ar`, `fr` (without `locale`, the default one is searched)", isError: true });
    expect((await search({ query: 'x', locale: '../etc' })).isError).toBe(true);
  });

  it('answers an unknown route of a locale, or an unknown index, with a did-you-mean', async () => {
    expect(await getPage(site.client, '/fr/guides/setpu')).toEqual({ text: 'No page at `/fr/guides/setpu`; did you mean `/fr/guides/setup`?', isError: true });
    expect(await getPage(site.client, '/fr/llms-ful.txt')).toEqual({ text: 'No index at `/fr/llms-ful.txt`; did you mean `/fr/llms-full.txt`?', isError: true });
    expect(await getPage(site.client, '/de/llms.txt')).toEqual({ text: 'No index at `/de/llms.txt`; did you mean `/ar/llms.txt`?', isError: true });
    const far = await getPage(site.client, '/zz/nothing/like/it.txt/llms.txt');
    expect(far).toEqual({ text: 'No index at `/zz/nothing/like/it.txt/llms.txt`; the site has 6 indexes: `/ar/llms-full.txt`, `/ar/llms.txt`, `/fr/llms-full.txt`, `/fr/llms.txt`, `/llms-full.txt`, `/llms.txt`', isError: true });
  });
});

describe('get_page on a versioned site', () => {
  let site: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => (site = await serve('versions-two')), 120_000);
  afterAll(() => site?.close());

  it('serves the pages and the llms.txt of every version', async () => {
    const next = await getPage(site.client, '/next/guides/webhooks');
    expect(next).toEqual({ text: await readFile(join(site.cwd, 'build', 'next', 'guides', 'webhooks.md'), 'utf8'), isError: false });
    expect(await getPage(site.client, '/next/llms.txt')).toEqual({ text: await readFile(join(site.cwd, 'build', 'next', 'llms.txt'), 'utf8'), isError: false });
    expect((await getPage(site.client, '/next/llms.txt')).text).toContain('/next/guides/webhooks.md');
    expect((await getPage(site.client, '/llms.txt')).text).not.toMatch(/\/next\/[^)]*\.md\)/);
    // Webhooks are new in the next version: a route of the last one leads there.
    expect(await getPage(site.client, '/guides/webhooks')).toEqual({ text: 'No page at `/guides/webhooks`; did you mean `/next/guides/webhooks`?', isError: true });
  });
});
