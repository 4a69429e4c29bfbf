import { accessRefusals, formatDateTime, offsetOf, ok, toPage } from '@kc/domain';
import {
  type apiScopeForm,
  type dataScopeForm,
  scopeRefusals as refuse,
  type ScopeListQuery,
} from '@kc/domain/system/scope';
import { scopeRoutes as contracts } from '@kc/domain/system/scope-routes';
import { and, asc, count, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { principalOf } from '../../platform/access/guard';
import { assertTopTenant } from '../../platform/access/party';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { createdBy, updatedBy } from '../../platform/db/stamps';
import { idsOf } from '../../platform/http/ids';
import { serveRoute } from '../../platform/http/serve-route';
import { menuExists } from './menu.repo';
import { apiScope, dataScope, roleScope } from './system.table';

type ScopeTable = typeof apiScope | typeof dataScope;
type ScopeKind<T extends ScopeTable> = {
  /** The contracts of this kind's calls (list, detail, submit, save, update, remove). */
  routes: (typeof contracts)['api'] | (typeof contracts)['data'];
  tag: string;
  /** The audit trail's object type for changes of this kind. */
  auditType: 'api_scope' | 'data_scope';
  perm: string;
  table: T;
  /** roleScope.scopeCategory: 1 data, 2 API. */
  category: 1 | 2;
};

const withoutMeta = <R extends { createTime: Date; [k: string]: unknown }>(r: R) => {
  const { createUser, createDept, updateUser, updateTime, isDeleted, version, ...rest } = r;
  return { ...rest, createTime: formatDateTime(r.createTime) };
};

const scopeRoutesOf =
  <T extends ScopeTable>(ctx: AppContext, kind: ScopeKind<T>): FastifyPluginAsyncZod =>
  async (app) => {
    // Both tables share these columns; drizzle cannot infer them through the union.
    const t = kind.table as typeof apiScope;
    const tags = [kind.tag];
    const access = { perm: kind.perm };
    const live = eq(t.isDeleted, 0);
    type Form = z.infer<typeof apiScopeForm> & Partial<z.infer<typeof dataScopeForm>>;

    const find = async (db: DbOrTx, id: string) => {
      const [row] = await db
        .select()
        .from(t)
        .where(and(eq(t.id, id), live));
      if (!row) throw accessRefusals.notFound();
      return row;
    };

    const write = async (
      request: { body: unknown },
      p: ReturnType<typeof principalOf>,
      mode: 'submit' | 'save' | 'update',
    ) => {
      // Scopes are shared by every tenant (spec 1 §6): only the top tenant changes them.
      assertTopTenant(p);
      const form = request.body as Form;
      const id = mode === 'save' ? undefined : form.id;
      if (mode === 'update' && !id) throw refuse.idRequired();
      const { id: _id, ...values } = form;
      const saved = await ctx.db.transaction(async (tx) => {
        if (!(await menuExists(tx, values.menuId))) throw refuse.menuMissing();
        if (id) {
          await find(tx, id);
          await tx
            .update(t)
            .set({
              ...values,
              remark: values.remark ?? null,
              ...(kind.category === 1 ? { scopeValue: values.scopeValue ?? null } : {}),
              ...updatedBy(p),
              version: sql`${t.version} + 1`,
            } as never)
            .where(eq(t.id, id));
          return id;
        }
        const [row] = await tx
          .insert(t)
          .values({ ...values, ...createdBy(p) } as never)
          .returning({ id: t.id });
        return row!.id;
      });
      await ctx.acl.invalidate();
      return ok({ id: saved });
    };

    serveRoute(
      app,
      kind.routes.list,
      { config: { access }, schema: { tags, summary: `${kind.tag}分页` } },
      async (request) => {
        const q: ScopeListQuery = request.query;
        const where = and(
          live,
          eq(t.menuId, q.menuId),
          q.scopeName ? ilike(t.scopeName, `%${q.scopeName.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
        );
        const [rows, [total]] = await Promise.all([
          ctx.db.select().from(t).where(where).orderBy(asc(t.id)).limit(q.size).offset(offsetOf(q)),
          ctx.db.select({ n: count() }).from(t).where(where),
        ]);
        return ok(toPage(rows.map(withoutMeta), total?.n ?? 0, q.current, q.size));
      },
    );

    serveRoute(
      app,
      kind.routes.detail,
      { config: { access }, schema: { tags, summary: `${kind.tag}详情` } },
      async (request) => ok(withoutMeta(await find(ctx.db, request.query.id))),
    );

    for (const [mode, summary] of [
      ['submit', '新增或修改'],
      ['save', '新增'],
      ['update', '修改'],
    ] as const) {
      serveRoute(
        app,
        kind.routes[mode],
        {
          config: { access, audit: { objectType: kind.auditType, action: 'save' } },
          schema: { tags, summary: `${summary}${kind.tag}` },
        },
        async (request) => write(request, principalOf(request), mode),
      );
    }

    serveRoute(
      app,
      kind.routes.remove,
      {
        config: { access, audit: { objectType: kind.auditType, action: 'remove' } },
        schema: { tags, summary: `删除${kind.tag}` },
      },
      async (request) => {
        const p = principalOf(request);
        assertTopTenant(p);
        const ids = idsOf(request);
        await ctx.db.transaction(async (tx) => {
          const found = await tx
            .select({ id: t.id })
            .from(t)
            .where(and(inArray(t.id, ids), live));
          if (found.length !== ids.length) throw accessRefusals.notFound();
          await tx
            .update(t)
            .set({ isDeleted: 1, ...updatedBy(p) })
            .where(inArray(t.id, ids));
          await tx
            .delete(roleScope)
            .where(and(inArray(roleScope.scopeId, ids), eq(roleScope.scopeCategory, kind.category)));
        });
        await ctx.acl.invalidate();
        return ok(true);
      },
    );
  };

export const scopeRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(
      scopeRoutesOf(ctx, {
        routes: contracts.api,
        auditType: 'api_scope',
        tag: '接口权限',
        perm: 'api_scope_setting',
        table: apiScope,
        category: 2,
      }),
    );
    await app.register(
      scopeRoutesOf(ctx, {
        routes: contracts.data,
        auditType: 'data_scope',
        tag: '数据权限',
        perm: 'data_scope_setting',
        table: dataScope,
        category: 1,
      }),
    );
  };
