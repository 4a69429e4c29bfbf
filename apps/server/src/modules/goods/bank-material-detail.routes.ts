import {
  accessRefusals,
  envelopeOf,
  idField,
  idQuery,
  idString,
  offsetOf,
  ok,
  pageOf,
  pageQuery,
  toPage,
} from '@kc/domain';
import { bankMaterialDetailRecord } from '@kc/domain/goods/answers';
import { bankMaterialDetailForm } from '@kc/domain/goods/financing';
import { goodsRefusals as refuse } from '@kc/domain/goods/refusals';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../platform/access/guard';
import type { AppContext } from '../../platform/context';
import { updatedBy } from '../../platform/db/stamps';
import { idsOf, idsSchema } from '../../platform/http/ids';
import { detailsQuery, findDetail, findDetails } from './bank-material-detail.repo';
import { live } from './base-material.repo';
import { assertOwnBank, keepsCatalogue, ownBankCondition } from './catalogue-access';
import { bankMaterialDetail as detail } from './goods.table';
import { saveBankMaterialDetail } from './save-bank-material-detail';

const tags = ['仓储物类别-金融机构明细'];
const access = { perm: ['basematerial'] };
const base = '/api/kc-flrk/baseMaterialDetail';
const optionalId = z.preprocess((v) => (v === '' || v == null ? undefined : v), idField.optional());

/** A bank's own name, code, sort and status for each category (materialDetail; spec 1 §3). */
export const bankMaterialDetailRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      `${base}/list`,
      {
        config: { access },
        schema: {
          tags,
          summary: '类别的金融机构明细分页',
          querystring: pageQuery.extend({ materialId: optionalId }),
          response: { 200: envelopeOf(pageOf(bankMaterialDetailRecord)) },
        },
      },
      async (request) => {
        const p = principalOf(request);
        const q = request.query;
        const where = and(
          q.materialId ? eq(detail.materialId, q.materialId) : undefined,
          ownBankCondition(p, detail.bankEnterpriseId),
        );
        const [records, [total]] = await Promise.all([
          detailsQuery(ctx.db, p.tenantId, where).limit(q.size).offset(offsetOf(q)),
          ctx.db
            .select({ n: count() })
            .from(detail)
            .where(and(eq(detail.tenantId, p.tenantId), live(detail.isDeleted), where)),
        ]);
        return ok(toPage(records, total?.n ?? 0, q.current, q.size));
      },
    );

    app.get(
      `${base}/detail`,
      {
        config: { access },
        schema: {
          tags,
          summary: '金融机构明细详情',
          querystring: idQuery,
          response: { 200: envelopeOf(bankMaterialDetailRecord) },
        },
      },
      async (request) => {
        const p = principalOf(request);
        const row = await findDetail(
          ctx.db,
          p.tenantId,
          request.query.id,
          ownBankCondition(p, detail.bankEnterpriseId),
        );
        if (!row) throw accessRefusals.notFound();
        return ok(row);
      },
    );

    app.post(
      `${base}/submit`,
      {
        config: { access },
        schema: {
          tags,
          summary: '新增或修改金融机构明细',
          body: bankMaterialDetailForm,
          response: { 200: envelopeOf(idString) },
        },
      },
      async (request) => ok(await saveBankMaterialDetail(ctx.db, principalOf(request), request.body)),
    );

    app.post(
      `${base}/remove`,
      {
        config: { access },
        schema: { tags, summary: '删除金融机构明细', ...idsSchema, response: { 200: envelopeOf(z.literal(true)) } },
      },
      async (request) => {
        const p = principalOf(request);
        const ids = idsOf(request);
        await ctx.db.transaction(async (tx) => {
          const rows = await findDetails(tx, p.tenantId, ids, ownBankCondition(p, detail.bankEnterpriseId));
          if (rows.length !== ids.length) throw accessRefusals.notFound();
          await tx
            .update(detail)
            .set({ isDeleted: 1, ...updatedBy(p) })
            .where(inArray(detail.id, ids));
        });
        return ok(true);
      },
    );

    app.get(
      `${base}/bankMaterialDetailList`,
      {
        config: { access },
        schema: {
          tags,
          summary: '一家金融机构的全部类别明细（金融机构用户默认本机构）',
          querystring: z.object({ bankEnterpriseId: optionalId }),
          response: { 200: envelopeOf(z.array(bankMaterialDetailRecord)) },
        },
      },
      async (request) => {
        const p = principalOf(request);
        const bankId = request.query.bankEnterpriseId ?? (keepsCatalogue(p) ? undefined : p.postId);
        if (!bankId) throw refuse.bankRequired();
        assertOwnBank(p, bankId);
        return ok(await detailsQuery(ctx.db, p.tenantId, eq(detail.bankEnterpriseId, bankId)));
      },
    );

    app.get(
      `${base}/findBankMaterialDetailList`,
      {
        config: { access },
        schema: {
          tags,
          summary: '一个类别在各金融机构的明细',
          querystring: z.object({ materialId: idField }),
          response: { 200: envelopeOf(z.array(bankMaterialDetailRecord)) },
        },
      },
      async (request) => {
        const p = principalOf(request);
        const where = and(
          eq(detail.materialId, request.query.materialId),
          ownBankCondition(p, detail.bankEnterpriseId),
        );
        return ok(await detailsQuery(ctx.db, p.tenantId, where));
      },
    );
  };
