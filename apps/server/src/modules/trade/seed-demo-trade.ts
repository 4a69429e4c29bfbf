import { formatDate } from '@kc/domain';
import { DemandStatus } from '@kc/domain/trade/demand';
import type { TradeAttr } from '@kc/domain/trade/figures';
import { ListingSource, ListingStatus } from '@kc/domain/trade/listing';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { enterpriseByCode } from '../enterprise';
import { baseMaterial } from '../goods';
import { user } from '../user';
import { tradeDemand, tradeGoods } from './trade.table';
import { tradeAttributesOf } from './trade-attrs';

/** A demo listing of own stock: category code, figures, trade attribute values by code, approved or waiting. */
export type DemoListing = {
  material: string;
  name: string;
  price: string;
  totalWeight: string;
  totalQuantity: string;
  attrs: Record<string, string>;
  approved: boolean;
  remark?: string;
};

export type DemoDemand = {
  material: string;
  name: string;
  totalWeight?: string;
  totalQuantity?: string;
  price?: string;
  attrs: Record<string, string>;
  contactName: string;
  contactPhone: string;
  /** days from the seeding day */
  validDays: number;
  remark?: string;
};

export type DemoTrade = {
  tenantId: string;
  /** enterprise codes and the accounts acting for them */
  supplier: { code: string; account: string };
  buyer: { code: string; account: string };
  platformAccount: string;
  listings: DemoListing[];
  demands: DemoDemand[];
};

const enterpriseIdOf = async (db: DbOrTx, tenantId: string, code: string) =>
  (await enterpriseByCode(db, tenantId, code))?.id;

const userOf = async (db: DbOrTx, tenantId: string, account: string) =>
  (
    await db
      .select({ id: user.id, realName: user.realName })
      .from(user)
      .where(and(eq(user.tenantId, tenantId), eq(user.account, account)))
      .limit(1)
  )[0];

const categoryOf = async (db: DbOrTx, tenantId: string, code: string) => {
  const [row] = await db
    .select()
    .from(baseMaterial)
    .where(and(eq(baseMaterial.tenantId, tenantId), eq(baseMaterial.code, code), eq(baseMaterial.isDeleted, 0)))
    .limit(1);
  return row ? { ...row, trade: await tradeAttributesOf(db, row.id) } : undefined;
};

const attrsOf = (trade: { attrCode: string; attrName: string }[], values: Record<string, string>): TradeAttr[] =>
  trade
    .filter((a) => values[a.attrCode])
    .map((a) => ({ attrCode: a.attrCode, attrName: a.attrName, value: values[a.attrCode]! }));

const listingExists = async (db: DbOrTx, tenantId: string, name: string) =>
  (
    await db
      .select({ id: tradeGoods.id })
      .from(tradeGoods)
      .where(and(eq(tradeGoods.tenantId, tenantId), eq(tradeGoods.name, name)))
      .limit(1)
  ).length > 0;

const demandExists = async (db: DbOrTx, tenantId: string, name: string) =>
  (
    await db
      .select({ id: tradeDemand.id })
      .from(tradeDemand)
      .where(and(eq(tradeDemand.tenantId, tenantId), eq(tradeDemand.name, name)))
      .limit(1)
  ).length > 0;

/**
 * Demo listings of the demo shipper (approved ones on the shelf, one waiting for the platform's audit) and the
 * demo buyer's open demand. Idempotent by name: a listing or demand already there (even removed) is left alone.
 * Own stock, as no receipt is in effect when the demo is seeded.
 */
export const seedDemoTrade = async (db: DbOrTx, data: DemoTrade) => {
  const { tenantId } = data;
  const supplierId = await enterpriseIdOf(db, tenantId, data.supplier.code);
  const buyerId = await enterpriseIdOf(db, tenantId, data.buyer.code);
  if (!supplierId || !buyerId) return;
  const [supplierUser, buyerUser, platformUser] = await Promise.all([
    userOf(db, tenantId, data.supplier.account),
    userOf(db, tenantId, data.buyer.account),
    userOf(db, tenantId, data.platformAccount),
  ]);
  const now = new Date();

  for (const l of data.listings) {
    const category = await categoryOf(db, tenantId, l.material);
    if (!category || (await listingExists(db, tenantId, l.name))) continue;
    await db.insert(tradeGoods).values({
      tenantId,
      supplierId,
      materialId: category.id,
      source: ListingSource.ownStock,
      name: l.name,
      attrs: attrsOf(category.trade, l.attrs),
      price: l.price,
      totalWeight: l.totalWeight,
      totalQuantity: l.totalQuantity,
      weightUnit: category.weightUnit,
      numberUnit: category.numberUnit,
      remark: l.remark ?? null,
      submitTime: now,
      status: l.approved ? ListingStatus.approved : ListingStatus.awaitingAudit,
      ...(l.approved
        ? {
            auditTime: now,
            auditOpinion: '货物信息与市场行情相符，同意上架',
            auditUser: platformUser?.id ?? null,
            auditUserName: platformUser?.realName ?? null,
          }
        : {}),
      createUser: supplierUser?.id ?? null,
      updateUser: supplierUser?.id ?? null,
    });
  }

  for (const d of data.demands) {
    const category = await categoryOf(db, tenantId, d.material);
    if (!category || (await demandExists(db, tenantId, d.name))) continue;
    await db.insert(tradeDemand).values({
      tenantId,
      buyerId,
      materialId: category.id,
      name: d.name,
      attrs: attrsOf(category.trade, d.attrs),
      totalWeight: d.totalWeight ?? null,
      totalQuantity: d.totalQuantity ?? null,
      weightUnit: category.weightUnit,
      numberUnit: category.numberUnit,
      price: d.price ?? null,
      contactName: d.contactName,
      contactPhone: d.contactPhone,
      validUntil: formatDate(new Date(now.getTime() + d.validDays * 86_400_000))!,
      remark: d.remark ?? null,
      status: DemandStatus.open,
      createUser: buyerUser?.id ?? null,
      updateUser: buyerUser?.id ?? null,
    });
  }
};
