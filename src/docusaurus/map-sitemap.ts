/**
 * The options of Docusaurus's sitemap plugin (the classic preset's `sitemap`, or
 * `@docusaurus/plugin-sitemap` itself) as docsgen's `sitemap:`, with Docusaurus's defaults
 * (`changefreq: weekly`, `priority: 0.5`) where docsgen writes none.
 */
import { CHANGE_FREQUENCIES } from '../config/site-config.ts';
import { isObj, num, str, type Notes, type Obj } from './mapping.ts';

/** What Docusaurus writes for every URL when the options say nothing. */
const DOCUSAURUS_SITEMAP_DEFAULTS = { changefreq: 'weekly', priority: 0.5 } as const;

/** `options`: the plugin's options, `false` (the preset's `sitemap: false`: no sitemap) or absent. */
export function mapSitemap(options: unknown, path: string[], notes: Notes): Obj {
  if (options === false) return { enabled: false };
  const given = isObj(options) ? options : {};
  notes.unmapped(given, path, ['filename', 'ignorePatterns', 'changefreq', 'priority', 'lastmod', 'createSitemapItems'], ['id']);
  if (given.createSitemapItems !== undefined) notes.add([...path, 'createSitemapItems'], '`createSitemapItems` is not run by docsgen', 'docsgen writes the sitemap from the other options; items the function adds or changes are left out');
  const changefreq = given.changefreq === null ? null : CHANGE_FREQUENCIES.find((value) => value === given.changefreq) ?? DOCUSAURUS_SITEMAP_DEFAULTS.changefreq;
  const priority = given.priority === null ? null : num(given.priority) ?? DOCUSAURUS_SITEMAP_DEFAULTS.priority;
  const lastmod = given.lastmod === 'date' || given.lastmod === 'datetime' ? given.lastmod : null;
  const ignorePatterns = Array.isArray(given.ignorePatterns) ? given.ignorePatterns.filter((pattern): pattern is string => typeof pattern === 'string') : [];
  return { enabled: true, ...(str(given.filename) ? { filename: str(given.filename) } : {}), ignorePatterns, changefreq, priority, lastmod };
}
