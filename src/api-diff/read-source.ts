/**
 * Read one version of an API document as text, from where `docsgen api-diff` was told it is:
 * a file, an http(s) URL, or `git:<ref>:<path>` (what `git show <ref>:<path>` prints in the
 * current folder's repository).
 */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { DocsgenError } from '../diagnostics/diagnostic.ts';
import { displayPath } from '../shared/paths.ts';

/** A document's text and where it came from. */
export interface SourceText {
  /** How messages name it: the path relative to the working folder, the URL, or `git:<ref>:<path>`. */
  name: string;
  /** The file's path on disk, for a local file only: its `$ref`s to other files are read from there. */
  path?: string;
  text: string;
}

/** How long a URL may take to answer. */
const FETCH_TIMEOUT_MS = 30_000;

/** A usage error (exit 2) that names the source it could not read. */
function unreadable(name: string, reason: string): DocsgenError {
  const message = `Cannot read \`${name}\`: ${reason}`;
  // The reason is the cause's message, shortened: no "caused by" line repeating it.
  return new DocsgenError(message, { exitCode: 2, diagnostics: [{ code: 'api-diff/unreadable', severity: 'error', message, file: name }] });
}

async function readUrl(url: string): Promise<SourceText> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), headers: { accept: 'application/json, application/yaml, application/graphql, text/plain;q=0.9, */*;q=0.5' } });
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    throw unreadable(url, cause?.code ?? cause?.message ?? (error as Error).message);
  }
  if (!response.ok) throw unreadable(url, `the server answered ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`);
  return { name: url, text: await response.text() };
}

async function readGit(source: string, cwd: string): Promise<SourceText> {
  const spec = source.slice('git:'.length);
  const colon = spec.indexOf(':');
  if (colon <= 0 || colon === spec.length - 1) throw unreadable(source, 'write it as `git:<ref>:<path>`, e.g. `git:main:openapi.yaml`');
  try {
    // A 30 MB document is common (GitHub's); the default buffer is 1 MB.
    const { stdout } = await promisify(execFile)('git', ['show', spec], { cwd, maxBuffer: 1024 * 1024 * 1024, encoding: 'utf8' });
    return { name: source, text: stdout };
  } catch (error) {
    const failed = error as { code?: string; stderr?: string };
    const reason = failed.code === 'ENOENT' ? 'git is not installed' : (failed.stderr ?? '').trim().split('\n')[0]?.replace(/^fatal: /, '') || 'git show failed';
    throw unreadable(source, reason);
  }
}

async function readLocal(source: string, cwd: string): Promise<SourceText> {
  const path = resolve(cwd, source);
  const name = displayPath(cwd, path);
  try {
    return { name, path, text: await readFile(path, 'utf8') };
  } catch (error) {
    const code = (error as { code?: string }).code;
    throw unreadable(name, code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a folder, not a file' : (error as Error).message);
  }
}

/** The text of the document at `source`; a failure is a DocsgenError with exit code 2. */
export function readSource(source: string, cwd: string): Promise<SourceText> {
  if (/^https?:\/\//i.test(source)) return readUrl(source);
  if (source.startsWith('git:')) return readGit(source, cwd);
  return readLocal(source, cwd);
}
