import { deflateSync } from 'node:zlib';

/**
 * Generated pictures for the demo (order photos, faces): a PNG made here, so a first start needs
 * no image files and no network. Each is a soft two-colour gradient with a few discs, different
 * for every seed; the upload path treats it like any photo a person sends.
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** HSL (hue in degrees, saturation and lightness 0-1) to 8-bit RGB. */
function hsl(h: number, s: number, l: number): [number, number, number] {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

/** A small deterministic generator, so the same seed draws the same picture. */
function random(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * An RGB PNG of `width` x `height`: a diagonal gradient between two shades of `hue`, with five
 * lighter discs placed by `seed`.
 */
export function demoPicture(hue: number, seed: number, width = 480, height = 360): Buffer {
  const next = random(seed);
  const from = hsl(hue, 0.55, 0.55);
  const to = hsl((hue + 40) % 360, 0.6, 0.35);
  const discs = Array.from({ length: 5 }, () => ({
    x: next() * width,
    y: next() * height,
    r: (0.08 + next() * 0.18) * Math.min(width, height),
  }));
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    rows[row] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2;
      let light = 0;
      for (const d of discs) if ((x - d.x) ** 2 + (y - d.y) ** 2 < d.r ** 2) light += 0.14;
      const at = row + 1 + x * 3;
      for (let c = 0; c < 3; c++) {
        const base = (from[c] as number) * (1 - t) + (to[c] as number) * t;
        rows[at + c] = Math.min(255, Math.round(base + (255 - base) * light));
      }
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
