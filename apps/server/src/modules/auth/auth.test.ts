import { authMessages } from '@kc/domain';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthService } from '../../platform/auth/auth.service';
import { verifyPassword } from '../../platform/auth/password';
import { createTestApp, DEMO_PASSWORD_MD5, expectRefusal, md5, type TestApp } from '../../test/harness';
import { createUser } from '../../test/users';
import { createIdentityDirectory } from '../user';
import { user } from '../user/user.table';

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

  it('accepts the BladeX form body with its extra fields', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/kc-auth/oauth/token?scope=all&type=account',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `tenantId=000000&username=admin&password=${DEMO_PASSWORD_MD5}&grant_type=password`,
    });
    expect(res.json()).toMatchObject({ code: 200, msg: '操作成功' });
  });

  it('refuses a password or refresh token in the query string, which the access log would keep', async () => {
    const s = (await token({ grant_type: 'password', username: 'admin', password: DEMO_PASSWORD_MD5 })).json().data;
    for (const url of [
      `/api/kc-auth/oauth/token?tenantId=000000&username=admin&password=${DEMO_PASSWORD_MD5}&grant_type=password`,
      `/api/kc-auth/oauth/token?grant_type=refresh_token&refresh_token=${s.refresh_token}`,
    ]) {
      const res = await t.app.inject({ method: 'POST', url });
      expectRefusal(res, 400, 'auth.credentials_in_query', authMessages.credentialsInQuery);
    }
    // Even beside a complete body.
    const both = await t.app.inject({
      method: 'POST',
      url: `/api/kc-auth/oauth/token?password=${DEMO_PASSWORD_MD5}`,
      payload: { grant_type: 'password', username: 'admin', password: DEMO_PASSWORD_MD5 },
    });
    expectRefusal(both, 400, 'auth.credentials_in_query', authMessages.credentialsInQuery);
    // The refresh token was never used.
    expect((await token({ grant_type: 'refresh_token', refresh_token: s.refresh_token })).json().code).toBe(200);
  });

  it('refuses a wrong password with the Chinese message', async () => {
    const res = await token({ grant_type: 'password', username: 'buyer', password: md5('wrong') });
    expectRefusal(res, 400, 'auth.bad_credentials', '账号或密码错误');
  });

  it('names what a log-in or a refresh is missing', async () => {
    expectRefusal(await token({ username: 'buyer' }), 400, 'auth.grant_type_invalid', /grant_type/);
    expectRefusal(
      await token({ grant_type: 'password', username: 'buyer' }),
      400,
      'auth.password_required',
      '请输入密码',
    );
    expectRefusal(
      await token({ grant_type: 'refresh_token' }),
      400,
      'auth.refresh_token_required',
      '请提供 refresh_token',
    );
  });

  it('refuses a password that was not md5-hashed', async () => {
    const res = await token({ grant_type: 'password', username: 'buyer', password: 'demo123456' });
    expectRefusal(res, 400, 'auth.password_format', '密码格式错误');
  });
});

describe('lock-out after failed log-ins', () => {
  const attempt = (username: string, password: string, ip = '198.51.100.7') =>
    t.app.inject({
      method: 'POST',
      url: '/api/kc-auth/oauth/token',
      remoteAddress: ip,
      payload: { grant_type: 'password', tenantId: '000000', username, password },
    });

  it('locks the account for 15 minutes on the 5th failure within 5 minutes, even for the right password', async () => {
    await createUser(t.database.db, 'lockme', { roleAliases: ['shipper'] });
    for (let i = 1; i <= 4; i++) {
      expect((await attempt('lockme', md5(`bad${i}`))).json().msg).toBe('账号或密码错误');
    }
    const fifth = await attempt('lockme', md5('bad5'));
    expectRefusal(fifth, 429, 'auth.locked', '登录失败次数过多，账号已被锁定，请15分钟后再试');
    const right = await attempt('lockme', DEMO_PASSWORD_MD5);
    expect(right.statusCode).toBe(429);
    expect(right.json().msg).toContain('账号已被锁定');
  });

  it('clears the count after a successful log-in', async () => {
    await createUser(t.database.db, 'recover', { roleAliases: ['buyer'] });
    for (let i = 0; i < 4; i++) await attempt('recover', md5('bad'));
    expect((await attempt('recover', DEMO_PASSWORD_MD5)).json().code).toBe(200);
    for (let i = 0; i < 4; i++) await attempt('recover', md5('bad'));
    expect((await attempt('recover', DEMO_PASSWORD_MD5)).json().code).toBe(200);
  });

  it('checks at most 5 passwords of 50 parallel wrong ones', async () => {
    await createUser(t.database.db, 'parallel-wrong', { roleAliases: ['shipper'] });
    let checks = 0;
    const auth = createAuthService({
      db: t.database.db,
      tokens: t.ctx.tokens,
      principals: t.ctx.principals,
      identity: createIdentityDirectory(t.database.db),
      refreshTtlSeconds: 60,
      verifyPassword: async (hash, password) => {
        checks++;
        return verifyPassword(hash, password);
      },
    });
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        auth.login({ username: 'parallel-wrong', password: md5(`guess${i}`), ip: `10.20.${i}.1` }),
      ),
    );
    expect(checks).toBe(5);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    const refusals = results.map((r) => (r as PromiseRejectedResult).reason.message);
    expect(refusals.filter((m) => m === '账号或密码错误')).toHaveLength(4);
    expect(refusals.filter((m) => m.includes('账号已被锁定'))).toHaveLength(46);
  });

  it('does not log in with the right password sent among 50 parallel tries after 5 wrong ones', async () => {
    await createUser(t.database.db, 'parallel-right', { roleAliases: ['shipper'] });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        attempt('parallel-right', i === 10 ? DEMO_PASSWORD_MD5 : md5(`guess${i}`), `10.30.${i}.1`),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(0);
    expect(answers.filter((r) => r.json().msg === '账号或密码错误')).toHaveLength(4);
    expect((await attempt('parallel-right', DEMO_PASSWORD_MD5, '10.30.99.1')).statusCode).toBe(429);
  });

  it('stops an address that fails on many accounts', async () => {
    const ip = '203.0.113.9';
    for (let i = 0; i < 20; i++) await attempt(`nobody${i}`, md5('x'), ip);
    const res = await attempt('admin', DEMO_PASSWORD_MD5, ip);
    expectRefusal(res, 429, 'auth.address_locked', '该地址登录失败次数过多，请15分钟后再试');
    expect((await attempt('admin', DEMO_PASSWORD_MD5, '203.0.113.10')).json().code).toBe(200);
  });
});

describe("the caller's address behind proxies", () => {
  const attemptVia = (app: TestApp, username: string, password: string, remote: string, forwarded: string) =>
    app.app.inject({
      method: 'POST',
      url: '/api/kc-auth/oauth/token',
      remoteAddress: remote,
      headers: { 'x-forwarded-for': forwarded },
      payload: { grant_type: 'password', tenantId: '000000', username, password },
    });

  it('ignores X-Forwarded-For without TRUST_PROXY: a rotated header does not reset the address counter', async () => {
    const remote = '192.0.2.44';
    for (let i = 0; i < 20; i++) await attemptVia(t, `forger${i}`, md5('x'), remote, `203.0.113.${i}`);
    const res = await attemptVia(t, 'admin', DEMO_PASSWORD_MD5, remote, '203.0.113.200');
    expect(res.statusCode).toBe(429);
    expect(res.json().msg).toBe('该地址登录失败次数过多，请15分钟后再试');
  });

  it('follows X-Forwarded-For from a proxy named in TRUST_PROXY, and only from it', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '192.0.2.0/28' });
    try {
      const proxy = '192.0.2.5';
      for (let i = 0; i < 20; i++) await attemptVia(proxied, `forger${i}`, md5('x'), proxy, `198.18.0.${i}`);
      // Each failure counted against its own client address, so a new client is not stopped...
      expect((await attemptVia(proxied, 'admin', DEMO_PASSWORD_MD5, proxy, '198.18.0.250')).json().code).toBe(200);
      // ...while one client failing 20 times is.
      for (let i = 0; i < 20; i++) await attemptVia(proxied, `one${i}`, md5('x'), proxy, '198.18.1.1');
      expect((await attemptVia(proxied, 'admin', DEMO_PASSWORD_MD5, proxy, '198.18.1.1')).statusCode).toBe(429);
      // An address outside the trusted range cannot forge its way past its own counter.
      const outsider = '192.0.2.200';
      for (let i = 0; i < 20; i++) await attemptVia(proxied, `out${i}`, md5('x'), outsider, `198.18.2.${i}`);
      expect((await attemptVia(proxied, 'admin', DEMO_PASSWORD_MD5, outsider, '198.18.2.250')).statusCode).toBe(429);
    } finally {
      await proxied.close();
    }
  });
});

describe('tokens', () => {
  const login = async (username: string) =>
    (await token({ grant_type: 'password', username, password: DEMO_PASSWORD_MD5 })).json().data;
  const me = (access: string, header = 'kc-auth') =>
    t.app.inject({ method: 'GET', url: '/api/kc-user/info', headers: { [header]: `bearer ${access}` } });

  it('accepts kc-Auth and Authorization headers', async () => {
    const { access_token } = await login('warehouse');
    expect((await me(access_token)).json().data.account).toBe('warehouse');
    expect((await me(access_token, 'authorization')).json().data.account).toBe('warehouse');
  });

  it('rotates refresh tokens: each works once, and reusing one ends the whole session', async () => {
    const first = await login('bank');
    const second = (await token({ grant_type: 'refresh_token', refresh_token: first.refresh_token })).json();
    expect(second.code).toBe(200);
    expect(second.data.refresh_token).not.toBe(first.refresh_token);
    const reuse = await token({ grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expectRefusal(reuse, 401, 'auth.refresh_invalid', '登录已失效，请重新登录');
    // the leaked family is revoked: the newer refresh token and the access tokens stop too
    expect((await token({ grant_type: 'refresh_token', refresh_token: second.data.refresh_token })).statusCode).toBe(
      401,
    );
    expect((await me(second.data.access_token)).statusCode).toBe(401);
  });

  it('logs out: the access token stops working at once, other sessions go on', async () => {
    const a = await login('buyer');
    const b = await login('buyer');
    const out = await t.app.inject({
      method: 'GET',
      url: '/api/kc-auth/oauth/logout',
      headers: { 'kc-auth': `bearer ${a.access_token}` },
    });
    expect(out.json().code).toBe(200);
    expect((await me(a.access_token)).statusCode).toBe(401);
    expect((await token({ grant_type: 'refresh_token', refresh_token: a.refresh_token })).statusCode).toBe(401);
    expect((await me(b.access_token)).statusCode).toBe(200);
  });

  it("ends a disabled user's tokens at once", async () => {
    const id = await createUser(t.database.db, 'tobedisabled', { roleAliases: ['shipper'] });
    const s = await login('tobedisabled');
    expect((await me(s.access_token)).statusCode).toBe(200);
    await t.database.db.update(user).set({ status: 0 }).where(eq(user.id, id));
    await t.ctx.principals.invalidate(id);
    const res = await me(s.access_token);
    expectRefusal(res, 401, 'auth.session_user_disabled', '账号已被停用，请联系管理员');
    expectRefusal(
      await token({ grant_type: 'refresh_token', refresh_token: s.refresh_token }),
      401,
      'auth.session_user_disabled',
      '账号已被停用，请联系管理员',
    );
    const again = await token({ grant_type: 'password', username: 'tobedisabled', password: DEMO_PASSWORD_MD5 });
    expectRefusal(again, 400, 'auth.user_disabled', '账号已被停用，请联系管理员');
  });

  it('refuses expired, forged and malformed tokens with 401', async () => {
    const s = await login('shipper');
    const claims = JSON.parse(Buffer.from(s.access_token.split('.')[1], 'base64url').toString());
    const key = new TextEncoder().encode(t.ctx.signingKeys.current);
    const expired = await new SignJWT({ ...claims, exp: Math.floor(Date.now() / 1000) - 10 })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(key);
    expectRefusal(await me(expired), 401, 'auth.token_expired', '登录已过期，请重新登录');
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('x'.repeat(40)));
    expectRefusal(await me(forged), 401, 'auth.token_invalid', '登录凭证无效，请重新登录');
    expectRefusal(await me('not-a-token'), 401, 'auth.token_invalid', '登录凭证无效，请重新登录');
    const none = await t.app.inject({ method: 'GET', url: '/api/kc-user/info' });
    expectRefusal(none, 401, 'auth.token_missing', '请先登录');
  });
});
