import { randomBytes } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../context.js';
import { Fields, Text } from '../../http/schemas.js';
import { SANDBOX_SIGNATURE_HEADER, type SandboxPayProvider } from '../../providers/pay.js';

// No script at all: two plain forms post back here, and the server sends the signed
// notification the way the provider would. The page's own policy allows its inline style and
// forms to this origin, nothing else.
const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(reply: FastifyReply, status: number, title: string, inner: string) {
  reply.code(status).header('Content-Security-Policy', PAGE_CSP).header('Cache-Control', 'no-store');
  reply.type('text/html; charset=utf-8');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>body{font:16px system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}form{display:inline-block;margin:0 .5rem 0 0}button{font-size:1rem;padding:.6rem 1.4rem}</style></head><body>${inner}</body></html>`;
}

const PaymentParams = Type.Object({
  payment_id: Type.String({ description: 'The payment.', examples: ['pay_1'] }),
});

const Html = Type.String({ description: 'An HTML page.' });

function pageSchema(operationId: string, summary: string) {
  return {
    operationId,
    summary,
    tags: ['dev'],
    params: PaymentParams,
    produces: 'text/html',
    response: { 200: Html, '4xx': Html, '5xx': Html },
  };
}

/** Sandbox only: the payer's confirmation step of the sandbox provider (GET /dev/pay/:payment_id). */
export function registerSandboxPayPage(
  app: FastifyInstance,
  ctx: AppContext,
  provider: SandboxPayProvider,
): void {
  const { payments } = ctx.services;
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get(
    '/dev/pay/:payment_id',
    { schema: pageSchema('devPayPage', 'Sandbox only: the payer’s confirmation page.') },
    async (request, reply) => {
      const payment = await payments.find(request.params.payment_id);
      if (!payment) return page(reply, 404, 'Sandbox payment', '<p>No such payment.</p>');
      const action = `/dev/pay/${encodeURIComponent(payment.payment_id)}`;
      const button = (result: string, label: string) =>
        `<form method="post" action="${action}"><input type="hidden" name="result" value="${result}"><button type="submit">${label}</button></form>`;
      const amount = (payment.amount_fen / 100).toFixed(2);
      return page(
        reply,
        200,
        'Sandbox payment',
        `<h1>Sandbox payment</h1><p>${escapeHtml(payment.title)}</p><p>Amount: <strong>${amount}</strong></p><p>Status: <span id="status">${payment.status}</span></p>${
          payment.status === 'pending' ? button('SUCCESS', 'Pay') + button('FAIL', 'Fail') : ''
        }`,
      );
    },
  );

  api.post(
    '/dev/pay/:payment_id',
    {
      schema: {
        ...pageSchema('devPayConfirm', 'Sandbox only: pays or fails the payment, as the payer’s button.'),
        body: Fields({
          result: Type.Optional(
            Text('What the payer chose: `FAIL`, or anything else to pay.', { examples: ['SUCCESS'] }),
          ),
        }),
      },
    },
    async (request, reply) => {
      const fields = request.body;
      const payment = await payments.find(request.params.payment_id);
      if (!payment) return page(reply, 404, 'Sandbox payment', '<p>No such payment.</p>');
      const status = fields.result === 'FAIL' ? 'FAIL' : 'SUCCESS';
      const body = JSON.stringify({
        payment_id: payment.payment_id,
        transaction_id: `sbx_${randomBytes(12).toString('hex')}`,
        status,
        amount_fen: payment.amount_fen,
      });
      const sent = await app.inject({
        method: 'POST',
        url: '/api/pay/notify/sandbox',
        payload: body,
        headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: provider.sign(body) },
      });
      const after = await payments.find(payment.payment_id);
      return page(
        reply,
        sent.statusCode === 200 ? 200 : 502,
        'Sandbox payment',
        `<h1>Sandbox payment</h1><p>Notification answered ${sent.statusCode}.</p><p>Status: <span id="status">${after?.status ?? 'unknown'}</span></p><p>You can close this page.</p>`,
      );
    },
  );
}
