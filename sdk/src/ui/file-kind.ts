/**
 * What the attachment screens (upLoadFile, downloadFile) say about a file: its kind from its
 * first bytes (the server decides the same way) and its size in words.
 */

/** `pdf`, `image`, or null for anything else (whatever its name or declared type). */
export type FileKind = 'pdf' | 'image';

const startsWith = (b: Uint8Array, bytes: number[], at = 0) => bytes.every((v, i) => b[at + i] === v);

/** The kind of a file from its first 12 bytes: PDF, JPEG, PNG, GIF or WebP. */
export function kindOfBytes(b: Uint8Array): FileKind | null {
  if (startsWith(b, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf'; // %PDF-
  if (startsWith(b, [0xff, 0xd8, 0xff])) return 'image';
  if (startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image';
  if (startsWith(b, [0x47, 0x49, 0x46, 0x38])) return 'image'; // GIF8
  if (startsWith(b, [0x52, 0x49, 0x46, 0x46]) && startsWith(b, [0x57, 0x45, 0x42, 0x50], 8)) return 'image';
  return null;
}

/** Reads the head of a picked file and tells its kind. */
export async function kindOfFile(file: Blob): Promise<FileKind | null> {
  const head = file.slice(0, 12);
  const buffer =
    typeof head.arrayBuffer === 'function'
      ? await head.arrayBuffer()
      : await new Response(head).arrayBuffer();
  return kindOfBytes(new Uint8Array(buffer));
}

/** 1536 -> "1.5 KB", in the locale's digits. */
export function formatBytes(size: number, locale: string): string {
  const units = ['B', 'KB', 'MB'];
  let value = size;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  return `${value.toLocaleString(locale, { maximumFractionDigits: digits })} ${units[unit]}`;
}
