/**
 * The entries of a page's "Copy page" control as the theme shows them: a label and, for the
 * links, their address. An assistant's link opens a new chat with a prompt that names the
 * page's twin by its absolute URL, as Mintlify's and Rspress's menus do; the assistant reads
 * the page from there.
 */
import type { CopyPageAction, CopyPageEntry } from '../config/site-config.ts';
import type { SiteModel } from '../render/models.ts';
import { translate } from '../../templates/translate.ts';
import { twinPath, twinUrl } from './twin-paths.ts';

/** Assistants that start a chat from a prompt in their URL, and the URL (a template, as a site's own links are). */
export const ASSISTANTS: Readonly<Record<Exclude<CopyPageAction, 'copy' | 'view'>, { name: string; url: string }>> = {
  // `hints=search` lets ChatGPT fetch the URL the prompt names.
  chatgpt: { name: 'ChatGPT', url: 'https://chatgpt.com/?hints=search&q={prompt}' },
  claude: { name: 'Claude', url: 'https://claude.ai/new?q={prompt}' },
  perplexity: { name: 'Perplexity', url: 'https://www.perplexity.ai/search?q={prompt}' },
};

/** One entry as shown. */
export interface CopyPageItem {
  /** `copy`: a button that copies the twin to the clipboard; `link`: a link. */
  kind: 'copy' | 'link';
  label: string;
  /** Links only: where it leads. */
  href?: string;
  /** Links to another site: opened in a new tab. */
  external: boolean;
}

/** What the entries are made from: the site's URL and its locale's theme strings. */
type CopyPageSite = Pick<SiteModel, 'url' | 'baseUrl' | 'messages'>;

/** The prompt an assistant's chat starts with: it names the twin by its absolute URL. */
export const copyPagePrompt = (twin: string, site: CopyPageSite): string => translate(site, 'theme.copyPage.prompt', 'Read {url} so I can ask questions about it.', { url: twin });

/** A link template with `{prompt}` and `{url}` replaced, each URL-encoded. */
export function fillLinkTemplate(template: string, values: { prompt: string; url: string }): string {
  return template.replace(/\{(prompt|url)\}/g, (_, name: 'prompt' | 'url') => encodeURIComponent(values[name]));
}

/** The entries of the page at `route`, in the configured order. */
export function copyPageItems({ entries, site, route }: { entries: readonly CopyPageEntry[]; site: CopyPageSite; route: string }): CopyPageItem[] {
  const twin = twinUrl(site, route);
  const values = { prompt: copyPagePrompt(twin, site), url: twin };
  return entries.map((entry): CopyPageItem => {
    if (!('action' in entry)) return { kind: 'link', label: entry.label, href: fillLinkTemplate(entry.url, values), external: true };
    if (entry.action === 'copy') return { kind: 'copy', label: translate(site, 'theme.copyPage.copy', 'Copy page'), external: false };
    if (entry.action === 'view') return { kind: 'link', label: translate(site, 'theme.copyPage.view', 'View as Markdown'), href: site.baseUrl + twinPath(route), external: false };
    const assistant = ASSISTANTS[entry.action];
    return { kind: 'link', label: translate(site, 'theme.copyPage.openIn', 'Open in {name}', { name: assistant.name }), href: fillLinkTemplate(assistant.url, values), external: true };
  });
}
