import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { bearerToken, caller } from '../../http/auth.js';
import { publicBase } from '../../http/base-url.js';
import { ok } from '../../http/envelope.js';
import { registerLifecycleErrors } from '../../http/errors.js';
import { field } from '../../http/form.js';
import {
  BEARER,
  Choice,
  Decimal,
  Fields,
  Id,
  IdempotencyKey,
  Nullable,
  OPTIONAL_BEARER,
  Page,
  PageOf,
  replies,
  Text,
} from '../../http/schemas.js';
import type { Viewer } from '../../kernel/viewer.js';
import { presentTask } from '../tasks/present.js';
import { Task } from '../tasks/schemas.js';
import { Campaign, Coupon, CouponTask, CouponWithTask, UsableCoupon } from './schemas.js';
import type { CouponService } from './service.js';

const tags = ['coupons'];

function viewerOf(request: FastifyRequest): Viewer | null {
  return request.auth ? { userId: request.auth.userId, role: request.auth.role } : null;
}

function viewer(request: FastifyRequest): Viewer {
  const auth = caller(request);
  return { userId: auth.userId, role: auth.role };
}

/** The spec's eleven coupon calls (docs/coupons-api.md). */
export function registerCouponRoutes(app: FastifyInstance, ctx: AppContext, coupons: CouponService): void {
  // Signs the caller in when a bearer is sent; anonymous otherwise (the launch popup).
  const optionalAuth = async (request: FastifyRequest, reply: unknown) => {
    if (bearerToken(request) !== undefined)
      await (ctx.authenticate as (r: FastifyRequest, p: unknown) => Promise<void>)(request, reply);
  };

  app.register(async (plain) => {
    registerLifecycleErrors(plain);
    const api = plain.withTypeProvider<TypeBoxTypeProvider>();

    api.post(
      '/api/coupon/index',
      {
        onRequest: optionalAuth,
        schema: {
          operationId: 'couponCampaigns',
          summary: 'The open campaigns of one receive type (the launch popup asks for `register`).',
          tags,
          security: OPTIONAL_BEARER,
          body: Type.Optional(
            Fields({
              receive_type: Type.Optional(
                Choice(['register', 'claim', 'kefu'], 'How the coupons are received.'),
              ),
              goods_categorize_id: Type.Optional(Id('Only campaigns valid in this category.')),
            }),
          ),
          response: replies(Type.Array(Campaign)),
        },
      },
      async (request) => {
        const body = request.body ?? {};
        return ok(
          await coupons.campaigns(
            viewerOf(request),
            {
              receive_type: field(body, 'receive_type'),
              goods_categorize_id: field(body, 'goods_categorize_id'),
            },
            request.locale,
          ),
        );
      },
    );

    api.post(
      '/m/api/user/coupon/list.php',
      {
        onRequest: ctx.authenticate,
        schema: {
          operationId: 'myCoupons',
          summary: 'The caller’s coupons of one tab (available with held, used, expired), a page at a time.',
          tags,
          security: BEARER,
          body: Type.Optional(
            Fields({
              page: Type.Optional(Page),
              state: Type.Optional(
                Choice(['available', 'used', 'expired'], 'The tab; `available` by default.'),
              ),
            }),
          ),
          response: replies(PageOf(Coupon)),
        },
      },
      async (request) => {
        const body = request.body ?? {};
        return ok(
          await coupons.list(
            caller(request).userId,
            { page: field(body, 'page'), state: field(body, 'state') },
            request.locale,
          ),
        );
      },
    );

    api.get(
      '/api/user.Coupon/createOrderShow',
      {
        onRequest: optionalAuth,
        schema: {
          operationId: 'couponsForNewOrder',
          summary: 'The campaigns to claim for an order of this category and place (deliverOrder).',
          tags,
          security: OPTIONAL_BEARER,
          querystring: Fields({
            goods_categorize_id: Id('The order’s category.'),
            longitude: Type.Optional(Decimal('Where the order takes place.', '121.47')),
            latitude: Type.Optional(Decimal('Where the order takes place.', '31.23')),
          }),
          response: replies(Type.Array(Campaign)),
        },
      },
      async (request) => {
        const { query } = request;
        return ok(
          await coupons.createOrderShow(
            viewerOf(request),
            {
              goods_categorize_id: field(query, 'goods_categorize_id'),
              longitude: field(query, 'longitude'),
              latitude: field(query, 'latitude'),
            },
            request.locale,
          ),
        );
      },
    );

    api.post(
      '/api/coupon/getOrderCoupon',
      {
        onRequest: ctx.authenticate,
        schema: {
          operationId: 'claimCoupon',
          summary:
            'Claims one coupon of a `claim` campaign; kefu grants one of a `kefu` campaign with `user_id`.',
          tags,
          security: BEARER,
          body: Fields({
            coupon_id: Id('The campaign (its `id` in coupon/index or createOrderShow).'),
            user_id: Type.Optional(Id('Kefu only: the person to grant it to.')),
            idempotency_key: Type.Optional(IdempotencyKey()),
          }),
          response: replies(Coupon),
        },
      },
      async (request) =>
        ok(
          await coupons.claim(
            viewer(request),
            { coupon_id: field(request.body, 'coupon_id'), user_id: field(request.body, 'user_id') },
            request.locale,
          ),
        ),
    );

    api.post(
      '/m/api/user/coupon/usable.php',
      {
        onRequest: ctx.authenticate,
        schema: {
          operationId: 'usableCoupons',
          summary:
            'The poster’s coupons for a task awaiting payment, best first, each saying whether it can pay.',
          tags,
          security: BEARER,
          body: Fields({ goods_order_task_id: Id('The task.') }),
          response: replies(Type.Array(UsableCoupon)),
        },
      },
      async (request) =>
        ok(
          await coupons.usable(
            viewer(request),
            { goods_order_task_id: field(request.body, 'goods_order_task_id') },
            request.locale,
          ),
        ),
    );

    api.get(
      '/api/user.Coupon/notViewed',
      {
        onRequest: ctx.authenticate,
        schema: {
          operationId: 'newCoupons',
          summary: 'The caller’s coupons not announced yet; each is answered once.',
          tags,
          security: BEARER,
          response: replies(Type.Array(Coupon)),
        },
      },
      async (request) => ok(await coupons.notViewed(caller(request).userId, request.locale)),
    );

    api.post(
      '/m/api/user/coupon/usable_task.php',
      {
        onRequest: ctx.authenticate,
        schema: {
          operationId: 'usableCouponsForOrder',
          summary:
            'For the poster accepting on an order: the coupon to use (the preferred one if it can pay) and all, best first.',
          tags,
          security: BEARER,
          body: Fields({
            goods_order_id: Id('The order.'),
            preferred: Type.Optional(Id('The coupon the poster chose before.')),
            goods_order_task_id: Type.Optional(
              Id('A task of the order: weighed at its fee, counting the coupon it holds.'),
            ),
          }),
          response: replies(Type.Object({ coupon: Nullable(UsableCoupon), list: Type.Array(UsableCoupon) })),
        },
      },
      async (request) =>
        ok(
          await coupons.usableForOrder(
            viewer(request),
            {
              goods_order_id: field(request.body, 'goods_order_id'),
              preferred: field(request.body, 'preferred'),
              goods_order_task_id: field(request.body, 'goods_order_task_id'),
            },
            request.locale,
          ),
        ),
    );

    api.post(
      '/api/task/coupon',
      {
        onRequest: ctx.authenticate,
        schema: {
          operationId: 'changeTaskCoupon',
          summary: 'The `change-coupon` transition: the coupon a task awaiting payment uses (`0`: none).',
          tags,
          security: BEARER,
          body: Fields({
            goods_order_task_id: Id('The task.'),
            new_coupon_id: Type.Optional(Id('The coupon; `0` or absent: none.')),
            reason: Type.Optional(Text('Kefu: why (required of kefu, as on every transition).')),
            idempotency_key: Type.Optional(IdempotencyKey()),
          }),
          response: replies(Task),
        },
      },
      async (request) => {
        const { body } = request;
        const view = await ctx.services.tasks.transition(viewer(request), {
          id: field(body, 'goods_order_task_id'),
          transition: 'change-coupon',
          expected_state: 'awaiting_payment',
          price_fen: undefined,
          reason: body.reason,
          note: undefined,
          pics: undefined,
          responsible: undefined,
          taker_fen: undefined,
          idempotency_key: field(body, 'idempotency_key'),
          user_coupon_id: field(body, 'new_coupon_id'),
        });
        return ok(presentTask(view, publicBase(request, ctx.config), request.locale));
      },
    );

    api.post(
      '/m/api/order/coupon_order.php',
      {
        onRequest: ctx.authenticate,
        schema: {
          operationId: 'couponOrders',
          summary: 'The caller’s coupons on tasks (held or used) with their order, newest first.',
          tags,
          security: BEARER,
          body: Type.Optional(Fields({ page: Type.Optional(Page) })),
          response: replies(PageOf(Type.Object({ coupon: Coupon, task: Nullable(CouponTask) }))),
        },
      },
      async (request) =>
        ok(
          await coupons.couponOrders(
            caller(request).userId,
            { page: field(request.body ?? {}, 'page') },
            request.locale,
          ),
        ),
    );

    api.get(
      '/api/user.Coupon/orderShow',
      {
        onRequest: ctx.authenticate,
        schema: {
          operationId: 'couponDetail',
          summary: 'One of the caller’s coupons, with the task it is on.',
          tags,
          security: BEARER,
          querystring: Fields({ user_coupon_id: Id('The coupon.') }),
          response: replies(CouponWithTask),
        },
      },
      async (request) =>
        ok(
          await coupons.show(
            viewer(request),
            { user_coupon_id: field(request.query, 'user_coupon_id') },
            request.locale,
          ),
        ),
    );

    api.post(
      '/m/api/user/coupon/soon-to-expire.php',
      {
        onRequest: ctx.authenticate,
        schema: {
          operationId: 'couponsExpiringSoon',
          summary: 'The caller’s available coupons ending within 3 days, soonest first.',
          tags,
          security: BEARER,
          body: Type.Optional(Type.Object({})),
          response: replies(Type.Array(Coupon)),
        },
      },
      async (request) => ok(await coupons.soonToExpire(caller(request).userId, request.locale)),
    );
  });
}
