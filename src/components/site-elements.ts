/**
 * The Markdown elements a site's MDXComponents replaces (`table: MDXTable`, `h2: (props) => …`),
 * read from its source. Docusaurus renders every element of a Markdown page through MDXComponents;
 * docsgen renders a page of plain Markdown as HTML, without React, so a page with one of these
 * elements is compiled as code instead, to go through the site's component.
 */
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, extname, join, resolve } from 'node:path';
import type { Expression, ObjectExpression, Program } from 'acorn';
import { hasSiteAdmonition, mdxComponentsFile } from './theme-modules.ts';

// Loaded only for a site with an MDXComponents file: a site of Markdown pages never loads esbuild.
const nodeRequire = createRequire(import.meta.url);

/** What Markdown (CommonMark, GFM, footnotes, `:::` admonitions) becomes: the names MDX looks up in MDXComponents. */
const MARKDOWN_ELEMENTS = new Set(['a', 'admonition', 'blockquote', 'br', 'code', 'del', 'em', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'img', 'input', 'li', 'ol', 'p', 'pre', 'section', 'strong', 'sup', 'table', 'tbody', 'td', 'th', 'thead', 'tr', 'ul']);

/** Where MDXComponents spreads the theme's own components: those docsgen's fast path renders as they do. */
const THEME_COMPONENTS = /^@theme(?:-original|-init)?\/MDXComponents$/;
const EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.cjs'];
/** How deep spreads are followed, through local variables and the site's own modules. */
const MAX_DEPTH = 8;

/** What the module's top level binds: local variables by name, imports by local name. */
interface Bindings {
  file: string;
  declared: Map<string, Expression>;
  imported: Map<string, { source: string; kind: 'default' | 'namespace' | 'named' }>;
}

/** The module's program (TypeScript and JSX transformed away), or undefined when it does not compile. */
function parseModule(file: string): Program | undefined {
  try {
    const source = readFileSync(file, 'utf8');
    const loader = /\.[cm]?tsx?$/.test(extname(file)) ? 'tsx' : 'jsx';
    const { transformSync } = nodeRequire('esbuild') as typeof import('esbuild');
    const { parse } = nodeRequire('acorn') as typeof import('acorn');
    return parse(transformSync(source, { loader, format: 'esm', jsx: 'transform' }).code, { ecmaVersion: 'latest', sourceType: 'module' });
  } catch {
    return undefined;
  }
}

/** A relative import's file, as a bundler finds it (extensions, then an index file). */
function relativeModule(from: string, source: string): string | undefined {
  if (!/^\.\.?\//.test(source)) return undefined;
  const base = resolve(dirname(from), source);
  const candidates = [base, ...EXTENSIONS.map((extension) => base + extension), ...EXTENSIONS.map((extension) => join(base, `index${extension}`))];
  return candidates.find((candidate) => statSync(candidate, { throwIfNoEntry: false })?.isFile());
}

/** The names a module exports; undefined with an `export *`, whose names are another module's. */
function exportNames(program: Program): string[] | undefined {
  const names: string[] = [];
  for (const statement of program.body) {
    if (statement.type === 'ExportAllDeclaration') return undefined;
    if (statement.type === 'ExportDefaultDeclaration') names.push('default');
    if (statement.type !== 'ExportNamedDeclaration') continue;
    for (const specifier of statement.specifiers) if (specifier.exported.type === 'Identifier') names.push(specifier.exported.name);
    const declaration = statement.declaration;
    if (declaration?.type === 'FunctionDeclaration' || declaration?.type === 'ClassDeclaration') names.push(declaration.id.name);
    if (declaration?.type === 'VariableDeclaration') for (const each of declaration.declarations) if (each.id.type === 'Identifier') names.push(each.id.name);
  }
  return names;
}

/** The keys a spread (`...name`) adds; undefined when they cannot be read from the source. */
function spreadKeys(name: string, bindings: Bindings, depth: number): string[] | undefined {
  const imported = bindings.imported.get(name);
  if (imported && THEME_COMPONENTS.test(imported.source)) return [];
  const value = bindings.declared.get(name);
  if (value?.type === 'ObjectExpression') return keysOf(value, bindings, depth + 1);
  const file = imported && relativeModule(bindings.file, imported.source);
  const program = file && depth < MAX_DEPTH ? parseModule(file) : undefined;
  if (!program || !file) return undefined;
  if (imported?.kind === 'namespace') return exportNames(program);
  return imported?.kind === 'default' ? defaultKeys(program, file, depth + 1) : undefined;
}

/**
 * The keys of an object of components; undefined when they cannot be read from the source (a
 * computed key, a spread of a call or of a package's object).
 */
function keysOf(object: ObjectExpression, bindings: Bindings, depth = 0): string[] | undefined {
  if (depth > MAX_DEPTH) return undefined;
  const keys: string[] = [];
  for (const property of object.properties) {
    if (property.type === 'SpreadElement') {
      const spread = property.argument.type === 'Identifier' ? spreadKeys(property.argument.name, bindings, depth) : undefined;
      if (!spread) return undefined;
      keys.push(...spread);
    } else if (property.computed) {
      return undefined;
    } else if (property.key.type === 'Identifier') {
      keys.push(property.key.name);
    } else if (property.key.type === 'Literal' && typeof property.key.value === 'string') {
      keys.push(property.key.value);
    }
  }
  return keys;
}

/** The keys of the object a module exports by default, written there or in the variable named there (`const MDXComponents = {…}; export default MDXComponents`). */
function defaultKeys(program: Program, file: string, depth = 0): string[] | undefined {
  const bindings: Bindings = { file, declared: new Map(), imported: new Map() };
  let exported: { type: string; name?: string } | undefined;
  for (const statement of program.body) {
    if (statement.type === 'ImportDeclaration') {
      for (const specifier of statement.specifiers) {
        const kind = specifier.type === 'ImportNamespaceSpecifier' ? 'namespace' : specifier.type === 'ImportDefaultSpecifier' ? 'default' : 'named';
        bindings.imported.set(specifier.local.name, { source: String(statement.source.value), kind });
      }
    } else if (statement.type === 'VariableDeclaration') {
      for (const declarator of statement.declarations) if (declarator.id.type === 'Identifier' && declarator.init) bindings.declared.set(declarator.id.name, declarator.init);
    } else if (statement.type === 'ExportDefaultDeclaration') {
      exported = statement.declaration;
    } else if (statement.type === 'ExportNamedDeclaration') {
      const named = statement.specifiers.find((specifier) => specifier.exported.type === 'Identifier' && specifier.exported.name === 'default');
      if (named?.local.type === 'Identifier') exported = named.local;
    }
  }
  // esbuild writes `export default X` as `var stdin_default = X; export { stdin_default as default }`.
  let value = exported;
  for (let hops = 0; value?.type === 'Identifier' && value.name && hops < MAX_DEPTH; hops++) value = bindings.declared.get(value.name);
  return value?.type === 'ObjectExpression' ? keysOf(value as ObjectExpression, bindings, depth) : undefined;
}

/**
 * The Markdown elements the MDXComponents file replaces; none when it has no such file (the
 * bundle reports one that does not compile). When what it exports cannot be read from the
 * source (built by a call, spreading a package's object), every element but `code` and `pre`:
 * all pages then render through it, as in Docusaurus, rather than some of them without it;
 * fenced code is handed to the site's `code` as written only when the file names it (see
 * visit-blocks.ts codeAsWritten), and is docsgen's highlighted block otherwise.
 */
export function replacedMarkdownElements(file: string | undefined): string[] {
  const program = file ? parseModule(file) : undefined;
  if (!program || !file) return [];
  const keys = defaultKeys(program, file) ?? [...MARKDOWN_ELEMENTS].filter((key) => key !== 'code' && key !== 'pre');
  return [...new Set(keys)].filter((key) => MARKDOWN_ELEMENTS.has(key)).sort();
}

/**
 * The Markdown elements the site replaces: those of the MDXComponents of its pages (its own,
 * else a plugin theme's; see mdxComponentsFile), and `admonition` when it has its own
 * Admonition or a part of it (`src/theme/Admonition/Types`).
 */
export function siteMarkdownElements(siteDir: string, themePaths: readonly string[] = []): string[] {
  const elements = replacedMarkdownElements(mdxComponentsFile(siteDir, themePaths));
  return hasSiteAdmonition(siteDir, themePaths) && !elements.includes('admonition') ? [...elements, 'admonition'].sort() : elements;
}
