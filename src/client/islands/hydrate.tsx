/**
 * Hydrates an island (a React component the server rendered) where it stands, inside an
 * error boundary: a crash replaces the page's main area with the crash page ("This page
 * crashed.", "Try again", the error chain, title "Page Error") instead of a dead widget.
 */
import { Component, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { CrashPage, crashMessages, type CrashMessages } from '../../../templates/CrashPage.tsx';

/** The crash page's words: the page's locale's (see crashMessagesAttribute), else English. */
function messagesOf(main: Element): CrashMessages {
  try {
    return { ...crashMessages({ messages: {} }), ...(JSON.parse(main.getAttribute('data-crash-messages') ?? '{}') as Partial<CrashMessages>) };
  } catch {
    return crashMessages({ messages: {} });
  }
}

interface BoundaryState {
  error: unknown;
}

class IslandBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error };
  }

  override componentDidCatch(error: unknown): void {
    showCrashPage(error, () => this.setState({ error: null }));
  }

  override render(): ReactNode {
    return this.state.error ? null : this.props.children;
  }
}

let crash: { root: Root; container: HTMLElement; hidden: Element[]; title: string } | undefined;

function showCrashPage(error: unknown, retry: () => void): void {
  const main = document.querySelector('.main-wrapper');
  if (!main) return;
  // Client navigation replaced the main area since the last crash: start afresh.
  if (crash && !crash.container.isConnected) {
    crash.root.unmount();
    crash = undefined;
  }
  if (!crash) {
    const hidden = [...main.children].filter((child) => !child.hasAttribute('hidden'));
    for (const child of hidden) child.setAttribute('hidden', '');
    const container = document.createElement('div');
    main.prepend(container);
    crash = { root: createRoot(container), container, hidden, title: document.title };
  }
  const restore = (): void => {
    if (!crash) return;
    const { root, container, hidden, title } = crash;
    crash = undefined;
    root.unmount();
    container.remove();
    for (const child of hidden) child.removeAttribute('hidden');
    document.title = title;
    retry();
  };
  const messages = messagesOf(main);
  document.title = messages.documentTitle;
  crash.root.render(<CrashPage error={error} onRetry={restore} messages={messages} />);
}

/** Hydrate `element` (an island the server rendered) with the same component tree. */
export function hydrateIsland(element: HTMLElement, node: ReactNode, options: { identifierPrefix?: string } = {}): Root {
  element.setAttribute('data-island-hydrated', '');
  return hydrateRoot(element, <IslandBoundary>{node}</IslandBoundary>, {
    ...options,
    // A mismatch is logged, not fatal: React re-renders the island on the client.
    onRecoverableError: (error) => console.warn('docsgen: island hydration mismatch', error),
  });
}
