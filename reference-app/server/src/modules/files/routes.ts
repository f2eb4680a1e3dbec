import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { caller } from '../../http/auth.js';
import { publicBase } from '../../http/base-url.js';
import { ok } from '../../http/envelope.js';
import { BEARER, Fields, File, Id, MULTIPART, Nothing, Refusal, replies, Text } from '../../http/schemas.js';
import { requiredField } from '../../kernel/errors.js';
import type { Viewer } from '../../kernel/viewer.js';
import { FileInfo } from './schemas.js';
import type { FileService } from './service.js';
import { contentDisposition } from './sniff.js';

const tags = ['files'];

const viewerOf = (request: FastifyRequest): Viewer => {
  const auth = caller(request);
  return { userId: auth.userId, role: auth.role };
};

/** The attachment store (docs/feedback-api.md, "Files"). */
export function registerFileRoutes(app: FastifyInstance, ctx: AppContext, files: FileService): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const base = (request: FastifyRequest) => publicBase(request, ctx.config);

  api.post(
    '/api/file/upload',
    {
      onRequest: ctx.authenticate,
      schema: {
        operationId: 'uploadFile',
        summary: 'Stores a PDF or a picture (type from the content; pictures lose their metadata).',
        tags,
        security: BEARER,
        consumes: MULTIPART,
        body: Fields({
          document: Type.Optional(File('The file: a PDF or a JPEG, PNG, GIF or WebP picture.')),
        }),
        response: replies(FileInfo),
      },
    },
    async (request) => {
      const file = request.uploads?.document;
      if (!file) throw requiredField('document');
      return ok(await files.upload(caller(request).userId, file.data, file.filename, base(request)));
    },
  );

  api.get(
    '/api/file/detail',
    {
      onRequest: ctx.authenticate,
      schema: {
        operationId: 'fileDetail',
        summary: 'A file the caller may read, with fresh signed links.',
        tags,
        security: BEARER,
        querystring: Fields({ id: Id('The file.') }),
        response: replies(FileInfo),
      },
    },
    async (request) => ok(await files.detail(viewerOf(request), request.query.id, base(request))),
  );

  api.post(
    '/api/file/share',
    {
      onRequest: ctx.authenticate,
      schema: {
        operationId: 'shareFile',
        summary: 'Attaches the caller’s file to a task they are a party of; both parties may then read it.',
        tags,
        security: BEARER,
        body: Fields({ id: Id('The caller’s file.'), goods_order_task_id: Id('The task.') }),
        response: replies(Nothing),
      },
    },
    async (request) => {
      await files.shareWithTask(viewerOf(request), request.body.id, request.body.goods_order_task_id);
      return ok(null);
    },
  );

  api.get(
    '/files/:id',
    {
      schema: {
        operationId: 'downloadFile',
        summary: 'The bytes behind a signed link of `url` or `preview_url`.',
        tags,
        params: Type.Object({ id: Type.String({ description: 'The file.', examples: ['1'] }) }),
        querystring: Fields({
          // Optional to the schema: a link without them is the same 404 as a wrongly signed one.
          exp: Type.Optional(Text('Until when the link works (Unix seconds).')),
          sig: Type.Optional(Text('The link’s signature.')),
          download: Type.Optional(Text('1: as a download.')),
        }),
        produces: 'application/octet-stream',
        response: {
          200: Type.Unsafe<Buffer>({
            type: 'string',
            description: 'The file’s bytes.',
            contentMediaType: '*/*',
          }),
          '4xx': Refusal,
        },
      },
    },
    async (request, reply) => {
      const { row, data } = await files.readSigned(request.params.id, request.query.exp, request.query.sig);
      // A PDF is never rendered at this origin: always a download, in a sandbox if a browser tries.
      const inline = request.query.download !== '1' && row.mime.startsWith('image/');
      reply.header('Content-Type', row.mime);
      reply.header('Content-Length', String(data.length));
      reply.header('Content-Disposition', contentDisposition(inline ? 'inline' : 'attachment', row.filename));
      reply.header(
        'Content-Security-Policy',
        "sandbox; default-src 'none'; img-src 'self'; frame-ancestors 'none'",
      );
      reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
      reply.header('Cache-Control', 'private, max-age=3600');
      reply.header('Access-Control-Expose-Headers', 'Content-Disposition, Content-Length');
      return reply.send(data);
    },
  );
}
