import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { type Clock, unixSeconds } from '../../clock.js';
import type { Db } from '../../db/index.js';
import { ok } from '../../http/envelope.js';
import { field } from '../../http/form.js';
import { Fields, Id, replies } from '../../http/schemas.js';
import { requireId } from '../../kernel/input.js';
import { transact } from '../../kernel/transaction.js';

/**
 * The sandbox's campaigns: two issued on registration (one for every category, one for
 * cleaning) and one that a person claims on deliverOrder when posting a cleaning task
 * (`receive_type` `claim`, listed by createOrderShow).
 */
export const DEMO_CAMPAIGNS = [
  {
    key: 'welcome',
    names: {
      en: 'Welcome coupon',
      es: 'Cupón de bienvenida',
      fr: 'Bon de bienvenue',
      'zh-Hans': '新人券',
      'zh-Hant': '新會員券',
    },
    receive_type: 'register',
    amount_fen: 800,
    min_spend_fen: 0,
    valid_days: 30,
    stock_left: 10_000,
    category_icon: null,
  },
  {
    key: 'cleaning',
    names: {
      en: 'Cleaning: 20 off over 100',
      es: 'Limpieza: 20 menos desde 100',
      fr: 'Ménage : 20 de moins dès 100',
      'zh-Hans': '保洁满100减20',
      'zh-Hant': '清潔滿100折20',
    },
    receive_type: 'register',
    amount_fen: 2000,
    min_spend_fen: 10_000,
    valid_days: 14,
    stock_left: 1000,
    category_icon: '/assets/categories/cleaning.svg',
  },
  {
    key: 'cleaning-claim',
    names: {
      en: 'Cleaning: 10 off over 50',
      es: 'Limpieza: 10 menos desde 50',
      fr: 'Ménage : 10 de moins dès 50',
      'zh-Hans': '保洁满50减10',
      'zh-Hant': '清潔滿50折10',
    },
    receive_type: 'claim',
    amount_fen: 1000,
    min_spend_fen: 5000,
    valid_days: 7,
    stock_left: 1000,
    category_icon: '/assets/categories/cleaning.svg',
  },
] as const;

/** Creates the demo campaigns, or answers the open ones already there (in DEMO_CAMPAIGNS' order). */
export async function createDemoCampaigns(db: Db, now: number): Promise<number[]> {
  return transact(db, async (tx) => {
    const ids: number[] = [];
    for (const campaign of DEMO_CAMPAIGNS) {
      const open = await tx
        .selectFrom('coupon_templates')
        .select('id')
        .where('active', '=', true)
        .where('receive_type', '=', campaign.receive_type)
        .where(({ eb, ref }) => eb(ref('names', '->>').key('en'), '=', campaign.names.en))
        .executeTakeFirst();
      if (open) {
        ids.push(open.id);
        continue;
      }
      const row = await tx
        .insertInto('coupon_templates')
        .values({
          names: JSON.stringify(campaign.names),
          amount_fen: campaign.amount_fen,
          min_spend_fen: campaign.min_spend_fen,
          receive_type: campaign.receive_type,
          valid_days: campaign.valid_days,
          stock_left: campaign.stock_left,
          per_person_limit: 1,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (campaign.category_icon) {
        const category = await tx
          .selectFrom('categories')
          .select('id')
          .where('icon', '=', campaign.category_icon)
          .executeTakeFirst();
        if (category)
          await tx
            .insertInto('coupon_template_categories')
            .values({ template_id: row.id, category_id: category.id })
            .execute();
      }
      ids.push(row.id);
    }
    return ids;
  });
}

/**
 * Sandbox only (`/dev/`, never in production): the demo campaigns for `npm start`'s demo and the
 * journeys, and ending one, so a journey leaves no popup behind for the next.
 */
export function registerCouponDevRoutes(app: FastifyInstance, db: Db, clock: Clock): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.post(
    '/dev/coupons/demo',
    {
      schema: {
        operationId: 'devCouponCampaigns',
        summary:
          'Sandbox only: opens the demo campaigns (a welcome and a cleaning coupon on registration, a cleaning coupon to claim on deliverOrder) and answers their ids.',
        tags: ['dev'],
        body: Type.Optional(Type.Object({})),
        response: replies(Type.Array(Type.Integer())),
      },
    },
    async () => ok(await createDemoCampaigns(db, unixSeconds(clock))),
  );
  api.post(
    '/dev/coupons/end',
    {
      schema: {
        operationId: 'devEndCouponCampaign',
        summary: 'Sandbox only: ends a campaign (no more issued, no popup).',
        tags: ['dev'],
        body: Fields({ id: Id('The campaign.') }),
        response: replies(Type.Null()),
      },
    },
    async (request) => {
      const id = requireId('id', field(request.body, 'id'));
      await db.updateTable('coupon_templates').set({ active: false }).where('id', '=', id).execute();
      return ok(null);
    },
  );
}
