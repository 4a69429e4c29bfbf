import { formatDateTime } from '@kc/domain';
import {
  type BankSandboxApplicationDetail,
  type BankSandboxApplicationRow,
  type BankSandboxAppStatus,
  bankSandboxAppStatusLabels,
  bankSandboxRefusals as refuse,
} from '@kc/domain/finance/bank-sandbox';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { sandboxBankApplication, sandboxBankLoan, sandboxBankRepayment } from './sandbox.table';

/**
 * The sandbox bank's books as the console reads them (README.md "Tables"): an application with its collateral, the
 * admission results, and the sums lent and repaid.
 */

export type ApplicationRow = typeof sandboxBankApplication.$inferSelect;
export type Sums = { disbursed: string; repaid: string };
const NONE: Sums = { disbursed: '0.00', repaid: '0.00' };

/** Σ disbursed and Σ repaid per application (numeric sums, 2 decimals). */
export const sumsOf = async (q: DbOrTx, applicationIds: readonly string[]): Promise<Map<string, Sums>> => {
  const out = new Map<string, Sums>();
  if (applicationIds.length === 0) return out;
  const ids = [...applicationIds];
  const lent = await q
    .select({ id: sandboxBankLoan.applicationId, total: sql<string>`sum(${sandboxBankLoan.amount})::numeric(16,2)` })
    .from(sandboxBankLoan)
    .where(inArray(sandboxBankLoan.applicationId, ids))
    .groupBy(sandboxBankLoan.applicationId);
  const back = await q
    .select({
      id: sandboxBankRepayment.applicationId,
      total: sql<string>`sum(${sandboxBankRepayment.amount})::numeric(16,2)`,
    })
    .from(sandboxBankRepayment)
    .where(inArray(sandboxBankRepayment.applicationId, ids))
    .groupBy(sandboxBankRepayment.applicationId);
  for (const r of lent) out.set(r.id, { ...(out.get(r.id) ?? NONE), disbursed: String(r.total) });
  for (const r of back) out.set(r.id, { ...(out.get(r.id) ?? NONE), repaid: String(r.total) });
  return out;
};

export const applicationRowOf = (a: ApplicationRow, sums: Sums = NONE): BankSandboxApplicationRow => {
  const status = a.status as BankSandboxAppStatus;
  const results = new Map(a.admission.map((r) => [r.billId, r]));
  return {
    applyId: a.applyId,
    applyCode: a.applyCode,
    financeAppId: a.financeAppId,
    bankName: a.bankName,
    shipperName: a.shipperName,
    warehouseName: a.warehouseName,
    goodsName: a.goodsName,
    applyMoney: a.applyMoney,
    collateral: a.collateral.map((c) => ({
      billId: c.billId,
      billCode: c.billCode,
      materialName: c.materialName,
      totalWeight: c.totalWeight,
      weightUnit: c.weightUnit,
      pledgeAmount: c.pledgeAmount,
      collateralAccResult: results.get(c.billId)?.collateralAccResult ?? null,
      reason: results.get(c.billId)?.reason ?? null,
    })),
    status,
    statusName: bankSandboxAppStatusLabels[status] ?? a.status,
    refuseReason: a.refuseReason,
    registrationNo: a.registrationNo,
    disbursed: sums.disbursed,
    repaid: sums.repaid,
    pledgePushed: a.pledgePushedAt != null,
    releaseFed: a.releaseFedAt != null,
    createTime: formatDateTime(a.createTime),
    updateTime: formatDateTime(a.updateTime),
  };
};

const byApply = (tenantId: string, applyId: string) =>
  and(eq(sandboxBankApplication.tenantId, tenantId), eq(sandboxBankApplication.applyId, applyId));

/** The application as the bank holds it (locked for the step when `forUpdate`), or 404. */
export const loadApplication = async (q: DbOrTx, tenantId: string, applyId: string, forUpdate = false) => {
  const base = q.select().from(sandboxBankApplication).where(byApply(tenantId, applyId)).limit(1);
  const [row] = forUpdate ? await base.for('update') : await base;
  if (!row) throw refuse.applicationMissing();
  return row;
};

/** The tenant's applications at the bank, newest first (the console's list; at most 200). */
export const listApplications = async (q: DbOrTx, tenantId: string): Promise<BankSandboxApplicationRow[]> => {
  const rows = await q
    .select()
    .from(sandboxBankApplication)
    .where(eq(sandboxBankApplication.tenantId, tenantId))
    .orderBy(desc(sandboxBankApplication.id))
    .limit(200);
  const sums = await sumsOf(
    q,
    rows.map((r) => r.id),
  );
  return rows.map((r) => applicationRowOf(r, sums.get(r.id)));
};

/** One application with its loans and repayments. */
export const applicationDetail = async (
  q: DbOrTx,
  tenantId: string,
  applyId: string,
): Promise<BankSandboxApplicationDetail> => {
  const a = await loadApplication(q, tenantId, applyId);
  const sums = await sumsOf(q, [a.id]);
  const loans = await q
    .select()
    .from(sandboxBankLoan)
    .where(eq(sandboxBankLoan.applicationId, a.id))
    .orderBy(asc(sandboxBankLoan.id));
  const repayments = await q
    .select()
    .from(sandboxBankRepayment)
    .where(eq(sandboxBankRepayment.applicationId, a.id))
    .orderBy(asc(sandboxBankRepayment.id));
  return {
    ...applicationRowOf(a, sums.get(a.id)),
    agreementSha256: a.agreementSha256,
    loans: loans.map((l) => ({
      disburseNo: l.disburseNo,
      amount: l.amount,
      currency: l.currency,
      loanDate: l.loanDate,
      dueDate: l.dueDate,
      interestRate: l.interestRate,
      createTime: formatDateTime(l.createTime),
    })),
    repayments: repayments.map((r) => ({
      repayNo: r.repayNo,
      amount: r.amount,
      repayDate: r.repayDate,
      createTime: formatDateTime(r.createTime),
    })),
    drawdownRequests: a.drawdownRequests.map((r) => ({
      requestId: r.requestId,
      amount: r.amount,
      remark: r.remark,
      status: r.status,
      disburseNo: r.disburseNo,
      requestTime: formatDateTime(new Date(r.requestedAt)),
    })),
    repaymentNotices: a.repaymentNotices.map((n) => ({
      amount: n.amount,
      repayDate: n.repayDate,
      noticeTime: formatDateTime(new Date(n.noticedAt)),
    })),
    releases: a.releases.map((r) => ({
      instructionNo: r.instructionNo,
      thCode: r.thCode,
      takeGoodCode: r.takeGoodCode,
      takeGoodTime: r.takeGoodTime,
      bills: r.bills,
      sentAt: formatDateTime(new Date(r.sentAt)) ?? r.sentAt,
      fedAt: r.fedAt ? (formatDateTime(new Date(r.fedAt)) ?? r.fedAt) : null,
      voidedAt: r.voidedAt ? (formatDateTime(new Date(r.voidedAt)) ?? r.voidedAt) : null,
    })),
  };
};
