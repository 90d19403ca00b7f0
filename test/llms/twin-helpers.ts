/** Reading twins back: their code blocks and raw HTML, as a Markdown reader sees them. */
import type { Code, Html, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { OutputFile } from '../../src/build/output-files.ts';
import { parseMarkdown, type ContentFormat } from '../../src/content/parse-markdown.ts';

/** The mdast of a text, as docsgen parses a page of `format`. */
export function treeOf(text: string, format: ContentFormat = 'md'): Root {
  const parsed = parseMarkdown(text, { file: 'twin.md', format });
  if ('diagnostic' in parsed) throw new Error(parsed.diagnostic.message);
  return parsed.tree;
}

/** Each code block's language and code, in order. */
export function codeBlocks(tree: Root): Array<{ lang: string | null | undefined; value: string }> {
  const blocks: Array<{ lang: string | null | undefined; value: string }> = [];
  visit(tree, 'code', (node: Code) => void blocks.push({ lang: node.lang, value: node.value }));
  return blocks;
}

/** Raw HTML a Markdown reader would find in the text. */
export function htmlNodes(tree: Root): string[] {
  const found: string[] = [];
  visit(tree, 'html', (node: Html) => void found.push(node.value));
  return found;
}

/** The text of an output file, made now when it is made on demand. */
export function output(files: ReadonlyMap<string, OutputFile>, path: string): string {
  const file = files.get(path);
  if (!file) throw new Error(`no output file ${path}; have ${[...files.keys()].filter((key) => /\.(md|txt)$/.test(key)).join(', ')}`);
  if ('render' in file) return file.render();
  if ('contents' in file) return typeof file.contents === 'string' ? file.contents : Buffer.from(file.contents).toString('utf8');
  throw new Error(`${path} is copied from ${file.copyFrom}`);
}
