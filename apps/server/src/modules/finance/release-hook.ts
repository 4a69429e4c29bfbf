import { type DgeCcbStatusValue, dgeCcbMachine } from '@kc/domain/finance/status';
import { ReceiptStatus } from '@kc/domain/receipt/status';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { type Actor, transitionAll } from '../../platform/state/transition';
import type { ReleaseInstructionData, ReleaseVoidData } from '../../providers/bank/port';
import { setReceiptsPledgeStatus } from '../receipt';
import { releaseApplyReceipts } from './apply-moves';
import { refused } from './bank-errors';
import type { Applied } from './bank-event';
import { financeApplyBill } from './finance.table';
import type { FinanceApplyRow } from './finance-access';

/**
 * The bank's release instruction (README "The bank's callbacks"): the finance module checks the application and
 * hands the instruction to whoever registered for it — the release module, which comes later in the module line
 * (app-modules.ts), makes a release record of it (modules/release). The handler runs in the inbox's transaction,
 * under the application's row lock; its refusals (bank-errors.ts `refused`, `early`) are the inbox's.
 */
export type ReleaseInstructionHandler = (
  ctx: AppContext,
  tx: DbOrTx,
  apply: FinanceApplyRow,
  data: ReleaseInstructionData,
) => Promise<{ what: string; after?: () => Promise<void> }>;

let handler: ReleaseInstructionHandler | undefined;

/** Registered once by the release module when it loads. */
export const onReleaseInstruction = (h: ReleaseInstructionHandler) => {
  handler = h;
};
export const releaseInstructionHandler = () => handler;

/**
 * The bank's void of a release instruction (release.void): handed, like the instruction, to the release module's
 * handler in the inbox's transaction under the application's lock (it voids the release, the receipts go back to the
 * pledge). Refusals are the inbox's (bank-errors.ts).
 */
export type ReleaseVoidHandler = (
  ctx: AppContext,
  tx: DbOrTx,
  apply: FinanceApplyRow,
  data: ReleaseVoidData,
) => Promise<{ what: string; after?: () => Promise<void> }>;

let voidHandler: ReleaseVoidHandler | undefined;

/** Registered once by the release module when it loads. */
export const onReleaseVoid = (h: ReleaseVoidHandler) => {
  voidHandler = h;
};

/** release.void (README "The bank's callbacks"): only with a release module to answer it. */
export const applyReleaseVoid = async (
  ctx: AppContext,
  tx: DbOrTx,
  row: FinanceApplyRow,
  data: ReleaseVoidData,
): Promise<Applied> => {
  if (!voidHandler) throw refused('平台未启用解押处理');
  const done = await voidHandler(ctx, tx, row, data);
  return { row, what: done.what, after: done.after };
};

/** The application's live rows of these receipts (a release's candidates), in the rows' order. */
export const liveApplyRowsOf = (tx: DbOrTx, applyId: string, billIds: readonly string[]) =>
  billIds.length === 0
    ? Promise.resolve([] as (typeof financeApplyBill.$inferSelect)[])
    : tx
        .select()
        .from(financeApplyBill)
        .where(
          and(
            eq(financeApplyBill.applyId, applyId),
            eq(financeApplyBill.active, 1),
            inArray(financeApplyBill.billId, [...billIds]),
          ),
        )
        .orderBy(asc(financeApplyBill.sort), asc(financeApplyBill.id));

/**
 * A release moved: its receipts' rows on the application read `to` (releaseDgeCcbStatus of the release's status),
 * and the receipts' own mirror with them; each row's move on the application's trail (action `release-step`).
 */
export const moveReleaseRows = async (
  tx: DbOrTx,
  input: { apply: Pick<FinanceApplyRow, 'id'>; billIds: readonly string[]; to: DgeCcbStatusValue; actor: Actor },
) => {
  if (input.billIds.length === 0) return [];
  const moved = await transitionAll(tx, {
    table: financeApplyBill,
    statusColumn: 'dgeCcbStatus',
    machine: dgeCcbMachine,
    move: 'releaseStep',
    to: input.to,
    where: and(
      eq(financeApplyBill.applyId, input.apply.id),
      eq(financeApplyBill.active, 1),
      inArray(financeApplyBill.billId, [...input.billIds]),
    )!,
    objectType: 'finance',
    objectId: () => input.apply.id,
    action: 'release-step',
    actor: input.actor,
    payload: (r) => ({ applyBillId: r.id, billId: r.billId, dgeCcbStatus: input.to }),
  });
  await setReceiptsPledgeStatus(
    tx,
    moved.map((r) => r.billId),
    input.to,
  );
  return moved;
};

/**
 * The release fed back to the bank: its receipts leave the pledge — rows 120 (解押反馈完成) and inactive, receipts
 * 70 → 1 with pledge status 0 — and the application keeps holding only its other live receipts.
 */
export const releasedFromPledge = (
  ctx: AppContext,
  tx: DbOrTx,
  apply: Pick<FinanceApplyRow, 'id' | 'tenantId'>,
  billIds: readonly string[],
  actor: Actor,
) =>
  billIds.length === 0
    ? Promise.resolve([] as string[])
    : releaseApplyReceipts(ctx, tx, apply, {
        billIds,
        billStatusFrom: [ReceiptStatus.pledged, ReceiptStatus.awaitingPledgeEndorsement],
        released: true,
        actor,
      });
