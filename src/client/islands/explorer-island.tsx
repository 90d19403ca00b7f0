/** The API explorer island: loaded with React when the reader opens "Try it". */
import { ApiExplorer } from '../../../templates/api/ApiExplorer.tsx';
import type { ExplorerProps } from '../../openapi/explorer.ts';
import { credentialStore } from './credential-store.ts';
import type { LocaleMessages } from '../../../templates/translate.ts';
import { hydrateIsland } from './hydrate.tsx';

/** The OAuth 2.0 panel and its browser code: a chunk of its own, fetched only when a scheme can get a token. */
const loadOAuth = () => import('./oauth-island.tsx');

/** Hydrate an explorer; resolves with a function that opens it. */
export function mount(element: HTMLElement, { i18n, ...props }: ExplorerProps & { i18n?: LocaleMessages }): Promise<() => void> {
  return new Promise((resolve) => hydrateIsland(element, <ApiExplorer props={props} {...(i18n ? { i18n } : {})} runtime={{ credentials: credentialStore(props), ...(props.oauth ? { loadOAuth } : {}), onReady: resolve }} />));
}
