/** The configuration reference page, from the config.yaml schema and the key documentation beside it. */
import { CONFIG_KEY_DOCS } from '../../src/config/config-docs.ts';
import { configKeys, type SchemaKey } from './config-keys.ts';
import { escapeText, GENERATED, page, table } from './markdown.ts';

/** The schema's wording of a type, made to read as a type column: "a list of a string" → "list of strings". */
export function typeText(expected: string): string {
  return expected
    .replace(/^an? /, '')
    .replace(/a list of an? (string|mapping|navbar item|path)s?/g, 'list of $1s')
    .replace(/list of one of /g, 'list, each one of ')
    .replace(/a mapping of names to an? /g, 'mapping of names to ')
    .replace(/^list of an? /, 'list of ')
    .replace(/^(list|mapping) of an? /, '$1 of ');
}

/** The top-level key a key belongs to, and whether it has keys of its own. */
function groupsOf(keys: readonly SchemaKey[]): Map<string, SchemaKey[]> {
  const groups = new Map<string, SchemaKey[]>();
  for (const key of keys) {
    const top = key.path.split(/[.[]/)[0]!;
    groups.set(top, [...(groups.get(top) ?? []), key]);
  }
  return groups;
}

function row(key: SchemaKey): string[] {
  const doc = CONFIG_KEY_DOCS[key.path];
  if (!doc) throw new Error(`config.yaml key \`${key.path}\` has no entry in src/config/config-docs.ts`);
  return [`\`${key.path}\``, typeText(key.expected), key.required ? 'required' : (doc.default ?? ''), doc.meaning];
}

/** The whole page. */
export function renderConfigReference(): string {
  const groups = groupsOf(configKeys());
  const plain = [...groups.values()].filter((keys) => keys.length === 1).map((keys) => keys[0]!);
  const sections = [...groups].filter(([, keys]) => keys.length > 1).map(([top, keys]) => {
    const [head, ...rest] = keys;
    return [`## \`${top}\``, `${escapeText(CONFIG_KEY_DOCS[top]!.meaning)}${CONFIG_KEY_DOCS[top]!.default ? ` Default: ${CONFIG_KEY_DOCS[top]!.default}.` : ''} ${typeText(head!.expected).replace(/^./, (c) => c.toUpperCase())}.`, table(['key', 'type', 'default', 'meaning'], rest.map(row))].join('\n\n');
  });
  return page({ title: 'Configuration', description: 'Every key of config.yaml: its type, default and meaning.' }, [
    GENERATED('src/config/config-schema.ts and src/config/config-docs.ts'),
    '# Configuration',
    'A site is configured by `config.yaml` in its folder. Only `title` and `url` are required: a site with those two keys and a `pages/` folder builds, with one sidebar over the whole folder. An unknown key, a value of the wrong type or a missing required key stops the build (exit code 2) with `config.yaml:line:col` and a "did you mean" for misspelt keys. A Docusaurus project is read from its `docusaurus.config.*` instead (see [Coming from Docusaurus](/guides/docusaurus)).',
    '```yaml title="site/config.yaml"\ntitle: Acme Developers\nurl: https://docs.acme.example\n```',
    '## Site',
    table(['key', 'type', 'default', 'meaning'], plain.map(row)),
    ...sections,
  ]);
}
