/**
 * `@docusaurus/theme-common/Details`: the generic `<details>` a site's `theme/Details`
 * override wraps. docsgen's is the native element with docsgen's details styles (it opens
 * and closes without JavaScript); `summary` may be a `<summary>` element or its content.
 */
import { isValidElement, type ComponentProps, type ReactElement } from 'react';

export type DetailsProps = { summary?: ReactElement | string } & ComponentProps<'details'>;

export function Details({ summary, children, className, ...props }: DetailsProps) {
  return (
    <details {...props} className={className ? `details ${className}` : 'details'}>
      {isValidElement(summary) ? summary : <summary>{summary ?? 'Details'}</summary>}
      <div className="details__body">{children}</div>
    </details>
  );
}
