import { DocsgenError } from '../diagnostics/diagnostic.ts';
import { compileMarkdown, type ContentFormat } from './compile-markdown.ts';
import { parseFrontMatter } from './front-matter.ts';
import { initHighlighter } from './highlight.ts';

export interface RenderMarkdownOptions {
  format: ContentFormat;
  /** File name used in diagnostics; `input.md`/`input.mdx` by default. */
  file?: string;
}

/**
 * Render Markdown or MDX source to the HTML of its content, headings included, without
 * any layout. Rejects with a DocsgenError with located diagnostics on the errors a build reports.
 */
export async function renderMarkdown(source: string, options: RenderMarkdownOptions): Promise<string> {
  await initHighlighter();
  const file = options.file ?? `input.${options.format}`;
  const split = parseFrontMatter(source, file);
  const result = split.diagnostics.length ? { html: '', diagnostics: split.diagnostics } : compileMarkdown(split.body, { file, format: options.format });
  const errors = result.diagnostics.filter((d) => d.severity === 'error');
  if (errors.length) {
    for (const error of errors) error.source ??= source;
    throw new DocsgenError(`${file}:${errors[0]!.line ?? 1}:${errors[0]!.column ?? 1} ${errors[0]!.message}`, { diagnostics: errors });
  }
  return result.html;
}
