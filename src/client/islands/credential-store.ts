/**
 * Where the explorer keeps the reader's keys and tokens: one set per API (a site of several
 * APIs never offers one API's token to another), shared by the API's operation pages. In the
 * tab's session storage; in local storage when the reader asks to be remembered on this device
 * (or the site keeps credentials on the device by default); nowhere with `keepCredentials: none`.
 */
import type { CredentialStore, StoredCredentials } from '../../../templates/api/ExplorerAuth.tsx';
import type { ExplorerProps } from '../../openapi/explorer.ts';
import type { Grant } from '../../openapi/oauth-protocol.ts';

type Area = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A Web Storage area, or nothing when the browser refuses it: credentials are then kept by the page only. */
function area(name: 'sessionStorage' | 'localStorage'): Area | undefined {
  try {
    const storage = window[name];
    storage.getItem('docsgen');
    return storage;
  } catch {
    return undefined;
  }
}

const strings = (value: unknown): Record<string, string> =>
  value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')) : {};

const isGrant = (value: unknown): value is Grant =>
  !!value && typeof value === 'object' && typeof (value as Grant).accessToken === 'string' && Array.isArray((value as Grant).scopes) && ((value as Grant).expiresAt === undefined || typeof (value as Grant).expiresAt === 'number');

function parse(text: string | null | undefined): unknown {
  try {
    return JSON.parse(text ?? '{}');
  } catch {
    return {};
  }
}

/** The store of an operation page's API, as its props say (see ExplorerProps.credentialsScope, keepCredentials). */
export function credentialStore(props: Pick<ExplorerProps, 'credentialsScope' | 'keepCredentials'>): CredentialStore {
  const suffix = props.credentialsScope ? `.${props.credentialsScope}` : '';
  const keys = { credentials: `docsgen.explorer.credentials${suffix}`, grants: `docsgen.explorer.grants${suffix}`, remember: `docsgen.explorer.remember${suffix}` };
  const session = area('sessionStorage');
  const local = area('localStorage');
  // `none`: only what this page was given; never written anywhere.
  let kept: StoredCredentials = { credentials: {}, grants: {} };

  const remembered = (): boolean => {
    if (props.keepCredentials === 'none' || !local) return false;
    const choice = local.getItem(keys.remember);
    return choice === null ? props.keepCredentials === 'device' : choice === '1';
  };
  const put = (storage: Area | undefined, stored: StoredCredentials): void => {
    const credentials = strings(stored.credentials);
    const grants = Object.fromEntries(Object.entries(stored.grants).filter(([key, grant]) => credentials[key] === grant.accessToken));
    if (Object.keys(credentials).length) storage?.setItem(keys.credentials, JSON.stringify(credentials));
    else storage?.removeItem(keys.credentials);
    if (Object.keys(grants).length) storage?.setItem(keys.grants, JSON.stringify(grants));
    else storage?.removeItem(keys.grants);
  };
  const drop = (storage: Area | undefined): void => put(storage, { credentials: {}, grants: {} });

  const read = (): StoredCredentials => {
    if (props.keepCredentials === 'none') return kept;
    const storage = remembered() ? local : session;
    const grants = parse(storage?.getItem(keys.grants));
    return {
      credentials: strings(parse(storage?.getItem(keys.credentials))),
      grants: Object.fromEntries(Object.entries(grants && typeof grants === 'object' ? grants : {}).filter((entry): entry is [string, Grant] => isGrant(entry[1]))),
    };
  };

  return {
    keep: props.keepCredentials,
    read,
    write(stored) {
      if (props.keepCredentials === 'none') kept = stored;
      else put(remembered() ? local : session, stored);
    },
    remembered,
    // The credentials move with the choice: to the device, or back to the tab.
    remember(on) {
      if (props.keepCredentials === 'none' || !local) return;
      const stored = read();
      drop(remembered() ? local : session);
      local.setItem(keys.remember, on ? '1' : '0');
      put(on ? local : session, stored);
    },
    clear() {
      kept = { credentials: {}, grants: {} };
      drop(session);
      drop(local);
      local?.removeItem(keys.remember);
    },
  };
}
