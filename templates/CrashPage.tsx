import type { SiteModel } from '../src/render/models.ts';
import { translate } from './translate.ts';

/** The message chain of an error: its message, then each `cause`'s. */
export function errorChain(error: unknown): string[] {
  const chain: string[] = [];
  let current: unknown = error;
  while (current !== undefined && current !== null && chain.length < 10) {
    chain.push(current instanceof Error ? current.message : String(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  return chain;
}

/** The crash page's words, in the page's locale. */
export interface CrashMessages {
  title: string;
  tryAgain: string;
  cause: string;
  documentTitle: string;
}

const CRASH_IDS = ['theme.ErrorPageContent.title', 'theme.ErrorPageContent.tryAgain', 'theme.ErrorPageContent.cause', 'theme.ErrorPageContent.documentTitle'];

/** The crash page's words in the site's locale. */
export function crashMessages(site: Pick<SiteModel, 'messages'>): CrashMessages {
  return {
    title: translate(site, 'theme.ErrorPageContent.title', 'This page crashed.'),
    tryAgain: translate(site, 'theme.ErrorPageContent.tryAgain', 'Try again'),
    cause: translate(site, 'theme.ErrorPageContent.cause', 'Cause:'),
    documentTitle: translate(site, 'theme.ErrorPageContent.documentTitle', 'Page Error'),
  };
}

/**
 * The crash page is drawn by the browser: a page whose locale translates its words carries
 * them on its main area (`data-crash-messages`); an English page carries nothing.
 */
export function crashMessagesAttribute(site: Pick<SiteModel, 'messages'>): { 'data-crash-messages'?: string } {
  return CRASH_IDS.some((id) => site.messages[id] !== undefined) ? { 'data-crash-messages': JSON.stringify(crashMessages(site)) } : {};
}

/** Shown in place of the page when an interactive part of it crashed. */
export function CrashPage({ error, onRetry, messages = crashMessages({ messages: {} }) }: { error: unknown; onRetry: () => void; messages?: CrashMessages }) {
  return (
    <main className="crash-page" role="alert">
      <h1>{messages.title}</h1>
      <button type="button" className="crash-page__retry" onClick={onRetry}>
        {messages.tryAgain}
      </button>
      <div className="crash-page__errors">
        {errorChain(error).map((message, index) => (
          <p key={index}>
            {index > 0 ? <span className="crash-page__cause">{messages.cause} </span> : null}
            <code>{message}</code>
          </p>
        ))}
      </div>
    </main>
  );
}
