import {
  CollateralAccResult,
  DgeCcbStatus,
  FinanceStatus,
  FourStatus,
  financeApplyMachine,
} from '@kc/domain/finance/status';
import { ReceiptStatus } from '@kc/domain/receipt/status';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { transition } from '../../platform/state/transition';
import type { BankCallbackMessage } from '../../providers/bank/port';
import { bankActor, moveApplyRows, releaseApplyReceipts } from './apply-moves';
import { early, refused } from './bank-errors';
import { type Applied, bankEvent, type Of } from './bank-event';
import { financeApply, financeApplyBill } from './finance.table';
import type { FinanceApplyRow } from './finance-access';
import { applyLoanDisbursed, applyLoanRepaid, applyReleaseInstruction } from './loan-callbacks';
import { preparePledgeNotices } from './pledge-notice';
import { applyReleaseVoid } from './release-hook';

/** Our push is accepted but its answer is not stored yet (fourStatus still 30/41): the bank will send it again. */
const assertPushed = (row: FinanceApplyRow) => {
  if (
    row.status === FinanceStatus.awaitingFour &&
    (row.fourStatus === FourStatus.passed || row.fourStatus === FourStatus.pushFailed)
  )
    throw early('四方协议推送结果尚未记录');
  if (row.status !== FinanceStatus.awaitingPledge) throw refused(`融资申请状态（${row.status}）不接受该回调`);
};

/** The application refused (101): its reason, the rows inactive, pledged receipts back to 1 and released. */
export const refuseApplication = async (
  ctx: AppContext,
  tx: DbOrTx,
  row: FinanceApplyRow,
  reason: string,
  action: string,
) => {
  const moved = await transition(tx, {
    table: financeApply,
    id: row.id,
    machine: financeApplyMachine,
    move: 'refused',
    from: row.status,
    action,
    actor: bankActor(row.tenantId),
    payload: { reason },
    set: { refuseReason: reason, finishTime: new Date() },
  });
  await releaseApplyReceipts(ctx, tx, moved, {
    billStatusFrom: [ReceiptStatus.awaitingPledgeEndorsement, ReceiptStatus.pledged],
  });
  return moved;
};

/**
 * collateral.admission (README "The flow" 6): every receipt accepted (0) → rows 30 → 40 with the result; any failed
 * (1) → the application refused (101) with the reasons, each row keeping its result, the receipts free again.
 */
const admission = async (ctx: AppContext, tx: DbOrTx, row: FinanceApplyRow, data: Of<'collateral.admission'>) => {
  assertPushed(row);
  const rows = await tx
    .select()
    .from(financeApplyBill)
    .where(and(eq(financeApplyBill.applyId, row.id), eq(financeApplyBill.active, 1)));
  const waiting = rows.filter((r) => r.dgeCcbStatus === DgeCcbStatus.awaitingAdmission);
  if (waiting.length === 0) throw refused('没有待准入的仓单');
  const results = new Map(data.results.map((r) => [r.billId, r]));
  if (waiting.some((r) => !results.has(r.billId))) throw refused('准入结果未覆盖全部仓单');
  for (const r of waiting) {
    const result = results.get(r.billId)!;
    await tx
      .update(financeApplyBill)
      .set({ collateralAccResult: result.collateralAccResult, collateralReason: result.reason?.slice(0, 255) ?? null })
      .where(eq(financeApplyBill.id, r.id));
  }
  const failed = data.results.filter((r) => r.collateralAccResult === CollateralAccResult.failed);
  if (failed.length > 0) {
    const codes = new Map(rows.map((r) => [r.billId, r.billCode]));
    const reason = failed.map((f) => `${codes.get(f.billId) ?? f.billId}：${f.reason ?? '准入失败'}`).join('；');
    return {
      row: await refuseApplication(ctx, tx, row, reason.slice(0, 1000), 'admission-refused'),
      what: 'admission',
    };
  }
  await moveApplyRows(tx, row.id, 'admitted', bankActor(row.tenantId));
  await bankEvent(tx, row, 'admission', { billIds: waiting.map((r) => r.billId) });
  return { row, what: 'admission' };
};

/** agreement.refused: at 50 or 60 the application is refused (101) with the bank's reason; receipts free again. */
const agreementRefused = async (ctx: AppContext, tx: DbOrTx, row: FinanceApplyRow, data: Of<'agreement.refused'>) => {
  if (row.status !== FinanceStatus.awaitingFour && row.status !== FinanceStatus.awaitingPledge)
    throw refused(`融资申请状态（${row.status}）不能被拒绝`);
  return { row: await refuseApplication(ctx, tx, row, data.reason, 'bank-refused'), what: 'refused' };
};

/**
 * pledge.registered: the registration number stored, then the pledge notices (rows 40 → 50, receipts 1 → 91;
 * pledge-notice.ts). Before admission finished it is early; with no row left at 40 there is nothing to register.
 */
const pledgeRegistered = async (ctx: AppContext, tx: DbOrTx, row: FinanceApplyRow, data: Of<'pledge.registered'>) => {
  assertPushed(row);
  const rows = await tx
    .select({ dge: financeApplyBill.dgeCcbStatus })
    .from(financeApplyBill)
    .where(and(eq(financeApplyBill.applyId, row.id), eq(financeApplyBill.active, 1)));
  if (rows.some((r) => r.dge === DgeCcbStatus.awaitingAdmission)) throw early('仓单准入结果尚未记录');
  if (!rows.some((r) => r.dge === DgeCcbStatus.awaitingPledge)) throw refused('没有待质押登记的仓单');
  const [updated] = await tx
    .update(financeApply)
    .set({ registrationNo: data.registrationNo.slice(0, 64), updateTime: new Date() })
    .where(eq(financeApply.id, row.id))
    .returning();
  await bankEvent(tx, row, 'pledge-registered', { registrationNo: data.registrationNo });
  await preparePledgeNotices(ctx, tx, { applyId: row.id, actor: null });
  return { row: updated!, what: 'pledgeRegistered' };
};

/** Applies one verified callback to its application (locked by the caller), in the caller's transaction. */
export const applyBankCallback = async (
  ctx: AppContext,
  tx: DbOrTx,
  row: FinanceApplyRow,
  message: BankCallbackMessage,
): Promise<Applied> => {
  if (message.financeAppId && row.financeAppId && message.financeAppId !== row.financeAppId)
    throw refused('银行融资编号与申请不符');
  switch (message.type) {
    case 'collateral.admission':
      return admission(ctx, tx, row, message.data);
    case 'agreement.refused':
      return agreementRefused(ctx, tx, row, message.data);
    case 'pledge.registered':
      return pledgeRegistered(ctx, tx, row, message.data);
    case 'loan.disbursed':
      return applyLoanDisbursed(tx, row, message.data);
    case 'loan.repaid':
      return applyLoanRepaid(tx, row, message.data);
    case 'release.instruction':
      return applyReleaseInstruction(ctx, tx, row, message.data);
    case 'release.void':
      return applyReleaseVoid(ctx, tx, row, message.data);
    default:
      throw refused(`未知的回调类型：${String((message as { type?: unknown }).type)}`);
  }
};
