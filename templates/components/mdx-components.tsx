import type { ComponentType, ReactNode } from 'react';

/** A collapsible block: `<Details summary="Why?">…</Details>` (or plain `<details>`). */
export function Details({ summary, open, children }: { summary?: ReactNode; open?: boolean; children?: ReactNode }) {
  return (
    <details className="details" open={open}>
      {summary !== undefined ? <summary>{summary}</summary> : null}
      <div className="details__body">{children}</div>
    </details>
  );
}

/**
 * The components MDX pages may use, by the name written in the page. Anything else with a
 * capitalised name is a build error naming the file and line.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const mdxComponents: Record<string, ComponentType<any>> = {
  Details,
};
