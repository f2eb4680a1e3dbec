import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '../../../../api/transport';
import { demoUser, flush, mount } from '../../../../ui/test-utils';
import PersonCenter from '../personCenter';

afterEach(() => {
  document.body.innerHTML = '';
});

const KINDS = [
  'offer',
  'accepted',
  'paid',
  'delivered',
  'confirmReminder',
  'cancelRequested',
  'disputeResolved',
  'withdrawalFinished',
];
const list = (off: string[] = []) =>
  KINDS.map((kind) => ({
    kind,
    enabled: !off.includes(kind),
    channels: ['paid', 'disputeResolved', 'withdrawalFinished'].includes(kind)
      ? ['wechat', 'sms']
      : ['wechat'],
  }));

async function openSettings(
  post: unknown = (p: { kind: string; enabled: number }) => ({ list: list(p.enabled ? [] : [p.kind]) }),
) {
  const h = mount(<PersonCenter />, {
    route: 'personCenter',
    token: 't',
    api: {
      '/api/user/personalInfo': demoUser,
      '/api/notification/settings': (params: Record<string, unknown>) =>
        'kind' in params ? (typeof post === 'function' ? post(params) : post) : { list: list(['delivered']) },
    },
  });
  await flush();
  await h.click(h.getButton('Notifications'));
  // The settings are a chunk of their own: wait for it, its texts and the first load.
  await vi.waitFor(async () => {
    await flush();
    expect(h.container.querySelector('.mp-notify')).not.toBeNull();
  });
  return h;
}

const switchOf = (h: ReturnType<typeof mount>, label: string) =>
  Array.from(h.container.querySelectorAll<HTMLLabelElement>('.mp-notify label'))
    .find((l) => l.textContent?.startsWith(label))
    ?.querySelector('input') as HTMLInputElement;

describe('personCenter notification settings', () => {
  test('a row of the person center opens one switch per kind, as the server has them', async () => {
    const h = await openSettings();
    const dialog = h.container.querySelector('[role=dialog]') as HTMLElement;
    expect(dialog.textContent).toContain('Notifications');
    expect(h.container.querySelectorAll('.mp-notify input[role=switch]')).toHaveLength(8);
    expect(switchOf(h, 'Payments').checked).toBe(true);
    expect(switchOf(h, 'Work delivered').checked).toBe(false);
    // The kinds that move money say they also go by SMS.
    expect(switchOf(h, 'Payments').closest('label')?.textContent).toContain('Also by text message');
    expect(switchOf(h, 'Work delivered').closest('label')?.textContent).not.toContain('text message');
    expect(h.unstyled()).toEqual([]);
  });

  test('a switch saves at once', async () => {
    const h = await openSettings();
    await h.click(switchOf(h, 'Payments'));
    await flush();
    expect(h.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/notification/settings',
      params: { kind: 'paid', enabled: 0 },
    });
    expect(switchOf(h, 'Payments').checked).toBe(false);
  });

  test('a failed save puts the switch back', async () => {
    const h = await openSettings(new ApiError('network', 'Network Error'));
    await h.click(switchOf(h, 'Payments'));
    await flush();
    expect(switchOf(h, 'Payments').checked).toBe(true);
  });
});
