import { describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/build/build.ts';
import { extractSections } from '../../src/search/extract-sections.ts';
import { groupHits } from '../../src/search/group-hits.ts';
import { searchWorkerCount } from '../../src/search/index-in-background.ts';
import type { SearchEngine } from '../../src/search/search-client.ts';
import { snippet } from '../../src/search/snippet.ts';
import { bytesOf, engineFromFiles } from './search-files.ts';
import { join } from 'node:path';
import { copySite, lines, makeSite, text, writeFiles } from '../helpers.ts';

async function engineOf(result: BuildResult): Promise<SearchEngine> {
  return engineFromFiles(result.files);
}

async function buildSite(files: Record<string, string>, config?: string): Promise<BuildResult> {
  return build({ cwd: await makeSite(files, config), write: false });
}

describe('extractSections', () => {
  it('splits at h2/h3 with ids, keeps deeper headings in their section, and skips non-content markup', async () => {
    const html = [
      '<p>Intro &amp; overview.</p>',
      '<h2 id="install">Install<a href="#install" class="hash-link" aria-label="Direct link to Install">#</a></h2>',
      '<p>Run <code>npm&nbsp;i</code>.</p><div class="theme-code-block code-block"><button type="button" class="copy">Copy</button><pre><code><span class="line"><span>npm install acme</span></span>\n</code></pre></div>',
      '<h4 id="deep">Deep</h4><p>Still install.</p>',
      '<h3 id="q&amp;a">Q&amp;A</h3><ul><li>One</li><li>Two</li></ul><svg><title>icon</title></svg>',
    ].join('');
    expect(extractSections(html)).toEqual([
      { heading: '', anchor: '', text: 'Intro & overview.', code: '' },
      { heading: 'Install', anchor: 'install', text: 'Run npm i. npm install acme Deep Still install.', code: 'npm i' },
      { heading: 'Q&A', anchor: 'q&a', text: 'One Two', code: '' },
    ]);
  });

  it('does not index an operation\'s method, path and servers as text', async () => {
    const html = '<div class="api-endpoint"><span class="api-method api-method--post">POST</span><code class="api-path">/pets</code></div><p class="api-servers"><code>https://api.test/pets</code></p><p>Creates a pet.</p>';
    expect(extractSections(html)).toEqual([{ heading: '', anchor: '', text: 'Creates a pet.', code: '' }]);
  });

  it('does not index the side column of generated samples and examples, nested asides included', async () => {
    const html = '<p>Creates a pet.</p><aside class="api-operation__aside"><section><h2 id="code-samples">Code samples</h2><pre>curl -X POST</pre><aside class="note">x</aside></section></aside><h2 id="responses">Responses</h2><p>Created.</p>';
    expect(extractSections(html)).toEqual([
      { heading: '', anchor: '', text: 'Creates a pet.', code: '' },
      { heading: 'Responses', anchor: 'responses', text: 'Created.', code: '' },
    ]);
  });
});

describe('snippet', () => {
  it('marks the matched words, typo-corrected and by prefix, around the first match', async () => {
    const parts = snippet('Create a checkout from a cart. Checkouts expire after a day.', ['checkout']);
    expect(parts.filter((part) => part.match).map((part) => part.text)).toEqual(['checkout', 'Checkouts']);
    expect(parts.map((part) => part.text).join('')).toBe('Create a checkout from a cart. Checkouts expire after a day.');
  });

  it('cuts long text to a window that starts near the match', async () => {
    const text = `${'lorem '.repeat(100)}needle ${'ipsum '.repeat(100)}`;
    const joined = snippet(text, ['needle'], 80).map((part) => part.text).join('');
    expect(joined.startsWith('…')).toBe(true);
    expect(joined.endsWith('…')).toBe(true);
    expect(joined).toContain('needle');
    expect(joined.length).toBeLessThan(90);
  });
});

describe('search index of a build', async () => {
  const result = await build({ cwd: await copySite('basic'), write: false });
  const engine = await engineOf(result);

  it('indexes every listed page by section, with anchors in the URLs', async () => {
    expect(result.search).toMatchObject({ pageCount: expect.any(Number), sectionCount: expect.any(Number) });
    expect(result.search!.sectionCount).toBeGreaterThan(result.search!.pageCount);
    const install = (await engine.search('install'));
    expect(install[0]).toMatchObject({ title: 'Setting up Acme', heading: 'Install', url: '/guides/setup#install', area: 'Guides' });
    expect((await engine.search('setting up acme'))[0]).toMatchObject({ heading: '', url: '/guides/setup' });
  });

  it('leaves out unlisted pages, drafts and the 404 page', async () => {
    expect((await engine.search('orphan'))).toEqual([]);
    expect((await engine.search('draft'))).toEqual([]);
    expect((await engine.search('page not found')).map((hit) => hit.title)).not.toContain('Page Not Found');
    expect((await engine.search('built')).map((hit) => hit.url)).not.toContain('/draft');
    expect((await engine.search('sidebar')).map((hit) => hit.url)).not.toContain('/orphan');
  });

  it('writes the index and text files, and reports the index size', async () => {
    const paths = [...result.files.keys()].filter((path) => path.startsWith('search/'));
    expect(paths.filter((path) => !/^search\/[dfpt]\/[\w-]+\.bin$/.test(path))).toEqual(['search/index.json']);
    expect(paths.filter((path) => path.startsWith('search/p/'))).toHaveLength(result.search!.pageCount);
    expect(['f', 'd', 't'].every((folder) => paths.some((path) => path.startsWith(`search/${folder}/`)))).toBe(true);
    const bytes = paths.reduce((sum, path) => sum + bytesOf(result.files, path).byteLength, 0);
    expect(result.search!.bytes).toBe(bytes);
    expect(text(result.files, 'index.html')).toContain('data-island="search" data-props="{&quot;indexUrl&quot;:&quot;/search/index.json&quot;,&quot;labels&quot;:{&quot;button&quot;:&quot;Search&quot;');
  });
});

describe('ranking', async () => {
  const result = await buildSite({
    'pages/a-cart.md': '# Cart\n\nA cart holds items.\n\n## Create a cart\n\nCall create with a market.\n',
    'pages/b-notes.md': '# Notes\n\nEvery page mentions how to create things, and a checkout, and carts.\n',
    'pages/c-checkout.md': '# Checkout\n\nA checkout is a cart on its way to being paid.\n\n## Payment\n\nPay the checkout.\n',
    'pages/d-orders.md': '# Orders\n\nOrders come from paid checkouts.\n\n## addItem and friends\n\nUse `cart.addItem()` to add.\n',
    'pages/e-limits.md': '# Limits\n\nWhen limited, wait for the `Retry-After` seconds.\n',
    'pages/f-calls.md': '# Calls\n\nCall `retry` on it, and `after` that, wait.\n',
    'pages/g-sdk.md': '# SDK\n\nCall `initVipps()` to pay.\n',
    'pages/h-operation.md': '# initVippsPayment\n\nStarts a payment.\n',
    'pages/i-sessions.md': '# Sessions\n\nA session lasts a day.\n\n## Expiry\n\nAfter that it cannot be paid.\n',
    'pages/j-update.md': '# Update a session\n\nChanges the address; `expired` ones fail.\n',
    'pages/k-flows.md': '# Flows\n\n## Back to the app\n\nAfter `initKlarna()`, the app opens again.\n',
    'pages/l-pay.md': '# Pay\n\n## Klarna\n\nCall `initKlarna()` to open its page.\n',
    'pages/m-intro.md': '# Intro\n\nThe `useBasket()` hook holds the basket.\n',
    'pages/n-reference.md': '# Reference\n\n## useBasket\n\n`useBasket()` returns the basket and its actions.\n',
  });
  const engine = await engineOf(result);
  const urls = async (query: string) => (await engine.search(query)).map((hit) => hit.url);

  it('puts a title match before a heading match before a body match', async () => {
    expect((await urls('checkout')).slice(0, 2)).toEqual(['/c-checkout', '/c-checkout#payment']);
    expect((await urls('checkout')).indexOf('/b-notes')).toBeGreaterThan(1);
  });

  it('puts the section the whole query names first', async () => {
    expect((await urls('create cart'))[0]).toBe('/a-cart#create-a-cart');
  });

  it('puts a section named by every query word (page title and heading) before a page titled by some of them', async () => {
    expect((await urls('session expires'))[0]).toBe('/i-sessions#expiry');
  });

  it('matches the word being typed as a prefix and forgives a typo', async () => {
    expect((await urls('check'))[0]).toBe('/c-checkout');
    expect((await urls('chekout'))[0]).toBe('/c-checkout');
    // A typo in one of the first two letters, found through the typo parts.
    expect((await urls('xheckout'))[0]).toBe('/c-checkout');
    expect((await urls('cjeckout'))[0]).toBe('/c-checkout');
  });

  it('puts neighbouring query words found joined in one identifier first (`retry after` → `Retry-After`)', async () => {
    expect((await urls('retry after'))[0]).toBe('/e-limits');
  });

  it('takes an identifier the index has whole as typed, not as the start of a longer one', async () => {
    expect(await urls('initVipps')).toEqual(['/g-sdk']);
    expect((await urls('initvip'))[0]).toBe('/h-operation');
  });

  it('puts the section named by the words of an identifier first among those that have it (`initKlarna` → Klarna)', async () => {
    expect((await urls('initKlarna'))[0]).toBe('/l-pay#klarna');
  });

  it('puts the section an identifier names alone first when the other words only say what kind of thing it is', async () => {
    expect((await urls('useBasket hook'))[0]).toBe('/n-reference#usebasket');
    // Words that are not a kind must still be found.
    expect((await urls('useBasket holds'))[0]).toBe('/m-intro');
  });

  it('finds camelCase identifiers by their words, and falls back to any word when not all match', async () => {
    expect((await urls('additem'))[0]).toBe('/d-orders#additem-and-friends');
    expect((await urls('item'))).toContain('/d-orders#additem-and-friends');
    expect((await urls('checkout zebra'))[0]).toBe('/c-checkout');
  });
});

describe('search over a blog', async () => {
  const post = (front: string, body: string): string => `---\n${front}\n---\n\n${body}\n`;
  const result = await buildSite({
    'pages/index.md': '# Home\n\nWelcome.\n',
    'blog/2025-01-05-launch.md': post('title: Launch day\ntags: [news]', 'We launched the wombat API.\n\n<!-- truncate -->\n\n## Wombat details\n\nMore wombat facts.'),
    'blog/2025-02-05-hidden.md': post('title: Hidden wombat\nunlisted: true', 'Secret wombat.'),
    'blog/2025-03-05-draft.md': post('title: Draft wombat\ndraft: true', 'Draft wombat.'),
    'blog/tags.yaml': 'news:\n  label: News\n',
  });
  const hits = (await (await engineOf(result)).search('wombat'));

  it('indexes each listed post by section under the blog area, not the lists, tags or archive pages', async () => {
    expect(hits.map((hit) => hit.url).sort()).toEqual(['/blog/2025/01/05/launch', '/blog/2025/01/05/launch#wombat-details']);
    expect(hits.every((hit) => hit.type === 'post' && hit.area === 'Blog')).toBe(true);
  });
});

describe('search index of a lazy in-memory build (docsgen dev)', () => {
  it('is built only when first asked for, once', async () => {
    const result = await build({ cwd: await makeSite({ 'pages/index.md': '# Home\n\nWelcome.\n' }), write: false, lazy: true });
    expect([...result.files.keys()].some((path) => path.startsWith('search/'))).toBe(false);
    const index = result.searchIndex!();
    expect([...index.files.keys()]).toContain('search/index.json');
    expect([...index.files.keys()]).toContain('search/p/0.bin');
    expect(result.searchIndex!()).toBe(index);
  });
});

describe('search index cache', () => {
  it('reuses the index when nothing searchable changed, and rebuilds it after an edit', async () => {
    const cwd = await makeSite({ 'pages/index.md': '# Home\n\nWelcome.\n', 'pages/other.md': '# Other\n\nPlain words.\n' });
    const first = await build({ cwd, write: false });
    const again = await build({ cwd, write: false });
    expect(text(again.files, 'search/index.json')).toBe(text(first.files, 'search/index.json'));
    await writeFiles(join(cwd, 'site'), { 'pages/other.md': '# Other\n\nPlain words about platypus.\n' });
    const edited = await build({ cwd, write: false });
    expect((await (await engineOf(edited)).search('platypus')).map((hit) => hit.url)).toEqual(['/other']);
    expect(text(edited.files, 'search/index.json')).toEqual(text((await build({ cwd, write: false, cache: false })).files, 'search/index.json'));
  });
});

describe('search index shards', () => {
  it('are indexed on one worker per core beyond two, and on two cores only when there are megabytes of HTML to index', () => {
    const configured = process.env.DOCSGEN_SEARCH_WORKERS;
    delete process.env.DOCSGEN_SEARCH_WORKERS;
    try {
      expect(searchWorkerCount(1_500_000, 2)).toBe(0);
      expect(searchWorkerCount(10_000_000, 2)).toBe(1);
      expect(searchWorkerCount(100_000_000, 1)).toBe(0);
      expect(searchWorkerCount(0, 4)).toBe(2);
      process.env.DOCSGEN_SEARCH_WORKERS = '3';
      expect(searchWorkerCount(0, 2)).toBe(3);
    } finally {
      if (configured === undefined) delete process.env.DOCSGEN_SEARCH_WORKERS;
      else process.env.DOCSGEN_SEARCH_WORKERS = configured;
    }
  });

  it('spread a large site over shards; an edit re-indexes one shard, and the result equals an uncached build', async () => {
    const pages = Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`pages/page-${String(i).padStart(3, '0')}.md`, `# Page ${i}\n\nAbout topic${i} and the shared word koala.\n`]));
    const cwd = await makeSite(pages);
    const first = await build({ cwd, write: false });
    const engine = await engineOf(first);
    expect((await engine.search('koala', 500)).length).toBe(200);
    expect((await engine.search('topic7'))[0]!.url).toBe('/page-007');
    expect((await engine.search('topic150'))[0]!.url).toBe('/page-150');

    await writeFiles(join(cwd, 'site'), { 'pages/page-007.md': '# Page 7\n\nAbout topic7 and a wombat.\n' });
    const edited = await build({ cwd, write: false });
    // Page files are numbered shard by shard (two shards here): only the edited page's changed.
    const changed = [...edited.files.keys()].filter((path) => path.startsWith('search/p/') && Buffer.compare(bytesOf(edited.files, path), bytesOf(first.files, path)) !== 0);
    expect(changed).toHaveLength(1);
    expect((await (await engineOf(edited)).search('wombat')).map((hit) => hit.url)).toEqual(['/page-007']);
    const uncached = await build({ cwd, write: false, cache: false });
    expect([...edited.files.keys()].filter((name) => name.startsWith('search/')).sort()).toEqual([...uncached.files.keys()].filter((name) => name.startsWith('search/')).sort());
    for (const path of [...uncached.files.keys()].filter((name) => name.startsWith('search/'))) expect(Buffer.compare(bytesOf(edited.files, path), bytesOf(uncached.files, path)), path).toBe(0);
  });
});

describe('search config', () => {
  it('groups results by configured areas, `/` matching the home page only', async () => {
    const config = 'title: T\nurl: https://t.dev\nsearch:\n  areas:\n    - label: Start\n      routes: [/]\n    - label: Guides\n      routes: [guides/]\n';
    const result = await buildSite({ 'pages/index.md': '# Home\n\nWelcome.\n', 'pages/guides/one.md': '# One\n\nWelcome again.\n', 'pages/other.md': '# Other\n\nWelcome too.\n' }, config);
    const areas = Object.fromEntries((await (await engineOf(result)).search('welcome')).map((hit) => [hit.url, hit.area]));
    expect(areas).toEqual({ '/': 'Start', '/guides/one': 'Guides', '/other': 'Docs' });
  });

  it('`search.enabled: false` writes no index and no search box', async () => {
    const result = await buildSite({ 'pages/index.md': '# Home\n' }, 'title: T\nurl: https://t.dev\nsearch:\n  enabled: false\n');
    expect([...result.files.keys()].some((path) => path.startsWith('search/'))).toBe(false);
    expect(result.search).toBeUndefined();
    expect(text(result.files, 'index.html')).not.toContain('data-island="search"');
  });

  it('reports a malformed areas list at its line', async () => {
    const cwd = await makeSite({ 'pages/index.md': '# Home\n' }, 'title: T\nurl: https://t.dev\nsearch:\n  areas:\n    - label: Guides\n');
    const error = await build({ cwd, write: false }).catch((caught: { diagnostics: Parameters<typeof lines>[0] }) => caught);
    expect(lines((error as { diagnostics: Parameters<typeof lines>[0] }).diagnostics)).toEqual([expect.stringMatching(/^site\/config\.yaml:5:7 error .*routes/)]);
  });
});

describe('search on a versioned site', async () => {
  const result = await build({ cwd: await copySite('versions-two'), write: false });
  const engine = await engineOf(result);

  it('lists the versions in the manifest, the last one searched by default', async () => {
    expect(engine.versions).toEqual({ current: 'Next', '1.0': '1.0' });
    expect(engine.lastVersion).toBe('1.0');
  });

  it('searches one version when asked, and says which version each result is in', async () => {
    // (The page title counts for every section of its page: compare the pages found.)
    const pages = async (version: string) => [...new Set((await engine.search('setting up', 20, version)).map((hit) => `${hit.url.split('#')[0]!} ${hit.version!}`))];
    expect(await pages('1.0')).toEqual(['/guides/setup 1.0', '/ 1.0']);
    expect(await pages('current')).toEqual(['/next/guides/setup Next', '/next Next']);
    expect((await engine.search('webhooks', 20, '1.0')).filter((hit) => hit.url.includes('webhooks'))).toEqual([]);
  });

  it('searches every version without one', async () => {
    expect([...new Set((await engine.search('setting up')).map((hit) => hit.url.split('#')[0]))].sort()).toEqual(['/', '/guides/setup', '/next', '/next/guides/setup']);
  });
});

describe('result groups', () => {
  it('lists the best hit first, then the rest by area in the order of their best hit', async () => {
    const hits = ['A1', 'B1', 'A2', 'C1', 'B2', 'A3'].map((name) => ({ area: name[0]!, name }));
    expect([...groupHits(hits)].map(([label, group]) => [label, group.map((hit) => hit.name)])).toEqual([
      ['Best match', ['A1']],
      ['B', ['B1', 'B2']],
      ['A', ['A2', 'A3']],
      ['C', ['C1']],
    ]);
    expect([...groupHits(hits.slice(0, 1)).keys()]).toEqual(['A']);
  });
});
