import { readdir, readFile, stat } from 'node:fs/promises';
import { join, posix } from 'node:path';
import type { SiteConfig } from '../config/site-config.ts';
import { hasSiteComponents } from '../components/resolve-plugin.ts';
import { parseFrontMatter } from '../content/front-matter.ts';
import { pageFormat } from '../content/find-pages.ts';
import { initHighlighter } from '../content/highlight.ts';
import { loadMdxCompiler } from '../content/mdx-module.ts';
import { didYouMean, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { readOptional } from '../read-optional.ts';
import { joinRoute, withBaseUrlOnce } from '../routes/doc-route.ts';
import { hashKey, type CompileCache } from '../site/compile-cache.ts';
import { compileWithAssets, createAssetResolvers, type CompiledResult } from '../site/compile-pages.ts';
import type { CompiledPage, FrontMatter, SourcePage } from '../types.ts';
import { parseAuthorsFile, parseTagsFile, tagInput, type TagInput } from './blog-data-files.ts';
import { htmlToText } from '../shared/html-text.ts';
import { BLOG_FIELDS, parseDate, type AuthorInput, type BlogFrontMatter } from './blog-front-matter.ts';
import { displayPath } from '../shared/paths.ts';
import { fileCreationDate, readGitCreationDates } from './post-dates.ts';

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
}

/** The blog folder, read and compiled. */
export interface LoadedBlog {
  /** The blog folder as shown in messages. */
  dir: string;
  /** Every post, newest first (drafts only in dev builds). */
  posts: BlogPost[];
  /** Authors with a page (`page` in the authors file), in the file's order. */
  authorPages: Array<{ key: string; name: string; route: string; description?: string }>;
  /** Images next to posts: output path → absolute source path. */
  assets: Map<string, string>;
  diagnostics: Diagnostic[];
}

export interface LoadBlogOptions {
  siteDir: string;
  cwd: string;
  config: SiteConfig;
  includeDrafts: boolean;
  staticDir: string;
  staticFiles: ReadonlySet<string>;
  highlight: boolean;
  cache?: CompileCache;
}

/** `2025-01-20-welcome` → date and name, as Docusaurus reads blog file names. */
const DATED_NAME = /^(\d{4}-\d{2}-\d{2})[-_](.+)$/;
/** A line holding only a truncate marker: an HTML comment `truncate` (Markdown) or the MDX comment form. */
const TRUNCATE = /^[ \t]*(?:<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\})[ \t]*$/;
const FENCE = /^\s{0,3}(`{3,}|~{3,})/;
const WORDS_PER_MINUTE = 200;

async function walk(dir: string, prefix: string, out: string[]): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true });
  await Promise.all(
    entries.map(async (entry) => {
      if (entry.name.startsWith('_') || entry.name.startsWith('.') || entry.name === 'node_modules') return;
      const path = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(join(dir, entry.name), path, out);
      else if (entry.isFile() && /\.mdx?$/.test(entry.name)) out.push(path);
    }),
  );
}

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

/** Reading time in minutes of a post's HTML, as Docusaurus counts it (200 words a minute, rounded up). */
export function readingTime(html: string): number {
  const words = htmlToText(html).split(' ').filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

interface CompiledPost {
  full: CompiledResult;
  excerptHtml: string;
  excerptModule?: string;
  truncated: boolean;
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

  const authorsFile = display(join(blogDir, blog.authorsFile));
  const authorsSource = await readOptional(join(blogDir, blog.authorsFile));
  const parsedAuthors = authorsSource === undefined ? undefined : parseAuthorsFile(authorsSource, authorsFile);
  if (parsedAuthors) diagnostics.push(...parsedAuthors.diagnostics);
  const authors = parsedAuthors?.authors ?? new Map<string, AuthorInput>();
  const tagsFile = display(join(blogDir, blog.tagsFile));
  const tagsSource = await readOptional(join(blogDir, blog.tagsFile));
  const parsedTags = tagsSource === undefined ? undefined : parseTagsFile(tagsSource, tagsFile);
  if (parsedTags) diagnostics.push(...parsedTags.diagnostics);

  const paths: string[] = [];
  await walk(blogDir, '', paths);
  paths.sort();

  interface Found {
    sourcePath: string;
    file: string;
    source: string;
    body: string;
    frontMatter: BlogFrontMatter;
    route: string;
    date: string;
  }
  const found: Found[] = [];
  // Read only when a post has no date of its own.
  let gitDates: Map<string, string> | undefined;
  for (const sourcePath of paths) {
    const source = await readFile(join(blogDir, sourcePath), 'utf8');
    const file = display(join(blogDir, sourcePath));
    const split = parseFrontMatter(source, file, BLOG_FIELDS);
    diagnostics.push(...split.diagnostics);
    if (split.diagnostics.some((d) => d.severity === 'error')) continue;
    const fm = split.frontMatter as BlogFrontMatter;
    if (fm.draft && !options.includeDrafts) continue;
    const base = posix.basename(sourcePath).replace(/\.mdx?$/, '');
    const name = /^index$/i.test(base) && sourcePath.includes('/') ? posix.basename(posix.dirname(sourcePath)) : base;
    const dated = DATED_NAME.exec(name);
    let date = fm.date ? parseDate(fm.date.value) : dated ? parseDate(dated[1]!) : undefined;
    if (date === undefined && blog.undatedPosts === 'git') {
      gitDates ??= await readGitCreationDates(blogDir);
      date = gitDates.get(join(blogDir, sourcePath)) ?? (await fileCreationDate(join(blogDir, sourcePath)));
    }
    if (date === undefined) {
      diagnostics.push({ code: 'blog/missing-date', severity: 'error', message: `Blog post \`${sourcePath}\` has no date`, file, line: 1, column: 1, hint: 'name the file `YYYY-MM-DD-name.md` (or its folder `YYYY-MM-DD-name/`), or set `date: 2025-01-20` in its front matter', source });
      continue;
    }
    const slug = fm.slug ?? (dated ? `${dated[1]!.replaceAll('-', '/')}/${dated[2]}` : name);
    found.push({ sourcePath, file, source, body: split.body, frontMatter: fm, route: joinRoute(blog.routeBasePath, slug), date });
  }

  const routesByPath = new Map(found.map((post) => [post.sourcePath, post.route]));
  const resolvers = createAssetResolvers({ docsDir: blogDir, staticDir: options.staticDir, staticFiles: options.staticFiles, baseUrl: config.baseUrl });
  const siteComponents = hasSiteComponents(options.siteDir);
  const compileOptions = { config, routesByDocPath: routesByPath, staticFiles: options.staticFiles, docsDir: blogDir, staticDir: options.staticDir, highlight: options.highlight, siteComponents };
  // What every post's links resolve against: a change here invalidates every cached post.
  const context = options.cache ? hashKey('blog', String(options.highlight), String(siteComponents), JSON.stringify(config), JSON.stringify([...routesByPath]), [...options.staticFiles].join('\n')) : '';

  const tagOf = (key: string): BlogTag | undefined => {
    // Without a tags file every tag exists, with the same defaults a tags file entry gets.
    const declared: TagInput | undefined = parsedTags ? parsedTags.tags.get(key) : tagInput(key);
    if (!declared) return undefined;
    return { key, label: declared.label, route: joinRoute(blog.routeBasePath, 'tags', declared.permalink), ...(declared.description !== undefined ? { description: declared.description } : {}) };
  };
  const authorOf = (input: AuthorInput): BlogAuthor => ({
    name: input.name,
    ...(input.title !== undefined ? { title: input.title } : {}),
    ...(input.url !== undefined ? { url: input.url } : {}),
    ...(input.image !== undefined ? { imageUrl: withBaseUrlOnce(config.baseUrl, input.image) } : {}),
    ...(input.email !== undefined ? { email: input.email } : {}),
    ...(input.socials !== undefined ? { socials: input.socials } : {}),
  });

  const posts: BlogPost[] = [];
  for (const post of found) {
    const fm = post.frontMatter;
    const located = (at: { line: number; column: number }, code: string, message: string, hint: string): Diagnostic => ({ code, severity: 'error', message, file: post.file, line: at.line, column: at.column, hint, source: post.source });
    const postAuthors: BlogAuthor[] = [];
    const authorKeys: string[] = [];
    for (const ref of fm.authors ?? []) {
      if ('inline' in ref) {
        postAuthors.push(authorOf(ref.inline));
        continue;
      }
      const author = authors.get(ref.key);
      if (author) {
        postAuthors.push(authorOf(author));
        authorKeys.push(ref.key);
      }
      else {
        const guess = didYouMean(ref.key, authors.keys());
        diagnostics.push(located(ref.at, 'blog/unknown-author', `Unknown author \`${ref.key}\`: it is not in \`${authorsFile}\``, guess ? `did you mean \`${guess}\`?` : authorsSource === undefined ? `create ${authorsFile} with \`${ref.key}: { name: … }\`, or write the author inline: \`{ name: …, title: … }\`` : `add \`${ref.key}: { name: … }\` to ${authorsFile}`));
      }
    }
    const postTags: BlogTag[] = [];
    for (const ref of fm.tags ?? []) {
      const tag = tagOf(ref.key);
      if (tag) postTags.push(tag);
      else {
        const guess = didYouMean(ref.key, parsedTags?.tags.keys() ?? []);
        diagnostics.push(located(ref.at, 'blog/unknown-tag', `Unknown tag \`${ref.key}\`: it is not in \`${tagsFile}\``, guess ? `did you mean \`${guess}\`?` : `add \`${ref.key}: { label: … }\` to ${tagsFile}`));
      }
    }

    const lines = post.body.split('\n');
    const marker = truncateLine(lines);
    // The marker line is blanked (line numbers stay those of the file), so no marker form shows as text.
    if (marker !== -1) lines[marker] = '';
    const body = lines.join('\n');
    const format = pageFormat(post.sourcePath, config.markdown.format);
    const source: SourcePage = {
      file: post.file,
      path: join(blogDir, post.sourcePath),
      docPath: post.sourcePath,
      format,
      id: post.sourcePath.replace(/\.mdx?$/, ''),
      route: post.route,
      frontMatter: docFrontMatter(fm),
      extra: {},
      body,
      source: post.source,
    };
    const key = options.cache ? hashKey(context, post.file, post.source) : '';
    let compiled = options.cache?.get<CompiledPost>(key);
    if (!compiled) {
      await initHighlighter();
      await loadMdxCompiler();
      const full = compileWithAssets(source, compileOptions, resolvers);
      const excerpt = marker === -1 ? undefined : compileWithAssets({ ...source, body: lines.slice(0, marker).join('\n') }, compileOptions, resolvers);
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
      compiled = {
        full: { ...full, diagnostics: [...full.diagnostics, ...cut].map(({ source: _source, ...rest }) => rest) },
        excerptHtml: excerpt?.page?.html ?? full.page?.html ?? '',
        ...(excerpt?.page?.mdxModule !== undefined ? { excerptModule: excerpt.page.mdxModule } : {}),
        truncated: marker !== -1,
      };
      options.cache?.set(key, compiled);
    } else {
      for (const image of compiled.full.images) resolvers.assetUrl(image);
    }
    diagnostics.push(...compiled.full.diagnostics.map((diagnostic) => ({ ...diagnostic, source: post.source })));
    const page = compiled.full.page;
    if (!page) continue;
    posts.push({
      sourcePath: post.sourcePath,
      file: post.file,
      route: post.route,
      date: post.date,
      authors: postAuthors,
      authorKeys,
      tags: postTags,
      unlisted: fm.unlisted ?? false,
      draft: fm.draft ?? false,
      readingTime: readingTime(page.html),
      ...(fm.image !== undefined ? { image: fm.image } : {}),
      page,
      excerptHtml: compiled.excerptHtml,
      ...(compiled.excerptModule !== undefined ? { excerptModule: compiled.excerptModule } : {}),
      truncated: compiled.truncated,
    });
  }
  posts.sort((a, b) => b.date.localeCompare(a.date) || a.route.localeCompare(b.route));
  const authorPages = [...(parsedAuthors?.pages ?? [])].map(([key, page]) => ({
    key,
    name: authors.get(key)!.name,
    route: joinRoute(blog.routeBasePath, 'authors', page.permalink ?? key),
    ...(page.description !== undefined ? { description: page.description } : {}),
  }));
  return { dir: display(blogDir), posts, authorPages, assets: resolvers.assets, diagnostics };
}

/** The keys compiling a page reads, in the doc front matter's terms. */
function docFrontMatter(fm: BlogFrontMatter): FrontMatter {
  const { title, description, keywords, image, unlisted, draft, hide_table_of_contents, toc_min_heading_level, toc_max_heading_level } = fm;
  return Object.fromEntries(
    Object.entries({ title, description, keywords, image, unlisted, draft, hide_table_of_contents, toc_min_heading_level, toc_max_heading_level }).filter(([, value]) => value !== undefined),
  ) as FrontMatter;
}
