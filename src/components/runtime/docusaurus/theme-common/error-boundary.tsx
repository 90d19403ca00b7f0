/**
 * The parts of Docusaurus's crash view a site's error fallback uses: the error's message with
 * those of its causes, and the button that renders the children again.
 */
import type { ComponentProps, ReactNode } from 'react';
import { translate } from '../Translate.tsx';

/** Each message of an error and its `cause` chain, one paragraph each. */
export function ErrorBoundaryError({ error }: { error: Error }): ReactNode {
  const messages: string[] = [];
  for (let current: unknown = error; current instanceof Error && messages.length < 10; current = current.cause) messages.push(current.message);
  return (
    <p style={{ whiteSpace: 'pre-wrap' }}>
      {messages.map((message, index) => (index === 0 ? message : `\n\n${translate({ id: 'theme.ErrorPageContent.cause', message: 'Cause:' })}\n${message}`)).join('')}
    </p>
  );
}

/** A "Try again" button; its `onClick` is the fallback's `tryAgain`. */
export function ErrorBoundaryTryAgainButton(props: ComponentProps<'button'>): ReactNode {
  return (
    <button type="button" {...props}>
      {props.children ?? translate({ id: 'theme.ErrorPageContent.tryAgain', message: 'Try again' })}
    </button>
  );
}

/** What an error boundary shows in place of what threw (a live code block's preview): the error's messages, as an alert. */
export function ErrorBoundaryErrorMessageFallback({ error }: { error: Error; tryAgain?: () => void }): ReactNode {
  return (
    <div role="alert">
      <ErrorBoundaryError error={error} />
    </div>
  );
}
