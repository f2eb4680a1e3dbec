import { afterEach, expect, test } from 'vitest';
import { flush, mount } from '../../../ui/test-utils';
import WebView from './webView';

afterEach(() => {
  document.body.innerHTML = '';
});

const open = (url: string | undefined, allowedWebHosts: string[] = ['help.test']) =>
  mount(<WebView />, {
    route: 'webView',
    below: ['homeView'],
    query: url === undefined ? {} : { url },
    options: { allowedWebHosts, base: 'https://app.test/web/' },
  });

test('shows an allowlisted https page in a sandboxed, titled iframe', () => {
  const h = open('https://help.test/faq?x=1');
  const frame = h.container.querySelector('iframe') as HTMLIFrameElement;
  expect(frame.getAttribute('src')).toBe('https://help.test/faq?x=1');
  expect(frame.getAttribute('title')).toBe('help.test');
  expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
  expect(frame.getAttribute('sandbox')).not.toContain('allow-top-navigation');
  expect(h.unstyled()).toEqual([]); // every class it draws is in a sheet it added
});

test('allows the origin of the deployment base', () => {
  expect(open('https://app.test/web/doc.html', []).container.querySelector('iframe')).not.toBeNull();
});

test.each([
  ['javascript:alert(1)'],
  ['data:text/html,<script>alert(1)</script>'],
  ['https://evil.test/'],
  ['https://help.test.evil.test/'],
  ['ftp://help.test/'],
  [''],
  [undefined],
])('refuses %s with a message and a way back', async (url) => {
  const h = open(url);
  expect(h.container.querySelector('iframe')).toBeNull();
  expect(h.text()).toContain('This link cannot be opened here');
  expect(h.unstyled()).toEqual([]);
  await h.click(h.getButton('Back'));
  expect(h.router.navigateBack).toHaveBeenCalled();
});

test('says the network is gone instead of showing a dead frame, and recovers', async () => {
  const h = open('https://help.test/faq');
  h.inst.network.$online.set(false);
  await flush();
  expect(h.container.querySelector('iframe')).toBeNull();
  expect(h.text()).toContain('Network signal lost');
  h.inst.network.$online.set(true);
  await flush();
  expect(h.container.querySelector('iframe')).not.toBeNull();
});
