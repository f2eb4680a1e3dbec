import { describe, expect, test, vi } from 'vitest';
import { ApiError, type Transport } from '../api/transport';
import { createI18n } from '../i18n';
import { screenTexts } from '../i18n/screens';
import { ORDER_DESCRIPTION_MAX, ORDER_TITLE_MAX, SERVICE_WITHIN_SECONDS } from '../rules/order-limits';
import {
  clampService,
  createPhotos,
  emptyFields,
  fromUnix,
  type OrderFields,
  serviceBounds,
  toUnix,
  validateOrder,
} from './order-form';
import en from './order-form/i18n/en';

const i18n = createI18n();
void i18n.addMessages({ ...screenTexts, en });
const t = i18n.t;

const NOW = new Date(2026, 4, 10, 14, 30, 20).getTime();
const filled = (over: Partial<OrderFields> = {}): OrderFields => ({
  ...emptyFields(NOW),
  category: { id: 2, name: 'Cleaning' },
  title: '  Clean a two-room flat  ',
  description: 'Windows too.\r\nBring a ladder.',
  address: { id: 5, text: 'Shanghai Huangpu Nanjing East Road 100' },
  headcount: '２',
  price: '¥120.5',
  ...over,
});

describe('validateOrder', () => {
  test('an empty form: one translated message per required field', () => {
    const { errors, order } = validateOrder({ ...emptyFields(NOW), headcount: '' }, [], t, { now: NOW });
    expect(order).toBeUndefined();
    expect(errors).toEqual({
      category: 'Choose a category for the task.',
      title: 'Enter a title.',
      description: 'Describe the task.',
      address: 'Choose where the task takes place.',
      headcount: 'Enter a number of people from 1 to 99.',
      price: 'Enter an amount in yuan, like 50 or 49.90.',
    });
  });

  test('limits: title, description, people, price range, service time', () => {
    const long = validateOrder(
      filled({
        title: 'x'.repeat(ORDER_TITLE_MAX + 1),
        description: '字'.repeat(ORDER_DESCRIPTION_MAX + 1),
        headcount: '100',
        price: '0.99',
        date: '2026-05-10',
        time: '14:31',
      }),
      [],
      t,
      { now: NOW },
    );
    expect(long.errors).toEqual({
      title: 'The title can be at most 40 characters.',
      description: 'The description can be at most 140 characters.',
      headcount: 'Enter a number of people from 1 to 99.',
      price: 'The price must be between ¥1.00 and ¥1000000.00.',
      time: 'Choose a service time after now and within a year.',
    });
    const over = validateOrder(filled({ price: '1000000.01', headcount: '0' }), [], t, { now: NOW });
    expect(over.errors.price).toBe('The price must be between ¥1.00 and ¥1000000.00.');
    expect(over.errors.headcount).toBe('Enter a number of people from 1 to 99.');
    // Characters, not UTF-16 units: 40 emoji are a valid title.
    expect(validateOrder(filled({ title: '🧹'.repeat(40) }), [], t, { now: NOW }).errors).toEqual({});
  });

  test('a valid form: what the server takes, trimmed, in fen and Unix seconds', () => {
    const photos = [
      { key: 'a', status: 'done' as const, progress: 1, url: 'https://api.test/uploads/a.png' },
    ];
    const { errors, order } = validateOrder(filled(), photos, t, { now: NOW });
    expect(errors).toEqual({});
    expect(order).toEqual({
      goods_categorize_id: 2,
      title: 'Clean a two-room flat',
      description: 'Windows too.\nBring a ladder.',
      pics: ['https://api.test/uploads/a.png'],
      address_id: 5,
      service_time: toUnix('2026-05-11', '09:00'),
      headcount: 2,
      price_fen: 12050,
      pricing_mode: 'fixed',
    });
  });

  test('photos must all be uploaded; a past time passes when not checked (modifyOrder)', () => {
    const pending = validateOrder(filled(), [{ key: 'a', status: 'uploading', progress: 0.5 }], t, {
      now: NOW,
    });
    expect(pending.errors).toEqual({ pics: 'Wait until the photos finish uploading.' });
    const failed = validateOrder(
      filled(),
      [
        { key: 'a', status: 'done', progress: 1, url: 'u' },
        { key: 'b', status: 'failed', progress: 0 },
      ],
      t,
      { now: NOW },
    );
    expect(failed.errors).toEqual({ pics: 'Some photos were not uploaded: retry or remove them.' });
    const past = filled({ date: '2026-01-01', time: '08:00' });
    expect(validateOrder(past, [], t, { now: NOW, checkTime: false }).errors).toEqual({});
  });
});

describe('service time', () => {
  test('bounds: from the minute after next to the same minute a year ahead, within the server limit', () => {
    const { lo, hi } = serviceBounds(NOW);
    expect(fromUnix(lo.getTime() / 1000)).toEqual({ date: '2026-05-10', time: '14:32' });
    expect(fromUnix(hi.getTime() / 1000)).toEqual({ date: '2027-05-10', time: '14:30' });
    expect(hi.getTime() - NOW).toBeLessThanOrEqual(SERVICE_WITHIN_SECONDS * 1000);
  });

  test('clampService moves a past or too late time to the nearest bound', () => {
    expect(clampService('2026-05-09', '10:00', NOW)).toEqual({ date: '2026-05-10', time: '14:32' });
    expect(clampService('2028-01-01', '10:00', NOW)).toEqual({ date: '2027-05-10', time: '14:30' });
    expect(clampService('2026-06-01', '10:00', NOW)).toEqual({ date: '2026-06-01', time: '10:00' });
    expect(clampService('junk', '', NOW)).toEqual({ date: '2026-05-10', time: '14:32' });
  });
});

describe('createPhotos', () => {
  const file = (name: string) => new File(['x'], name, { type: 'image/png' });

  function fakeUploads() {
    const pending: {
      progress: (f: number) => void;
      resolve: (url: string) => void;
      reject: (e: Error) => void;
    }[] = [];
    const api = {
      upload: vi.fn(
        (_path: string, _file: Blob, opts: { onProgress?: (f: number) => void; fields?: unknown }) =>
          new Promise((resolve, reject) =>
            pending.push({
              progress: opts.onProgress ?? (() => undefined),
              resolve: (url) => resolve({ url }),
              reject,
            }),
          ),
      ),
    } as unknown as Transport;
    return { api, pending };
  }

  test('uploads one at a time with progress; a failure keeps the photo for a retry and the others go on', async () => {
    const { api, pending } = fakeUploads();
    const photos = createPhotos(api, t, ['https://api.test/uploads/old.png']);
    photos.add([file('a.png'), file('b.png')]);
    const states = () => photos.$photos.get().map((p) => p.status);
    expect(states()).toEqual(['done', 'uploading', 'queued']);
    expect(api.upload).toHaveBeenCalledTimes(1);
    expect(vi.mocked(api.upload).mock.calls[0]?.[2]).toMatchObject({
      field: 'file',
      fields: { purpose: 'order' },
    });
    pending[0]?.progress(0.25);
    expect(photos.$photos.get()[1]?.progress).toBe(0.25);
    pending[0]?.reject(new ApiError('server', 'The picture is too large.', 413));
    await vi.waitFor(() => expect(states()).toEqual(['done', 'failed', 'uploading']));
    expect(photos.$photos.get()[1]?.error).toBe('The picture is too large.');
    pending[1]?.resolve('https://api.test/uploads/b.png');
    await vi.waitFor(() => expect(states()).toEqual(['done', 'failed', 'done']));
    photos.retry(photos.$photos.get()[1]?.key ?? '');
    expect(states()).toEqual(['done', 'uploading', 'done']);
    pending[2]?.resolve('https://api.test/uploads/a.png');
    await vi.waitFor(() => expect(states()).toEqual(['done', 'done', 'done']));
    expect(photos.urls()).toEqual([
      'https://api.test/uploads/old.png',
      'https://api.test/uploads/a.png',
      'https://api.test/uploads/b.png',
    ]);
    photos.remove(photos.$photos.get()[0]?.key ?? '');
    expect(photos.urls()).toHaveLength(2);
    photos.clear();
    expect(photos.urls()).toEqual([]);
  });
});
