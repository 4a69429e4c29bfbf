import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { loginGuard, refreshToken } from '../auth/auth.table';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => t?.close());

const rowCounts = async () => ({
  refresh: (await t.database.db.select({ n: count() }).from(refreshToken))[0]?.n,
  guard: (await t.database.db.select({ n: count() }).from(loginGuard))[0]?.n,
});

const expectEnvelope = (res: { statusCode: number; json: () => unknown }, code: number, msg?: string | RegExp) => {
  expect(res.statusCode).toBe(code);
  const body = res.json() as { code: number; success: boolean; data: unknown; msg: string };
  expect(body.code).toBe(code);
  expect(body.success).toBe(false);
  expect(body.data).toBeNull();
  expect(body.msg).toMatch(/[\u4e00-\u9fa5]/);
  if (typeof msg === 'string') expect(body.msg).toBe(msg);
  if (msg instanceof RegExp) expect(body.msg).toMatch(msg);
};

describe('bad input gets the envelope, a Chinese message and no change', () => {
  it('malformed JSON', async () => {
    const before = await rowCounts();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/kc-auth/oauth/token',
      headers: { 'content-type': 'application/json' },
      payload: '{"grant_type": "password", "username": ',
    });
    expectEnvelope(res, 400, '请求体不是合法的 JSON');
    expect(await rowCounts()).toEqual(before);
  });

  it('wrong types name the field', async () => {
    const res = await t.as(admin, { method: 'GET', url: '/api/kc-system/dict-biz/list?current=abc&size=10' });
    expectEnvelope(res, 400, '页码必须是数字');
    const big = await t.as(admin, { method: 'GET', url: '/api/kc-system/dict-biz/list?current=1&size=100000' });
    expectEnvelope(big, 400, '每页条数不能超过9999');
    const grant = await t.app.inject({
      method: 'POST',
      url: '/api/kc-auth/oauth/token',
      payload: { grant_type: 'client', username: 'a' },
    });
    expectEnvelope(grant, 400, 'grant_type 只能是 password 或 refresh_token');
  });

  it('unknown fields', async () => {
    const res = await t.as(admin, {
      method: 'GET',
      url: '/api/kc-system/dict-biz/dictionary?code=weight_unit&drop=table',
    });
    expectEnvelope(res, 400, /drop/);
  });

  it('a missing required field uses its message', async () => {
    const res = await t.as(admin, { method: 'GET', url: '/api/kc-system/dict-biz/dictionary' });
    expectEnvelope(res, 400);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/kc-auth/oauth/token',
      payload: { grant_type: 'password', password: 'x' },
    });
    expectEnvelope(login, 400, '请输入账号');
  });

  it('an oversize body', async () => {
    const before = await rowCounts();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/kc-auth/oauth/token',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ grant_type: 'password', username: 'admin', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expectEnvelope(res, 413, '请求内容过大');
    expect(await rowCounts()).toEqual(before);
  });

  it('an unsupported content type', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/kc-auth/oauth/token',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expectEnvelope(res, 415, '不支持的请求内容类型');
  });

  it('an id that does not exist', async () => {
    const res = await t.as(admin, { method: 'GET', url: '/api/kc-user/info?id=999999999' });
    expectEnvelope(res, 404, '数据不存在或无权查看');
    const bad = await t.as(admin, { method: 'GET', url: '/api/kc-user/info?id=abc' });
    expectEnvelope(bad, 400, 'id 格式错误');
  });

  it('an unknown API path', async () => {
    expectEnvelope(await t.as(admin, { method: 'GET', url: '/api/nothing/here' }), 404, '接口不存在');
  });
});
