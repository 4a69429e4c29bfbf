import { accessRefusals, ok } from '@kc/domain';
import { authRoutes } from '@kc/domain/auth/auth-routes';
import { AVATAR_MAX_BYTES, AVATAR_MIMES } from '@kc/domain/user/profile';
import { profileRoutes } from '@kc/domain/user/profile-routes';
import { userRefusals as refuse } from '@kc/domain/user/user';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/access/guard';
import { revokeSessions } from '../../platform/auth/auth.service';
import { hashPassword } from '../../platform/auth/password';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { updatedBy } from '../../platform/db/stamps';
import { attachToOwner } from '../../platform/files/attachment.service';
import { attachment } from '../../platform/files/attachment.table';
import { serveRoute } from '../../platform/http/serve-route';
import { enterprises } from './enterprises';
import { user } from './user.table';

/** Attachment owner type of a user's avatar. */
export const USER_OWNER = 'user';

const ownRow = async (db: DbOrTx, p: Principal) => {
  const [u] = await db
    .select()
    .from(user)
    .where(and(eq(user.id, p.userId), eq(user.tenantId, p.tenantId), eq(user.isDeleted, 0)))
    .limit(1);
  if (!u) throw accessRefusals.notFound();
  return u;
};

export const userRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // The avatar is seen by its user and by the administrators of users in the same tenant.
    ctx.files.registerOwnerResolver(
      USER_OWNER,
      async (p, ownerId) => ownerId === p.userId || ctx.acl.holdsAny(p.roleIds, ['user', 'user_view']),
    );

    serveRoute(
      app,
      authRoutes.userInfo,
      {
        config: { access: { self: true } },
        schema: { tags: ['用户'], summary: '当前用户；带 id 时为 getUserInfo（userType、phone）' },
      },
      async (request) => {
        const p = principalOf(request);
        const id = request.query.id ?? p.userId;
        // Another user's type and phone only for administrators of users in the same tenant.
        if (id !== p.userId && !(await ctx.acl.holdsAny(p.roleIds, ['user', 'user_view'])))
          throw accessRefusals.forbidden();
        const [u] = await ctx.db
          .select()
          .from(user)
          .where(and(eq(user.id, id), eq(user.tenantId, p.tenantId), eq(user.isDeleted, 0)))
          .limit(1);
        if (!u) throw accessRefusals.notFound();
        const e = u.postId ? await enterprises.get().card(ctx.db, u.postId) : undefined;
        const self = id === p.userId;
        return ok({
          id: u.id,
          tenantId: u.tenantId,
          account: u.account,
          name: u.name,
          realName: u.realName,
          avatar: u.avatar,
          avatarLink: await ctx.files.linkFor(p, u.avatar),
          email: u.email,
          phone: u.phone,
          userType: u.userType,
          deptId: u.deptId,
          postId: u.postId,
          enterpriseName: e?.name ?? null,
          enterpriseCode: e?.code ?? null,
          enterpriseType: e?.type ?? null,
          isPerson: e?.isPerson ?? null,
          roleName: self ? p.roleNames.join(',') : undefined,
          roleAlias: self ? p.roleAliases.join(',') : undefined,
        });
      },
    );

    serveRoute(
      app,
      profileRoutes.updateInfo,
      {
        config: { access: { self: true } },
        schema: { tags: ['用户'], summary: '修改个人信息（头像、昵称、姓名、手机、邮箱）' },
      },
      async (request) => {
        const p = principalOf(request);
        const form = request.body;
        await ctx.db.transaction(async (tx) => {
          const u = await ownRow(tx, p);
          if (form.avatar && form.avatar !== u.avatar) {
            const [file] = await tx.select().from(attachment).where(eq(attachment.id, form.avatar)).limit(1);
            // Only a file this user uploaded can become their avatar (no borrowing someone else's file).
            if (!file || file.tenantId !== p.tenantId || file.uploaderId !== p.userId) {
              throw refuse.avatarMissing();
            }
            if (!(AVATAR_MIMES as readonly string[]).includes(file.mime)) throw refuse.avatarType();
            if (file.size > AVATAR_MAX_BYTES) throw refuse.avatarSize();
            const attached = await attachToOwner(tx, [file.id], USER_OWNER, p.userId, p);
            if (attached.length === 0) throw refuse.avatarTaken();
          }
          await tx
            .update(user)
            .set({
              avatar: form.avatar ?? u.avatar,
              name: form.name ?? null,
              realName: form.realName,
              phone: form.phone ?? null,
              email: form.email ?? null,
              ...updatedBy(p),
            })
            .where(eq(user.id, u.id));
        });
        return ok(true);
      },
    );

    serveRoute(
      app,
      profileRoutes.updatePassword,
      {
        config: { access: { self: true } },
        schema: { tags: ['用户'], summary: '修改密码（md5）；成功后该用户的所有会话失效' },
      },
      async (request) => {
        const p = principalOf(request);
        const { oldPassword, newPassword } = request.body;
        const u = await ownRow(ctx.db, p);
        if (!(await ctx.auth.checkPassword(u.id, u.passwordHash, oldPassword))) {
          throw refuse.oldPasswordWrong();
        }
        if (newPassword.toLowerCase() === oldPassword.toLowerCase()) throw refuse.passwordUnchanged();
        const passwordHash = await hashPassword(newPassword);
        await ctx.db.transaction(async (tx) => {
          await tx
            .update(user)
            .set({ passwordHash, tokenVersion: sql`${user.tokenVersion} + 1`, ...updatedBy(p) })
            .where(eq(user.id, u.id));
          await revokeSessions(tx, [u.id]);
        });
        await ctx.principals.invalidate(u.id);
        return ok(true);
      },
    );
  };
