// `npm run bench`: build synthetic corpora with the real CLI (`node bin/docsgen.js`), timed as
// a user times it from the shell — the whole process: start, module loading, workers, exit —
// and report median wall time, CPU time and peak RSS of cold builds (cache folder and output
// removed before each) and warm ones (nothing changed; one page edited), pages/s, output
// bytes per page, check-links and dev times, as a Markdown table.
//
//   npm run bench                         120 and 1000 pages, 3 runs each after a warm-up
//   npm run bench -- --peers              then scripts/bench-peers.sh SIZE RUNS for each size: docsgen,
//                                         VitePress, Rspress and Docusaurus in turn on one corpus, medians and ratios
//   npm run bench -- --sizes 120,1000,10000 --runs 5 --openapi 1000
//   npm run bench -- --save bench.json    keep the results
//   npm run bench -- --compare bench.json show the change against saved results
//   npm run bench -- --sizes 100000 --runs 1 --nested   sections grouped in parts: bounded sidebars at any size
//   npm run bench -- --openapi-real       real OpenAPI documents instead: see scripts/openapi-real.mjs
//   npm run bench -- --search             the first search's bytes and warm latency in a browser: scripts/search-bench.mjs
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync, appendFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { writeCorpus } from './bench-corpus.mjs';

const root = join(fileURLToPath(import.meta.url), '..', '..');
const args = process.argv.slice(2);
if (args.includes('--search')) {
  // What a reader's first search costs, in a browser: scripts/search-bench.mjs.
  const { status } = spawnSync(process.execPath, [join(root, 'scripts', 'search-bench.mjs'), ...args.filter((arg) => arg !== '--search')], { stdio: 'inherit' });
  process.exit(status ?? 1);
}
if (args.includes('--openapi-real')) {
  // Real third-party documents are another benchmark: scripts/openapi-real.mjs.
  const { status } = spawnSync(process.execPath, [join(root, 'scripts', 'openapi-real.mjs'), ...args], { stdio: 'inherit' });
  process.exit(status ?? 1);
}
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? fallback : args[index + 1];
};
const sizes = option('sizes', '120,1000').split(',').map(Number);
const runs = Number(option('runs', '3'));
const operations = Number(option('openapi', '0'));
const workDir = option('dir', '/tmp/docsgen-bench');
const TIME = '/usr/bin/time';
if (!existsSync(TIME)) {
  console.error('npm run bench needs GNU time (/usr/bin/time) to measure whole processes: apt-get install time');
  process.exit(2);
}

/**
 * Run `node bin/docsgen.js …` as a user does, under GNU time: wall time, CPU time and peak
 * RSS of the whole process, from its start to its exit (the build's own "Built in" line
 * leaves out process start, module loading and exit).
 */
function docsgen(cwd, cliArgs) {
  const result = spawnSync(TIME, ['-f', 'docsgen-time %e %U %S %M', process.execPath, join(root, 'bin', 'docsgen.js'), ...cliArgs], { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  const measured = /docsgen-time (\S+) (\S+) (\S+) (\d+)\s*$/.exec(result.stderr);
  if (result.status !== 0 || !measured) throw new Error(`docsgen ${cliArgs.join(' ')} failed (${result.status}):\n${result.stderr}`);
  const [, wall, user, system, rssKb] = measured.map(Number);
  return { wall: wall * 1000, cpu: (user + system) * 1000, rss: rssKb * 1024 };
}

/**
 * Start `docsgen dev`, time until it has served the page (it listens at once and builds
 * behind that), then, once the whole site is built, time from an edit to the page's reload event.
 */
async function devTimings(cwd, page, route) {
  const started = performance.now();
  const child = spawn(process.execPath, [join(root, 'bin', 'docsgen.js'), 'dev', '--port', '0'], { cwd, env: { ...process.env, NO_COLOR: '1' } });
  // The address is printed on stdout, the build's progress on stderr.
  let log = '';
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (log += chunk.toString()));
  const logged = (pattern) =>
    new Promise((resolve, reject) => {
      const check = () => {
        const match = pattern.exec(log);
        if (!match) return;
        for (const stream of [child.stdout, child.stderr]) stream.off('data', check);
        resolve(match);
      };
      for (const stream of [child.stdout, child.stderr]) stream.on('data', check);
      child.on('exit', () => reject(new Error('docsgen dev exited')));
      check();
    });
  const [, url] = await logged(/(http:\/\/127\.0\.0\.1:\d+)/);
  await (await fetch(`${url}${route}`)).text();
  const startupMs = performance.now() - started;
  // The first page is served before the whole site is built: an edit before then would time that build too.
  await logged(/built \d+ pages/);
  const response = await fetch(`${url}/__docsgen/events`);
  const reader = response.body.getReader();
  const edited = performance.now();
  appendFileSync(page, '\nEdited while serving.\n');
  let text = '';
  while (!text.includes('event: reload')) {
    const { value, done } = await reader.read();
    if (done) break;
    text += new TextDecoder().decode(value);
  }
  const reloadMs = performance.now() - edited;
  await reader.cancel();
  child.kill('SIGINT');
  return { startupMs, reloadMs };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The entry script and the chunks it imports statically: the JS a page loads before its load event. */
function pageLoadJsGzip(dir) {
  const jsDir = join(dir, 'assets', 'js');
  const entry = readdirSync(jsDir).find((name) => /^main\.\w+\.js$/.test(name));
  const source = readFileSync(join(jsDir, entry), 'utf8');
  const staticChunks = [...source.matchAll(/(?:import|from)\s*"\.\/(chunk\.\w+\.js)"/g)].map((match) => match[1]);
  return [entry, ...new Set(staticChunks)].reduce((sum, name) => sum + gzipSync(readFileSync(join(jsDir, name))).length, 0);
}

function outputSizes(dir, pages) {
  let html = 0;
  let js = 0;
  let css = 0;
  let search = 0;
  let searchGzip = 0;
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.html')) html += statSync(path).size;
      else if (entry.name.endsWith('.js')) js += gzipSync(readFileSync(path)).length;
      else if (entry.name.endsWith('.css')) css += gzipSync(readFileSync(path)).length;
      if (!entry.isDirectory() && path.startsWith(join(dir, 'search', '/'))) {
        search += statSync(path).size;
        // The index files are gzipped already (the browser gunzips them): only the manifest is not.
        searchGzip += path.endsWith('.bin') ? statSync(path).size : gzipSync(readFileSync(path)).length;
      }
    }
  };
  walk(dir);
  return { htmlPerPage: html / pages, pageJsGzip: pageLoadJsGzip(dir), jsGzip: js, cssGzip: css, searchPerPage: search / pages, searchGzipPerPage: searchGzip / pages };
}

execFileSync(process.execPath, [join(root, 'scripts', 'compile.mjs')], { stdio: 'inherit' });
// Other processes on the machine slow every figure: say how busy it was (compare A/B in one run).
const loadAtStart = loadavg()[0];
const results = {};
for (const size of sizes) {
  const dir = join(workDir, String(size));
  writeCorpus({ dir, pages: size, operations, nested: args.includes('--nested') });
  const cold = [];
  for (let run = 0; run <= runs; run++) {
    // A cold build: no cache, no previous output. Run 0 warms the OS file cache.
    spawnSync('rm', ['-rf', join(dir, 'node_modules'), join(dir, 'build')]);
    const report = docsgen(dir, ['build']);
    if (run > 0) cold.push(report);
  }
  // Warm: the cache and the previous output are there, nothing changed.
  const unchanged = [];
  for (let run = 0; run < runs; run++) unchanged.push(docsgen(dir, ['build']));
  const edited = [];
  const page = join(dir, 'site', 'pages', 'section-0000', 'page-03.md');
  for (let run = 0; run < runs; run++) {
    appendFileSync(page, `\nEdited paragraph ${run}.\n`);
    edited.push(docsgen(dir, ['build']));
  }
  // check-links keeps its own cache: the first run fills it, like a build's first run.
  docsgen(dir, ['check-links']);
  const checks = [];
  for (let run = 0; run < runs; run++) checks.push(docsgen(dir, ['check-links']));
  const devRuns = [];
  for (let run = 0; run < runs; run++) devRuns.push(await devTimings(dir, page, '/section-0000/page-03'));
  const pages = size + 1;
  const wall = median(cold.map((r) => r.wall));
  results[size] = {
    pages,
    coldWallMs: Math.round(wall),
    coldCpuMs: Math.round(median(cold.map((r) => r.cpu))),
    peakRssMb: Math.round(median(cold.map((r) => r.rss)) / 1048576),
    pagesPerSecond: Math.round(pages / (wall / 1000)),
    unchangedRebuildMs: Math.round(median(unchanged.map((r) => r.wall))),
    warmPeakRssMb: Math.round(median(unchanged.map((r) => r.rss)) / 1048576),
    oneEditRebuildMs: Math.round(median(edited.map((r) => r.wall))),
    checkLinksMs: Math.round(median(checks.map((r) => r.wall))),
    devStartupMs: Math.round(median(devRuns.map((r) => r.startupMs))),
    devReloadMs: Math.round(median(devRuns.map((r) => r.reloadMs))),
    ...Object.fromEntries(Object.entries(outputSizes(join(dir, 'build'), pages)).map(([k, v]) => [k, Math.round(v)])),
  };
}

const rows = [
  ['cold build, whole process (no cache, no output)', 'coldWallMs', 'ms'],
  ['cold build CPU', 'coldCpuMs', 'ms'],
  ['cold build peak RSS', 'peakRssMb', 'MB'],
  ['pages per second (cold)', 'pagesPerSecond', ''],
  ['warm build, nothing changed, whole process', 'unchangedRebuildMs', 'ms'],
  ['warm build peak RSS', 'warmPeakRssMb', 'MB'],
  ['warm build, one page edited, whole process', 'oneEditRebuildMs', 'ms'],
  ['check-links (warm cache), whole process', 'checkLinksMs', 'ms'],
  ['dev start-up to the first page served, warm cache (wall, incl. Node)', 'devStartupMs', 'ms'],
  ['dev edit-to-reload event', 'devReloadMs', 'ms'],
  ['HTML per page', 'htmlPerPage', 'B'],
  ['JS a page loads by its load event (gzip)', 'pageJsGzip', 'B'],
  ['JS (gzip, whole site, lazy chunks included)', 'jsGzip', 'B'],
  ['CSS (gzip)', 'cssGzip', 'B'],
  ['search index per page', 'searchPerPage', 'B'],
  ['search index per page (gzip)', 'searchGzipPerPage', 'B'],
];
const compareFile = option('compare', undefined);
const before = compareFile ? JSON.parse(readFileSync(compareFile, 'utf8')).results : undefined;
const cell = (size, key, unit) => {
  const value = results[size][key];
  const old = before?.[size]?.[key];
  const change = old ? ` (${value >= old ? '+' : ''}${Math.round(((value - old) / old) * 100)}%)` : '';
  return `${value}${unit ? ` ${unit}` : ''}${change}`;
};
console.log(`\nMachine: ${cpus().length} × ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}; load average ${loadAtStart.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end; median of ${runs} runs${operations ? `; OpenAPI ${operations} operations` : ''}; wall times and RSS are the whole \`node bin/docsgen.js\` process\n`);
console.log(`| measure | ${sizes.map((size) => `${size} pages`).join(' | ')} |`);
console.log(`|---|${sizes.map(() => '---').join('|')}|`);
for (const [label, key, unit] of rows) console.log(`| ${label} | ${sizes.map((size) => cell(size, key, unit)).join(' | ')} |`);
const save = option('save', undefined);
if (save) writeFileSync(save, `${JSON.stringify({ date: new Date().toISOString(), node: process.version, results }, null, 2)}\n`);

if (args.includes('--peers')) {
  // Side by side with VitePress, Rspress and Docusaurus in the same run (installed under /tmp once).
  for (const size of sizes) {
    console.log(`\nscripts/bench-peers.sh ${size} ${runs}`);
    const { status } = spawnSync('bash', [join(root, 'scripts', 'bench-peers.sh'), String(size), String(runs)], { cwd: root, stdio: 'inherit' });
    if (status !== 0) process.exit(status ?? 1);
  }
}
