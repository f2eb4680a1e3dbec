import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Answers of at least this many bytes are compressed when the client accepts it. Below it the
 * headers and the CPU cost more than the bytes saved (an envelope with a short list fits).
 */
export const COMPRESS_THRESHOLD_BYTES = 512;

/**
 * JSON, text, JavaScript and SVG; never `text/event-stream` (a compressor buffers, and a chat
 * push must leave at once) and never pictures, which are compressed already.
 */
const COMPRESSIBLE = /^text\/(?!event-stream)|^application\/(?:javascript|json)|\+(?:json|xml)(?:;|$)/u;

/**
 * On-the-fly compression of dynamic answers (API envelopes, the server's own SVG banners).
 * The built web host and SDK are compressed once at build time and served as they are
 * (`preCompressed` in http/static.ts); this plugin leaves an answer that already has a
 * `Content-Encoding` alone. Brotli at quality 4 costs about as much CPU as gzip at 6 and
 * saves more; the build uses quality 11.
 */
export function registerCompression(app: FastifyInstance): void {
  app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
    // Request bodies stay as sent: inflating them would let a small body become a huge one.
    globalDecompression: false,
  });
}
