import { defineRoute, ok } from '@kc/domain';
import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerErrorHandling } from './error-handler';
import { registerRouteContract } from './route-contract';
import { createResponseSerializer } from './serializer';
import { serveRoute } from './serve-route';

const renameThing = defineRoute({
  method: 'POST',
  path: '/api/things/rename',
  body: z.object({ id: z.string(), name: z.string().trim() }),
  answer: z.object({ id: z.string(), name: z.string() }),
});
const findThing = defineRoute({
  method: 'GET',
  path: '/api/things/find',
  query: z.object({ size: z.coerce.number().int() }),
  answer: z.array(z.number()),
});

const build = async () => {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createResponseSerializer({ strict: true }));
  registerErrorHandling(app);
  registerRouteContract(app);
  const options = { config: { access: { public: true } }, schema: { tags: ['试验'], summary: '试验' } } as const;
  serveRoute(app, renameThing, options, async (request) => ok({ id: request.body.id, name: request.body.name }));
  serveRoute(app, findThing, options, (request) => ok(Array.from({ length: request.query.size }, (_, i) => i)));
  await app.ready();
  return app;
};

describe('a route served from its contract', () => {
  it('takes the contract’s verb, path and parsed input, and answers in the envelope', async () => {
    const app = await build();
    const renamed = await app.inject({ method: 'POST', url: '/api/things/rename', payload: { id: '7', name: ' 钢 ' } });
    expect(renamed.json()).toEqual({ code: 200, success: true, data: { id: '7', name: '钢' }, msg: '操作成功' });
    const found = await app.inject({ method: 'GET', url: '/api/things/find?size=3' });
    expect(found.json().data).toEqual([0, 1, 2]);
    expect((await app.inject({ method: 'GET', url: '/api/things/rename' })).statusCode).toBe(404);
    await app.close();
  });

  it('refuses input the contract’s schema refuses', async () => {
    const app = await build();
    const res = await app.inject({ method: 'POST', url: '/api/things/rename', payload: { id: '7' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false });
    await app.close();
  });
});
