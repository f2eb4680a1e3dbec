import type { TaskService, TransitionRequest } from './service.js';

/**
 * The applications behind the chat's task cards (the chat's `TaskApplications`, wired in
 * app.ts): declining one is the `reject` transition taken by the caller as a person (never as
 * kefu: the chat speaks for its participants), through the transition call itself, so the same
 * locks, rules, log, timers and events (the `system` message) apply.
 *
 * @example new ChatService({ ..., applications: taskApplications(tasks) });
 */
export function taskApplications(tasks: TaskService): {
  reject(input: { taskId: number; actorId: number; reason: string }): Promise<void>;
} {
  return {
    async reject({ taskId, actorId, reason }) {
      // A form that sends only these fields: every other one reads as absent.
      const request = { id: String(taskId), transition: 'reject', reason } as TransitionRequest;
      await tasks.transition({ userId: actorId, role: 'user' }, request);
    },
  };
}
