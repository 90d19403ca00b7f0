import { pageFormat } from '../content/find-pages.ts';
import { initHighlighter } from '../content/highlight.ts';
import { loadMdxCompiler } from '../content/mdx-module.ts';
import { pluginLeftOut } from '../content/markdown-plugins.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { CompileCache } from '../site/compile-cache.ts';
import { compileWithPlugins, relocate, settleTemplate, type AssetResolvers, type CompiledResult, type CompileOptions } from '../site/compile-pages.ts';
import type { TemplatesOf } from '../site/locale-templates.ts';
import type { FrontMatter, SourcePage } from '../types.ts';
import type { BlogFrontMatter } from './blog-front-matter.ts';
import type { FoundPost } from './find-posts.ts';

/** A post compiled whole, and the part above its truncate marker for lists. */
export interface CompiledPost {
  full: CompiledResult;
  excerptHtml: string;
  excerptModule?: string;
  truncated: boolean;
}

/** A line holding only a truncate marker: an HTML comment `truncate` (Markdown) or the MDX comment form. */
const TRUNCATE = /^[ \t]*(?:<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\})[ \t]*$/;
const FENCE = /^\s{0,3}(`{3,}|~{3,})/;

/** The line index of the truncate marker outside fenced code, or -1. */
function truncateLine(lines: string[]): number {
  let fence: string | undefined;
  for (let index = 0; index < lines.length; index++) {
    const marker = FENCE.exec(lines[index]!)?.[1];
    if (marker && (!fence || (marker[0] === fence[0] && marker.length >= fence.length))) fence = fence ? undefined : marker;
    else if (!fence && TRUNCATE.test(lines[index]!)) return index;
  }
  return -1;
}

/** The keys compiling a page reads, in the doc front matter's terms. */
function docFrontMatter(fm: BlogFrontMatter): FrontMatter {
  const { title, description, keywords, image, unlisted, draft, hide_table_of_contents, toc_min_heading_level, toc_max_heading_level } = fm;
  return Object.fromEntries(
    Object.entries({ title, description, keywords, image, unlisted, draft, hide_table_of_contents, toc_min_heading_level, toc_max_heading_level }).filter(([, value]) => value !== undefined),
  ) as FrontMatter;
}

/**
 * Compile a post, from the cache under `key` when it has one: the whole post, and the part
 * above its truncate marker (the marker line is blanked, so line numbers stay the file's).
 */
export async function compilePost(
  post: FoundPost,
  {
    compileOptions,
    resolvers,
    cache,
    key,
    templates,
    reused,
  }: {
    compileOptions: CompileOptions;
    resolvers: AssetResolvers;
    cache: CompileCache | undefined;
    key: string;
    /** The posts other locales of the build compiled (see locale-templates.ts). */
    templates?: TemplatesOf | undefined;
    /** Told when the whole post is made from another locale's. */
    reused?: () => void;
  },
): Promise<CompiledPost> {
  const cached = cache?.get<CompiledPost>(key);
  if (cached) {
    // The images a post uses still go to the output.
    for (const image of cached.full.images) resolvers.assetUrl(image);
    return cached;
  }
  const lines = post.body.split('\n');
  const marker = truncateLine(lines);
  if (marker !== -1) lines[marker] = '';
  const source: SourcePage = {
    file: post.file,
    path: post.path,
    docPath: post.sourcePath,
    format: pageFormat(post.sourcePath, compileOptions.config.markdown.format),
    id: post.sourcePath.replace(/\.mdx?$/, ''),
    route: post.route,
    frontMatter: docFrontMatter(post.frontMatter),
    extra: {},
    body: lines.join('\n'),
    source: post.source,
  };
  await initHighlighter();
  await loadMdxCompiler();
  const full = await compileShared(source, { options: compileOptions, resolvers, templates, ...(reused ? { reused } : {}) });
  const excerpt = marker === -1 ? undefined : await compileShared({ ...source, body: lines.slice(0, marker).join('\n') }, { options: compileOptions, resolvers, templates });
  // The part above the marker must stand on its own: a marker inside an element (MDX
  // `<Tabs>` opened above it and closed below) leaves the list showing the whole post.
  const cut: Diagnostic[] =
    excerpt && !excerpt.page && full.page
      ? [
          {
            code: 'blog/truncate-inside-element',
            severity: 'warning',
            message: 'The truncate marker is inside an element, so the part above it does not compile on its own: lists show the whole post',
            file: post.file,
            line: marker + 1,
            column: 1,
            hint: `move the marker below the element it cuts (${excerpt.diagnostics[0]?.message ?? 'the excerpt does not compile'})`,
          },
        ]
      : [];
  const compiled: CompiledPost = {
    full: { ...full, diagnostics: [...full.diagnostics, ...cut].map(({ source: _source, ...rest }) => rest) },
    excerptHtml: excerpt?.page?.html ?? full.page?.html ?? '',
    ...(excerpt?.page?.mdxModule !== undefined ? { excerptModule: excerpt.page.mdxModule } : {}),
    truncated: marker !== -1,
  };
  // A post built without a plugin that could not reach the network is built again next time.
  if (!compiled.full.diagnostics.some(pluginLeftOut)) cache?.set(key, compiled);
  return compiled;
}

/**
 * A post (or its excerpt) made from the template another locale compiled when there is one and
 * its answers go in; else compiled, as a template for the other locales when the build has them.
 */
async function compileShared(source: SourcePage, { options, resolvers, templates, reused }: { options: CompileOptions; resolvers: AssetResolvers; templates: TemplatesOf | undefined; reused?: () => void }): Promise<CompiledResult> {
  const template = templates?.get(source);
  const relocated = template && relocate(template, source, options, resolvers);
  if (relocated) {
    reused?.();
    return relocated;
  }
  if (!templates) return compileWithPlugins(source, options, resolvers);
  const { result, template: kept } = settleTemplate(await compileWithPlugins(source, { ...options, templates: true }, resolvers));
  if (kept) templates.set(source, kept);
  return result;
}
