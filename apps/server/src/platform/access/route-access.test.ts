import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiScope, menu, roleScope } from '../../modules/system/system.table';
import { createRole, createTestApp, type TestApp } from '../../test/harness';
import { registerAccessGuard } from './guard';
import { isPublic, isSelf } from './route-access';

let t: TestApp;
let noGrantToken: string;

beforeAll(async () => {
  t = await createTestApp();
  noGrantToken = (await t.newUser('nogrant', { roleAliases: [] })).token;
});
afterAll(async () => t?.close());

const concreteUrl = (url: string) => url.replace(/:(\w+)/g, '1000001').replace(/\*$/, 'x');

describe('every route is refused by default', () => {
  it('knows the registered routes', () => {
    expect(t.ctx.routes.length).toBeGreaterThan(8);
  });

  it('refuses every non-public route without a token (401) and names the reason in Chinese', async () => {
    const guarded = t.ctx.routes.filter((r) => !isPublic(r.access));
    for (const r of guarded) {
      const res = await t.as(undefined, { method: r.method as 'GET', url: concreteUrl(r.url) });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
      expect(res.json(), `${r.method} ${r.url}`).toMatchObject({
        code: 401,
        success: false,
        msg: '请先登录',
        reason: 'auth.token_missing',
      });
    }
  });

  it('refuses every route that needs a grant to a user without it (403)', async () => {
    const granted = t.ctx.routes.filter((r) => !isPublic(r.access) && !isSelf(r.access));
    expect(granted.length).toBeGreaterThan(0);
    for (const r of granted) {
      const res = await t.as(noGrantToken, { method: r.method as 'GET', url: concreteUrl(r.url) });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(403);
      expect(res.json()).toMatchObject({
        code: 403,
        success: false,
        msg: '无权执行此操作',
        reason: 'access.forbidden',
      });
    }
  });

  it('lets a logged-in user without grants reach only self-service routes', async () => {
    const res = await t.get(noGrantToken, '/api/kc-user/info');
    expect(res.json()).toMatchObject({ code: 200, data: { account: 'nogrant' } });
    const menus = await t.get(noGrantToken, '/api/kc-system/menu/routes');
    expect(menus.json()).toMatchObject({ code: 200, data: [] });
  });

  it('refuses to register a route that declares no access', async () => {
    const app = Fastify({ logger: false });
    registerAccessGuard(app, { tokens: t.ctx.tokens, principals: t.ctx.principals, acl: t.ctx.acl });
    expect(() => app.get('/api/undeclared', async () => 'open')).toThrow(/未声明访问权限/);
    await app.close();
  });
});

describe('OpenAPI document', () => {
  it('lists every registered route with its schemas at /api/docs/json', async () => {
    const res = await t.get(undefined, '/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    for (const r of t.ctx.routes) {
      const path = r.url.replace(/:(\w+)/g, '{$1}');
      expect(doc.paths[path]?.[r.method.toLowerCase()], `${r.method} ${r.url}`).toBeDefined();
    }
    expect(doc.paths['/api/kc-system/dict-biz/list'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['current', 'size', 'code']),
    );
  });
});

describe('API scopes (a scope guards its path)', () => {
  it('lets a role call a covered path only when granted the scope, and applies changes without a restart', async () => {
    const db = t.database.db;
    const roleId = await createRole(db, { alias: 'dict_clerk', name: '字典员', menuCodes: ['dict'] });
    const [dictMenu] = await db.select({ id: menu.id }).from(menu).where(eq(menu.code, 'dict'));
    const { token } = await t.newUser('clerk', { roleIds: [roleId] });
    const list = () => t.get(token, '/api/kc-system/dict-biz/list', { current: '1', size: '5' });
    expect((await list()).statusCode).toBe(200);

    const [scope] = await db
      .insert(apiScope)
      .values({
        menuId: dictMenu!.id,
        resourceCode: 'dict_biz_list',
        scopeName: '业务字典列表',
        scopePath: '/api/kc-system/dict-biz/**',
      })
      .returning({ id: apiScope.id });
    await t.ctx.acl.invalidate();
    expect((await list()).statusCode).toBe(403);

    await db.insert(roleScope).values({ roleId, scopeId: scope!.id, scopeCategory: 2 });
    await t.ctx.acl.invalidate();
    expect((await list()).json()).toMatchObject({ code: 200, data: { current: 1, size: 5 } });
  });
});
