/**
 * Every diagnostic code docsgen reports, with what it means and what to do about it. The
 * `Diagnostic.code` type is this list, so a new code does not compile until it is documented
 * here; the docs site's diagnostics reference is generated from it.
 */
import { API_DIFF_CODES } from './codes-api-diff.ts';
import type { CodeDoc } from './code-doc.ts';
import { CONFIG_CODES } from './codes-config.ts';
import { CONTENT_CODES } from './codes-content.ts';
import { I18N_CODES } from './codes-i18n.ts';
import { OPENAPI_CODES } from './codes-openapi.ts';
import { PLUGIN_CODES } from './codes-plugins.ts';

/** The YAML files docsgen validates key by key, as their codes name them. */
const YAML_FILES = {
  config: '`config.yaml`',
  sidebars: 'a sidebars file (`sidebars.yaml`, a versioned sidebars file, or a Docusaurus sidebars script as docsgen reads it)',
  blog: 'the blog\'s `authors.yaml` or `tags.yaml`',
  'front-matter': 'a page\'s or post\'s front matter',
} as const;

/** A YAML file docsgen validates, as the first part of its codes. */
export type YamlFile = keyof typeof YAML_FILES;
/** The checks of every validated YAML file, as the second part of its codes. */
export type YamlCheck = 'yaml-syntax' | 'invalid-type' | 'invalid-value' | 'unknown-key' | 'missing-key';

/** The five checks every validated YAML file gets, worded for the file; `wording` replaces one where the file differs. */
function yamlCodes<F extends YamlFile>(file: F, wording: Partial<Record<YamlCheck, Pick<CodeDoc, 'meaning' | 'fix'>>> = {}): Record<`${F}/${YamlCheck}`, CodeDoc> {
  const what = YAML_FILES[file];
  const codes = {
    [`${file}/yaml-syntax`]: { severity: 'error', meaning: `${what} is not valid YAML: an unclosed quote or bracket, a tab used for indentation, a duplicate key.`, fix: 'Fix the syntax at the reported line; the message is the YAML parser\'s. Quote values that contain `: ` or start with `#`, `*`, `&` or `@`.' },
    [`${file}/invalid-type`]: { severity: 'error', meaning: `A key of ${what} holds the wrong kind of value: a list where a string belongs, an empty value, a mapping where a list belongs.`, fix: 'Give the key a value of the type the message names; the reference lists each key\'s type.' },
    [`${file}/invalid-value`]: { severity: 'error', meaning: `A key of ${what} has a value of the right type that docsgen cannot use: a word outside the allowed choices, a colour it cannot read, a URL without its scheme, a value that contradicts another key.`, fix: 'Use one of the values the message lists; a "did you mean" names the closest.' },
    [`${file}/unknown-key`]: { severity: 'error', meaning: `${what} has a key docsgen does not know, often a misspelt one.`, fix: 'Correct the key as the "did you mean" suggests, or remove it.' },
    [`${file}/missing-key`]: { severity: 'error', meaning: `A key that ${what} requires is missing.`, fix: 'Add the key the message names; the hint shows an example value.' },
  } as Record<`${F}/${YamlCheck}`, CodeDoc>;
  for (const [check, text] of Object.entries(wording)) codes[`${file}/${check as YamlCheck}`] = { severity: 'error', ...text };
  return codes;
}

const YAML_CODES = { ...yamlCodes('config'), ...yamlCodes('sidebars'), ...yamlCodes('blog'), ...yamlCodes('front-matter', {
  // Front matter keeps the keys it does not know (other tools' keys are common there); only a known mapping is checked key by key.
  'unknown-key': { meaning: 'A mapping of the front matter that docsgen reads key by key, such as `last_update`, has a key docsgen does not know. Unknown keys at the top of the front matter are kept and ignored.', fix: 'Correct the key as the "did you mean" suggests, or remove it.' },
}) };

/** A diagnostic code: stable, kebab-case, prefixed by the stage or file that reports it. */
export type DiagnosticCode = keyof typeof YAML_CODES | keyof typeof CONFIG_CODES | keyof typeof CONTENT_CODES | keyof typeof OPENAPI_CODES | keyof typeof PLUGIN_CODES | keyof typeof API_DIFF_CODES | keyof typeof I18N_CODES;

/** The part after `<prefix>/` of the codes with that prefix: `CodeIn<'openapi'>` is `'syntax' | …`. */
export type CodeIn<Prefix extends string> = DiagnosticCode extends infer C ? (C extends `${Prefix}/${infer Rest}` ? Rest : never) : never;

/** Every code and its documentation, sorted by code. */
export const DIAGNOSTIC_CODES: Readonly<Record<DiagnosticCode, CodeDoc>> = Object.fromEntries(
  Object.entries({ ...YAML_CODES, ...CONFIG_CODES, ...CONTENT_CODES, ...OPENAPI_CODES, ...PLUGIN_CODES, ...API_DIFF_CODES, ...I18N_CODES }).sort(([a], [b]) => a.localeCompare(b)),
) as Record<DiagnosticCode, CodeDoc>;
