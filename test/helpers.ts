import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { cp, mkdir, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect } from 'vitest';
import { build } from '../src/build/build.ts';
import { OUTPUT_MARKER } from '../src/build/output-guard.ts';
import type { OutputFile } from '../src/build/write-output.ts';
import { DocsgenError, type Diagnostic } from '../src/diagnostics/diagnostic.ts';
import { formatDiagnostic } from '../src/diagnostics/format.ts';
import { tempDir } from './temp-dirs.ts';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Run the compiled CLI (`bin/docsgen.js`) as a user would; colours off unless `env` turns them on. */
export async function runDocsgen(args: string[], options: { cwd?: string; env?: Record<string, string>; /** Kill it after this many ms (its code is then null). */ timeout?: number } = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  const env: Record<string, string | undefined> = { ...process.env, FORCE_COLOR: undefined, NO_COLOR: undefined, ...options.env };
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [join(repoRoot, 'bin', 'docsgen.js'), ...args], { cwd: options.cwd ?? repoRoot, env, ...(options.timeout ? { timeout: options.timeout } : {}) });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}
export const fixturesDir = join(repoRoot, 'test', 'fixtures');

export { tempDir };

/** Copy `test/fixtures/sites/<name>` to a temporary project folder (holding `site/`). */
export async function copySite(name: string): Promise<string> {
  const dir = await tempDir();
  await cp(join(fixturesDir, 'sites', name), dir, { recursive: true });
  return dir;
}

/** Write files (path → contents) under `root`, creating folders. */
export async function writeFiles(root: string, files: Record<string, string>): Promise<void> {
  for (const [path, contents] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), contents);
  }
}

/** A minimal project: `site/config.yaml` plus the given files under `site/`. */
export async function makeSite(files: Record<string, string>, config = 'title: Test\nurl: https://test.dev\n'): Promise<string> {
  const dir = await tempDir();
  await writeFiles(join(dir, 'site'), { 'config.yaml': config, ...files });
  return dir;
}

/** A Docusaurus config with the classic preset and no blog, plus `extra` (its own lines, as `  key: value,\n`). */
export function docusaurusConfig(extra = ''): string {
  return `module.exports = {\n  title: 'T',\n  url: 'https://t.example',\n  presets: [['classic', { blog: false }]],\n${extra}};\n`;
}

/** A Docusaurus project: the given files under `site/`, with docusaurusConfig() as `docusaurus.config.js` unless they have one. */
export async function makeDocusaurusSite(files: Record<string, string>): Promise<string> {
  const dir = await tempDir();
  await writeFiles(join(dir, 'site'), { 'docusaurus.config.js': docusaurusConfig(), ...files });
  return dir;
}

/** Diagnostics as the one-line strings a user reads (no code frame). */
export function lines(diagnostics: readonly Diagnostic[]): string[] {
  return diagnostics.map((d) => formatDiagnostic(d, { frame: false }).split('\n')[0]!);
}

/** The text of an output file. */
export function text(files: Map<string, OutputFile>, path: string): string {
  const file = files.get(path);
  if (!file) throw new Error(`no output file ${path}; have ${[...files.keys()].join(', ')}`);
  if (!('contents' in file)) throw new Error(`${path} is copied, not rendered`);
  return typeof file.contents === 'string' ? file.contents : Buffer.from(file.contents).toString('utf8');
}

/** Send a raw HTTP/1.1 request (targets a client library would normalise away) and read the reply. */
export function rawRequest(port: number, target: string, headers: Record<string, string>, method = 'GET'): Promise<{ status: number; head: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      const lines = [`${method} ${target} HTTP/1.1`, ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`), 'Connection: close', '', ''];
      socket.write(lines.join('\r\n'));
    });
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString('utf8')));
    socket.on('end', () => {
      const [head = '', ...rest] = data.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), head, body: rest.join('\r\n\r\n') });
    });
    socket.on('error', reject);
  });
}

/** Request targets and headers every docsgen server must refuse, with the status it answers. */
export const HOSTILE_TARGETS: Array<[string, string, number]> = [
  ['parent segments', '/../secret.txt', 400],
  ['encoded parent segments', '/%2e%2e/secret.txt', 400],
  ['encoded slash', '/..%2fsecret.txt', 400],
  ['encoded backslash', '/..%5csecret.txt', 400],
  ['double encoding', '/%252e%252e/secret.txt', 400],
  ['backslash', '/..\\secret.txt', 400],
  ['NUL byte', '/index.html%00.txt', 400],
  ['empty segment', '/guides//setup', 400],
  ['leading double slash', '//secret.txt', 400],
  ['fragment in target', '/index.html#x', 400],
  ['absolute-form target', 'http://127.0.0.1/secret.txt', 400],
  ['dotfile', '/.env', 404],
];

export const HOSTILE_HEADERS: Array<[string, Record<string, string>, number]> = [
  ['no Host header', {}, 400],
  ['a foreign Host (DNS rebinding)', { Host: 'evil.example' }, 403],
  ['a foreign Host on our port', { Host: 'evil.example:3000' }, 403],
  ['a cross-site fetch', { Host: 'localhost', 'Sec-Fetch-Site': 'cross-site' }, 403],
  ['an opaque origin', { Host: 'localhost', Origin: 'null' }, 403],
];

/** The DocsgenError an in-memory build of `cwd` fails with; a build that succeeds fails the test. */
export async function buildError(cwd: string): Promise<DocsgenError> {
  try {
    await build({ cwd, write: false });
  } catch (error) {
    if (error instanceof DocsgenError) return error;
    throw error;
  }
  throw new Error('build succeeded');
}

/** An output file's bytes, as the writer writes them (a lazy page rendered, a copied file read). */
export function outputBytes(file: OutputFile): Buffer {
  if ('copyFrom' in file) return readFileSync(file.copyFrom);
  return Buffer.from('contents' in file ? file.contents : file.render());
}

/** `outDir` holds every file of `files` with the same bytes, and nothing else but the output's marker. */
export function expectWrittenAs(files: ReadonlyMap<string, OutputFile>, outDir: string): void {
  const onDisk = readdirSync(outDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name !== OUTPUT_MARKER)
    .map((entry) => relative(outDir, join(entry.parentPath, entry.name)));
  expect(onDisk.sort()).toEqual([...files.keys()].sort());
  for (const [path, file] of files) expect({ path, same: outputBytes(file).equals(readFileSync(join(outDir, path))) }).toEqual({ path, same: true });
}
