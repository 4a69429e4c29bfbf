import { accessRefusals, DEFAULT_TENANT_ID, ok } from '@kc/domain';
import { canGrantRoles, roleRefusals as refuse } from '@kc/domain/system/role';
import { roleRoutes as routes } from '@kc/domain/system/role-routes';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/access/guard';
import { managesAllTenants, tenantFilter, writableTenant } from '../../platform/access/party';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import { isUniqueViolation } from '../../platform/db/errors';
import { createdBy, updatedBy } from '../../platform/db/stamps';
import { idsOf } from '../../platform/http/ids';
import { serveRoute } from '../../platform/http/serve-route';
import { members } from './members';
import {
  aliasTaken,
  createGrantSource,
  dataScopeIdsOf,
  dropGrants,
  grantTree,
  type HeldGrants,
  hasOtherChildren,
  heldGrants,
  missingIds,
  releaseDeletedAlias,
  replaceGrants,
  roleNameFilter,
  roleRows,
  roleSelectTree,
  rolesIn,
  roleTree,
  subtreeIds,
  tenantExists,
} from './role.repo';
import { apiScope, dataScope, menu, role } from './system.table';

const TAGS = ['角色'];

/** BladeX: the administrator of the top tenant grants anything; everyone else only what they hold. */
const isAdministrator = (p: Principal) => p.tenantId === DEFAULT_TENANT_ID && p.roleAliases.includes('administrator');

export const roleRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const mode = ctx.config.tenantMode;
    const grantSource = createGrantSource();
    const inScope = (p: Principal) => tenantFilter(p, mode, role.tenantId);

    /** What the caller's own roles hold: the ceiling of what they may grant (BladeX). */
    const heldByCaller = async (p: Principal): Promise<HeldGrants> => {
      if (p.roleIds.length === 0) return { menu: new Set(), dataScope: new Set(), apiScope: new Set() };
      const [cached, dataScopes] = await Promise.all([ctx.acl.merged(p.roleIds), dataScopeIdsOf(ctx.db, p.roleIds)]);
      return { menu: cached.menuIds, dataScope: dataScopes, apiScope: cached.apiScopeIds };
    };

    /** The roles, all in the caller's scope, or 404 without telling which. */
    const scopedRoles = async (p: Principal, ids: string[]) => {
      const rows = await rolesIn(ctx.db, ids, inScope(p));
      if (rows.length !== ids.length) throw accessRefusals.notFound();
      return rows;
    };

    serveRoute(
      app,
      routes.list,
      { config: { access: { perm: 'role' } }, schema: { tags: TAGS, summary: '角色列表（树）' } },
      async (request) => {
        const p = principalOf(request);
        const q = request.query;
        const where = and(tenantFilter(p, mode, role.tenantId, q.tenantId), roleNameFilter(q));
        return ok(roleTree(await roleRows(ctx.db, where)));
      },
    );

    serveRoute(
      app,
      routes.tree,
      { config: { access: { perm: ['role', 'user'] } }, schema: { tags: TAGS, summary: '角色树（下拉）' } },
      async (request) => {
        const p = principalOf(request);
        const tenantId = managesAllTenants(p, mode) && request.query.tenantId ? request.query.tenantId : p.tenantId;
        return ok(roleSelectTree(await roleRows(ctx.db, eq(role.tenantId, tenantId))));
      },
    );

    serveRoute(
      app,
      routes.detail,
      { config: { access: { perm: ['role_view', 'role_edit'] } }, schema: { tags: TAGS, summary: '角色详情' } },
      async (request) => {
        const p = principalOf(request);
        const [row] = await roleRows(ctx.db, and(eq(role.id, request.query.id), inScope(p)));
        if (!row) throw accessRefusals.notFound();
        return ok(row);
      },
    );

    serveRoute(
      app,
      routes.submit,
      {
        config: { access: { perm: ['role_add', 'role_edit'] }, audit: { objectType: 'role', action: 'save' } },
        schema: { tags: TAGS, summary: '新增或修改角色' },
      },
      async (request) => {
        const p = principalOf(request);
        const body = request.body;
        if (!(await ctx.acl.holdsAny(p.roleIds, [body.id ? 'role_edit' : 'role_add'])))
          throw accessRefusals.forbidden();
        const existing = body.id ? (await scopedRoles(p, [body.id]))[0] : undefined;
        // An existing role stays in its tenant. A new one goes to the caller's own tenant: a tenantId sent by
        // anyone but the top tenant's administrator (tenant mode) is ignored rather than refused, as BladeX does.
        const tenantId = existing?.tenantId ?? writableTenant(p, mode, body.tenantId);
        if (!(await tenantExists(ctx.db, tenantId))) throw refuse.tenantMissing();
        const values = { roleName: body.roleName, roleAlias: body.roleAlias, sort: body.sort, parentId: body.parentId };
        const save = ctx.db.transaction(async (tx) => {
          // One save per tenant at a time, so that two saves cannot both pass the alias and parent checks.
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`kc_role:${tenantId}`}))`);
          if (await aliasTaken(tx, tenantId, body.roleAlias, body.id)) throw refuse.aliasTaken();
          if (body.parentId !== '0') {
            const [parentRow] = await rolesIn(tx, [body.parentId], eq(role.tenantId, tenantId));
            const own = body.id ? await subtreeIds(tx, tenantId, body.id) : new Set<string>();
            if (!parentRow || own.has(body.parentId)) throw refuse.parentInvalid();
          }
          await releaseDeletedAlias(tx, tenantId, body.roleAlias);
          if (body.id) {
            await tx
              .update(role)
              .set({ ...values, ...updatedBy(p) })
              .where(eq(role.id, body.id));
            return body.id;
          }
          const [row] = await tx
            .insert(role)
            .values({ ...values, tenantId, ...createdBy(p) })
            .returning({ id: role.id });
          return row!.id;
        });
        const id = await save.catch((e: unknown) => {
          throw isUniqueViolation(e) ? refuse.aliasTaken() : e;
        });
        if (body.id) {
          for (const userId of await ctx.principals.usersOfRoles([id])) await ctx.principals.invalidate(userId);
        }
        const [saved] = await roleRows(ctx.db, eq(role.id, id));
        return ok(saved);
      },
    );

    serveRoute(
      app,
      routes.remove,
      {
        config: { access: { perm: 'role_delete' }, audit: { objectType: 'role', action: 'remove' } },
        schema: { tags: TAGS, summary: '删除角色' },
      },
      async (request) => {
        const p = principalOf(request);
        const ids = idsOf(request);
        const rows = await scopedRoles(p, ids);
        await ctx.db.transaction(async (tx) => {
          for (const tenantId of [...new Set(rows.map((r) => r.tenantId))].sort()) {
            await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`kc_role:${tenantId}`}))`);
          }
          const inUse = await members.get().firstRoleHeld(tx, ids);
          if (inUse) throw refuse.inUse(inUse);
          if (await hasOtherChildren(tx, ids)) throw refuse.childrenFirst();
          await tx
            .update(role)
            .set({ isDeleted: 1, ...updatedBy(p) })
            .where(inArray(role.id, ids));
          await dropGrants(tx, ids);
        });
        await ctx.acl.invalidate();
        return ok(true);
      },
    );

    serveRoute(
      app,
      routes.grantTree,
      {
        config: { access: { perm: 'role' } },
        schema: { tags: TAGS, summary: '可授权的菜单、数据权限与接口权限（树）' },
      },
      async (request) => {
        const p = principalOf(request);
        const [source, held] = await Promise.all([
          grantSource(ctx.db),
          isAdministrator(p) ? ('all' as const) : heldByCaller(p),
        ]);
        return ok(grantTree(source, held));
      },
    );

    serveRoute(
      app,
      routes.treeKeys,
      { config: { access: { perm: 'role' } }, schema: { tags: TAGS, summary: '角色已授权的菜单与权限' } },
      async (request) => {
        const p = principalOf(request);
        await scopedRoles(p, request.query.roleIds);
        const held = await heldGrants(ctx.db, request.query.roleIds);
        return ok({ menu: [...held.menu], dataScope: [...held.dataScope], apiScope: [...held.apiScope] });
      },
    );

    serveRoute(
      app,
      routes.grant,
      {
        config: { access: { perm: 'role' }, audit: { objectType: 'role', action: 'grant' } },
        schema: { tags: TAGS, summary: '角色授权' },
      },
      async (request) => {
        const p = principalOf(request);
        const g = request.body;
        // spec 1 §6: permission setting belongs to users whose role name contains admin.
        if (!canGrantRoles(p.roleNames)) throw refuse.grantAdminOnly();
        await scopedRoles(p, g.roleIds);
        const missing = await Promise.all([
          missingIds(ctx.db, menu, g.menuIds),
          missingIds(ctx.db, dataScope, g.dataScopeIds),
          missingIds(ctx.db, apiScope, g.apiScopeIds),
        ]);
        if (missing.some((m) => m.length > 0)) throw refuse.grantUnknown();
        if (!isAdministrator(p)) {
          const held = await heldByCaller(p);
          const beyond =
            g.menuIds.some((id) => !held.menu.has(id)) ||
            g.dataScopeIds.some((id) => !held.dataScope.has(id)) ||
            g.apiScopeIds.some((id) => !held.apiScope.has(id));
          if (beyond) throw refuse.grantBeyondSelf();
        }
        await ctx.db.transaction((tx) => replaceGrants(tx, g.roleIds, g));
        await ctx.acl.invalidate();
        return ok(true);
      },
    );
  };
