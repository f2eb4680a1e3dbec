import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';

/** What a route declares beyond Fastify's own schema keys, for the OpenAPI document. */
export interface RouteDoc {
  /** Every route has one (a test checks): the name a generated client calls it by. */
  operationId?: string;
  summary?: string;
  tags?: string[];
  /** `BEARER`, `OPTIONAL_BEARER`, or absent for public calls. */
  security?: Record<string, string[]>[];
  /** Content types of the body; `FORM_TYPES` by default for a body. */
  consumes?: string[];
  /** Content type of the answers declared as strings (a file, a stream, a page); the rest are JSON. */
  produces?: string;
  /** Not part of the API (the web app's pages): left out of the document. */
  hide?: boolean;
}

declare module 'fastify' {
  interface FastifySchema extends RouteDoc {}
}

export type DocumentedSchema = FastifySchema;

interface RouteEntry {
  method: string;
  url: string;
  schema: DocumentedSchema | undefined;
}

type JsonObject = Record<string, unknown>;

const DEFAULT_BODY_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'application/json'];

/** `/uploads/:name` is `/uploads/{name}` in OpenAPI. */
export function openApiPath(url: string): string {
  return url.replace(/:(\w+)/g, '{$1}');
}

/** Symbols (TypeBox's kinds) dropped: the plain JSON Schema of a TypeBox schema. */
function plain(schema: unknown): JsonObject {
  return JSON.parse(JSON.stringify(schema)) as JsonObject;
}

function parameters(schema: unknown, where: 'query' | 'path'): JsonObject[] {
  if (!schema) return [];
  const object = plain(schema);
  const properties = (object.properties ?? {}) as Record<string, JsonObject>;
  const required = new Set((object.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: where,
      required: where === 'path' || required.has(name),
      ...(description === undefined ? {} : { description }),
      schema: rest,
    };
  });
}

function requestBody(schema: DocumentedSchema): JsonObject | undefined {
  if (!schema.body) return undefined;
  const body = plain(schema.body);
  const types = schema.consumes ?? DEFAULT_BODY_TYPES;
  const content: JsonObject = {};
  for (const type of types) {
    // Files travel in multipart bodies only.
    content[type] = { schema: type === 'multipart/form-data' ? body : withoutFiles(body) };
  }
  return { required: true, content };
}

function withoutFiles(body: JsonObject): JsonObject {
  const properties = (body.properties ?? {}) as Record<string, JsonObject>;
  const kept = Object.entries(properties).filter(([, property]) => property.contentMediaType === undefined);
  return { ...body, properties: Object.fromEntries(kept) };
}

function responses(schema: DocumentedSchema): JsonObject {
  const declared = (schema.response ?? {}) as Record<string, unknown>;
  const answers: JsonObject = {};
  for (const [status, response] of Object.entries(declared)) {
    const body = plain(response);
    const description = typeof body.description === 'string' ? body.description : status;
    if (status === '204') {
      answers[status] = { description };
      continue;
    }
    // A string answer is the route's own content (a file, a stream, a page); the rest is JSON.
    const type = body.type === 'string' && schema.produces ? schema.produces : 'application/json';
    answers[status.toUpperCase()] = { description, content: { [type]: { schema: body } } };
  }
  return answers;
}

function operation(route: RouteEntry): JsonObject {
  const schema = route.schema ?? {};
  const params = [...parameters(schema.params, 'path'), ...parameters(schema.querystring, 'query')];
  const body = requestBody(schema);
  return {
    operationId: schema.operationId,
    ...(schema.summary ? { summary: schema.summary } : {}),
    ...(schema.tags ? { tags: schema.tags } : {}),
    ...(schema.security ? { security: schema.security } : { security: [] }),
    ...(params.length > 0 ? { parameters: params } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: responses(schema),
  };
}

/** The OpenAPI 3.1 document of `routes`. */
export function openApiDocument(routes: readonly RouteEntry[]): JsonObject {
  const paths: Record<string, JsonObject> = {};
  for (const route of routes) {
    if (route.schema?.hide) continue;
    const path = openApiPath(route.url);
    paths[path] ??= {};
    (paths[path] as JsonObject)[route.method.toLowerCase()] = operation(route);
  }
  const schemas: Record<string, unknown> = {};
  const shared = referenced(paths, schemas) as Record<string, JsonObject>;
  return {
    openapi: '3.1.0',
    info: {
      title: 'Marketplace reference API',
      version: '1',
      description:
        'Every call answers the envelope { code, msg, data } (code 1 success, 0 failure with a message in the language of Accept-Language). Contract: docs/api-contract.md, docs/orders-api.md, docs/chat.md.',
    },
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'The token of tokenInfo.' } },
      schemas,
    },
    paths: shared,
  };
}

/**
 * The shapes that carry a `title` (`Order`, `Task`, `Refusal`...) are written once, under
 * `components.schemas`, and referred to by `$ref` wherever they appear.
 */
function referenced(value: unknown, schemas: Record<string, unknown>): unknown {
  if (Array.isArray(value)) return value.map((item) => referenced(item, schemas));
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value as JsonObject).map(([key, item]) => [key, referenced(item, schemas)]);
  const object = Object.fromEntries(entries) as JsonObject;
  const title = object.title;
  if (typeof title !== 'string' || typeof object.type !== 'string') return object;
  const known = schemas[title];
  if (known !== undefined && JSON.stringify(known) !== JSON.stringify(object)) {
    throw new Error(`Two different shapes are titled ${title}: give one another title`);
  }
  schemas[title] = object;
  return { $ref: `#/components/schemas/${title}` };
}

const OpenApiDocument = Type.Object(
  { openapi: Type.Literal('3.1.0'), info: Type.Object({}), paths: Type.Object({}) },
  { description: 'The OpenAPI 3.1 document (not an envelope).' },
);

/**
 * Collects every route as it is added and answers the document at `GET /api/openapi.json`.
 * Call before any route is added.
 */
export function registerOpenApi(app: FastifyInstance): void {
  const routes: RouteEntry[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      // Fastify adds a HEAD route for every GET; the GET documents both.
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      routes.push({ method, url: route.url, schema: route.schema as DocumentedSchema | undefined });
    }
  });
  let document: string | undefined;
  app.get(
    '/api/openapi.json',
    {
      schema: {
        operationId: 'openApi',
        summary: 'This document.',
        tags: ['meta'],
        response: { 200: OpenApiDocument },
      },
    },
    async (_request, reply) => {
      // The route table is fixed once the server is ready: build the document once.
      document ??= JSON.stringify(openApiDocument(routes));
      reply.header('Cache-Control', 'public, max-age=300');
      reply.type('application/json; charset=utf-8');
      return reply.send(document);
    },
  );
}

/** The routes a server has, as the document lists them (tests compare it with `docs/`). */
export function documentedCalls(document: JsonObject): { method: string; path: string }[] {
  const calls: { method: string; path: string }[] = [];
  for (const [path, item] of Object.entries(document.paths as Record<string, JsonObject>)) {
    for (const method of Object.keys(item)) calls.push({ method: method.toUpperCase(), path });
  }
  return calls;
}
