/** The pieces every API reference page is built of. */
import type { ReactNode } from 'react';
import { isXmlMediaType } from '../../src/openapi/schema.ts';
import { translate, useLocaleMessages } from '../translate.ts';
import { HEADING_LINK_CLASS } from '../../src/shared/heading-link.ts';

/**
 * Highlighted code by language, then by the code itself: highlighting happens before
 * rendering. Keyed by the model's own strings, whose hashes V8 keeps: a key joined from
 * language and code was a new string to hash and flatten at every lookup, and GitHub's
 * examples are megabytes.
 */
export type HighlightedCode = ReadonlyMap<string, ReadonlyMap<string, string>>;

export function Code({ code, lang, highlighted }: { code: string; lang: string; highlighted: HighlightedCode }) {
  const html = highlighted.get(lang)?.get(code);
  return html ? <div dangerouslySetInnerHTML={{ __html: html }} /> : <pre><code>{code}</code></pre>;
}

export function MethodBadge({ method }: { method: string }) {
  return <span className={`api-method api-method--${method.toLowerCase()}`}>{method}</span>;
}

export function Html({ html, className }: { html: string; className?: string }) {
  return html ? <div className={className} dangerouslySetInnerHTML={{ __html: html }} /> : null;
}

/** The flags of a parameter, property or body, in the page's locale. */
export function RequiredFlag() {
  return <span className="schema-flag schema-flag--required">{translate(useLocaleMessages(), 'theme.openapi.schemaItem.required', 'required')}</span>;
}

export function DeprecatedFlag() {
  return <span className="schema-flag schema-flag--deprecated">{translate(useLocaleMessages(), 'theme.openapi.schemaItem.deprecated', 'deprecated')}</span>;
}

export function Section({ id, title, className, children }: { id: string; title: string; className?: string; children: ReactNode }) {
  const messages = useLocaleMessages();
  return (
    <section className={className}>
      <h2 id={id}>
        {title}
        <a href={`#${id}`} className={HEADING_LINK_CLASS} aria-label={translate(messages, 'theme.common.headingLinkTitle', 'Direct link to {heading}', { heading: title })}>
          #
        </a>
      </h2>
      {children}
    </section>
  );
}

/** The highlighter language of an example of this media type. */
export const exampleLang = (mediaType: string): string => (mediaType.includes('json') ? 'json' : isXmlMediaType(mediaType) ? 'xml' : 'text');
