/**
 * Seams for features that run while a user is signed in (the unread poll) or once at
 * launch (the coupon popup). Features register here; the session starts the polls when a
 * valid token is present and stops them on logout or expiry; unmount disposes all.
 */

/** Starts a poll and returns its stop function. */
export type PollStart = () => () => void;

export function createPolls() {
  const polls = new Map<string, PollStart>();
  const running = new Map<string, () => void>();
  let active = false;

  return {
    /** Registers a poll by name; it starts now if a session is active. Returns unregister. */
    register(name: string, start: PollStart): () => void {
      polls.set(name, start);
      if (active && !running.has(name)) running.set(name, start());
      return () => {
        running.get(name)?.();
        running.delete(name);
        polls.delete(name);
      };
    },
    /** Starts every registered poll that is not running. */
    startAll(): void {
      active = true;
      for (const [name, start] of polls) if (!running.has(name)) running.set(name, start());
    },
    /** Stops every running poll. */
    stopAll(): void {
      active = false;
      for (const stop of running.values()) stop();
      running.clear();
    },
    isRunning: (name: string): boolean => running.has(name),
    dispose(): void {
      for (const stop of running.values()) stop();
      running.clear();
      polls.clear();
      active = false;
    },
  };
}
export type Polls = ReturnType<typeof createPolls>;

/** What a launch hook learns about the launch. */
export interface LaunchContext {
  /** True when the instance launched with a valid token. */
  hasToken: boolean;
}

/**
 * Launch hooks run once after mount (spec 4: with no token the register coupons popup is
 * shown; with a token the coupon view is enabled). Later features register here.
 */
export function createLaunchHooks() {
  const hooks = new Set<(ctx: LaunchContext) => void>();
  let launched: LaunchContext | null = null;
  return {
    register(hook: (ctx: LaunchContext) => void): () => void {
      hooks.add(hook);
      if (launched) hook(launched);
      return () => void hooks.delete(hook);
    },
    run(ctx: LaunchContext): void {
      launched = ctx;
      for (const hook of hooks) hook(ctx);
    },
    dispose(): void {
      hooks.clear();
    },
  };
}
export type LaunchHooks = ReturnType<typeof createLaunchHooks>;
