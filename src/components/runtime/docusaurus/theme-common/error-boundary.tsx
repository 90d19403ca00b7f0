/**
 * The parts of Docusaurus's crash view a site's error fallback uses: the error's message with
 * those of its causes, and the button that renders the children again.
 */
import type { ComponentProps, ReactNode } from 'react';

/** Each message of an error and its `cause` chain, one paragraph each. */
export function ErrorBoundaryError({ error }: { error: Error }): ReactNode {
  const messages: string[] = [];
  for (let current: unknown = error; current instanceof Error && messages.length < 10; current = current.cause) messages.push(current.message);
  return (
    <p style={{ whiteSpace: 'pre-wrap' }}>
      {messages.map((message, index) => (index === 0 ? message : `\n\nCause:\n${message}`)).join('')}
    </p>
  );
}

/** A "Try again" button; its `onClick` is the fallback's `tryAgain`. */
export function ErrorBoundaryTryAgainButton(props: ComponentProps<'button'>): ReactNode {
  return (
    <button type="button" {...props}>
      {props.children ?? 'Try again'}
    </button>
  );
}
