import { afterEach, describe, expect, test, vi } from 'vitest';
import type { FileInfo } from '../../../api/endpoints/feedback';
import { ApiError } from '../../../api/transport';
import { flush, mount } from '../../../ui/test-utils';
import DownloadFile from './downloadFile';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const info = (over: Partial<FileInfo> = {}): FileInfo => ({
  id: 21,
  name: 'contract.pdf',
  mime: 'application/pdf',
  size: 1_572_864,
  created_at: 1,
  url: 'https://app.test/files/21?exp=9&sig=s&download=1',
  preview_url: 'https://app.test/files/21?exp=9&sig=s',
  expires_at: 9,
  ...over,
});

const open = async (api: Record<string, unknown>) => {
  const h = mount(<DownloadFile />, { route: 'downloadFile', token: 'tok', query: { id: '21' }, api });
  await flush();
  return h;
};

describe('downloadFile', () => {
  test('shows the name, type and size', async () => {
    const h = await open({ '/api/file/detail': info() });
    expect(h.text()).toContain('contract.pdf');
    expect(h.text()).toContain('PDF document · 1.5 MB');
    expect(h.calls[0]?.params).toEqual({ id: '21' });
    expect(h.unstyled()).toEqual([]);
  });

  test('in WeChat’s browser, Download copies the link and says to open it in a browser', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', {
      ...navigator,
      userAgent: 'Mozilla/5.0 (iPhone) MicroMessenger/8.0.50',
      clipboard: { writeText },
    });
    const h = await open({ '/api/file/detail': info() });
    await h.click(h.getButton('Download'));
    await flush();
    expect(writeText).toHaveBeenCalledWith('https://app.test/files/21?exp=9&sig=s&download=1');
    expect(h.toasts).toEqual(['Link copied, open it in a browser']);
    expect(h.text()).toContain('Link copied, open it in a browser');
  });

  test('a picture previews in place', async () => {
    const h = await open({ '/api/file/detail': info({ name: 'site.png', mime: 'image/png', size: 900 }) });
    expect(h.text()).toContain('Picture · 900 B');
    await h.click(h.getButton('Preview'));
    expect(h.container.querySelector('img')?.getAttribute('src')).toBe(
      'https://app.test/files/21?exp=9&sig=s',
    );
  });

  test('a file that is not there (or not shared) shows the error with a retry', async () => {
    const h = await open({
      '/api/file/detail': new ApiError('server', 'This file does not exist or is not shared with you.'),
    });
    expect(h.text()).toContain('This file does not exist or is not shared with you.');
    expect(h.getButton('Retry')).toBeTruthy();
  });
});
