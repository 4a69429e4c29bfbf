import { accessRefusals, formatDateTime, ok } from '@kc/domain';
import { type DeptNode, type DeptTreeNode, deptRefusals as refuse } from '@kc/domain/system/dept';
import { deptRoutes as routes } from '@kc/domain/system/dept-routes';
import { and, asc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/access/guard';
import { tenantFilter, writableTenant } from '../../platform/access/party';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { createdBy, updatedBy } from '../../platform/db/stamps';
import { idsOf } from '../../platform/http/ids';
import { serveRoute } from '../../platform/http/serve-route';
import { members } from './members';
import { dept } from './system.table';

type DeptRow = typeof dept.$inferSelect;

/** Nests rows under their parents; a row whose parent is not among them is a root. */
const nest = <T extends { id: string; parentId: string; children?: T[] }>(nodes: T[]) => {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const roots: T[] = [];
  for (const n of nodes) {
    const parent = n.parentId !== '0' ? byId.get(n.parentId) : undefined;
    if (!parent) roots.push(n);
    else if (parent.children) parent.children.push(n);
    else parent.children = [n];
  }
  return roots;
};

const toNode = (d: DeptRow, names: Map<string, string>): DeptNode => ({
  id: d.id,
  parentId: d.parentId,
  parentName: names.get(d.parentId) ?? null,
  deptName: d.deptName,
  sort: d.sort,
  tenantId: d.tenantId,
  ancestors: d.ancestors,
});

/** Department changes of one tenant run one at a time, so concurrent moves cannot form a cycle. */
const lockTenantDepts = (tx: DbOrTx, tenantId: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`kc_dept:${tenantId}`}))`);

export const deptRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const mode = ctx.config.tenantMode;

    const listRows = (p: Principal, tenantId?: string) =>
      ctx.db
        .select()
        .from(dept)
        .where(and(tenantFilter(p, mode, dept.tenantId, tenantId), eq(dept.isDeleted, 0)))
        .orderBy(asc(dept.sort), asc(dept.id));

    /** The caller's department (another tenant's answers 404, API.md). */
    const findDept = async (db: DbOrTx, p: Principal, id: string) => {
      const [d] = await db
        .select()
        .from(dept)
        .where(and(eq(dept.id, id), tenantFilter(p, mode, dept.tenantId), eq(dept.isDeleted, 0)))
        .limit(1);
      if (!d) throw accessRefusals.notFound();
      return d;
    };

    serveRoute(
      app,
      routes.list,
      {
        config: { access: { perm: ['dept'] } },
        schema: { tags: ['机构'], summary: '机构树（按名称搜索时为平铺的匹配项）' },
      },
      async (request) => {
        const { deptName, tenantId } = request.query;
        const rows = await listRows(principalOf(request), tenantId);
        const names = new Map(rows.map((r) => [r.id, r.deptName]));
        const nodes = rows.map((r) => toNode(r, names));
        if (!deptName) return ok(nest(nodes));
        const term = deptName.toLowerCase();
        return ok(nodes.filter((n) => n.deptName.toLowerCase().includes(term)));
      },
    );

    serveRoute(
      app,
      routes.tree,
      { config: { access: { perm: ['dept', 'user'] } }, schema: { tags: ['机构'], summary: '机构选择树' } },
      async (request) => {
        const p = principalOf(request);
        // As BladeX: without a tenant, the caller's own tenant's tree.
        const rows = await listRows(p, request.query.tenantId || p.tenantId);
        const nodes = rows.map(
          (r): DeptTreeNode => ({ id: r.id, parentId: r.parentId, title: r.deptName, key: r.id, value: r.id }),
        );
        return ok(nest(nodes));
      },
    );

    serveRoute(
      app,
      routes.detail,
      { config: { access: { perm: ['dept'] } }, schema: { tags: ['机构'], summary: '机构详情' } },
      async (request) => {
        const p = principalOf(request);
        const d = await findDept(ctx.db, p, request.query.id);
        const [parent] =
          d.parentId === '0'
            ? []
            : await ctx.db.select({ name: dept.deptName }).from(dept).where(eq(dept.id, d.parentId)).limit(1);
        return ok({
          ...toNode(d, new Map(parent ? [[d.parentId, parent.name]] : [])),
          createTime: formatDateTime(d.createTime),
          updateTime: formatDateTime(d.updateTime),
        });
      },
    );

    serveRoute(
      app,
      routes.submit,
      { config: { access: { perm: ['dept'] } }, schema: { tags: ['机构'], summary: '新增或修改机构' } },
      async (request) => {
        const p = principalOf(request);
        const form = request.body;
        const saved = await ctx.db.transaction(async (tx) => {
          const found = form.id ? await findDept(tx, p, form.id) : undefined;
          const tenantId = found?.tenantId ?? writableTenant(p, mode, form.tenantId);
          await lockTenantDepts(tx, tenantId);
          // Read again under the lock: a concurrent move may have changed its chain.
          const existing = found ? await findDept(tx, p, found.id) : undefined;
          let ancestors = '0';
          if (form.parentId !== '0') {
            const [parent] = await tx
              .select()
              .from(dept)
              .where(and(eq(dept.id, form.parentId), eq(dept.tenantId, tenantId), eq(dept.isDeleted, 0)))
              .limit(1);
            if (!parent) throw refuse.parentMissing();
            if (existing && (parent.id === existing.id || parent.ancestors.split(',').includes(existing.id))) {
              throw refuse.parentInvalid();
            }
            ancestors = `${parent.ancestors},${parent.id}`;
          }
          const values = { deptName: form.deptName, parentId: form.parentId, sort: form.sort, ancestors };
          if (!existing) {
            const [row] = await tx
              .insert(dept)
              .values({ ...values, tenantId, ...createdBy(p) })
              .returning();
            return row!;
          }
          const [row] = await tx
            .update(dept)
            .set({ ...values, ...updatedBy(p) })
            .where(eq(dept.id, existing.id))
            .returning();
          if (ancestors !== existing.ancestors) {
            // Data scope 4 reads ancestors: every descendant's chain follows the move.
            const oldPrefix = `${existing.ancestors},${existing.id}`;
            const newPrefix = `${ancestors},${existing.id}`;
            await tx
              .update(dept)
              .set({ ancestors: sql`${newPrefix} || substr(${dept.ancestors}, ${oldPrefix.length + 1})` })
              .where(
                and(
                  eq(dept.tenantId, tenantId),
                  sql`(${dept.ancestors} = ${oldPrefix} or ${dept.ancestors} like ${`${oldPrefix},%`})`,
                ),
              );
          }
          return row!;
        });
        return ok({ id: saved.id, tenantId: saved.tenantId, deptName: saved.deptName, ancestors: saved.ancestors });
      },
    );

    serveRoute(
      app,
      routes.remove,
      { config: { access: { perm: ['dept'] } }, schema: { tags: ['机构'], summary: '删除机构' } },
      async (request) => {
        const p = principalOf(request);
        const ids = idsOf(request);
        await ctx.db.transaction(async (tx) => {
          const rows = await tx
            .select()
            .from(dept)
            .where(and(inArray(dept.id, ids), tenantFilter(p, mode, dept.tenantId), eq(dept.isDeleted, 0)));
          if (rows.length !== ids.length) throw accessRefusals.notFound();
          for (const tenantId of [...new Set(rows.map((r) => r.tenantId))].sort()) await lockTenantDepts(tx, tenantId);
          const [child] = await tx
            .select({ id: dept.id })
            .from(dept)
            .where(and(inArray(dept.parentId, ids), notInArray(dept.id, ids), eq(dept.isDeleted, 0)))
            .limit(1);
          if (child) throw refuse.hasChildren();
          const memberDept = await members.get().deptWithMember(tx, ids);
          if (memberDept) {
            const name = rows.find((r) => r.id === memberDept)?.deptName ?? '';
            throw refuse.hasUsers(name);
          }
          await tx
            .update(dept)
            .set({ isDeleted: 1, ...updatedBy(p) })
            .where(and(inArray(dept.id, ids), ne(dept.isDeleted, 1)));
        });
        return ok(true);
      },
    );
  };
