import { defineRoute, type RouteAnswer } from '@kc/domain';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { z } from 'zod';
import { call } from './api-client';

const renameThing = defineRoute({
  method: 'POST',
  path: '/api/things/rename',
  body: z.object({ id: z.string(), name: z.string() }),
  answer: z.object({ id: z.string(), name: z.string() }),
});
const findThings = defineRoute({
  method: 'GET',
  path: '/api/things/find',
  query: z.object({ size: z.number(), name: z.string().optional() }),
  answer: z.array(z.number()),
});
const listAll = defineRoute({ method: 'GET', path: '/api/things/all', answer: z.literal(true) });

const answering = (data: unknown) => {
  const fetch = vi.fn(
    async (_url: string, _init: RequestInit) =>
      new Response(JSON.stringify({ code: 200, success: true, data, msg: '' }), { status: 200 }),
  );
  vi.stubGlobal('fetch', fetch);
  // No one is logged in: the calls go without a token.
  vi.stubGlobal('localStorage', { getItem: () => null });
  return fetch;
};
afterEach(() => vi.unstubAllGlobals());

describe('a call by its contract', () => {
  it('posts the input as the body to the contract’s path and answers the data', async () => {
    const fetch = answering({ id: '7', name: '钢' });
    const data = await call(renameThing, { id: '7', name: '钢' });
    expectTypeOf(data).toEqualTypeOf<RouteAnswer<typeof renameThing>>();
    expect(data).toEqual({ id: '7', name: '钢' });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/things/rename');
    expect(init.method).toBe('POST');
    expect(init.body).toBe(JSON.stringify({ id: '7', name: '钢' }));
  });

  it('sends a GET’s input as its query, and nothing for a route without input', async () => {
    const fetch = answering([1, 2]);
    expect(await call(findThings, { size: 2, name: undefined })).toEqual([1, 2]);
    expect(fetch.mock.calls[0]![0]).toBe('/api/things/find?size=2');
    expect(fetch.mock.calls[0]![1].method).toBe('GET');
    await call(listAll);
    expect(fetch.mock.calls[1]![0]).toBe('/api/things/all');
  });

  it('types the input by the contract', () => {
    expectTypeOf(call<typeof renameThing>)
      .parameter(1)
      .toEqualTypeOf<{ id: string; name: string }>();
    // @ts-expect-error a body the contract does not take
    () => call(renameThing, { id: 7 });
  });
});
