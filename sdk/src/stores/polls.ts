/**
 * The seam for features that run while a user is signed in (the unread poll). Features
 * register here; the session starts the polls when a valid token is present and stops them on
 * logout or expiry; unmount disposes all. (What runs once at launch, the coupon popup, is
 * fetched by the mount itself: app/mount.ts.)
 */

/** Starts a poll and returns its stop function. */
export type PollStart = () => () => void;

export function createPolls() {
  const polls = new Map<string, PollStart>();
  const running = new Map<string, () => void>();
  let active = false;

  function stopAll(): void {
    active = false;
    for (const stop of running.values()) stop();
    running.clear();
  }

  return {
    /** Registers a poll by name, for the instance's life; it starts now if a session is active. */
    register(name: string, start: PollStart): void {
      polls.set(name, start);
      if (active && !running.has(name)) running.set(name, start());
    },
    /** Starts every registered poll that is not running. */
    startAll(): void {
      active = true;
      for (const [name, start] of polls) if (!running.has(name)) running.set(name, start());
    },
    /** Stops every running poll. */
    stopAll,
    dispose(): void {
      stopAll();
      polls.clear();
    },
  };
}
export type Polls = ReturnType<typeof createPolls>;
