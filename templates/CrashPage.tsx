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

/** Shown in place of the page when an interactive part of it crashed. */
export function CrashPage({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <main className="crash-page" role="alert">
      <h1>This page crashed.</h1>
      <button type="button" className="crash-page__retry" onClick={onRetry}>
        Try again
      </button>
      <div className="crash-page__errors">
        {errorChain(error).map((message, index) => (
          <p key={index}>
            {index > 0 ? <span className="crash-page__cause">Cause: </span> : null}
            <code>{message}</code>
          </p>
        ))}
      </div>
    </main>
  );
}
