/**
 * `<Translate>` and `translate()` of `@docusaurus/Translate` in a component file (.js, .jsx,
 * .ts, .tsx), read as Docusaurus's extractor reads them: the component's id, description and
 * text child (its last one, whitespace collapsed), `translate`'s first argument; only
 * constant strings count. Parsed with TypeScript's parser, which reads all four kinds.
 */
import ts from 'typescript';
import { dynamicTranslation, TRANSLATE_HINT, type ExtractedMessages, type TranslationContent } from './extracted.ts';

const TRANSLATE_MODULE = '@docusaurus/Translate';

/** A constant string (or number) an expression always has: a literal, a template without substitutions, `+` of those. */
function constantText(node: ts.Expression): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isNumericLiteral(node)) return String(Number(node.text));
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) return constantText(node.expression);
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = constantText(node.left);
    const right = left === undefined ? undefined : constantText(node.right);
    return right === undefined ? undefined : left! + right;
  }
  return undefined;
}

/** An object literal of constant strings (`{ id: 'a', message: 'A' }`), or undefined when any part of it is computed. */
function constantObject(node: ts.Expression): Record<string, string> | undefined {
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) return constantObject(node.expression);
  if (!ts.isObjectLiteralExpression(node)) return undefined;
  const object: Record<string, string> = {};
  for (const property of node.properties) {
    if (!ts.isPropertyAssignment(property) || !(ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))) return undefined;
    const value = constantText(property.initializer);
    if (value === undefined) return undefined;
    object[property.name.text] = value;
  }
  return object;
}

/** The local names `@docusaurus/Translate`'s default export (the component) and `translate` have in this file. */
function translateNames(source: ts.SourceFile): { component?: string; fn?: string } {
  const names: { component?: string; fn?: string } = {};
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier) || statement.moduleSpecifier.text !== TRANSLATE_MODULE) continue;
    const clause = statement.importClause;
    if (!clause || clause.isTypeOnly) continue;
    if (clause.name) names.component = clause.name.text;
    if (clause.namedBindings && ts.isNamedImports(clause.namedBindings)) {
      for (const element of clause.namedBindings.elements) if ((element.propertyName ?? element.name).text === 'translate' && !element.isTypeOnly) names.fn = element.name.text;
    }
  }
  return names;
}

type JsxTag = ts.JsxElement | ts.JsxSelfClosingElement;

function attributeText(tag: JsxTag, name: string): { value?: string; present: boolean } {
  const attributes = ts.isJsxElement(tag) ? tag.openingElement.attributes : tag.attributes;
  const attribute = attributes.properties.find((property): property is ts.JsxAttribute => ts.isJsxAttribute(property) && property.name.getText() === name);
  if (!attribute) return { present: false };
  const initializer = attribute.initializer;
  const value = !initializer ? undefined : ts.isStringLiteral(initializer) ? initializer.text : ts.isJsxExpression(initializer) && initializer.expression ? constantText(initializer.expression) : undefined;
  return { present: true, ...(value !== undefined ? { value } : {}) };
}

/** The text of a `<Translate>`'s children: its last one that is not blank, a text or a constant expression. */
function childText(tag: JsxTag): { text?: string; empty: boolean } {
  if (ts.isJsxSelfClosingElement(tag)) return { empty: true };
  const children = tag.children.filter((child) => !(ts.isJsxText(child) && child.text.replace('\n', '').trim() === ''));
  const last = children.at(-1);
  if (!last) return { empty: true };
  if (ts.isJsxText(last)) return { text: last.text.trim().replace(/\s+/g, ' '), empty: false };
  if (ts.isJsxExpression(last) && last.expression) {
    const text = constantText(last.expression);
    return { empty: false, ...(text !== undefined ? { text } : {}) };
  }
  return { empty: false };
}

/** The translatable messages of one component file (`file` names it in messages). */
export function extractCodeMessages(text: string, file: string): ExtractedMessages {
  const kind = /\.tsx$/.test(file) ? ts.ScriptKind.TSX : /\.ts$/.test(file) ? ts.ScriptKind.TS : ts.ScriptKind.JSX;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const messages: TranslationContent = new Map();
  const diagnostics: ExtractedMessages['diagnostics'] = [];
  const names = translateNames(source);
  if (!names.component && !names.fn) return { messages, diagnostics };
  const at = (node: ts.Node): { line: number; column: number } => {
    const { line, character } = source.getLineAndCharacterOfPosition(node.getStart(source));
    return { line: line + 1, column: character + 1 };
  };
  const visit = (node: ts.Node): void => {
    if ((ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node)) && names.component !== undefined) {
      const tagName = ts.isJsxElement(node) ? node.openingElement.tagName : node.tagName;
      if (ts.isIdentifier(tagName) && tagName.text === names.component) readComponent(node);
    }
    if (ts.isCallExpression(node) && names.fn !== undefined && ts.isIdentifier(node.expression) && node.expression.text === names.fn) readCall(node);
    ts.forEachChild(node, visit);
  };
  const readComponent = (tag: JsxTag): void => {
    const id = attributeText(tag, 'id');
    const description = attributeText(tag, 'description');
    if ((id.present && id.value === undefined) || (description.present && description.value === undefined)) {
      diagnostics.push(dynamicTranslation({ file, ...at(tag), what: `\`<${names.component}>\`'s ${id.present && id.value === undefined ? '`id`' : '`description`'}`, hint: TRANSLATE_HINT }));
      return;
    }
    const child = childText(tag);
    if (child.empty && id.value === undefined) {
      diagnostics.push(dynamicTranslation({ file, ...at(tag), what: `\`<${names.component} />\` without children or \`id\``, hint: 'give it an `id`, or its text as children' }));
      return;
    }
    const message = child.empty ? id.value! : child.text;
    if (message === undefined) {
      diagnostics.push(dynamicTranslation({ file, ...at(tag), what: `\`<${names.component}>\``, hint: TRANSLATE_HINT }));
      return;
    }
    messages.set(id.value ?? message, { message, ...(description.value ? { description: description.value } : {}) });
  };
  const readCall = (call: ts.CallExpression): void => {
    const first = call.arguments[0];
    const options = first && call.arguments.length <= 2 ? constantObject(first) : undefined;
    const key = options?.id ?? options?.message;
    if (!options || key === undefined) {
      diagnostics.push(dynamicTranslation({ file, ...at(call), what: `\`${names.fn}()\``, hint: TRANSLATE_HINT }));
      return;
    }
    messages.set(key, { message: options.message ?? options.id!, ...(options.description ? { description: options.description } : {}) });
  };
  visit(source);
  return { messages, diagnostics };
}
