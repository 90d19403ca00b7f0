import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { credentialStore } from '../../src/client/islands/credential-store.ts';

/** A Web Storage area in memory. */
function area(): Storage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    key: (index: number) => [...items.keys()][index] ?? null,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

let session: ReturnType<typeof area>;
let local: ReturnType<typeof area>;
beforeEach(() => {
  session = area();
  local = area();
  Object.assign(globalThis, { window: { sessionStorage: session, localStorage: local } });
});
afterEach(() => {
  delete (globalThis as { window?: unknown }).window;
});

const grant = { accessToken: 'tok', expiresAt: 5, scopes: ['a'] };

describe('credentialStore', () => {
  it('keeps an API’s credentials for the tab, under its own keys, with what it knows of got tokens', () => {
    const store = credentialStore({ credentialsScope: 'shop', keepCredentials: 'tab' });
    store.write({ credentials: { auth: 'tok', key: 'k1', empty: '' }, grants: { auth: grant, key: { ...grant, accessToken: 'other' } } });
    expect(Object.fromEntries(session.items)).toEqual({ 'docsgen.explorer.credentials.shop': '{"auth":"tok","key":"k1"}', 'docsgen.explorer.grants.shop': JSON.stringify({ auth: grant }) });
    expect(local.items.size).toBe(0);
    expect(credentialStore({ credentialsScope: 'shop', keepCredentials: 'tab' }).read()).toEqual({ credentials: { auth: 'tok', key: 'k1' }, grants: { auth: grant } });
    expect(credentialStore({ credentialsScope: 'admin', keepCredentials: 'tab' }).read()).toEqual({ credentials: {}, grants: {} });
  });

  it('moves them to the device when the reader asks, and back; forgetting clears both and the choice', () => {
    const store = credentialStore({ keepCredentials: 'tab' });
    store.write({ credentials: { auth: 'tok' }, grants: {} });
    expect(store.remembered()).toBe(false);
    store.remember(true);
    expect([session.getItem('docsgen.explorer.credentials'), local.getItem('docsgen.explorer.credentials')]).toEqual([null, '{"auth":"tok"}']);
    expect(credentialStore({ keepCredentials: 'tab' }).remembered()).toBe(true);
    store.remember(false);
    expect([session.getItem('docsgen.explorer.credentials'), local.getItem('docsgen.explorer.credentials')]).toEqual(['{"auth":"tok"}', null]);
    store.remember(true);
    store.clear();
    expect([session.items.size, local.items.size]).toEqual([0, 0]);
  });

  it('keeps them on the device by default with `device`, unless the reader unticks it', () => {
    const store = credentialStore({ keepCredentials: 'device' });
    expect(store.remembered()).toBe(true);
    store.write({ credentials: { auth: 'tok' }, grants: {} });
    expect(local.getItem('docsgen.explorer.credentials')).toBe('{"auth":"tok"}');
    store.remember(false);
    expect(credentialStore({ keepCredentials: 'device' }).remembered()).toBe(false);
    expect(session.getItem('docsgen.explorer.credentials')).toBe('{"auth":"tok"}');
  });

  it('stores nothing with `none`: the page keeps what it was given', () => {
    const store = credentialStore({ keepCredentials: 'none' });
    store.write({ credentials: { auth: 'tok' }, grants: {} });
    store.remember(true);
    expect([session.items.size, local.items.size, store.remembered()]).toEqual([0, 0, false]);
    expect(store.read().credentials).toEqual({ auth: 'tok' });
    expect(credentialStore({ keepCredentials: 'none' }).read().credentials).toEqual({});
  });

  it('reads what it cannot use as nothing, and keeps working when the browser refuses storage', () => {
    session.setItem('docsgen.explorer.credentials', '{not json');
    session.setItem('docsgen.explorer.grants', JSON.stringify({ auth: { accessToken: 1 } }));
    expect(credentialStore({ keepCredentials: 'tab' }).read()).toEqual({ credentials: {}, grants: {} });
    Object.assign(globalThis, { window: {} });
    const store = credentialStore({ keepCredentials: 'tab' });
    store.write({ credentials: { auth: 'tok' }, grants: {} });
    expect(store.read()).toEqual({ credentials: {}, grants: {} });
  });
});
