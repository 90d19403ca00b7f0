/**
 * The Markdown elements a site's MDXComponents replaces (`table: MDXTable`, `h2: (props) => …`),
 * read from its source. Docusaurus renders every element of a Markdown page through MDXComponents;
 * docsgen renders a page of plain Markdown as HTML, without React, so a page with one of these
 * elements is compiled as code instead, to go through the site's component.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { extname } from 'node:path';
import type { Expression, ObjectExpression, Program } from 'acorn';
import { mdxComponentsFile } from './theme-modules.ts';

// Loaded only for a site with an MDXComponents file: a site of Markdown pages never loads esbuild.
const nodeRequire = createRequire(import.meta.url);

/** What Markdown (CommonMark, GFM, footnotes) becomes: the names MDX looks up in MDXComponents. */
const MARKDOWN_ELEMENTS = new Set(['a', 'blockquote', 'br', 'code', 'del', 'em', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'img', 'input', 'li', 'ol', 'p', 'pre', 'section', 'strong', 'sup', 'table', 'tbody', 'td', 'th', 'thead', 'tr', 'ul']);

function keysOf(object: ObjectExpression): string[] {
  return object.properties.flatMap((property) => {
    if (property.type !== 'Property' || property.computed) return [];
    if (property.key.type === 'Identifier') return [property.key.name];
    return property.key.type === 'Literal' && typeof property.key.value === 'string' ? [property.key.value] : [];
  });
}

/** The object a module exports by default: written there, or the variable named there (`const MDXComponents = {…}; export default MDXComponents`). */
function defaultObject(program: Program): ObjectExpression | undefined {
  const declared = new Map<string, Expression>();
  let exported: { type: string; name?: string } | undefined;
  for (const statement of program.body) {
    if (statement.type === 'VariableDeclaration') {
      for (const declarator of statement.declarations) if (declarator.id.type === 'Identifier' && declarator.init) declared.set(declarator.id.name, declarator.init);
    } else if (statement.type === 'ExportDefaultDeclaration') {
      exported = statement.declaration;
    } else if (statement.type === 'ExportNamedDeclaration') {
      const named = statement.specifiers.find((specifier) => specifier.exported.type === 'Identifier' && specifier.exported.name === 'default');
      if (named?.local.type === 'Identifier') exported = named.local;
    }
  }
  // esbuild writes `export default X` as `var stdin_default = X; export { stdin_default as default }`.
  let value = exported;
  for (let hops = 0; value?.type === 'Identifier' && value.name && hops < 8; hops++) value = declared.get(value.name);
  return value?.type === 'ObjectExpression' ? (value as ObjectExpression) : undefined;
}

/**
 * The Markdown elements the MDXComponents file replaces; none when it has no such file, or when
 * its default export is not an object written in it (the bundle reports a file that does not compile).
 */
export function replacedMarkdownElements(file: string | undefined): string[] {
  if (!file) return [];
  try {
    const source = readFileSync(file, 'utf8');
    const loader = /\.[cm]?tsx?$/.test(extname(file)) ? 'tsx' : 'jsx';
    const { transformSync } = nodeRequire('esbuild') as typeof import('esbuild');
    const { parse } = nodeRequire('acorn') as typeof import('acorn');
    const { code } = transformSync(source, { loader, format: 'esm', jsx: 'transform' });
    const object = defaultObject(parse(code, { ecmaVersion: 'latest', sourceType: 'module' }));
    return object ? keysOf(object).filter((key) => MARKDOWN_ELEMENTS.has(key)).sort() : [];
  } catch {
    return [];
  }
}

/** The Markdown elements the MDXComponents of the site's pages replaces: its own, else a plugin theme's (see mdxComponentsFile). */
export function siteMarkdownElements(siteDir: string, themePaths: readonly string[] = []): string[] {
  return replacedMarkdownElements(mdxComponentsFile(siteDir, themePaths));
}
