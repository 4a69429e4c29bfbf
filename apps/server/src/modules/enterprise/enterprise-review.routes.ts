import { accessRefusals, offsetOf, ok, toPage } from '@kc/domain';
import { copyOwnerRefusal, EnterpriseType } from '@kc/domain/enterprise/enterprise';
import { enterpriseReviewRoutes as routes } from '@kc/domain/enterprise/enterprise-routes';
import { copyOwnerRefusalOf } from '@kc/domain/enterprise/refusals';
import { and, count, desc, eq, ilike, inArray, ne, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/access/guard';
import { appendAuditEvent } from '../../platform/audit/audit.service';
import type { AppContext } from '../../platform/context';
import { escapeLike } from '../../platform/db/like';
import { createdBy, updatedBy } from '../../platform/db/stamps';
import { idsOf } from '../../platform/http/ids';
import { serveRoute } from '../../platform/http/serve-route';
import { findEnterprise, toDetail } from './enterprise.repo';
import { enterprise } from './enterprise.table';
import { nextEnterpriseCode } from './enterprise-code';
import { reviewEnterprise } from './review-enterprise';

const tags = ['企业认证审核'];
const access = { perm: ['enterprise_review'] };

/** The operator's review: list, detail, pass or reject, and copy approved companies to owner enterprises. */
export const enterpriseReviewRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    serveRoute(
      app,
      routes.page,
      { config: { access }, schema: { tags, summary: '企业认证审核列表（不含平台运营方）' } },
      async (request) => {
        const p = principalOf(request);
        const q = request.query;
        const where: (SQL | undefined)[] = [
          eq(enterprise.tenantId, p.tenantId),
          eq(enterprise.isDeleted, 0),
          ne(enterprise.type, EnterpriseType.platform),
          q.name ? ilike(enterprise.name, `%${escapeLike(q.name)}%`) : undefined,
          q.creditCode ? ilike(enterprise.creditCode, `%${escapeLike(q.creditCode)}%`) : undefined,
          q.type ? eq(enterprise.type, q.type) : undefined,
          q.status !== undefined ? eq(enterprise.status, q.status) : undefined,
          q.isPerson !== undefined ? eq(enterprise.isPerson, q.isPerson) : undefined,
        ];
        const [rows, [total]] = await Promise.all([
          ctx.db
            .select()
            .from(enterprise)
            .where(and(...where))
            .orderBy(desc(enterprise.createTime), desc(enterprise.id))
            .limit(q.size)
            .offset(offsetOf(q)),
          ctx.db
            .select({ n: count() })
            .from(enterprise)
            .where(and(...where)),
        ]);
        const records = await Promise.all(rows.map((r) => toDetail(ctx, p, r)));
        return ok(toPage(records, total?.n ?? 0, q.current, q.size));
      },
    );

    serveRoute(
      app,
      routes.detail,
      { config: { access }, schema: { tags, summary: '企业认证详情' } },
      async (request) => {
        const p = principalOf(request);
        const row = await findEnterprise(ctx.db, p.tenantId, request.query.id);
        if (!row) throw accessRefusals.notFound();
        return ok(await toDetail(ctx, p, row));
      },
    );

    serveRoute(
      app,
      routes.updateStatus,
      { config: { access }, schema: { tags, summary: '审核通过（1）或驳回（3，须填写审核意见）' } },
      async (request) => {
        await reviewEnterprise(ctx, principalOf(request), request.body);
        return ok(true);
      },
    );

    serveRoute(
      app,
      routes.copyOwner,
      { config: { access }, schema: { tags, summary: '复制为货主企业' } },
      async (request) => {
        const p = principalOf(request);
        const ids = idsOf(request);
        const created = await ctx.db.transaction(async (tx) => {
          const rows = await tx
            .select()
            .from(enterprise)
            .where(and(inArray(enterprise.id, ids), eq(enterprise.tenantId, p.tenantId), eq(enterprise.isDeleted, 0)))
            .for('update');
          if (rows.length !== ids.length) throw accessRefusals.notFound();
          const refusal = copyOwnerRefusal(rows);
          if (refusal) throw copyOwnerRefusalOf(refusal);
          const out: string[] = [];
          for (const src of rows) {
            const {
              id: _id,
              createTime: _c,
              updateTime: _u,
              version: _v,
              pendingInfo: _pi,
              ownerCopyId: _o,
              ...fields
            } = src;
            const [copy] = await tx
              .insert(enterprise)
              .values({
                ...fields,
                type: EnterpriseType.owner,
                // An enterprise of its own: its own 企业编码 (spec 1 §3), as an approval gives one.
                code: await nextEnterpriseCode(tx, p.tenantId, EnterpriseType.owner),
                isCopyOwner: 0,
                sealAttachId: null,
                ...createdBy(p),
              })
              .returning({ id: enterprise.id });
            await tx
              .update(enterprise)
              .set({ isCopyOwner: 1, ownerCopyId: copy!.id, ...updatedBy(p) })
              .where(eq(enterprise.id, src.id));
            await appendAuditEvent(tx, {
              tenantId: p.tenantId,
              objectType: 'enterprise',
              objectId: src.id,
              action: 'copy-owner',
              actorId: p.userId,
              payload: { ownerEnterpriseId: copy!.id },
            });
            out.push(copy!.id);
          }
          return out;
        });
        return ok(created);
      },
    );
  };
