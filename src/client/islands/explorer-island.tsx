/** The API explorer island: loaded with React when the reader opens "Try it". */
import { ApiExplorer, type ExplorerRuntime } from '../../../templates/api/ApiExplorer.tsx';
import type { ExplorerProps } from '../../openapi/explorer.ts';
import { hydrateIsland } from './hydrate.tsx';

const CREDENTIALS_KEY = 'docsgen.explorer.credentials';

/** Session storage, or nothing when the browser refuses it: credentials are then kept in memory only. */
function session(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The credentials kept in the tab: one set per API when the site has several (see ExplorerProps.credentialsScope). */
const credentialsIn = (key: string): ExplorerRuntime['credentials'] => ({
  read() {
    try {
      const parsed: unknown = JSON.parse(session()?.getItem(key) ?? '{}');
      return parsed && typeof parsed === 'object' ? Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string')) : {};
    } catch {
      return {};
    }
  },
  write(values) {
    const kept = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''));
    if (Object.keys(kept).length) session()?.setItem(key, JSON.stringify(kept));
    else session()?.removeItem(key);
  },
});

/** Hydrate an explorer; resolves with a function that opens it. */
export function mount(element: HTMLElement, props: ExplorerProps): Promise<() => void> {
  return new Promise((resolve) => hydrateIsland(element, <ApiExplorer props={props} runtime={{ credentials: credentialsIn(props.credentialsScope ? `${CREDENTIALS_KEY}.${props.credentialsScope}` : CREDENTIALS_KEY), onReady: resolve }} />));
}
