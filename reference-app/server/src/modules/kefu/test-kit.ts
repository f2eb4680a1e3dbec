import { bearer, body, form, registerUser, type SignedIn, type TestApp } from '../../../test/helpers.js';
import { acceptedTask, payAsSystem, transition } from '../tasks/test-kit.js';
import { grantKefu } from './staff.js';

/** The clock the kefu tests grant their staff at. */
export const NOW = 1_790_000_000;

/** A signed-in user granted the kefu role at `level`. */
export async function staff(t: TestApp, level: 'agent' | 'supervisor'): Promise<SignedIn> {
  const who = await registerUser(t);
  await grantKefu(t.db, who.phone, level, NOW);
  return who;
}

export function get(t: TestApp, who: SignedIn, url: string) {
  return t.app.inject({ method: 'GET', url, headers: bearer(who.token) });
}

export function post(t: TestApp, who: SignedIn, url: string, fields: Record<string, string | number>) {
  return t.app.inject({ method: 'POST', url, ...form(fields, bearer(who.token)) });
}

/** A paid task of `price_fen` that its poster took to a dispute after the delivery. */
export async function disputedTask(t: TestApp, price_fen: number) {
  const { p, taker, task } = await acceptedTask(t, { price_fen });
  await payAsSystem(t, task.id);
  await transition(t, taker, { id: task.id, transition: 'deliver', note: 'Done.' });
  const disputed = await transition(t, p, {
    id: task.id,
    transition: 'dispute',
    reason: 'The tap still leaks.',
  });
  if (body<{ status: string }>(disputed).data?.status !== 'disputed') {
    throw new Error(`the dispute was refused: ${disputed.body}`);
  }
  return { p, taker, task };
}
