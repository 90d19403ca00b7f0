/** The pieces every API reference page is built of. */
import type { ReactNode } from 'react';
import { isXmlMediaType } from '../../src/openapi/schema.ts';

/** Highlighted code, keyed by `codeKey(lang, code)`: highlighting happens before rendering. */
export type HighlightedCode = Record<string, string>;

export const codeKey = (lang: string, code: string): string => `${lang}\n${code}`;

export function Code({ code, lang, highlighted }: { code: string; lang: string; highlighted: HighlightedCode }) {
  const html = highlighted[codeKey(lang, code)];
  return html ? <div dangerouslySetInnerHTML={{ __html: html }} /> : <pre><code>{code}</code></pre>;
}

export function MethodBadge({ method }: { method: string }) {
  return <span className={`api-method api-method--${method.toLowerCase()}`}>{method}</span>;
}

export function Html({ html, className }: { html: string; className?: string }) {
  return html ? <div className={className} dangerouslySetInnerHTML={{ __html: html }} /> : null;
}

export function Section({ id, title, className, children }: { id: string; title: string; className?: string; children: ReactNode }) {
  return (
    <section className={className}>
      <h2 id={id}>
        {title}
        <a href={`#${id}`} className="hash-link" aria-label={`Direct link to ${title}`}>
          #
        </a>
      </h2>
      {children}
    </section>
  );
}

/** The highlighter language of an example of this media type. */
export const exampleLang = (mediaType: string): string => (mediaType.includes('json') ? 'json' : isXmlMediaType(mediaType) ? 'xml' : 'text');
