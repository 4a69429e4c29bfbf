import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD_MD5, type TestApp } from '../../test/harness';
import { file, form, png } from '../../test/uploads';
import type { AccessClaims } from '../auth/tokens';
import { LINK_TTL_SECONDS } from './link';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const session = async (account: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/kc-auth/oauth/token',
      payload: { grant_type: 'password', tenantId: '000000', username: account, password: DEMO_PASSWORD_MD5 },
    })
  ).json().data as { access_token: string; refresh_token: string };

const uploadWith = async (token: string, shade: number) => {
  const body = form(file('seal.png', png(shade)));
  const res = await t.as(token, {
    method: 'POST',
    url: '/api/kc-resource/oss/endpoint/put-file-attach',
    ...body,
  });
  return res.json().data as { attachId: string; link: string };
};

/** Like an <img src>: no header, no token. */
const fetchLink = (link: string) => t.app.inject({ method: 'GET', url: link });

describe('signed file links', () => {
  it('live between 10 and 15 minutes, and keep one URL for a while so a page can cache its images', async () => {
    expect(LINK_TTL_SECONDS).toBe(600);
    const s = await session('shipper');
    const { attachId, link } = await uploadWith(s.access_token, 1);
    const expires = Number(new URL(link, 'http://x').searchParams.get('e'));
    const now = Date.now() / 1000;
    expect(expires).toBeGreaterThanOrEqual(now + 600 - 1);
    expect(expires).toBeLessThanOrEqual(now + 900 + 1);
    const claims = (await t.ctx.tokens.verifyAccess(s.access_token)) as AccessClaims;
    expect(new URL(link, 'http://x').searchParams.get('s')).toMatch(new RegExp(`^${claims.sub}\\.${claims.sid}\\.`));
    expect(link).toContain(`/${attachId}?`);
    const res = await fetchLink(link);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
  });

  it('die with the session that asked for them: log-out ends them, other sessions go on', async () => {
    const [a, b] = [await session('warehouse'), await session('warehouse')];
    const fromA = await uploadWith(a.access_token, 2);
    const avatarOfB = (await uploadWith(b.access_token, 3)).link;
    expect((await fetchLink(fromA.link)).statusCode).toBe(200);
    const out = await t.as(a.access_token, { method: 'GET', url: '/api/kc-auth/oauth/logout' });
    expect(out.json().code).toBe(200);
    const after = await fetchLink(fromA.link);
    expect(after.statusCode).toBe(403);
    expect(after.json()).toMatchObject({ code: 403, msg: '文件链接无效或已过期' });
    expect((await fetchLink(avatarOfB)).statusCode).toBe(200);
  });

  it('die with a password change', async () => {
    const s = await session('buyer');
    const { link } = await uploadWith(s.access_token, 4);
    expect((await fetchLink(link)).statusCode).toBe(200);
    const newMd5 = 'a'.repeat(32);
    const changed = await t.as(s.access_token, {
      method: 'POST',
      url: '/api/kc-user/update-password',
      payload: { oldPassword: DEMO_PASSWORD_MD5, newPassword: newMd5, newPassword1: newMd5 },
    });
    expect(changed.json().code).toBe(200);
    expect((await fetchLink(link)).statusCode).toBe(403);
  });

  it('cannot be moved to another user or session', async () => {
    const s = await session('bank');
    const { link } = await uploadWith(s.access_token, 5);
    const url = new URL(link, 'http://x');
    const [userId, sid, mac] = url.searchParams.get('s')!.split('.');
    for (const forged of [`1000000.${sid}.${mac}`, `${userId}.${'x'.repeat(sid!.length)}.${mac}`, `${userId}.${sid}`]) {
      url.searchParams.set('s', forged);
      expect((await fetchLink(`${url.pathname}${url.search}`)).statusCode, forged).toBe(403);
    }
  });
});
