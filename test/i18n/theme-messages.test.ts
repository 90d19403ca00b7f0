import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { THEME_MESSAGES } from '../../src/i18n/theme-messages.ts';
import { selectPlural } from '../../src/shared/message-format.ts';
import { repoRoot } from '../helpers.ts';

/** Every `.ts`/`.tsx` file under `dir`. */
async function sources(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name)).map((entry) => join(entry.parentPath, entry.name));
}

interface Use {
  where: string;
  id: string;
  /** The English text written at the call, for the templates' translate functions. */
  message?: string;
}

const TEMPLATE_CALLS = new Set(['translate', 'translatePlural', 'translateNodes']);
const ENGINE_CALLS = new Set(['themeMessage', 'themePlural']);
/** Calls that hold a theme string's id, as their first argument, for a later stage to translate. */
const DEFERRED_CALLS = new Set(['wordedConstraint']);

/** Every theme string the code uses: `translate(site, 'id', 'English')` in templates, `translate({ id, message })` in the components of pages that are code, `themeMessage(messages, 'id')` in the engine. */
async function themeStringUses(): Promise<Use[]> {
  const uses: Use[] = [];
  for (const file of [...(await sources(join(repoRoot, 'templates'))), ...(await sources(join(repoRoot, 'src')))]) {
    const text = await readFile(file, 'utf8');
    if (!/\b(?:translate|translatePlural|translateNodes|themeMessage|themePlural|wordedConstraint)\(/.test(text)) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && DEFERRED_CALLS.has(node.expression.text)) {
        const [id] = node.arguments;
        const { line } = source.getLineAndCharacterOfPosition(node.getStart());
        if (id && ts.isStringLiteralLike(id)) uses.push({ where: `${relative(repoRoot, file)}:${line + 1}`, id: id.text });
      }
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && (TEMPLATE_CALLS.has(node.expression.text) || ENGINE_CALLS.has(node.expression.text))) {
        const [, id, message] = node.arguments;
        const { line } = source.getLineAndCharacterOfPosition(node.getStart());
        const where = `${relative(repoRoot, file)}:${line + 1}`;
        // The helpers themselves pass ids through.
        if (id && ts.isStringLiteralLike(id)) uses.push({ where, id: id.text, ...(TEMPLATE_CALLS.has(node.expression.text) ? { message: message && ts.isStringLiteralLike(message) ? message.text : '(not a string literal)' } : {}) });
        // The components of pages that are code: Docusaurus's `translate({ id, message })`.
        const [descriptor] = node.arguments;
        if (node.expression.text === 'translate' && descriptor && ts.isObjectLiteralExpression(descriptor)) {
          const field = (name: string): string | undefined => {
            const property = descriptor.properties.find((each): each is ts.PropertyAssignment => ts.isPropertyAssignment(each) && ts.isIdentifier(each.name) && each.name.text === name);
            return property && ts.isStringLiteralLike(property.initializer) ? property.initializer.text : undefined;
          };
          const theme = field('id');
          if (theme?.startsWith('theme.')) uses.push({ where, id: theme, message: field('message') ?? '(not a string literal)' });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return uses;
}

describe('the list of theme strings (src/i18n/theme-messages.ts)', async () => {
  const uses = await themeStringUses();
  const registry: Record<string, { message: string }> = THEME_MESSAGES;

  it('holds every string the templates and the engine translate, with the English text written at each call', () => {
    const unlisted = uses.filter((use) => !(use.id in registry)).map((use) => `${use.where} ${use.id}`);
    expect(unlisted).toEqual([]);
    const differing = uses.filter((use) => use.message !== undefined && registry[use.id] && registry[use.id]!.message !== use.message).map((use) => `${use.where} ${use.id}: ${JSON.stringify(use.message)} ≠ ${JSON.stringify(registry[use.id]!.message)}`);
    expect(differing).toEqual([]);
  });

  it('holds no string the theme no longer shows', () => {
    const used = new Set(uses.map((use) => use.id));
    expect(Object.keys(registry).filter((id) => !used.has(id))).toEqual([]);
  });

  it('has a description for translators on each, and ids in the theme\'s namespace', () => {
    expect(Object.entries(THEME_MESSAGES).filter(([id, entry]) => !id.startsWith('theme.') || !entry.description)).toEqual([]);
  });
});

describe('plural forms, as Docusaurus selects them', () => {
  it('orders the forms zero, one, two, few, many, other, whatever order Intl lists the categories in', () => {
    const arabic = 'zero|one|two|few|many|other';
    expect([0, 1, 2, 3, 11, 100].map((count) => selectPlural(arabic, count, 'ar'))).toEqual(['zero', 'one', 'two', 'few', 'many', 'other']);
    // French has one, many and other; a message of two forms uses its last for anything but one.
    expect([1, 2, 1_000_000].map((count) => selectPlural('un|plusieurs', count, 'fr'))).toEqual(['un', 'plusieurs', 'plusieurs']);
    expect(selectPlural('{count} post|{count} posts', 1, 'en')).toBe('{count} post');
    expect(selectPlural('no forms', 3, 'en')).toBe('no forms');
  });
});
