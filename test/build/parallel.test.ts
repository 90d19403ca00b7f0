import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { appendFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { build } from '../../src/build/build.ts';
import type { OutputFile } from '../../src/build/write-output.ts';
import { StageTimer } from '../../src/build/stage-timer.ts';
import { fewerMarkdownFiles, siteMarkdown, warmUpSamples } from '../../src/content/warm-up-samples.ts';
import { compileWorkersFrom } from '../../src/site/compile-pages.ts';
import { expectWrittenAs, lines, repoRoot, tempDir, text, writeFiles } from '../helpers.ts';
import { kassaInMemory, kassaWritten } from '../kassa-builds.ts';

// @ts-expect-error: a plain ES module without types; the corpus generator of `npm run bench`.
import { writeCorpus } from '../../scripts/bench-corpus.mjs';

/** A bench corpus of `pages` pages in a fresh folder. */
async function corpus(pages: number, seed: number): Promise<string> {
  const cwd = await tempDir();
  (writeCorpus as (options: { dir: string; pages: number; seed: number }) => void)({ dir: cwd, pages, seed });
  return cwd;
}

/**
 * The corpus read as MDX, every other page exporting a value: pages compiled as code. With a
 * theme/MDXComponents their blocks cannot wait for the highlight worker, and compile workers take them.
 */
async function codeCorpus(pages: number, seed: number, { mdxComponents }: { mdxComponents: boolean }): Promise<string> {
  const cwd = await corpus(pages, seed);
  const config = join(cwd, 'site', 'config.yaml');
  await writeFile(config, `${await readFile(config, 'utf8')}markdown:\n  format: mdx\n`);
  const files = (await readdir(join(cwd, 'site', 'pages'), { recursive: true })).filter((path) => path.endsWith('.md')).sort();
  for (const path of files.filter((_, index) => index % 2 === 0)) await appendFile(join(cwd, 'site', 'pages', path), '\nexport const answer = 42;\n');
  if (mdxComponents) {
    await mkdir(join(cwd, 'site', 'theme'), { recursive: true });
    await writeFile(join(cwd, 'site', 'theme', 'MDXComponents.tsx'), "import MDXComponents from '@theme-original/MDXComponents';\nexport default { ...MDXComponents };\n");
  }
  return cwd;
}

/** The compiled build (what the CLI runs): unlike src/, it compiles and indexes on worker threads. */
const distBuild = async (): Promise<typeof build> => ((await import(join(repoRoot, 'dist', 'index.js'))) as { build: typeof build }).build;

function contents(files: Map<string, OutputFile>): Map<string, string> {
  return new Map([...files].map(([path, file]) => [path, 'contents' in file ? String(file.contents) : 'copyFrom' in file ? file.copyFrom : file.render()]));
}

/** Compile workers from `pages` pages to compile, not 200: a small site takes the paths a large one does. */
const compileWorkersFromPages = (pages: number): void => {
  vi.stubEnv('DOCSGEN_COMPILE_WORKERS_FROM', String(pages));
};

describe('parallel compilation', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('puts each locale\'s answers into the pages a translated site compiles once on worker threads', { timeout: 120_000 }, async () => {
    // Pages compiled as code on workers (see codeCorpus), once for both locales: their links were left as the worker's tokens.
    compileWorkersFromPages(30);
    const cwd = await codeCorpus(40, 13, { mdxComponents: true });
    const config = join(cwd, 'site', 'config.yaml');
    await writeFile(config, `${await readFile(config, 'utf8')}i18n:\n  defaultLocale: en\n  locales: [en, fr]\n`);
    const serial = await build({ cwd, write: false, cache: false });
    const timer = new StageTimer();
    const parallel = await (await distBuild())({ cwd, write: false, cache: false, timer });
    expect(timer.counts.get('pages compiled in workers')).toBeGreaterThanOrEqual(40);
    expect(timer.counts.get('pages compiled once for several locales')).toBeGreaterThanOrEqual(40);
    expect(parallel.diagnostics).toEqual(serial.diagnostics);
    const a = contents(serial.files);
    const b = contents(parallel.files);
    expect([...b.entries()].filter(([path, html]) => path.endsWith('.html') && /dgl[0-9a-f]{12}x/.test(html)).map(([path]) => path)).toEqual([]);
    for (const [path, html] of a) expect({ path, same: b.get(path) === html }).toEqual({ path, same: true });
  });

  it('compiles the partials a site imports by the hundred on worker threads into the same pages and link warnings', { timeout: 120_000 }, async () => {
    // 150 partials (past the 100 compiled on this thread), each with a code block and a link to a page, three to an anchor it lacks.
    const cwd = await tempDir();
    const partials = Array.from({ length: 150 }, (_, index) => index);
    await writeFiles(cwd, {
      'site/config.yaml': 'title: Parts\nurl: https://parts.dev\n',
      'site/pages/intro.md': '# Intro\n\nHello.\n',
      'site/pages/examples.mdx': `# Examples\n\n${partials.map((index) => `import Part${index} from './_parts/part-${index}.md';`).join('\n')}\n\n${partials.map((index) => `<Part${index} />`).join('\n\n')}\n`,
      ...Object.fromEntries(partials.map((index) => [`site/pages/_parts/part-${index}.md`, `Part ${index}, see [the intro](/intro)${index % 50 === 0 ? ' and [nothing](/intro#missing-' + index + ')' : ''}.\n\n\`\`\`html\n<div class="part-${index}"><span>${index}</span></div>\n\`\`\`\n`])),
    });
    const serial = await build({ cwd, write: false, cache: false });
    const timer = new StageTimer();
    const parallel = await (await distBuild())({ cwd, write: false, cache: false, timer });
    expect(timer.counts.get('partials compiled in workers')).toBe(50);
    expect(parallel.diagnostics).toEqual(serial.diagnostics);
    expect(serial.diagnostics.filter((d) => d.code === 'links/broken-anchor').map((d) => d.file)).toEqual(['site/pages/_parts/part-0.md', 'site/pages/_parts/part-100.md', 'site/pages/_parts/part-50.md']);
    const a = contents(serial.files);
    const b = contents(parallel.files);
    expect(a.get('examples/index.html')).toContain('part-149');
    expect([...b.keys()].sort()).toEqual([...a.keys()].sort());
    for (const [path, html] of a) expect({ path, same: b.get(path) === html }).toEqual({ path, same: true });
  });

  it('indexes search on worker threads into the same index as in-thread', { timeout: 120_000 }, async () => {
    const cwd = await corpus(300, 11);
    // An in-memory build indexes in-thread; a written one from dist/ on worker threads while it writes.
    const serial = await build({ cwd, write: false, cache: false });
    const dist = await distBuild();
    const timer = new StageTimer();
    // One worker, whatever the machine's cores (by default one per core beyond two).
    process.env.DOCSGEN_SEARCH_WORKERS = '1';
    const written = await dist({ cwd, outDir: join(cwd, 'out'), cache: false, timer }).finally(() => delete process.env.DOCSGEN_SEARCH_WORKERS);
    expect(timer.counts.get('search shards indexed in workers')).toBeGreaterThan(0);
    // Bytes, compared as hex: indexed on a worker, a page's file arrives as a Uint8Array, in-thread as a Buffer.
    const bytesOf = (file: OutputFile | undefined): string => Buffer.from(file && 'contents' in file ? file.contents : '').toString('hex');
    const searchFiles = (files: Map<string, OutputFile>): Map<string, string> => new Map([...files].filter(([path]) => path.startsWith('search/')).map(([path, file]) => [path, bytesOf(file)]));
    const a = searchFiles(serial.files);
    const b = searchFiles(written.files);
    expect(a.size).toBeGreaterThan(300);
    expect([...b.keys()].sort()).toEqual([...a.keys()].sort());
    for (const [path, data] of a) expect({ path, same: b.get(path) === data }).toEqual({ path, same: true });
    // And they are the files written.
    for (const path of [...a.keys()].slice(0, 5)) expect({ path, same: readFileSync(join(cwd, 'out', path)).toString('hex') === a.get(path) }).toEqual({ path, same: true });
  });

  it('indexes a small site\'s search on the highlight worker once its pages are highlighted, into the same index as in-thread', { timeout: 120_000 }, async () => {
    const cwd = await corpus(120, 5);
    const serial = await build({ cwd, write: false, cache: false });
    const timer = new StageTimer();
    // No search worker of its own, whatever the machine's cores (on two, none for a site this small).
    process.env.DOCSGEN_SEARCH_WORKERS = '0';
    const written = await (await distBuild())({ cwd, outDir: join(cwd, 'out'), cache: false, timer }).finally(() => delete process.env.DOCSGEN_SEARCH_WORKERS);
    expect(timer.counts.get('code blocks highlighted in a worker')).toBeGreaterThan(0);
    // Every shard (here two) indexed on the highlight worker's thread, not on a thread started for it.
    expect(timer.counts.get('highlight worker handed to search')).toBe(1);
    expect(timer.counts.get('search shards indexed in workers')).toBe(2);
    const bytesOf = (file: OutputFile | undefined): string => Buffer.from(file && 'contents' in file ? file.contents : '').toString('hex');
    const searchFiles = (files: Map<string, OutputFile>): Map<string, string> => new Map([...files].filter(([path]) => path.startsWith('search/')).map(([path, file]) => [path, bytesOf(file)]));
    const a = searchFiles(serial.files);
    const b = searchFiles(written.files);
    expect([...b.keys()].sort()).toEqual([...a.keys()].sort());
    for (const [path, data] of a) expect({ path, same: b.get(path) === data }).toEqual({ path, same: true });
    for (const path of [...a.keys()].slice(0, 5)) expect({ path, same: readFileSync(join(cwd, 'out', path)).toString('hex') === a.get(path) }).toEqual({ path, same: true });
  });

  it('highlights the code blocks of a site with few pages compiled as code on a worker into the same pages, those rendered through React too', { timeout: 120_000 }, async () => {
    // The bench corpus past the compile workers' threshold (plain Markdown pages: they stay on this thread).
    compileWorkersFromPages(50);
    const cwd = await corpus(60, 5);
    const serial = await build({ cwd, write: false, cache: false, offline: true });
    const timer = new StageTimer();
    const parallel = await (await distBuild())({ cwd, write: false, cache: false, offline: true, timer });
    expect(timer.counts.get('pages compiled in workers')).toBeUndefined();
    expect(timer.counts.get('code blocks highlighted in a worker')).toBeGreaterThan(50);
    expect(parallel.diagnostics).toEqual(serial.diagnostics);
    const a = contents(serial.files);
    const b = contents(parallel.files);
    expect([...b.keys()].sort()).toEqual([...a.keys()].sort());
    for (const [path, html] of a) expect({ path, same: b.get(path) === html }).toEqual({ path, same: true });
  });

  it('highlights the blocks of the Kassa site\'s pages on a worker, those rendered through React too, into what this thread writes', { timeout: 240_000 }, async () => {
    // 154 pages (under the compile workers' threshold of 200), half with components, whose blocks this thread highlights:
    // the CLI's build (dist/, with workers) against src/'s in memory (no workers).
    const [serial, written] = await Promise.all([kassaInMemory(), kassaWritten()]);
    expect(written.stderr).toBe('');
    expect(lines(serial.diagnostics)).toEqual([]);
    expect(written.stdout).not.toMatch(/pages compiled in workers/);
    expect(Number(/code blocks highlighted in a worker: (\d+)/.exec(written.stdout)?.[1])).toBeGreaterThan(50);
    expectWrittenAs(serial.files, written.outDir);
  });

  it('highlights the blocks of pages compiled as code on the worker too, for every docs version, into the same pages', { timeout: 120_000 }, async () => {
    // Past the compile workers' threshold, half of them code (an export): no theme/MDXComponents, so not for compile workers;
    // one puts a block in a client component that does not render its children on the server (they travel escaped in its data-slot).
    compileWorkersFromPages(50);
    const cwd = await codeCorpus(60, 9, { mdxComponents: false });
    await mkdir(join(cwd, 'site', 'components'), { recursive: true });
    await writeFile(join(cwd, 'site', 'components', 'Later.tsx'), "'use client';\nexport default function Later() {\n  return <div className=\"later\" />;\n}\n");
    await writeFile(join(cwd, 'site', 'pages', 'later.mdx'), "# Later\n\nimport Later from '@site/components/Later';\n\n<Later>\n\n```ts\nconst later: number = 1;\n```\n\n</Later>\n");
    const parallelBuild = async (): Promise<{ parallel: Awaited<ReturnType<typeof build>>; highlighted: number }> => {
      const timer = new StageTimer();
      const parallel = await (await distBuild())({ cwd, write: false, cache: false, timer });
      expect(timer.counts.get('pages compiled in workers')).toBeUndefined();
      return { parallel, highlighted: timer.counts.get('code blocks highlighted in a worker') ?? 0 };
    };
    // The current version alone: how many blocks its worker highlights (its pages are compared below, with the released version's).
    const current = await parallelBuild();
    expect(text(current.parallel.files, 'later/index.html')).toContain('data-slot="&lt;div class=&quot;theme-code-block code-block&quot; data-language=&quot;ts&quot;');
    // A released version of 20 pages, fewer than a worker starts for: the current version's worker highlights its blocks too.
    const pages = join(cwd, 'site', 'pages');
    const released = join(cwd, 'site', 'versioned_docs', 'version-1.0');
    for (const path of (await readdir(pages, { recursive: true })).filter((file) => /\.mdx?$/.test(file)).sort().slice(0, 20)) {
      await mkdir(dirname(join(released, path)), { recursive: true });
      await writeFile(join(released, path), await readFile(join(pages, path), 'utf8'));
    }
    await writeFile(join(cwd, 'site', 'versions.json'), '["1.0"]\n');
    // Its pages link to pages it does not have.
    await appendFile(join(cwd, 'site', 'config.yaml'), 'checks:\n  brokenLinks: ignore\n  brokenMarkdownLinks: ignore\n');
    const serial = await build({ cwd, write: false, cache: false });
    const versioned = await parallelBuild();
    expect(versioned.parallel.diagnostics).toEqual(serial.diagnostics);
    const a = contents(serial.files);
    const b = contents(versioned.parallel.files);
    expect([...b.keys()].sort()).toEqual([...a.keys()].sort());
    for (const [path, html] of a) expect({ path, same: b.get(path) === html }).toEqual({ path, same: true });
    expect(a.get('later/index.html')).toContain('data-slot="&lt;div class=&quot;theme-code-block code-block&quot; data-language=&quot;ts&quot;');
    expect(versioned.highlighted).toBeGreaterThan(current.highlighted + 20);
  });

  it('produces byte-identical output to a serial build, from the CLI given V8 flags, which workers refuse', { timeout: 120_000 }, async () => {
    const cwd = await codeCorpus(60, 7, { mdxComponents: true });
    // src/ compiles in-thread; the compiled CLI compiles on worker threads (from 50 pages here, as a site of 200 would).
    const serial = await build({ cwd, write: false, cache: false });
    const cli = spawnSync(process.execPath, ['--max-old-space-size=2048', '--stack-size=2000', join(repoRoot, 'bin', 'docsgen.js'), 'build', '--no-cache', '--profile'], { cwd, encoding: 'utf8', env: { ...process.env, DOCSGEN_COMPILE_WORKERS_FROM: '50' } });
    expect(cli.stderr).toBe('');
    expect(cli.status).toBe(0);
    expect(cli.stdout).toMatch(/^pages compiled: 60$/m);
    expect(cli.stdout).toMatch(/^pages compiled in workers: 60$/m);
    expect(serial.diagnostics).toEqual([]);
    // Every file the serial build makes is written, with the same bytes, and nothing else but the output's marker.
    expectWrittenAs(serial.files, join(cwd, 'build'));
  });

  it('starts the highlight worker with the CLI of a cold build, not of a warm one, into the same pages', { timeout: 120_000 }, async () => {
    // Fewer pages than a worker starts for once the build has loaded: only the early start gives them one.
    const cwd = await corpus(20, 13);
    const cli = (): ReturnType<typeof spawnSync> => spawnSync(process.execPath, [join(repoRoot, 'bin', 'docsgen.js'), 'build', '--profile'], { cwd, encoding: 'utf8' });
    const cold = cli();
    expect(cold.stderr).toBe('');
    expect(cold.status).toBe(0);
    expect(cold.stdout).toMatch(/^code blocks highlighted in a worker: \d+$/m);
    const serial = await build({ cwd, write: false, cache: false });
    const pages = [...contents(serial.files)].filter(([path]) => path.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(20);
    for (const [path, html] of pages) expect({ path, same: readFileSync(join(cwd, 'build', path), 'utf8') === html }).toEqual({ path, same: true });
    // With the cache there, one changed page compiles on this thread.
    const page = join(cwd, 'site', 'pages', (await readdir(join(cwd, 'site', 'pages'), { recursive: true })).filter((path) => path.endsWith('.md')).sort()[0]!);
    await appendFile(page, '\nOne more line.\n');
    const warm = cli();
    expect(warm.status).toBe(0);
    expect(warm.stdout).toMatch(/^pages compiled: 1$/m);
    expect(warm.stdout).not.toContain('highlighted in a worker');
  });
});

describe('compileWorkersFrom', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('starts compile workers from 200 pages, or from DOCSGEN_COMPILE_WORKERS_FROM; a value that is no count is not read', () => {
    vi.stubEnv('DOCSGEN_COMPILE_WORKERS_FROM', undefined);
    expect(compileWorkersFrom()).toBe(200);
    vi.stubEnv('DOCSGEN_COMPILE_WORKERS_FROM', '40');
    expect(compileWorkersFrom()).toBe(40);
    vi.stubEnv('DOCSGEN_COMPILE_WORKERS_FROM', 'many');
    expect(compileWorkersFrom()).toBe(200);
  });
});

describe('warmUpSamples', () => {
  it('takes the first fenced block of each language, by its name in any case, from the first 50 pages', () => {
    const pages = [
      'Intro\n\n```ts title="a.ts"\nconst a = 1;\n```\n\n```bash\ncurl -s x\n```\n',
      '~~~TS\nconst b = 2;\n~~~\n\n```\nno language\n```\n\n  ```yaml\n  key: value\n  ```\n',
      ...Array.from({ length: 48 }, () => 'Prose only.\n'),
      '```python\nprint(1)\n```\n',
    ];
    expect(warmUpSamples(pages)).toEqual([
      { lang: 'ts', code: 'const a = 1;\n' },
      { lang: 'bash', code: 'curl -s x\n' },
      { lang: 'yaml', code: '  key: value\n' },
    ]);
  });

  it('reads the Markdown of a site folder breadth first, by name, without packages, static files, builds or dot folders', async () => {
    const site = await tempDir();
    await writeFiles(site, {
      'b.md': 'b',
      'a.mdx': 'a',
      'config.yaml': 'title: X',
      'docs/intro.md': 'intro',
      'docs/deep/later.md': 'later',
      'node_modules/pkg/readme.md': 'package',
      'static/notes.md': 'static',
      'build/copied.md': 'built',
      '.docusaurus/generated.md': 'generated',
    });
    expect(siteMarkdown(site)).toEqual(['a', 'b', 'intro', 'later']);
    expect(siteMarkdown(join(site, 'missing'))).toEqual([]);
    // Whether the highlighter's WebAssembly stays at the baseline compiler counts the same files.
    expect([fewerMarkdownFiles(site, 4), fewerMarkdownFiles(site, 5), fewerMarkdownFiles(join(site, 'missing'), 1)]).toEqual([false, true, true]);
  });

  it('keeps a sample short: the first block of a language compiles most of its grammar', () => {
    const [sample] = warmUpSamples([`\`\`\`json\n${'{"a": 1}\n'.repeat(1000)}\`\`\`\n`]);
    expect(sample!.code.length).toBe(2000);
  });
});
