const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');

/**
 * Whether the content is a PDF: it starts with `%PDF-` (ISO 32000-1, 7.5.2: the header is the
 * first line). The file name and the declared type are ignored. Pictures are recognised by the
 * uploads module's `prepareImage`, which also decodes them.
 */
export function isPdf(data: Buffer): boolean {
  return data.length > PDF_MAGIC.length && data.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC);
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we drop.
const UNSAFE = /[\u0000-\u001f\u007f/\\:*?"<>|]+/g;
const FILENAME_MAX = 100;

/**
 * The name shown and offered for download: the client's name without a path, control or
 * reserved characters, at most 100 characters, ending with the extension of what the content
 * is (a `.pdf` renamed `.jpg` is offered as `.pdf`). Never used to store or to type the file.
 */
export function cleanFilename(raw: string | undefined, ext: string): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  let stem = base.replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim();
  const dot = stem.lastIndexOf('.');
  if (dot > 0) stem = stem.slice(0, dot).trim();
  if (stem === '' || stem.startsWith('.')) stem = 'file';
  const chars = [...stem];
  if (chars.length > FILENAME_MAX) stem = chars.slice(0, FILENAME_MAX).join('');
  return `${stem}.${ext}`;
}

/** `Content-Disposition` with an ASCII fallback and the UTF-8 name (RFC 6266, RFC 5987). */
export function contentDisposition(kind: 'inline' | 'attachment', filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%;]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
