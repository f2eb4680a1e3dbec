import { describe, expect, test } from 'vitest';
import {
  backends,
  bearer,
  body,
  multipart,
  type SignedIn,
  type TestApp,
  useTestApp,
} from '../../../test/helpers.js';
import { TINY_PNG as PNG } from '../../../test/images.js';
import { acceptedTask, payAsSystem, type TaskShape, transition } from './test-kit.js';

interface Delivered extends TaskShape {
  deliveries: { note: string; pics: string[]; at: number }[];
}

async function upload(t: TestApp, who: SignedIn): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/upload/image',
    ...multipart(
      { purpose: 'delivery' },
      [{ field: 'file', filename: 'a.png', contentType: 'image/png', data: PNG }],
      bearer(who.token),
    ),
  });
  return body<{ url: string }>(response).data.url;
}

describe.each(backends())('task transitions from the screens on %s', (backend) => {
  const t = useTestApp(backend, { config: { jobIntervalMs: 0 } });

  test('delivery photos are the taker’s own uploads, answered as absolute URLs', async () => {
    const { p, taker, task } = await acceptedTask(t());
    await payAsSystem(t(), task.id);
    const mine = await upload(t(), taker);
    const theirs = await upload(t(), p);
    expect(mine).toMatch(/^https?:\/\/[^/]+\/uploads\/[0-9a-f]{32}\.png$/);

    for (const pics of ['javascript:alert(1)', 'https://elsewhere.test/uploads/x.png', theirs]) {
      const refused = await transition(t(), taker, {
        id: task.id,
        transition: 'deliver',
        note: 'Done',
        pics,
      });
      expect(refused.statusCode).toBe(400);
      expect(body(refused).msg).toBe('Pictures must be uploaded here first, at most 9.');
    }

    const path = new URL(mine).pathname;
    const delivered = await transition(t(), taker, {
      id: task.id,
      transition: 'deliver',
      expected_state: 'paid',
      note: 'Done',
      pics: `${mine},${path}`,
    });
    expect(delivered.statusCode).toBe(200);
    const data = body<Delivered>(delivered).data;
    expect(data.status).toBe('delivered');
    expect(data.deliveries[0]?.pics).toEqual([mine, mine]);
  });

  test('the same key sent twice at once takes the transition once and answers both', async () => {
    const { taker, task } = await acceptedTask(t());
    await payAsSystem(t(), task.id);
    const fields = {
      id: task.id,
      transition: 'start',
      expected_state: 'paid',
      idempotency_key: 'double-tap-key-1',
    };
    const [a, b] = await Promise.all([transition(t(), taker, fields), transition(t(), taker, fields)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(body<TaskShape>(a).data.status).toBe('in_service');
    expect(body<TaskShape>(b).data.status).toBe('in_service');
    const log = body<TaskShape>(b).data.log.filter((r) => r.transition === 'start');
    expect(log).toHaveLength(1);

    const stale = await transition(t(), taker, { ...fields, idempotency_key: 'another-key-22' });
    expect(stale.statusCode).toBe(409);
    expect(body<{ reason: string }>(stale).data.reason).toBe('task.wrongState');
  });
});
