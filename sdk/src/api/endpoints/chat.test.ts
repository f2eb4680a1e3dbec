import { describe, expect, test, vi } from 'vitest';
import type { Transport } from '../transport';
import * as chat from './chat';

/** A transport that records each call as [method, path, params or fields, options]. */
function recorder() {
  const calls: unknown[][] = [];
  const api = {
    get: vi.fn(async (...args: unknown[]) => void calls.push(['GET', ...args])),
    post: vi.fn(async (...args: unknown[]) => void calls.push(['POST', ...args])),
    upload: vi.fn(
      async (path: string, file: Blob, opts: unknown) => void calls.push(['UPLOAD', path, file, opts]),
    ),
  } as unknown as Transport;
  return { api, calls };
}

describe('chat endpoints (docs/chat.md)', () => {
  test('each call goes to its path with its fields', async () => {
    const { api, calls } = recorder();
    const quiet = { silent: true };
    await chat.getUnreadNumber(api, quiet);
    await chat.openConversation(api, 8);
    await chat.getConversations(api);
    await chat.getConversations(api, 2);
    await chat.getHistory(api, { conversation_id: 3 });
    await chat.getHistory(api, { conversation_id: 3, before_id: 40 });
    await chat.postMessage(api, { conversation_id: 3, content: 'hi', client_key: 'abcdefgh' });
    await chat.getNewMessages(api, 3, 41);
    await chat.refuseOrder(api, 50, 'busy');
    await chat.deleteMessage(api, 41);
    await chat.deleteConversation(api, 3);
    expect(calls).toEqual([
      ['GET', '/m/api/chat/unread_number.php', undefined, quiet],
      ['POST', '/m/api/chat/conversation.php', { accept_id: 8 }, undefined],
      ['POST', '/m/api/chat/list.php', { page: 1 }, undefined],
      ['POST', '/m/api/chat/list.php', { page: 2 }, undefined],
      ['POST', '/m/api/chat/history.php', { conversation_id: 3, page: 1, before_id: undefined }, undefined],
      ['POST', '/m/api/chat/history.php', { conversation_id: 3, page: 1, before_id: 40 }, undefined],
      [
        'POST',
        '/m/api/chat/post.php',
        { conversation_id: 3, content: 'hi', client_key: 'abcdefgh' },
        undefined,
      ],
      ['POST', '/m/api/chat/new.php', { conversation_id: 3, after_id: 41 }, undefined],
      ['POST', '/m/api/chat/refuse_order.php', { chat_id: 50, content: 'busy' }, undefined],
      ['POST', '/m/api/chat/delete.php', { chat_id: 41 }, undefined],
      ['POST', '/m/api/chat/delete.php', { conversation_id: 3 }, undefined],
    ]);
  });

  test('a picture is uploaded as the multipart field `file`, with progress', async () => {
    const { api, calls } = recorder();
    const file = new Blob(['x'], { type: 'image/png' });
    const onProgress = vi.fn();
    await chat.uploadPicture(api, file, { onProgress });
    expect(calls).toEqual([['UPLOAD', '/m/api/chat/upload.php', file, { onProgress, field: 'file' }]]);
  });

  test('client keys are 24 random characters the server accepts', () => {
    const keys = new Set(Array.from({ length: 50 }, () => chat.newClientKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });
});
