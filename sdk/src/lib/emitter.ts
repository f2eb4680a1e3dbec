/** A tiny typed event emitter. `on` returns its own unsubscribe function. */
export interface Emitter<E> {
  on<K extends keyof E>(event: K, fn: (payload: E[K]) => void): () => void;
  emit<K extends keyof E>(event: K, ...payload: E[K] extends undefined ? [] : [E[K]]): void;
  clear(): void;
}

export function createEmitter<E>(): Emitter<E> {
  let handlers = new Map<keyof E, Set<(payload: never) => void>>();
  return {
    on(event, fn) {
      const set = handlers.get(event) ?? new Set();
      handlers.set(event, set.add(fn as (payload: never) => void));
      // this set: after a clear(), the same function added again stays
      return () => void set.delete(fn as (payload: never) => void);
    },
    emit(event, ...payload) {
      for (const fn of [...(handlers.get(event) ?? [])]) {
        try {
          (fn as (p: unknown) => void)(payload[0]);
        } catch (err) {
          // A throwing host listener must not break the widget.
          console.error(err);
        }
      }
    },
    clear() {
      handlers = new Map();
    },
  };
}
