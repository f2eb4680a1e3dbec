import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { blockedWordsMessage } from '@marketplace/sdk/rules';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { caller } from '../../http/auth.js';
import { publicBase } from '../../http/base-url.js';
import { fail, ok } from '../../http/envelope.js';
import { field } from '../../http/form.js';
import { BEARER, MULTIPART, Nothing, Nullable, Refusal, replies } from '../../http/schemas.js';
import { TextRefusedError } from '../../kernel/errors.js';
import { absoluteUrl } from '../user/present.js';
import { cachedAuthenticate } from './poll-auth.js';
import { presentConversation, presentMessage } from './present.js';
import {
  Conversation,
  ConversationForm,
  ConversationPage,
  DeleteForm,
  HistoryForm,
  HistoryPage,
  ListForm,
  Message,
  Newer,
  NewForm,
  PostForm,
  RefuseForm,
  UploadForm,
} from './schemas.js';

const tags = ['chat'];

/** The chat calls of docs/chat.md, at their exact paths. */
export function registerChatRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { chat } = ctx.services;
  const pollAuth = cachedAuthenticate(ctx.services.auth, ctx.clock);

  app.register(async (plain) => {
    const scope = plain.withTypeProvider<TypeBoxTypeProvider>();
    // A refused text names the rule in the caller's language (the shared SDK catalog); every
    // other error goes on to the app's handler.
    plain.setErrorHandler((error, request, reply) => {
      if (error instanceof TextRefusedError) {
        return reply.code(400).send(fail(blockedWordsMessage(error.category, request.locale)));
      }
      throw error;
    });

    // Polled every 2 s by every open client: no request log lines (errors are still logged).
    scope.get(
      '/m/api/chat/unread_number.php',
      {
        onRequest: pollAuth,
        logLevel: 'warn',
        schema: {
          operationId: 'chatUnread',
          summary: 'Unread messages over all conversations (polled).',
          tags,
          security: BEARER,
          response: replies(Type.Object({ count: Type.Integer() })),
        },
      },
      async (request) => {
        return ok({ count: await chat.unreadCount(caller(request).userId) });
      },
    );

    scope.post(
      '/m/api/chat/conversation.php',
      {
        onRequest: ctx.authenticate,
        schema: {
          operationId: 'chatConversation',
          summary: 'Opens (or creates) the conversation with a person.',
          tags,
          security: BEARER,
          body: ConversationForm,
          response: replies(Conversation),
        },
      },
      async (request) => {
        const fields = request.body;
        const me = caller(request).userId;
        const item = await chat.open(me, field(fields, 'accept_id'));
        return ok(presentConversation(item, me, publicBase(request, ctx.config)));
      },
    );

    scope.post(
      '/m/api/chat/list.php',
      {
        onRequest: ctx.authenticate,
        schema: {
          operationId: 'chatList',
          summary: 'The caller’s conversations, newest activity first.',
          tags,
          security: BEARER,
          body: ListForm,
          response: replies(ConversationPage),
        },
      },
      async (request) => {
        const fields = request.body;
        const me = caller(request).userId;
        const base = publicBase(request, ctx.config);
        const { cards, ...page } = await chat.list(me, field(fields, 'page'));
        return ok({ ...page, list: page.list.map((item) => presentConversation(item, me, base, cards)) });
      },
    );

    scope.post(
      '/m/api/chat/history.php',
      {
        onRequest: ctx.authenticate,
        schema: {
          operationId: 'chatHistory',
          summary: 'A conversation’s messages, newest first; page 1 marks it read.',
          tags,
          security: BEARER,
          body: HistoryForm,
          response: replies(HistoryPage),
        },
      },
      async (request) => {
        const fields = request.body;
        const me = caller(request).userId;
        const base = publicBase(request, ctx.config);
        const { read, cards, contactAllowed, ...page } = await chat.history(me, {
          conversationId: field(fields, 'conversation_id'),
          page: field(fields, 'page'),
          beforeId: field(fields, 'before_id'),
        });
        return ok({
          ...page,
          list: page.list.map((row) => presentMessage(row, me, base, read, cards)),
          contact_allowed: contactAllowed,
        });
      },
    );

    scope.post(
      '/m/api/chat/post.php',
      {
        onRequest: ctx.authenticate,
        schema: {
          operationId: 'chatPost',
          summary: 'Posts a text, a picture, or an order or task card.',
          tags,
          security: BEARER,
          body: PostForm,
          response: replies(Nullable(Message)),
        },
      },
      async (request) => {
        const fields = request.body;
        const me = caller(request).userId;
        const base = publicBase(request, ctx.config);
        const { rows, read, cards } = await chat.post(me, {
          conversationId: field(fields, 'conversation_id'),
          // Untrimmed: the service trims and counts characters.
          content: fields.content,
          pic: field(fields, 'pic'),
          goodsOrderId: field(fields, 'goods_order_id'),
          goodsOrderTaskId: field(fields, 'goods_order_task_id'),
          clientKey: field(fields, 'client_key'),
          base,
        });
        const [row] = rows;
        return ok(row ? presentMessage(row, me, base, read, cards) : null);
      },
    );

    scope.post(
      '/m/api/chat/new.php',
      {
        onRequest: ctx.authenticate,
        schema: {
          operationId: 'chatNewer',
          summary: 'Messages newer than after_id, oldest first; marks them read.',
          tags,
          security: BEARER,
          body: NewForm,
          response: replies(Newer),
        },
      },
      async (request) => {
        const fields = request.body;
        const me = caller(request).userId;
        const base = publicBase(request, ctx.config);
        const { rows, read, cards, contactAllowed } = await chat.newer(me, {
          conversationId: field(fields, 'conversation_id'),
          afterId: field(fields, 'after_id'),
        });
        return ok({
          list: rows.map((row) => presentMessage(row, me, base, read, cards)),
          contact_allowed: contactAllowed,
        });
      },
    );

    scope.post(
      '/m/api/chat/refuse_order.php',
      {
        onRequest: ctx.authenticate,
        schema: {
          operationId: 'chatRefuseTask',
          summary: 'Declines the application of a task card, with a reason.',
          tags,
          security: BEARER,
          body: RefuseForm,
          response: replies(Nullable(Message)),
        },
      },
      async (request) => {
        const fields = request.body;
        const me = caller(request).userId;
        const { rows, read } = await chat.refuse(me, {
          chatId: field(fields, 'chat_id'),
          content: fields.content,
        });
        const [row] = rows;
        return ok(row ? presentMessage(row, me, publicBase(request, ctx.config), read) : null);
      },
    );

    scope.post(
      '/m/api/chat/delete.php',
      {
        onRequest: ctx.authenticate,
        schema: {
          operationId: 'chatDelete',
          summary: 'Hides a message, or clears a conversation, for the caller only.',
          tags,
          security: BEARER,
          body: DeleteForm,
          response: replies(Nothing),
        },
      },
      async (request) => {
        const fields = request.body;
        await chat.remove(caller(request).userId, {
          chatId: field(fields, 'chat_id'),
          conversationId: field(fields, 'conversation_id'),
        });
        return ok(null);
      },
    );

    scope.post(
      '/m/api/chat/upload.php',
      {
        onRequest: ctx.authenticate,
        schema: {
          operationId: 'chatUpload',
          summary: 'Stores a picture to post with post.php.',
          tags,
          security: BEARER,
          consumes: MULTIPART,
          body: UploadForm,
          response: replies(Type.Object({ url: Type.String() })),
        },
      },
      async (request) => {
        const files = request.uploads ?? {};
        const path = await chat.upload(caller(request).userId, files.file?.data);
        return ok({ url: absoluteUrl(publicBase(request, ctx.config), path) });
      },
    );

    scope.get(
      '/m/api/chat/stream',
      {
        onRequest: ctx.authenticate,
        schema: {
          operationId: 'chatStream',
          summary: 'Live chat events (docs/chat.md, "Stream").',
          tags,
          security: BEARER,
          produces: 'text/event-stream',
          response: {
            200: Type.String({ description: 'Server-sent events.' }),
            '4xx': Refusal,
            '5xx': Refusal,
          },
        },
      },
      async (request, reply) => {
        const me = caller(request).userId;
        const base = publicBase(request, ctx.config);
        // Errors up to here are ordinary envelopes; from here on the response is ours.
        reply.hijack();
        const res = reply.raw;
        // Keep what the hooks set (security headers, CORS), then the stream's own.
        const headers: Record<string, string | number | string[]> = {};
        for (const [name, value] of Object.entries(reply.getHeaders())) {
          if (value !== undefined) headers[name] = value;
        }
        res.writeHead(200, {
          ...headers,
          'content-type': 'text/event-stream',
          'cache-control': 'no-store',
          'x-accel-buffering': 'no',
          connection: 'keep-alive',
        });
        res.flushHeaders();
        try {
          await chat.openStream(me, base, res, caller(request).token);
        } catch (error) {
          request.log.error({ err: error }, 'chat stream failed to open');
          res.end();
        }
      },
    );
  });
}
