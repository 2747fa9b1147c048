/**
 * Storage access that survives browsers which throw on it (private modes, disabled cookies,
 * quota): the app then behaves as if nothing was stored.
 */
export interface KeyValue {
  read(key: string): string | null;
  write(key: string, value: string): void;
  remove(key: string): void;
}

export const safeStorage = (pick: () => Storage): KeyValue => ({
  read: (key) => {
    try {
      return pick().getItem(key);
    } catch {
      return null;
    }
  },
  write: (key, value) => {
    try {
      pick().setItem(key, value);
    } catch {
      // Nothing to do: the value simply is not remembered.
    }
  },
  remove: (key) => {
    try {
      pick().removeItem(key);
    } catch {
      // Same as above.
    }
  },
});

/** A Map-backed store for tests and for environments without Web Storage. */
export const memoryStorage = (): KeyValue => {
  const map = new Map<string, string>();
  return {
    read: (key) => map.get(key) ?? null,
    write: (key, value) => void map.set(key, value),
    remove: (key) => void map.delete(key),
  };
};
