import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '../../../api/transport';
import { cursorPage, demoBusiness } from '../../../ui/community/demo';
import { flush, mount } from '../../../ui/test-utils';
import BusinessList from './businessList';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const categories = [
  { id: 1, name: 'Home repair', icon: '', parent_id: 0, sort: 1 },
  { id: 2, name: 'Cleaning', icon: '', parent_id: 0, sort: 2 },
];

const open = async (api: Record<string, unknown>, o: Parameters<typeof mount>[1] = {}) => {
  const h = mount(<BusinessList />, {
    route: 'businessList',
    token: 'tok',
    api: { '/api/goods/categorize': categories, ...api },
    ...o,
  });
  await flush();
  return h;
};

describe('businessList', () => {
  test('nearest first from the location, by category; a card opens the business', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (ok: PositionCallback) =>
          ok({ coords: { longitude: 121.47, latitude: 31.23 } } as GeolocationPosition),
      },
    });
    const h = await open({
      '/api/community/business/list': (p: Record<string, unknown>) =>
        cursorPage(
          p.goods_categorize_id === 2
            ? []
            : [
                demoBusiness(),
                demoBusiness({
                  id: 5,
                  name: 'Far Away Cleaners',
                  distance_m: 12_400,
                  owner: { id: 3, s_username: 'Wu', face: '', verified: false },
                }),
              ],
        ),
    });
    expect(h.text()).toContain('Newest first');
    await h.click(h.getButton('Use my location'));
    expect(h.calls.filter((c) => c.path === '/api/community/business/list').at(-1)?.params).toMatchObject({
      longitude: 121.47,
      latitude: 31.23,
    });
    expect(h.text()).toContain('Nearest first');
    expect(h.text()).toContain('Home repair · 350 m');
    expect(h.text()).toContain('12.4 km');
    expect(h.container.querySelectorAll('.mp-bl__tag')).toHaveLength(1);
    await h.click(h.getButton('Cleaning'));
    expect(h.text()).toContain('No businesses listed here yet.');
    await h.click(h.getButton('All'));
    await h.click(h.container.querySelector('.mp-cm-card') as Element);
    expect(h.router.navigateTo).toHaveBeenCalledWith('/pagesCommunity/businessDetail/businessDetail', {
      id: 4,
      longitude: 121.47,
      latitude: 31.23,
    });
    expect(h.unstyled()).toEqual([]);
  });

  test('listing my business: what is missing, then submitted for review; a rejection says why', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (ok: PositionCallback) =>
          ok({ coords: { longitude: 121.5, latitude: 31.2 } } as GeolocationPosition),
      },
    });
    const h = await open({
      '/api/community/business/list': cursorPage([]),
      '/api/community/business/mine': demoBusiness({
        status: 'rejected',
        review_reason: 'The licence photo is blurred.',
        licence_pic: '',
      }),
      '/api/community/upload': { url: 'https://app.test/uploads/l.png' },
      '/api/community/business/save': (p: Record<string, unknown>) =>
        demoBusiness({ status: 'pending', name: String(p.name) }),
    });
    await h.click(h.getButton('List my business'));
    expect(h.text()).toContain('Not approved. Please correct it and submit again:');
    expect(h.text()).toContain('The licence photo is blurred.');
    expect(h.getByLabel('Business name').value).toBe('Li’s Bike Repair');
    await h.click(h.getButton('Save and resubmit'));
    expect(h.text()).toContain('Please add a photo of the business licence.');
    expect(h.calls.some((c) => c.path === '/api/community/business/save')).toBe(false);
    const licence = h.getByLabel('Add photos') as HTMLInputElement;
    const inputs = Array.from(h.container.querySelectorAll<HTMLInputElement>('input[type=file]'));
    expect(licence).toBeTruthy();
    const last = inputs[inputs.length - 1] as HTMLInputElement;
    Object.defineProperty(last, 'files', { value: [new File(['x'], 'l.png', { type: 'image/png' })] });
    last.dispatchEvent(new Event('change', { bubbles: true }));
    await flush();
    expect(h.calls.find((c) => c.method === 'UPLOAD')?.params).toEqual({ purpose: 'licence' });
    await h.click(h.getButton('Use my location'));
    await h.click(h.getButton('Save and resubmit'));
    expect(h.calls.find((c) => c.path === '/api/community/business/save')?.params).toMatchObject({
      name: 'Li’s Bike Repair',
      goods_categorize_ids: '1',
      licence_pic: 'https://app.test/uploads/l.png',
      longitude: 121.5,
      latitude: 31.2,
    });
    expect(h.text()).toContain('Waiting for customer service to verify your business.');
  });

  test('a failed list offers a retry; signed out, listing asks to sign in', async () => {
    let n = 0;
    const h = await open(
      {
        '/api/community/business/list': () =>
          n++ === 0 ? new ApiError('server', 'Service busy') : cursorPage([demoBusiness()]),
      },
      { token: null },
    );
    expect(h.container.querySelector('[role=alert]')?.textContent).toContain('Service busy');
    await h.click(h.getButton('Retry'));
    expect(h.text()).toContain('Li’s Bike Repair');
    await h.click(h.getButton('List my business'));
    expect(h.router.navigateTo).toHaveBeenCalledWith('loginView', {
      redirect: '/pagesCommunity/businessList/businessList',
    });
  });
});
