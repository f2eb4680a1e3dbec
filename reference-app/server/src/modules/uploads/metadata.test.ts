import { describe, expect, test } from 'vitest';
import {
  backends,
  bearer,
  body,
  countAll,
  multipart,
  registerUser,
  type SignedIn,
  type TestApp,
  useTestApp,
} from '../../../test/helpers.js';
import { colourAt, jpegWithGps, metadataOf, pngWithText, webpWithGps } from '../../../test/images.js';

/** Every way a picture reaches the server's storage, as a client sends it. */
const UPLOAD_PATHS: {
  name: string;
  url: string;
  fields: Record<string, string>;
  /** The multipart field of the file, and the answer's field holding the stored picture's URL. */
  file: 'file' | 'face';
  answer: 'url' | 'face';
}[] = [
  ...['order', 'delivery', 'evaluation'].map((purpose) => ({
    name: `POST /api/upload/image (${purpose})`,
    url: '/api/upload/image',
    fields: { purpose },
    file: 'file' as const,
    answer: 'url' as const,
  })),
  {
    name: 'POST /m/api/chat/upload.php',
    url: '/m/api/chat/upload.php',
    fields: {},
    file: 'file',
    answer: 'url',
  },
  {
    name: 'POST /m/api/user/edit_info.php (face)',
    url: '/m/api/user/edit_info.php',
    fields: {},
    file: 'face',
    answer: 'face',
  },
];

type UploadPath = (typeof UPLOAD_PATHS)[number];

function send(t: TestApp, path: UploadPath, who: SignedIn, data: Buffer) {
  return t.app.inject({
    method: 'POST',
    url: path.url,
    ...multipart(
      path.fields,
      [{ field: path.file, filename: 'photo', contentType: 'application/octet-stream', data }],
      bearer(who.token),
    ),
  });
}

const NOTHING_LEFT = { exif: false, xmp: false, iptc: false, comments: [] };

describe.each(backends())('uploaded pictures lose their metadata, on %s', (backend) => {
  const t = useTestApp(backend);

  /** Uploads through `path`, then fetches the stored file back without a token, as a stranger. */
  async function roundTrip(path: UploadPath, data: Buffer): Promise<Buffer> {
    const me = await registerUser(t());
    const response = await send(t(), path, me, data);
    expect(response.statusCode, response.body).toBe(200);
    const served = await t().app.inject({
      method: 'GET',
      url: new URL(body<Record<string, string>>(response).data[path.answer] as string).pathname,
    });
    expect(served.statusCode).toBe(200);
    return served.rawPayload;
  }

  describe.each(UPLOAD_PATHS)('$name', (path) => {
    test('a JPEG with GPS comes back without EXIF, same size and pixels', async () => {
      const sent = await jpegWithGps();
      expect(await metadataOf(sent)).toMatchObject({ exif: true });
      const stored = await roundTrip(path, sent);
      expect(await metadataOf(stored)).toEqual({
        format: 'jpeg',
        width: 40,
        height: 20,
        orientation: undefined,
        ...NOTHING_LEFT,
      });
      expect(stored.includes('PhoneMaker')).toBe(false);
      expect([await colourAt(stored, 5, 10), await colourAt(stored, 35, 10)]).toEqual(['red', 'blue']);
    });

    test('a JPEG turned by EXIF orientation 6 comes back upright, with no orientation tag', async () => {
      const stored = await roundTrip(path, await jpegWithGps(6));
      // Stored 40x20 with red left and blue right; shown turned a quarter clockwise.
      expect(await metadataOf(stored)).toEqual({
        format: 'jpeg',
        width: 20,
        height: 40,
        orientation: undefined,
        ...NOTHING_LEFT,
      });
      expect([await colourAt(stored, 10, 5), await colourAt(stored, 10, 35)]).toEqual(['red', 'blue']);
    });

    test('a PNG with a text chunk and a WebP with EXIF come back without them', async () => {
      const png = await roundTrip(path, await pngWithText('Comment', 'Taken at 12 Quiet Lane'));
      expect(await metadataOf(png)).toEqual({
        format: 'png',
        width: 40,
        height: 20,
        orientation: undefined,
        ...NOTHING_LEFT,
      });
      expect(png.includes('Quiet Lane')).toBe(false);
      const webp = await roundTrip(path, await webpWithGps());
      expect(await metadataOf(webp)).toEqual({
        format: 'webp',
        width: 40,
        height: 20,
        orientation: undefined,
        ...NOTHING_LEFT,
      });
      expect([await colourAt(webp, 5, 10), await colourAt(webp, 35, 10)]).toEqual(['red', 'blue']);
    });

    test('bytes that claim to be a picture but do not decode are refused; nothing is stored', async () => {
      const me = await registerUser(t());
      const before = await countAll(t().db);
      const jpeg = await jpegWithGps();
      // A JPEG's header and EXIF with its picture cut off.
      const broken = jpeg.subarray(0, Math.floor(jpeg.length / 3));
      const response = await send(t(), path, me, broken);
      expect(response.statusCode).toBe(400);
      expect(body(response)).toEqual({
        code: 0,
        msg: 'Only JPEG, PNG, GIF or WebP images can be uploaded.',
        data: null,
      });
      expect(await countAll(t().db)).toEqual(before);
    });
  });
});
