/**
 * localStorage, or a storage that keeps nothing when the browser refuses it (privacy
 * modes, sandboxed iframes): the site keeps working, with one console warning.
 */
let storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined;

export function safeStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  if (storage) return storage;
  try {
    const local = window.localStorage;
    local.getItem('docsgen');
    storage = local;
  } catch {
    console.warn('docsgen: localStorage is unavailable; preferences (colour mode, tabs, dismissed announcements) will not be remembered');
    storage = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };
  }
  return storage;
}
