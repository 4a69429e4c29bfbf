import { FINANCE_REDACTED_FIELDS, financeRefusals as refuse } from '@kc/domain/finance/finance';
import type { FinanceSide } from '@kc/domain/finance/status';
import { and, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import { isPlatformOperator } from '../../platform/access/party';
import type { Principal } from '../../platform/auth/principal';
import type { DbOrTx } from '../../platform/db/client';
import { assertOwnEnterpriseApproved } from '../enterprise';
import { financeApply } from './finance.table';

export type FinanceApplyRow = typeof financeApply.$inferSelect;

/**
 * The caller's sides on an application: its enterprise (postId) as the shipper, the warehouse or the bank, and the
 * platform operator (role platform / administrator).
 */
export const sidesOf = (p: Pick<Principal, 'postId' | 'roleAliases'>, row: FinanceApplyRow): FinanceSide[] => {
  const sides: FinanceSide[] = [];
  if (p.postId && row.shipperId === p.postId) sides.push('shipper');
  if (p.postId && row.warehouseId === p.postId) sides.push('warehouse');
  if (p.postId && row.bankId === p.postId) sides.push('bank');
  if (isPlatformOperator(p as Principal)) sides.push('platform');
  return sides;
};

/**
 * Who sees an application: the shipper always; the warehouse, the bank and the platform once it was submitted
 * (a draft, fourStatus 0 and never submitted, is the shipper's own). Anyone else: 404, as for a missing one.
 */
export const canSeeApply = (p: Principal, row: FinanceApplyRow) => {
  if (row.tenantId !== p.tenantId || row.isDeleted !== 0) return false;
  const sides = sidesOf(p, row);
  if (sides.includes('shipper')) return true;
  return sides.length > 0 && row.submitTime != null;
};

/** The list's scope, the same rule as canSeeApply. */
export const visibleApplies = (p: Principal): SQL => {
  const base = and(eq(financeApply.tenantId, p.tenantId), eq(financeApply.isDeleted, 0))!;
  const submitted = sql`${financeApply.submitTime} is not null`;
  if (isPlatformOperator(p)) {
    return p.postId ? and(base, or(submitted, eq(financeApply.shipperId, p.postId)))! : and(base, submitted)!;
  }
  if (!p.postId) return and(base, sql`false`)!;
  const postId = p.postId;
  return and(
    base,
    or(
      eq(financeApply.shipperId, postId),
      and(submitted, or(eq(financeApply.warehouseId, postId), eq(financeApply.bankId, postId))),
    ),
  )!;
};

export const findApply = async (db: DbOrTx, id: string) =>
  (await db.select().from(financeApply).where(eq(financeApply.id, id)).limit(1))[0];

/** The application and the caller's sides, or 404 when it is missing or not the caller's to see. */
export const loadVisibleApply = async (db: DbOrTx, p: Principal, id: string) => {
  const row = await findApply(db, id);
  if (!row || !canSeeApply(p, row)) throw refuse.notFound();
  return { row, sides: sidesOf(p, row) };
};

/** A move only one side makes: anyone else who sees the application gets 403; an enterprise not approved too. */
export const assertFinanceSide = async (db: DbOrTx, p: Principal, row: FinanceApplyRow, side: FinanceSide) => {
  if (!sidesOf(p, row).includes(side)) {
    throw side === 'shipper'
      ? refuse.notShipper()
      : side === 'warehouse'
        ? refuse.notWarehouse()
        : side === 'bank'
          ? refuse.notBankParty()
          : refuse.notPlatform();
  }
  if (side !== 'platform') await assertOwnEnterpriseApproved(db, p);
};

/**
 * spec 2 §6 finance_warehouse: the warehouse reviewer never receives price, rate or loan figures. A caller sees
 * the redacted view when its only sides are the warehouse (a warehouse that is also shipper, bank or platform
 * would see them anyway).
 */
export const isRedactedFor = (sides: readonly FinanceSide[]) =>
  sides.includes('warehouse') && !sides.some((s) => s !== 'warehouse');

/** Not a void application (for the list's "live" filters). */
export const notVoid = ne(financeApply.status, 0);

const REDACTED = new Set<string>(FINANCE_REDACTED_FIELDS);

/**
 * spec 2 §6 finance_warehouse: the answer without any price, rate or loan key anywhere (absent, not null), however
 * deep (a detail's billList). Built answers pass through here when `isRedactedFor(sides)`.
 */
export const withoutRedacted = <T>(value: T): T => {
  if (Array.isArray(value)) return value.map(withoutRedacted) as T;
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) if (!REDACTED.has(k)) out[k] = withoutRedacted(v);
  return out as T;
};
