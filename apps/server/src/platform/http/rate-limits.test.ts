import { defaultErrorMessage } from '@kc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectRefusal, type TestApp } from '../../test/harness';
import { isPublic } from '../access/route-access';
import { RATE_LIMITS } from './rate-limits';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  // The harness turns the limits off for other tests; here they apply as in production.
  t = await createTestApp({ RATE_LIMIT_SCALE: '1' });
  admin = await t.login('admin');
});
afterAll(async () => t?.close());

const call = (route: string, remoteAddress: string) => {
  const [method, url] = route.split(' ') as ['GET' | 'POST', string];
  // The smallest request each route refuses as bad input: a limit counts every request, valid or not.
  return t.as(admin, { method, url, remoteAddress, ...(method === 'POST' ? { payload: {} } : {}) });
};

describe(`per-address rate limits on ${process.env.TEST_DB}`, () => {
  it('names only routes that exist', () => {
    const routes = new Set(t.ctx.routes.map((r) => `${r.method} ${r.url}`));
    for (const route of Object.keys(RATE_LIMITS)) expect(routes, route).toContain(route);
  });

  it('limits every public verification page like the receipt’s', () => {
    const pages = t.ctx.routes.filter((r) => isPublic(r.access) && /\/verify(File)?$/.test(r.url));
    expect(pages.map((r) => r.url)).toEqual(expect.arrayContaining(['/api/kc-flrk/contract/verify']));
    for (const r of pages) {
      expect(RATE_LIMITS[`${r.method} ${r.url}`], r.url).toEqual(RATE_LIMITS['GET /api/kc-flrk/ple/bill/verify']);
    }
  });

  it.each(Object.entries(RATE_LIMITS))(
    '%s answers 429 after its limit, for that address only',
    async (route, limit) => {
      const address = `10.1.${Object.keys(RATE_LIMITS).indexOf(route)}.7`;
      for (let i = 0; i < limit.max; i++) {
        const res = await call(route, address);
        expect(res.statusCode, `${route} #${i + 1}`).not.toBe(429);
      }
      const refused = await call(route, address);
      expectRefusal(refused, 429, 'request.too_many_requests', defaultErrorMessage[429]);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await call(route, '10.2.0.1')).statusCode).not.toBe(429);
    },
  );
});
