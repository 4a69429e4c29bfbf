import { EnterpriseType } from '@kc/domain/enterprise/enterprise';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { liveEnterprise, liveEnterprises } from '../enterprise';
import { financingGoods } from '../goods';

/** A live, approved enterprise of the tenant of this type (2 warehouse, 5 bank), or undefined. */
export const approvedOfType = async (db: DbOrTx, tenantId: string, id: string, type: string) => {
  const row = await liveEnterprise(db, tenantId, id, { type, approved: true });
  return row && { id: row.id, name: row.name };
};

/** The banks a shipper may apply to: approved financial institutions (type 5) of the tenant, by name. */
export const approvedBanks = async (db: DbOrTx, tenantId: string) =>
  (
    await liveEnterprises(db, tenantId, { type: EnterpriseType.bank, approved: true }, { order: 'name', limit: 500 })
  ).map((r) => ({ id: r.id, name: r.name }));

export type FinancingGoodsOption = { id: string; name: string; code: string; bankId: string };

/** The financing goods status that offers them (MaterialStatus.normal of @kc/domain/goods). */
const ENABLED = 1;

/** A bank's financing goods in use (status enabled, not deleted), by sort; read through the goods module's door. */
export const financingGoodsOf = async (
  db: DbOrTx,
  tenantId: string,
  bankId: string,
  goodsId?: string,
): Promise<FinancingGoodsOption[]> =>
  db
    .select({
      id: sql<string>`${financingGoods.id}::text`,
      name: financingGoods.name,
      code: financingGoods.code,
      bankId: sql<string>`${financingGoods.bankEnterpriseId}::text`,
    })
    .from(financingGoods)
    .where(
      and(
        eq(financingGoods.tenantId, tenantId),
        eq(financingGoods.bankEnterpriseId, bankId),
        eq(financingGoods.isDeleted, 0),
        eq(financingGoods.status, ENABLED),
        goodsId ? eq(financingGoods.id, goodsId) : undefined,
      ),
    )
    .orderBy(asc(financingGoods.sort), desc(financingGoods.createTime), asc(financingGoods.id))
    .limit(500);

/** Names of financing goods by id (whatever their status now: an application keeps the goods it named). */
export const financingGoodsNames = async (db: DbOrTx, ids: readonly string[]): Promise<Map<string, string>> => {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: sql<string>`${financingGoods.id}::text`, name: financingGoods.name })
    .from(financingGoods)
    .where(inArray(financingGoods.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
};
