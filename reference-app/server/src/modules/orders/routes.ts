import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { bearerToken, caller } from '../../http/auth.js';
import { publicBase } from '../../http/base-url.js';
import { ok } from '../../http/envelope.js';
import { registerLifecycleErrors } from '../../http/errors.js';
import { field } from '../../http/form.js';
import { BEARER, MULTIPART, OPTIONAL_BEARER, replies } from '../../http/schemas.js';
import { invalidField, requiredField } from '../../kernel/errors.js';
import { optionalCoordinates } from '../../kernel/input.js';
import type { Viewer } from '../../kernel/viewer.js';
import type { LngLat } from '../../providers/maps.js';
import { presentTask } from '../tasks/present.js';
import { absoluteUrl } from '../user/present.js';
import { presentOrder } from './present.js';
import {
  CancelOrderForm,
  CreateOrderForm,
  HallQuery,
  MineQuery,
  ModifyOrderForm,
  Order,
  OrderPage,
  OrderQuery,
  UploadedUrl,
  UploadImageForm,
} from './schemas.js';
import type { OrderInput, OrderItem } from './service.js';

const UPLOAD_PURPOSES = ['order', 'delivery', 'evaluation'];
/** Fields of modify that cannot be emptied: sent, they must carry a value. */
const MODIFY_REQUIRED_WHEN_SENT = [
  'goods_categorize_id',
  'address_id',
  'service_time',
  'headcount',
  'price_fen',
] as const;

/** The signed-in caller, or null. */
function viewerOf(request: FastifyRequest): Viewer | null {
  return request.auth ? { userId: request.auth.userId, role: request.auth.role } : null;
}

function orderInput(fields: Readonly<Record<string, string | undefined>>): OrderInput {
  return {
    goods_categorize_id: field(fields, 'goods_categorize_id'),
    title: fields.title,
    description: fields.description,
    pics: fields.pics,
    address_id: field(fields, 'address_id'),
    service_time: field(fields, 'service_time'),
    headcount: field(fields, 'headcount'),
    price_fen: field(fields, 'price_fen'),
    pricing_mode: field(fields, 'pricing_mode'),
    idempotency_key: field(fields, 'idempotency_key'),
    reason: fields.reason,
  };
}

/** Orders (docs/orders-api.md, "Orders") and the image upload of orders, deliveries and evaluations. */
export function registerOrderRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { orders } = ctx.services;
  const tags = ['orders'];
  // Signs the caller in when a bearer is sent; anonymous otherwise.
  const optionalAuth = async (request: FastifyRequest, reply: unknown) => {
    if (bearerToken(request) !== undefined)
      await (ctx.authenticate as (r: FastifyRequest, p: unknown) => Promise<void>)(request, reply);
  };

  // The contract's `my_task`: the caller's task on the order (their live one, else the latest).
  const present = async (request: FastifyRequest, item: OrderItem, base: string, from?: LngLat) => {
    const who = viewerOf(request);
    const myTask =
      who && item.myTaskId !== null
        ? presentTask(await ctx.services.tasks.detail(who, String(item.myTaskId)), base)
        : null;
    return presentOrder(item, base, from, myTask);
  };

  app.register(async (plain) => {
    registerLifecycleErrors(plain);
    const scope = plain.withTypeProvider<TypeBoxTypeProvider>();

    scope.post(
      '/api/goods_order/create',
      {
        onRequest: ctx.authenticate,
        schema: {
          operationId: 'createOrder',
          summary: 'Publishes an order; the same idempotency key answers the first one.',
          tags,
          security: BEARER,
          body: CreateOrderForm,
          response: replies(Order),
        },
      },
      async (request) => {
        const base = publicBase(request, ctx.config);
        const item = await orders.create(
          viewerOf(request) as Viewer,
          orderInput(request.body),
          base,
          request.locale,
        );
        return ok(await present(request, item, base));
      },
    );

    scope.post(
      '/api/goods_order/modify',
      {
        onRequest: ctx.authenticate,
        schema: {
          operationId: 'modifyOrder',
          summary: 'Changes an order while no task is paid; absent fields stay as they are.',
          tags,
          security: BEARER,
          body: ModifyOrderForm,
          response: replies(Order),
        },
      },
      async (request) => {
        const fields: Readonly<Record<string, string | undefined>> = request.body;
        const base = publicBase(request, ctx.config);
        const input = orderInput(fields);
        // Absent fields stay as they are: `title` etc. are only checked when sent.
        for (const name of ['title', 'description', 'pics'] as const) {
          if (!(name in fields)) input[name] = undefined;
        }
        // A field sent blank (or an id of 0) is a half-written edit, not "unchanged": refuse it
        // instead of answering success with nothing changed.
        for (const name of MODIFY_REQUIRED_WHEN_SENT) {
          const value = fields[name]?.trim();
          if (value === '' || (value === '0' && name.endsWith('_id'))) throw requiredField(name);
        }
        const item = await orders.modify(
          viewerOf(request) as Viewer,
          field(fields, 'id'),
          input,
          base,
          request.locale,
        );
        return ok(await present(request, item, base));
      },
    );

    scope.post(
      '/api/goods_order/cancel',
      {
        onRequest: ctx.authenticate,
        schema: {
          operationId: 'cancelOrder',
          summary: 'Cancels an order (the poster) or removes it (kefu, with a reason).',
          tags,
          security: BEARER,
          body: CancelOrderForm,
          response: replies(Order),
        },
      },
      async (request) => {
        const base = publicBase(request, ctx.config);
        const item = await orders.cancel(
          viewerOf(request) as Viewer,
          field(request.body, 'id'),
          request.body.reason,
          request.locale,
        );
        return ok(await present(request, item, base));
      },
    );

    scope.get(
      '/api/goods_order/detail',
      {
        onRequest: optionalAuth,
        schema: {
          operationId: 'orderDetail',
          summary: 'One order; records the signed-in caller’s browse history.',
          tags,
          security: OPTIONAL_BEARER,
          querystring: OrderQuery,
          response: replies(Order),
        },
      },
      async (request) => {
        const { query } = request;
        const base = publicBase(request, ctx.config);
        const from = optionalCoordinates(field(query, 'longitude'), field(query, 'latitude'));
        const item = await orders.detail(viewerOf(request), field(query, 'id'), request.locale);
        return ok(await present(request, item, base, from));
      },
    );

    scope.get(
      '/api/goods_order/hall',
      {
        onRequest: optionalAuth,
        schema: {
          operationId: 'orderHall',
          summary: 'The open orders, filtered and sorted, a keyset page at a time.',
          tags,
          security: OPTIONAL_BEARER,
          querystring: HallQuery,
          response: replies(OrderPage),
        },
      },
      async (request) => {
        const { query } = request;
        const base = publicBase(request, ctx.config);
        const input = {
          goods_categorize_id: field(query, 'goods_categorize_id'),
          longitude: field(query, 'longitude'),
          latitude: field(query, 'latitude'),
          radius_km: field(query, 'radius_km'),
          price_min_fen: field(query, 'price_min_fen'),
          price_max_fen: field(query, 'price_max_fen'),
          sort: field(query, 'sort'),
          cursor: field(query, 'cursor'),
          page: field(query, 'page'),
        };
        const from = optionalCoordinates(input.longitude, input.latitude);
        const { items, ...page } = await orders.hall(viewerOf(request), input, request.locale);
        return ok({
          list: await Promise.all(items.map((item) => present(request, item, base, from))),
          ...page,
        });
      },
    );

    scope.get(
      '/api/goods_order/mine',
      {
        onRequest: ctx.authenticate,
        schema: {
          operationId: 'myOrders',
          summary: 'The caller’s orders as poster, or the orders of their tasks as taker.',
          tags,
          security: BEARER,
          querystring: MineQuery,
          response: replies(OrderPage),
        },
      },
      async (request) => {
        const { query } = request;
        const base = publicBase(request, ctx.config);
        const { items, ...page } = await orders.mine(
          viewerOf(request) as Viewer,
          { role: field(query, 'role'), status: field(query, 'status'), page: field(query, 'page') },
          request.locale,
        );
        return ok({ list: await Promise.all(items.map((item) => present(request, item, base))), ...page });
      },
    );

    scope.post(
      '/api/upload/image',
      {
        onRequest: ctx.authenticate,
        schema: {
          operationId: 'uploadImage',
          summary: 'Stores a picture of an order, a delivery or an evaluation.',
          tags,
          security: BEARER,
          consumes: MULTIPART,
          body: UploadImageForm,
          response: replies(UploadedUrl),
        },
      },
      async (request) => {
        const purpose = field(request.body, 'purpose') ?? 'order';
        if (!UPLOAD_PURPOSES.includes(purpose)) throw invalidField('purpose');
        const file = request.uploads?.file;
        if (!file) throw requiredField('file');
        const path = await orders.uploadImage(caller(request).userId, file.data, purpose);
        return ok({ url: absoluteUrl(publicBase(request, ctx.config), path) });
      },
    );
  });
}
