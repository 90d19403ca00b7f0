/**
 * `@theme/Heading`: `<Heading as="h2" id="setup">Setup</Heading>` renders the markup of a
 * Markdown heading (the `#` link that makes it an anchor), so it reads and links like one.
 * Without an id, or as an `h1`, it is a plain heading, as in Docusaurus.
 */
import type { HTMLAttributes } from 'react';
import { translate } from '../docusaurus/Translate.tsx';
import { textOf } from './heading-link.ts';
import { HEADING_LINK_CLASS } from '../../../shared/heading-link.ts';

type Level = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';


export default function Heading({ as: As = 'h2', id, children, ...props }: HTMLAttributes<HTMLHeadingElement> & { as?: Level; id?: string }) {
  if (As === 'h1' || !id) {
    return (
      <As id={id} {...props}>
        {children}
      </As>
    );
  }
  const label = textOf(children).trim() || id;
  return (
    <As id={id} {...props}>
      {children}
      <a href={`#${id}`} className={HEADING_LINK_CLASS} aria-label={translate({ id: 'theme.common.headingLinkTitle', message: 'Direct link to {heading}' }, { heading: label })}>
        #
      </a>
    </As>
  );
}
