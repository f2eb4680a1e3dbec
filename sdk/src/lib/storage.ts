/** Key-value persistence for one instance: localStorage in hash mode, memory otherwise. */
export interface KeyValueStore {
  get<T>(key: string): T | null;
  set(key: string, value: unknown): void;
  remove(key: string): void;
}

type Backend = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Values as JSON in a Storage-like backend under `prefix`. A backend that is missing or throws
 * (storage blocked in privacy mode or a sandboxed iframe, quota exceeded) reads as empty and
 * ignores writes: the widget keeps working without persistence.
 */
function jsonStore(backend: () => Backend | null | undefined, prefix = ''): KeyValueStore {
  return {
    get(key) {
      try {
        return JSON.parse(backend()?.getItem(prefix + key) ?? 'null');
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        backend()?.setItem(prefix + key, JSON.stringify(value));
      } catch {}
    },
    remove(key) {
      try {
        backend()?.removeItem(prefix + key);
      } catch {}
    },
  };
}

/** A store that keeps values in memory only (memory routing: the host owns persistence). */
export function memoryStorage(): KeyValueStore {
  const data = new Map<string, string>();
  const backend: Backend = {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
  return jsonStore(() => backend);
}

/** localStorage namespaced by the deployment base: keys look like `mp:/web/:session`. */
export const localStorageFor = (base: string): KeyValueStore =>
  jsonStore(() => globalThis.localStorage, `mp:${base}:`);
