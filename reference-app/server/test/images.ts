import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** A valid 1x1 PNG: the smallest upload the server accepts (it decodes every picture it stores). */
export const TINY_PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000970485973000003e8000003e801b57b526b0000000d49444154089963f8cfc0d00000048101800e02c5240000000049454e44ae426082',
  'hex',
);

/** Where the fixtures say they were taken: the four GPS tags a phone writes. */
export const GPS_EXIF = {
  IFD0: { Make: 'PhoneMaker', Model: 'Phone 15', Artist: 'Jane Poster', Copyright: 'Jane Poster' },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '39/1 54/1 2664/100',
    GPSLongitudeRef: 'E',
    GPSLongitude: '116/1 23/1 4020/100',
  },
};

/**
 * A 40x20 picture, red on the left half and blue on the right, as it is stored in the file
 * (before any EXIF orientation is applied).
 */
export async function redBluePixels(): Promise<sharp.Sharp> {
  const half = (colour: string) =>
    sharp({ create: { width: 20, height: 20, channels: 3, background: colour } })
      .png()
      .toBuffer();
  const [red, blue] = await Promise.all([half('#ff0000'), half('#0000ff')]);
  return sharp({ create: { width: 40, height: 20, channels: 3, background: '#000000' } }).composite([
    { input: red, left: 0, top: 0 },
    { input: blue, left: 20, top: 0 },
  ]);
}

/** A JPEG of `redBluePixels` with GPS, camera and owner in its EXIF, and `orientation` if given. */
export async function jpegWithGps(orientation?: number): Promise<Buffer> {
  const image = (await redBluePixels()).jpeg({ quality: 95 });
  const tagged = orientation === undefined ? image : image.withMetadata({ orientation });
  return tagged.withExifMerge(GPS_EXIF).toBuffer();
}

/** A WebP of `redBluePixels` with GPS in its EXIF chunk. */
export async function webpWithGps(): Promise<Buffer> {
  return (await redBluePixels()).webp({ quality: 95 }).withExif(GPS_EXIF).toBuffer();
}

/** One PNG chunk: length, type, data, CRC of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A PNG of `redBluePixels` with a tEXt chunk (written by hand: sharp does not write them). */
export async function pngWithText(keyword: string, text: string): Promise<Buffer> {
  const png = await (await redBluePixels()).png().toBuffer();
  // Signature (8) and IHDR (25): text chunks may follow directly.
  const afterHeader = 8 + 25;
  return Buffer.concat([
    png.subarray(0, afterHeader),
    pngChunk('tEXt', Buffer.from(`${keyword}\0${text}`, 'latin1')),
    png.subarray(afterHeader),
  ]);
}

/** What a stranger can read from a served picture, besides its pixels. */
export async function metadataOf(data: Buffer) {
  const meta = await sharp(data).metadata();
  return {
    format: meta.format,
    width: meta.width,
    height: meta.height,
    orientation: meta.orientation,
    exif: meta.exif !== undefined,
    xmp: meta.xmp !== undefined,
    iptc: meta.iptc !== undefined,
    comments: meta.comments ?? [],
  };
}

/** The RGB colour at (x, y) of the decoded picture, each channel rounded to red, blue or black. */
export async function colourAt(data: Buffer, x: number, y: number): Promise<'red' | 'blue' | 'other'> {
  const { data: pixels, info } = await sharp(data).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  const [r = 0, g = 0, b = 0] = pixels.subarray(at, at + 3);
  if (r > 200 && g < 50 && b < 50) return 'red';
  if (b > 200 && r < 50 && g < 50) return 'blue';
  return 'other';
}
