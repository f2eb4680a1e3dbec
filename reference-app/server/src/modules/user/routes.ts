import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { caller } from '../../http/auth.js';
import { publicBase } from '../../http/base-url.js';
import { ok } from '../../http/envelope.js';
import { field, readForm } from '../../http/form.js';
import { presentUser } from './present.js';

export function registerUserRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { user } = ctx.services;

  app.get('/api/user/personalInfo', { preHandler: ctx.authenticate }, async (request) => {
    const row = await user.profile(caller(request).userId);
    return ok(presentUser(row, publicBase(request, ctx.config)));
  });

  app.post('/m/api/user/edit_info.php', { preHandler: ctx.authenticate }, async (request) => {
    const { fields, files } = await readForm(request);
    const row = await user.editInfo(caller(request).userId, {
      s_username: fields.s_username,
      face: files.face?.data,
    });
    return ok(presentUser(row, publicBase(request, ctx.config)));
  });

  // Real-name verification (docs/api-contract.md): `title` is the legal name, `sfzid` the
  // resident ID number. Answers the user, verified, with the number masked.
  app.post('/api/user/realName', { preHandler: ctx.authenticate }, async (request) => {
    const { fields } = await readForm(request);
    const row = await ctx.services.realName.verify(caller(request).userId, {
      title: field(fields, 'title'),
      sfzid: field(fields, 'sfzid'),
    });
    return ok(presentUser(row, publicBase(request, ctx.config)));
  });
}
