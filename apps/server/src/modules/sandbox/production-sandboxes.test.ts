import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { RegisteredRoute } from '../../platform/access/guard';
import { loadConfig } from '../../platform/config';
import type { Database } from '../../platform/db/client';
import { type Adapters, PARTIES, type Party, UncoveredPartiesError } from '../../providers/parties';
import { createTestApp, openTestDatabase, type TestApp } from '../../test/harness';

const production = { NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40), PUBLIC_URL: 'https://kc.example.com' };

/**
 * Stand-ins for real adapters: the routes walked here never reach a party, so each port's every function does
 * nothing (a subscription answers its no-op unsubscribe). They make a production start without SANDBOXES
 * possible, as real adapters will.
 */
const inertPort = () => new Proxy({}, { get: (_target, key) => (key === 'then' ? undefined : () => () => undefined) });
const standIns = Object.fromEntries(Object.keys(PARTIES).map((p) => [p, inertPort()])) as unknown as Adapters;

const concreteUrl = (url: string) => url.replace(/:(\w+)/g, '1000001').replace(/\*$/, 'x');
/** The route's status and, for an envelope, its reason (the CA certificate answers a PEM file). */
const call = async (t: TestApp, r: RegisteredRoute) => {
  const res = await t.as(undefined, { method: r.method as 'GET', url: concreteUrl(r.url) });
  const json = String(res.headers['content-type']).startsWith('application/json');
  return { route: `${r.method} ${r.url}`, status: res.statusCode, reason: json ? res.json().reason : undefined };
};

let dev: TestApp;
let bare: TestApp;
let staging: TestApp;
/** Every route the sandbox module declares where sandboxes run (the walk, not a hand-made list). */
let sandboxRoutes: RegisteredRoute[];

beforeAll(async () => {
  dev = await createTestApp();
  sandboxRoutes = dev.ctx.routes.filter((r) => r.module === 'sandbox');
  bare = await createTestApp(production, { adapters: standIns });
  staging = await createTestApp({ ...production, SANDBOXES: 'true' });
});
afterAll(async () => {
  await Promise.all([dev, bare, staging].map((t) => t?.close()));
});

describe('sandboxes in production', () => {
  it('the walk holds every sandbox route: the console, the CA and the payment phone page', () => {
    expect(sandboxRoutes.length).toBeGreaterThan(40);
    const byPath = dev.ctx.routes.filter((r) => /^\/api\/(kc-sandbox\/|kc-pay\/sandbox\/)/.test(r.url));
    expect(sandboxRoutes.map((r) => `${r.method} ${r.url}`).sort()).toEqual(
      byPath.map((r) => `${r.method} ${r.url}`).sort(),
    );
    expect(sandboxRoutes.map((r) => r.url)).toEqual(
      expect.arrayContaining([
        '/api/kc-pay/sandbox/pay',
        '/api/kc-sandbox/mini/confirm',
        '/api/kc-sandbox/esign/ca.pem',
      ]),
    );
  });

  it('a production start without SANDBOXES registers none of them: each answers 404', async () => {
    expect(bare.ctx.sandboxed).toEqual([]);
    expect(bare.ctx.routes.filter((r) => r.module === 'sandbox')).toEqual([]);
    for (const r of sandboxRoutes) {
      expect(await call(bare, r)).toEqual({
        route: `${r.method} ${r.url}`,
        status: 404,
        reason: 'request.route_not_found',
      });
    }
    // The mini-program's phone page API is the product's (a real mini-program calls it): still there.
    const scan = await bare.get(undefined, '/api/kc-mini/scan', { t: 'A'.repeat(22) });
    expect(scan.json().reason).not.toBe('request.route_not_found');
    expect((await bare.get(undefined, '/api/health')).json().data).toMatchObject({ sandboxes: false });
  });

  it('a production start with SANDBOXES=true answers every one of them and says so', async () => {
    expect([...staging.ctx.sandboxed].sort()).toEqual(Object.keys(PARTIES).sort());
    for (const r of sandboxRoutes) {
      const res = await call(staging, r);
      expect(res.status, res.route).not.toBe(404);
      expect(res.reason, res.route).not.toBe('request.route_not_found');
    }
    const admin = await staging.login('admin');
    expect((await staging.get(admin, '/api/kc-sandbox/pay/settings')).json()).toMatchObject({ code: 200 });
    expect((await staging.get(undefined, '/api/health')).json().data).toMatchObject({ sandboxes: true });
    expect((await dev.get(undefined, '/api/health')).json().data).toMatchObject({ sandboxes: true });
  });
});

describe('a start where a party has nobody to play it', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => database?.close());
  const attempt = async (env: Record<string, string>, adapters?: Partial<Adapters>) => {
    try {
      const config = loadConfig({ ...env, LOG_LEVEL: 'silent', JOBS: 'false' });
      const built = await buildApp({ config, database, logger: false, serveWeb: false, adapters });
      await built.app.close();
      return undefined;
    } catch (err) {
      return err;
    }
  };

  it('is refused in production without SANDBOXES, naming every party and the way out', async () => {
    const err = await attempt(production);
    expect(err).toBeInstanceOf(UncoveredPartiesError);
    const { message, parties } = err as UncoveredPartiesError;
    expect([...parties].sort()).toEqual(Object.keys(PARTIES).sort());
    for (const p of Object.values(PARTIES)) {
      expect(message).toContain(p.zh);
      expect(message).toContain(p.en);
    }
    expect(message).toContain('SANDBOXES=true');
  });

  it('names only the parties left uncovered (SMTP_URL covers mail; an adapter covers its party)', async () => {
    const { bank: _bank, ...allButBank } = standIns;
    const err = (await attempt(
      { ...production, SMTP_URL: 'smtp://mail.example.com:587' },
      {
        ...allButBank,
        mail: undefined,
      },
    )) as UncoveredPartiesError;
    expect(err.parties).toEqual(['bank' satisfies Party]);
    expect(err.message).toContain('银行');
    expect(err.message).not.toContain('邮件');
  });

  it('SANDBOXES=false refuses outside production too, and demo data needs the sandboxes', async () => {
    expect(((await attempt({ SANDBOXES: 'false', DEMO: 'false' })) as UncoveredPartiesError).parties).toHaveLength(9);
    expect(() => loadConfig({ SANDBOXES: 'false', DEMO: 'true' })).toThrow(/演示数据需要沙箱/);
    expect(loadConfig({}).sandboxes).toBe(true);
    expect(loadConfig(production).sandboxes).toBe(false);
    expect(loadConfig({ ...production, SANDBOXES: 'true' }).sandboxes).toBe(true);
  });
});
