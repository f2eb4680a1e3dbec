import { act } from 'preact/test-utils';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { KefuPerson } from '../../../api/endpoints/kefu';
import { ApiError } from '../../../api/transport';
import { flush, mount } from '../../../ui/test-utils';
import KefuUser from './kefuUser';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const NOW = 1_790_000_000;

function person(over: Partial<KefuPerson> = {}): KefuPerson {
  return {
    user: {
      id: 5,
      s_username: 'Li',
      face: '',
      phone: '138****5678',
      role: 'user',
      kefu_level: null,
      smrz: 2,
      name: '李雷',
      id_number: '1****************X',
      share_bp: 1500,
      created_at: NOW,
    },
    restrictions: [],
    notes: [],
    orders: [{ id: 9, title: 'Paint a wall', status: 'open', price_fen: 5000, created_at: NOW }],
    tasks: [{ id: 41, order_id: 9, title: 'Paint a wall', status: 'disputed', price_fen: 5000 }],
    certificates: [],
    businesses: [],
    audit: [],
    ...over,
  };
}

const open = async (api: Record<string, unknown>) => {
  const h = mount(<KefuUser />, { route: 'kefuUser', query: { id: '5' }, token: 'tok', api });
  await flush();
  return h;
};

describe('kefuUser', () => {
  test('certificates and businesses show with their state; a pending one is approved or rejected here', async () => {
    let decided = false;
    const pending = person({
      certificates: [
        {
          id: 3,
          type: 'licence',
          category: 'Plumbing',
          photo: 'https://x/c.jpg',
          status: 'pending',
          reason: '',
          created_at: NOW,
        },
      ],
      businesses: [
        {
          id: 4,
          name: 'Li’s Locksmiths',
          licence_pic: 'https://x/l.jpg',
          status: 'pending',
          reason: '',
          updated_at: NOW,
        },
      ],
    });
    const after = person({
      certificates: [
        { ...(pending.certificates[0] as KefuPerson['certificates'][number]), status: 'approved' },
      ],
      businesses: [
        {
          ...(pending.businesses[0] as KefuPerson['businesses'][number]),
          status: 'rejected',
          reason: 'Blurred.',
        },
      ],
    });
    const h = await open({
      '/api/kefu/user': () => (decided ? after : pending),
      '/api/kefu/certificate/review': () => {
        decided = true;
        return {};
      },
      '/api/kefu/community/business/review': () => ({}),
    });
    expect(h.text()).toContain('Certificate #3 Plumbing · licence');
    expect(h.text()).toContain('Waiting for review');
    await h.click(h.getButton('Approve'));
    expect(h.calls.find((c) => c.path === '/api/kefu/certificate/review')?.params).toEqual({
      id: 3,
      decision: 'approve',
    });
    await flush();
    expect(h.text()).toContain('Approved');
    expect(h.text()).toContain('Business #4 Li’s Locksmiths');
    expect(h.text()).toContain('Rejected');
    expect(h.unstyled()).toEqual([]);
  });

  test('masked by default; revealing the phone asks a reason; the answer replaces the mask', async () => {
    const h = await open({ '/api/kefu/user': person(), '/api/kefu/reveal': { value: '13812345678' } });
    expect(h.text()).toContain('138****5678');
    expect(h.text()).toContain('1****************X');
    expect(h.text()).toContain('李雷 (verified)');
    expect(h.text()).toContain('15%');
    await h.click(h.getButton('Show the phone number'));
    await h.type(h.getByLabel('Reason (written to the audit log)'), 'Call back.');
    await h.click(h.getButton('Show the phone number'));
    expect(h.calls.at(-1)).toMatchObject({
      path: '/api/kefu/reveal',
      params: { record_type: 'user', id: 5, what: 'phone', reason: 'Call back.' },
    });
    expect(h.text()).toContain('13812345678');
    expect(h.unstyled()).toEqual([]);
  });

  test('restricts posting for some days with a reason, then lifts it; the audit shows', async () => {
    const restricted = person({
      restrictions: [
        {
          id: 3,
          kind: 'post',
          reason: 'Spam.',
          until: NOW + 3 * 86_400,
          created_by: 1,
          created_at: NOW,
          live: true,
        },
      ],
      audit: [
        {
          id: 1,
          actor_id: 1,
          actor_level: 'agent',
          action: 'user.restrict-post',
          record_type: 'user',
          record_id: 5,
          before: null,
          after: null,
          reason: 'Spam.',
          created_at: NOW,
        },
      ],
    });
    const h = await open({
      '/api/kefu/user': person(),
      '/api/kefu/user/restrict': restricted,
      '/api/kefu/user/lift': person({
        restrictions: [{ ...restricted.restrictions[0], live: false } as KefuPerson['restrictions'][0]],
      }),
    });
    expect(h.text()).toContain('No restriction so far.');
    expect(h.text()).toContain('No customer service action yet.');
    await h.type(h.getByLabel('For how many days (empty: until lifted)'), '0');
    await h.click(h.getButton('Stop posting orders'));
    await h.type(h.getByLabel('Reason (written to the audit log)'), 'Spam.');
    await h.click(h.getButton('Stop posting orders'));
    expect(h.text()).toContain('Enter 1 to 3650 days, or leave it empty.');
    await h.type(h.getByLabel('For how many days (empty: until lifted)'), '3');
    await h.click(h.getButton('Stop posting orders'));
    expect(h.calls.at(-1)).toMatchObject({
      path: '/api/kefu/user/restrict',
      params: { id: 5, restriction: 'post', days: 3, reason: 'Spam.' },
    });
    expect(h.text()).toContain('No posting Spam.');
    expect(h.text()).toContain('user.restrict-post Spam.');
    await h.click(h.getButton('Lift'));
    await h.type(h.getByLabel('Reason (written to the audit log)'), 'Cleared.');
    await h.click(h.getButton('Lift'));
    expect(h.calls.at(-1)).toMatchObject({
      path: '/api/kefu/user/lift',
      params: { restriction_id: 3, reason: 'Cleared.' },
    });
    expect(h.queryAllByText('Lift')).toEqual([]);
  });

  test('changes the share in percent, adds a note, opens orders and tasks', async () => {
    const h = await open({
      '/api/kefu/user': person(),
      '/api/kefu/user/share': person(),
      '/api/kefu/user/note': person({
        notes: [{ id: 1, author_id: 1, body: 'Calls after 6 pm.', created_at: NOW }],
      }),
    });
    await h.click(h.getButton('Change the commission share'));
    await h.type(h.getByLabel('New share, in percent (0 to 100)'), '12.5');
    await h.type(h.getByLabel('Reason (written to the audit log)'), 'Partner.');
    await h.click(h.getButton('Change the commission share'));
    expect(h.calls.at(-1)).toMatchObject({ path: '/api/kefu/user/share', params: { id: 5, share_bp: 1250 } });
    await h.click(h.getButton('Add the note'));
    expect(h.text()).toContain('Write the note first.');
    await h.type(h.getByLabel('New note (never shown to the user)'), 'Calls after 6 pm.');
    await h.click(h.getButton('Add the note'));
    expect(h.text()).toContain('Calls after 6 pm.');
    await h.click(h.getByText('#41 Paint a wall').closest('button') as Element);
    expect(h.router.navigateTo).toHaveBeenCalledWith('/pagesManage/kefuTask/kefuTask', { id: '41' });
  });

  test('offline with a retry, and in zh-Hant', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    let n = 0;
    const h = await open({
      '/api/kefu/user': () => (n++ === 0 ? new ApiError('network', 'Network Error') : person()),
    });
    expect(h.container.querySelector('[role=alert]')?.textContent).toContain('Network signal lost');
    vi.unstubAllGlobals();
    await h.click(h.getButton('Retry'));
    await act(() => h.inst.i18n.setLocale('zh-Hant'));
    await vi.waitFor(() => expect(h.text()).toContain('禁止刊登訂單'));
  });
});
