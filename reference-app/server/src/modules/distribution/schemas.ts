import { Type } from '@sinclair/typebox';
import { Fields, Nullable, Page, PageOf, Unix, Url } from '../../http/schemas.js';

export const Member = Type.Object(
  {
    id: Type.Integer(),
    s_username: Type.String(),
    face: Url,
    joined_at: Unix,
    active: Type.Boolean({ description: 'Signed in within the last `active_days` days.' }),
  },
  { title: 'TeamMember' },
);

export const PageQuery = Fields({ page: Type.Optional(Page) });

export const TeamPage = PageOf(Member, {
  total: Type.Integer({ description: 'Everyone I invited.' }),
  active_total: Type.Integer({ description: 'Of them, those active.' }),
  active_days: Type.Integer({ description: 'The window of `active`, in days (30).' }),
});

export const PartnerPage = PageOf(Member, {
  captain: Nullable(Member),
});

export const Invitation = Type.Object(
  {
    link: Type.String({ description: 'The invitation link: registration with `captain_id` filled in.' }),
    image: Type.String({
      description: 'data:image/png;base64,... (the QR code of `link`, or the mini program code).',
    }),
    source: Type.Union([Type.Literal('qrcode'), Type.Literal('wxacode')], {
      description: '`qrcode`: a QR code of `link`. `wxacode`: the mini program code from WeChat.',
    }),
  },
  { title: 'Invitation' },
);
