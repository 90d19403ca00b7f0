/**
 * The output plugins a site runs (see plugins/output-plugin.ts), in the order their files are
 * laid over one another: the search index, the sitemap, llms.txt and the Markdown twins.
 */
import { searchPlugin } from '../build/search-stage.ts';
import { llmsPlugin } from '../llms/site-llms.ts';
import type { PluginOutput, RoutedSite } from '../plugins/output-plugin.ts';
import { sitemapPlugin } from '../seo/sitemap.ts';

/** Start every output plugin on one locale of the site. */
export function startOutputPlugins(site: RoutedSite): PluginOutput[] {
  return [searchPlugin, sitemapPlugin, llmsPlugin].map((plugin) => plugin.start(site));
}
