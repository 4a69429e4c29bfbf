import { accessRefusals, formatDateTime, offsetOf, type PageQuery, toPage } from '@kc/domain';
import {
  DemandStatus,
  demandMachine,
  demandStatusLabel,
  isDemandExpired,
  isDemandLive,
  todayText,
} from '@kc/domain/trade/demand';
import { plainDecimal } from '@kc/domain/trade/figures';
import { and, count, desc, eq, gte, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Principal } from '../../platform/auth/principal';
import type { DbOrTx } from '../../platform/db/client';
import { escapeLike } from '../../platform/db/like';
import { enterpriseNameSql } from '../enterprise';
import { baseMaterial } from '../goods';
import { tradeDemand } from './trade.table';
import { type UnitNames, unitNames } from './trade-labels';

export type DemandRow = typeof tradeDemand.$inferSelect;

/** The audit trail's object type of a demand. */
export const DEMAND_OBJECT = demandMachine.objectType;

export const ownsDemand = (p: Principal, row: Pick<DemandRow, 'buyerId' | 'tenantId'>) =>
  row.tenantId === p.tenantId && p.postId != null && row.buyerId === p.postId;

/**
 * Who sees a demand: its buyer in every status; everyone else (suppliers, the platform) while it is open and not
 * past its date. Anything else answers 404.
 */
export const seesDemand = (p: Principal, row: DemandRow, today = todayText()) =>
  row.tenantId === p.tenantId && (ownsDemand(p, row) || isDemandLive(row, today));

/** The same as a list filter. */
const visibleDemands = (p: Principal, today: string): SQL => {
  const live = and(eq(tradeDemand.status, DemandStatus.open), gte(tradeDemand.validUntil, today));
  return and(
    eq(tradeDemand.tenantId, p.tenantId),
    // is_deleted as a literal, so that the partial index kc_trade_demand_open_idx serves the open ones.
    sql`${tradeDemand.isDeleted} = 0`,
    p.postId ? or(eq(tradeDemand.buyerId, p.postId), live) : live,
  )!;
};

const selectOne = async (db: DbOrTx, p: Principal, id: string, lock: boolean) => {
  const q = db
    .select()
    .from(tradeDemand)
    .where(and(eq(tradeDemand.id, id), eq(tradeDemand.tenantId, p.tenantId), eq(tradeDemand.isDeleted, 0)))
    .limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row;
};

export const findVisibleDemand = async (db: DbOrTx, p: Principal, id: string) => {
  const row = await selectOne(db, p, id, false);
  if (!row || !seesDemand(p, row)) throw accessRefusals.notFound();
  return row;
};

/** A live demand of the user's own enterprise, or 404. */
export const findOwnDemand = async (db: DbOrTx, p: Principal, id: string, lock = false) => {
  const row = await selectOne(db, p, id, lock);
  if (!row || !ownsDemand(p, row)) throw accessRefusals.notFound();
  return row;
};

const selectDemands = (db: DbOrTx) =>
  db
    .select({
      row: tradeDemand,
      buyerName: enterpriseNameSql(tradeDemand.buyerId),
      materialName: baseMaterial.name,
      pricingMode: baseMaterial.pricingMode,
    })
    .from(tradeDemand)
    .leftJoin(baseMaterial, eq(baseMaterial.id, tradeDemand.materialId));

type Joined = { row: DemandRow; buyerName: string | null; materialName: string | null; pricingMode: number | null };

const toDemandRecord = (j: Joined, units: UnitNames, today: string) => {
  const r = j.row;
  return {
    id: r.id,
    buyerId: r.buyerId,
    buyerName: j.buyerName,
    materialId: r.materialId,
    materialName: j.materialName,
    pricingMode: j.pricingMode ?? 0,
    name: r.name,
    attrs: r.attrs,
    totalWeight: plainDecimal(r.totalWeight),
    weightUnit: r.weightUnit,
    weightUnitName: units.weight.get(r.weightUnit ?? '') ?? '',
    totalQuantity: plainDecimal(r.totalQuantity),
    numberUnit: r.numberUnit,
    numberUnitName: units.number.get(r.numberUnit ?? '') ?? '',
    price: r.price,
    contactName: r.contactName,
    contactPhone: r.contactPhone,
    remark: r.remark,
    validUntil: r.validUntil,
    status: r.status,
    statusName: demandStatusLabel(r.status),
    expired: isDemandExpired(r, today),
    closeTime: formatDateTime(r.closeTime),
    createTime: formatDateTime(r.createTime),
  };
};

export const demandDetail = async (db: DbOrTx, p: Principal, row: DemandRow) => {
  const [[joined], units] = await Promise.all([
    selectDemands(db).where(eq(tradeDemand.id, row.id)).limit(1),
    unitNames(db, p.tenantId),
  ]);
  return toDemandRecord(joined!, units, todayText());
};

export type DemandFilter = { name?: string; materialId?: string; status?: number };

/** trade/demand/page: the buyer's own demands in every status, and everyone's open ones, newest first. */
export const pageDemands = async (db: DbOrTx, p: Principal, q: PageQuery & DemandFilter) => {
  const today = todayText();
  const where = and(
    visibleDemands(p, today),
    q.name ? ilike(tradeDemand.name, `%${escapeLike(q.name)}%`) : undefined,
    q.materialId ? eq(tradeDemand.materialId, q.materialId) : undefined,
    q.status != null ? eq(tradeDemand.status, q.status) : undefined,
  );
  const [rows, [total], units] = await Promise.all([
    selectDemands(db)
      .where(where)
      .orderBy(desc(tradeDemand.createTime), desc(tradeDemand.id))
      .limit(q.size)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(tradeDemand).where(where),
    unitNames(db, p.tenantId),
  ]);
  return toPage(
    rows.map((r) => toDemandRecord(r, units, today)),
    total?.n ?? 0,
    q.current,
    q.size,
  );
};
