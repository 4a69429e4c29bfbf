import { financeRefusals as refuse } from '@kc/domain/finance/finance';
import { FinanceStatus, FourStatus, financeApplyMachine, financeFourMachine } from '@kc/domain/finance/status';
import { and, asc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { type Actor, transition } from '../../platform/state/transition';
import { type AgreementPush, BankRejected } from '../../providers/bank/port';
import { borrowerById } from '../borrower';
import { bankActor, lockApply, moveApplyRows } from './apply-moves';
import { bankOf } from './bank-port';
import { financeApply, financeApplyBill } from './finance.table';
import type { FinanceApplyRow } from './finance-access';
import { announceFinance } from './finance-events';
import { fourSpecOf } from './four-seal';

/** How long one push may take before another instance may try again (a crashed pusher's claim lapses). */
const CLAIM_MS = 2 * 60_000;
/** Retries after a transport failure: 30 s × 2^n, at most 30 minutes (README "The flow" 5). */
export const pushBackoffMs = (tries: number) => Math.min(30_000 * 2 ** Math.max(0, tries - 1), 30 * 60_000);

const pushable = and(
  eq(financeApply.status, FinanceStatus.awaitingFour),
  inArray(financeApply.fourStatus, [FourStatus.passed, FourStatus.pushFailed]),
);

/**
 * Takes the push of one application (an UPDATE that only one pusher wins): by the job when it is due (30, or 41 whose
 * backoff elapsed; a bank refusal leaves no `nextPushAt` and waits for a person), by the button whenever no other
 * push is in flight. The claim clears the error and holds `nextPushAt` for CLAIM_MS.
 */
const claimPush = async (db: DbOrTx, id: string, manual: boolean) => {
  const now = new Date();
  const due = manual
    ? or(isNull(financeApply.nextPushAt), lte(financeApply.nextPushAt, now), isNotNull(financeApply.pushError))
    : or(
        and(
          eq(financeApply.fourStatus, FourStatus.passed),
          or(isNull(financeApply.nextPushAt), lte(financeApply.nextPushAt, now)),
        ),
        and(eq(financeApply.fourStatus, FourStatus.pushFailed), lte(financeApply.nextPushAt, now)),
      );
  const [row] = await db
    .update(financeApply)
    .set({ nextPushAt: new Date(now.getTime() + CLAIM_MS), pushError: null })
    .where(and(eq(financeApply.id, id), pushable, due))
    .returning();
  return row;
};

/** The agreement as the bank receives it: parties, goods, amount, the sealed file's SHA-256 and the collateral. */
const agreementOf = async (db: DbOrTx, row: FinanceApplyRow): Promise<AgreementPush> => {
  const spec = await fourSpecOf(db, row);
  const lines = await db
    .select()
    .from(financeApplyBill)
    .where(and(eq(financeApplyBill.applyId, row.id), eq(financeApplyBill.active, 1)))
    .orderBy(asc(financeApplyBill.sort), asc(financeApplyBill.id));
  return {
    tenantId: row.tenantId,
    applyId: row.id,
    applyCode: row.code,
    bankId: row.bankId,
    bankName: spec.bank.name,
    shipper: { id: row.shipperId, name: spec.shipper.name, creditCode: spec.shipper.creditCode },
    warehouse: { id: row.warehouseId, name: spec.warehouse.name },
    goodsName: spec.goodsName,
    applyMoney: row.applyMoney,
    agreementSha256: row.fourSha256 ?? '',
    borrower: row.borrowerId
      ? { id: row.borrowerId, name: (await borrowerById(db, row.tenantId, row.borrowerId))?.name ?? '' }
      : null,
    collateral: lines.map((l, i) => ({
      billId: l.billId,
      billCode: l.billCode,
      materialName: spec.bills[i]?.materialName ?? '',
      totalWeight: l.totalWeight,
      weightUnit: l.chargeUnit ?? '',
      priceUnit: l.priceUnit,
      cltPlgRate: l.cltPlgRate,
      pledgeAmount: l.pledgeAmount,
    })),
  };
};

export type PushOutcome = { pushed: boolean; error: string | null; row: FinanceApplyRow | undefined };

/**
 * Pushes the passed agreement to the bank (README "The flow" 5), outside any transaction: accepted → fourStatus 40
 * with the bank's `financeAppId`, the application 50 → 60 and its rows 20 → 30 (awaiting admission); a transport
 * failure → 41 with the error, `pushTries` + 1 and the next try after the backoff; a refusal → 41, not retried by
 * the job. Answers whether it was pushed; nothing when another pusher holds it or it is not pushable.
 */
export const pushAgreementOf = async (
  ctx: AppContext,
  id: string,
  opts: { manual: boolean; actor?: Actor },
): Promise<PushOutcome> => {
  const claimed = await claimPush(ctx.db, id, opts.manual);
  if (!claimed) return { pushed: false, error: null, row: undefined };
  const actor = opts.actor ?? bankActor(claimed.tenantId);
  let result: { financeAppId: string } | { error: string; retry: boolean };
  try {
    result = await (await bankOf(ctx, claimed.tenantId, claimed.bankId)).pushAgreement(
      await agreementOf(ctx.db, claimed),
    );
  } catch (e) {
    const message = (e instanceof Error ? e.message : String(e)).slice(0, 200) || '银行无响应';
    result = { error: message, retry: !(e instanceof BankRejected) };
  }
  const moved = await ctx.db.transaction(async (tx) => {
    const now = await lockApply(tx, id);
    if (!now || now.status !== FinanceStatus.awaitingFour || !claimedStill(now)) return undefined;
    if ('financeAppId' in result) {
      await transition(tx, {
        table: financeApply,
        id,
        statusColumn: 'fourStatus',
        machine: financeFourMachine,
        move: 'push',
        from: now.fourStatus,
        actor,
        payload: { financeAppId: result.financeAppId, manual: opts.manual },
        set: { financeAppId: result.financeAppId, pushError: null, nextPushAt: null, pushTries: now.pushTries + 1 },
      });
      const row = await transition(tx, {
        table: financeApply,
        id,
        machine: financeApplyMachine,
        move: 'pushAccepted',
        action: 'push-accepted',
        actor,
      });
      await moveApplyRows(tx, id, 'pushed', actor);
      return row;
    }
    const tries = now.pushTries + 1;
    return transition(tx, {
      table: financeApply,
      id,
      statusColumn: 'fourStatus',
      machine: financeFourMachine,
      move: 'pushFailed',
      from: now.fourStatus,
      action: 'push-failed',
      actor,
      payload: { error: result.error, retry: result.retry, manual: opts.manual, tries },
      set: {
        pushError: result.error,
        pushTries: tries,
        nextPushAt: result.retry ? new Date(Date.now() + pushBackoffMs(tries)) : null,
      },
    });
  });
  if (moved) await announceFinance(ctx, moved, 'financeAppId' in result ? 'push' : 'pushFailed');
  return { pushed: 'financeAppId' in result, error: 'error' in result ? result.error : null, row: moved };
};

const claimedStill = (row: FinanceApplyRow) =>
  row.fourStatus === FourStatus.passed || row.fourStatus === FourStatus.pushFailed;

/** ccb/finance/pushAgreementFour (butTest): push now; a failure answers 503 with the bank's reason (recorded 41). */
export const pushAgreementNow = async (ctx: AppContext, row: FinanceApplyRow, actor: Actor) => {
  if (row.status !== FinanceStatus.awaitingFour || !claimedStill(row)) throw refuse.statusChanged();
  const outcome = await pushAgreementOf(ctx, row.id, { manual: true, actor });
  if (!outcome.row) throw refuse.statusChanged();
  if (!outcome.pushed) throw refuse.pushFailed(outcome.error ?? '');
  return outcome.row;
};

/** The job's sweep: every application due for a push, oldest first (kc_finance_apply_push_idx). */
export const pushDueAgreements = async (ctx: AppContext, log?: (err: unknown, msg: string) => void, limit = 20) => {
  const now = new Date();
  const due = await ctx.db
    .select({ id: financeApply.id })
    .from(financeApply)
    .where(
      and(
        eq(financeApply.status, FinanceStatus.awaitingFour),
        or(
          and(
            eq(financeApply.fourStatus, FourStatus.passed),
            or(isNull(financeApply.nextPushAt), lte(financeApply.nextPushAt, now)),
          ),
          and(eq(financeApply.fourStatus, FourStatus.pushFailed), lte(financeApply.nextPushAt, now)),
        ),
      ),
    )
    .orderBy(sql`${financeApply.nextPushAt} nulls first`, asc(financeApply.id))
    .limit(limit);
  let pushed = 0;
  for (const { id } of due) {
    try {
      if ((await pushAgreementOf(ctx, id, { manual: false })).pushed) pushed += 1;
    } catch (err) {
      // One application's failure (its claim lapses and it is tried again) holds up no other.
      log?.(err, '四方协议推送出错');
    }
  }
  return { due: due.length, pushed };
};
