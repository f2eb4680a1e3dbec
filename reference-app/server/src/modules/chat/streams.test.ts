import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { describe, expect, test } from 'vitest';
import { RECHECK_BATCH, StreamHub, type Ticker, type TokenCheck } from './streams.js';

/** Just enough of a ServerResponse for a stream: writes are kept, end() marks it ended. */
function response(): ServerResponse & { written: string[] } {
  const res = Object.assign(new EventEmitter(), {
    written: [] as string[],
    writableLength: 0,
    writableEnded: false,
    destroyed: false,
    write(chunk: string) {
      res.written.push(chunk);
      return true;
    },
    end() {
      res.writableEnded = true;
    },
  });
  return res as unknown as ServerResponse & { written: string[] };
}

const noTimer: Ticker = { every: () => () => {} };

describe('the ping re-checks tokens in batches', () => {
  test('1,200 streams cost three checks; the signed-out ones end, the rest stay', async () => {
    const batches: string[][] = [];
    const check: TokenCheck = async (tokens) => {
      batches.push(tokens);
      return new Set(tokens.filter((token) => token.endsWith('7')));
    };
    const hub = new StreamHub(noTimer, 25_000, check);
    const streams = Array.from({ length: 1200 }, (_, i) =>
      hub.open(i + 1, 'http://x', response(), `token-${i}`),
    );
    await hub.ping();
    expect(batches.map((batch) => batch.length)).toEqual([RECHECK_BATCH, RECHECK_BATCH, 200]);
    const ended = streams.filter((stream) => stream.closed).map((stream) => stream.token);
    expect(ended).toEqual(streams.map((s) => s.token).filter((token) => token?.endsWith('7')));
    expect(hub.size).toBe(1200 - ended.length);
  });

  test('a check that fails leaves its batch open and the next batches are still checked', async () => {
    let calls = 0;
    const check: TokenCheck = async (tokens) => {
      calls += 1;
      if (calls === 1) throw new Error('database away');
      return new Set(tokens);
    };
    const hub = new StreamHub(noTimer, 25_000, check);
    const streams = Array.from({ length: RECHECK_BATCH + 1 }, (_, i) =>
      hub.open(i + 1, 'http://x', response(), `token-${i}`),
    );
    await hub.ping();
    expect(calls).toBe(2);
    expect(streams.filter((stream) => stream.closed).length).toBe(1);
    expect(hub.size).toBe(RECHECK_BATCH);
  });
});
