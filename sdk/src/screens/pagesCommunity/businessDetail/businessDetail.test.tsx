import { act } from 'preact/test-utils';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '../../../api/transport';
import { demoBusiness } from '../../../ui/community/demo';
import { flush, mount } from '../../../ui/test-utils';
import BusinessDetail from './businessDetail';

afterEach(() => {
  document.body.innerHTML = '';
});

const evaluations = {
  list: [
    {
      goods_order_task_id: 8,
      goods_order_id: 3,
      title: 'Fix a bike',
      author_role: 'poster',
      about: { id: 2, s_username: 'Li', face: '' },
      visible: true,
      stars: 5,
      content: 'Quick and careful.',
      pics: [],
      at: 1_790_000_000,
      by: { id: 9, s_username: 'Ann', face: '' },
    },
  ],
  page: 1,
  page_size: 20,
  has_more: false,
  average: 5,
  count: 1,
};

const open = async (api: Record<string, unknown>) => {
  const h = mount(<BusinessDetail />, {
    route: 'businessDetail',
    query: { id: '4', longitude: '121.47', latitude: '31.23' },
    token: 'tok',
    api,
  });
  await flush();
  return h;
};

describe('businessDetail', () => {
  test('name, categories, distance, hours, description, the verified owner and their evaluations', async () => {
    const h = await open({
      '/api/community/business/detail': demoBusiness({ description: 'Book at https://bikes.example/book' }),
      '/api/evaluate/list': evaluations,
      '/api/community/report': { reported: true, hidden: false },
    });
    expect(h.calls[0]).toMatchObject({
      path: '/api/community/business/detail',
      params: { id: '4', longitude: 121.47, latitude: 31.23 },
    });
    expect(h.text()).toContain('12 Garden Road · 350 m');
    expect(h.text()).toContain('Opening hours: Mon-Sat 9:00-18:00');
    expect(h.text()).toContain('Real-name verified');
    expect(h.calls.find((c) => c.path === '/api/evaluate/list')?.params).toMatchObject({
      user_id: 2,
      role: 'received',
    });
    expect(h.text()).toContain('Quick and careful.');
    expect(h.text()).toContain('1 reviews');
    await h.click(h.getButton('https://bikes.example/book'));
    expect(h.router.navigateTo).toHaveBeenCalledWith('webView', { url: 'https://bikes.example/book' });
    await h.click(h.getButton('Report'));
    await h.click(h.getButton('Spam or advertising'));
    await h.click(h.getButton('Send report'));
    expect(h.calls.find((c) => c.path === '/api/community/report')?.params).toMatchObject({
      kind: 'business',
      id: 4,
      reason: 'spam',
    });
    expect(h.unstyled()).toEqual([]);
  });

  test('its owner reads the review state; a business not found shows the error with a retry', async () => {
    const h = await open({
      '/api/community/business/detail': demoBusiness({
        status: 'pending',
        licence_pic: 'https://app.test/uploads/l.png',
      }),
      '/api/evaluate/list': { ...evaluations, list: [], count: 0, average: 0 },
    });
    expect(h.text()).toContain('Waiting for customer service to verify your business.');
    expect(h.text()).toContain('No reviews yet.');
    expect(h.text()).not.toContain('Report');
    document.body.innerHTML = '';
    const gone = await open({
      '/api/community/business/detail': new ApiError(
        'server',
        'This business does not exist or is not listed.',
        404,
      ),
    });
    expect(gone.container.querySelector('[role=alert]')?.textContent).toContain(
      'This business does not exist',
    );
  });

  test('in zh-Hant', async () => {
    const h = await open({
      '/api/community/business/detail': demoBusiness(),
      '/api/evaluate/list': evaluations,
    });
    await act(() => h.inst.i18n.setLocale('zh-Hant'));
    await vi.waitFor(() => expect(h.text()).toContain('營業時間'));
    expect(h.text()).toContain('已實名認證');
  });
});
