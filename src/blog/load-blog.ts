import { stat } from 'node:fs/promises';
import type { FrontMatterHook } from '../docusaurus/front-matter-hook.ts';
import { join } from 'node:path';
import type { SiteConfig } from '../config/site-config.ts';
import { didYouMean, type Diagnostic, type DiagnosticCode, type Severity } from '../diagnostics/diagnostic.ts';
import type { MarkdownPlugins } from '../content/markdown-plugins.ts';
import { readOptional } from '../read-optional.ts';
import { joinRoute, withBaseUrlOnce } from '../routes/doc-route.ts';
import { hashKey, type CompileCache } from '../site/compile-cache.ts';
import { createAssetResolvers } from '../site/compile-pages.ts';
import type { LocaleTemplates } from '../site/locale-templates.ts';
import type { StageTimer } from '../build/stage-timer.ts';
import type { CompiledPage } from '../types.ts';
import { parseAuthorsFile, parseTagsFile, tagInput, type TagInput } from './blog-data-files.ts';
import { htmlToText } from '../shared/html-text.ts';
import type { AuthorInput } from './blog-front-matter.ts';
import { displayPath } from '../shared/paths.ts';
import { kebabCase } from '../shared/kebab-case.ts';
import { compilePost } from './compile-post.ts';
import { translationsDir } from '../i18n/locales.ts';
import { findPosts, type FoundPost } from './find-posts.ts';
import { postEditUrl, type PostEditUrlOf } from './post-edit-url.ts';

/** An author of a post, ready to show. */
export interface BlogAuthor {
  name: string;
  title?: string;
  url?: string;
  /** With the base URL applied, or an external URL. */
  imageUrl?: string;
  email?: string;
  /** Profile links by platform (`github` → `https://github.com/ada`), in the order written. */
  socials?: Record<string, string>;
}

/** A tag of a post, with the route of its page. */
export interface BlogTag {
  key: string;
  label: string;
  route: string;
  description?: string;
}

/** One blog post, compiled. */
export interface BlogPost {
  /** Path relative to the blog folder: `2025-01-20-welcome/index.md`. */
  sourcePath: string;
  file: string;
  route: string;
  /** ISO timestamp of the post's date. */
  date: string;
  authors: BlogAuthor[];
  tags: BlogTag[];
  /** Built and reachable, but in no list, tag page, archive, feed or sitemap. */
  unlisted: boolean;
  /** Only present in dev builds. */
  draft: boolean;
  /** Minutes, rounded up. */
  readingTime: number;
  /** The social card image from front matter, as written. */
  image?: string;
  /** Keys of its authors from the authors file (inline authors have none). */
  authorKeys: string[];
  /** The full post. */
  page: CompiledPage;
  /** The post up to its truncate marker (all of it when it has none). */
  excerptHtml: string;
  /** An excerpt that is code: its MDX module, rendered into `excerptHtml` with the site's components. */
  excerptModule?: string;
  /** Whether the post has a truncate marker: lists then show "Read more". */
  truncated: boolean;
  /** The post's "Edit this page" URL. */
  editUrl?: string;
}

/** The blog folder, read and compiled. */
export interface LoadedBlog {
  /** The blog folder as shown in messages. */
  dir: string;
  /** Every post, newest first (drafts only in dev builds). */
  posts: BlogPost[];
  /** The authors of the authors file, in its order; those with a page (`page` in the file) with its route. */
  authors: Array<{ key: string; author: BlogAuthor; route?: string; description?: string }>;
  /** Images next to posts: output path → absolute source path. */
  assets: Map<string, string>;
  diagnostics: Diagnostic[];
}

export interface LoadBlogOptions {
  siteDir: string;
  cwd: string;
  config: SiteConfig;
  includeDrafts: boolean;
  staticFiles: ReadonlyMap<string, string>;
  highlight: boolean;
  cache?: CompileCache;
  /** The blog's remark and rehype plugins. */
  markdownPlugins?: MarkdownPlugins;
  /** A Docusaurus config's `markdown.parseFrontMatter`, which each post's front matter goes through. */
  frontMatterHook?: FrontMatterHook;
  /** Whether the site (or a theme plugin) has an MDXComponents, which every post's components go through. */
  siteComponents: boolean;
  /** The Markdown elements that MDXComponents replaces (see siteMarkdownElements). */
  siteElements: readonly string[];
  /** A Docusaurus config's blog `editUrl` function. */
  editUrlOf?: PostEditUrlOf;
  /** A translated site's posts compiled once for the locales that read the same file (see locale-templates.ts). */
  templates?: LocaleTemplates;
  /** Counts the posts made from another locale's (`--profile`). */
  timer?: StageTimer;
}

const WORDS_PER_MINUTE = 200;

const withEditUrl = (editUrl: string | undefined): { editUrl?: string } => (editUrl ? { editUrl } : {});

/** Reading time in minutes of a post's HTML, as Docusaurus counts it (200 words a minute, rounded up). */
export function readingTime(html: string): number {
  const words = htmlToText(html).split(' ').filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** The blog's authors and tags files, as read. */
interface BlogDataFiles {
  authors: ReadonlyMap<string, AuthorInput>;
  authorsFile: string;
  hasAuthorsFile: boolean;
  /** Undefined without a tags file: then every tag exists. */
  tags: ReadonlyMap<string, TagInput> | undefined;
  tagsFile: string;
}

/** An author as pages show it: its image under the base URL. */
function toBlogAuthor(input: AuthorInput, baseUrl: string): BlogAuthor {
  return {
    name: input.name,
    ...(input.title !== undefined ? { title: input.title } : {}),
    ...(input.url !== undefined ? { url: input.url } : {}),
    ...(input.image !== undefined ? { imageUrl: withBaseUrlOnce(baseUrl, input.image) } : {}),
    ...(input.email !== undefined ? { email: input.email } : {}),
    ...(input.socials !== undefined ? { socials: input.socials } : {}),
  };
}

/** A post's authors and tags, each reported where the post names it when the files do not have it. */
function authorsAndTags(post: FoundPost, files: BlogDataFiles, config: SiteConfig, diagnostics: Diagnostic[]): Pick<BlogPost, 'authors' | 'authorKeys' | 'tags'> {
  const located = (at: { line: number; column: number }, code: DiagnosticCode, message: string, hint: string, severity: Severity = 'error'): Diagnostic => ({ code, severity, message, file: post.file, line: at.line, column: at.column, hint, source: post.source });
  const { inlineTags, inlineAuthors } = config.checks;
  const authorOf = (input: AuthorInput): BlogAuthor => toBlogAuthor(input, config.baseUrl);
  const { authorsFile, tagsFile } = files;
  const authors: BlogAuthor[] = [];
  const authorKeys: string[] = [];
  for (const ref of post.frontMatter.authors ?? []) {
    if ('inline' in ref) {
      authors.push(authorOf(ref.inline));
      if (inlineAuthors !== 'ignore') diagnostics.push(located(ref.at, 'blog/inline-author', `Author \`${ref.inline.name}\` is written in place, not named from \`${authorsFile}\``, `declare it once in ${authorsFile} and name it by its key, or set \`checks.inlineAuthors: ignore\``, inlineAuthors === 'warn' ? 'warning' : 'error'));
      continue;
    }
    const author = files.authors.get(ref.key);
    if (author) {
      authors.push(authorOf(author));
      authorKeys.push(ref.key);
    } else {
      const guess = didYouMean(ref.key, files.authors.keys());
      diagnostics.push(located(ref.at, 'blog/unknown-author', `Unknown author \`${ref.key}\`: it is not in \`${authorsFile}\``, guess ? `did you mean \`${guess}\`?` : !files.hasAuthorsFile ? `create ${authorsFile} with \`${ref.key}: { name: … }\`, or write the author inline: \`{ name: …, title: … }\`` : `add \`${ref.key}: { name: … }\` to ${authorsFile}`));
    }
  }
  const tags: BlogTag[] = [];
  for (const ref of post.frontMatter.tags ?? []) {
    // Without a tags file every tag exists, with the same defaults a tags file entry gets.
    // A tag the file lacks is an inline tag when the site allows them: it gets the defaults a file entry gets.
    const declared = files.tags?.get(ref.key) ?? (!files.tags || inlineTags !== 'error' ? tagInput(ref.key) : undefined);
    if (files.tags && !files.tags.has(ref.key) && inlineTags === 'warn') diagnostics.push(located(ref.at, 'blog/unknown-tag', `Tag \`${ref.key}\` is not in \`${tagsFile}\``, `add \`${ref.key}: { label: … }\` to ${tagsFile}, or set \`checks.inlineTags: ignore\``, 'warning'));
    if (declared) {
      tags.push({ key: ref.key, label: declared.label, route: joinRoute(config.blog.routeBasePath, 'tags', declared.permalink), ...(declared.description !== undefined ? { description: declared.description } : {}) });
      continue;
    }
    const guess = didYouMean(ref.key, files.tags?.keys() ?? []);
    diagnostics.push(located(ref.at, 'blog/unknown-tag', `Unknown tag \`${ref.key}\`: it is not in \`${tagsFile}\``, guess ? `did you mean \`${guess}\`?` : `add \`${ref.key}: { label: … }\` to ${tagsFile}`));
  }
  return { authors, authorKeys, tags };
}

/** A post without a truncate marker, reported at its first line as `checks.untruncatedPosts` says. */
function untruncatedPost(post: FoundPost, severity: 'warn' | 'error'): Diagnostic {
  const marker = post.file.endsWith('.mdx') ? '{/* truncate */}' : '<!-- truncate -->';
  return { code: 'blog/untruncated-post', severity: severity === 'warn' ? 'warning' : 'error', message: 'The post has no truncate marker: the blog\'s lists show all of it', file: post.file, line: 1, column: 1, hint: `put \`${marker}\` after its first paragraphs, or set \`checks.untruncatedPosts: ignore\``, source: post.source };
}

/**
 * Read the blog folder: posts (`YYYY-MM-DD-name.md` files or folders with an `index.md`),
 * the authors and tags files; validate them with located errors and compile every post.
 * Returns null when the blog folder does not exist.
 */
export async function loadBlog(options: LoadBlogOptions): Promise<LoadedBlog | null> {
  const { config, cwd } = options;
  const blog = config.blog;
  const blogDir = join(options.siteDir, blog.path);
  if (blog.enabled === false || !(await stat(blogDir).catch(() => undefined))?.isDirectory()) return null;
  const display = (path: string): string => displayPath(cwd, path);
  const diagnostics: Diagnostic[] = [];

  const translatedDir = translationsDir({ config, siteDir: options.siteDir, plugin: 'blog' });
  // Another locale's own authors and tags files, when it has them, replace the blog's (Docusaurus's getDataFilePath).
  const dataFile = async (name: string): Promise<{ file: string; source?: string }> => {
    for (const dir of translatedDir ? [translatedDir, blogDir] : [blogDir]) {
      const source = await readOptional(join(dir, name));
      if (source !== undefined) return { file: display(join(dir, name)), source };
    }
    return { file: display(join(blogDir, name)) };
  };
  const { file: authorsFile, source: authorsSource } = await dataFile(blog.authorsFile);
  const parsedAuthors = authorsSource === undefined ? undefined : parseAuthorsFile(authorsSource, authorsFile);
  if (parsedAuthors) diagnostics.push(...parsedAuthors.diagnostics);
  const authors = parsedAuthors?.authors ?? new Map<string, AuthorInput>();
  const { file: tagsFile, source: tagsSource } = await dataFile(blog.tagsFile);
  const parsedTags = tagsSource === undefined ? undefined : parseTagsFile(tagsSource, tagsFile);
  if (parsedTags) diagnostics.push(...parsedTags.diagnostics);
  const files: BlogDataFiles = { authors, authorsFile, hasAuthorsFile: authorsSource !== undefined, tags: parsedTags?.tags, tagsFile };

  const found = await findPosts({ blogDir, blog, includeDrafts: options.includeDrafts, display, diagnostics, ...(options.frontMatterHook ? { frontMatterHook: options.frontMatterHook } : {}), ...(translatedDir ? { translatedDir } : {}) });
  const routesByPath = new Map(found.map((post) => [post.sourcePath, post.route]));
  const resolvers = createAssetResolvers({ docsDir: blogDir, staticFiles: options.staticFiles, baseUrl: config.baseUrl });
  const { siteComponents, siteElements } = options;
  const compileOptions = { config, routesByDocPath: routesByPath, staticFiles: options.staticFiles, docsDir: blogDir, highlight: options.highlight, siteComponents, siteElements, ...(options.markdownPlugins ? { markdownPlugins: options.markdownPlugins } : {}) };
  // What every post's links resolve against: a change here invalidates every cached post.
  const context = options.cache ? hashKey('blog', String(options.highlight), String(siteComponents), siteElements.join(), JSON.stringify(config), JSON.stringify([...routesByPath]), [...options.staticFiles].join('\n'), options.markdownPlugins?.key ?? '') : '';

  const templates = options.templates?.of(compileOptions);
  const reused = (): void => options.timer?.count('pages compiled once for several locales');
  const posts: BlogPost[] = [];
  for (const post of found) {
    const fm = post.frontMatter;
    const people = authorsAndTags(post, files, config, diagnostics);
    const key = options.cache ? hashKey(context, post.file, post.source) : '';
    const compiled = await compilePost(post, { compileOptions, resolvers, cache: options.cache, key, templates, reused });
    diagnostics.push(...compiled.full.diagnostics.map((diagnostic) => ({ ...diagnostic, source: post.source })));
    const page = compiled.full.page;
    if (!page) continue;
    if (!compiled.truncated && config.checks.untruncatedPosts !== 'ignore') diagnostics.push(untruncatedPost(post, config.checks.untruncatedPosts));
    posts.push({
      sourcePath: post.sourcePath,
      file: post.file,
      route: post.route,
      date: post.date,
      ...people,
      unlisted: fm.unlisted ?? false,
      draft: fm.draft ?? false,
      readingTime: readingTime(page.html),
      ...(fm.image !== undefined ? { image: fm.image } : {}),
      page,
      excerptHtml: compiled.excerptHtml,
      ...(compiled.excerptModule !== undefined ? { excerptModule: compiled.excerptModule } : {}),
      truncated: compiled.truncated,
      ...withEditUrl(postEditUrl(post, { config, ...(options.editUrlOf ? { editUrlOf: options.editUrlOf } : {}) })),
    });
  }
  posts.sort((a, b) => b.date.localeCompare(a.date) || a.route.localeCompare(b.route));
  // Docusaurus's author page: at its permalink, else at the key in kebab case, under `<blog>/authors`.
  const pages = parsedAuthors?.pages ?? new Map<string, { permalink?: string; description?: string }>();
  const authorList = [...authors].map(([key, input]) => {
    const page = pages.get(key);
    return {
      key,
      author: toBlogAuthor(input, config.baseUrl),
      ...(page ? { route: joinRoute(blog.routeBasePath, 'authors', page.permalink ?? kebabCase(key)) } : {}),
      ...(page?.description !== undefined ? { description: page.description } : {}),
    };
  });
  return { dir: display(blogDir), posts, authors: authorList, assets: resolvers.assets, diagnostics };
}
