import { envelopeOf, isListedReason, ok } from '@kc/domain';
import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/harness';
import { registerErrorHandling } from './error-handler';
import { registerRouteContract } from './route-contract';
import { createResponseSerializer } from './serializer';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

type OpenApi = {
  paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
  'x-refusals': { reason: string; status: number; message: string }[];
};

describe('every route states its answer and every refusal its reason', () => {
  it('the OpenAPI document shows each route’s answer and the refusal envelope', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApi;
    const wms = doc.paths['/api/kc-flrk/wmsMaterial/list']?.get?.responses ?? {};
    expect(Object.keys(wms)).toEqual(expect.arrayContaining(['200', '4XX', '5XX']));
    expect(JSON.stringify(wms['200'])).toContain('externalMaterialId');
  });

  it('lists every refusal reason with its status and message', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApi;
    const codeTaken = doc['x-refusals'].find((r) => r.reason === 'wms_material.code_taken');
    expect(codeTaken).toEqual({
      reason: 'wms_material.code_taken',
      status: 400,
      message: '该仓库已映射WMS货物编码 [{0}]',
      module: 'wms_material',
    });
    expect(doc['x-refusals'].every((r) => isListedReason(r.reason))).toBe(true);
  });

  it('a refusal of the platform carries a listed reason too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no/such/route' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404, success: false, reason: 'request.route_not_found' });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/kc-auth/oauth/token',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(bad.json()).toMatchObject({ code: 400, reason: 'request.invalid_json' });
  });
});

describe('a route must state its answer', () => {
  it('a route without a 200 schema fails at registration', async () => {
    const app = Fastify({ logger: false });
    registerRouteContract(app);
    expect(() => app.get('/api/unanswered', async () => ok(1))).toThrow('路由 GET /api/unanswered 没有声明应答');
    await app.close();
  });

  it('every route of the product states its answer (the app would not start otherwise)', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApi;
    const operations = Object.values(doc.paths).flatMap((ops) => Object.values(ops));
    expect(operations.length).toBeGreaterThan(150);
    expect(operations.filter((op) => !op.responses?.['200'])).toEqual([]);
  });
});

describe('the strict serialiser', () => {
  const build = async (strict: boolean) => {
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(createResponseSerializer({ strict }));
    registerErrorHandling(app);
    registerRouteContract(app);
    app.get('/api/thing', { schema: { response: { 200: envelopeOf(z.object({ a: z.string() })) } } }, async () =>
      ok({ a: 'x', secret: 'y' }),
    );
    await app.ready();
    return app;
  };

  it('refuses an answer with a field its schema does not declare (tests), and drops it elsewhere', async () => {
    const strict = await build(true);
    const res = await strict.inject({ method: 'GET', url: '/api/thing' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ reason: 'system.response_mismatch' });
    const lax = await build(false);
    expect((await lax.inject({ method: 'GET', url: '/api/thing' })).json().data).toEqual({ a: 'x' });
    await strict.close();
    await lax.close();
  });
});
