/**
 * The date of a blog post that has none in its front matter or file name, as Docusaurus
 * finds it: the post's first commit in git, else its file's creation time.
 */
import { execFile } from 'node:child_process';
import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** When each file under `dir` was added (absolute path → ISO date), from one `git log`; empty outside git or in a shallow clone. */
export async function readGitCreationDates(dir: string): Promise<Map<string, string>> {
  const dates = new Map<string, string>();
  try {
    const shallow = await run('git', ['rev-parse', '--is-shallow-repository'], { cwd: dir });
    if (shallow.stdout.trim() !== 'false') return dates;
    const { stdout } = await run('git', ['log', '--diff-filter=A', '--format=%x1e%ct', '--name-only', '--no-merges', '--relative', '--', '.'], { cwd: dir, maxBuffer: 64 * 1024 * 1024 });
    for (const entry of stdout.split('\x1e')) {
      const [time, ...files] = entry.split('\n');
      if (!time) continue;
      // Newest first: the last commit that adds a file is its first.
      for (const file of files) if (file) dates.set(resolve(dir, file), new Date(Number(time) * 1000).toISOString());
    }
  } catch {
    // Not a git work tree, or no git: the files' own times are used.
  }
  return dates;
}

/** The creation time of a file (its modification time where the file system keeps none). */
export async function fileCreationDate(path: string): Promise<string> {
  const info = await stat(path);
  return (info.birthtimeMs > 0 ? info.birthtime : info.mtime).toISOString();
}
