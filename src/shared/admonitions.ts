/**
 * The admonition types, their default titles and icons: shared by the `:::type` directive
 * (compiled to hast) and the `<Admonition>` MDX component (rendered by React).
 */
export const ADMONITIONS = {
  note: { label: 'Note', icon: 'M2 2h12v9H6l-3 3v-3H2V2Zm3 3v1.5h6V5H5Zm0 3v1.5h4V8H5Z' },
  tip: { label: 'Tip', icon: 'M8 1a5 5 0 0 0-3 9v2h6v-2a5 5 0 0 0-3-9Zm-2 12h4v1.5a.5.5 0 0 1-.5.5h-3a.5.5 0 0 1-.5-.5V13Z' },
  info: { label: 'Info', icon: 'M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1Zm-.9 3.5h1.8v1.8H7.1V4.5Zm0 3h1.8V12H7.1V7.5Z' },
  warning: { label: 'Warning', icon: 'M8 1l7 13H1L8 1Zm-.9 4.5v4h1.8v-4H7.1Zm0 5.2v1.8h1.8v-1.8H7.1Z' },
  danger: { label: 'Danger', icon: 'M5 1h6l4 4v6l-4 4H5l-4-4V5l4-4Zm2.1 3.5v5h1.8v-5H7.1Zm0 6v1.8h1.8v-1.8H7.1Z' },
  caution: { label: 'Caution', icon: 'M8 1l7 13H1L8 1Zm-.9 4.5v4h1.8v-4H7.1Zm0 5.2v1.8h1.8v-1.8H7.1Z' },
} as const;

export type AdmonitionType = keyof typeof ADMONITIONS;

export function isAdmonitionType(name: string): name is AdmonitionType {
  return Object.hasOwn(ADMONITIONS, name);
}

/**
 * The `:::keyword` names that are admonitions by default, as Docusaurus's: the six types and
 * its legacy names (`secondary`, `important`, `success`), which it still renders.
 */
export const DEFAULT_ADMONITION_KEYWORDS: readonly string[] = ['secondary', 'info', 'success', 'danger', 'note', 'tip', 'warning', 'important', 'caution'];

/**
 * Docusaurus's legacy admonition names (`:::important` is common in docs written for
 * Docusaurus 2): styled as another type, titled with their own name.
 */
export const LEGACY_ADMONITIONS: Readonly<Record<string, AdmonitionType>> = { important: 'info', secondary: 'note', success: 'tip' };

/**
 * How the classic theme draws the admonition `keyword`: its type's look and title (a legacy
 * name is titled with itself), and info's for a keyword of the site that has no component of
 * its own (as Docusaurus falls back).
 */
export function admonitionLook(keyword: string): { type: AdmonitionType; label: string; known: boolean } {
  if (isAdmonitionType(keyword)) return { type: keyword, label: ADMONITIONS[keyword].label, known: true };
  const legacy = Object.hasOwn(LEGACY_ADMONITIONS, keyword) ? LEGACY_ADMONITIONS[keyword] : undefined;
  return legacy ? { type: legacy, label: keyword, known: true } : { type: 'info', label: ADMONITIONS.info.label, known: false };
}

/** CSS modifier: `caution` is styled as `warning`, as in Docusaurus. */
function admonitionStyle(type: AdmonitionType): string {
  return type === 'caution' ? 'warning' : type;
}

/** Infima's alert colour of each admonition type, as the classic theme's Admonition/Types gives it. */
const INFIMA_ALERTS: Record<AdmonitionType, string> = { note: 'secondary', tip: 'success', info: 'info', warning: 'warning', danger: 'danger', caution: 'warning' };

/** The classes of an admonition's box, by the keyword written (`theme-admonition-important`), as the classic theme's Admonition/Layout gives them. */
export function admonitionBoxClasses(keyword: string): string[] {
  return ['theme-admonition', `theme-admonition-${keyword}`, 'admonition'];
}

/** The classes of the look of `type`: docsgen's and Infima's (`alert alert--success`, which a site's CSS written for Docusaurus styles), as the classic theme's Admonition/Type/* give them. */
export function admonitionTypeClasses(type: AdmonitionType): string[] {
  return [`admonition--${admonitionStyle(type)}`, 'alert', `alert--${INFIMA_ALERTS[type]}`];
}

/** An admonition's classes: its box's and its look's. */
export function admonitionClasses(type: AdmonitionType, keyword: string = type): string[] {
  return [...admonitionBoxClasses(keyword), ...admonitionTypeClasses(type)];
}
