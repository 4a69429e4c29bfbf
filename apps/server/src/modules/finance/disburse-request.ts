import { formatDateTime } from '@kc/domain';
import {
  type DisburseDetail,
  type DisburseRequestRow,
  DisburseRequestStatus,
  disburseRequestStatusLabels,
  drawdownLeft,
  type OrganTreeNode,
  financeDisburseRefusals as refuse,
} from '@kc/domain/finance/disburse';
import { financeRefusals } from '@kc/domain/finance/finance';
import { disburseRequestMachine, FinanceStatus } from '@kc/domain/finance/status';
import Decimal from 'decimal.js';
import { and, desc, eq, sum } from 'drizzle-orm';
import { appendAuditEvent } from '../../platform/audit/audit.service';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { transitionAll } from '../../platform/state/transition';
import { BankRejected, BankUnavailable } from '../../providers/bank/port';
import { bankActor } from './apply-moves';
import { approvedBanks } from './apply-parties';
import { bankOf } from './bank-port';
import { financeDisburseRequest } from './disburse-request.table';
import { financeApply, financeLoan } from './finance.table';
import { assertFinanceSide, type FinanceApplyRow, isRedactedFor, loadVisibleApply } from './finance-access';

/**
 * The shipper's drawdown requests and repayment notices (README "Drawdown requests"). A request is stored as 0
 * (requested) under the application's row lock — so two requests never both pass the limit — and sent to the bank
 * after the commit: a transport failure deletes it again (503, nothing stored), a refusal keeps it as 3 (409 with
 * the bank's reason). The bank's loan.disbursed naming it moves it to 1 (markRequestDisbursed, in the inbox).
 */

type RequestRow = typeof financeDisburseRequest.$inferSelect;

const requestRowOf = (r: RequestRow): DisburseRequestRow => ({
  id: r.id,
  applyId: r.applyId,
  amount: r.amount,
  remark: r.remark,
  status: r.status,
  statusName: disburseRequestStatusLabels[r.status] ?? String(r.status),
  bankRef: r.bankRef,
  createTime: formatDateTime(r.createTime),
  updateTime: formatDateTime(r.updateTime),
});

/** A bank call's failure as the caller sees it: 503 while the bank is unreachable, 409 with its refusal. */
const bankFailure = (e: unknown) =>
  e instanceof BankUnavailable
    ? refuse.bankUnavailable(e.message)
    : e instanceof BankRejected
      ? refuse.bankRefused(e.message)
      : e;

const event = (db: DbOrTx, row: FinanceApplyRow, p: Principal, action: string, payload: Record<string, unknown>) =>
  appendAuditEvent(db, {
    tenantId: row.tenantId,
    objectType: 'finance',
    objectId: row.id,
    action,
    fromStatus: row.status,
    toStatus: row.status,
    actorId: p.userId,
    actorEnterpriseId: p.postId,
    payload,
  });

/** The shipper's own application at 70 (pledged), with the bank's number; 404 / 403 / 409 otherwise. */
const shipperPledged = async (ctx: AppContext, p: Principal, applyId: string) => {
  const { row } = await loadVisibleApply(ctx.db, p, applyId);
  await assertFinanceSide(ctx.db, p, row, 'shipper');
  if (row.status !== FinanceStatus.pledged || !row.financeAppId) throw refuse.notPledged();
  return row as FinanceApplyRow & { financeAppId: string };
};

const pendingAndLent = async (tx: DbOrTx, applyId: string) => {
  const [pending] = await tx
    .select({ total: sum(financeDisburseRequest.amount) })
    .from(financeDisburseRequest)
    .where(
      and(
        eq(financeDisburseRequest.applyId, applyId),
        eq(financeDisburseRequest.status, DisburseRequestStatus.requested),
      ),
    );
  const [lent] = await tx
    .select({ total: sum(financeLoan.amount) })
    .from(financeLoan)
    .where(eq(financeLoan.applyId, applyId));
  return { pending: pending?.total ?? '0', lent: lent?.total ?? '0' };
};

/** disburseSubmit / submitDisburse {applicationId, amount, remark?}: the request, stored then sent. */
export const submitDisburseRequest = async (
  ctx: AppContext,
  p: Principal,
  input: { applicationId: string; amount: string; remark?: string },
) => {
  const row = await shipperPledged(ctx, p, input.applicationId);
  const request = await ctx.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(financeApply).where(eq(financeApply.id, row.id)).for('update');
    if (locked?.status !== FinanceStatus.pledged) throw refuse.notPledged();
    const { pending, lent } = await pendingAndLent(tx, row.id);
    const left = drawdownLeft(locked.applyMoney, lent, pending);
    if (new Decimal(input.amount).gt(left)) throw refuse.overApplied(left);
    const [created] = await tx
      .insert(financeDisburseRequest)
      .values({
        tenantId: row.tenantId,
        applyId: row.id,
        amount: input.amount,
        remark: input.remark || null,
        createUser: p.userId,
      })
      .returning();
    return created!;
  });
  try {
    await (await bankOf(ctx, row.tenantId, row.bankId)).requestDisbursement({
      tenantId: row.tenantId,
      applyId: row.id,
      financeAppId: row.financeAppId,
      requestId: request.id,
      amount: request.amount,
      remark: request.remark,
    });
  } catch (e) {
    if (e instanceof BankRejected)
      await transitionAll(ctx.db, {
        table: financeDisburseRequest,
        machine: disburseRequestMachine,
        move: 'refused',
        where: eq(financeDisburseRequest.id, request.id),
        actor: bankActor(row.tenantId),
        set: { remark: e.message.slice(0, 200) },
        payload: () => ({ applyId: row.id }),
      });
    else await ctx.db.delete(financeDisburseRequest).where(eq(financeDisburseRequest.id, request.id));
    throw bankFailure(e);
  }
  await event(ctx.db, row, p, 'disburse-request', { requestId: request.id, amount: request.amount });
  return { row, request: requestRowOf(request) };
};

const findRequest = async (db: DbOrTx, tenantId: string, id: string) =>
  (
    await db
      .select()
      .from(financeDisburseRequest)
      .where(and(eq(financeDisburseRequest.id, id), eq(financeDisburseRequest.tenantId, tenantId)))
      .limit(1)
  )[0];

/** cancelDisburse {id}: the shipper withdraws a request still at 0, the bank told first. */
export const cancelDisburseRequest = async (ctx: AppContext, p: Principal, id: string) => {
  const request = await findRequest(ctx.db, p.tenantId, id);
  if (!request) throw refuse.notFound();
  const { row } = await loadVisibleApply(ctx.db, p, request.applyId);
  await assertFinanceSide(ctx.db, p, row, 'shipper');
  if (request.status !== DisburseRequestStatus.requested || !row.financeAppId) throw refuse.notCancellable();
  try {
    await (await bankOf(ctx, row.tenantId, row.bankId)).cancelDisbursement({
      tenantId: row.tenantId,
      applyId: row.id,
      financeAppId: row.financeAppId,
      requestId: request.id,
    });
  } catch (e) {
    throw bankFailure(e);
  }
  const [cancelled] = await transitionAll(ctx.db, {
    table: financeDisburseRequest,
    machine: disburseRequestMachine,
    move: 'cancel',
    where: eq(financeDisburseRequest.id, request.id),
    actor: p,
    payload: () => ({ applyId: row.id }),
  });
  if (!cancelled) throw refuse.notCancellable();
  await event(ctx.db, row, p, 'disburse-cancel', { requestId: request.id, amount: request.amount });
  return { row, request: requestRowOf(cancelled) };
};

/** The loan inbox: loan.disbursed naming our request moves it 0 → 1 with the bank's number (else nothing). */
export const markRequestDisbursed = (
  tx: DbOrTx,
  row: { id: string; tenantId: string },
  requestId: string | undefined,
  bankRef: string,
) =>
  requestId
    ? transitionAll(tx, {
        table: financeDisburseRequest,
        machine: disburseRequestMachine,
        move: 'disbursed',
        where: and(eq(financeDisburseRequest.id, requestId), eq(financeDisburseRequest.applyId, row.id))!,
        actor: bankActor(row.tenantId),
        set: { bankRef },
        payload: () => ({ applyId: row.id }),
      })
    : Promise.resolve();

/** The application's sides but a warehouse reviewer (403 figures_hidden, like the loan's other reads). */
const figuresVisible = async (db: DbOrTx, p: Principal, applyId: string) => {
  const { row, sides } = await loadVisibleApply(db, p, applyId);
  if (isRedactedFor(sides)) throw financeRefusals.figuresHidden();
  return row;
};

/** disburseRequestList?applicationId: the drawdown requests, newest first. */
export const disburseRequests = async (db: DbOrTx, p: Principal, applyId: string) => {
  const row = await figuresVisible(db, p, applyId);
  const rows = await db
    .select()
    .from(financeDisburseRequest)
    .where(eq(financeDisburseRequest.applyId, row.id))
    .orderBy(desc(financeDisburseRequest.id));
  return rows.map(requestRowOf);
};

/** getDisburseDetail?id: a disbursement (kc_finance_loan) or else a drawdown request, by id. */
export const disburseDetailOf = async (db: DbOrTx, p: Principal, id: string): Promise<DisburseDetail> => {
  const [loan] = await db
    .select()
    .from(financeLoan)
    .where(and(eq(financeLoan.id, id), eq(financeLoan.tenantId, p.tenantId)))
    .limit(1);
  if (loan) {
    await figuresVisible(db, p, loan.applyId);
    return {
      kind: 'loan',
      id: loan.id,
      applyId: loan.applyId,
      amount: loan.amount,
      status: null,
      statusName: '已放款',
      bankRef: loan.bankRef,
      currency: loan.currency,
      loanDate: loan.loanDate,
      dueDate: loan.dueDate,
      interestRate: loan.interestRate,
      remark: null,
      createTime: formatDateTime(loan.createTime),
    };
  }
  const request = await findRequest(db, p.tenantId, id);
  if (!request) throw refuse.notFound();
  await figuresVisible(db, p, request.applyId);
  const r = requestRowOf(request);
  return {
    kind: 'request',
    id: r.id,
    applyId: r.applyId,
    amount: r.amount,
    status: r.status,
    statusName: r.statusName,
    bankRef: r.bankRef,
    currency: null,
    loanDate: null,
    dueDate: null,
    interestRate: null,
    remark: r.remark,
    createTime: r.createTime,
  };
};

/** submitRepayment {applicationId, amount, repayDate}: a notice forwarded to the bank and kept on the log. */
export const submitRepaymentNotice = async (
  ctx: AppContext,
  p: Principal,
  input: { applicationId: string; amount: string; repayDate: string },
) => {
  const { row } = await loadVisibleApply(ctx.db, p, input.applicationId);
  await assertFinanceSide(ctx.db, p, row, 'shipper');
  if (row.status !== FinanceStatus.pledged || !row.loanMoney || !row.financeAppId) throw refuse.noLoan();
  const left = Decimal.max(new Decimal(row.loanMoney).minus(row.repaidMoney), 0).toFixed(2);
  if (new Decimal(input.amount).gt(left)) throw refuse.overOutstanding(left);
  try {
    await (await bankOf(ctx, row.tenantId, row.bankId)).notifyRepayment({
      tenantId: row.tenantId,
      applyId: row.id,
      financeAppId: row.financeAppId,
      amount: input.amount,
      repayDate: input.repayDate,
    });
  } catch (e) {
    throw bankFailure(e);
  }
  await event(ctx.db, row, p, 'repayment-notice', { amount: input.amount, repayDate: input.repayDate });
  return row;
};

/** getOrganTree: the tenant's approved banks (enterprise type 5), one level, for the bank picker. */
export const organTree = async (db: DbOrTx, tenantId: string): Promise<OrganTreeNode[]> =>
  (await approvedBanks(db, tenantId)).map((b) => ({ id: b.id, title: b.name, key: b.id, children: [] }));
