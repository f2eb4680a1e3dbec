/** Key-value persistence for one instance: localStorage in hash mode, memory otherwise. */
export interface KeyValueStore {
  get<T>(key: string): T | null;
  set(key: string, value: unknown): void;
  remove(key: string): void;
}

/** A store that keeps values in memory only (memory routing: the host owns persistence). */
export function memoryStorage(): KeyValueStore {
  const data = new Map<string, string>();
  return {
    get: (key) => parse(data.get(key) ?? null),
    set: (key, value) => void data.set(key, JSON.stringify(value)),
    remove: (key) => void data.delete(key),
  };
}

/** localStorage namespaced by the deployment base: keys look like `mp:/web/:session`. */
export function localStorageFor(base: string): KeyValueStore {
  const ns = (key: string) => `mp:${base}:${key}`;
  const ls = (): Storage | null => {
    try {
      return globalThis.localStorage ?? null;
    } catch {
      return null; // storage blocked (privacy mode, sandboxed iframe)
    }
  };
  return {
    get: (key) => parse(ls()?.getItem(ns(key)) ?? null),
    set: (key, value) => {
      try {
        ls()?.setItem(ns(key), JSON.stringify(value));
      } catch {
        // quota exceeded or blocked: keep working without persistence
      }
    },
    remove: (key) => ls()?.removeItem(ns(key)),
  };
}

function parse<T>(raw: string | null): T | null {
  if (raw == null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}
