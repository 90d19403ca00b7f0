import css from '@shikijs/langs/css';
import dart from '@shikijs/langs/dart';
import diff from '@shikijs/langs/diff';
import graphql from '@shikijs/langs/graphql';
import html from '@shikijs/langs/html';
import http from '@shikijs/langs/http';
import javascript from '@shikijs/langs/javascript';
import json from '@shikijs/langs/json';
import jsx from '@shikijs/langs/jsx';
import kotlin from '@shikijs/langs/kotlin';
import liquid from '@shikijs/langs/liquid';
import php from '@shikijs/langs/php';
import python from '@shikijs/langs/python';
import shellscript from '@shikijs/langs/shellscript';
import swift from '@shikijs/langs/swift';
import tsx from '@shikijs/langs/tsx';
import typescript from '@shikijs/langs/typescript';
import xml from '@shikijs/langs/xml';
import yaml from '@shikijs/langs/yaml';
import githubDark from '@shikijs/themes/github-dark';
import githubLight from '@shikijs/themes/github-light';
import { transformerMetaHighlight, transformerNotationDiff, transformerNotationHighlight } from '@shikijs/transformers';
import type { Element, ElementContent } from 'hast';
import { createHighlighterCoreSync, type HighlighterCore, type ShikiTransformer } from 'shiki/core';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';

/** Languages shown as plain text without a warning. */
const PLAIN = new Set(['', 'text', 'txt', 'plain', 'plaintext', 'console', 'output']);

/** Extra aliases writers use that the grammars do not declare. */
const ALIASES: Record<string, string> = { sh: 'shellscript', shell: 'shellscript', bash: 'shellscript', zsh: 'shellscript', gql: 'graphql', py: 'python', kt: 'kotlin', yml: 'yaml' };

let highlighter: HighlighterCore | undefined;

/** Created on first use: compiling the grammars costs ~30 ms that builds without code blocks skip. */
function getHighlighter(): HighlighterCore {
  highlighter ??= createHighlighterCoreSync({
    themes: [githubLight, githubDark],
    langs: [css, dart, diff, graphql, html, http, javascript, json, jsx, kotlin, liquid, php, python, shellscript, swift, tsx, typescript, xml, yaml],
    engine: createJavaScriptRegexEngine(),
  });
  return highlighter;
}

/** The canonical grammar name for a fence language, `''` for plain text, undefined when unknown. */
export function resolveLanguage(lang: string): string | undefined {
  const lowered = lang.toLowerCase();
  if (PLAIN.has(lowered)) return '';
  const name = ALIASES[lowered] ?? lowered;
  return getHighlighter().getLoadedLanguages().includes(name) ? name : undefined;
}

/** Every language name and alias the highlighter accepts, for messages. */
export function supportedLanguages(): string[] {
  return [...new Set([...getHighlighter().getLoadedLanguages(), ...Object.keys(ALIASES)])].sort();
}

export interface CodeMeta {
  title?: string;
  showLineNumbers: boolean;
  /** First line number when `showLineNumbers=N`. */
  startLine: number;
  /** The raw meta string, for `{1,3-5}` line ranges. */
  raw: string;
}

/** Parse a fence's meta string: `title="a.ts" {1,3-5} showLineNumbers`. */
export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const raw = meta ?? '';
  const title = /\btitle=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(raw);
  const lineNumbers = /\bshowLineNumbers(?:=(\d+))?\b/.exec(raw);
  return {
    ...(title ? { title: title[1] ?? title[2] ?? title[3]! } : {}),
    showLineNumbers: Boolean(lineNumbers),
    startLine: lineNumbers?.[1] ? Number(lineNumbers[1]) : 1,
    raw,
  };
}

const MAGIC_COMMENT = /^\s*(?:\/\/|#|<!--|\/\*|--|;)\s*highlight-(next-line|start|end)\s*(?:-->|\*\/)?\s*$/;

/**
 * Docusaurus magic comments (`// highlight-next-line`, `// highlight-start` … `// highlight-end`,
 * also with `#`, `<!-- -->` and `/* *\/`): removed from the code, their lines collected.
 */
function stripMagicComments(code: string): { code: string; highlighted: Set<number> } {
  const highlighted = new Set<number>();
  const kept: string[] = [];
  let nextLine = false;
  let inBlock = false;
  for (const line of code.split('\n')) {
    const match = MAGIC_COMMENT.exec(line);
    if (match) {
      if (match[1] === 'next-line') nextLine = true;
      else inBlock = match[1] === 'start';
      continue;
    }
    kept.push(line);
    if (nextLine || inBlock) highlighted.add(kept.length);
    nextLine = false;
  }
  return { code: kept.join('\n'), highlighted };
}

function classOf(node: Element): string[] {
  const value: unknown = node.properties.className ?? node.properties.class;
  return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(' ') : [];
}

/**
 * Highlight one code block at build time into a hast `<div class="code-block">` holding
 * the title, the `<pre>` with light and dark token colours, and a copy button.
 * `lang` must come from resolveLanguage (`''` renders plain text); `label` is the language as written.
 */
export function highlightCode(options: { code: string; lang: string; meta: CodeMeta; label?: string }): Element {
  const { code, highlighted } = stripMagicComments(options.code.replace(/\n$/, ''));
  const magic: ShikiTransformer = {
    name: 'docsgen:magic-comments',
    line(node, line) {
      if (highlighted.has(line)) this.addClassToHast(node, 'highlighted');
    },
  };
  const root = getHighlighter().codeToHast(code, {
    lang: options.lang || 'text',
    themes: { light: 'github-light', dark: 'github-dark' },
    defaultColor: false,
    meta: { __raw: options.meta.raw },
    transformers: [transformerMetaHighlight(), transformerNotationHighlight(), transformerNotationDiff(), magic],
  });
  const pre = root.children[0] as Element;
  // Colours come from our stylesheet per [data-theme]; the inline background would fight it.
  delete pre.properties.style;
  pre.properties.className = [...classOf(pre), ...(options.meta.showLineNumbers ? ['line-numbers'] : [])];
  delete pre.properties.class;
  if (options.meta.showLineNumbers && options.meta.startLine !== 1) pre.properties.style = `--line-start: ${options.meta.startLine - 1}`;

  const children: ElementContent[] = [];
  if (options.meta.title) {
    children.push({ type: 'element', tagName: 'div', properties: { className: ['code-block__title'] }, children: [{ type: 'text', value: options.meta.title }] });
  }
  children.push({
    type: 'element',
    tagName: 'div',
    properties: { className: ['code-block__body'] },
    children: [
      pre,
      {
        type: 'element',
        tagName: 'button',
        properties: { type: 'button', className: ['code-block__copy'], ariaLabel: 'Copy code to clipboard', title: 'Copy' },
        children: [{ type: 'text', value: 'Copy' }],
      },
    ],
  });
  return {
    type: 'element',
    tagName: 'div',
    properties: { className: ['code-block'], ...(options.lang ? { dataLanguage: options.label || options.lang } : {}) },
    children,
  };
}
