import { financeRefusals as refuse } from '@kc/domain/finance/finance';
import { DgeCcbStatus, dgeCcbMachine, type FinanceMove, financeMoves } from '@kc/domain/finance/status';
import { ReceiptStatus } from '@kc/domain/receipt/status';
import type { MoveOf } from '@kc/domain/shared/machine';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { type Actor, transitionAll } from '../../platform/state/transition';
import { holdReceipts, movePledgedReceipts, receiptsByIds, releaseReceipts, setReceiptsPledgeStatus } from '../receipt';
import { financeApply, financeApplyBill } from './finance.table';

/** The actor of a move nobody made in person (the bank's callback, a job). */
export const bankActor = (tenantId: string): Actor => ({ userId: null as unknown as string, postId: null, tenantId });

export type ReleaseOptions = {
  /**
   * the receipt statuses that go back to 1 in effect with their audit events (e.g. 70 pledged, or [91, 70]); a
   * receipt in another status (still 1) only has its pledge status cleared. Absent: no receipt status moves.
   */
  billStatusFrom?: number | readonly number[];
  /** the bank's release instruction was carried out: the rows leave at 120 (解押反馈完成), else at 0 */
  released?: boolean;
  /** only these receipts of the application (a partial release); default all its live rows */
  billIds?: readonly string[];
  /** who made it (default: the bank / the system) */
  actor?: Actor;
};

/**
 * The application no longer holds its receipts (cancelled, refused, released): its live rows leave (dgeCcbMachine
 * release or releaseFed) and become inactive (the active-row unique index frees the receipts for another pledge),
 * the receipts' pledge status 0, their status back to 1 when `billStatusFrom` names it, and their reservation
 * (process 'pledge') released. In the caller's transaction. Answers the receipts that were freed.
 */
export const releaseApplyReceipts = async (
  _ctx: AppContext,
  tx: DbOrTx,
  row: { id: string; tenantId: string },
  opts: ReleaseOptions = {},
) => {
  const actor = opts.actor ?? bankActor(row.tenantId);
  const rows = await transitionAll(tx, {
    table: financeApplyBill,
    statusColumn: 'dgeCcbStatus',
    machine: dgeCcbMachine,
    move: opts.released ? 'releaseFed' : 'release',
    where: and(
      eq(financeApplyBill.applyId, row.id),
      eq(financeApplyBill.active, 1),
      opts.billIds ? inArray(financeApplyBill.billId, [...opts.billIds]) : undefined,
    )!,
    actor,
    set: { active: 0 },
    payload: (r) => ({ applyId: row.id, billId: r.billId }),
  });
  const billIds = rows.map((r) => r.billId);
  if (billIds.length === 0) return billIds;
  const froms = opts.billStatusFrom == null ? [] : ([opts.billStatusFrom].flat() as number[]);
  const current = froms.length ? [...(await receiptsByIds(tx, billIds)).values()] : [];
  const moving = current.filter((r) => froms.includes(r.status)).map((r) => r.id);
  if (moving.length)
    await movePledgedReceipts(tx, {
      billIds: moving,
      from: froms,
      to: ReceiptStatus.inEffect,
      dgeCcbStatus: DgeCcbStatus.none,
      action: 'pledge-release',
      actor,
      payload: { applyId: row.id },
      message: refuse.statusChanged().message,
    });
  await setReceiptsPledgeStatus(
    tx,
    billIds.filter((id) => !moving.includes(id)),
    DgeCcbStatus.none,
  );
  if (opts.billIds) {
    // A partial release: the application keeps holding its other live receipts (holdReceipts drops the rest).
    const kept = await tx
      .select({ billId: financeApplyBill.billId })
      .from(financeApplyBill)
      .where(and(eq(financeApplyBill.applyId, row.id), eq(financeApplyBill.active, 1)));
    await holdReceipts(tx, {
      process: 'pledge',
      processId: row.id,
      tenantId: row.tenantId,
      billIds: kept.map((k) => k.billId),
    });
  } else await releaseReceipts(tx, { process: 'pledge', processId: row.id });
  return billIds;
};

/** The application locked for a move (FOR UPDATE, until the transaction ends). */
export const lockApply = async (tx: DbOrTx, id: string) =>
  (await tx.select().from(financeApply).where(eq(financeApply.id, id)).for('update'))[0];

/** A move the application's status and fourStatus allow (financeMoves of the domain), else 409. */
export const assertMoveAllowed = (row: { status: number; fourStatus: number }, move: FinanceMove) => {
  const rule = financeMoves[move];
  if (
    !(rule.status as readonly number[]).includes(row.status) ||
    !(rule.four as readonly number[]).includes(row.fourStatus)
  )
    throw refuse.statusChanged();
};

/**
 * The application's live receipts move their pledge status together (spec 2 §4 dgeCcbStatus), the receipts'
 * own `dge_ccb_status` mirrored: only rows now in `from`. Answers the receipts moved.
 */
export const moveApplyRows = async (
  tx: DbOrTx,
  applyId: string,
  move: MoveOf<typeof dgeCcbMachine>,
  actor: Actor,
  set: Partial<typeof financeApplyBill.$inferInsert> = {},
) => {
  const rows = await transitionAll(tx, {
    table: financeApplyBill,
    statusColumn: 'dgeCcbStatus',
    machine: dgeCcbMachine,
    move,
    where: and(eq(financeApplyBill.applyId, applyId), eq(financeApplyBill.active, 1))!,
    actor,
    set,
    payload: (r) => ({ applyId, billId: r.billId }),
  });
  const billIds = rows.map((r) => r.billId);
  await setReceiptsPledgeStatus(tx, billIds, dgeCcbMachine.targetsOf(move)[0]!);
  return billIds;
};
