import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '../../../api/transport';
import { flush, mount } from '../../../ui/test-utils';
import HomeView from './homeView';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const banners = [
  {
    id: 1,
    image: 'https://img.test/1.png',
    title: 'Spring offers',
    link_type: 'route',
    link: '/pages/aboutUs/aboutUs',
  },
  {
    id: 2,
    image: 'https://img.test/2.png',
    title: 'Help centre',
    link_type: 'web',
    link: 'https://help.test/a',
  },
  { id: 3, image: 'https://img.test/3.png', title: 'Plain', link_type: 'none', link: '' },
];
const share = [
  { page: '/pages/orderList/orderList', key: 'orders', title: 'Orders', pic: 'x' },
  {
    page: '/pages/homeView/homeView',
    key: 'home',
    title: 'Get help nearby',
    pic: 'https://img.test/logo.png',
  },
];

async function open(api: Record<string, unknown> = {}, built?: string[]) {
  const h = mount(<HomeView />, {
    api: { '/api/banner/info': banners, '/api/share/index': share, ...api },
    built,
  });
  await flush();
  return h;
}

describe('homeView', () => {
  test('loads the home banners and opens their links', async () => {
    const h = await open();
    expect(h.unstyled()).toEqual([]); // every class it draws is in a sheet it added
    expect(h.calls[0]).toMatchObject({ path: '/api/banner/info', params: { position: 'home' } });
    await h.click(h.getButton('Spring offers'));
    expect(h.router.navigate).toHaveBeenCalledWith('/pages/aboutUs/aboutUs');
    await h.click(h.getButton('Help centre'));
    expect(h.router.navigateTo).toHaveBeenCalledWith('webView', { url: 'https://help.test/a' });
    await h.click(h.getButton('Plain'));
    expect(h.router.navigateTo).toHaveBeenCalledTimes(1);
  });

  test('advances the carousel by itself, by dot and by swipe', async () => {
    vi.useFakeTimers();
    const h = await open();
    const track = () => (h.container.querySelector('.mp-carousel__track') as HTMLElement).style.transform;
    expect(track()).toBe('translateX(-0%)');
    await vi.advanceTimersByTimeAsync(4000);
    await flush();
    expect(track()).toBe('translateX(-100%)');
    await h.click(h.getButton('Slide 3 of 3'));
    expect(track()).toBe('translateX(-200%)');
    const slide = h.getButton('Plain');
    slide.dispatchEvent(new PointerEvent('pointerdown', { clientX: 200, bubbles: true }));
    slide.dispatchEvent(new PointerEvent('pointerup', { clientX: 100, bubbles: true }));
    await h.click(slide); // the click that ends a swipe opens nothing
    expect(track()).toBe('translateX(-0%)');
    expect(h.router.navigateTo).not.toHaveBeenCalled();
  });

  test('shows a retry when the banners fail, and no carousel when there are none', async () => {
    let fail = true;
    const h = await open({
      '/api/banner/info': () => (fail ? new ApiError('network', 'Network Error') : []),
    });
    expect(h.container.querySelector('[role=alert]')?.textContent).toContain('Network Error');
    fail = false;
    await h.click(h.getButton('Retry'));
    expect(h.container.querySelector('[role=alert]')).toBeNull();
    expect(h.container.querySelector('.mp-carousel')).toBeNull();
  });

  test('says the network is gone when offline', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    const h = await open({ '/api/banner/info': new ApiError('network', 'Network Error') });
    expect(h.text()).toContain('Network signal lost');
  });

  test('lists only the areas that have a route, tabs through switchTab', async () => {
    const h = await open({}, ['homeView', 'personCenter', 'aboutUs']);
    const grid = h.container.querySelector('nav') as HTMLElement;
    expect(grid.textContent).not.toContain('Task hall');
    await h.click(h.getButton('Me'));
    expect(h.router.switchTab).toHaveBeenCalledWith('personCenter');
    await h.click(h.getButton('About us'));
    expect(h.router.navigateTo).toHaveBeenCalledWith('aboutUs');
  });

  test('leads to posting a task, hot positions and recommendations once they exist', async () => {
    const h = await open({}, ['homeView', 'deliverOrder', 'hotTask', 'recommendTask']);
    await h.click(h.getButton('Post a task'));
    expect(h.router.navigateTo).toHaveBeenCalledWith('deliverOrder');
    await h.click(h.getButton('Hot positions'));
    expect(h.router.navigateTo).toHaveBeenCalledWith('hotTask');
    await h.click(h.getButton('Recommended for you'));
    expect(h.router.navigateTo).toHaveBeenCalledWith('recommendTask');
  });

  test('shares the home page through navigator.share with the configured title', async () => {
    const shareFn = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, share: shareFn });
    const h = await open();
    await h.click(h.getButton('Share'));
    expect(shareFn).toHaveBeenCalledWith({
      title: 'Get help nearby',
      text: 'Get help nearby',
      url: 'https://app.test/web/#/pages/homeView/homeView',
    });
    expect(h.toasts).toEqual([]);
  });

  test('copies the link with the "open it in a browser" tip when sharing is unavailable', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    const h = await open();
    await h.click(h.getButton('Share'));
    expect(writeText).toHaveBeenCalledWith('https://app.test/web/#/pages/homeView/homeView');
    expect(h.toasts).toEqual(['Link copied, open it in a browser']);
  });
  // community (issue 12)
  test('leads to the community and the local businesses', async () => {
    const h = await open({}, ['homeView']);
    await h.click(h.getButton('Community'));
    expect(h.router.navigateTo).toHaveBeenCalledWith('/pagesCommunity/infoCommunity/infoCommunity');
    await h.click(h.getButton('Local businesses'));
    expect(h.router.navigateTo).toHaveBeenCalledWith('/pagesCommunity/businessList/businessList');
  });
});
