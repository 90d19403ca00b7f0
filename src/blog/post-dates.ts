/**
 * The date of a blog post that has none in its front matter or file name, as Docusaurus
 * finds it: the post's first commit in git, else its file's creation time.
 */
import { stat } from 'node:fs/promises';
import { readGitLog } from '../shared/git-log.ts';

/** When each file under `dir` was added (absolute path → ISO date), from one `git log`; empty outside git or in a shallow clone. */
export async function readGitCreationDates(dir: string): Promise<Map<string, string>> {
  const dates = new Map<string, string>();
  for (const { fields: [time], files } of (await readGitLog(dir, ['%ct'], ['--diff-filter=A'])) ?? []) {
    // Newest first: the last commit that adds a file is its first.
    if (time) for (const file of files) dates.set(file, new Date(Number(time) * 1000).toISOString());
  }
  return dates;
}

/** The creation time of a file (its modification time where the file system keeps none). */
export async function fileCreationDate(path: string): Promise<string> {
  const info = await stat(path);
  return (info.birthtimeMs > 0 ? info.birthtime : info.mtime).toISOString();
}
