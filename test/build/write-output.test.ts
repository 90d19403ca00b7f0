import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { homedir, tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { OUTPUT_MARKER } from '../../src/build/output-guard.ts';
import { writeOutput, type OutputFile } from '../../src/build/write-output.ts';
import { DocsgenError } from '../../src/diagnostics/diagnostic.ts';
import { copySite, lines, repoRoot, tempDir, writeFiles } from '../helpers.ts';

/** Every file under `dir` with the hash of its bytes: equal snapshots mean byte-for-byte equal trees. */
async function snapshot(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const walk = async (folder: string): Promise<void> => {
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) await walk(path);
      else out[relative(dir, path)] = createHash('sha256').update(await readFile(path)).digest('hex');
    }
  };
  await walk(dir);
  return out;
}

async function leftovers(cwd: string): Promise<string[]> {
  return (await readdir(cwd)).filter((name) => name.includes('.docsgen-'));
}

describe('atomic output', () => {
  it('writes the build with its marker, and removes pages deleted from the source', async () => {
    const cwd = await copySite('basic');
    await build({ cwd });
    expect(existsSync(join(cwd, 'build', OUTPUT_MARKER))).toBe(true);
    expect(existsSync(join(cwd, 'build', 'reference/cli/index.html'))).toBe(true);
    await rm(join(cwd, 'site/pages/reference/cli.md'));
    await build({ cwd });
    expect(existsSync(join(cwd, 'build', 'reference/cli/index.html'))).toBe(false);
    expect(await leftovers(cwd)).toEqual([]);
  });

  it('keeps the previous output byte-for-byte when a build fails', async () => {
    const cwd = await copySite('basic');
    await build({ cwd });
    const before = await snapshot(join(cwd, 'build'));
    await writeFiles(join(cwd, 'site'), { 'pages/broken.mdx': '# Broken\n\n<NoSuchThing />\n' });
    await expect(build({ cwd })).rejects.toThrow(DocsgenError);
    expect(await snapshot(join(cwd, 'build'))).toEqual(before);
    expect(await leftovers(cwd)).toEqual([]);
  });

  it('keeps the previous output when one page throws while rendering', async () => {
    const cwd = await copySite('basic');
    await build({ cwd });
    const before = await snapshot(join(cwd, 'build'));
    await writeFiles(join(cwd, 'site'), { 'pages/throws.mdx': '# T\n\n<Details summary={{a: 1}}>x</Details>\n' });
    const error = await build({ cwd }).catch((caught: DocsgenError) => caught);
    expect(lines((error as DocsgenError).diagnostics)[0]).toMatch(/^site\/pages\/throws\.mdx error Rendering the content failed: Objects are not valid as a React child/);
    expect(await snapshot(join(cwd, 'build'))).toEqual(before);
  });

  it('removes its temporary folder when killed mid-write, leaving the old output intact', async () => {
    const cwd = await tempDir();
    const out = join(cwd, 'out');
    await writeOutput(out, new Map([['index.html', { contents: 'old' }]]));
    const before = await snapshot(out);
    // A child process writing many files; SIGTERM it as soon as its temporary folder appears.
    const child = spawn(process.execPath, ['--input-type=module', '-e', `
      const { writeOutput } = await import(${JSON.stringify(join(repoRoot, 'dist', 'index.js'))});
      const files = new Map();
      for (let i = 0; i < 20000; i++) files.set('p' + i + '/index.html', { contents: 'x'.repeat(2000) });
      await writeOutput(${JSON.stringify(out)}, files);
    `]);
    const tmp = async (): Promise<string | undefined> => (await readdir(cwd)).find((name) => name.includes('.docsgen-tmp-'));
    const started = Date.now();
    while (!(await tmp()) && Date.now() - started < 20_000) await new Promise((done) => setTimeout(done, 5));
    expect(await tmp()).toBeDefined();
    child.kill('SIGTERM');
    const code = await new Promise<number | null>((done) => child.on('exit', done));
    expect(code).toBe(143);
    expect(await leftovers(cwd)).toEqual([]);
    expect(await snapshot(out)).toEqual(before);
  });

  it('cleans up after a build that died without a chance to clean, restoring a half-swapped output', async () => {
    const cwd = await tempDir();
    const out = join(cwd, 'out');
    const deadPid = 2 ** 22 + 1234;
    await writeFiles(cwd, {
      [`.out.docsgen-tmp-${deadPid}-aaaa/index.html`]: 'half written',
      [`.out.docsgen-old-${deadPid}-aaaa/index.html`]: 'previous',
      [`.out.docsgen-old-${deadPid}-aaaa/${OUTPUT_MARKER}`]: '{}',
    });
    await writeOutput(join(cwd, 'other'), new Map());
    // The output folder was renamed away when the process died: the next write restores it first.
    await writeOutput(out, new Map([['new.html', { contents: 'new' }]]));
    expect(await leftovers(cwd)).toEqual([]);
    expect(await readFile(join(out, 'new.html'), 'utf8')).toBe('new');
  });

  it('lets two builds into the same folder finish without corrupting each other', async () => {
    const cwd = await tempDir();
    const out = join(cwd, 'out');
    const files = (tag: string): Map<string, OutputFile> => new Map(Array.from({ length: 300 }, (_, i) => [`p${i}/index.html`, { contents: tag }]));
    await Promise.all([writeOutput(out, files('a')), writeOutput(out, files('b'))]);
    const contents = new Set(await Promise.all(Array.from({ length: 300 }, (_, i) => readFile(join(out, `p${i}/index.html`), 'utf8'))));
    expect(contents.size).toBe(1);
    expect(await leftovers(cwd)).toEqual([]);
  });
});

describe('rebuilding into the previous output', () => {
  const keyed = (key: string, contents: string): OutputFile => ({ key, render: () => contents });
  const neverRendered = (key: string): OutputFile => ({
    key,
    render: () => {
      throw new Error(`${key} was rendered again`);
    },
  });
  const identity = async (path: string): Promise<string> => {
    const info = await stat(path);
    return `${info.ino}:${info.mtimeMs}`;
  };

  it('leaves unchanged files as they are and writes only what changed', async () => {
    const out = join(await tempDir(), 'out');
    await writeOutput(out, new Map([
      ['a/index.html', keyed('a1', 'A')],
      ['b/index.html', keyed('b1', 'B')],
      ['search.json', { contents: '{"s":1}' }],
    ]));
    const before = { a: await identity(join(out, 'a/index.html')), search: await identity(join(out, 'search.json')) };
    await writeOutput(out, new Map([
      ['a/index.html', neverRendered('a1')],
      ['b/index.html', keyed('b2', 'B, edited')],
      ['search.json', { contents: '{"s":1}' }],
    ]));
    expect(await identity(join(out, 'a/index.html'))).toBe(before.a);
    expect(await identity(join(out, 'search.json'))).toBe(before.search);
    expect(await readFile(join(out, 'b/index.html'), 'utf8')).toBe('B, edited');
    expect(await leftovers(dirname(out))).toEqual([]);
  });

  // Late files made on other threads come after the pages; made on this one, before any page renders.
  it.each([
    { lateOnThisThread: false, order: ['a1', 'later'] },
    { lateOnThisThread: true, order: ['later', 'a1'] },
  ])('writes files finished apart (the search index) like the rest, first build and rebuild: on this thread $lateOnThisThread', async ({ lateOnThisThread, order: expectedOrder }) => {
    const out = join(await tempDir(), 'out');
    const order: string[] = [];
    const later = (files: Array<[string, string]>) => async (): Promise<Map<string, OutputFile>> => {
      order.push('later');
      return new Map(files.map(([path, contents]) => [path, { contents }]));
    };
    const page = (key: string, contents: string): OutputFile => ({ key, render: () => (order.push(key), contents) });
    const copied = join(dirname(out), 'logo.svg');
    await writeFile(copied, '<svg/>');
    await writeOutput(out, new Map<string, OutputFile>([['a/index.html', page('a1', 'A')], ['img/logo.svg', { copyFrom: copied }], ['a/b/c/data.json', { contents: '{}' }], ['robots.txt', { contents: 'ok' }]]), later([['search/index.json', '1'], ['search/p/0.bin', 'zero'], ['search/p/1.bin', 'one']]), { lateOnThisThread });
    expect(order).toEqual(expectedOrder);
    expect(Object.keys(await snapshot(out)).sort()).toEqual([OUTPUT_MARKER, 'a/b/c/data.json', 'a/index.html', 'img/logo.svg', 'robots.txt', 'search/index.json', 'search/p/0.bin', 'search/p/1.bin']);
    expect(await readFile(join(out, 'img/logo.svg'), 'utf8')).toBe('<svg/>');
    const kept = await identity(join(out, 'search/p/0.bin'));
    // Rebuild: one late file unchanged, one changed, one gone; the marker records their keys.
    await writeOutput(out, new Map([['a/index.html', neverRendered('a1')]]), later([['search/index.json', '2'], ['search/p/0.bin', 'zero']]), { lateOnThisThread });
    expect(Object.keys(await snapshot(out)).sort()).toEqual([OUTPUT_MARKER, 'a/index.html', 'search/index.json', 'search/p/0.bin']);
    expect(await readFile(join(out, 'search/index.json'), 'utf8')).toBe('2');
    expect(await identity(join(out, 'search/p/0.bin'))).toBe(kept);
    const marker = JSON.parse(await readFile(join(out, OUTPUT_MARKER), 'utf8')) as { files: Record<string, string> };
    expect(Object.keys(marker.files).sort()).toEqual(['a/index.html', 'search/index.json', 'search/p/0.bin']);
    expect(await leftovers(dirname(out))).toEqual([]);
  });

  it.each([false, true])('keeps the previous output when the late files fail (on this thread: %s)', async (lateOnThisThread) => {
    const out = join(await tempDir(), 'out');
    await writeOutput(out, new Map([['a/index.html', { contents: 'A' }]]));
    const before = await snapshot(out);
    const failing = async (): Promise<Map<string, OutputFile>> => {
      throw new Error('indexing failed');
    };
    await expect(writeOutput(out, new Map<string, OutputFile>([['a/index.html', { contents: 'A, edited' }], ['b/index.html', { render: () => 'B' }]]), failing, { lateOnThisThread })).rejects.toThrow(/indexing failed/);
    expect(await snapshot(out)).toEqual(before);
    expect(await leftovers(dirname(out))).toEqual([]);
  });

  it('writes rendered pages as UTF-8 whatever their characters and sizes, through its reused buffers', async () => {
    const out = join(await tempDir(), 'out');
    const texts = ['ASCII only', 'Latin-1: ¡Hola, Martín!', 'CJK 日本語 and astral 🎉'.repeat(5000), 'é'.repeat(400_000), 'small after large ✓'];
    await writeOutput(out, new Map(texts.map((text, index) => [`p${index}/index.html`, { render: () => text }])));
    for (const [index, text] of texts.entries()) expect(await readFile(join(out, `p${index}/index.html`), 'utf8')).toBe(text);
  });

  it('writes a file given in parts piece by piece, the same text as rendered whole', async () => {
    const out = join(await tempDir(), 'out');
    const parts = ['# One\n', 'é'.repeat(700_000), '\n\n---\n\n', '# Two 🎉\n'.repeat(90_000)];
    await writeOutput(out, new Map<string, OutputFile>([['llms-full.txt', { render: () => 'not used', parts: () => parts }]]));
    expect(await readFile(join(out, 'llms-full.txt'), 'utf8')).toBe(parts.join(''));
  });

  it('waits for the files still being written before removing a failed build, and reports the failure', async () => {
    const cwd = await tempDir();
    const out = join(cwd, 'out');
    const files = new Map<string, OutputFile>(Array.from({ length: 300 }, (_, index) => [`p${index}/index.html`, { render: () => 'x'.repeat(50_000) }]));
    files.set('p150/index.html', {
      render: () => {
        throw new Error('page 150 failed');
      },
    });
    await expect(writeOutput(out, files)).rejects.toThrow(/page 150 failed/);
    expect(existsSync(out)).toBe(false);
    expect(await leftovers(cwd)).toEqual([]);
  });

  it('removes what the build no longer has, when a file becomes a folder and a folder a file', async () => {
    const out = join(await tempDir(), 'out');
    await writeOutput(out, new Map<string, OutputFile>([
      ['kept/index.html', { contents: 'kept' }],
      ['guide', { contents: 'a file' }],
      ['old/deep/index.html', { contents: 'gone' }],
      ['api/index.html', { contents: 'api' }],
    ]));
    await writeFile(join(out, 'stray.txt'), 'not docsgen\'s');
    await writeOutput(out, new Map<string, OutputFile>([
      ['kept/index.html', { contents: 'kept' }],
      ['guide/index.html', { contents: 'now a folder' }],
      ['api', { contents: 'now a file' }],
    ]));
    const tree = await snapshot(out);
    expect(Object.keys(tree).sort()).toEqual([OUTPUT_MARKER, 'api', 'guide/index.html', 'kept/index.html']);
    expect(await readFile(join(out, 'api'), 'utf8')).toBe('now a file');
    expect(existsSync(join(out, 'old'))).toBe(false);
  });

  it('writes a file again when it was deleted from the output, though its key is unchanged', async () => {
    const out = join(await tempDir(), 'out');
    await writeOutput(out, new Map([['a/index.html', keyed('a1', 'A')]]));
    await rm(join(out, 'a/index.html'));
    await writeOutput(out, new Map([['a/index.html', keyed('a1', 'A')]]));
    expect(await readFile(join(out, 'a/index.html'), 'utf8')).toBe('A');
  });

  it('copies a static file again only when it changed', async () => {
    const cwd = await tempDir();
    const out = join(cwd, 'out');
    await writeFiles(cwd, { 'static/logo.svg': '<svg/>' });
    const files = new Map<string, OutputFile>([['logo.svg', { copyFrom: join(cwd, 'static/logo.svg') }]]);
    await writeOutput(out, files);
    const before = await identity(join(out, 'logo.svg'));
    await writeOutput(out, files);
    expect(await identity(join(out, 'logo.svg'))).toBe(before);
    await new Promise((done) => setTimeout(done, 20));
    await writeFile(join(cwd, 'static/logo.svg'), '<svg id="new"/>');
    await writeOutput(out, files);
    expect(await readFile(join(out, 'logo.svg'), 'utf8')).toBe('<svg id="new"/>');
  });

  // A folder on another file system than its parent, as a mounted volume is: here a
  // symlink into /dev/shm (tmpfs), where there is one.
  const otherFileSystem = (() => {
    try {
      return statSync('/dev/shm').dev !== statSync(tmpdir()).dev ? '/dev/shm' : undefined;
    } catch {
      return undefined;
    }
  })();

  it.runIf(otherFileSystem)('writes into an output folder on another file system', async () => {
    const cwd = await tempDir();
    const target = await mkdtemp(join(otherFileSystem!, 'docsgen-out-'));
    try {
      await symlink(target, join(cwd, 'out'));
      const out = join(cwd, 'out');
      await writeOutput(out, new Map([['a/index.html', keyed('a1', 'A')], ['old.html', { contents: 'old' }]]));
      await writeOutput(out, new Map([['a/index.html', keyed('a2', 'A, edited')], ['b/index.html', keyed('b1', 'B')]]));
      expect(Object.keys(await snapshot(target)).sort()).toEqual([OUTPUT_MARKER, 'a/index.html', 'b/index.html']);
      expect(await readFile(join(target, 'a/index.html'), 'utf8')).toBe('A, edited');
      expect(await leftovers(cwd)).toEqual([]);
    } finally {
      await rm(target, { recursive: true, force: true });
    }
  });

  it('finishes an update that a killed build had staged in full', async () => {
    const cwd = await tempDir();
    const out = join(cwd, 'out');
    await writeOutput(out, new Map([
      ['keep.html', keyed('k', 'keep')],
      ['old.html', keyed('o', 'old')],
    ]));
    // What a build killed while moving files into place leaves: its staged update.
    const deadPid = 2 ** 22 + 4321;
    const staged = join(cwd, `.out.docsgen-update-${deadPid}-bbbb`);
    await writeFiles(staged, {
      'new.html': 'new',
      [OUTPUT_MARKER]: JSON.stringify({ generator: 'docsgen', builtAt: '', files: { 'keep.html': 'k', 'new.html': 'n' } }),
      '.docsgen-plan.json': JSON.stringify({ moved: ['new.html', OUTPUT_MARKER], stale: ['old.html'], staleFolders: [] }),
    });
    await writeOutput(out, new Map([
      ['keep.html', neverRendered('k')],
      ['new.html', neverRendered('n')],
    ]));
    expect(await readFile(join(out, 'new.html'), 'utf8')).toBe('new');
    expect(existsSync(join(out, 'old.html'))).toBe(false);
    expect(await leftovers(cwd)).toEqual([]);
  });
});

describe('output folder safety', () => {
  const refused = async (cwd: string, outDir: string): Promise<string> => {
    const error = await build({ cwd, outDir }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DocsgenError);
    expect((error as DocsgenError).exitCode).toBe(2);
    return lines((error as DocsgenError).diagnostics)[0]!;
  };

  it.each([
    ['.', 'it is the current folder'],
    ['/', 'it is the file system root'],
    [homedir(), 'it is your home folder'],
    ['site', 'it holds the site sources'],
    ['site/static', 'it is inside the site folder'],
  ])('refuses --out %s', async (outDir, why) => {
    const cwd = await copySite('basic');
    const before = await snapshot(cwd);
    expect(await refused(cwd, outDir)).toContain(why);
    expect(await snapshot(cwd)).toEqual(before);
  });

  it('refuses an output folder inside a file before building', async () => {
    const cwd = await copySite('basic');
    await writeFile(join(cwd, 'notes.txt'), 'x');
    expect(await refused(cwd, 'notes.txt/build')).toBe(
      'notes.txt/build error Refusing to write the build to `notes.txt/build`: `notes.txt` is a file, not a folder  output/unsafe-folder',
    );
  });

  it('names a refused folder outside the working directory by its absolute path', async () => {
    const cwd = await copySite('basic');
    expect(await refused(cwd, '/')).toBe('/ error Refusing to write the build to `/`: it is the file system root  output/unsafe-folder');
  });

  it('refuses an ancestor of the site folder', async () => {
    const cwd = await copySite('basic');
    const error = await build({ cwd: join(cwd, 'site', 'pages'), siteDir: '..', outDir: '../..' }).catch((caught: DocsgenError) => caught);
    expect(lines((error as DocsgenError).diagnostics)[0]).toContain('it holds the site sources');
  });

  it('refuses a non-empty folder it did not create, and touches nothing', async () => {
    const cwd = await copySite('basic');
    await writeFiles(cwd, { 'public/keep.txt': 'precious' });
    expect(await refused(cwd, 'public')).toBe(
      'public error Refusing to write the build to `public`: it is not empty and was not created by docsgen (no .docsgen-output file)  output/unsafe-folder',
    );
    expect(await readFile(join(cwd, 'public/keep.txt'), 'utf8')).toBe('precious');
  });

  it('accepts an empty folder and its own earlier output', async () => {
    const cwd = await copySite('basic');
    await mkdir(join(cwd, 'empty'));
    await build({ cwd, outDir: 'empty' });
    await build({ cwd, outDir: 'empty' });
    expect(existsSync(join(cwd, 'empty', 'index.html'))).toBe(true);
    await writeFile(join(cwd, 'empty', 'stray.txt'), 'x');
    await build({ cwd, outDir: 'empty' });
    expect(existsSync(join(cwd, 'empty', 'stray.txt'))).toBe(false);
  });
});
