import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { Refusal } from '../../http/schemas.js';

export function registerUploadRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get(
    '/uploads/:name',
    {
      schema: {
        operationId: 'uploadedFile',
        summary: 'An uploaded picture (the URLs the API answers point here).',
        tags: ['uploads'],
        params: Type.Object({ name: Type.String({ description: 'The stored name.', examples: ['x.png'] }) }),
        produces: 'image/*',
        response: {
          200: Type.Unsafe<Buffer>({
            type: 'string',
            description: 'The picture’s bytes.',
            contentMediaType: 'image/*',
          }),
          '4xx': Refusal,
        },
      },
    },
    async (request, reply) => {
      const file = await ctx.services.uploads.read(request.params.name);
      reply.header('Content-Type', file.mime);
      // Names are random and never reused: the bytes behind a name never change.
      reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      reply.header('Content-Disposition', 'inline');
      return reply.send(file.data);
    },
  );
}
