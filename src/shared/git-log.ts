/**
 * One `git log` over a folder, as the file lists of its commits: what "Last updated" and
 * undated blog posts read, one process for the whole site instead of one per page.
 */
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface LoggedCommit {
  /** The commit's `--format` fields, in order (`%ct`, `%an`…). */
  fields: string[];
  /** Absolute paths of the files it names. */
  files: string[];
}

/**
 * The commits touching files under `dir`, newest first, with `--format` fields `format` and
 * any further `git log` options. Undefined outside a git work tree, without git, and in a
 * shallow clone, whose history would give wrong dates.
 */
export async function readGitLog(dir: string, format: string[], options: string[] = []): Promise<LoggedCommit[] | undefined> {
  try {
    const shallow = await run('git', ['rev-parse', '--is-shallow-repository'], { cwd: dir });
    if (shallow.stdout.trim() !== 'false') return undefined;
    const { stdout } = await run('git', ['log', ...options, `--format=%x1e${format.join('%x1f')}`, '--name-only', '--no-merges', '--relative', '--', '.'], { cwd: dir, maxBuffer: 256 * 1024 * 1024 });
    return stdout
      .split('\x1e')
      .slice(1)
      .map((entry) => {
        const [header = '', ...files] = entry.split('\n');
        return { fields: header.split('\x1f'), files: files.filter(Boolean).map((file) => resolve(dir, file)) };
      });
  } catch {
    return undefined;
  }
}
