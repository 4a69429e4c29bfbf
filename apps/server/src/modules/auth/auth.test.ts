import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD_MD5, md5, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const token = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/kc-auth/oauth/token', payload });

describe('log-in', () => {
  it('answers the token fields of API.md for a demo account', async () => {
    const res = await token({
      grant_type: 'password',
      tenantId: '000000',
      username: 'shipper',
      password: DEMO_PASSWORD_MD5,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ code: 200, success: true, msg: '操作成功' });
    expect(body.data).toMatchObject({ token_type: 'bearer', account: 'shipper', tenant_id: '000000', user_type: 3 });
    for (const k of ['access_token', 'refresh_token', 'expires_in', 'user_id', 'user_name', 'role_name', 'post_id']) {
      expect(body.data[k], k).toBeTruthy();
    }
  });

  it('accepts the BladeX form with query parameters', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/kc-auth/oauth/token?tenantId=000000&username=admin&password=${DEMO_PASSWORD_MD5}&grant_type=password&scope=all&type=account`,
    });
    expect(res.json()).toMatchObject({ code: 200, msg: '操作成功' });
  });

  it('refuses a wrong password with the Chinese message', async () => {
    const res = await token({ grant_type: 'password', username: 'buyer', password: md5('wrong') });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, success: false, msg: '账号或密码错误', data: null });
  });

  it('refuses a password that was not md5-hashed', async () => {
    const res = await token({ grant_type: 'password', username: 'buyer', password: 'demo123456' });
    expect(res.json()).toMatchObject({ code: 400, msg: '密码格式错误' });
  });
});
