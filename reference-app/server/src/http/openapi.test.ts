import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { useTestApp } from '../../test/helpers.js';
import { documentedCalls, openApiPath } from './openapi.js';

const docsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../docs');

/**
 * Calls left out of the comparison, each with its reason. Everything else the server answers is
 * in a call table of docs/, and every call of a table is a route.
 */
const NOT_IN_CALL_TABLES: Record<string, string> = {
  '/dev/':
    'sandbox-only test aids (the outbox, the sandbox payment page), described in prose in docs/deployment.md and docs/orders-api.md, absent in production',
};

function excluded(path: string): boolean {
  return Object.keys(NOT_IN_CALL_TABLES).some((prefix) => path.startsWith(prefix));
}

/** Every `| \`METHOD /path\` | ...` row of the Markdown tables of docs/. */
function callsInDocs(): Set<string> {
  const calls = new Set<string>();
  for (const file of readdirSync(docsDir).filter((name) => name.endsWith('.md'))) {
    const text = readFileSync(path.join(docsDir, file), 'utf8');
    for (const match of text.matchAll(/^\|\s*`?(GET|POST|PUT|PATCH|DELETE)\s+(\/[^\s`|?]+)/gm)) {
      const [, method, route] = match as unknown as [string, string, string];
      if (!excluded(route)) calls.add(`${method} ${openApiPath(route)}`);
    }
  }
  return calls;
}

describe('GET /api/openapi.json', () => {
  const t = useTestApp('pglite');

  async function document(): Promise<Record<string, unknown>> {
    const response = await t().app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    return response.json() as Record<string, unknown>;
  }

  test('lists exactly the calls of the call tables of docs/, naming the differences', async () => {
    const served = new Set(
      documentedCalls(await document())
        .filter((call) => !excluded(call.path))
        .map((call) => `${call.method} ${call.path}`),
    );
    const documented = callsInDocs();
    const undocumented = [...served].filter((call) => !documented.has(call)).sort();
    const notServed = [...documented].filter((call) => !served.has(call)).sort();
    expect({ undocumented, notServed }).toEqual({ undocumented: [], notServed: [] });
    expect(served.size).toBeGreaterThan(50);
  });

  test('every operation has a unique operationId, its answers, and says whether it needs a bearer', async () => {
    const doc = await document();
    expect(doc.openapi).toBe('3.1.0');
    const ids: string[] = [];
    for (const [route, item] of Object.entries(
      doc.paths as Record<string, Record<string, Record<string, unknown>>>,
    )) {
      for (const [method, operation] of Object.entries(item)) {
        const where = `${method.toUpperCase()} ${route}`;
        expect(typeof operation.operationId, where).toBe('string');
        ids.push(operation.operationId as string);
        expect(
          Object.keys(operation.responses as object).some((status) => status.startsWith('2')),
          where,
        ).toBe(true);
        expect(Array.isArray(operation.security), where).toBe(true);
        if (method === 'post' && !route.startsWith('/api/pay/notify/') && !route.startsWith('/dev/')) {
          expect(operation.requestBody, where).toBeDefined();
        }
      }
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  test('describes form bodies as they are sent, files only in multipart', async () => {
    const doc = (await document()) as {
      paths: Record<
        string,
        Record<string, { requestBody?: { content: Record<string, { schema: { properties: object } }> } }>
      >;
    };
    const edit = doc.paths['/m/api/user/edit_info.php']?.post?.requestBody?.content;
    expect(Object.keys(edit ?? {})).toEqual([
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      'application/json',
    ]);
    expect(Object.keys(edit?.['multipart/form-data']?.schema.properties ?? {})).toContain('face');
    expect(Object.keys(edit?.['application/x-www-form-urlencoded']?.schema.properties ?? {})).not.toContain(
      'face',
    );
    const personal = (doc.paths['/api/user/personalInfo'] as Record<string, { security: unknown }>).get;
    expect(personal?.security).toEqual([{ bearer: [] }]);
  });
});
