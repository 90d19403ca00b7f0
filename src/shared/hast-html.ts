/**
 * hast → HTML, byte for byte what `hast-util-to-html` writes with its default options (and
 * `allowDangerousHtml` when asked), for the trees docsgen makes: HTML elements, text, raw
 * HTML and comments. It exists for speed: `hast-util-to-html` builds its escaping options
 * per attribute and per text node, and serialising the highlighted examples of GitHub's
 * API reference took 2.7 s of its 35 s build. Anything else (SVG or MathML subtrees,
 * `<template>`, doctypes) is handed to `hast-util-to-html`, so the output never differs;
 * a test compares the two on every page of the Kassa site and the fixtures.
 */
import type { Nodes, Properties } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { htmlVoidElements } from 'html-void-elements';
import { find, html as htmlSchema } from 'property-information';

const VOIDS: ReadonlySet<string> = new Set(htmlVoidElements);
/** Elements whose subtree the library serialises (another schema, or a content fragment). */
const HANDED_OVER: ReadonlySet<string> = new Set(['svg', 'math', 'template']);

const REFERENCE = (character: string): string => `&#x${character.charCodeAt(0).toString(16).toUpperCase()};`;
const TEXT_ESCAPES = /[<&]/g;
const ATTRIBUTE_ESCAPES = /[\0"&'`]/g;
/** Attribute names the library would escape: never produced by docsgen, handed over if met. */
const UNSAFE_NAME = /[\0\t\n\f\r "&'/<=>`]/;
const COMMENT_BREAKERS = /^>|^->|<!--|-->|--!>|<!-$/g;

/** Text as the library escapes it (`<` and `&`), for HTML written without a tree. */
export const escapeText = (value: string): string => value.replace(TEXT_ESCAPES, REFERENCE);
/** An attribute value as the library escapes it. */
export const escapeAttribute = (value: string): string => value.replace(ATTRIBUTE_ESCAPES, REFERENCE);

type PropertyInfo = ReturnType<typeof find>;
const infos = new Map<string, PropertyInfo>();
function infoOf(key: string): PropertyInfo {
  let info = infos.get(key);
  if (!info) infos.set(key, (info = find(htmlSchema, key)));
  return info;
}

/** ` name="value"` for one property, `''` when it is not written, `undefined` when the library must do it. */
function attribute(key: string, raw: Properties[string]): string | undefined {
  if (raw === null || raw === undefined) return '';
  const info = infoOf(key);
  let value: unknown = raw;
  if (info.overloadedBoolean && (value === info.attribute || value === '')) value = true;
  else if ((info.boolean || info.overloadedBoolean) && (typeof value !== 'string' || value === info.attribute || value === '')) value = Boolean(value);
  if (value === false || (typeof value === 'number' && Number.isNaN(value))) return '';
  if (UNSAFE_NAME.test(info.attribute)) return undefined;
  if (value === true) return ` ${info.attribute}`;
  const text = Array.isArray(value) ? value.join(info.commaSeparated ? ', ' : ' ').trim() : String(value);
  return ` ${info.attribute}="${escapeAttribute(text)}"`;
}

function serialize(node: Nodes, parentTag: string | undefined, dangerous: boolean, out: string[]): void {
  switch (node.type) {
    case 'root':
      for (const child of node.children) serialize(child, undefined, dangerous, out);
      return;
    case 'text':
    case 'raw':
      out.push((node.type === 'raw' && dangerous) || parentTag === 'script' || parentTag === 'style' ? node.value : escapeText(node.value));
      return;
    case 'comment':
      out.push(`<!--${node.value.replace(COMMENT_BREAKERS, (match) => match.replace(/[<>]/g, REFERENCE))}-->`);
      return;
    case 'element': {
      if (HANDED_OVER.has(node.tagName)) break;
      let attributes = '';
      for (const key in node.properties) {
        const written = attribute(key, node.properties[key]);
        if (written === undefined) return void out.push(toHtml(node, { allowDangerousHtml: dangerous }));
        attributes += written;
      }
      out.push(`<${node.tagName}${attributes}>`);
      const before = out.length;
      for (const child of node.children) serialize(child, node.tagName, dangerous, out);
      // A void element with content is written open and closed, as the library does.
      if (!VOIDS.has(node.tagName.toLowerCase()) || out.slice(before).some((part) => part !== '')) out.push(`</${node.tagName}>`);
      return;
    }
  }
  out.push(toHtml(node, { allowDangerousHtml: dangerous }));
}

/** Serialise a hast tree as `hast-util-to-html` does with default options (plus `allowDangerousHtml`). */
export function hastToHtml(node: Nodes, options: { allowDangerousHtml?: boolean } = {}): string {
  const out: string[] = [];
  serialize(node, undefined, options.allowDangerousHtml === true, out);
  return out.join('');
}
