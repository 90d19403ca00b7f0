/**
 * Schema trees as HTML strings, without React. A reference's schema trees are most of its
 * pages' elements (GitHub's: ~a third of the time React took on its 2,000 pages), and a tree
 * holds nothing interactive. The HTML is byte for byte what react-dom/server made of the
 * same elements: its escaping, and its `<!-- -->` between two texts that follow each other.
 */
import type { SchemaNode } from '../../src/openapi/api-model.ts';
import { constraintText } from '../../src/openapi/constraint-text.ts';
import { escapeHtml } from '../../src/shared/html-text.ts';
import { translate, type LocaleMessages } from '../translate.ts';
import { ARRAY_OF, typeText } from './type-text.ts';

/**
 * Text as HTML, characters above U+00FF written as references. One such character (the `≤`
 * of a constraint) makes V8 hold a whole page as UTF-16, which then costs twice the memory
 * and ~2 ms a page to encode: Stripe's reference has one on 7 pages of 10.
 */
export function latin1Html(text: string): string {
  return text.replace(/[&<>]|[^\0-\xff]/gu, (character) =>
    character === '&' ? '&amp;' : character === '<' ? '&lt;' : character === '>' ? '&gt;' : `&#x${character.codePointAt(0)!.toString(16).toUpperCase()};`,
  );
}

/** HTML written in document order, with React's separator between adjacent texts. */
class Html {
  html = '';
  private afterText = false;

  text(value: string): this {
    // React writes nothing for an empty text, and what came before still counts as last.
    if (!value) return this;
    if (this.afterText) this.html += '<!-- -->';
    this.html += escapeHtml(value);
    this.afterText = true;
    return this;
  }

  /** `<tag class="…" …>`: attributes in the order given, as React writes its props. */
  open(tag: string, className?: string, attributes: ReadonlyArray<readonly [string, string]> = []): this {
    let html = `<${tag}`;
    if (className !== undefined) html += ` class="${escapeHtml(className)}"`;
    for (const [name, value] of attributes) html += ` ${name}="${escapeHtml(value)}"`;
    this.html += `${html}>`;
    this.afterText = false;
    return this;
  }

  close(tag: string): this {
    this.html += `</${tag}>`;
    this.afterText = false;
    return this;
  }

  /** An element whose content is HTML already (React's dangerouslySetInnerHTML). */
  element(tag: string, className: string | undefined, innerHtml: string): this {
    return this.open(tag, className).raw(innerHtml).close(tag);
  }

  raw(html: string): this {
    this.html += html;
    this.afterText = false;
    return this;
  }
}

/** The inside of a type label's element (see typeLabelElement). */
function typeLabelInner(out: Html, node: SchemaNode, messages: LocaleMessages): void {
  if (node.ref) {
    out.text(node.typeLabel);
    return;
  }
  if (node.items?.ref && node.typeLabel.startsWith(ARRAY_OF)) {
    // translateNodes: the message's text around `{type}`, the link in its place.
    const parts = (messages.messages['theme.openapi.schemaItem.arrayOf'] ?? 'array of {type}').split(/\{(\w+)\}/);
    parts.forEach((part, index) => {
      if (index % 2 === 0) out.text(part);
      else if (part === 'type') out.open('a', undefined, [['href', node.items!.ref!.href]]).text(node.items!.typeLabel).close('a');
      else out.text(`{${part}}`);
    });
    out.text(node.typeLabel.endsWith(' | null') ? ' | null' : '');
    return;
  }
  out.text(typeText(messages, node.typeLabel));
}

/** `Cart`, `array of Cart` or `string<email> | null`, with named schemas linked to their page: the element, its attributes and its inside. */
export function typeLabelElement(node: SchemaNode, messages: LocaleMessages): { tag: 'a' | 'span'; href?: string; innerHtml: string } {
  const inner = new Html();
  typeLabelInner(inner, node, messages);
  return node.ref ? { tag: 'a', href: node.ref.href, innerHtml: inner.html } : { tag: 'span', innerHtml: inner.html };
}

function typeLabel(out: Html, node: SchemaNode, messages: LocaleMessages): void {
  const { tag, href, innerHtml } = typeLabelElement(node, messages);
  out.open(tag, 'schema-type', href !== undefined ? [['href', href]] : []).raw(innerHtml).close(tag);
}

type FactElement = { tag: string; className: string; innerHtml: string };

/** Flags, description, allowed values and constraints of one schema: each element's tag, class and inside. */
export function schemaFactElements(node: SchemaNode, messages: LocaleMessages): FactElement[] {
  const facts: FactElement[] = [];
  const add = (tag: string, className: string, write: (out: Html) => void): void => {
    const out = new Html();
    write(out);
    facts.push({ tag, className, innerHtml: out.html });
  };
  /** `Default:`, `Example:`: the words, then the value as code. */
  const valueFact = (words: string, value: string): void => add('p', 'schema-fact', (out) => out.text(words).text(' ').open('code').text(value).close('code'));
  if (node.descriptionHtml) facts.push({ tag: 'div', className: 'schema-description', innerHtml: node.descriptionHtml });
  const { enum: values, enumDescriptions } = node;
  if (values && enumDescriptions) {
    add('dl', 'schema-enum', (out) => {
      for (const value of values) out.open('div').open('dt').open('code').text(value).close('code').close('dt').element('dd', undefined, enumDescriptions[value] ?? '').close('div');
    });
  } else if (values) {
    add('p', 'schema-fact', (out) => {
      out.text(translate(messages, 'theme.openapi.schemaItem.possibleValues', 'Allowed values:')).text(' ');
      values.forEach((value, index) => out.open('span').text(index ? ' ' : '').open('code').text(value).close('code').close('span'));
    });
  }
  if (node.const !== undefined) add('p', 'schema-fact', (out) => out.text(`${translate(messages, 'theme.openapi.schemaItem.constValue', 'Always')} `).open('code').text(node.const!).close('code'));
  if (node.default !== undefined) valueFact(translate(messages, 'theme.openapi.schemaItem.defaultValue', 'Default:'), node.default);
  if (node.constraints.length) facts.push({ tag: 'p', className: 'schema-fact', innerHtml: latin1Html(node.constraints.map((constraint) => constraintText(constraint, messages.messages)).join(' · ')) });
  if (node.example !== undefined) valueFact(translate(messages, 'theme.openapi.schemaItem.example', 'Example:'), node.example);
  return facts;
}

function schemaFacts(out: Html, node: SchemaNode, messages: LocaleMessages): void {
  for (const { tag, className, innerHtml } of schemaFactElements(node, messages)) out.element(tag, className, innerHtml);
}

function hasChildren(node: SchemaNode): boolean {
  return !node.collapsed && !node.circular && !node.truncated && Boolean(node.properties?.length || node.variants || node.additionalProperties || (node.items && hasChildren(node.items)));
}

const flag = (out: Html, className: string, words: string): Html => out.open('span', className).text(words).close('span');

/** One property of an object: its name, type and flags, facts, and what is inside it. */
function property(out: Html, { name, required, node }: NonNullable<SchemaNode['properties']>[number], messages: LocaleMessages): void {
  out.open('li', 'schema-prop').open('div', 'schema-prop__head').open('code', 'schema-prop__name').text(name).close('code').text(' ');
  typeLabel(out, node, messages);
  if (required) flag(out, 'schema-flag schema-flag--required', translate(messages, 'theme.openapi.schemaItem.required', 'required'));
  if (node.readOnly) flag(out, 'schema-flag', translate(messages, 'theme.openapi.schemaItem.readOnly', 'read-only'));
  if (node.writeOnly) flag(out, 'schema-flag', translate(messages, 'theme.openapi.schemaItem.writeOnly', 'write-only'));
  if (node.deprecated) flag(out, 'schema-flag schema-flag--deprecated', translate(messages, 'theme.openapi.schemaItem.deprecated', 'deprecated'));
  if (node.circular || node.items?.circular) out.open('span', 'schema-flag', [['title', 'Refers back to a schema it is part of']]).text('circular').close('span');
  out.close('div');
  schemaFacts(out, node, messages);
  if (hasChildren(node)) {
    const summary = node.ref
      ? translate(messages, 'theme.openapi.schemaItem.namedProperties', '{name} properties', { name: node.ref.name })
      : node.items
        ? translate(messages, 'theme.openapi.schemaItem.itemProperties', 'Item properties')
        : translate(messages, 'theme.openapi.schemaItem.properties', 'Properties');
    out.open('details', 'schema-nested').open('summary').text(summary).close('summary');
    schemaBody(out, node, messages);
    out.close('details');
  } else if (node.collapsed || node.circular) schemaBody(out, node, messages);
  out.close('li');
}

/** Each `oneOf`/`anyOf` group: its kind, discriminator, and each alternative. */
function variants(out: Html, groups: NonNullable<SchemaNode['variants']>, messages: LocaleMessages): void {
  for (const group of groups) {
    out.open('div', 'schema-variants').open('p', 'schema-fact');
    out.text(group.kind === 'oneOf' ? translate(messages, 'theme.openapi.schemaItem.oneOf', 'Exactly one of') : translate(messages, 'theme.openapi.schemaItem.anyOf', 'Any of')).text(':');
    if (group.discriminator) {
      out.text(' ').text('(chosen by ').open('code').text(group.discriminator.propertyName).close('code');
      for (const entry of group.discriminator.mapping) {
        out.open('span').text(', ').open('code').text(JSON.stringify(entry.value)).close('code').element('span', undefined, latin1Html(' → '));
        if (entry.href) out.open('a', undefined, [['href', entry.href]]).text(entry.label).close('a');
        else out.text(entry.label);
        out.close('span');
      }
      out.text(')');
    }
    out.close('p');
    for (const option of group.options) {
      out.open('details', 'schema-nested').open('summary');
      if (option.node.ref && option.node.ref.name === option.label) typeLabel(out, option.node, messages);
      else {
        out.text(option.label).text(' ');
        typeLabel(out, option.node, messages);
      }
      out.close('summary');
      schemaFacts(out, option.node, messages);
      schemaBody(out, option.node, messages);
      out.close('details');
    }
    out.close('div');
  }
}

/** The inside of a schema: its properties, array items, map values and alternatives. */
function schemaBody(out: Html, node: SchemaNode, messages: LocaleMessages): void {
  if (node.circular) {
    out.open('p', 'schema-fact schema-circular').text('Circular reference to ');
    typeLabel(out, node, messages);
    out.text(', shown above.').close('p');
    return;
  }
  if (node.collapsed) {
    if (node.ref) out.open('p', 'schema-fact').text('See the ').open('a', undefined, [['href', node.ref.href]]).text(node.ref.name).close('a').text(' schema.').close('p');
    return;
  }
  if (node.truncated) {
    out.open('p', 'schema-fact').text('Not expanded here, to keep the page small: see the schema pages linked above.').close('p');
    return;
  }
  if (node.properties?.length) {
    out.open('ul', 'schema-props');
    for (const entry of node.properties) property(out, entry, messages);
    out.close('ul');
  }
  if (node.items && !node.properties?.length && hasChildren(node.items)) {
    out.open('div', 'schema-items').open('p', 'schema-fact').text(translate(messages, 'theme.openapi.schemaItem.eachItem', 'Each item:')).close('p');
    schemaBody(out, node.items, messages);
    out.close('div');
  }
  if (node.additionalProperties) {
    out.open('div', 'schema-items').open('p', 'schema-fact').text(translate(messages, 'theme.openapi.schemaItem.otherKeys', 'Other keys:')).text(' ');
    typeLabel(out, node.additionalProperties, messages);
    out.close('p');
    schemaBody(out, node.additionalProperties, messages);
    out.close('div');
  }
  if (node.variants) variants(out, node.variants, messages);
}

/** The inside of a whole schema's `<div class="schema">`: its type line, facts and body. */
export function schemaTreeHtml(node: SchemaNode, messages: LocaleMessages): string {
  const out = new Html().open('p', 'schema-root');
  typeLabel(out, node, messages);
  out.close('p');
  schemaFacts(out, node, messages);
  schemaBody(out, node, messages);
  return out.html;
}
