import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { validate, type ExplorerProps } from '../../src/openapi/explorer.ts';
import { copySite, text, writeFiles } from '../helpers.ts';

const SECURED = `      security: [{ apiKey: [] }, { oauth: [read, write] }]
      responses:
        '404':
          description: No such payments.
`;

const SCHEMES = `  securitySchemes:
    apiKey: { type: apiKey, in: header, name: X-Api-Key }
    oauth:
      type: oauth2
      flows:
        clientCredentials:
          tokenUrl: https://auth.acme.test/token
          scopes: { read: Read payments, write: Change payments }
`;

const FRENCH = {
  'theme.openapi.security.apiKey': { message: 'Clé d\'API dans {in} {name}' },
  'theme.openapi.security.or': { message: 'ou' },
  'theme.openapi.security.scopes': { message: 'avec la portée {scopes}|avec les portées {scopes}' },
  'theme.openapi.oauth.flow': { message: 'Flux {flow}' },
  'theme.openapi.oauth.flow.clientCredentials': { message: 'identifiants client' },
  'theme.openapi.oauth.tokenUrl': { message: 'URL du jeton' },
  'theme.openapi.status.200': { message: 'Succès' },
  'theme.openapi.status.404': { message: 'Introuvable' },
  'theme.openapi.explorer.remember': { message: 'Se souvenir sur cet appareil' },
  'theme.openapi.overview.resources.document': { message: 'Document OpenAPI' },
  'theme.openapi.schemaItem.characters': { message: '{range} caractères' },
  'theme.openapi.schemaItem.itemCount': { message: '{range} éléments' },
  'theme.openapi.schemaItem.uniqueItems': { message: 'éléments uniques' },
  'theme.openapi.schemaItem.pattern': { message: 'motif {pattern}' },
  'theme.openapi.schemaItem.multipleOf': { message: 'multiple de {value}' },
  'theme.openapi.schemaItem.arrayOf': { message: 'tableau de {type}' },
  'theme.openapi.schemaItem.constValue': { message: 'Toujours' },
};

/** Properties of the payment whose constraints and types are words a locale translates. */
const CONSTRAINED = `        amount: { type: integer, description: The amount in cents. }
        reference: { type: string, maxLength: 64, pattern: '^[A-Z]+$' }
        tags: { type: array, items: { type: string }, minItems: 1, uniqueItems: true }
        refunds: { type: array, items: { $ref: '#/components/schemas/Payment' } }
        cents: { type: integer, multipleOf: 5 }
        kind: { const: payment }
`;

/** The i18n fixture with an API that authenticates and a category of guides in a category. */
async function site(): Promise<string> {
  const cwd = await copySite('i18n');
  const dir = join(cwd, 'site');
  const spec = join(dir, 'api/openapi.yaml');
  const yaml = (await readFile(spec, 'utf8')).replace('      responses:\n', SECURED).replace('components:\n', `components:\n${SCHEMES}`).replace('        amount: { type: integer, description: The amount in cents. }\n', () => CONSTRAINED);
  await writeFile(spec, yaml);
  const code = join(dir, 'i18n/fr/code.json');
  await writeFile(code, JSON.stringify({ ...JSON.parse(await readFile(code, 'utf8')), ...FRENCH }));
  await writeFiles(dir, { 'pages/guides/advanced/tuning.md': '# Tuning\n\nMake it fast.\n', 'pages/guides/advanced/scaling.md': '# Scaling\n\nMake it big.\n', 'pages/heading.mdx': "import Heading from '@theme/Heading';\n\n# Heading\n\n<Heading as=\"h2\" id=\"limits\">Limits</Heading>\n" });
  return cwd;
}

describe('the theme\'s strings a reader of a translated site sees, beyond the page\'s chrome', async () => {
  const cwd = await site();
  const result = await build({ cwd, write: false });

  it('summarizes security schemes, OAuth flows and HTTP statuses in the locale\'s words', () => {
    const fr = text(result.files, 'fr/api/list-payments/index.html');
    expect(fr).toContain('<strong>apiKey</strong>: <!-- -->Clé d&#x27;API dans header X-Api-Key');
    expect(fr).toContain('<span class="api-or">ou<!-- --> </span>');
    expect(fr).toContain('avec les portées <span><code>read</code></span><span>, <code>write</code></span>');
    expect(fr).toMatch(/<span class="api-status api-status--2">200<\/span> <!-- -->Succès/);
    expect(fr).toMatch(/<span class="api-status api-status--4">404<\/span> <!-- -->Introuvable/);
    const overview = text(result.files, 'fr/api/acme-payments-api/index.html');
    expect(overview).toContain('<strong>Flux identifiants client</strong>');
    expect(overview).toContain('<dt>URL du jeton</dt>');
    expect(overview).toContain('>Document OpenAPI</a>');
    const en = text(result.files, 'api/list-payments/index.html');
    expect(en).toContain('<strong>apiKey</strong>: <!-- -->API key in header X-Api-Key');
    expect(en).toMatch(/<span class="api-status api-status--4">404<\/span> <!-- -->Not Found/);
    expect(en).toContain('with scopes <span><code>read</code>');
  });

  it('words schemas\' constraints and array types in the locale, their bounds, patterns and types as the document has them', () => {
    const fr = text(result.files, 'fr/api/schemas/payment/index.html');
    expect(fr).toContain('&#x2264; 64 caractères · motif ^[A-Z]+$');
    expect(fr).toContain('&#x2265; 1 éléments · éléments uniques');
    expect(fr).toContain('multiple de 5');
    expect(fr).toContain('>tableau de string</span>');
    expect(fr).toMatch(/tableau de <a href="[^"]*payment">Payment<\/a>/);
    expect(fr).toContain('Toujours <code>');
    const en = text(result.files, 'api/schemas/payment/index.html');
    expect(en).toContain('&#x2264; 64 characters · pattern ^[A-Z]+$');
    expect(en).toContain('&#x2265; 1 items · unique items');
    expect(en).toContain('>array of string</span>');
  });

  it('gives the console its credential notes and checks in the locale', () => {
    const fr = text(result.files, 'fr/api/list-payments/index.html');
    expect(fr).toContain('&quot;theme.openapi.explorer.remember&quot;:&quot;Se souvenir sur cet appareil&quot;');
    const props = { servers: [], parameters: [{ name: 'limit', in: 'query', required: true, type: 'integer', enum: [] }], security: [[{ key: 'apiKey', kind: 'apiKey', name: 'X-Api-Key', in: 'header' }]] } as unknown as ExplorerProps;
    const values = { server: 0, variables: {}, authOption: 0, credentials: {}, parameters: { 'query:limit': 'ten' }, mediaType: '', body: '' };
    const french = { locale: 'fr', messages: { 'theme.openapi.explorer.mustBeInteger': 'doit être un nombre entier', 'theme.openapi.explorer.enterApiKey': 'Saisissez votre clé d\'API' } };
    expect(Object.values(validate(props, values, french))).toEqual(['limit doit être un nombre entier', 'Saisissez votre clé d\'API']);
    expect(Object.values(validate(props, values))).toEqual(['limit must be a whole number', 'Enter your API key']);
  });

  it('translates the code blocks\' copy button, the category cards\' count and the crash page, with Docusaurus\'s French where code.json is silent', () => {
    const fr = text(result.files, 'fr/api/list-payments/index.html');
    expect(fr).toContain('<button type="button" class="code-block__copy" aria-label="Copier le code" title="Copier" data-copied-label="Copié" data-failed-label="Copy failed">Copier</button>');
    expect(text(result.files, 'api/list-payments/index.html')).toContain('<button type="button" class="code-block__copy" aria-label="Copy code to clipboard" title="Copy">Copy</button>');
    expect(text(result.files, 'fr/guides/index.html')).toContain('<p class="card__description">2 éléments</p>');
    expect(text(result.files, 'guides/index.html')).toContain('<p class="card__description">2 items</p>');
    // The crash page is drawn in the browser: its words travel on the page's main area.
    expect(text(result.files, 'fr/guides/setup/index.html')).toContain('data-crash-messages="{&quot;title&quot;:&quot;Cette page a planté.&quot;,&quot;tryAgain&quot;:&quot;Réessayer&quot;');
    expect(text(result.files, 'guides/setup/index.html')).not.toContain('data-crash-messages');
  });

  it('names the `#` link of @theme/Heading in pages that are code in the locale\'s words', () => {
    expect(text(result.files, 'fr/heading/index.html')).toContain('<a href="#limits" class="hash-link" aria-label="Lien direct vers Limits">');
    expect(text(result.files, 'heading/index.html')).toContain('<a href="#limits" class="hash-link" aria-label="Direct link to Limits">');
  });
});

describe('a site whose only locale is French', () => {
  it('shows Docusaurus\'s French theme strings without any code.json', async () => {
    const cwd = await copySite('i18n');
    await rm(join(cwd, 'site/i18n'), { recursive: true });
    const config = join(cwd, 'site/config.yaml');
    await writeFile(config, (await readFile(config, 'utf8')).replace('defaultLocale: en\n  locales: [en, fr, ar]', 'defaultLocale: fr\n  locales: [fr]').replace(/\n    - type: localeDropdown\n      position: right/, ''));
    const result = await build({ cwd, write: false });
    const page = text(result.files, 'guides/setup/index.html');
    expect(page).toContain('<html class="docs-wrapper docs-doc-page" lang="fr-FR" dir="ltr"');
    expect(page).toContain('Précédent');
    expect(page).toContain('aria-label="Fil d&#x27;Ariane"');
    expect(page).toContain('Lien direct vers Configure the client');
    expect(result.diagnostics).toEqual([]);
  });
});
