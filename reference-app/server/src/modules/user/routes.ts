import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { caller } from '../../http/auth.js';
import { publicBase } from '../../http/base-url.js';
import { ok } from '../../http/envelope.js';
import { field } from '../../http/form.js';
import { BEARER, FORM_TYPES, replies } from '../../http/schemas.js';
import { hasChanges, parseProfileInput } from '../people/profile-input.js';
import { presentUser } from './present.js';
import { EditInfoForm, RealNameForm, User } from './schemas.js';

const tags = ['user'];

export function registerUserRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { user } = ctx.services;

  api.get(
    '/api/user/personalInfo',
    {
      onRequest: ctx.authenticate,
      schema: {
        operationId: 'personalInfo',
        summary: 'The signed-in user.',
        tags,
        security: BEARER,
        response: replies(User),
      },
    },
    async (request) => {
      const row = await user.profile(caller(request).userId);
      return ok(presentUser(row, publicBase(request, ctx.config)));
    },
  );

  api.post(
    '/m/api/user/edit_info.php',
    {
      onRequest: ctx.authenticate,
      schema: {
        operationId: 'editInfo',
        summary: 'Changes the nickname, the profile photo (multipart) and/or the profile fields.',
        tags,
        security: BEARER,
        consumes: FORM_TYPES,
        body: EditInfoForm,
        response: replies(User),
      },
    },
    async (request) => {
      const userId = caller(request).userId;
      const s_username = request.body.s_username;
      const face = request.uploads?.face?.data;
      // People (issue 11): the profile fields are all checked before anything is written.
      const profile = parseProfileInput(request.body);
      await ctx.services.profiles.checkCategories(profile);
      const row =
        s_username === undefined && face === undefined && hasChanges(profile)
          ? await user.profile(userId)
          : await user.editInfo(userId, { s_username, face });
      await ctx.services.profiles.save(userId, profile);
      return ok(presentUser(row, publicBase(request, ctx.config)));
    },
  );

  // Real-name verification (docs/api-contract.md): `title` is the legal name, `sfzid` the
  // resident ID number. Answers the user, verified, with the number masked.
  api.post(
    '/api/user/realName',
    {
      onRequest: ctx.authenticate,
      schema: {
        operationId: 'realName',
        summary: 'Verifies the legal name and resident ID number.',
        tags,
        security: BEARER,
        body: RealNameForm,
        response: replies(User),
      },
    },
    async (request) => {
      const row = await ctx.services.realName.verify(caller(request).userId, {
        title: field(request.body, 'title'),
        sfzid: field(request.body, 'sfzid'),
      });
      return ok(presentUser(row, publicBase(request, ctx.config)));
    },
  );
}
