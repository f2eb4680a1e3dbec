import { describe, expect, test } from 'vitest';
import {
  backends,
  bearer,
  body,
  countRows,
  form,
  multipart,
  registerUser,
  type SignedIn,
  useTestApp,
} from '../../../test/helpers.js';
import { TINY_PNG as PNG } from '../../../test/images.js';
import { acceptedTask } from '../tasks/test-kit.js';
import { FILE_LINK_SECONDS } from './service.js';

interface FileInfo {
  id: number;
  name: string;
  mime: string;
  size: number;
  url: string;
  preview_url: string;
  expires_at: number;
}

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

describe.each(backends())('files on %s', (backend) => {
  const t = useTestApp(backend);

  const upload = (who: SignedIn, filename: string, contentType: string, data: Buffer) =>
    t().app.inject({
      method: 'POST',
      url: '/api/file/upload',
      ...multipart({}, [{ field: 'document', filename, contentType, data }], bearer(who.token)),
    });
  const detail = (who: SignedIn, id: number) =>
    t().app.inject({ method: 'GET', url: `/api/file/detail?id=${id}`, headers: bearer(who.token) });
  const fetchLink = (url: string) =>
    t().app.inject({ method: 'GET', url: url.slice(url.indexOf('/files/')) });

  test('a PDF is stored as it came and downloads with its type, name and size', async () => {
    const owner = await registerUser(t());
    const sent = await upload(owner, 'Contrat signé.pdf', 'application/pdf', PDF);
    expect(sent.statusCode).toBe(200);
    const info = body<FileInfo>(sent).data;
    expect(info).toMatchObject({ name: 'Contrat signé.pdf', mime: 'application/pdf', size: PDF.length });
    expect(info.expires_at).toBe(t().clock.unix() + FILE_LINK_SECONDS);

    const got = await fetchLink(info.url);
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(PDF)).toBe(true);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.headers['content-length']).toBe(String(PDF.length));
    expect(got.headers['content-disposition']).toBe(
      `attachment; filename="Contrat sign_.pdf"; filename*=UTF-8''${encodeURIComponent('Contrat signé.pdf')}`,
    );
    expect(got.headers['content-security-policy']).toContain('sandbox');
    // A PDF is never shown in place at this origin, even through its preview link.
    const preview = await fetchLink(info.preview_url);
    expect(preview.headers['content-disposition']).toMatch(/^attachment;/);
  });

  test('a picture is cleaned and previews inline; its name takes the real extension', async () => {
    const owner = await registerUser(t());
    const info = body<FileInfo>(await upload(owner, 'scan.pdf', 'application/pdf', PNG)).data;
    expect(info).toMatchObject({ name: 'scan.png', mime: 'image/png' });
    const preview = await fetchLink(info.preview_url);
    expect(preview.headers['content-type']).toBe('image/png');
    expect(preview.headers['content-disposition']).toMatch(/^inline;/);
  });

  test('a renamed non-PDF, an empty file and a missing file are refused and store nothing', async () => {
    const owner = await registerUser(t());
    const before = await countRows(t().db, 'attachments');
    const renamed = await upload(
      owner,
      'invoice.pdf',
      'application/pdf',
      Buffer.from('MZ\x90\x00 not a pdf'),
    );
    expect(renamed.statusCode).toBe(415);
    expect(body(renamed).msg).toBe('Only PDF documents and JPEG, PNG, GIF or WebP pictures can be uploaded.');
    const html = await upload(
      owner,
      'a.pdf',
      'application/pdf',
      Buffer.from('<html><script>alert(1)</script>'),
    );
    expect(html.statusCode).toBe(415);
    const none = await t().app.inject({
      method: 'POST',
      url: '/api/file/upload',
      ...multipart({}, [], { ...bearer(owner.token), 'accept-language': 'zh-Hans' }),
    });
    expect(none.statusCode).toBe(400);
    expect(body(none).msg).toBe('请输入文件');
    expect(await countRows(t().db, 'attachments')).toBe(before);
  });

  test('only the owner reads an unshared file; a task share lets both parties read it', async () => {
    const { p, taker, task } = await acceptedTask(t());
    const info = body<FileInfo>(await upload(taker, 'delivery.pdf', 'application/pdf', PDF)).data;
    expect((await detail(taker, info.id)).statusCode).toBe(200);
    expect((await detail(p, info.id)).statusCode).toBe(404);

    const stranger = await registerUser(t());
    const notTheirs = await t().app.inject({
      method: 'POST',
      url: '/api/file/share',
      ...form({ id: info.id, goods_order_task_id: task.id }, bearer(stranger.token)),
    });
    expect(notTheirs.statusCode).toBe(404);
    const shared = await t().app.inject({
      method: 'POST',
      url: '/api/file/share',
      ...form({ id: info.id, goods_order_task_id: task.id }, bearer(taker.token)),
    });
    expect(shared.statusCode).toBe(200);
    expect(body<FileInfo>(await detail(p, info.id)).data.name).toBe('delivery.pdf');
    expect((await detail(stranger, info.id)).statusCode).toBe(404);
  });

  test('a link with a wrong signature is a 404; an expired one a 403', async () => {
    const owner = await registerUser(t());
    const info = body<FileInfo>(await upload(owner, 'a.pdf', 'application/pdf', PDF)).data;
    const forged = info.url.replace(/sig=[^&]+/, 'sig=AAAA');
    expect((await fetchLink(forged)).statusCode).toBe(404);
    const otherFile = info.url.replace(`/files/${info.id}?`, `/files/${info.id + 1}?`);
    expect((await fetchLink(otherFile)).statusCode).toBe(404);
    t().clock.advance(FILE_LINK_SECONDS + 1);
    const expired = await fetchLink(info.url);
    expect(expired.statusCode).toBe(403);
    expect(body(expired).msg).toBe('This download link has expired. Open the file again for a new one.');
  });
});
