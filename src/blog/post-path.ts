/**
 * A blog post's date and slug from its path in the blog folder, as Docusaurus's
 * `parseBlogFileName` reads them: the date anywhere in the path (`2025-01-20-name.md`,
 * `2025/01/20/name.md`, `2025-01-20-name/index.md`), the folders around it kept in the slug;
 * an undated post's slug is its whole path (`releases/10.14.md` → `releases/10.14`).
 */

/** @see https://github.com/facebook/docusaurus/blob/main/packages/docusaurus-plugin-content-blog/src/blogUtils.ts (DATE_FILENAME_REGEX) */
const DATED_PATH = /^(?<folder>.*)(?<date>\d{4}[-/]\d{1,2}[-/]\d{1,2})[-/]?(?<text>.*?)(?:\/index)?\.mdx?$/;

/** The post's slug (without the blog's route) and, when the path has one, its date as `YYYY-MM-DD`. */
export function parsePostPath(sourcePath: string): { slug: string; date?: string } {
  const dated = DATED_PATH.exec(sourcePath);
  if (!dated) return { slug: sourcePath.replace(/(?:\/index)?\.mdx?$/, '') };
  const { folder, date, text } = dated.groups as { folder: string; date: string; text: string };
  const [year, month, day] = date.split(/[-/]/);
  return { slug: `${date.replaceAll('-', '/')}/${folder}${text}`, date: `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}` };
}
