/**
 * Messages as Docusaurus writes them: `{name}` placeholders, and plural forms separated by
 * `|`, so a Docusaurus site's `code.json` reads the same here.
 */

/** Values of a message's placeholders. */
export type MessageValues = Readonly<Record<string, string | number>>;

/** The message with each `{name}` that `values` has replaced; other braces stay. */
export function interpolate(message: string, values?: MessageValues): string {
  if (!values) return message;
  return message.replace(/\{(\w+)\}/g, (all, name: string) => (name in values ? String(values[name]) : all));
}

/** Docusaurus's order of the plural forms in a message (its usePluralForm): small counts first, whatever order Intl lists them in. */
const FORM_ORDER: readonly Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

const pluralForms = new Map<string, { rules: Intl.PluralRules; forms: Intl.LDMLPluralRule[] }>();

function pluralFormsOf(locale: string): { rules: Intl.PluralRules; forms: Intl.LDMLPluralRule[] } {
  let found = pluralForms.get(locale);
  if (!found) {
    let rules: Intl.PluralRules;
    try {
      rules = new Intl.PluralRules(locale);
    } catch {
      rules = new Intl.PluralRules('en');
    }
    const categories = rules.resolvedOptions().pluralCategories;
    pluralForms.set(locale, (found = { rules, forms: FORM_ORDER.filter((form) => categories.includes(form)) }));
  }
  return found;
}

/** The form of `message` (`One post|{count} posts`) for `count` in `locale`; the last form when the message has fewer than the locale. */
export function selectPlural(message: string, count: number, locale: string): string {
  const parts = message.split('|');
  if (parts.length === 1) return message;
  const { rules, forms } = pluralFormsOf(locale);
  const index = forms.indexOf(rules.select(count));
  return parts[Math.min(Math.max(index, 0), parts.length - 1)]!;
}
