/**
 * The glob patterns of Docusaurus's docs `include` and `exclude` options (`**`, `*`, `?`,
 * `{a,b}` alternatives, `[abc]` classes), matched against docs-relative paths. Small enough
 * to write rather than depend on a matcher for.
 */

function braceAlternatives(pattern: string): string[] {
  const open = pattern.indexOf('{');
  if (open === -1) return [pattern];
  let depth = 0;
  for (let index = open; index < pattern.length; index++) {
    if (pattern[index] === '{') depth++;
    else if (pattern[index] === '}' && --depth === 0) {
      const parts: string[] = [];
      let level = 0;
      let start = open + 1;
      for (let inner = open + 1; inner < index; inner++) {
        const char = pattern[inner];
        if (char === '{') level++;
        else if (char === '}') level--;
        else if (char === ',' && level === 0) {
          parts.push(pattern.slice(start, inner));
          start = inner + 1;
        }
      }
      parts.push(pattern.slice(start, index));
      return parts.flatMap((part) => braceAlternatives(pattern.slice(0, open) + part + pattern.slice(index + 1)));
    }
  }
  return [pattern];
}

function toRegExp(pattern: string): RegExp {
  let out = '';
  for (let index = 0; index < pattern.length; index++) {
    const char = pattern[index]!;
    if (char === '*' && pattern[index + 1] === '*') {
      // `**/` matches any number of folders, none included; a trailing `**` anything.
      const slash = pattern[index + 2] === '/';
      out += slash ? '(?:[^/]*/)*' : '.*';
      index += slash ? 2 : 1;
    } else if (char === '*') out += '[^/]*';
    else if (char === '?') out += '[^/]';
    else if (char === '[') {
      const close = pattern.indexOf(']', index);
      if (close === -1) out += '\\[';
      else {
        out += `[${pattern.slice(index + 1, close).replace(/^!/, '^').replace(/\\/g, '\\\\')}]`;
        index = close;
      }
    } else out += char.replace(/[.+^${}()|\\]/g, '\\$&');
  }
  return new RegExp(`^${out}$`);
}

/** A test of docs-relative paths (`guide/setup.md`) against a list of globs: true when one matches. */
export function globMatcher(patterns: readonly string[]): (path: string) => boolean {
  const expressions = patterns.flatMap((pattern) => braceAlternatives(pattern.replace(/^\.\//, ''))).map(toRegExp);
  return (path) => expressions.some((expression) => expression.test(path));
}
