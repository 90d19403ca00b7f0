import type { CodeDoc } from './code-doc.ts';

/** Codes of translated sites: locales asked for, translation folders and files. */
export const I18N_CODES = {
  'i18n/unknown-locale': {
    severity: 'error',
    meaning: '`--locale` names a locale that `i18n.locales` does not list. Exit code 2, nothing built.',
    fix: 'Pass one of the locales the message lists, or add the locale to `i18n.locales`.',
  },
  'i18n/missing-translations': {
    severity: 'warning',
    meaning: 'A locale of `i18n.locales` has no folder of translations (`i18n/<locale>/`): every page of it is the default locale\'s, under the locale\'s URL.',
    fix: 'Run `docsgen write-translations --locale <locale>` and translate the files, or copy pages into `i18n/<locale>/docusaurus-plugin-content-docs/current/`.',
  },
  'i18n/invalid-translations': {
    severity: 'error',
    meaning: 'A translation file (`code.json`, `navbar.json`, `footer.json`, a docs plugin\'s `current.json`) is not valid JSON, or an entry of it has no `message` string.',
    fix: 'Fix the file at the reported line: each entry is `"<id>": { "message": "…", "description": "…" }`. `docsgen write-translations` writes files in that form.',
  },
} as const satisfies Record<string, CodeDoc>;
