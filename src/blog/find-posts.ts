import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { readThroughHook, type FrontMatterHook } from '../docusaurus/front-matter-hook.ts';
import { join } from 'node:path';
import type { SiteConfig } from '../config/site-config.ts';
import { parseFrontMatter } from '../content/front-matter.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { joinRoute } from '../routes/doc-route.ts';
import { BLOG_FIELDS, dateRolledOver, parseDate, type BlogFrontMatter } from './blog-front-matter.ts';
import { parsePostPath } from './post-path.ts';
import { fileCreationDate, readGitCreationDates } from './post-dates.ts';

/** A post as read from its file: front matter checked, dated and given its route. */
export interface FoundPost {
  /** Path in the blog folder (`2025-01-20-welcome.md`). */
  sourcePath: string;
  /** Shown in messages. */
  file: string;
  /** The file read: the post's, or its translation in another locale. */
  path: string;
  source: string;
  body: string;
  frontMatter: BlogFrontMatter;
  route: string;
  date: string;
}

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

/** A post's text, as the config's `markdown.parseFrontMatter` has it read when there is one; undefined when that function threw (reported). */
async function postSource(path: string, file: string, hook: FrontMatterHook | undefined, diagnostics: Diagnostic[]): Promise<string | undefined> {
  const source = await readFile(path, 'utf8');
  if (!hook) return source;
  const read = await readThroughHook(hook, path, source, file);
  if (read.failure) diagnostics.push(read.failure);
  return read.failure ? undefined : (read.source ?? source);
}

/**
 * The posts of the blog folder (`YYYY-MM-DD-name.md` files, or folders with an `index.md`),
 * in path order; drafts only when asked. A post without a date, or whose front matter has
 * an error, is reported and left out.
 */
export async function findPosts({ blogDir, blog, includeDrafts, display, diagnostics, frontMatterHook, translatedDir }: { blogDir: string; blog: SiteConfig['blog']; includeDrafts: boolean; display: (path: string) => string; diagnostics: Diagnostic[]; /** A Docusaurus config's `markdown.parseFrontMatter`. */ frontMatterHook?: FrontMatterHook; /** Another locale's translations of the posts: a post there at the same path is read from there (see translationsDir). */ translatedDir?: string }): Promise<FoundPost[]> {
  const paths: string[] = [];
  await walk(blogDir, '', paths);
  paths.sort();
  const found: FoundPost[] = [];
  // Read only when a post has no date of its own.
  let gitDates: Map<string, string> | undefined;
  for (const sourcePath of paths) {
    const translated = translatedDir === undefined ? undefined : join(translatedDir, sourcePath);
    const path = translated !== undefined && existsSync(translated) ? translated : join(blogDir, sourcePath);
    const file = display(path);
    const source = await postSource(path, file, frontMatterHook, diagnostics);
    if (source === undefined) continue;
    const split = parseFrontMatter(source, file, BLOG_FIELDS);
    diagnostics.push(...split.diagnostics);
    if (split.diagnostics.some((d) => d.severity === 'error')) continue;
    const fm = split.frontMatter as BlogFrontMatter;
    if (fm.draft && !includeDrafts) continue;
    const parsed = parsePostPath(sourcePath);
    let date = fm.date ? parseDate(fm.date.value) : parsed.date ? parseDate(parsed.date) : undefined;
    const written = fm.date?.value ?? parsed.date;
    const rolled = written === undefined ? undefined : dateRolledOver(written);
    if (rolled) {
      const at = fm.date?.at ?? { line: 1, column: 1 };
      diagnostics.push({ code: 'blog/date-rolled-over', severity: 'warning', message: `Blog post date \`${written}\` is not a day of the calendar; read as ${rolled}, as Docusaurus reads it`, file, ...at, hint: `write the day meant, such as \`${rolled}\``, source });
    }
    if (date === undefined && blog.undatedPosts === 'git') {
      gitDates ??= await readGitCreationDates(blogDir);
      date = gitDates.get(join(blogDir, sourcePath)) ?? (await fileCreationDate(join(blogDir, sourcePath)));
    }
    if (date === undefined) {
      diagnostics.push({ code: 'blog/missing-date', severity: 'error', message: `Blog post \`${sourcePath}\` has no date`, file, line: 1, column: 1, hint: 'name the file `YYYY-MM-DD-name.md` (or its folder `YYYY-MM-DD-name/`), or set `date: 2025-01-20` in its front matter', source });
      continue;
    }
    const slug = fm.slug ?? parsed.slug;
    found.push({ sourcePath, file, path, source, body: split.body, frontMatter: fm, route: joinRoute(blog.routeBasePath, slug), date });
  }
  return found;
}
