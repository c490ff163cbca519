export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function createMemoryStorage(): StorageLike {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  };
}

/** window.localStorage when the page has one and it is usable, else an in-memory stand-in. */
export function defaultStorage(): StorageLike {
  try {
    // Reading localStorage throws where storage is disabled (some private modes).
    const storage = globalThis.window?.localStorage;
    if (storage) return storage;
  } catch {
    // fall through to memory
  }
  return createMemoryStorage();
}
