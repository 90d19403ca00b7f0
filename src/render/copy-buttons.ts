/**
 * The copy buttons of code blocks in the page's locale. Code is highlighted once for every
 * locale (and cached by its text), so its button is written in English; a page whose locale
 * translates the button's strings gets them here, where the page is rendered.
 */
import { translate } from '../../templates/translate.ts';
import type { SiteModel } from './models.ts';

/** The button as the highlighter writes it, from its class on (see highlight.ts and token-hast.ts). */
const ENGLISH_BUTTON = 'class="code-block__copy" aria-label="Copy code to clipboard" title="Copy">Copy</button>';
const IDS = ['theme.CodeBlock.copy', 'theme.CodeBlock.copied', 'theme.CodeBlock.copyButtonAriaLabel', 'theme.copyPage.copyFailed'];

const attribute = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const text = (value: string): string => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** `html` with its code blocks' copy buttons labelled in the locale (the labels the browser shows once copied included); unchanged in English. */
/** Whether the site's messages translate the copy buttons (localizeCopyButtons then rewrites them). */
export const localizesCopyButtons = (site: Pick<SiteModel, 'messages'>): boolean => IDS.some((id) => site.messages[id] !== undefined);

export function localizeCopyButtons(html: string, site: Pick<SiteModel, 'messages'>): string {
  if (!localizesCopyButtons(site) || !html.includes(ENGLISH_BUTTON)) return html;
  const copy = translate(site, 'theme.CodeBlock.copy', 'Copy');
  const label = translate(site, 'theme.CodeBlock.copyButtonAriaLabel', 'Copy code to clipboard');
  const copied = translate(site, 'theme.CodeBlock.copied', 'Copied');
  const failed = translate(site, 'theme.copyPage.copyFailed', 'Copy failed');
  return html.replaceAll(ENGLISH_BUTTON, `class="code-block__copy" aria-label="${attribute(label)}" title="${attribute(copy)}" data-copied-label="${attribute(copied)}" data-failed-label="${attribute(failed)}">${text(copy)}</button>`);
}
