import {
  accessRefusals,
  pageQuery as basePageQuery,
  envelopeOf,
  idQuery,
  idString,
  lineText,
  offsetOf,
  ok,
  pageOf,
  toPage,
} from '@kc/domain';
import { enterpriseDetail } from '@kc/domain/enterprise/answers';
import { copyOwnerRefusal, EnterpriseType, reviewBody } from '@kc/domain/enterprise/enterprise';
import { copyOwnerRefusalOf } from '@kc/domain/enterprise/refusals';
import { and, count, desc, eq, ilike, inArray, ne, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../platform/access/guard';
import { appendAuditEvent } from '../../platform/audit/audit.service';
import type { AppContext } from '../../platform/context';
import { escapeLike } from '../../platform/db/like';
import { createdBy, updatedBy } from '../../platform/db/stamps';
import { idsOf, idsSchema } from '../../platform/http/ids';
import { findEnterprise, toDetail } from './enterprise.repo';
import { enterprise } from './enterprise.table';
import { nextEnterpriseCode } from './enterprise-code';
import { reviewEnterprise } from './review-enterprise';

const tags = ['企业认证审核'];
const access = { perm: ['enterprise_review'] };
const optional = (label: string, max: number) =>
  z.preprocess((v) => (v === '' || v == null ? undefined : v), lineText(label).trim().max(max).optional());

const pageQuery = basePageQuery.extend({
  name: optional('企业名称', 50),
  creditCode: optional('统一社会信用代码', 50),
  type: optional('企业类型', 8),
  status: z.preprocess(
    (v) => (v === '' || v == null ? undefined : v),
    z.coerce.number().int().min(0).max(3).optional(),
  ),
  isPerson: z.preprocess(
    (v) => (v === '' || v == null ? undefined : v),
    z.coerce.number().int().min(0).max(1).optional(),
  ),
});

/** The operator's review: list, detail, pass or reject, and copy approved companies to owner enterprises. */
export const enterpriseReviewRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/kc-flrk/enterprise/findEnterpriseInfoPageForBack',
      {
        config: { access },
        schema: {
          response: { 200: envelopeOf(pageOf(enterpriseDetail)) },
          tags,
          summary: '企业认证审核列表（不含平台运营方）',
          querystring: pageQuery,
        },
      },
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

    app.get(
      '/api/kc-flrk/enterprise/detail',
      {
        config: { access },
        schema: {
          response: { 200: envelopeOf(enterpriseDetail) },
          tags,
          summary: '企业认证详情',
          querystring: idQuery,
        },
      },
      async (request) => {
        const p = principalOf(request);
        const row = await findEnterprise(ctx.db, p.tenantId, request.query.id);
        if (!row) throw accessRefusals.notFound();
        return ok(await toDetail(ctx, p, row));
      },
    );

    app.post(
      '/api/kc-flrk/enterprise/updateStatus',
      {
        config: { access },
        schema: {
          response: { 200: envelopeOf(z.literal(true)) },
          tags,
          summary: '审核通过（1）或驳回（3，须填写审核意见）',
          body: reviewBody,
        },
      },
      async (request) => {
        await reviewEnterprise(ctx, principalOf(request), request.body);
        return ok(true);
      },
    );

    app.post(
      '/api/kc-flrk/enterprise/copyOwnerEnterprise',
      {
        config: { access },
        schema: {
          response: { 200: envelopeOf(z.array(idString)) },
          tags,
          summary: '复制为货主企业',
          ...idsSchema,
        },
      },
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
