import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { copySite, text, writeFiles } from '../helpers.ts';

/** The i18n fixture with a French OpenAPI document: its summaries and descriptions translated. */
async function site(): Promise<string> {
  const cwd = await copySite('i18n');
  const dir = join(cwd, 'site');
  const english = await readFile(join(dir, 'api/openapi.yaml'), 'utf8');
  const french = english
    .replace('title: Acme Payments API', 'title: API des paiements Acme')
    .replace('summary: List payments', 'summary: Lister les paiements')
    .replace('Returns the most recent payments first.', 'Renvoie les paiements les plus récents en premier.')
    .replace('How many payments to return.', 'Combien de paiements renvoyer.');
  await writeFiles(dir, { 'i18n/fr/docsgen-openapi/api/openapi.yaml': french });
  return cwd;
}

describe('an OpenAPI document per locale', async () => {
  const cwd = await site();
  const result = await build({ cwd, write: false });

  it('makes a locale\'s operation pages from its own document, i18n/<locale>/docsgen-openapi/<the document\'s path>', () => {
    const fr = text(result.files, 'fr/api/list-payments/index.html');
    expect(fr).toContain('<title>Lister les paiements | Acme Docs</title>');
    expect(fr).toContain('Renvoie les paiements les plus récents en premier.');
    expect(fr).toContain('Combien de paiements renvoyer.');
    expect(text(result.files, 'fr/api/openapi.yaml')).toContain('summary: Lister les paiements');
    expect(result.diagnostics).toEqual([]);
  });

  it('keeps the pages\' URLs of the site\'s document, so every locale has the same pages', () => {
    // Named from the English summary, not « Lister les paiements ».
    expect(result.files.has('fr/api/lister-les-paiements/index.html')).toBe(false);
    expect(text(result.files, 'fr/api/list-payments/index.html')).toContain('href="https://docs.acme.test/api/list-payments" hrefLang="en"');
  });

  it('uses the site\'s document in the default locale and in a locale without its own', () => {
    expect(text(result.files, 'api/list-payments/index.html')).toContain('<title>List payments | Acme Docs</title>');
    expect(text(result.files, 'ar/api/list-payments/index.html')).toContain('Returns the most recent payments first.');
    expect(text(result.files, 'api/openapi.yaml')).toContain('summary: List payments');
  });
});
