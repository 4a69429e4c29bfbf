import { createHash } from 'node:crypto';
import { commonMessages, idsField, inputRefusal, ok, toPage } from '@kc/domain';
import { DEFAULT_PASSWORD, userRefusals as refuse, type UserForm } from '@kc/domain/user/user';
import { userAdminRoutes as routes } from '@kc/domain/user/user-admin-routes';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataScopeCondition } from '../../platform/access/data-scope';
import { principalOf } from '../../platform/access/guard';
import { tenantFilter, writableTenant } from '../../platform/access/party';
import { revokeSessions } from '../../platform/auth/auth.service';
import { hashPassword } from '../../platform/auth/password';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import { isUniqueViolation } from '../../platform/db/errors';
import { createdBy, updatedBy } from '../../platform/db/stamps';
import { idsOf } from '../../platform/http/ids';
import { serveRoute } from '../../platform/http/serve-route';
import { enterprises } from './enterprises';
import { user } from './user.table';
import {
  accountTaken,
  deptExists,
  filterConditions,
  pageUsers,
  replaceRoles,
  rolesExist,
  scopedUsers,
  softDeleteUsers,
  toRecords,
} from './user-admin.repo';

const access = { access: { perm: ['user'] } };
const tags = ['用户管理'];
/** BladeX sends userIds and roleIds as query params or in the body; the first one given is read. */
const idsFrom = (...candidates: unknown[]): string[] => {
  const parsed = idsField.safeParse(candidates.find((v) => v != null && v !== ''));
  if (!parsed.success)
    throw inputRefusal(parsed.error.issues[0]?.message ?? commonMessages.selectAtLeastOne, 'user', refuse.idsInvalid);
  return parsed.data;
};

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

export const userAdminRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    /** The users the caller may see and manage: own tenant (or all for the top administrator), data scope 'user'. */
    const scopeOf = async (p: Principal, tenantId?: string): Promise<SQL | undefined> =>
      and(
        tenantFilter(p, ctx.config.tenantMode, user.tenantId, tenantId),
        await dataScopeCondition(ctx.acl, p, 'user'),
        eq(user.isDeleted, 0),
      );

    const assertRefs = async (tenantId: string, form: UserForm) => {
      if (!(await deptExists(ctx.db, tenantId, form.deptId))) throw refuse.deptMissing();
      if (!(await rolesExist(ctx.db, tenantId, form.roleIds))) throw refuse.roleMissing();
      if (form.postId && !(await enterprises.get().exists(ctx.db, tenantId, form.postId)))
        throw refuse.enterpriseMissing();
      if (await accountTaken(ctx.db, tenantId, form.account, form.id)) throw refuse.accountTaken(form.account);
    };

    const profileOf = (form: UserForm) => ({
      account: form.account,
      name: form.name ?? null,
      realName: form.realName,
      phone: form.phone ?? null,
      email: form.email ?? null,
      userType: form.userType,
      deptId: form.deptId,
      postId: form.postId ?? null,
    });

    const create = async (p: Principal, form: UserForm) => {
      const tenantId = writableTenant(p, ctx.config.tenantMode, form.tenantId);
      await assertRefs(tenantId, form);
      const passwordHash = await hashPassword(form.password!);
      return ctx.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(user)
          .values({ ...profileOf(form), tenantId, passwordHash, status: form.status ?? 1, ...createdBy(p) })
          .returning({ id: user.id });
        await replaceRoles(tx, [row!.id], form.roleIds);
        return row!.id;
      });
    };

    const update = async (p: Principal, id: string, form: UserForm) => {
      const [current] = await scopedUsers(ctx.db, [id], await scopeOf(p));
      await assertRefs(current!.tenantId, { ...form, id });
      // Disabling ends the user's sessions at once.
      const disabling = form.status === 0 && current!.status !== 0;
      await ctx.db.transaction(async (tx) => {
        await tx
          .update(user)
          .set({
            ...profileOf(form),
            status: form.status ?? current!.status,
            tokenVersion: disabling ? sql`${user.tokenVersion} + 1` : undefined,
            ...updatedBy(p),
          })
          .where(eq(user.id, id));
        await replaceRoles(tx, [id], form.roleIds);
      });
      await ctx.principals.invalidate(id);
    };

    const save = async (p: Principal, form: UserForm) => {
      try {
        if (form.id) await update(p, form.id, form);
        else await create(p, form);
      } catch (e) {
        if (isUniqueViolation(e)) throw refuse.accountTaken(form.account);
        throw e;
      }
    };

    serveRoute(app, routes.page, { config: access, schema: { tags, summary: '用户分页' } }, async (request) => {
      const p = principalOf(request);
      const q = request.query;
      const where = and(await scopeOf(p, q.tenantId), ...filterConditions(q));
      const { records, total } = await pageUsers(ctx.db, where, q.current, q.size);
      return ok(toPage(records, total, q.current, q.size));
    });

    serveRoute(app, routes.detail, { config: access, schema: { tags, summary: '用户详情' } }, async (request) => {
      const p = principalOf(request);
      const rows = await scopedUsers(ctx.db, [request.query.id], await scopeOf(p));
      const [record] = await toRecords(ctx.db, rows);
      return ok(record);
    });

    serveRoute(
      app,
      routes.submit,
      {
        config: { ...access, audit: { objectType: 'user', action: 'save' } },
        schema: { tags, summary: '新增或修改用户' },
      },
      async (request) => {
        await save(principalOf(request), request.body);
        return ok(null);
      },
    );

    serveRoute(
      app,
      routes.update,
      { config: { ...access, audit: { objectType: 'user', action: 'save' } }, schema: { tags, summary: '修改用户' } },
      async (request) => {
        if (!request.body.id) throw refuse.idRequired();
        await save(principalOf(request), request.body);
        return ok(null);
      },
    );

    serveRoute(
      app,
      routes.remove,
      { config: { ...access, audit: { objectType: 'user', action: 'remove' } }, schema: { tags, summary: '删除用户' } },
      async (request) => {
        const p = principalOf(request);
        const ids = idsOf(request);
        if (ids.includes(p.userId)) throw refuse.removeSelf();
        await scopedUsers(ctx.db, ids, await scopeOf(p));
        await ctx.db.transaction((tx) => softDeleteUsers(tx, ids, p.userId));
        for (const id of ids) await ctx.principals.invalidate(id);
        return ok(null);
      },
    );

    serveRoute(
      app,
      routes.resetPassword,
      {
        config: { ...access, audit: { objectType: 'user', action: 'reset_password' } },
        schema: { tags, summary: '重置密码为 123456' },
      },
      async (request) => {
        const p = principalOf(request);
        const { query: q, body: b } = request;
        const ids = idsFrom(b?.userIds, q.userIds, b?.ids, q.ids);
        await scopedUsers(ctx.db, ids, await scopeOf(p));
        const passwordHash = await hashPassword(md5(DEFAULT_PASSWORD));
        // A reset ends every session of the user, refresh tokens included.
        await ctx.db.transaction(async (tx) => {
          await tx
            .update(user)
            .set({ passwordHash, tokenVersion: sql`${user.tokenVersion} + 1`, ...updatedBy(p) })
            .where(inArray(user.id, ids));
          await revokeSessions(tx, ids);
        });
        for (const id of ids) await ctx.principals.invalidate(id);
        return ok(null, commonMessages.success);
      },
    );

    serveRoute(
      app,
      routes.grant,
      {
        config: { ...access, audit: { objectType: 'user', action: 'grant' } },
        schema: { tags, summary: '设置用户角色' },
      },
      async (request) => {
        const p = principalOf(request);
        const { query: q, body: b } = request;
        const userIds = idsFrom(b?.userIds, q.userIds);
        const roleIds = idsFrom(b?.roleIds, q.roleIds);
        const users = await scopedUsers(ctx.db, userIds, await scopeOf(p));
        for (const tenantId of new Set(users.map((u) => u.tenantId))) {
          if (!(await rolesExist(ctx.db, tenantId, roleIds))) throw refuse.roleMissing();
        }
        await ctx.db.transaction((tx) => replaceRoles(tx, userIds, roleIds));
        for (const id of userIds) await ctx.principals.invalidate(id);
        return ok(null);
      },
    );

    serveRoute(
      app,
      routes.enterpriseSelect,
      { config: access, schema: { tags, summary: '用户表单的所属企业选项（最多50条）' } },
      async (request) => {
        const p = principalOf(request);
        const { name, type, tenantId } = request.query;
        const target = writableTenant(p, ctx.config.tenantMode, tenantId);
        return ok(await enterprises.get().options(ctx.db, target, { name, type }));
      },
    );
  };
