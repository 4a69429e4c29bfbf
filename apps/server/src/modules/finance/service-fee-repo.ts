import { serviceFeeRefusals as refuse } from '@kc/domain/finance/service-fee';
import type { FinanceSide } from '@kc/domain/finance/status';
import { DgeCcbStatus } from '@kc/domain/finance/status';
import { and, asc, eq, gte, isNull, or } from 'drizzle-orm';
import { appendAuditEvent } from '../../platform/audit/audit.service';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { assertOwnEnterpriseApproved } from '../enterprise';
import { financeApplyBill } from './finance.table';
import { type FinanceApplyRow, findApply, isRedactedFor, loadVisibleApply } from './finance-access';
import { announceFinance } from './finance-events';
import { financeServiceFee } from './service-fee.table';

/**
 * Reading and moving the financing service fee (README "Financing service fee"): who sees it (the application's
 * sides except a warehouse-only viewer, who never receives loan figures: 404), the receipts it is computed over, and
 * each move as a conditional update with its event on the fee's own trail (objectType 'finance-fee').
 */

export type FeeRow = typeof financeServiceFee.$inferSelect;
export const FEE_OBJECT_TYPE = 'finance-fee';

/** The fee of the whole pledge (releaseId null), or of one release. */
export const feeOfApply = async (db: DbOrTx, applyId: string, releaseId: string | null = null) =>
  (
    await db
      .select()
      .from(financeServiceFee)
      .where(
        and(
          eq(financeServiceFee.applyId, applyId),
          releaseId == null ? isNull(financeServiceFee.releaseId) : eq(financeServiceFee.releaseId, releaseId),
        ),
      )
      .limit(1)
  )[0];

/**
 * What a release (解押, the release module, registered after this one) says its fee is computed over: its
 * application and, for every receipt of the pledge, the weight it releases (0 for a receipt it does not touch) of the
 * receipt's pledged weight — so Σ weight is the pickup weight and Σ totalWeight the pledge's (spec 2 §9: total loan ×
 * pickup weight ÷ total receipt weight). undefined: no such release in the tenant.
 */
export type ReleaseFeeSource = (
  db: DbOrTx,
  tenantId: string,
  releaseId: string,
) => Promise<
  { applyId: string; bills: { billId: string; billCode: string; weight: string; totalWeight: string }[] } | undefined
>;
let releaseSource: ReleaseFeeSource | undefined;
/**
 * The release module registers where a release's pickup weights come from (module load). Answers how to put the
 * previous source back (a test's own source must not outlive the test: modules are shared between test files).
 */
export const registerReleaseFeeSource = (source: ReleaseFeeSource) => {
  const previous = releaseSource;
  releaseSource = source;
  return () => {
    releaseSource = previous;
  };
};
/** A release's fee bills, or 404 serviceFee.not_found when no release module answers for it. */
export const releaseFeeBills = async (db: DbOrTx, tenantId: string, releaseId: string) => {
  const found = releaseSource ? await releaseSource(db, tenantId, releaseId) : undefined;
  if (!found) throw refuse.notFound();
  return found;
};

export const feeById = async (db: DbOrTx, id: string) =>
  (await db.select().from(financeServiceFee).where(eq(financeServiceFee.id, id)).limit(1))[0];

/**
 * The application for a caller who may see its fee: its sides, or 404 (finance.not_found as the application
 * module answers). A warehouse-only viewer (finance_warehouse) gets 404 serviceFee.not_found: the fee is all loan
 * figures (spec 2 §6).
 */
export const loadFeeApply = async (db: DbOrTx, p: Principal, applyId: string) => {
  const v = await loadVisibleApply(db, p, applyId);
  if (isRedactedFor(v.sides)) throw refuse.notFound();
  return v;
};

/** A fee by its id with its application and the caller's sides; 404 serviceFee.not_found for anyone who may not see it. */
export const loadVisibleFee = async (db: DbOrTx, p: Principal, feeId: string) => {
  const fee = await feeById(db, feeId);
  if (!fee || fee.tenantId !== p.tenantId || fee.isDeleted !== 0) throw refuse.notFound();
  try {
    const v = await loadFeeApply(db, p, fee.applyId);
    return { fee, apply: v.row, sides: v.sides };
  } catch {
    throw refuse.notFound();
  }
};

/** A move only one side makes (the platform fills the form and confirms; the shipper pays): else 403. */
export const assertFeeSide = async (db: DbOrTx, p: Principal, sides: readonly FinanceSide[], side: FinanceSide) => {
  if (!sides.includes(side)) throw side === 'platform' ? refuse.notPlatform() : refuse.notShipper();
  if (side !== 'platform') await assertOwnEnterpriseApproved(db, p);
};

/**
 * The receipts the fee is computed over: the application's pledged rows — live ones, or (once the loan is repaid
 * and the pledge released) those that reached the pledge (dgeCcbStatus ≥ 70). Refused or cancelled rows never count.
 */
export const pledgedRowsOf = (db: DbOrTx, applyId: string) =>
  db
    .select()
    .from(financeApplyBill)
    .where(
      and(
        eq(financeApplyBill.applyId, applyId),
        or(eq(financeApplyBill.active, 1), gte(financeApplyBill.dgeCcbStatus, DgeCcbStatus.pledgedAwaitingPush)),
      ),
    )
    .orderBy(asc(financeApplyBill.sort), asc(financeApplyBill.id));

/**
 * The bills of the formula for the whole pledge's fee: every pledged receipt picked up whole (weight = its total
 * weight). A release's fee takes its bills from the release (releaseFeeBills).
 */
export const feeBillsOf = (rows: readonly { totalWeight: string }[]) =>
  rows.map((r) => ({ weight: r.totalWeight, totalWeight: r.totalWeight }));

type Actor = { userId: string; postId?: string | null } | null;

/**
 * Told of every move of a fee, in the move's transaction (the release module, registered after this one, keeps its
 * release's payStatus / serviceAmountStatus with its fee's: README "Financing service fee").
 */
export type FeeMovedListener = (tx: DbOrTx, fee: FeeRow) => Promise<void>;
let feeMovedListener: FeeMovedListener | undefined;
export const onFeeMoved = (listener: FeeMovedListener) => {
  feeMovedListener = listener;
};

/**
 * Moves the fee where `when` still holds (a concurrent move makes it 0 rows: the caller refuses) and appends the
 * event in the same transaction. Answers the moved row, or undefined.
 */
export const moveFee = async (
  tx: DbOrTx,
  m: {
    fee: Pick<FeeRow, 'id' | 'tenantId'>;
    when: ReturnType<typeof and>;
    set: Partial<typeof financeServiceFee.$inferInsert>;
    action: string;
    actor: Actor;
    from?: number | null;
    to?: number | null;
    payload?: Record<string, unknown>;
  },
) => {
  const [moved] = await tx
    .update(financeServiceFee)
    .set({ ...m.set, updateTime: new Date(), ...(m.actor ? { updateUser: m.actor.userId } : {}) })
    .where(and(eq(financeServiceFee.id, m.fee.id), m.when))
    .returning();
  if (!moved) return undefined;
  await appendAuditEvent(tx, {
    tenantId: m.fee.tenantId,
    objectType: FEE_OBJECT_TYPE,
    objectId: m.fee.id,
    action: m.action,
    fromStatus: m.from ?? null,
    toStatus: m.to ?? null,
    actorId: m.actor?.userId ?? null,
    actorEnterpriseId: m.actor?.postId ?? null,
    payload: m.payload,
  });
  await feeMovedListener?.(tx, moved);
  return moved;
};

/** 'finance.status' (what 'fee') to everyone who sees the application, after the commit (best effort). */
export const announceFee = async (ctx: AppContext, applyOrId: FinanceApplyRow | string) => {
  const apply = typeof applyOrId === 'string' ? await findApply(ctx.db, applyOrId) : applyOrId;
  if (apply) await announceFinance(ctx, apply, 'fee');
};
