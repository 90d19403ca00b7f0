import { resolve } from 'node:path';
import { codeHighlighter, renderCodePages } from '../components/render-pages.ts';
import { DocsgenError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { cacheFolder } from '../shared/paths.ts';
import { compileMarkdown, type ContentFormat } from './compile-markdown.ts';
import { parseFrontMatter } from './front-matter.ts';
import { initHighlighter } from './highlight.ts';
import { loadMdxCompiler } from './mdx-module.ts';

export interface RenderMarkdownOptions {
  format: ContentFormat;
  /** File name used in diagnostics, and what its imports resolve from (relative to `cwd`); `input.md`/`input.mdx` by default. */
  file?: string;
  /** The project folder: `@site/` imports and the bundle cache are found from it; `process.cwd()` by default. */
  cwd?: string;
}

function reject(errors: Diagnostic[], file: string, source: string): never {
  for (const error of errors) error.source ??= source;
  throw new DocsgenError(`${file}:${errors[0]!.line ?? 1}:${errors[0]!.column ?? 1} ${errors[0]!.message}`, { diagnostics: errors });
}

/**
 * Render Markdown or MDX source to the HTML of its content, headings included, without
 * any layout; MDX that is code (imports, expressions) is bundled and rendered with React
 * as in a build. Rejects with a DocsgenError with located diagnostics on the errors a build reports.
 */
export async function renderMarkdown(source: string, options: RenderMarkdownOptions): Promise<string> {
  await initHighlighter();
  await loadMdxCompiler();
  const file = options.file ?? `input.${options.format}`;
  const split = parseFrontMatter(source, file);
  if (split.diagnostics.some((d) => d.severity === 'error')) reject(split.diagnostics, file, source);
  const result = compileMarkdown(split.body, { file, format: options.format, frontMatter: { ...split.extra, ...split.frontMatter } });
  const errors = result.diagnostics.filter((d) => d.severity === 'error');
  if (errors.length) reject(errors, file, source);
  if (result.mdxModule === undefined) return result.html;
  const cwd = options.cwd ?? process.cwd();
  const rendered = await renderCodePages([{ name: file, code: result.mdxModule, path: resolve(cwd, file), file, tocLevels: { min: 2, max: 3 } }], {
    siteDir: cwd,
    cwd,
    baseUrl: '/',
    outRoot: cacheFolder(cwd, 'components'),
    siteData: { siteConfig: { title: '', tagline: '', titleDelimiter: '|', url: '', baseUrl: '/', favicon: '', customFields: {}, themeConfig: {} }, siteMetadata: { docusaurusVersion: 'docsgen' }, i18n: { currentLocale: 'en', defaultLocale: 'en', locales: ['en'] }, globalData: {} },
    highlight: codeHighlighter(true),
  });
  const renderErrors = rendered.diagnostics.filter((d) => d.severity === 'error');
  if (renderErrors.length) reject(renderErrors, file, source);
  return rendered.pages.get(file)?.html ?? '';
}
