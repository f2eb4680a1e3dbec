import sharp from 'sharp';

// Each upload is a different picture: libvips' operation cache would only hold memory.
sharp.cache(false);

/** The formats the server stores (uploads/service.ts `sniffImage`), by sharp's names. */
export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp';

/**
 * Pictures larger than this many pixels are refused before decoding (a small file can declare a
 * huge canvas). 100 MP holds the full-resolution photos of today's phones.
 */
export const MAX_IMAGE_PIXELS = 100_000_000;

/** JPEG and lossy WebP are written again at this quality (libjpeg without mozjpeg's tables). */
export const REENCODE_QUALITY = 90;

/** The bytes could not be decoded as a picture of the format they claim. */
export class UnreadableImageError extends Error {
  constructor(cause: unknown) {
    super('unreadable image', { cause });
  }
}

function open(data: Buffer, failOn: sharp.FailOnOptions): sharp.Sharp {
  return sharp(data, { animated: true, failOn, limitInputPixels: MAX_IMAGE_PIXELS });
}

async function readMetadata(data: Buffer, failOn: sharp.FailOnOptions): Promise<sharp.Metadata> {
  try {
    return await open(data, failOn).metadata();
  } catch (error) {
    throw new UnreadableImageError(error);
  }
}

/**
 * True when sharp finds something to remove: EXIF (GPS, camera, owner, orientation), XMP, IPTC,
 * or the text chunks of a PNG. JPEG comment segments are not reported by sharp; `cleanImage`
 * removes them all the same.
 */
export async function carriesMetadata(data: Buffer): Promise<boolean> {
  const meta = await readMetadata(data, 'none');
  return Boolean(
    meta.exif || meta.xmp || meta.iptc || (meta.comments?.length ?? 0) > 0 || (meta.orientation ?? 1) !== 1,
  );
}

/** The ids of the RIFF chunks between `start` and `end`, walked by their sizes. */
function* riffChunks(
  data: Buffer,
  start: number,
  end: number,
): Generator<{ id: string; body: number; size: number }> {
  let offset = start;
  while (offset + 8 <= end) {
    const size = data.readUInt32LE(offset + 4);
    yield { id: data.toString('latin1', offset, offset + 4), body: offset + 8, size };
    offset += 8 + size + (size % 2);
  }
}

/** A WebP is lossless when its (first frame's) image data is a `VP8L` chunk rather than `VP8 `. */
function isLosslessWebp(data: Buffer): boolean {
  for (const chunk of riffChunks(data, 12, data.length)) {
    if (chunk.id === 'VP8L') return true;
    if (chunk.id === 'VP8 ') return false;
    if (chunk.id === 'ANMF') {
      // A frame: 16 bytes of position and timing, then its own ALPH / VP8 / VP8L chunks.
      const frameEnd = Math.min(chunk.body + chunk.size, data.length);
      for (const inner of riffChunks(data, chunk.body + 16, frameEnd)) {
        if (inner.id === 'VP8L') return true;
        if (inner.id === 'VP8 ') return false;
      }
    }
  }
  return false;
}

/**
 * The same picture without its metadata: decoded, turned upright by its EXIF orientation, and
 * written again in its own format with nothing but pixels and the ICC colour profile (which
 * says how to show the colours, not who or where). JPEG keeps its chroma subsampling and
 * progressive scan at quality 90; PNG and lossless WebP stay lossless; GIF is quantised again
 * with its own palette (colours may move a few levels); animations keep their frames. Throws
 * `UnreadableImageError` when the bytes do not decode.
 *
 * `failOn`: uploads refuse damaged pixel data (`'error'`); the clean-up of stored files salvages
 * what a browser would show (`'none'`).
 */
export async function cleanImage(
  data: Buffer,
  format: ImageFormat,
  failOn: sharp.FailOnOptions = 'error',
): Promise<Buffer> {
  const meta = await readMetadata(data, failOn);
  if (meta.format !== format) throw new UnreadableImageError(`sniffed ${format}, decoded ${meta.format}`);
  let image = open(data, failOn).keepIccProfile();
  if ((meta.orientation ?? 1) !== 1) image = image.autoOrient();
  switch (format) {
    case 'jpeg':
      image = image.jpeg({
        quality: REENCODE_QUALITY,
        mozjpeg: false,
        progressive: meta.isProgressive ?? false,
        chromaSubsampling: meta.chromaSubsampling === '4:4:4' ? '4:4:4' : '4:2:0',
      });
      break;
    case 'png':
      image = image.png({ palette: meta.isPalette ?? false, progressive: meta.isProgressive ?? false });
      break;
    case 'gif':
      image = image.gif({ reuse: true });
      break;
    case 'webp':
      image = isLosslessWebp(data)
        ? image.webp({ lossless: true })
        : image.webp({ quality: REENCODE_QUALITY, alphaQuality: 100 });
      break;
  }
  try {
    return await image.toBuffer();
  } catch (error) {
    throw new UnreadableImageError(error);
  }
}
