import { spawn } from 'node:child_process';
import { appendFile, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { copySite, makeSite, repoRoot, runDocsgen, tempDir, writeFiles } from './helpers.ts';

const bin = join(repoRoot, 'bin', 'docsgen.js');
const docsgen = runDocsgen;

const ANSI = /\u001b\[/;

/** Run a serving command until it prints its address (`printed` captures it), fetch a page there, then Ctrl+C: exit 0. */
async function expectServedUntilStopped(args: string[], cwd: string, printed: RegExp): Promise<void> {
  const child = spawn(process.execPath, [bin, ...args], { cwd, env: { ...process.env, NO_COLOR: '1' } });
  const url = await new Promise<string>((resolve) => child.stdout.on('data', (chunk: Buffer) => {
    const match = printed.exec(chunk.toString());
    if (match) resolve(match[1]!);
  }));
  const response = await fetch(`${url}/guides/setup`);
  expect(response.status).toBe(200);
  expect(await response.text()).toContain('Setting up Acme');
  child.kill('SIGINT');
  expect(await new Promise((resolve) => child.on('exit', resolve))).toBe(0);
}

describe('docsgen CLI', () => {
  it('prints its version', async () => {
    const { version } = JSON.parse(await readFile(join(repoRoot, 'package.json'), 'utf8')) as { version: string };
    expect(await docsgen(['--version'])).toMatchObject({ code: 0, stdout: `${version}\n` });
    expect(await docsgen(['-v'])).toMatchObject({ code: 0, stdout: `${version}\n` });
    // Beside other arguments, commander answers it as before.
    expect(await docsgen(['--version', '--help'])).toMatchObject({ code: 0, stdout: `${version}\n` });
  });

  it('documents build and its flags in --help', async () => {
    const top = await docsgen(['--help']);
    expect(top.code).toBe(0);
    expect(top.stdout).toContain('build [options]');
    const help = await docsgen(['build', '--help']);
    for (const flag of ['--site <dir>', '--out <dir>', '--verbose', '--dry-run', '--offline', '--strict-remote']) expect(help.stdout).toContain(flag);
  });

  it('exits 2 when the site folder does not exist, dev included (it has nothing to watch)', async () => {
    const cwd = await copySite('basic');
    for (const args of [['build', '--site', 'nope'], ['check-links', '--site', 'nope'], ['dev', '--site', 'nope', '--port', '0']]) {
      const result = await docsgen(args, { cwd });
      expect({ args, code: result.code }).toEqual({ args, code: 2 });
      expect(result.stderr).toContain('nope error Cannot find the site folder `nope`  config/missing-site');
    }
  });

  it('builds and checks the current folder with no --site when it holds the config and site/ does not (a Docusaurus project)', async () => {
    const dir = await tempDir();
    await writeFiles(dir, { 'docusaurus.config.js': "module.exports = { title: 'T', url: 'https://t.example', presets: [['classic', { blog: false }]] };\n", 'docs/intro.md': '# Intro\n\nSee [the guide](./guide.md).\n', 'docs/guide.md': '# Guide\n' });
    const built = await docsgen(['build'], { cwd: dir });
    expect(built.code).toBe(0);
    // As `docusaurus build` does: into the project's own build/.
    expect(await readFile(join(dir, 'build', 'docs', 'guide', 'index.html'), 'utf8')).toContain('Guide');
    expect(await docsgen(['check-links'], { cwd: dir })).toMatchObject({ code: 0 });
    // A site/ folder holding a config is still the default.
    await writeFiles(join(dir, 'site'), { 'config.yaml': 'title: Other\nurl: https://o.example\n', 'pages/index.md': '# Other site\n' });
    expect((await docsgen(['build', '--out', 'other'], { cwd: dir })).code).toBe(0);
    expect(await readFile(join(dir, 'other', 'index.html'), 'utf8')).toContain('Other site');
  });

  it('exits 2 on usage errors', async () => {
    const unknownCommand = await docsgen(['biuld']);
    expect(unknownCommand.code).toBe(2);
    expect(unknownCommand.stderr).toContain("unknown command 'biuld'");
    expect(unknownCommand.stderr).toContain('(Did you mean build?)');
    const unknownOption = await docsgen(['build', '--outt', 'x']);
    expect(unknownOption.code).toBe(2);
    expect(unknownOption.stderr).toContain("unknown option '--outt'");
    for (const command of ['dev', 'serve']) {
      const badPort = await docsgen([command, '--port', 'abc']);
      expect(badPort.code).toBe(2);
      expect(badPort.stderr).toContain('a port is an integer from 0 to 65535');
    }
  });

  it('builds a site and reports what it wrote', async () => {
    const cwd = await copySite('basic');
    const result = await docsgen(['build'], { cwd });
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toMatch(/^✔ Built 13 pages in \d+\.\d\d s → build\/\n  search index: \d+ KB for 11 pages \(\d+ sections\), split by term: a search fetches only its words' parts\n$/);
    expect(await readFile(join(cwd, 'build', 'index.html'), 'utf8')).toContain('<title>Welcome to Acme | Acme Docs</title>');
  });

  it('honours --site and --out', async () => {
    const cwd = await copySite('basic');
    const result = await docsgen(['build', '--site', 'site', '--out', 'dist/docs'], { cwd: cwd });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('→ dist/docs/');
    expect(await readFile(join(cwd, 'dist/docs/404.html'), 'utf8')).toContain('Page Not Found');
  });

  it('--profile prints the time of every stage', async () => {
    const cwd = await copySite('basic');
    const result = await docsgen(['build', '--profile'], { cwd });
    for (const stage of ['load', 'parse', 'sidebars', 'links', 'bundle', 'render', 'write']) expect(result.stdout).toMatch(new RegExp(`^${stage} +\\d+ ms +\\d+%$`, 'm'));
    expect(result.stdout).toMatch(/^pages compiled: \d+$/m);
  });

  it('--dry-run renders everything and writes nothing', async () => {
    const cwd = await copySite('basic');
    const result = await docsgen(['build', '--dry-run'], { cwd });
    expect(result.stdout).toContain('(dry run, nothing written)');
    await expect(readFile(join(cwd, 'build', 'index.html'))).rejects.toThrow();
  });

  it('reports a content error as one located line with a code frame, exit 1, no stack trace', async () => {
    const cwd = await makeSite({ 'pages/x.mdx': '---\ntitle: X\n---\n\nText\n\n<Tabz />\n' });
    const result = await docsgen(['build'], { cwd });
    expect(result.code).toBe(1);
    const [first, hint, ...frame] = result.stderr.split('\n');
    expect(first).toBe('site/pages/x.mdx:7:1 error Unknown component `<Tabz>`  mdx/unknown-component');
    expect(hint).toBe('  hint: did you mean `<Tabs>`?');
    expect(frame.join('\n')).toContain('> 7 | <Tabz />');
    expect(result.stderr).toContain('✖ 1 error');
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(ANSI.test(result.stderr)).toBe(false);
  });

  it('shows the first 10 warnings of a code and counts the others, every one with --verbose', async () => {
    const images = Array.from({ length: 12 }, (_, index) => `![](/img/missing-${index}.png)`).join('\n\n');
    const cwd = await makeSite({ 'pages/gallery.md': `# Gallery\n\n${images}\n` });
    const result = await docsgen(['build', '--dry-run'], { cwd });
    expect(result.code).toBe(0);
    expect(result.stderr.match(/ warning Image `\/img\/missing-\d+\.png` is not in the static folder/g)).toHaveLength(10);
    expect(result.stderr).toContain('… 2 more content/missing-image warnings in 1 file (--verbose shows every warning)\n⚠ 24 warnings');
    const verbose = await docsgen(['build', '--dry-run', '--verbose'], { cwd });
    expect(verbose.stderr.match(/ warning Image `\/img\/missing-\d+\.png` is not in the static folder/g)).toHaveLength(12);
    expect(verbose.stderr).not.toContain('more content/missing-image');
  });

  it('reports a component that throws with the page and the component, exit 1, and keeps the previous output', async () => {
    const cwd = await makeSite({
      'pages/index.mdx': "import Chart from '@site/components/Chart';\n\n# Home\n\n<Chart values={[1, 2]} />\n",
      'components/Chart.tsx': 'export default function Chart({ values }: { values: number[] }) {\n  return <p className="chart">{values.join(", ")}</p>;\n}\n',
    });
    expect((await docsgen(['build'], { cwd })).code).toBe(0);
    const before = await readFile(join(cwd, 'build', 'index.html'), 'utf8');
    expect(before).toContain('<p class="chart">1, 2</p>');
    await writeFile(join(cwd, 'site', 'components', 'Chart.tsx'), "export default function Chart(): never {\n  throw new Error('values missing');\n}\n");
    const result = await docsgen(['build'], { cwd });
    expect(result.code).toBe(1);
    expect(result.stderr.split('\n')[0]).toBe('site/pages/index.mdx error <Chart> threw while rendering: values missing  components/render-error');
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(await readFile(join(cwd, 'build', 'index.html'), 'utf8')).toBe(before);
  });

  it('renders with production React whatever NODE_ENV the shell has, as docusaurus build does', async () => {
    // Development React would print "Each child in a list should have a unique key" here.
    const cwd = await makeSite({
      'pages/index.mdx': "import List from '@site/components/List';\n\n# Home\n\n<List />\n",
      'components/List.tsx': 'export default function List() {\n  return <ul className="list">{[1, 2].map((n) => <li>{n}</li>)}</ul>;\n}\n',
    });
    expect(await docsgen(['build'], { cwd, env: { NODE_ENV: 'development' } })).toMatchObject({ code: 0, stderr: '' });
    expect(await readFile(join(cwd, 'build', 'index.html'), 'utf8')).toContain('<ul class="list"><li>1</li><li>2</li></ul>');
  });

  it('reports config errors with exit code 2 and a did-you-mean', async () => {
    const cwd = await makeSite({ 'pages/a.md': '# A\n' }, 'title: T\nurl: https://t.dev\nnavbr: {}\n');
    const result = await docsgen(['build'], { cwd });
    expect(result.code).toBe(2);
    expect(result.stderr.split('\n').slice(0, 2)).toEqual(['site/config.yaml:3:1 error Unknown key `navbr`  config/unknown-key', '  hint: did you mean `navbar`?']);
  });

  it('reports a missing site folder with exit code 2', async () => {
    const cwd = await makeSite({});
    const result = await docsgen(['build', '--site', 'nowhere'], { cwd });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Cannot find the site folder `nowhere`');
  });

  it('colours output only when asked or on a TTY, and never with NO_COLOR', async () => {
    const cwd = await makeSite({ 'pages/x.mdx': '<Nope />\n' });
    expect(ANSI.test((await docsgen(['build'], { cwd, env: { FORCE_COLOR: '1' } })).stderr)).toBe(true);
    expect(ANSI.test((await docsgen(['build'], { cwd, env: { FORCE_COLOR: '1', NO_COLOR: '1' } })).stderr)).toBe(false);
  });

  it('falls back to the cached OpenAPI document with a warning, skips the network with --offline, fails with --strict-remote', async () => {
    const cwd = await copySite('openapi');
    await appendFile(join(cwd, 'site/config.yaml'), '  url: http://127.0.0.1:9/openapi.json\n  retries: 0\n');
    const fallback = await docsgen(['build', '--dry-run'], { cwd });
    expect(fallback.code).toBe(0);
    expect(fallback.stderr).toContain('site/api/openapi.yaml warning Could not fetch the OpenAPI document from http://127.0.0.1:9/openapi.json: network error (ECONNREFUSED)  openapi/using-cache');
    const offline = await docsgen(['build', '--dry-run', '--offline'], { cwd });
    expect(offline.stderr).not.toContain('Could not fetch');
    const strict = await docsgen(['build', '--dry-run', '--strict-remote'], { cwd });
    expect(strict.code).toBe(1);
    expect(strict.stderr).toContain('error Could not fetch the OpenAPI document');
  });

  it('serves a build until stopped, and exits 2 without one', async () => {
    const cwd = await copySite('basic');
    expect((await docsgen(['serve', '--port', '0'], { cwd })).code).toBe(2);
    await docsgen(['build'], { cwd });
    await expectServedUntilStopped(['serve', '--port', '0'], cwd, /at (http:\/\/127\.0\.0\.1:\d+)/);
  });

  it('dev prints its address once it answers, serves the page there and stops on Ctrl+C', async () => {
    const cwd = await copySite('basic');
    await expectServedUntilStopped(['dev', '--port', '0'], cwd, /^✔ docsgen dev at (http:\/\/127\.0\.0\.1:\d+) \(Ctrl\+C to stop\)$/m);
    // Stopped the moment the address is printed, while the site is still being built.
    const early = spawn(process.execPath, [bin, 'dev', '--port', '0'], { cwd, env: { ...process.env, NO_COLOR: '1' } });
    early.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('docsgen dev at') && early.kill('SIGINT'));
    expect(await new Promise((resolve) => early.on('exit', resolve))).toBe(0);
  });

  it('refuses an unsafe output folder with exit code 2', async () => {
    const cwd = await copySite('basic');
    const result = await docsgen(['build', '--out', '.'], { cwd });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("Refusing to write the build to `.`: it is the current folder");
  });

  it('prints stack traces that point into src/ with --verbose, though dist/ is minified', async () => {
    const cwd = await copySite('basic');
    // A folder no one may make, not even root.
    const result = await docsgen(['build', '--out', '/sys/docsgen-test/build', '--verbose'], { cwd });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Could not write the build to');
    expect(result.stderr).toMatch(/at .*src\/build\/write-output\.ts:\d+:\d+/);
  });

  it('runs from an all-ASCII bundle: V8 would keep a module with one other character as UTF-16, twice the memory', async () => {
    for (const name of await readdir(join(repoRoot, 'dist'))) {
      if (!name.endsWith('.js')) continue;
      expect({ name, ascii: /^[\x00-\x7f]*$/.test(await readFile(join(repoRoot, 'dist', name), 'utf8')) }).toEqual({ name, ascii: true });
    }
  });
});
