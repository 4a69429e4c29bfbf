import { formatDateTime } from '@kc/domain';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { bankNames } from './bank-material-detail.repo';
import { live } from './base-material.repo';
import { baseMaterial, financingGoods as goods, financingGoodsAttr as goodsAttr } from './goods.table';

export type FinancingGoodsRow = typeof goods.$inferSelect;

/** Live financing goods of the tenant by sort; a bank filter uses kc_financing_goods_bank_idx. */
export const goodsQuery = (db: DbOrTx, tenantId: string, where?: SQL) =>
  db
    .select()
    .from(goods)
    .where(and(eq(goods.tenantId, tenantId), live(goods.isDeleted), where))
    .orderBy(asc(goods.sort), sql`${goods.createTime} desc`, asc(goods.id));

export const goodsWhere = (tenantId: string, where?: SQL) =>
  and(eq(goods.tenantId, tenantId), live(goods.isDeleted), where);

/** Financing goods covering a category (index kc_financing_goods_attr_material_idx). */
export const coveringMaterial = (db: DbOrTx, materialId: string) =>
  inArray(
    goods.id,
    db
      .select({ id: goodsAttr.financingGoodsId })
      .from(goodsAttr)
      .where(and(eq(goodsAttr.materialId, materialId), live(goodsAttr.isDeleted))),
  );

/** The categories each financing goods covers, by sort (index kc_financing_goods_attr_goods_idx). */
export const attributesQuery = (db: DbOrTx, goodsIds: string[]) =>
  db
    .select({
      financingGoodsId: goodsAttr.financingGoodsId,
      materialId: goodsAttr.materialId,
      materialName: baseMaterial.name,
      code: goodsAttr.code,
      name: goodsAttr.name,
      sort: goodsAttr.sort,
    })
    .from(goodsAttr)
    .leftJoin(baseMaterial, eq(baseMaterial.id, goodsAttr.materialId))
    .where(and(inArray(goodsAttr.financingGoodsId, goodsIds), live(goodsAttr.isDeleted)))
    .orderBy(asc(goodsAttr.sort), asc(goodsAttr.id));

export type FinancingGoodsAttribute = {
  materialId: string;
  materialName: string | null;
  code: string | null;
  name: string | null;
  sort: number;
};

export const attributesByGoods = async (db: DbOrTx, goodsIds: string[]) => {
  const byId = new Map<string, FinancingGoodsAttribute[]>(goodsIds.map((id) => [id, []]));
  if (!goodsIds.length) return byId;
  for (const { financingGoodsId, ...a } of await attributesQuery(db, goodsIds)) byId.get(financingGoodsId)?.push(a);
  return byId;
};

const toGoods = (r: FinancingGoodsRow, bankName: string | null) => ({
  id: r.id,
  bankEnterpriseId: r.bankEnterpriseId,
  bankName,
  code: r.code,
  name: r.name,
  type: r.type,
  pricingMode: r.pricingMode,
  sort: r.sort,
  status: r.status,
  createTime: formatDateTime(r.createTime),
});

/** List rows: each with its bank's name and the names of the categories it covers. */
export const toListRows = async (db: DbOrTx, rows: FinancingGoodsRow[]) => {
  const ids = rows.map((r) => r.id);
  const [banks, attrs] = await Promise.all([
    bankNames(
      db,
      rows.map((r) => r.bankEnterpriseId),
    ),
    attributesByGoods(db, ids),
  ]);
  return rows.map((r) => ({
    ...toGoods(r, banks.get(r.bankEnterpriseId) ?? null),
    materialNames: (attrs.get(r.id) ?? []).map((a) => a.materialName ?? '').join(','),
  }));
};

/** Detail rows: each with its attributeList [{materialId, materialName, code, name, sort}]. */
export const toDetailRows = async (db: DbOrTx, rows: FinancingGoodsRow[]) => {
  const [banks, attrs] = await Promise.all([
    bankNames(
      db,
      rows.map((r) => r.bankEnterpriseId),
    ),
    attributesByGoods(
      db,
      rows.map((r) => r.id),
    ),
  ]);
  return rows.map((r) => ({
    ...toGoods(r, banks.get(r.bankEnterpriseId) ?? null),
    attributeList: attrs.get(r.id) ?? [],
  }));
};
