import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { caller } from '../../http/auth.js';
import { publicBase } from '../../http/base-url.js';
import { ok } from '../../http/envelope.js';
import { field } from '../../http/form.js';
import { BEARER, replies } from '../../http/schemas.js';
import { absoluteUrl } from '../user/present.js';
import { inviteLink, inviteScene, qrPng } from './invite.js';
import { Invitation, PageQuery, PartnerPage, TeamPage } from './schemas.js';
import type { Member, TeamService } from './service.js';

const tags = ['teams'];
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
const isPng = (image: Buffer) => image.subarray(0, 4).equals(PNG_SIGNATURE);

/** The mini program code of an invitation from WeChat, or undefined (not configured): a QR code then. */
export type MiniProgramCode = (scene: string) => Promise<Buffer | undefined>;

/** Teams and invitations (docs/wechat-api.md). */
export function registerTeamRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  teams: TeamService,
  miniProgramCode: MiniProgramCode,
): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const present = (request: FastifyRequest) => {
    const base = publicBase(request, ctx.config);
    return (member: Member): Member => ({ ...member, face: absoluteUrl(base, member.face) });
  };

  api.get(
    '/api/distribution/myTeam',
    {
      onRequest: ctx.authenticate,
      schema: {
        operationId: 'myTeam',
        summary: 'The people I invited, newest first, with when they joined and whether they are active.',
        tags,
        security: BEARER,
        querystring: PageQuery,
        response: replies(TeamPage),
      },
    },
    async (request) => {
      const page = await teams.myTeam(caller(request), field(request.query, 'page'));
      return ok({ ...page, list: page.list.map(present(request)) });
    },
  );

  api.get(
    '/api/distribution/myPartner',
    {
      onRequest: ctx.authenticate,
      schema: {
        operationId: 'myPartner',
        summary: 'My inviter, and the other people they invited.',
        tags,
        security: BEARER,
        querystring: PageQuery,
        response: replies(PartnerPage),
      },
    },
    async (request) => {
      const page = await teams.myPartner(caller(request), field(request.query, 'page'));
      const show = present(request);
      return ok({ ...page, captain: page.captain && show(page.captain), list: page.list.map(show) });
    },
  );

  api.get(
    '/api/distribution/getMiniProgramQrcode',
    {
      onRequest: ctx.authenticate,
      schema: {
        operationId: 'invitationCode',
        summary: 'My invitation: its link and a PNG code (the mini program code when WeChat is configured).',
        tags,
        security: BEARER,
        response: replies(Invitation),
      },
    },
    async (request, reply) => {
      const { userId } = caller(request);
      const link = inviteLink(publicBase(request, ctx.config), userId);
      const wxacode = await miniProgramCode(inviteScene(userId));
      const png = wxacode ?? (await qrPng(link));
      reply.header('Cache-Control', 'private, max-age=3600');
      return ok({
        link,
        image: `data:${isPng(png) ? 'image/png' : 'image/jpeg'};base64,${png.toString('base64')}`,
        source: wxacode ? ('wxacode' as const) : ('qrcode' as const),
      });
    },
  );
}
