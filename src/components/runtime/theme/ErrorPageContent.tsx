/**
 * `@theme/ErrorPageContent`: what Docusaurus shows where a page crashed in the browser (the
 * fallback of `@docusaurus/ErrorBoundary`), with Infima's classes as the classic theme has them.
 */
import type { ReactNode } from 'react';
import { translate } from '../docusaurus/Translate.tsx';
import { ErrorBoundaryError, ErrorBoundaryTryAgainButton } from '../docusaurus/theme-common/error-boundary.tsx';

export default function ErrorPageContent({ error, tryAgain }: { error: Error; tryAgain: () => void }): ReactNode {
  return (
    <main className="container margin-vert--xl">
      <div className="row">
        <div className="col col--6 col--offset-3">
          <h1 className="hero__title">{translate({ id: 'theme.ErrorPageContent.title', message: 'This page crashed.' })}</h1>
          <div className="margin-vert--lg">
            <ErrorBoundaryTryAgainButton onClick={tryAgain} className="button button--primary shadow--lw" />
          </div>
          <hr />
          <div className="margin-vert--md">
            <ErrorBoundaryError error={error} />
          </div>
        </div>
      </div>
    </main>
  );
}
