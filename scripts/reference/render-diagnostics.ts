/** The diagnostics reference page, from the documented codes of src/diagnostics/codes*.ts. */
import type { CodeDoc } from '../../src/diagnostics/code-doc.ts';
import { DIAGNOSTIC_CODES } from '../../src/diagnostics/codes.ts';
import { escapeText, GENERATED, page } from './markdown.ts';

/** The sections of the page: codes grouped by their prefix, in this order. */
const GROUPS: ReadonlyArray<[prefix: string, title: string]> = [
  ['config', 'Configuration (`config/`)'],
  ['sidebars', 'Sidebars (`sidebars/`)'],
  ['front-matter', 'Front matter (`front-matter/`)'],
  ['content', 'Markdown content (`content/`)'],
  ['mdx', 'MDX (`mdx/`)'],
  ['components', 'Components (`components/`)'],
  ['render', 'Rendering (`render/`)'],
  ['links', 'Links (`links/`)'],
  ['routes', 'Routes (`routes/`)'],
  ['samples', 'Code samples (`samples/`)'],
  ['openapi', 'OpenAPI (`openapi/`)'],
  ['graphql', 'GraphQL (`graphql/`)'],
  ['blog', 'Blog (`blog/`)'],
  ['versions', 'Versions (`versions/`)'],
  ['theme', 'Theme (`theme/`)'],
  ['plugins', 'Plugins (`plugins/`)'],
  ['i18n', 'Translated sites (`i18n/`)'],
  ['docusaurus', 'Docusaurus projects (`docusaurus/`)'],
  ['api-diff', 'API changelog (`api-diff/`, `api-changelog/`)'],
  ['migrate', 'Commands (`migrate/`, `serve/`, `output/`, `check-links/`)'],
];
const SAME_GROUP: Readonly<Record<string, string>> = { serve: 'migrate', output: 'migrate', 'check-links': 'migrate', 'api-changelog': 'api-diff' };

function severityText(doc: CodeDoc): string {
  if (doc.severity === 'error') return 'Error.';
  if (doc.severity === 'warning') return 'Warning.';
  return `Set by \`${doc.severity}\` ([checks](/reference/config#checks)).`;
}

/** The whole page. */
export function renderDiagnosticsReference(): string {
  const byGroup = new Map<string, Array<[string, CodeDoc]>>();
  for (const [code, doc] of Object.entries(DIAGNOSTIC_CODES)) {
    const prefix = code.split('/')[0]!;
    const group = SAME_GROUP[prefix] ?? prefix;
    byGroup.set(group, [...(byGroup.get(group) ?? []), [code, doc]]);
  }
  const unknown = [...byGroup.keys()].filter((prefix) => !GROUPS.some(([known]) => known === prefix));
  if (unknown.length) throw new Error(`diagnostic code prefixes without a section in render-diagnostics.ts: ${unknown.join(', ')}`);
  const sections = GROUPS.map(([prefix, title]) => [
    `## ${title}`,
    ...byGroup.get(prefix)!.map(([code, doc]) => `### \`${code}\`\n\n${severityText(doc)} ${escapeText(doc.meaning)}\n\n**What to do:** ${escapeText(doc.fix)}`),
  ].join('\n\n'));
  return page({ title: 'Diagnostics', description: 'Every error and warning docsgen reports, what it means and how to fix it.' }, [
    GENERATED('src/diagnostics/codes*.ts'),
    '# Diagnostics',
    'Every problem docsgen finds is one line: the file, line and column, the severity, what is wrong, and the code that names the kind of problem; a hint with what to do follows when the message alone does not say, then a few lines of the source around the position.',
    '```text\nsite/pages/guides/setup.mdx:7:1 error Unknown component `<Tabz>`  mdx/unknown-component\n  hint: did you mean `<Tabs>`?\n    5 | Text\n    6 |\n  > 7 | <Tabz />\n      | ^\n    8 |\n✖ 1 error\n```',
    'Errors fail the run (exit code 1, or 2 for configuration and usage errors) and leave the previous output as it was; warnings are reported and the build goes on. The severity of link and sample problems is yours to set under [`checks`](/reference/config#checks). `docsgen check-links --format json` and `docsgen build --json` give the same diagnostics as data, each with its `code`.',
    ...sections,
  ]);
}
