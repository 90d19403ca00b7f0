// The Kassa query set (test/search/kassa-queries.json) run on Pagefind's index of a docsgen
// build, scored as test/search/query-set.test.ts scores docsgen: best answer first, a good
// answer in the top 3, mean reciprocal rank. Pagefind is not a dependency: install it
// outside the repository and pass its folder.
//
//   npm i --prefix /tmp/pagefind-cmp pagefind@1
//   node bin/docsgen.js build --offline --out /tmp/kassa-build
//   node scripts/pagefind-compare.mjs --pagefind /tmp/pagefind-cmp/node_modules/pagefind --build /tmp/kassa-build
//
// Pagefind indexes each page's <main> (docsgen's content column); its results are pages with
// sub-results (headings), listed as its UI lists them: each page, then up to three of its
// sub-results, most matches first.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = join(fileURLToPath(import.meta.url), '..', '..');
const args = process.argv.slice(2);
const option = (name) => {
  const index = args.indexOf(`--${name}`);
  if (index === -1) throw new Error(`--${name} is required (see the top of scripts/pagefind-compare.mjs)`);
  return args[index + 1];
};
const pagefindDir = option('pagefind');
const buildDir = option('build');
const queries = JSON.parse(readFileSync(join(root, 'test', 'search', 'kassa-queries.json'), 'utf8'));

const pagefind = await import(join(pagefindDir, 'lib', 'index.js')).catch(() => import(pagefindDir));
const { index } = await pagefind.createIndex({ rootSelector: 'main' });
await index.addDirectory({ path: buildDir });
await index.writeFiles({ outputPath: join(buildDir, 'pagefind') });
await pagefind.close();

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.json': 'application/json', '.wasm': 'application/wasm' };
const server = createServer((request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
  for (const candidate of [join(buildDir, path), join(buildDir, path, 'index.html')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) {
      response.writeHead(200, { 'content-type': TYPES[extname(candidate)] ?? 'application/octet-stream' });
      createReadStream(candidate).pipe(response);
      return;
    }
  }
  response.writeHead(404).end();
});
await new Promise((done) => server.listen(0, '127.0.0.1', done));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'] });
const page = await browser.newPage();
await page.goto(`http://127.0.0.1:${server.address().port}/`);
const results = await page.evaluate(async (list) => {
  const pf = await import('/pagefind/pagefind.js');
  await pf.init();
  const clean = (url) => url.replace(/index\.html(?=#|$)/, '').replace(/\/(?=#|$)/, '') || '/';
  const out = {};
  for (const { query } of list) {
    const search = await pf.search(query);
    const blocks = [];
    for (const result of search.results.slice(0, 10)) {
      const data = await result.data();
      // Its sub-results with the most matches first (the page itself when it has none).
      const subs = [...(data.sub_results ?? [])].sort((a, b) => (b.locations?.length ?? 0) - (a.locations?.length ?? 0)).slice(0, 3).map((sub) => clean(sub.url));
      blocks.push(subs.length ? [...new Set(subs)] : [clean(data.url)]);
    }
    out[query] = blocks;
  }
  return out;
}, queries);
await browser.close();
server.close();

/** Scores each query by where its best answer is: as a flat list of links, or by result block (a page and its sub-results). */
function score(order) {
  let bestFirst = 0;
  let top3 = 0;
  let reciprocal = 0;
  const misses = [];
  for (const entry of queries) {
    const urls = order(results[entry.query]);
    const good = new Set([entry.best, ...(entry.acceptable ?? [])]);
    const rank = urls.findIndex((item) => [item].flat().includes(entry.best)) + 1;
    if (rank === 1) bestFirst++;
    if (urls.slice(0, 3).some((item) => [item].flat().some((url) => good.has(url)))) top3++;
    if (rank) reciprocal += 1 / rank;
    if (rank !== 1) misses.push(`  ${entry.query}: best at ${rank || '-'}, first ${[urls[0]].flat()[0]}`);
  }
  const pct = (n) => `${((100 * n) / queries.length).toFixed(0)} %`;
  return { line: `best first ${bestFirst}/${queries.length} (${pct(bestFirst)}), top 3 ${top3}/${queries.length} (${pct(top3)}), MRR ${(reciprocal / queries.length).toFixed(2)}`, misses };
}
const flat = score((blocks) => blocks.flat().slice(0, 20));
const byBlock = score((blocks) => blocks);
console.log(flat.misses.join('\n'));
console.log(`Pagefind, links in the order listed: ${flat.line}`);
console.log(`Pagefind, by result block (a page with up to 3 sub-results counts as one): ${byBlock.line}`);
