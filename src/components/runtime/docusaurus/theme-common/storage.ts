/**
 * `@docusaurus/theme-common`'s storage helpers: a slot of localStorage (or sessionStorage) that
 * site components and plugins' client modules read and write (the PWA plugin keeps its choices
 * there). On the server, and where the browser refuses storage, a slot holds nothing and
 * writing does nothing, as in Docusaurus. A write is announced to the same page with a
 * `storage` event, which browsers only send to other tabs.
 */
import { useCallback, useSyncExternalStore } from 'react';

export type StorageType = 'localStorage' | 'sessionStorage' | 'none';

export interface StorageSlot {
  get(): string | null;
  set(value: string): void;
  del(): void;
  listen(onChange: (event: StorageEvent) => void): () => void;
}

function browserStorage(type: StorageType = 'localStorage'): Storage | null {
  if (type === 'none' || typeof window === 'undefined') return null;
  try {
    return window[type];
  } catch {
    return null;
  }
}

function announce(storage: Storage, key: string, oldValue: string | null, newValue: string | null): void {
  const event = new StorageEvent('storage', { key, oldValue, newValue, storageArea: storage });
  window.dispatchEvent(event);
}

const NOOP_SLOT: Omit<StorageSlot, 'listen'> = { get: () => null, set: () => {}, del: () => {} };

export function createStorageSlot(key: string, options?: { persistence?: StorageType }): StorageSlot {
  const storage = browserStorage(options?.persistence);
  if (!storage) return { ...NOOP_SLOT, listen: () => () => {} };
  const attempt = <T,>(action: () => T, fallback: T): T => {
    try {
      return action();
    } catch {
      return fallback;
    }
  };
  return {
    get: () => attempt(() => storage.getItem(key), null),
    set(value) {
      const old = attempt(() => storage.getItem(key), null);
      attempt(() => storage.setItem(key, value), undefined);
      announce(storage, key, old, value);
    },
    del() {
      const old = attempt(() => storage.getItem(key), null);
      attempt(() => storage.removeItem(key), undefined);
      announce(storage, key, old, null);
    },
    listen(onChange) {
      const listener = (event: StorageEvent): void => {
        if (event.storageArea === storage && event.key === key) onChange(event);
      };
      window.addEventListener('storage', listener);
      return () => window.removeEventListener('storage', listener);
    },
  };
}

/** A slot's value, kept current as it changes (null on the server), and the slot. */
export function useStorageSlot(key: string | null, options?: { persistence?: StorageType }): [string | null, StorageSlot] {
  const slot = key === null ? { ...NOOP_SLOT, listen: () => () => {} } : createStorageSlot(key, options);
  const subscribe = useCallback((onChange: () => void) => slot.listen(() => onChange()), [key, options?.persistence]);
  const value = useSyncExternalStore(subscribe, () => slot.get(), () => null);
  return [value, slot];
}

/** The keys the storage holds. */
export function listStorageKeys(type: StorageType = 'localStorage'): string[] {
  const storage = browserStorage(type);
  if (!storage) return [];
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key !== null) keys.push(key);
  }
  return keys;
}
