import { DEFAULT_TENANT_ID } from '@kc/domain';
import { type AttrFlag, AttrType, COMMON_ATTRIBUTES, newAttribute } from '@kc/domain/goods/base-material';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { enterpriseByCode } from '../enterprise';
import { detailOfPair } from './bank-material-detail.repo';
import { live } from './base-material.repo';
import { bankMaterialDetail, baseMaterial, baseMaterialAttr, financingGoods, financingGoodsAttr } from './goods.table';

type Flags = Partial<Record<AttrFlag, 0 | 1>>;

export type DemoCategory = {
  code: string;
  name: string;
  pricingMode: 0 | 1;
  ccbType: string;
  weightUnit: string | null;
  numberUnit: string | null;
  sort: number;
  /** This category's own attributes (attrType 1), after the common ones. */
  extras: { attrCode: string; attrName: string }[];
  /** Flags that differ from DEFAULT_ATTR_FLAGS, by attribute code (common or extra). */
  flags?: Record<string, Flags>;
  /** The demo bank's own name and code for it. */
  bankDetail: { name: string; code: string };
};

export type DemoFinancingGoods = {
  code: string;
  name: string;
  type: 0 | 1 | 2;
  pricingMode: 0 | 1;
  sort: number;
  materialCodes: string[];
};

export type DemoGoods = { bankCode: string; categories: DemoCategory[]; financingGoods: DemoFinancingGoods[] };

const liveCategory = async (db: DbOrTx, code: string) =>
  (
    await db
      .select({ id: baseMaterial.id })
      .from(baseMaterial)
      .where(
        and(eq(baseMaterial.tenantId, DEFAULT_TENANT_ID), eq(baseMaterial.code, code), live(baseMaterial.isDeleted)),
      )
      .limit(1)
  )[0]?.id;

const insertCategory = async (db: DbOrTx, c: DemoCategory) => {
  const [row] = await db
    .insert(baseMaterial)
    .values({
      tenantId: DEFAULT_TENANT_ID,
      code: c.code,
      name: c.name,
      pricingMode: c.pricingMode,
      ccbType: c.ccbType,
      weightUnit: c.weightUnit,
      numberUnit: c.numberUnit,
      sort: c.sort,
      status: 1,
    })
    .returning({ id: baseMaterial.id });
  const attributes = [
    ...COMMON_ATTRIBUTES.map((a, i) => newAttribute(AttrType.common, i + 1, a)),
    ...c.extras.map((a, i) => newAttribute(AttrType.extra, COMMON_ATTRIBUTES.length + i + 1, a)),
  ].map((a) => ({ ...a, ...c.flags?.[a.attrCode], materialId: row!.id }));
  await db.insert(baseMaterialAttr).values(attributes);
  return row!.id;
};

/**
 * Demo goods categories, the demo bank's details of them and its financing goods. Idempotent by code: a
 * category whose code is already live is left as it is; a detail or financing goods the bank has is kept.
 */
export const seedDemoGoods = async (db: DbOrTx, data: DemoGoods) => {
  const ids = new Map<string, string>();
  for (const c of data.categories) ids.set(c.code, (await liveCategory(db, c.code)) ?? (await insertCategory(db, c)));

  const bank = await enterpriseByCode(db, DEFAULT_TENANT_ID, data.bankCode);
  if (!bank) return;

  for (const c of data.categories) {
    const materialId = ids.get(c.code)!;
    if (await detailOfPair(db, materialId, bank.id)) continue;
    await db.insert(bankMaterialDetail).values({
      tenantId: DEFAULT_TENANT_ID,
      materialId,
      bankEnterpriseId: bank.id,
      name: c.bankDetail.name,
      code: c.bankDetail.code,
      sort: c.sort,
      status: 1,
    });
  }

  for (const g of data.financingGoods) {
    const [found] = await db
      .select({ id: financingGoods.id })
      .from(financingGoods)
      .where(
        and(
          eq(financingGoods.bankEnterpriseId, bank.id),
          eq(financingGoods.code, g.code),
          live(financingGoods.isDeleted),
        ),
      )
      .limit(1);
    if (found) continue;
    const [row] = await db
      .insert(financingGoods)
      .values({
        tenantId: DEFAULT_TENANT_ID,
        bankEnterpriseId: bank.id,
        code: g.code,
        name: g.name,
        type: g.type,
        pricingMode: g.pricingMode,
        sort: g.sort,
        status: 1,
      })
      .returning({ id: financingGoods.id });
    const covered = data.categories.filter((c) => g.materialCodes.includes(c.code));
    await db.insert(financingGoodsAttr).values(
      covered.map((c, i) => ({
        financingGoodsId: row!.id,
        materialId: ids.get(c.code)!,
        bankEnterpriseId: bank.id,
        code: c.code,
        name: c.name,
        sort: i + 1,
      })),
    );
  }
};
