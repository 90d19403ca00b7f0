/** Visitors of MDX JSX elements: component names and props checked, link attributes resolved, inline event handlers dropped. */
import type { Nodes } from 'mdast';
import type { MdxJsxAttribute, MdxJsxExpressionAttribute } from 'mdast-util-mdx';
import { toString } from 'mdast-util-to-string';
import { didYouMean } from '../diagnostics/diagnostic.ts';
import { admonitionLook, DEFAULT_ADMONITION_KEYWORDS } from '../shared/admonitions.ts';
import { attributeValue, isBlank, isJsxElement, unwrapParagraphsOf, type JsxElement } from './jsx-elements.ts';
import { rootName } from './page-code.ts';
import type { TransformContext } from './transform-context.ts';
import { isPathnameLink } from '../routes/doc-route.ts';

const EVENT_HANDLER = /^on[A-Z]/;
const FRAME_DATA_URL = /^\s*data:/i;

function checkComponent(ctx: TransformContext, element: JsxElement): void {
  // The site's own Admonition (or its Types) may draw any type; docsgen's, the admonition keywords.
  if (element.name === 'Admonition' && !(ctx.options.mode === 'code' && ctx.options.siteAdmonition)) {
    const type = attributeValue(element, 'type');
    const keywords = ctx.options.admonitionKeywords ?? DEFAULT_ADMONITION_KEYWORDS;
    if (type !== undefined && (typeof type !== 'string' || !(admonitionLook(type).known || keywords.includes(type)))) {
      const guess = typeof type === 'string' ? didYouMean(type, [...keywords]) : undefined;
      ctx.report('error', 'mdx/invalid-prop', `\`<Admonition type="${String(type)}">\` is not an admonition type`, element, guess ? `did you mean \`${guess}\`?` : `use one of ${keywords.join(', ')}`);
    }
  }
  if (element.name === 'Tabs') {
    unwrapParagraphsOf(element, 'TabItem');
    const values = new Set<string>();
    for (const child of element.children as Nodes[]) {
      if (isBlank(child)) continue;
      if (isJsxElement(child) && child.name === 'TabItem') {
        const value = attributeValue(child, 'value');
        // A value written as an expression is known only when the page runs.
        const computed = child.attributes.some((a) => a.type === 'mdxJsxAttribute' && a.name === 'value' && typeof a.value === 'object' && a.value !== null);
        if (computed && ctx.options.mode === 'code') continue;
        if (typeof value !== 'string' || !value) ctx.report('error', 'mdx/invalid-prop', '`<TabItem>` needs a `value`, e.g. `<TabItem value="npm" label="npm">`', child);
        else if (values.has(value)) ctx.report('error', 'mdx/invalid-prop', `Two \`<TabItem>\`s in one \`<Tabs>\` have the value \`${value}\``, child, 'each tab needs its own value');
        else values.add(value);
        continue;
      }
      // Code pages may build their tabs (`{items.map(…)}`) or wrap them in their own components.
      if (ctx.options.mode === 'code' && (child.type === 'mdxFlowExpression' || child.type === 'mdxTextExpression' || isJsxElement(child))) continue;
      ctx.report('error', 'mdx/invalid-child', '`<Tabs>` may only contain `<TabItem>` elements', child, 'wrap the content in `<TabItem value="…">`');
    }
  }
  if (element.name === 'DocCardList') ctx.result.docCardList ??= { line: element.position?.start.line ?? 1, column: element.position?.start.column ?? 1 };
}

const isEventHandler = (attribute: MdxJsxAttribute): boolean => EVENT_HANDLER.test(attribute.name) && !!attribute.value && typeof attribute.value === 'object';

function warnAboutHandler(ctx: TransformContext, element: JsxElement, attribute: string): void {
  ctx.report('warning', 'mdx/inline-event-handler', `\`${attribute}\` on \`<${element.name}>\` does nothing: pages are rendered to HTML and ship no JavaScript`, element, `move the element into a component whose file starts with 'use client' and import it; it is then hydrated in the browser`);
}

/** An element's event handlers, which its HTML cannot carry, dropped with a warning each. */
export function dropEventHandlers(ctx: TransformContext, element: JsxElement): void {
  element.attributes = element.attributes.filter((attribute) => {
    if (attribute.type !== 'mdxJsxAttribute' || !isEventHandler(attribute)) return true;
    warnAboutHandler(ctx, element, attribute.name);
    return false;
  });
}

function visitAttributes(ctx: TransformContext, element: JsxElement): void {
  const name = element.name;
  const lowercase = !name || /^[a-z]/.test(name);
  element.attributes = (element.attributes as Array<MdxJsxAttribute | MdxJsxExpressionAttribute>).filter((attribute) => {
    if (attribute.type !== 'mdxJsxAttribute') return true;
    if (lowercase && isEventHandler(attribute)) {
      // Kept for the page's client module, which may take the element (page-islands.ts).
      if (ctx.options.pageIslands) {
        if (ctx.handlerElements.at(-1) !== element) ctx.handlerElements.push(element);
        return true;
      }
      warnAboutHandler(ctx, element, attribute.name);
      return false;
    }
    const linkAttribute = attribute.name === 'href' || attribute.name === 'src' || (attribute.name === 'to' && name === 'Link');
    // A frame of a `data:` document (an embedded post's markup) runs in an origin of its own, never the page's: kept, as Docusaurus keeps it.
    if (name === 'iframe' && attribute.name === 'src' && typeof attribute.value === 'string' && FRAME_DATA_URL.test(attribute.value)) return true;
    // `<Link to="pathname://…">` is left to Link, which handles it as Docusaurus's does.
    if (linkAttribute && typeof attribute.value === 'string' && !(name === 'Link' && isPathnameLink(attribute.value))) {
      const written = attribute.value;
      // A component's `src` is the component's to read: only an HTML element's names an image.
      const resolved = ctx.checkUrl(attribute.value, attribute.name !== 'src' ? 'link' : lowercase ? 'image' : 'asset', element as Nodes);
      // An unsafe URL is dropped with its attribute (an attribute without a value is `true` to React).
      if (!resolved) return false;
      attribute.value = resolved.url;
      // Docusaurus checks the links of `a` (its MDX `a` is a Link) and of components; an HTML element's
      // other `href` (`<link rel="apple-touch-icon">` in a `<Head>`) names a file of the site, unchecked.
      const checked = !lowercase || name === 'a';
      if (checked && attribute.name !== 'src' && !isPathnameLink(written)) ctx.result.links.push({ url: resolved.url, written, text: toString(element), line: element.position?.start.line ?? 1, column: element.position?.start.column ?? 1, ...(lowercase ? {} : { prop: true }) });
    }
    return true;
  });
}

/** Check a JSX element and resolve its links; false when it is an unknown component and dropped. */
export function visitJsx(ctx: TransformContext, element: JsxElement): boolean {
  // Docusaurus's MDX components give pages `<Head>` without an import: a head block, as `@docusaurus/Head` writes it, which the renderer moves into the page's head (render/hoist-head.ts).
  if (element.name === 'Head' && !ctx.options.components.has('Head')) {
    element.name = 'noscript';
    element.attributes = [{ type: 'mdxJsxAttribute', name: 'data-docsgen-head', value: '' }];
  }
  const name = element.name;
  if (name === 'details') unwrapParagraphsOf(element, 'summary');
  if (name && !/^[a-z]/.test(name)) {
    if (!ctx.options.components.has(rootName(name)) && !ctx.options.anyComponent) {
      const known = [...ctx.options.components].sort();
      const guess = didYouMean(name, known);
      const hint = guess
        ? `did you mean \`<${guess}>\`?`
        : ctx.options.mode === 'code'
          ? `import it (\`import ${rootName(name)} from '@site/components/${rootName(name)}'\`), or add it to theme/MDXComponents.tsx`
          : `available components: ${known.map((n) => `<${n}>`).join(', ')}`;
      ctx.report('error', 'mdx/unknown-component', `Unknown component \`<${name}>\``, element, hint);
      return false;
    }
    checkComponent(ctx, element);
  }
  visitAttributes(ctx, element);
  ctx.result.usesComponents = true;
  return true;
}
