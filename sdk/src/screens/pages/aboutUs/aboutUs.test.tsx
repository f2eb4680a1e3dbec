import { afterEach, expect, test, vi } from 'vitest';
import { version } from '../../../../package.json';
import { ApiError } from '../../../api/transport';
import { flush, mount } from '../../../ui/test-utils';
import AboutUs from './aboutUs';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const list = {
  list: [
    { agreement_key: 'user_agreement', title: 'User Agreement', updated_at: 1 },
    { agreement_key: 'privacy_policy', title: 'Privacy Policy', updated_at: 1 },
  ],
  page: 1,
  page_size: 20,
  has_more: false,
};

test('shows the product, its version and the agreements from page 1', async () => {
  vi.stubGlobal('IntersectionObserver', undefined);
  const h = mount(<AboutUs />, {
    route: 'aboutUs',
    below: ['homeView'],
    api: { '/api/agreement/list': list },
  });
  expect(h.unstyled()).toEqual([]); // every class it draws while loading is in a sheet it added
  await flush();
  expect(h.getByText('About us').tagName).toBe('H1');
  expect(h.text()).toContain('Task Marketplace');
  expect(h.text()).toContain(`Version ${version}`);
  expect(h.calls[0]).toMatchObject({ path: '/api/agreement/list', params: { page: 1 } });
  await h.click(h.getButton('Privacy Policy'));
  expect(h.router.navigateTo).toHaveBeenCalledWith('aboutContract', { key: 'privacy_policy' });
  expect(h.text()).toContain('no more');
  expect(h.unstyled()).toEqual([]);
});

test('offers a retry when the agreements fail to load', async () => {
  let fail = true;
  const h = mount(<AboutUs />, {
    route: 'aboutUs',
    api: {
      '/api/agreement/list': () => (fail ? new ApiError('timeout', 'timeout of 30000 ms exceeded') : list),
    },
  });
  await flush();
  expect(h.text()).toContain('timeout of 30000 ms exceeded');
  fail = false;
  await h.click(h.getButton('Retry'));
  expect(h.getButton('User Agreement')).toBeTruthy();
});
