import { createHash } from 'node:crypto';
import {
  commonMessages,
  envelopeOf,
  idField,
  idQuery,
  idsField,
  inputRefusal,
  lineText,
  ok,
  pageOf,
  pageQuery,
  toPage,
} from '@kc/domain';
import {
  DEFAULT_PASSWORD,
  enterpriseOption,
  userRefusals as refuse,
  type UserForm,
  userForm,
  userRecord,
} from '@kc/domain/user/user';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataScopeCondition } from '../../platform/access/data-scope';
import { principalOf } from '../../platform/access/guard';
import { tenantFilter, writableTenant } from '../../platform/access/party';
import { revokeSessions } from '../../platform/auth/auth.service';
import { hashPassword } from '../../platform/auth/password';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import { isUniqueViolation } from '../../platform/db/errors';
import { createdBy, updatedBy } from '../../platform/db/stamps';
import { idsOf, idsSchema } from '../../platform/http/ids';
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
/** The writes answer data null. */
const nothing = { 200: envelopeOf(z.null()) };

const pageFilter = pageQuery.extend({
  account: lineText('账号').trim().max(50).optional(),
  realName: lineText('姓名').trim().max(50).optional(),
  deptId: idField.optional(),
  userType: z.coerce.number().int().min(1).max(3).optional(),
  tenantId: lineText('租户编号').trim().max(12).optional(),
});

const idText = lineText('所选数据');
const idList = z.union([idText, z.array(z.union([idText, z.number()]))]).optional();

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

    app.get(
      '/api/kc-user/page',
      {
        config: access,
        schema: {
          tags,
          summary: '用户分页',
          querystring: pageFilter,
          response: { 200: envelopeOf(pageOf(userRecord)) },
        },
      },
      async (request) => {
        const p = principalOf(request);
        const q = request.query;
        const where = and(await scopeOf(p, q.tenantId), ...filterConditions(q));
        const { records, total } = await pageUsers(ctx.db, where, q.current, q.size);
        return ok(toPage(records, total, q.current, q.size));
      },
    );

    app.get(
      '/api/kc-user/detail',
      {
        config: access,
        schema: { tags, summary: '用户详情', querystring: idQuery, response: { 200: envelopeOf(userRecord) } },
      },
      async (request) => {
        const p = principalOf(request);
        const rows = await scopedUsers(ctx.db, [request.query.id], await scopeOf(p));
        const [record] = await toRecords(ctx.db, rows);
        return ok(record);
      },
    );

    app.post(
      '/api/kc-user/submit',
      {
        config: { ...access, audit: { objectType: 'user', action: 'save' } },
        schema: { tags, summary: '新增或修改用户', body: userForm, response: nothing },
      },
      async (request) => {
        await save(principalOf(request), request.body);
        return ok(null);
      },
    );

    app.post(
      '/api/kc-user/update',
      {
        config: { ...access, audit: { objectType: 'user', action: 'save' } },
        schema: { tags, summary: '修改用户', body: userForm, response: nothing },
      },
      async (request) => {
        if (!request.body.id) throw refuse.idRequired();
        await save(principalOf(request), request.body);
        return ok(null);
      },
    );

    app.post(
      '/api/kc-user/remove',
      {
        config: { ...access, audit: { objectType: 'user', action: 'remove' } },
        schema: { tags, summary: '删除用户', ...idsSchema, response: nothing },
      },
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

    app.post(
      '/api/kc-user/reset-password',
      {
        config: { ...access, audit: { objectType: 'user', action: 'reset_password' } },
        schema: {
          tags,
          summary: '重置密码为 123456',
          querystring: z.object({ userIds: idText.optional(), ids: idText.optional() }),
          body: z.object({ userIds: idList, ids: idList }).nullish(),
          response: nothing,
        },
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

    app.post(
      '/api/kc-user/grant',
      {
        config: { ...access, audit: { objectType: 'user', action: 'grant' } },
        schema: {
          tags,
          summary: '设置用户角色',
          querystring: z.object({ userIds: idText.optional(), roleIds: idText.optional() }),
          body: z.object({ userIds: idList, roleIds: idList }).nullish(),
          response: nothing,
        },
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

    app.get(
      '/api/kc-user/enterprise-select',
      {
        config: access,
        schema: {
          tags,
          summary: '用户表单的所属企业选项（最多50条）',
          querystring: z.object({
            name: lineText('企业名称').trim().max(50).optional(),
            type: lineText('企业类型').trim().max(8).optional(),
            tenantId: lineText('租户编号').trim().max(12).optional(),
          }),
          response: { 200: envelopeOf(z.array(enterpriseOption)) },
        },
      },
      async (request) => {
        const p = principalOf(request);
        const { name, type, tenantId } = request.query;
        const target = writableTenant(p, ctx.config.tenantMode, tenantId);
        return ok(await enterprises.get().options(ctx.db, target, { name, type }));
      },
    );
  };
