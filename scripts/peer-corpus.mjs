#!/usr/bin/env node
// Deterministic documentation-corpus generator (no dependencies), for scripts/bench-peers.sh.
//   node scripts/peer-corpus.mjs --pages N --out DIR --flavor docusaurus|vitepress|starlight|rspress
//                       [--seed S] [--faster] [--sidebar-per-section] [--no-clean]
//
// Writes N Markdown pages (about 10 per folder, nested section/topic/page.md)
// plus the minimal config each framework needs. Page content is identical
// across flavors except for the syntax that must differ:
//   - front matter keys (sidebar_position / sidebar.order / none)
//   - admonition syntax (:::note[Title] / ::: info Title / :::note[Title] / :::note Title)
//   - link style (relative .md links for Docusaurus, VitePress and Rspress,
//     root-relative URL links for Starlight, which does not rewrite .md links)
//   - VitePress needs the H1 in the body; the others render it from `title`
//     (Rspress 2: markdown.fallbackHeadingTitle, on by default).
// --faster (docusaurus only) adds future.faster (formerly future.experimental_faster).
// --sidebar-per-section (vitepress, rspress) emits one sidebar per top-level section
// instead of one sidebar that lists every page: VitePress' "multiple sidebars" form
// (keyed by path); for Rspress a root _nav.json with no root _meta.json, which makes
// Rspress build one sidebar per top-level folder. Rspress sidebars come from a
// _meta.json per folder (sections open, topics collapsed, pages in plan order).

import fs from 'node:fs';
import path from 'node:path';

// ---------------------------------------------------------------- arguments
function parseArgs(argv) {
  const a = { pages: 120, out: null, flavor: null, seed: 1234, faster: false, perSection: false, clean: true };
  for (let i = 2; i < argv.length; i++) {
    const k = argv[i];
    const v = () => {
      if (i + 1 >= argv.length) die(`missing value for ${k}`);
      return argv[++i];
    };
    if (k === '--pages') a.pages = parseInt(v(), 10);
    else if (k === '--out') a.out = v();
    else if (k === '--flavor') a.flavor = v();
    else if (k === '--seed') a.seed = parseInt(v(), 10);
    else if (k === '--faster') a.faster = true;
    else if (k === '--sidebar-per-section') a.perSection = true;
    else if (k === '--no-clean') a.clean = false;
    else if (k === '-h' || k === '--help') {
      console.log('usage: node scripts/peer-corpus.mjs --pages N --out DIR --flavor docusaurus|vitepress|starlight|rspress [--seed S] [--faster] [--sidebar-per-section] [--no-clean]');
      process.exit(0);
    } else die(`unknown argument ${k}`);
  }
  if (!a.out) die('--out is required');
  if (!['docusaurus', 'vitepress', 'starlight', 'rspress'].includes(a.flavor)) die('--flavor must be docusaurus, vitepress, starlight or rspress');
  if (!Number.isInteger(a.pages) || a.pages < 2) die('--pages must be an integer >= 2');
  if (!Number.isInteger(a.seed)) die('--seed must be an integer');
  return a;
}
function die(msg) {
  console.error(`peer-corpus: ${msg}`);
  process.exit(2);
}

// ---------------------------------------------------------------- PRNG
function mulberry32(seed) {
  let t = seed >>> 0;
  return function () {
    t = (t + 0x6d2b79f5) >>> 0;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}
function hash2(a, b) {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x632be5ab, 0xc2b2ae35);
  h ^= h >>> 13;
  h = Math.imul(h, 0x27d4eb2f);
  return (h ^ (h >>> 16)) >>> 0;
}
class Rng {
  constructor(seed) { this.next = mulberry32(seed); }
  int(lo, hi) { return lo + Math.floor(this.next() * (hi - lo + 1)); } // inclusive
  pick(arr) { return arr[Math.floor(this.next() * arr.length)]; }
  chance(p) { return this.next() < p; }
  shuffle(arr) {
    const a = arr.slice();
    for (let i = a.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [a[i], a[j]] = [a[j], a[i]];
    }
    return a;
  }
}

// ---------------------------------------------------------------- word lists
const NOUNS = [
  'cache', 'resolver', 'manifest', 'plugin', 'worker', 'bundle', 'schema', 'endpoint', 'token',
  'queue', 'shard', 'index', 'pipeline', 'adapter', 'middleware', 'route', 'template', 'snapshot',
  'registry', 'artifact', 'session', 'webhook', 'scheduler', 'replica', 'namespace', 'policy',
  'secret', 'volume', 'cluster', 'build', 'deployment', 'environment', 'migration', 'transaction',
  'connection', 'handler', 'listener', 'stream', 'buffer', 'checksum', 'lockfile', 'workspace',
  'package', 'module', 'loader', 'compiler', 'runtime', 'job', 'trigger', 'event', 'metric',
  'trace', 'log', 'alert', 'dashboard', 'quota', 'certificate', 'gateway', 'proxy', 'tenant',
];
const ADJS = [
  'incremental', 'stale', 'remote', 'local', 'default', 'nested', 'immutable', 'persistent',
  'concurrent', 'deterministic', 'lazy', 'cached', 'signed', 'encrypted', 'versioned', 'scoped',
  'shared', 'isolated', 'temporary', 'primary', 'secondary', 'partial', 'compressed', 'idle',
  'active', 'pending', 'unresolved', 'generated', 'external', 'internal', 'optional', 'required',
];
const VERBS3 = [
  'validates', 'resolves', 'serializes', 'caches', 'invalidates', 'batches', 'streams', 'compiles',
  'rewrites', 'normalizes', 'hydrates', 'emits', 'retries', 'schedules', 'rotates', 'prunes',
  'merges', 'indexes', 'signs', 'verifies', 'forwards', 'buffers', 'replays', 'reconciles',
];
const VERBS_IMP = [
  'Configure', 'Deploy', 'Monitor', 'Migrate', 'Secure', 'Debug', 'Scale', 'Extend', 'Test',
  'Automate', 'Tune', 'Inspect', 'Rotate', 'Publish', 'Isolate', 'Customize', 'Profile', 'Validate',
];
const GERUNDS = ['editing', 'deleting', 'renaming', 'patching', 'restarting', 'copying', 'rebuilding', 'moving'];
const GOALS = [
  'faster cold starts', 'predictable output', 'smaller bundles', 'reproducible builds',
  'lower memory use', 'stable URLs', 'safe rollbacks', 'shorter feedback loops', 'fewer network round trips',
  'consistent formatting', 'strict type checking', 'zero downtime deploys', 'clear audit trails',
];
const EVENTS = ['every deploy', 'startup', 'each request', 'every file change', 'the first build', 'shutdown', 'each commit', 'a config reload'];
const CONDS = [
  'the cache is cold', 'two workers race for the same lock', 'the manifest changes', 'a plugin throws',
  'the network is unavailable', 'the schema version is bumped', 'a replica falls behind',
  'the token expires', 'the queue is full', 'a build is interrupted', 'the disk is nearly full',
  'the lockfile is out of date', 'a route is registered twice',
];
const SCOPES = ['project', 'workspace', 'environment', 'route', 'package', 'tenant', 'request'];
const PRODUCTS = ['the CLI', 'the runtime', 'the build server', 'the gateway', 'the agent', 'the dev server'];
const SECTIONS = [
  'getting-started', 'guides', 'concepts', 'reference', 'api', 'cli', 'deployment', 'integrations',
  'operations', 'security', 'tutorials', 'troubleshooting',
];
const TYPES = ['string', 'boolean', 'number', 'string[]', 'object', 'Duration', 'URL'];
const ENVS = ['staging', 'production', 'preview', 'development', 'canary'];

const cap = (s) => s.charAt(0).toUpperCase() + s.slice(1);
const camel = (a, b) => a + cap(b);
const kebab = (a, b) => `${a}-${b}`;
const plural = (n) => (n.endsWith('s') || n.endsWith('x') ? n + 'es' : n.endsWith('y') ? n.slice(0, -1) + 'ies' : n + 's');
const slugify = (text) => text.toLowerCase().replace(/[^a-z0-9 -]/g, '').trim().replace(/\s+/g, '-');
const titleFromDir = (d) => d.split('-').map(cap).join(' ');

// ---------------------------------------------------------------- site plan
function planSite(N, seed) {
  // page 0 is the root index; pages 1..N-1 live in folders of ~10.
  const content = N - 1;
  const F = Math.ceil(content / 10);
  const S = Math.min(SECTIONS.length, Math.max(1, Math.round(Math.sqrt(F))));
  const T = Math.ceil(F / S); // topics per section
  const folders = [];
  const usedTopic = new Map();
  for (let f = 0; f < F; f++) {
    const r = new Rng(hash2(seed, 1_000_000 + f));
    const section = SECTIONS[Math.floor(f / T)];
    const used = usedTopic.get(section) || new Set();
    usedTopic.set(section, used);
    let topic = plural(r.pick(NOUNS));
    if (used.has(topic)) topic = kebab(r.pick(ADJS), topic);
    let k = 2;
    const base = topic;
    while (used.has(topic)) topic = `${base}-${k++}`;
    used.add(topic);
    folders.push({ section, topic, dir: `${section}/${topic}`, pages: [] });
  }
  const pages = [];
  pages.push(planPage(0, seed, null, 0));
  for (let i = 1; i < N; i++) {
    const folder = folders[Math.floor((i - 1) / 10)];
    const p = planPage(i, seed, folder, folder.pages.length + 1);
    folder.pages.push(p);
    pages.push(p);
  }
  return { pages, folders, sections: [...new Set(folders.map((f) => f.section))] };
}

function planPage(i, seed, folder, position) {
  const r = new Rng(hash2(seed, i));
  let title, slug;
  if (!folder) {
    title = 'Documentation overview';
    slug = 'index';
  } else {
    const used = new Set(folder.pages.map((p) => p.slug));
    for (let tries = 0; ; tries++) {
      const noun = r.pick(NOUNS);
      const form = r.int(0, 3);
      if (form === 0) title = `${r.pick(VERBS_IMP)} ${r.pick(ADJS)} ${plural(noun)}`;
      else if (form === 1) title = `${cap(noun)} ${r.pick(['reference', 'lifecycle', 'configuration', 'internals', 'limits', 'quickstart'])}`;
      else if (form === 2) title = `${r.pick(VERBS_IMP)} the ${noun} ${r.pick(NOUNS)}`;
      else title = `Working with ${r.pick(ADJS)} ${plural(noun)}`;
      slug = slugify(title);
      if (!used.has(slug)) break;
      if (tries > 20) { slug = `${slug}-${i}`; break; }
    }
  }
  // headings: 4-8, letters and spaces only so every framework slugs them alike
  const nH = r.int(4, 8);
  const headings = [];
  const seen = new Set();
  const HEAD = [
    () => 'Overview',
    () => 'Prerequisites',
    () => `How ${r.pick(NOUNS)} resolution works`,
    () => `Configuring the ${r.pick(NOUNS)}`,
    () => `Common ${r.pick(NOUNS)} errors`,
    () => 'Performance considerations',
    () => `Migrating from the legacy ${r.pick(NOUNS)}`,
    () => `Example ${r.pick(NOUNS)} setup`,
    () => 'Troubleshooting',
    () => 'Limits and quotas',
    () => 'Security notes',
    () => `Using ${plural(r.pick(NOUNS))} with ${plural(r.pick(NOUNS))}`,
    () => `${cap(r.pick(ADJS))} ${plural(r.pick(NOUNS))}`,
    () => `When the ${r.pick(NOUNS)} ${r.pick(VERBS3).replace(/s$/, '')} fails`,
  ];
  while (headings.length < nH) {
    const text = r.pick(HEAD)();
    if (seen.has(text.toLowerCase())) continue;
    seen.add(text.toLowerCase());
    const level = headings.length === 0 ? 2 : r.chance(0.35) && headings[headings.length - 1].level >= 2 ? 3 : 2;
    headings.push({ text, level, slug: slugify(text) });
  }
  return {
    i, title, slug, headings, position,
    dir: folder ? folder.dir : '',
    file: folder ? `${folder.dir}/${slug}.md` : 'index.md',
    seed: hash2(seed ^ 0x5bd1e995, i),
  };
}

// ---------------------------------------------------------------- prose
function option(r) { return camel(r.pick(NOUNS), cap(r.pick(['dir', 'limit', 'mode', 'timeout', 'strategy', 'path', 'size', 'enabled', 'ttl', 'level']))); }
function value(r) { return r.pick(['true', 'false', '30s', '5m', '128', '4', "'auto'", "'strict'", "'lazy'", './cache', '0']); }
function tsValue(r) { return r.pick(['true', 'false', '128', '4', "'auto'", "'strict'", "'lazy'", "'./cache'", "'30s'", '0']); }
function other(r, not) { let x; do x = r.pick(NOUNS); while (x === not); return x; }

function sentence(r) {
  const n = () => r.pick(NOUNS);
  const t = r.int(0, 13);
  switch (t) {
    case 0: return `The ${n()} ${r.pick(VERBS3)} the ${r.pick(ADJS)} ${n()} before the ${n()} ${r.pick(VERBS3)} it.`;
    case 1: return `When ${r.pick(CONDS)}, the ${n()} falls back to the ${r.pick(ADJS)} ${n()}.`;
    case 2: return `Set \`${option(r)}\` to \`${value(r)}\` if you need ${r.pick(GOALS)}.`;
    case 3: return `By default, ${r.pick(PRODUCTS)} ${r.pick(VERBS3)} every ${n()} on ${r.pick(EVENTS)}.`;
    case 4: return `This keeps ${r.pick(GOALS)} while the ${n()} remains ${r.pick(ADJS)}.`;
    case 5: return `Each ${n()} exposes a \`${camel(r.pick(['get', 'load', 'resolve', 'create', 'list', 'flush']), n())}()\` method that returns the ${r.pick(ADJS)} ${n()}.`;
    case 6: return `You can override this behaviour per ${r.pick(SCOPES)} with the \`${option(r)}\` option.`;
    case 7: return `Under heavy load, ${r.pick(PRODUCTS)} ${r.pick(VERBS3)} ${plural(n())} in batches of ${r.pick([16, 32, 64, 100, 250, 500])}.`;
    case 8: return `If the ${n()} is missing, the command exits with status ${r.int(1, 3)} and prints a warning.`;
    case 9: return `Avoid ${r.pick(GERUNDS)} the ${n()} by hand; run \`acme ${n()} ${r.pick(['sync', 'check', 'prune', 'repair'])}\` instead.`;
    case 10: return `The ${r.pick(ADJS)} ${n()} is **not** shared between ${plural(r.pick(SCOPES))}, so ${r.pick(GOALS)} does not depend on ordering.`;
    case 11: return `In most projects the ${n()} only ${r.pick(VERBS3)} ${plural(n())} that changed since ${r.pick(EVENTS)}.`;
    case 12: return `A ${r.pick(ADJS)} ${n()} costs roughly ${r.int(2, 40)} ms per ${n()}, which matters once you pass ${r.pick([1000, 5000, 20000])} ${plural(n())}.`;
    default: return `Because the ${n()} ${r.pick(VERBS3)} ${plural(n())} ${r.pick(['eagerly', 'lazily', 'in parallel', 'in order'])}, ${r.pick(PRODUCTS)} can skip the ${r.pick(ADJS)} ${n()}.`;
  }
}
function paragraph(r, min = 3, max = 6) {
  const k = r.int(min, max);
  const out = [];
  for (let j = 0; j < k; j++) out.push(sentence(r));
  return out.join(' ');
}

// ---------------------------------------------------------------- blocks
function codeBlock(r, lang) {
  const n1 = r.pick(NOUNS), n2 = other(r, n1), opt = option(r);
  if (lang === 'ts') {
    const fn = camel(r.pick(['load', 'resolve', 'sync', 'build', 'fetch']), cap(n1));
    return [
      '```ts',
      `import { createClient, type ${cap(n1)} } from '@acme/sdk';`,
      '',
      'const client = createClient({',
      `  endpoint: 'https://api.example.com/v${r.int(1, 3)}',`,
      `  ${opt}: ${tsValue(r)},`,
      `  retries: ${r.int(1, 5)},`,
      '});',
      '',
      `export async function ${fn}(id: string): Promise<${cap(n1)}> {`,
      `  const res = await client.${plural(n1)}.get(id, { include: ['${n2}'] });`,
      '  if (!res.ok) {',
      `    throw new Error(\`${n1} \${id} failed: \${res.status}\`);`,
      '  }',
      '  return res.data;',
      '}',
      '```',
    ].join('\n');
  }
  if (lang === 'bash') {
    return [
      '```bash',
      `npm install --save-dev @acme/${n1}-${r.pick(['plugin', 'cli', 'adapter'])}`,
      `npx acme ${n1} ${r.pick(['init', 'sync', 'deploy', 'check'])} --env ${r.pick(ENVS)} --max-workers ${r.int(2, 16)}`,
      `ACME_${n2.toUpperCase()}_TTL=${r.int(10, 600)} npx acme build --${r.pick(['verbose', 'strict', 'dry-run'])}`,
      '```',
    ].join('\n');
  }
  if (lang === 'json') {
    return [
      '```json',
      '{',
      `  "$schema": "https://example.com/schema/acme.json",`,
      `  "${n1}": {`,
      `    "${opt}": ${JSON.stringify(r.pick(['auto', 'strict', 'lazy']))},`,
      `    "maxEntries": ${r.int(100, 10000)},`,
      `    "${n2}s": [${JSON.stringify(r.pick(ENVS))}, ${JSON.stringify(r.pick(ENVS))}]`,
      '  },',
      `  "logLevel": ${JSON.stringify(r.pick(['info', 'warn', 'debug']))}`,
      '}',
      '```',
    ].join('\n');
  }
  // yaml
  return [
    '```yaml',
    `${n1}:`,
    `  ${opt}: ${r.pick(['auto', 'strict', 'lazy', 'true', '30s'])}`,
    `  replicas: ${r.int(1, 9)}`,
    `  ${n2}:`,
    `    - name: ${r.pick(ENVS)}`,
    `      weight: ${r.int(1, 100)}`,
    `    - name: ${r.pick(ENVS)}`,
    `      weight: ${r.int(1, 100)}`,
    '```',
  ].join('\n');
}

function table(r) {
  const rows = r.int(3, 6);
  const out = ['| Option | Type | Default | Description |', '| --- | --- | --- | --- |'];
  for (let j = 0; j < rows; j++) {
    const s = sentence(r).replace(/\|/g, '/');
    out.push(`| \`${option(r)}\` | \`${r.pick(TYPES)}\` | \`${value(r)}\` | ${s} |`);
  }
  return out.join('\n');
}

function bulletList(r, ordered = false) {
  const k = r.int(3, 5);
  const out = [];
  for (let j = 0; j < k; j++) out.push(`${ordered ? `${j + 1}.` : '-'} ${sentence(r)}`);
  return out.join('\n');
}

// ---------------------------------------------------------------- flavor syntax
function linkTo(flavor, from, to, anchor) {
  const hash = anchor ? `#${anchor}` : '';
  if (flavor === 'starlight') {
    // Astro does not rewrite .md links: use root-relative URLs.
    const url = to.slug === 'index' && !to.dir ? '/' : `/${to.dir}/${to.slug}/`;
    return url + hash;
  }
  let rel = path.posix.relative(from.dir || '.', to.file);
  if (!rel.startsWith('.')) rel = './' + rel;
  return rel + hash;
}

function admonition(flavor, kind, title, body) {
  const map = {
    docusaurus: { note: 'note', tip: 'tip', warning: 'warning', danger: 'danger' },
    vitepress: { note: 'info', tip: 'tip', warning: 'warning', danger: 'danger' },
    starlight: { note: 'note', tip: 'tip', warning: 'caution', danger: 'danger' },
    rspress: { note: 'note', tip: 'tip', warning: 'warning', danger: 'danger' },
  }[flavor];
  const k = map[kind];
  if (flavor === 'vitepress') return `::: ${k}${title ? ' ' + title : ''}\n${body}\n:::`;
  // Rspress 2 reads `:::tip Title`; a Docusaurus `[Title]` label would render as body text.
  if (flavor === 'rspress') return `:::${k}${title ? ' ' + title : ''}\n${body}\n:::`;
  return `:::${k}${title ? `[${title}]` : ''}\n${body}\n:::`;
}

function frontMatter(flavor, page, description) {
  const q = (s) => JSON.stringify(s);
  const lines = ['---', `title: ${q(page.title)}`, `description: ${q(description)}`];
  if (flavor === 'docusaurus' && page.position) lines.push(`sidebar_position: ${page.position}`);
  if (flavor === 'starlight' && page.position) lines.push('sidebar:', `  order: ${page.position}`);
  lines.push('---', '');
  return lines.join('\n');
}

// ---------------------------------------------------------------- page body
function renderPage(flavor, site, page) {
  const r = new Rng(page.seed);
  const N = site.pages.length;
  const description = `${cap(r.pick(VERBS3).replace(/s$/, ''))} ${r.pick(ADJS)} ${plural(r.pick(NOUNS))} and keep ${r.pick(GOALS)} across ${plural(r.pick(SCOPES))}.`;

  // link targets: neighbours plus random pages; never self
  const nLinks = r.int(3, 6);
  const targets = [];
  const cand = [(page.i % (N - 1)) + 1, ((page.i - 2 + (N - 1)) % (N - 1)) + 1];
  while (cand.length < 40) cand.push(r.int(0, N - 1));
  for (const c of cand) {
    if (targets.length >= nLinks) break;
    if (c !== page.i && !targets.includes(c)) targets.push(c);
  }
  let anchorTarget;
  do anchorTarget = r.int(1, N - 1); while (anchorTarget === page.i);
  const at = site.pages[anchorTarget];
  const ah = at.headings[r.int(0, at.headings.length - 1)];

  const codeLangs = r.shuffle(['ts', 'bash', 'json', 'yaml']).slice(0, r.int(2, 4));
  const admKind = r.pick(['note', 'tip', 'warning', 'danger']);
  const admTitle = r.chance(0.4) ? r.pick(['Good to know', 'Before you upgrade', 'Heads up', 'Performance tip']) : '';

  // distribute blocks over sections
  const H = page.headings.length;
  const slots = Array.from({ length: H }, () => []);
  codeLangs.forEach((lang, j) => slots[(j * 2 + 1) % H].push({ t: 'code', lang }));
  slots[r.int(1, H - 1)].push({ t: 'table' });
  slots[r.int(0, H - 1)].push({ t: 'list' });
  slots[r.int(1, H - 1)].push({ t: 'olist' });
  slots[r.int(0, H - 1)].push({ t: 'adm' });
  slots[r.int(0, H - 2)].push({ t: 'anchor' });
  // internal links: inline sentences spread over sections, the rest in a list at the end
  const inlineLinks = targets.slice(0, Math.ceil(targets.length / 2));
  const listLinks = targets.slice(inlineLinks.length);
  inlineLinks.forEach((t, j) => slots[j % H].push({ t: 'link', target: t }));

  const out = [frontMatter(flavor, page, description)];
  if (flavor === 'vitepress') out.push(`# ${page.title}\n`);
  out.push(paragraph(r, 2, 4) + '\n');

  if (page.i === 0) {
    const lines = site.sections.map((s) => {
      const first = site.pages.find((p) => p.dir.startsWith(s + '/'));
      return `- [${titleFromDir(s)}](${linkTo(flavor, page, first)}): ${sentence(r)}`;
    });
    out.push(lines.join('\n') + '\n');
  }

  page.headings.forEach((h, hi) => {
    out.push(`${'#'.repeat(h.level)} ${h.text}\n`);
    out.push(paragraph(r) + '\n');
    for (const b of slots[hi]) {
      if (b.t === 'code') { out.push(`${sentence(r)}\n`); out.push(codeBlock(r, b.lang) + '\n'); }
      else if (b.t === 'table') { out.push(`The following options apply to the ${r.pick(NOUNS)}:\n`); out.push(table(r) + '\n'); }
      else if (b.t === 'list') out.push(bulletList(r) + '\n');
      else if (b.t === 'olist') out.push(bulletList(r, true) + '\n');
      else if (b.t === 'adm') out.push(admonition(flavor, admKind, admTitle, paragraph(r, 1, 3)) + '\n');
      else if (b.t === 'anchor') {
        out.push(`For background, read [${ah.text.toLowerCase()}](${linkTo(flavor, page, at, ah.slug)}) in the ${at.title.toLowerCase()} page. ${sentence(r)}\n`);
      } else if (b.t === 'link') {
        const tp = site.pages[b.target];
        out.push(`${sentence(r)} See [${tp.title.toLowerCase()}](${linkTo(flavor, page, tp)}) for the details.\n`);
      }
    }
    if (r.chance(0.5)) out.push(paragraph(r, 2, 4) + '\n');
  });

  if (listLinks.length) {
    out.push('Related pages:\n');
    out.push(listLinks.map((t) => `- [${site.pages[t].title}](${linkTo(flavor, page, site.pages[t])})`).join('\n') + '\n');
  }
  return out.join('\n');
}

// ---------------------------------------------------------------- configs
function writeFile(file, text) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

function emitDocusaurus(out, site, faster) {
  const future = faster
    ? `  // Docusaurus >= 3.9 renamed future.experimental_faster to future.faster;\n  // ssgWorkerThreads (part of faster: true) requires this v4 flag.\n  future: {\n    v4: { removeLegacyPostBuildHeadAttribute: true },\n    faster: true,\n  },\n`
    : '';
  writeFile(path.join(out, 'docusaurus.config.js'), `// generated by peer-corpus.mjs
/** @type {import('@docusaurus/types').Config} */
export default {
  title: 'Acme Docs',
  tagline: 'Benchmark corpus',
  url: 'https://docs.example.com',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  markdown: { hooks: { onBrokenMarkdownLinks: 'throw' } },
${future}  presets: [
    [
      'classic',
      {
        docs: { routeBasePath: '/', sidebarPath: './sidebars.js' },
        blog: false,
        pages: false,
      },
    ],
  ],
  themeConfig: {
    navbar: { title: 'Acme Docs', items: [] },
  },
};
`);
  writeFile(path.join(out, 'sidebars.js'), `// generated by peer-corpus.mjs
export default {
  docs: [{ type: 'autogenerated', dirName: '.' }],
};
`);
  site.sections.forEach((s, si) => {
    writeFile(path.join(out, 'docs', s, '_category_.json'), JSON.stringify({ label: titleFromDir(s), position: si + 1 }, null, 2) + '\n');
  });
  site.folders.forEach((f, fi) => {
    writeFile(path.join(out, 'docs', f.dir, '_category_.json'), JSON.stringify({ label: titleFromDir(f.topic), position: fi + 1 }, null, 2) + '\n');
  });
}

function emitVitepress(out, site, perSection) {
  // VitePress has no autogenerated sidebar: emit the full tree explicitly.
  let sidebar = [{ text: 'Overview', link: '/' }];
  const bySection = {};
  for (const s of site.sections) {
    const group = { text: titleFromDir(s), collapsed: false, items: [] };
    for (const f of site.folders.filter((x) => x.section === s)) {
      group.items.push({
        text: titleFromDir(f.topic),
        collapsed: true,
        items: f.pages.map((p) => ({ text: p.title, link: `/${p.dir}/${p.slug}` })),
      });
    }
    sidebar.push(group);
    bySection[`/${s}/`] = [group];
  }
  if (perSection) sidebar = bySection;
  writeFile(path.join(out, 'docs', '.vitepress', 'config.mjs'), `// generated by peer-corpus.mjs
export default {
  title: 'Acme Docs',
  description: 'Benchmark corpus',
  themeConfig: {
    nav: [],
    sidebar: ${JSON.stringify(sidebar)},
  },
};
`);
}

function emitRspress(out, site, perSection) {
  // Sidebars come from _meta.json files (the config declares none, so Rspress'
  // auto nav/sidebar applies); search, dead-link check and SSG stay at their defaults.
  writeFile(path.join(out, 'rspress.config.ts'), `// generated by peer-corpus.mjs
import { defineConfig } from '@rspress/core';

export default defineConfig({
  root: 'docs',
  title: 'Acme Docs',
  description: 'Benchmark corpus',
});
`);
  const json = (v) => JSON.stringify(v, null, 2) + '\n';
  const docs = path.join(out, 'docs');
  // Navbar: one item per section, linking to its first page.
  const nav = site.sections.map((s) => {
    const first = site.pages.find((p) => p.dir.startsWith(s + '/'));
    return { text: titleFromDir(s), link: `/${first.dir}/${first.slug}`, activeMatch: `^/${s}/` };
  });
  writeFile(path.join(docs, '_nav.json'), json(nav));
  // Without --sidebar-per-section a root _meta.json (next to _nav.json) makes one sidebar
  // for the whole site, like VitePress' single sidebar.
  if (!perSection) {
    writeFile(path.join(docs, '_meta.json'), json(['index', ...site.sections.map((s) => ({ type: 'dir', name: s, label: titleFromDir(s), collapsed: false }))]));
  }
  for (const s of site.sections) {
    const topics = site.folders.filter((f) => f.section === s);
    writeFile(path.join(docs, s, '_meta.json'), json(topics.map((f) => ({ type: 'dir', name: f.topic, label: titleFromDir(f.topic), collapsible: true, collapsed: true }))));
  }
  for (const f of site.folders) writeFile(path.join(docs, f.dir, '_meta.json'), json(f.pages.map((p) => p.slug)));
}

function emitStarlight(out, site) {
  const sidebar = site.sections.map((s) => ({ label: titleFromDir(s), autogenerate: { directory: s } }));
  writeFile(path.join(out, 'astro.config.mjs'), `// generated by peer-corpus.mjs
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';

export default defineConfig({
  integrations: [
    starlight({
      title: 'Acme Docs',
      sidebar: ${JSON.stringify(sidebar, null, 2).replace(/\n/g, '\n      ')},
    }),
  ],
});
`);
  writeFile(path.join(out, 'src', 'content.config.ts'), `// generated by peer-corpus.mjs
import { defineCollection } from 'astro:content';
import { docsLoader } from '@astrojs/starlight/loaders';
import { docsSchema } from '@astrojs/starlight/schema';

export const collections = {
  docs: defineCollection({ loader: docsLoader(), schema: docsSchema() }),
};
`);
  writeFile(path.join(out, 'tsconfig.json'), JSON.stringify({ extends: 'astro/tsconfigs/strict', include: ['.astro/types.d.ts', '**/*'], exclude: ['dist'] }, null, 2) + '\n');
}

// ---------------------------------------------------------------- main
function main() {
  const args = parseArgs(process.argv);
  const out = path.resolve(args.out);
  const contentRoot = {
    docusaurus: path.join(out, 'docs'),
    vitepress: path.join(out, 'docs'),
    rspress: path.join(out, 'docs'),
    starlight: path.join(out, 'src', 'content', 'docs'),
  }[args.flavor];
  if (args.clean) fs.rmSync(contentRoot, { recursive: true, force: true });

  const site = planSite(args.pages, args.seed);
  let bytes = 0;
  for (const page of site.pages) {
    const text = renderPage(args.flavor, site, page);
    bytes += Buffer.byteLength(text);
    writeFile(path.join(contentRoot, page.file), text);
  }
  if (args.flavor === 'docusaurus') emitDocusaurus(out, site, args.faster);
  else if (args.flavor === 'vitepress') emitVitepress(out, site, args.perSection);
  else if (args.flavor === 'rspress') emitRspress(out, site, args.perSection);
  else emitStarlight(out, site);
  console.log(`peer-corpus: ${site.pages.length} pages, ${site.folders.length} folders, ${site.sections.length} sections, ${(bytes / 1024).toFixed(0)} KiB of Markdown -> ${contentRoot}`);
}

main();
