import { crc32, deflateSync } from 'node:zlib';
import { authMessages } from '@kc/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachment } from '../../platform/files/attachment.table';
import { createTestApp, DEMO_PASSWORD_MD5, expectRefusal, md5, type TestApp } from '../../test/harness';
import { createUser } from '../../test/users';
import { user } from './user.table';

const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
};
/** A valid 1x1 PNG, padded to `bytes` when asked. */
const png = (bytes = 0) => {
  const image = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 0, 0, 0, 0])),
    chunk('IDAT', deflateSync(Buffer.from([0, 0]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return bytes > image.length ? Buffer.concat([image, Buffer.alloc(bytes - image.length)]) : image;
};
const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

let t: TestApp;

const upload = async (token: string, filename: string, content: Buffer): Promise<string> => {
  const boundary = 'kcProfileBoundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.as(token, {
    method: 'POST',
    url: '/api/kc-resource/oss/endpoint/put-file-attach',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  expect(res.json(), filename).toMatchObject({ code: 200 });
  return res.json().data.attachId;
};
const info = async (token: string) => (await t.as(token, { method: 'GET', url: '/api/kc-user/info' })).json().data;
const updateInfo = (token: string, payload: object) =>
  t.as(token, { method: 'POST', url: '/api/kc-user/update-info', payload });
const updatePassword = (token: string, payload: object) =>
  t.as(token, { method: 'POST', url: '/api/kc-user/update-password', payload });

const sessionOf = async (account: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/kc-auth/oauth/token',
      payload: { grant_type: 'password', tenantId: '000000', username: account, password: DEMO_PASSWORD_MD5 },
    })
  ).json().data as { access_token: string; refresh_token: string };
const refresh = (refreshToken: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/kc-auth/oauth/token',
    payload: { grant_type: 'refresh_token', refresh_token: refreshToken },
  });

beforeAll(async () => {
  t = await createTestApp();
  await createUser(t.ctx.db, 'profile-a', { postId: '900001' });
  await createUser(t.ctx.db, 'profile-b', { postId: '900002' });
  await createUser(t.ctx.db, 'profile-pw');
});
afterAll(async () => t?.close());

describe('personal information', () => {
  it('saves the caller’s own fields and answers the avatar link in info', async () => {
    const token = await t.login('profile-a');
    expect((await info(token)).avatarLink).toBeNull();
    const avatar = await upload(token, 'me.png', png());
    const res = await updateInfo(token, {
      avatar,
      name: '小张',
      realName: '张三',
      phone: '13800138000',
      email: 'zhang@example.com',
    });
    expect(res.json()).toMatchObject({ code: 200 });
    const me = await info(token);
    expect(me).toMatchObject({ avatar, name: '小张', realName: '张三', phone: '13800138000' });
    expect(me.avatarLink).toMatch(new RegExp(`/file/${avatar}\\?e=\\d+&s=`));
    expect((await t.as(undefined, { method: 'GET', url: me.avatarLink })).statusCode).toBe(200);
    const [file] = await t.ctx.db.select().from(attachment).where(eq(attachment.id, avatar));
    expect(file).toMatchObject({ ownerType: 'user', ownerId: me.id });
  });

  it('checks each field with the spec’s messages', async () => {
    const token = await t.login('profile-a');
    const cases: [object, string][] = [
      [{}, '请输入姓名'],
      [{ realName: '  ' }, '请输入姓名'],
      [{ realName: '张三', phone: '12345' }, '手机号格式错误'],
      [{ realName: '张三', phone: '12800138000' }, '手机号格式错误'],
      [{ realName: '张三', email: 'not-mail' }, '邮箱格式错误'],
    ];
    for (const [payload, msg] of cases) {
      expect((await updateInfo(token, payload)).json(), msg).toMatchObject({ code: 400, msg });
    }
    expect((await updateInfo(token, { realName: '张'.repeat(51) })).statusCode).toBe(400);
    expect((await updateInfo(token, { realName: '张三', name: '名'.repeat(51) })).statusCode).toBe(400);
  });

  it('refuses an avatar that is too large, not an image, or someone else’s', async () => {
    const token = await t.login('profile-a');
    const big = await upload(token, 'big.png', png(500 * 1024 + 1));
    expectRefusal(
      await updateInfo(token, { realName: '张三', avatar: big }),
      400,
      'user.avatar_size',
      '头像大小不能超过 500KB!',
    );
    const doc = await upload(token, 'cv.pdf', pdf);
    expectRefusal(
      await updateInfo(token, { realName: '张三', avatar: doc }),
      400,
      'user.avatar_type',
      '头像只能是 jpg、png 格式!',
    );
    const theirs = await upload(await t.login('profile-b'), 'b.png', png());
    expectRefusal(
      await updateInfo(token, { realName: '张三', avatar: theirs }),
      400,
      'user.avatar_missing',
      '头像文件不存在，请重新上传',
    );
    const [file] = await t.ctx.db.select().from(attachment).where(eq(attachment.id, theirs));
    expect(file?.ownerId).toBeNull();
    expect((await info(token)).avatar).not.toBe(theirs);
  });

  it('shows another user only to the administrators of users', async () => {
    const a = await info(await t.login('profile-a'));
    const asB = await t.as(await t.login('profile-b'), { method: 'GET', url: `/api/kc-user/info?id=${a.id}` });
    expectRefusal(asB, 403, 'access.forbidden', '无权执行此操作');
  });

  it('ignores account, tenant, roles, type and enterprise in the body (no self-promotion)', async () => {
    const token = await t.login('profile-b');
    const before = await info(token);
    const res = await updateInfo(token, {
      realName: '李四',
      account: 'admin2',
      tenantId: '100001',
      userType: 1,
      postId: '900001',
      roleIds: '1',
      status: 0,
    });
    expect(res.json()).toMatchObject({ code: 200 });
    const [row] = await t.ctx.db.select().from(user).where(eq(user.id, before.id));
    expect(row).toMatchObject({
      realName: '李四',
      account: 'profile-b',
      tenantId: '000000',
      userType: before.userType,
      postId: '900002',
      status: 1,
    });
    expect((await info(token)).roleName).toBe(before.roleName);
  });
});

describe('password change', () => {
  const newMd5 = md5('NewPass123');

  it('refuses a wrong old password, a mismatch, the same password and a bad format', async () => {
    const token = await t.login('profile-pw');
    const wrong = { oldPassword: md5('nope'), newPassword: newMd5, newPassword1: newMd5 };
    expectRefusal(await updatePassword(token, wrong), 400, 'user.old_password_wrong', '原密码不正确');
    const mismatch = { oldPassword: DEMO_PASSWORD_MD5, newPassword: newMd5, newPassword1: md5('other') };
    expect((await updatePassword(token, mismatch)).json()).toMatchObject({ code: 400, msg: '两次输入的新密码不一致' });
    const same = { oldPassword: DEMO_PASSWORD_MD5, newPassword: DEMO_PASSWORD_MD5, newPassword1: DEMO_PASSWORD_MD5 };
    expectRefusal(await updatePassword(token, same), 400, 'user.password_unchanged', '新密码不能与原密码相同');
    const plain = { oldPassword: DEMO_PASSWORD_MD5, newPassword: '123456', newPassword1: '123456' };
    expect((await updatePassword(token, plain)).json()).toMatchObject({ code: 400, msg: '密码格式有误' });
    expect((await updatePassword(token, {})).json()).toMatchObject({ code: 400, msg: '请输入原密码' });
    expect((await info(token)).account).toBe('profile-pw');
  });

  it('changes the password and ends every session', async () => {
    const token = await t.login('profile-pw');
    const other = await t.login('profile-pw');
    const res = await updatePassword(token, {
      oldPassword: DEMO_PASSWORD_MD5,
      newPassword: newMd5,
      newPassword1: newMd5,
    });
    expect(res.json()).toMatchObject({ code: 200 });
    expect((await t.as(token, { method: 'GET', url: '/api/kc-user/info' })).statusCode).toBe(401);
    expect((await t.as(other, { method: 'GET', url: '/api/kc-user/info' })).statusCode).toBe(401);
    await expect(t.login('profile-pw')).rejects.toThrow();
    const fresh = await t.login('profile-pw', newMd5);
    expect((await info(fresh)).account).toBe('profile-pw');
  });

  it('ends the refresh tokens of every session too', async () => {
    await createUser(t.ctx.db, 'profile-refresh');
    const [a, b] = [await sessionOf('profile-refresh'), await sessionOf('profile-refresh')];
    const res = await updatePassword(a.access_token, {
      oldPassword: DEMO_PASSWORD_MD5,
      newPassword: newMd5,
      newPassword1: newMd5,
    });
    expect(res.json()).toMatchObject({ code: 200 });
    for (const s of [a, b]) {
      const again = await refresh(s.refresh_token);
      expectRefusal(again, 401, 'auth.refresh_invalid', '登录已失效，请重新登录');
    }
  });

  it('locks the old-password check after 5 wrong tries, even for the right password', async () => {
    await createUser(t.ctx.db, 'profile-guess');
    const token = await t.login('profile-guess');
    const guess = (old: string) =>
      updatePassword(token, { oldPassword: old, newPassword: newMd5, newPassword1: newMd5 });
    for (let i = 1; i <= 4; i++) expect((await guess(md5(`guess${i}`))).json().msg).toBe('原密码不正确');
    const fifth = await guess(md5('guess5'));
    expectRefusal(fifth, 429, 'auth.password_locked', authMessages.passwordLocked(15));
    expect((await guess(DEMO_PASSWORD_MD5)).statusCode).toBe(429);
    expect((await info(token)).account).toBe('profile-guess');
  });

  it('checks at most 5 old passwords of 20 parallel tries', async () => {
    await createUser(t.ctx.db, 'profile-parallel');
    const token = await t.login('profile-parallel');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        updatePassword(token, { oldPassword: md5(`p${i}`), newPassword: newMd5, newPassword1: newMd5 }),
      ),
    );
    const wrong = answers.filter((r) => r.json().msg === '原密码不正确').length;
    expect(wrong).toBeGreaterThan(0);
    expect(wrong).toBeLessThanOrEqual(4);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(20 - wrong);
  });

  it('counts the right old password as a success: the count starts again', async () => {
    await createUser(t.ctx.db, 'profile-recover');
    const token = await t.login('profile-recover');
    for (let i = 0; i < 4; i++) {
      await updatePassword(token, { oldPassword: md5('bad'), newPassword: newMd5, newPassword1: newMd5 });
    }
    const same = { oldPassword: DEMO_PASSWORD_MD5, newPassword: DEMO_PASSWORD_MD5, newPassword1: DEMO_PASSWORD_MD5 };
    expect((await updatePassword(token, same)).json().msg).toBe('新密码不能与原密码相同');
    for (let i = 0; i < 4; i++) {
      await updatePassword(token, { oldPassword: md5('bad'), newPassword: newMd5, newPassword1: newMd5 });
    }
    const res = await updatePassword(token, {
      oldPassword: DEMO_PASSWORD_MD5,
      newPassword: newMd5,
      newPassword1: newMd5,
    });
    expect(res.json()).toMatchObject({ code: 200 });
  });
});
