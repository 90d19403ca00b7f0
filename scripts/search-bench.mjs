// `npm run bench -- --search`: what a reader's first search costs on the synthetic corpus, in a
// real browser (Debian's Chromium, see DESIGN.md): bytes of the index fetched while a query is
// typed, the search code prefetched at idle (as served and gzipped), and the time from the
// last keystroke to the results on a warm page (median of several queries).
//
//   npm run bench -- --search                          1000 and 10,000 pages
//   npm run bench -- --search --sizes 1000 --dir /tmp/x
import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { writeCorpus } from './bench-corpus.mjs';

const root = join(fileURLToPath(import.meta.url), '..', '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? fallback : args[index + 1];
};
const sizes = option('sizes', '1000,10000').split(',').map(Number);
const workDir = option('dir', '/tmp/docsgen-bench-search');
/** The first query is typed on a fresh page; the others, on the same (warm) page, are timed. */
const FIRST = 'checkout payment';
const WARM = ['refund webhook', 'shipping supplier', 'retry limit', 'merchant catalog', 'invoice tax'];
const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.json': 'application/json' };

function serve(dir) {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    for (const candidate of [join(dir, path), join(dir, path, 'index.html')]) {
      if (existsSync(candidate) && statSync(candidate).isFile()) {
        response.writeHead(200, { 'content-type': TYPES[extname(candidate)] ?? 'application/octet-stream' });
        createReadStream(candidate).pipe(response);
        return;
      }
    }
    response.writeHead(404).end();
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${server.address().port}`, close: () => server.close() })));
}

/** The search island's chunk (the one with the dialog) and the chunks it imports. */
function searchCode(outDir) {
  const dir = join(outDir, 'assets', 'js');
  const sources = new Map(readdirSync(dir).filter((name) => name.endsWith('.js')).map((name) => [name, readFileSync(join(dir, name), 'utf8')]));
  const island = [...sources].find(([, source]) => source.includes('search-dialog__input'))[0];
  const names = new Set([island]);
  for (const name of names) for (const match of sources.get(name).matchAll(/from\s*"\.\/(chunk\.\w+\.js)"/g)) names.add(match[1]);
  return [...names].map((name) => ({ name, bytes: sources.get(name).length, gzip: gzipSync(sources.get(name)).length }));
}

const folderBytes = (dir) => readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).reduce((sum, entry) => sum + statSync(join(entry.parentPath, entry.name)).size, 0);

async function measure(outDir) {
  const server = await serve(outDir);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'] });
  try {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    // The corpus has no home page: a page in the middle of it.
    await page.goto(`${server.url}/section-0000/page-00`);
    const code = searchCode(outDir);
    const fetched = () => page.evaluate(() => performance.getEntriesByType('resource').map((entry) => ({ url: entry.name, bytes: entry.encodedBodySize })));
    // Wait for the idle prefetch of the search code.
    for (let tries = 0; tries < 200; tries++) {
      const urls = (await fetched()).map((entry) => entry.url);
      if (code.every(({ name }) => urls.some((url) => url.endsWith(`/${name}`)))) break;
      await page.waitForTimeout(100);
    }
    await page.keyboard.press('Control+k');
    const input = page.getByRole('combobox', { name: 'Search' });
    await input.waitFor();
    const answered = async () => {
      await page.waitForFunction(() => document.querySelector('[role="listbox"]')?.getAttribute('aria-busy') === 'false' && document.querySelector('.search-result') !== null, undefined, { timeout: 60_000 });
    };
    await input.pressSequentially(FIRST, { delay: 50 });
    await answered();
    const index = (await fetched()).filter((entry) => entry.url.includes('/search/'));
    const timings = [];
    for (const query of WARM) {
      await input.fill('');
      await input.pressSequentially(query.slice(0, -1), { delay: 50 });
      await answered();
      // From the last keystroke to its results in the list.
      const started = await page.evaluate(() => performance.now());
      await input.press(query.at(-1));
      await answered();
      timings.push((await page.evaluate(() => performance.now())) - started);
    }
    return {
      indexFiles: index.length,
      indexBytes: index.reduce((sum, entry) => sum + entry.bytes, 0),
      indexTotal: folderBytes(join(outDir, 'search')),
      codeBytes: code.reduce((sum, chunk) => sum + chunk.bytes, 0),
      codeGzip: code.reduce((sum, chunk) => sum + chunk.gzip, 0),
      warmMs: timings.sort((a, b) => a - b)[Math.floor(timings.length / 2)],
    };
  } finally {
    await browser.close();
    server.close();
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(`\nFirst search ("${FIRST}" typed at 50 ms a key on a fresh page), Chromium; warm: median of ${WARM.length} queries, last keystroke → results\n`);
console.log('| pages | index (all files) | index fetched | files | search code at idle (raw / gzip) | first search, index + gzipped code | warm results |');
console.log('|---|---|---|---|---|---|---|');
for (const size of sizes) {
  const dir = join(workDir, `corpus-${size}`);
  if (!existsSync(join(dir, 'site'))) writeCorpus({ dir, pages: size });
  const built = spawnSync(process.execPath, [join(root, 'bin', 'docsgen.js'), 'build'], { cwd: dir, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  if (built.status !== 0) throw new Error(`docsgen build failed (${built.status}):\n${built.stderr}`);
  const result = await measure(join(dir, 'build'));
  console.log(`| ${size} | ${kb(result.indexTotal)} | ${kb(result.indexBytes)} | ${result.indexFiles} | ${kb(result.codeBytes)} / ${kb(result.codeGzip)} | ${kb(result.indexBytes + result.codeGzip)} | ${result.warmMs.toFixed(0)} ms |`);
}
