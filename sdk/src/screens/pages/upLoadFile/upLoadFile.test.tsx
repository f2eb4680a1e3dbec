import { act } from 'preact/test-utils';
import { afterEach, describe, expect, test } from 'vitest';
import type { FileInfo } from '../../../api/endpoints/feedback';
import { ApiError } from '../../../api/transport';
import { FILE_MAX_BYTES } from '../../../rules/feedback';
import { takePick } from '../../../ui/picks';
import { flush, mount } from '../../../ui/test-utils';
import UpLoadFile from './upLoadFile';

afterEach(() => {
  document.body.innerHTML = '';
});

const info: FileInfo = {
  id: 21,
  name: 'contract.pdf',
  mime: 'application/pdf',
  size: 2048,
  created_at: 1,
  url: 'https://app.test/files/21?download=1',
  preview_url: 'https://app.test/files/21',
  expires_at: 2,
};

const open = async (api: Record<string, unknown> = {}, query: Record<string, string> = {}, token = 'tok') => {
  const h = mount(<UpLoadFile />, { route: 'upLoadFile', below: ['orderDetail'], token, query, api });
  await flush();
  return h;
};

async function choose(h: Awaited<ReturnType<typeof open>>, file: File) {
  const input = h.getByLabel('Choose a file');
  Object.defineProperty(input, 'files', { configurable: true, value: [file] });
  act(() => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await flush(20);
}

describe('upLoadFile', () => {
  test('uploads a PDF, shares it with the task and hands it back to the opener', async () => {
    const h = await open({ '/api/file/upload': info, '/api/file/share': null }, { task: '5' });
    expect(h.text()).toContain('A PDF document or a picture (JPEG, PNG, GIF, WebP), up to 5 MB.');
    await choose(h, new File(['%PDF-1.4 body'], 'contract.pdf', { type: 'application/pdf' }));
    expect(h.calls.map((c) => c.path)).toEqual(['/api/file/upload', '/api/file/share']);
    expect(h.calls[1]?.params).toEqual({ id: 21, goods_order_task_id: '5' });
    expect(h.text()).toContain('contract.pdf');
    expect(h.text()).toContain('PDF document · 2 KB');
    expect(h.text()).toContain('Uploaded and shared with the other party of the task.');
    expect(takePick<FileInfo>(h.router, 'file')).toEqual(info);
    await h.click(h.getButton('Done'));
    expect(h.router.navigateBack).toHaveBeenCalled();
    expect(h.unstyled()).toEqual([]);
  });

  test('a renamed non-PDF and a file over the limit are refused before sending', async () => {
    const h = await open({ '/api/file/upload': info });
    await choose(h, new File(['MZ\u0090 program'], 'invoice.pdf', { type: 'application/pdf' }));
    expect(h.text()).toContain('Only PDF documents and pictures can be uploaded.');
    const big = new File(['%PDF-'], 'big.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: FILE_MAX_BYTES + 1 });
    await choose(h, big);
    expect(h.text()).toContain('This file is too large. The limit is 5 MB.');
    expect(h.calls).toEqual([]);
  });

  test('the server’s refusal is shown and nothing is handed back', async () => {
    const h = await open({
      '/api/file/upload': new ApiError(
        'server',
        'Only PDF documents and JPEG, PNG, GIF or WebP pictures can be uploaded.',
      ),
    });
    await choose(h, new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])], 'a.png'));
    expect(h.text()).toContain('Only PDF documents and JPEG, PNG, GIF or WebP pictures can be uploaded.');
    expect(takePick(h.router, 'file')).toBeUndefined();
  });

  test('signed out, it asks to sign in', async () => {
    const h = await open({}, {}, '');
    expect(h.text()).toContain('Please sign in to upload files.');
  });
});
