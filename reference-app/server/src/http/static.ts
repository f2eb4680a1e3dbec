import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { WebPages } from './web-pages.js';

/**
 * A file whose name carries its content hash: the SDK's chunks, `name-ABCD.js` (four
 * characters of esbuild's base32 hash, see tsup.config.ts), and Vite's `name-AbCd_12-.js`
 * (the host's, eight characters after a dash). Such a file never changes under its name, so
 * it is cached for a year. Its precompressed copies (`.br`, `.gz`) are named after it.
 */
const HASHED_ASSET =
  /-([A-Za-z0-9_-]{8}\.(js|css|woff2?|png|jpe?g|gif|webp|svg|ico)|[A-Z2-7]{4}\.js)(\.br|\.gz)?$/;

/** A year: the longest lifetime caches honour. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * Files that keep their name across builds (index.html, the SDK's `index.js` and
 * `marketplace.iife.js`, the favicon): kept, but revalidated with their ETag on every use,
 * so a new build is seen at once and an unchanged file costs a 304.
 */
const REVALIDATE = 'no-cache';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Web app not built</title></head>
<body><h1>The web app is not built yet</h1>
<p>Run <code>npm run build</code> at the repository root, then reload this page.</p></body></html>
`;

/**
 * Serves the built React host at /web/ (its page in the request's language, `webPages`), and
 * the server's own images at /assets/.
 */
export async function registerStatic(
  app: FastifyInstance,
  config: Config,
  webPages: WebPages | undefined,
): Promise<void> {
  await app.register(fastifyStatic, {
    root: config.assetsDir,
    prefix: '/assets/',
    decorateReply: false,
    cacheControl: true,
    maxAge: '1d',
  });

  if (webPages) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      prefix: '/web/',
      index: false,
      redirect: true,
      cacheControl: false,
      etag: true,
      // The build writes `.br` and `.gz` beside each file (reference-app/web/vite.config.ts);
      // the one the browser accepts is sent as is, with `Vary: Accept-Encoding`.
      preCompressed: true,
      setHeaders(res, filePath) {
        res.header('Cache-Control', HASHED_ASSET.test(filePath) ? IMMUTABLE : REVALIDATE);
      },
    });
    // The page itself, in the language the browser asks for (./web-pages.ts).
    const page = { schema: { hide: true } };
    app.get('/web/', page, (request, reply) => webPages.send(request, reply));
    app.get('/web/index.html', page, (request, reply) => webPages.send(request, reply));
    app.get('/web', page, (request, reply) => {
      const query = request.url.indexOf('?');
      return reply.redirect(`/web/${query === -1 ? '' : request.url.slice(query)}`, 301);
    });
  } else {
    const notBuilt = async (_request: unknown, reply: import('fastify').FastifyReply) =>
      reply
        .code(503)
        .header('Content-Type', 'text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(NOT_BUILT_PAGE);
    // The web app's pages are not calls of the API: not in the OpenAPI document.
    const page = { schema: { hide: true } };
    app.get('/web', page, notBuilt);
    app.get('/web/', page, notBuilt);
    app.get('/web/*', page, notBuilt);
  }

  app.get('/', { schema: { hide: true } }, async (_request, reply) => reply.redirect('/web/', 302));
}
