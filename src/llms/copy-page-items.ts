/**
 * The entries of a page's "Copy page" control as the theme shows them: a label and, for the
 * links, their address. An assistant's link opens a new chat with a prompt that names the
 * page's twin by its absolute URL, as Mintlify's and Rspress's menus do; the assistant reads
 * the page from there.
 */
import type { CopyPageAction, CopyPageEntry } from '../config/site-config.ts';
import type { SiteModel } from '../render/models.ts';
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

/** A theme string by id, with its English text (see templates/translate.ts). */
export type ThemeText = (id: string, message: string) => string;

/** The prompt an assistant's chat starts with: it names the twin by its absolute URL. */
export const copyPagePrompt = (twin: string, text: ThemeText): string =>
  text('theme.copyPage.prompt', 'Read {url} so I can ask questions about it.').replaceAll('{url}', twin);

/** A link template with `{prompt}` and `{url}` replaced, each URL-encoded. */
export function fillLinkTemplate(template: string, values: { prompt: string; url: string }): string {
  return template.replace(/\{(prompt|url)\}/g, (_, name: 'prompt' | 'url') => encodeURIComponent(values[name]));
}

/** The entries of the page at `route`, in the configured order. */
export function copyPageItems({ entries, site, route, text }: { entries: readonly CopyPageEntry[]; site: Pick<SiteModel, 'url' | 'baseUrl'>; route: string; text: ThemeText }): CopyPageItem[] {
  const twin = twinUrl(site, route);
  const values = { prompt: copyPagePrompt(twin, text), url: twin };
  return entries.map((entry): CopyPageItem => {
    if (!('action' in entry)) return { kind: 'link', label: entry.label, href: fillLinkTemplate(entry.url, values), external: true };
    if (entry.action === 'copy') return { kind: 'copy', label: text('theme.copyPage.copy', 'Copy page'), external: false };
    if (entry.action === 'view') return { kind: 'link', label: text('theme.copyPage.view', 'View as Markdown'), href: site.baseUrl + twinPath(route), external: false };
    const assistant = ASSISTANTS[entry.action];
    return { kind: 'link', label: text('theme.copyPage.openIn', 'Open in {name}').replaceAll('{name}', assistant.name), href: fillLinkTemplate(assistant.url, values), external: true };
  });
}
