import type { KeyValueStore } from "./environment.js";

const DAY_MS = 86_400_000;

/** ISO date (UTC, day granularity) that is `days` after `now`. */
export function expiryDate(now: Date, days: number): string {
  return new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Local storage with an optional expiry under `{key}{suffix}` (SPEC §3, §9). A value stops
 * being valid on its expiry day; an expired value reads as absent and is removed.
 */
export function createExpiringStore(store: KeyValueStore, ttlSuffix: string, clock: () => Date) {
  const ttlKey = (key: string) => `${key}${ttlSuffix}`;
  return {
    get(key: string): string | null {
      const value = store.getItem(key);
      const expires = store.getItem(ttlKey(key));
      if (value !== null && expires !== null && clock().toISOString().slice(0, 10) >= expires) {
        store.removeItem(key);
        store.removeItem(ttlKey(key));
        return null;
      }
      return value;
    },
    set(key: string, value: string, ttlDays?: number): void {
      store.setItem(key, value);
      if (ttlDays === undefined) store.removeItem(ttlKey(key));
      else store.setItem(ttlKey(key), expiryDate(clock(), ttlDays));
    },
    remove(key: string): void {
      store.removeItem(key);
      store.removeItem(ttlKey(key));
    },
  };
}

/** Storage that may throw (private mode, blocked cookies) degrades to a memory store. */
export function safeStorage(get: () => Storage): KeyValueStore {
  try {
    const storage = get();
    const probe = "__probe__";
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    const memory = new Map<string, string>();
    return {
      getItem: (key) => memory.get(key) ?? null,
      setItem: (key, value) => void memory.set(key, String(value)),
      removeItem: (key) => void memory.delete(key),
    };
  }
}
