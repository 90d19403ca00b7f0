/**
 * Whether a project's .gitignore files list a path: a file the project generates rather than
 * commits (Ionic's `release-notes.json`, written by a prebuild script). Read as git reads them:
 * every .gitignore from the path's folder up to the repository's root (the folder with `.git`,
 * else the file system's), the deeper one deciding, the last matching line of one deciding, `!`
 * re-including, a trailing `/` for folders only, a `/` elsewhere anchoring the line to its folder.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';

interface Rule {
  regex: RegExp;
  negate: boolean;
  dirOnly: boolean;
}

/** One glob of a .gitignore line as a regular expression over `/`-separated relative paths. */
function globRegex(glob: string): string {
  let out = '';
  let i = 0;
  const take = (regex: string, length: number): void => {
    out += regex;
    i += length;
  };
  while (i < glob.length) {
    const char = glob[i]!;
    const close = char === '[' ? glob.indexOf(']', i + 1) : -1;
    if (glob.startsWith('**/', i)) take('(?:.*/)?', 3);
    else if (glob.startsWith('/**', i) && i + 3 === glob.length) take('(?:/.*)?', 3);
    else if (glob.startsWith('**', i)) take('.*', 2);
    else if (char === '*') take('[^/]*', 1);
    else if (char === '?') take('[^/]', 1);
    else if (char === '\\' && i + 1 < glob.length) take(`\\${glob[i + 1]}`, 2);
    else if (close !== -1) take(`[${glob.slice(i + 1, close).replace(/^!/, '^')}]`, close + 1 - i);
    else take(/[.+^${}()|[\]\\]/.test(char) ? `\\${char}` : char, 1);
  }
  return out;
}

/** The rules of one .gitignore's text. */
export function parseGitignore(text: string): Rule[] {
  return text.split(/\r?\n/).flatMap((raw) => {
    let line = raw.replace(/(?<!\\)\s+$/, '');
    if (!line || line.startsWith('#')) return [];
    const negate = line.startsWith('!');
    if (negate) line = line.slice(1);
    const dirOnly = line.endsWith('/');
    if (dirOnly) line = line.slice(0, -1);
    const anchored = line.includes('/');
    const body = globRegex(line.replace(/^\//, ''));
    return [{ regex: new RegExp(anchored ? `^${body}$` : `(?:^|/)${body}$`), negate, dirOnly }];
  });
}

const read = new Map<string, Rule[]>();
const rulesIn = (dir: string): Rule[] => {
  let rules = read.get(dir);
  if (!rules) read.set(dir, (rules = existsSync(join(dir, '.gitignore')) ? parseGitignore(readFileSync(join(dir, '.gitignore'), 'utf8')) : []));
  return rules;
};

/** What one folder's rules say of `rel` (a folder when `dir`): listed, re-included, or nothing. */
function verdict(rules: readonly Rule[], rel: string, dir: boolean): boolean | undefined {
  let result: boolean | undefined;
  for (const rule of rules) if ((!rule.dirOnly || dir) && rule.regex.test(rel)) result = !rule.negate;
  return result;
}

/** Whether `path` (absolute; it may not exist: it is taken as a file) is listed by the .gitignore files above it. */
export function ignoredByGit(path: string): boolean {
  const dirs: string[] = [];
  for (let dir = dirname(path); ; dir = dirname(dir)) {
    dirs.unshift(dir);
    if (existsSync(join(dir, '.git')) || dirname(dir) === dir) break;
  }
  // Each folder on the way down first (a listed folder hides all it holds), then the file.
  const parts = relative(dirs[0]!, path).split(sep);
  for (let depth = 1; depth <= parts.length; depth++) {
    const target = join(dirs[0]!, ...parts.slice(0, depth));
    const isDir = depth < parts.length;
    let listed: boolean | undefined;
    for (const dir of dirs) {
      if (!target.startsWith(dir + sep)) continue;
      listed = verdict(rulesIn(dir), relative(dir, target).split(sep).join('/'), isDir) ?? listed;
    }
    if (listed) return true;
  }
  return false;
}
