import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';

export function registerUploadRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { name: string } }>('/uploads/:name', async (request, reply) => {
    const file = await ctx.services.uploads.read(request.params.name);
    reply.header('Content-Type', file.mime);
    // Names are random and never reused: the bytes behind a name never change.
    reply.header('Cache-Control', 'public, max-age=31536000, immutable');
    reply.header('Content-Disposition', 'inline');
    return reply.send(file.data);
  });
}
