/**
 * `<CodeBlock>` whose code is computed (`{source}`, an imported file): highlighted when the
 * page is rendered, by the same highlighter as fenced code. Written-out code never gets
 * here: it is turned into a fenced block when the page is compiled.
 */
import type { ReactNode } from 'react';

export const HIGHLIGHT = Symbol.for('docsgen.highlight');

type Highlighter = (code: string, language: string, meta: string) => string;

function text(children: ReactNode): string {
  if (typeof children === 'string' || typeof children === 'number') return String(children);
  if (Array.isArray(children)) return children.map(text).join('');
  return '';
}

export default function CodeBlock({ children, language, className, title, showLineNumbers, metastring }: { children?: ReactNode; language?: string; className?: string; title?: string; showLineNumbers?: boolean | number; metastring?: string }) {
  const lang = language ?? /language-(\S+)/.exec(className ?? '')?.[1] ?? '';
  const meta = [title ? `title="${title}"` : '', showLineNumbers === true ? 'showLineNumbers' : typeof showLineNumbers === 'number' ? `showLineNumbers=${showLineNumbers}` : '', metastring ?? ''].join(' ').trim();
  const code = text(children).replace(/\n$/, '');
  const highlight = (globalThis as { [HIGHLIGHT]?: Highlighter })[HIGHLIGHT];
  if (highlight) return <div className="code-block-container" style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: highlight(code, lang, meta) }} />;
  return (
    <pre>
      <code>{code}</code>
    </pre>
  );
}
