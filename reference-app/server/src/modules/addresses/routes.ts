import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { caller } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { field } from '../../http/form.js';
import { BEARER, Nothing, replies } from '../../http/schemas.js';
import { Address, AddressIdForm, SaveAddressForm } from './schemas.js';

const tags = ['addresses'];

/** manageAddress and editAddress (docs/orders-api.md, "Addresses and maps"). */
export function registerAddressRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { addresses } = ctx.services;

  api.get(
    '/api/address/list',
    {
      onRequest: ctx.authenticate,
      schema: {
        operationId: 'listAddresses',
        summary: "The caller's addresses, the default first.",
        tags,
        security: BEARER,
        response: replies(Type.Array(Address)),
      },
    },
    async (request) => ok(await addresses.list(caller(request).userId)),
  );

  api.post(
    '/api/address/save',
    {
      onRequest: ctx.authenticate,
      schema: {
        operationId: 'saveAddress',
        summary: 'Creates an address, or updates one when `id` is sent.',
        tags,
        security: BEARER,
        body: SaveAddressForm,
        response: replies(Address),
      },
    },
    async (request) => {
      const { body } = request;
      const saved = await addresses.save(caller(request).userId, {
        id: field(body, 'id'),
        name: body.name,
        tel: field(body, 'tel'),
        region: body.region,
        detail: body.detail,
        longitude: field(body, 'longitude'),
        latitude: field(body, 'latitude'),
        is_default: field(body, 'is_default'),
      });
      return ok(saved);
    },
  );

  api.post(
    '/api/address/delete',
    {
      onRequest: ctx.authenticate,
      schema: {
        operationId: 'deleteAddress',
        summary: 'Deletes an address; the newest one left becomes the default.',
        tags,
        security: BEARER,
        body: AddressIdForm,
        response: replies(Nothing),
      },
    },
    async (request) => {
      await addresses.remove(caller(request).userId, field(request.body, 'id'));
      return ok(null);
    },
  );

  api.post(
    '/api/address/default',
    {
      onRequest: ctx.authenticate,
      schema: {
        operationId: 'makeDefaultAddress',
        summary: 'Makes an address the default.',
        tags,
        security: BEARER,
        body: AddressIdForm,
        response: replies(Address),
      },
    },
    async (request) => ok(await addresses.makeDefault(caller(request).userId, field(request.body, 'id'))),
  );
}
