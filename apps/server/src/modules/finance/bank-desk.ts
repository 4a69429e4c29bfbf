import { createHash } from 'node:crypto';
import { formatDateTime, offsetOf, type Page, toPage } from '@kc/domain';
import {
  type BankDeskAnswer,
  type BankDeskDetail,
  type BankDeskRow,
  type BankDeskWaiting,
  type bankDeskAdmitBody,
  bankDeskMessages,
  bankDeskWaitingLabels,
  bankDeskRefusals as refuse,
} from '@kc/domain/finance/bank-desk';
import { loanCeiling, loanOutstanding } from '@kc/domain/finance/loan-bounds';
import {
  CollateralAccResult,
  DgeCcbStatus,
  dgeCcbStatusLabel,
  FinanceStatus,
  financeStatusLabel,
} from '@kc/domain/finance/status';
import Decimal from 'decimal.js';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, like, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { appendAuditEvent } from '../../platform/audit/audit.service';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import type { BankCallback, BankCallbackMessage } from '../../providers/bank/port';
import { enterpriseNames } from '../enterprise';
import { financingGoodsNames } from './apply-parties';
import { receiveBankMessage } from './bank-inbox';
import { bankModeOf } from './bank-port';
import { financeDisburseRequest } from './disburse-request.table';
import { bankInbox, financeApply, financeApplyBill, financeLoan, financeRepayment } from './finance.table';
import type { FinanceApplyRow } from './finance-access';

/**
 * The bank's desk (README "The bank's desk"): the second adapter of the bank port, for a bank without an API. What
 * the bank would call back, its own user does here; each action becomes the same BankCallbackMessage and goes through
 * receiveBankMessage (kc_bank_inbox: stored once, applied once, the loan's bounds), so no rule lives twice.
 */

/** The caller's bank, which must work from the desk: not a bank user → 403; an API bank → 409. */
export const deskBankOf = async (ctx: AppContext, p: Principal) => {
  if (!p.postId) throw refuse.notBank();
  if ((await bankModeOf(ctx.db, p.tenantId, p.postId)) !== 'desk') throw refuse.apiBank();
  return p.postId;
};

/** The applications sent to this bank: submitted, not deleted, its own (anything else is a stranger's: 404). */
const sentTo = (p: Principal, bankId: string): SQL =>
  and(
    eq(financeApply.tenantId, p.tenantId),
    eq(financeApply.isDeleted, 0),
    eq(financeApply.bankId, bankId),
    isNotNull(financeApply.submitTime),
  )!;

const loadDeskApply = async (ctx: AppContext, p: Principal, id: string) => {
  const bankId = await deskBankOf(ctx, p);
  const [row] = await ctx.db
    .select()
    .from(financeApply)
    .where(and(sentTo(p, bankId), eq(financeApply.id, id)))
    .limit(1);
  if (!row) throw refuse.notFound();
  return row;
};

type BillRow = typeof financeApplyBill.$inferSelect;

const activeBills = (rows: BillRow[]) => rows.filter((b) => b.active === 1);

/** What waits for the bank, from the application and its rows (the desk's 待办). */
const waitingOf = (row: FinanceApplyRow, bills: BillRow[], pendingRequests: number): BankDeskWaiting => {
  const live = activeBills(bills);
  if (row.status === FinanceStatus.awaitingPledge) {
    if (live.some((b) => b.dgeCcbStatus === DgeCcbStatus.awaitingAdmission)) return 'admit';
    if (!row.registrationNo && live.some((b) => b.dgeCcbStatus === DgeCcbStatus.awaitingPledge)) return 'pledge';
  }
  if (row.status === FinanceStatus.pledged && (pendingRequests > 0 || row.loanMoney == null)) return 'disburse';
  if (row.status === FinanceStatus.complete && live.length > 0) return 'release';
  return '';
};

const actionsOf = (row: FinanceApplyRow, bills: BillRow[], outstanding: string) => {
  const live = activeBills(bills);
  const at60 = row.status === FinanceStatus.awaitingPledge;
  return {
    admit: at60 && live.some((b) => b.dgeCcbStatus === DgeCcbStatus.awaitingAdmission),
    refuse: (at60 || row.status === FinanceStatus.awaitingFour) && !row.registrationNo,
    registerPledge: at60 && !row.registrationNo && live.some((b) => b.dgeCcbStatus === DgeCcbStatus.awaitingPledge),
    disburse: row.status === FinanceStatus.pledged,
    repay: row.status === FinanceStatus.pledged && Number(outstanding) > 0,
    release:
      (row.status === FinanceStatus.pledged || row.status === FinanceStatus.complete) &&
      live.some(
        (b) => b.dgeCcbStatus === DgeCcbStatus.pledgedAwaitingPush || b.dgeCcbStatus === DgeCcbStatus.pledgePushed,
      ),
  };
};

const billsOf = async (ctx: AppContext, ids: string[]) =>
  ids.length
    ? ctx.db
        .select()
        .from(financeApplyBill)
        .where(inArray(financeApplyBill.applyId, ids))
        .orderBy(asc(financeApplyBill.sort), asc(financeApplyBill.id))
    : [];

const pendingRequestsOf = async (ctx: AppContext, ids: string[]) => {
  if (!ids.length) return new Map<string, number>();
  const rows = await ctx.db
    .select({ applyId: financeDisburseRequest.applyId, n: count() })
    .from(financeDisburseRequest)
    .where(and(inArray(financeDisburseRequest.applyId, ids), eq(financeDisburseRequest.status, 0)))
    .groupBy(financeDisburseRequest.applyId);
  return new Map(rows.map((r) => [r.applyId, Number(r.n)]));
};

const rowsOf = async (ctx: AppContext, rows: FinanceApplyRow[]): Promise<BankDeskRow[]> => {
  const ids = rows.map((r) => r.id);
  const [names, goods, bills, pending] = await Promise.all([
    enterpriseNames(
      ctx.db,
      rows.flatMap((r) => [r.shipperId, r.warehouseId]),
    ),
    financingGoodsNames(
      ctx.db,
      rows.map((r) => r.financingGoodsId),
    ),
    billsOf(ctx, ids),
    pendingRequestsOf(ctx, ids),
  ]);
  return rows.map((r) => {
    const waiting = waitingOf(
      r,
      bills.filter((b) => b.applyId === r.id),
      pending.get(r.id) ?? 0,
    );
    return {
      id: r.id,
      code: r.code,
      shipperName: names.get(r.shipperId) ?? '',
      warehouseName: names.get(r.warehouseId) ?? '',
      goodsName: goods.get(r.financingGoodsId) ?? '',
      applyMoney: r.applyMoney,
      loanMoney: r.loanMoney,
      repaidMoney: r.repaidMoney,
      status: r.status,
      statusName: financeStatusLabel(r.status),
      registrationNo: r.registrationNo,
      waiting,
      waitingName: bankDeskWaitingLabels[waiting],
      submitTime: r.submitTime ? formatDateTime(r.submitTime) : null,
    };
  });
};

/** GET bankDesk/page: the applications sent to this bank, newest first; `waiting=1` only those waiting for it. */
export const deskPage = async (
  ctx: AppContext,
  p: Principal,
  q: { current: number; size: number; code?: string; waiting?: '0' | '1' },
): Promise<Page<BankDeskRow>> => {
  const bankId = await deskBankOf(ctx, p);
  const conditions = [sentTo(p, bankId)];
  if (q.code) conditions.push(ilike(financeApply.code, `%${q.code.replace(/[%_\\]/g, (c) => `\\${c}`)}%`));
  if (q.waiting === '1')
    conditions.push(
      inArray(financeApply.status, [FinanceStatus.awaitingPledge, FinanceStatus.pledged, FinanceStatus.complete]),
    );
  const where = and(...conditions);
  const all = await ctx.db
    .select()
    .from(financeApply)
    .where(where)
    .orderBy(desc(financeApply.submitTime), desc(financeApply.id));
  // The waiting filter reads the rows (a few hundred applications per bank at most).
  let records = q.waiting === '1' ? (await rowsOf(ctx, all)).filter((r) => r.waiting !== '') : null;
  const total = records ? records.length : all.length;
  const start = offsetOf(q);
  records = records ? records.slice(start, start + q.size) : await rowsOf(ctx, all.slice(start, start + q.size));
  return toPage(records, total, q.current, q.size);
};

/** GET bankDesk/detail?id: the application, its receipts, loans, repayments, pending drawdowns and desk events. */
export const deskDetail = async (ctx: AppContext, p: Principal, id: string): Promise<BankDeskDetail> => {
  const row = await loadDeskApply(ctx, p, id);
  return detailOf(ctx, row);
};

const detailOf = async (ctx: AppContext, row: FinanceApplyRow): Promise<BankDeskDetail> => {
  const [base] = await rowsOf(ctx, [row]);
  const bills = await billsOf(ctx, [row.id]);
  const [loans, repayments, requests, events] = await Promise.all([
    ctx.db.select().from(financeLoan).where(eq(financeLoan.applyId, row.id)).orderBy(asc(financeLoan.id)),
    ctx.db
      .select()
      .from(financeRepayment)
      .where(eq(financeRepayment.applyId, row.id))
      .orderBy(asc(financeRepayment.id)),
    ctx.db
      .select()
      .from(financeDisburseRequest)
      .where(and(eq(financeDisburseRequest.applyId, row.id), eq(financeDisburseRequest.status, 0)))
      .orderBy(asc(financeDisburseRequest.id)),
    ctx.db
      .select()
      .from(bankInbox)
      .where(and(eq(bankInbox.applyId, row.id), like(bankInbox.eventId, 'desk-%')))
      .orderBy(desc(bankInbox.receivedAt), desc(bankInbox.id))
      .limit(50),
  ]);
  const admittedPledgeAmount = bills
    .filter((b) => b.active === 1 && b.collateralAccResult === CollateralAccResult.accepted)
    .map((b) => b.pledgeAmount);
  const sumOf = (xs: string[]) => xs.reduce((s, x) => s.plus(x), new Decimal(0)).toFixed(2);
  const disbursed = sumOf(loans.map((l) => l.amount));
  const repaid = sumOf(repayments.map((r) => r.amount));
  const outstanding = loanOutstanding({ disbursed, repaid });
  const shown = bills.filter((b) => b.active === 1 || b.collateralAccResult != null);
  return {
    ...base!,
    refuseReason: row.refuseReason,
    bills: shown.map((b) => ({
      billId: b.billId,
      billCode: b.billCode,
      totalWeight: b.totalWeight,
      pledgeAmount: b.pledgeAmount,
      dgeCcbStatus: b.dgeCcbStatus,
      dgeCcbStatusName: dgeCcbStatusLabel(b.dgeCcbStatus),
      collateralAccResult: b.collateralAccResult,
      collateralReason: b.collateralReason,
    })),
    loans: loans.map((l) => ({ bankRef: l.bankRef, amount: l.amount, date: l.loanDate, dueDate: l.dueDate })),
    repayments: repayments.map((r) => ({ bankRef: r.bankRef, amount: r.amount, date: r.repayDate, dueDate: null })),
    requests: requests.map((r) => ({ id: r.id, amount: r.amount, remark: r.remark })),
    events: events.map((e) => ({
      type: e.type,
      status: e.status,
      reason: e.reason,
      receivedAt: formatDateTime(e.receivedAt) ?? '',
    })),
    actions: actionsOf(row, bills, outstanding),
    loanLimit: loanCeiling({ applyMoney: row.applyMoney, admittedPledgeAmount: sumOf(admittedPledgeAmount) }).toFixed(
      2,
    ),
    outstanding,
  };
};

/**
 * One desk action as the bank's event: the message the API would have sent, its event id derived from what it says
 * (posting the same action twice stores it once and applies it once; a corrected one is a new event), then the inbox.
 */
const act = async (
  ctx: AppContext,
  p: Principal,
  row: FinanceApplyRow,
  what: { allowed: keyof BankDeskDetail['actions']; name: string },
  callback: BankCallback,
): Promise<BankDeskAnswer> => {
  const digest = createHash('sha256')
    .update(JSON.stringify({ applyId: row.id, type: callback.type, data: callback.data }))
    .digest('hex')
    .slice(0, 48);
  // A repeat of a stored action gets the inbox's answer (applied once); a new one must be what the desk offers now.
  const [stored] = await ctx.db
    .select({ id: bankInbox.id })
    .from(bankInbox)
    .where(and(eq(bankInbox.tenantId, row.tenantId), eq(bankInbox.eventId, `desk-${digest}`)))
    .limit(1);
  if (!stored && !(await detailOf(ctx, row)).actions[what.allowed]) throw refuse.notNow(what.name);
  const message = {
    ...callback,
    eventId: `desk-${digest}`,
    tenantId: row.tenantId,
    applyId: row.id,
    financeAppId: row.financeAppId,
    occurredAt: new Date().toISOString(),
  } as BankCallbackMessage;
  const result = await receiveBankMessage(ctx, row.tenantId, message);
  if (result.outcome === 'refused') throw refuse.refused(result.reason ?? '银行事件被拒收');
  if (result.outcome === 'applied') {
    // Who at the bank did it (the inbox's own events name the bank's enterprise only).
    await appendAuditEvent(ctx.db, {
      tenantId: row.tenantId,
      objectType: 'finance',
      objectId: row.id,
      action: 'bank-desk',
      fromStatus: row.status,
      toStatus: row.status,
      actorId: p.userId,
      actorEnterpriseId: row.bankId,
      payload: { type: callback.type, eventId: message.eventId },
    });
  }
  const [now] = await ctx.db.select().from(financeApply).where(eq(financeApply.id, row.id)).limit(1);
  const outcome = result.outcome === 'pending' ? 'pending' : result.outcome === 'applied' ? 'applied' : 'duplicate';
  return {
    outcome,
    message: outcome === 'pending' ? bankDeskMessages.pending(result.reason ?? '') : bankDeskMessages.applied,
    detail: await detailOf(ctx, now!),
  };
};

/** 准入 per receipt: every receipt waiting for admission needs its result (a failed one its reason). */
export const deskAdmit = async (ctx: AppContext, p: Principal, body: z.output<typeof bankDeskAdmitBody>) => {
  const row = await loadDeskApply(ctx, p, body.applicationId);
  return act(
    ctx,
    p,
    row,
    { allowed: 'admit', name: '准入' },
    {
      type: 'collateral.admission',
      data: {
        results: body.results.map((r) => ({
          billId: r.billId,
          collateralAccResult: r.collateralAccResult,
          ...(r.collateralAccResult === 1 ? { reason: r.reason } : {}),
        })),
      },
    },
  );
};

/** The bank refuses the application (before the pledge is registered), with its reason. */
export const deskRefuse = async (ctx: AppContext, p: Principal, body: { applicationId: string; reason: string }) => {
  const row = await loadDeskApply(ctx, p, body.applicationId);
  return act(
    ctx,
    p,
    row,
    { allowed: 'refuse', name: '拒绝' },
    { type: 'agreement.refused', data: { reason: body.reason } },
  );
};

/** 登记质押: the registration number (e.g. 中登网's); every admitted receipt goes to the pledge seals. */
export const deskRegisterPledge = async (
  ctx: AppContext,
  p: Principal,
  body: { applicationId: string; registrationNo: string },
) => {
  const row = await loadDeskApply(ctx, p, body.applicationId);
  const bills = await billsOf(ctx, [row.id]);
  return act(
    ctx,
    p,
    row,
    { allowed: 'registerPledge', name: '登记质押' },
    {
      type: 'pledge.registered',
      data: {
        registrationNo: body.registrationNo,
        billIds: activeBills(bills)
          .filter((b) => b.dgeCcbStatus === DgeCcbStatus.awaitingPledge)
          .map((b) => b.billId),
      },
    },
  );
};

/** 放款: checked by the inbox against the loan's bounds (loan-bounds), like the API's loan.disbursed. */
export const deskDisburse = async (
  ctx: AppContext,
  p: Principal,
  body: {
    applicationId: string;
    disburseNo: string;
    amount: string;
    currency: string;
    loanDate: string;
    dueDate: string;
    interestRate: string;
    requestId?: string;
  },
) => {
  const row = await loadDeskApply(ctx, p, body.applicationId);
  return act(
    ctx,
    p,
    row,
    { allowed: 'disburse', name: '放款' },
    {
      type: 'loan.disbursed',
      data: {
        disburseNo: body.disburseNo,
        amount: body.amount,
        currency: body.currency,
        loanDate: body.loanDate,
        dueDate: body.dueDate,
        interestRate: body.interestRate,
        ...(body.requestId ? { requestId: body.requestId } : {}),
      },
    },
  );
};

/** 还款: at most what is outstanding (the inbox checks it); the last one completes the application. */
export const deskRepay = async (
  ctx: AppContext,
  p: Principal,
  body: { applicationId: string; repayNo: string; amount: string; repayDate: string },
) => {
  const row = await loadDeskApply(ctx, p, body.applicationId);
  return act(
    ctx,
    p,
    row,
    { allowed: 'repay', name: '登记还款' },
    {
      type: 'loan.repaid',
      data: { repayNo: body.repayNo, amount: body.amount, repayDate: body.repayDate },
    },
  );
};

/** 解押指令: the chosen pledged receipts released whole; the release module takes it from there. */
export const deskRelease = async (
  ctx: AppContext,
  p: Principal,
  body: { applicationId: string; instructionNo: string; billIds: string[]; thCode?: string },
) => {
  const row = await loadDeskApply(ctx, p, body.applicationId);
  return act(
    ctx,
    p,
    row,
    { allowed: 'release', name: '解押' },
    {
      type: 'release.instruction',
      data: {
        instructionNo: body.instructionNo,
        bills: [...new Set(body.billIds)].map((billId) => ({ billId, takeGoodType: '01' as const })),
        ...(body.thCode ? { thCode: body.thCode } : {}),
      },
    },
  );
};
