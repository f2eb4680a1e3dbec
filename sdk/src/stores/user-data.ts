/**
 * The registry of everything that counts as user data (user, messages, orders, unread...).
 * A store registers a reset function; `clear()` runs them all. Expired tokens and logout
 * call it, so a store added by a later feature is cleared without touching the session.
 *
 * @example
 * const $unread = atom(0);
 * instance.userData.register(() => $unread.set(0));
 */
export function createUserData() {
  const resets = new Set<() => void>();
  return {
    register(reset: () => void): () => void {
      resets.add(reset);
      return () => void resets.delete(reset);
    },
    clear(): void {
      for (const reset of resets) reset();
    },
  };
}
export type UserData = ReturnType<typeof createUserData>;
