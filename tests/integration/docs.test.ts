import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_OPERATIONS } from '../../src/contract/api';
import { POST_PATHS, QNA_PATHS } from '../../src/contract/boards.operations';
import { MULTI_LINE_TEXT, SINGLE_LINE_TEXT } from '../../src/domain/text-input';
import { createTestApp, type TestApp } from './helpers/test-app';

/** Hono route path (`/api/user/:id{[0-9]+}`) in OpenAPI form (`/api/user/{id}`). */
const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)(\{(?:[^{}]|\{[^{}]*\})*\})?/g, '{$1}');

describe('API reference', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('documents exactly the routes the server has', () => {
    const served = new Set(
      t.app.routes
        .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/'))
        .map((r) => `${r.method.toLowerCase()} ${openApiPath(r.path)}`),
    );
    const documented = new Set(API_OPERATIONS.map((op) => `${op.method} ${op.path}`));
    expect([...served].filter((x) => !documented.has(x))).toEqual([]);
    expect([...documented].filter((x) => !served.has(x))).toEqual([]);
  });

  it('has a summary for every operation, though the tables the browser loads carry none', () => {
    expect(API_OPERATIONS.filter((op) => !op.summary).map((op) => `${op.method} ${op.path}`)).toEqual([]);
  });

  it('serves an OpenAPI 3.1 document generated from the contract schemas', async () => {
    const res = await t.request('GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as {
      openapi: string;
      paths: Record<
        string,
        Record<string, { requestBody?: { content: Record<string, { schema: unknown }> } }>
      >;
    };
    expect(doc.openapi).toBe('3.1.0');
    for (const op of API_OPERATIONS) expect(doc.paths[op.path]?.[op.method]).toBeDefined();
    const signUp = doc.paths['/api/auth/sign-up']?.post?.requestBody?.content['application/json']?.schema;
    expect(signUp).toMatchObject({
      type: 'object',
      required: expect.arrayContaining(['email', 'password', 'nickname', 'birthDate']),
      properties: { password: { type: 'string', minLength: 8, maxLength: 64 } },
    });
    // Issue 23: the date of birth is the API's requirement, at sign-up and at a social onboarding alike.
    const onboarding =
      doc.paths['/api/user/onboarding']?.post?.requestBody?.content['application/json']?.schema;
    expect(onboarding).toMatchObject({ required: expect.arrayContaining(['nickname', 'birthDate']) });
  });

  it("lists each board's own search scopes: the anonymous Q&A board offers no AUTHOR", async () => {
    const doc = (await (await t.request('GET', '/api/openapi.json')).json()) as {
      paths: Record<string, { get?: { parameters?: { name: string; schema: unknown }[] } }>;
    };
    const scopes = (path: string) =>
      JSON.stringify(doc.paths[path]?.get?.parameters?.find((p) => p.name === 'searchType')?.schema);
    expect(scopes(POST_PATHS.search)).toContain('"AUTHOR"');
    expect(scopes(QNA_PATHS.search)).toContain('"TITLE_CONTENT"');
    expect(scopes(QNA_PATHS.search)).not.toContain('"AUTHOR"');
  });

  it("states which characters a text may hold, beside a field's own pattern, and the id range of a body", async () => {
    type Schema = { pattern?: string; allOf?: { pattern: string }[]; minimum?: number; maximum?: number };
    const doc = (await (await t.request('GET', '/api/openapi.json')).json()) as {
      paths: Record<
        string,
        Record<
          string,
          {
            requestBody: {
              content: { 'application/json': { schema: { properties: Record<string, Schema> } } };
            };
          }
        >
      >;
    };
    const body = (path: string, method = 'post') =>
      doc.paths[path]?.[method]?.requestBody.content['application/json'].schema.properties ?? {};
    const signUp = body('/api/auth/sign-up');
    expect(signUp.job?.pattern).toBe(SINGLE_LINE_TEXT.source);
    expect(signUp.nickname?.pattern).toBe(SINGLE_LINE_TEXT.source);
    expect(signUp.nickname?.allOf).toEqual([{ pattern: expect.stringContaining('A-Za-z_') }]);
    expect(body('/api/article/{id}/comment').content?.pattern).toBe(MULTI_LINE_TEXT.source);
    const consultation = body('/api/user/consultation');
    expect(consultation.message?.pattern).toBe(MULTI_LINE_TEXT.source);
    expect(consultation.recipientId).toMatchObject({ minimum: 1, maximum: 2147483647 });
  });

  it('serves a readable reference page without scripts', async () => {
    const res = await t.request('GET', '/api/docs');
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    for (const op of API_OPERATIONS) expect(html).toContain(op.path);
    expect(html).not.toMatch(/<script|style=/i);
    expect((await t.request('GET', '/api/docs.css')).headers.get('content-type')).toContain('text/css');
  });
});
