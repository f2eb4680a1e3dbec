/*
 * Requests made from /api/openapi.json alone: the operations of the document, the shape of each
 * one's input, and a request with every required field well-formed (from the state a test made,
 * else the schema's example) and, optionally, one field overridden. The sweeps of hostile input
 * and of who may call what are built on it.
 */

export type Json = Record<string, unknown>;

export interface Operation {
  operationId: string;
  security: Json[];
  parameters?: { name: string; in: 'query' | 'path'; required: boolean; schema: Json }[];
  requestBody?: { content: Record<string, { schema: Json }> };
}

export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  route: string;
  operation: Operation;
}

/** A well-formed value for a field: the state the sweep made, else its example, else its first choice. */
export function sample(name: string, schema: Json, known: Record<string, string>): string {
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
export function wtf8(value: string): Buffer {
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
export function percentEncode(value: string): string {
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

export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const BOUNDARY = '----hostile';

export function multipart(fields: Record<string, unknown>, files: Record<string, Buffer>): Buffer {
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

export interface Shape {
  type?: string;
  path: string[];
  query: string[];
  requiredQuery: string[];
  fields: string[];
  requiredFields: string[];
  files: string[];
  schemas: Record<string, Json>;
}

export function shapeOf(endpoint: Endpoint): Shape {
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

export interface Request {
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** The request with every required field well-formed and `override` (one field) hostile. */
export function buildRequest(
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

/** Every operation of the document, as method, route and description. */
export function endpointsOf(doc: { paths: Record<string, Record<string, Operation>> }): Endpoint[] {
  return Object.entries(doc.paths).flatMap(([route, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      method: method.toUpperCase() as Endpoint['method'],
      route,
      operation,
    })),
  );
}

/** Whether the operation takes a bearer, and whether it also answers without one. */
export function bearerUse(endpoint: Endpoint): 'none' | 'required' | 'optional' {
  const security = endpoint.operation.security;
  if (!security.some((requirement) => 'bearer' in requirement)) return 'none';
  return security.some((requirement) => Object.keys(requirement).length === 0) ? 'optional' : 'required';
}
