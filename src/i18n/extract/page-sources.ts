/** The MDX pages of a site that may hold `<Translate>`: those that are code (they import it), parsed with MDX's syntax. */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseMarkdown } from '../../content/parse-markdown.ts';
import type { CompiledPage } from '../../types.ts';
import type { CodeSource } from './code-file.ts';

/** The text with its front matter block blanked line for line, so positions stay those of the file. */
function withoutFrontMatter(text: string): string {
  const match = /^---[ \t]*\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/.exec(text);
  return match ? match[0].replace(/[^\n]/g, '') + text.slice(match[0].length) : text;
}

/** Each page compiled as code (`mdxModule`), read from its file (relative to `cwd`) and parsed; a page that does not parse is left out (the build reports it). */
export async function readPageSources(pages: readonly CompiledPage[], cwd: string): Promise<CodeSource[]> {
  const files = [...new Set(pages.filter((page) => page.mdxModule !== undefined).map((page) => page.file))];
  const sources = await Promise.all(files.map(async (file): Promise<CodeSource | undefined> => {
    const text = await readFile(resolve(cwd, file), 'utf8').catch(() => undefined);
    if (text === undefined) return undefined;
    const parsed = parseMarkdown(withoutFrontMatter(text), { file, format: 'mdx', fastParse: false });
    return 'tree' in parsed ? { file, tree: parsed.tree } : undefined;
  }));
  return sources.filter((source): source is CodeSource => source !== undefined);
}
