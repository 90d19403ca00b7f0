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
    meaning: 'A translation file (`code.json`, `navbar.json`, `footer.json`, a docs plugin\'s `current.json`, the blog\'s `options.json`) is not valid JSON, or an entry of it has no `message` string. The build fails; `docsgen write-translations` writes no file, so that the file is not lost.',
    fix: 'Fix the file at the reported line: each entry is `"<id>": { "message": "…", "description": "…" }`. `docsgen write-translations` writes files in that form.',
  },
  'i18n/dynamic-translation': {
    severity: 'warning',
    meaning: '`docsgen write-translations` found a `<Translate>` or `translate()` whose id, description or text is computed (a variable, a call, a template with `${…}`): it cannot write a message for it. Docusaurus\'s extractor says the same.',
    fix: 'Write the text as a constant string: `<Translate id="my.id" description="…">Text</Translate>`, `translate({ id: "my.id", message: "Text" })`; pass what changes as `values`.',
  },
  'i18n/unknown-translation-keys': {
    severity: 'warning',
    meaning: '`docsgen write-translations` kept entries of an existing translation file that the site no longer has (a label renamed, a `<Translate>` removed). They translate nothing.',
    fix: 'Remove the entries the message lists, or rename them to the new ids.',
  },
} as const satisfies Record<string, CodeDoc>;
