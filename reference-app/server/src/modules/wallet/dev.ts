import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Fields, Text } from '../../http/schemas.js';
import { SANDBOX_SIGNATURE_HEADER } from '../../providers/pay.js';
import type { SandboxPayoutProvider } from '../../providers/payout.js';
import type { WithdrawalService } from './withdrawals.js';

// No script: two plain forms post back here, and the server sends the signed notification the
// way the provider would (as the sandbox payment page does).
const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(reply: FastifyReply, status: number, inner: string) {
  reply.code(status).header('Content-Security-Policy', PAGE_CSP).header('Cache-Control', 'no-store');
  reply.type('text/html; charset=utf-8');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sandbox transfer</title><style>body{font:16px system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}form{display:inline-block;margin:0 .5rem 0 0}button{font-size:1rem;padding:.6rem 1.4rem}</style></head><body><h1>Sandbox transfer</h1>${inner}</body></html>`;
}

const Params = Type.Object({
  out_bill_no: Type.String({ description: 'The withdrawal.', examples: ['wd0123'] }),
});
const Html = Type.String({ description: 'An HTML page.' });
const schema = (operationId: string, summary: string) => ({
  operationId,
  summary,
  tags: ['dev'],
  params: Params,
  produces: 'text/html',
  response: { 200: Html, '4xx': Html, '5xx': Html },
});

/**
 * Sandbox only: the payee's confirmation of a transfer (what `requestMerchantTransfer` shows in
 * WeChat). Confirming succeeds the transfer, "Fail" fails it; either way the sandbox provider's
 * signed notification is sent to the server's notify call.
 */
export function registerSandboxTransferPage(
  app: FastifyInstance,
  withdrawals: WithdrawalService,
  provider: SandboxPayoutProvider,
): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get(
    '/dev/transfer/:out_bill_no',
    { schema: schema('devTransferPage', 'Sandbox only: the payee’s confirmation of a transfer.') },
    async (request, reply) => {
      const view = await withdrawals.find(request.params.out_bill_no);
      if (!view) return page(reply, 404, '<p>No such transfer.</p>');
      const action = `/dev/transfer/${encodeURIComponent(view.out_bill_no)}`;
      const button = (result: string, label: string) =>
        `<form method="post" action="${action}"><input type="hidden" name="result" value="${result}"><button type="submit">${label}</button></form>`;
      return page(
        reply,
        200,
        `<p>Amount: <strong>${(view.amount_fen / 100).toFixed(2)}</strong></p><p>Status: <span id="status">${escapeHtml(view.status)}</span></p>${
          view.status === 'waiting' ? button('SUCCESS', 'Confirm receipt') + button('FAIL', 'Fail') : ''
        }`,
      );
    },
  );
  api.post(
    '/dev/transfer/:out_bill_no',
    {
      schema: {
        ...schema('devTransferConfirm', 'Sandbox only: the payee confirms (or the transfer fails).'),
        body: Fields({
          result: Type.Optional(Text('`FAIL`, or anything else to confirm.', { examples: ['SUCCESS'] })),
        }),
      },
    },
    async (request, reply) => {
      const view = await withdrawals.find(request.params.out_bill_no);
      if (!view) return page(reply, 404, '<p>No such transfer.</p>');
      const note = provider.finish(view.out_bill_no, request.body.result === 'FAIL' ? 'FAIL' : 'SUCCESS');
      if (!note)
        return page(
          reply,
          409,
          `<p>This transfer is not waiting.</p><p>Status: <span id="status">${escapeHtml(view.status)}</span></p>`,
        );
      const sent = await app.inject({
        method: 'POST',
        url: '/api/wechat.pay/transfer/notify/sandbox',
        payload: note.body,
        headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: note.signature },
      });
      const after = await withdrawals.find(view.out_bill_no);
      return page(
        reply,
        sent.statusCode === 200 ? 200 : 502,
        `<p>Notification answered ${sent.statusCode}.</p><p>Status: <span id="status">${escapeHtml(after?.status ?? 'unknown')}</span></p><p>You can close this page.</p>`,
      );
    },
  );
}
