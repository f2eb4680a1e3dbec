import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** What is worth compressing: not pictures (other than SVG), compressed already, nor source maps, which only developer tools fetch. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt)$/;
/** Below this a compressed copy saves less than its own headers. */
const MIN_BYTES = 256;

export interface PrecompressTotals {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every
 * compressible file under `dir`, once at build time, so the server sends them as they are
 * (`@fastify/static` with `preCompressed`) and never spends CPU on them per request. A copy
 * that would not be smaller is not written.
 */
export function precompressTree(dir: string): PrecompressTotals {
  const totals: PrecompressTotals = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const path = join(entry.parentPath, entry.name);
    const source = readFileSync(path);
    if (source.length < MIN_BYTES) continue;
    const brotli = brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    });
    const gzip = gzipSync(source, { level: 9 });
    totals.files++;
    totals.bytes += source.length;
    if (brotli.length < source.length) {
      writeFileSync(`${path}.br`, brotli);
      totals.brotliBytes += brotli.length;
    }
    if (gzip.length < source.length) {
      writeFileSync(`${path}.gz`, gzip);
      totals.gzipBytes += gzip.length;
    }
  }
  return totals;
}
