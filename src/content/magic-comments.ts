/**
 * Docusaurus's magic comments: a comment line naming a directive (`// highlight-next-line`,
 * `# highlight-start` … `# highlight-end`, also as `<!-- -->`, `/* *\/`, `--` or `;`) is removed
 * from a code block and marks the lines it names with a class. A site may list its own
 * (`markdown.magicComments`, Docusaurus's `themeConfig.prism.magicComments`), which replace the
 * default. The list is the process's: each thread that highlights (the build's, compile and
 * highlight workers) is given the site's before its first block.
 */
import { DEFAULT_MAGIC_COMMENTS, type MagicComment } from '../config/site-config.ts';

/** Docusaurus's class for highlighted lines; docsgen's stylesheet styles `highlighted`. */
const HIGHLIGHTED_LINE = 'theme-code-block-highlighted-line';

interface Directive {
  className: string;
  kind: 'line' | 'start' | 'end';
}

let comments: readonly MagicComment[] = DEFAULT_MAGIC_COMMENTS;
let directives = directivesOf(comments);
let pattern = patternOf(directives);
let signature = JSON.stringify(comments);

function directivesOf(list: readonly MagicComment[]): Map<string, Directive[]> {
  const found = new Map<string, Directive[]>();
  const add = (name: string, directive: Directive): void => void found.set(name, [...(found.get(name) ?? []), directive]);
  for (const comment of list) {
    const className = comment.className === HIGHLIGHTED_LINE ? 'highlighted' : comment.className;
    if (comment.line) add(comment.line, { className, kind: 'line' });
    if (comment.block) {
      add(comment.block.start, { className, kind: 'start' });
      add(comment.block.end, { className, kind: 'end' });
    }
  }
  return found;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function patternOf(found: ReadonlyMap<string, Directive[]>): RegExp | undefined {
  // Longest first: `highlight-next-line-error` is not `highlight-next-line` followed by text.
  const names = [...found.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp);
  return names.length ? new RegExp(`^\\s*(?:\\/\\/|#|<!--|\\/\\*|--|;)\\s*(${names.join('|')})\\s*(?:-->|\\*\\/)?\\s*$`) : undefined;
}

/** Use the site's magic comments from now on (the default when it lists none). */
export function setMagicComments(list: readonly MagicComment[]): void {
  const next = JSON.stringify(list);
  if (next === signature) return;
  comments = list;
  directives = directivesOf(list);
  pattern = patternOf(directives);
  signature = next;
}

/** The magic comments in use, for a worker to be given the same. */
export function magicComments(): readonly MagicComment[] {
  return comments;
}

/** What the highlighted HTML of a block depends on besides its code (part of its cache key): of the list in use, or of `list`. */
export function magicCommentsKey(list?: readonly MagicComment[]): string {
  return list ? JSON.stringify(list) : signature;
}

/** Whether `text` may hold a magic comment (cheap: most blocks hold none). */
export function mayHaveMagicComments(text: string): boolean {
  if (!pattern) return false;
  for (const name of directives.keys()) if (text.includes(name)) return true;
  return false;
}

/** The code without its magic comment lines, and the classes of the lines they mark (1-based, in the code left). */
export function stripMagicComments(code: string): { code: string; classes: Map<number, string[]> } {
  const classes = new Map<number, string[]>();
  if (!mayHaveMagicComments(code)) return { code, classes };
  const kept: string[] = [];
  const nextLine: string[] = [];
  const open = new Map<string, number>();
  for (const line of code.split('\n')) {
    const name = pattern!.exec(line)?.[1];
    if (name !== undefined) {
      for (const { className, kind } of directives.get(name)!) {
        if (kind === 'line') nextLine.push(className);
        else if (kind === 'start') open.set(className, (open.get(className) ?? 0) + 1);
        else if (open.get(className)) open.set(className, open.get(className)! - 1);
      }
      continue;
    }
    kept.push(line);
    const marked = [...nextLine.splice(0), ...[...open].filter(([, depth]) => depth > 0).map(([className]) => className)];
    if (marked.length) classes.set(kept.length, [...new Set(marked)]);
  }
  return { code: kept.join('\n'), classes };
}

/** The code as a reader copies it, for checks that parse it: magic comment lines blanked, so every other line keeps its number. */
export function blankMagicComments(code: string): string {
  if (!mayHaveMagicComments(code)) return code;
  return code
    .split('\n')
    .map((line) => (pattern!.test(line) ? '' : line))
    .join('\n');
}
