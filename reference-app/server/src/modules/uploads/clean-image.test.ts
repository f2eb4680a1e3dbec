import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { jpegWithGps, pngWithText, redBluePixels } from '../../../test/images.js';
import { carriesMetadata, cleanImage, UnreadableImageError } from './clean-image.js';

const pixels = (data: Buffer) => sharp(data, { animated: true }).raw().toBuffer();

describe('cleanImage', () => {
  test('keeps a JPEG 4:4:4 and progressive when it came so', async () => {
    const sent = await (await redBluePixels())
      .jpeg({ chromaSubsampling: '4:4:4', progressive: true })
      .withExif({ IFD0: { Artist: 'Jane Poster' } })
      .toBuffer();
    const meta = await sharp(await cleanImage(sent, 'jpeg')).metadata();
    expect([meta.chromaSubsampling, meta.isProgressive, meta.exif]).toEqual(['4:4:4', true, undefined]);
  });

  test('keeps PNG pixels exactly, palette PNGs as palettes', async () => {
    const truecolour = await pngWithText('Author', 'Jane Poster');
    expect((await pixels(await cleanImage(truecolour, 'png'))).equals(await pixels(truecolour))).toBe(true);
    const palette = await (await redBluePixels()).png({ palette: true, colours: 4 }).toBuffer();
    const cleaned = await cleanImage(palette, 'png');
    expect((await sharp(cleaned).metadata()).isPalette).toBe(true);
    expect((await pixels(cleaned)).equals(await pixels(palette))).toBe(true);
  });

  test('keeps a lossless WebP lossless', async () => {
    const sent = await (await redBluePixels())
      .webp({ lossless: true })
      .withExif({ IFD0: { Artist: 'x' } })
      .toBuffer();
    const cleaned = await cleanImage(sent, 'webp');
    expect((await pixels(cleaned)).equals(await pixels(sent))).toBe(true);
    expect((await sharp(cleaned).metadata()).exif).toBeUndefined();
  });

  test.each(['gif', 'webp'] as const)(
    'keeps every frame and its timing of an animated %s',
    async (format) => {
      const frame = (background: string) =>
        sharp({ create: { width: 10, height: 10, channels: 3, background } })
          .png()
          .toBuffer();
      const frames = await Promise.all(['#ff0000', '#00ff00', '#0000ff'].map(frame));
      const sent = await sharp(frames, { join: { animated: true } })
        [format]({ loop: 0, delay: [100, 200, 300] })
        .toBuffer();
      const meta = await sharp(await cleanImage(sent, format), { animated: true }).metadata();
      expect([meta.pages, meta.delay, meta.loop]).toEqual([3, [100, 200, 300], 0]);
    },
  );

  test('refuses bytes of another format than the one sniffed, and bytes that do not decode', async () => {
    const jpeg = await jpegWithGps();
    await expect(cleanImage(jpeg, 'png')).rejects.toBeInstanceOf(UnreadableImageError);
    await expect(cleanImage(jpeg.subarray(0, 200), 'jpeg')).rejects.toBeInstanceOf(UnreadableImageError);
  });
});

describe('carriesMetadata', () => {
  test('sees EXIF, PNG text and orientation; not a cleaned file', async () => {
    const jpeg = await jpegWithGps();
    expect(await carriesMetadata(jpeg)).toBe(true);
    expect(await carriesMetadata(await pngWithText('Comment', 'hello'))).toBe(true);
    expect(await carriesMetadata(await cleanImage(jpeg, 'jpeg'))).toBe(false);
  });
});
