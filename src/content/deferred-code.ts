/**
 * Deferred highlighting (`docsgen dev`): a code block compiles to a placeholder holding what
 * highlighting needs, and is highlighted when its page is first rendered (see
 * highlightDeferredCode in compile-markdown.ts). Start-up then compiles every page for its
 * title, headings and links without highlighting ~450 blocks nobody has asked for yet.
 */
import type { Element } from 'hast';

/** What a placeholder carries: highlightCode's input, the meta as written. */
export interface DeferredCode {
  code: string;
  lang: string;
  meta: string;
  label: string;
}

/** The placeholder element; base64url keeps its attribute free of anything to escape, in hast and React alike. */
export function deferredCodeElement(block: DeferredCode, viaReact = false): Element {
  const dataDocsgenCode = Buffer.from(JSON.stringify(block)).toString('base64url');
  return { type: 'element', tagName: 'template', properties: viaReact ? { dataDocsgenCode, dataDocsgenVia: 'react' } : { dataDocsgenCode }, children: [] };
}

/** Placeholders as serialised; `via` says the page went through React (its blocks must too, to match). */
export const DEFERRED_CODE = /<template data-docsgen-code="([\w-]*)"(?: data-docsgen-via="react")?><\/template>/g;

/**
 * A placeholder inside an HTML attribute, as React escapes it: the children of a client
 * component that did not render them on the server travel in its `data-slot` (see island.tsx).
 */
export const DEFERRED_CODE_IN_ATTRIBUTE = /&lt;template data-docsgen-code=&quot;([\w-]*)&quot; data-docsgen-via=&quot;react&quot;&gt;&lt;\/template&gt;/g;

/** The placeholders of a page compiled as code, from its MDX module (React renders each as written by deferredCodeElement). */
export function placeholdersInModule(code: string): string[] {
  return [...new Set(Array.from(code.matchAll(/data-docsgen-code":\s*"([\w-]+)"/g), ([, encoded]) => `<template data-docsgen-code="${encoded}" data-docsgen-via="react"></template>`))];
}

/** Whether an HTML string still has blocks to highlight (cheap: most pages have none). */
export function hasDeferredCode(html: string): boolean {
  return html.includes('<template data-docsgen-code="');
}

export function decodeDeferredCode(encoded: string): DeferredCode {
  return JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as DeferredCode;
}

/** The block of one placeholder (a match of DEFERRED_CODE). */
export function placeholderCode(placeholder: string): DeferredCode {
  return decodeDeferredCode(/data-docsgen-code="([\w-]*)"/.exec(placeholder)?.[1] ?? '');
}

/** Whether a placeholder's page went through React, so its block must too (see highlightPlaceholder). */
export const throughReact = (placeholder: string): boolean => placeholder.includes('data-docsgen-via');
