import type { SiteModel } from '../src/render/models.ts';

/** A theme string in the page's locale: its `code.json` message by Docusaurus's id, else the English text. */
export function translate(site: Pick<SiteModel, 'messages'>, id: string, message: string): string {
  return site.messages[id] ?? message;
}
