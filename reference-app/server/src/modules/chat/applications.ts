import type { TaskService, TransitionRequest } from '../tasks/service.js';
import type { TaskApplications } from './service.js';

/**
 * The applications behind task cards, through the tasks module: declining one is the `reject`
 * transition taken by the caller as a person (never as kefu: the chat speaks for its
 * participants), through the transition call itself, so the same locks, rules, log, timers and
 * effects (the `system` message) apply. `tasks` is read when called: the app builds the task
 * service after the chat service, whose task effects it takes.
 *
 * @example new ChatService({ ..., applications: taskApplications(() => tasks) });
 */
export function taskApplications(tasks: () => TaskService): TaskApplications {
  return {
    async reject({ taskId, actorId, reason }) {
      // A form that sends only these fields: every other one reads as absent.
      const request = { id: String(taskId), transition: 'reject', reason } as TransitionRequest;
      await tasks().transition({ userId: actorId, role: 'user' }, request);
    },
  };
}
