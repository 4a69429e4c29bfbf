import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, expectRefusal, type TestApp } from '../../test/harness';
import { form } from '../../test/uploads';

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

describe('bad input gets the envelope, a Chinese message and no change', () => {
  it('malformed JSON', async () => {
    const before = await rowCounts();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/kc-auth/oauth/token',
      headers: { 'content-type': 'application/json' },
      payload: '{"grant_type": "password", "username": ',
    });
    expectRefusal(res, 400, 'request.invalid_json', '请求体不是合法的 JSON');
    expect(await rowCounts()).toEqual(before);
  });

  it('wrong types name the field', async () => {
    const res = await t.get(admin, '/api/kc-system/dict-biz/list?current=abc&size=10');
    expectRefusal(res, 400, 'request.invalid', '页码必须是数字');
    const big = await t.get(admin, '/api/kc-system/dict-biz/list?current=1&size=100000');
    expectRefusal(big, 400, 'request.invalid', '每页条数不能超过9999');
    const grant = await t.post(undefined, '/api/kc-auth/oauth/token', { grant_type: 'client', username: 'a' });
    expectRefusal(grant, 400, 'auth.grant_type_invalid', 'grant_type 只能是 password 或 refresh_token');
  });

  it('unknown fields', async () => {
    const res = await t.get(admin, '/api/kc-system/dict-biz/dictionary?code=weight_unit&drop=table');
    expectRefusal(res, 400, 'request.invalid', /drop/);
  });

  it('a missing required field uses its message', async () => {
    const res = await t.get(admin, '/api/kc-system/dict-biz/dictionary');
    expectRefusal(res, 400, 'request.invalid');
    const login = await t.post(undefined, '/api/kc-auth/oauth/token', { grant_type: 'password', password: 'x' });
    expectRefusal(login, 400, 'auth.account_required', '请输入账号');
  });

  it('an oversize body', async () => {
    const before = await rowCounts();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/kc-auth/oauth/token',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ grant_type: 'password', username: 'admin', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expectRefusal(res, 413, 'request.body_too_large', '请求内容过大');
    expect(await rowCounts()).toEqual(before);
  });

  it('an unsupported content type', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/kc-auth/oauth/token',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expectRefusal(res, 415, 'request.unsupported_media_type', '不支持的请求内容类型');
  });

  it('a body of the wrong kind for the route', async () => {
    const before = await rowCounts();
    const multipart = await t.app.inject({
      method: 'POST',
      url: '/api/kc-auth/oauth/token',
      ...form({ name: 'username', value: 'admin' }),
    });
    expectRefusal(multipart, 400, 'auth.grant_type_invalid', 'grant_type 只能是 password 或 refresh_token');
    const text = await t.as(admin, {
      method: 'POST',
      url: '/api/kc-system/dict-biz/submit',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expectRefusal(text, 400, 'request.invalid');
    expect(await rowCounts()).toEqual(before);
  });

  it('a URL that cannot be decoded', async () => {
    expectRefusal(
      await t.as(admin, { method: 'GET', url: '/api/kc-resource/oss/endpoint/file/%E0%A4%A' }),
      400,
      'request.bad_url',
      '请求地址有误',
    );
  });

  it('an id that does not exist', async () => {
    const res = await t.get(admin, '/api/kc-user/info?id=999999999');
    expectRefusal(res, 404, 'access.not_found', '数据不存在或无权查看');
    const bad = await t.get(admin, '/api/kc-user/info?id=abc');
    expectRefusal(bad, 400, 'request.invalid', 'id 格式错误');
  });

  it('an unknown API path', async () => {
    expectRefusal(await t.get(admin, '/api/nothing/here'), 404, 'request.route_not_found', '接口不存在');
  });
});
