import { formatDateTime } from '@kc/domain';
import { type BankInboxRow, bankInboxStatusLabels } from '@kc/domain/finance/bank-inbox';
import { bankCallbackTypeLabels } from '@kc/domain/finance/bank-sandbox';
import { and, asc, eq } from 'drizzle-orm';
import type { Principal } from '../../platform/auth/principal';
import type { DbOrTx } from '../../platform/db/client';
import { bankInbox } from './finance.table';
import { assertFinanceSide, loadVisibleApply } from './finance-access';

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : null);

/** The figures of a callback's data worth a glance in the review: amount, currency, the bank's number. */
const figuresOf = (payload: unknown) => {
  const data = ((payload as { data?: unknown } | null)?.data ?? {}) as Record<string, unknown>;
  return {
    amount: text(data.amount),
    currency: text(data.currency),
    bankRef: text(data.disburseNo ?? data.repayNo ?? data.registrationNo ?? data.instructionNo),
  };
};

/**
 * kc-finance/application/bankCallbacks?applicationId (README "The bank's callbacks"): every callback the bank sent
 * about the application, oldest first, with what became of it — a refused one with its reason. The platform's
 * review only (403 finance.not_platform for the other sides; 404 for a stranger).
 */
export const bankCallbacksOf = async (db: DbOrTx, p: Principal, applyId: string): Promise<BankInboxRow[]> => {
  const { row } = await loadVisibleApply(db, p, applyId);
  await assertFinanceSide(db, p, row, 'platform');
  const rows = await db
    .select()
    .from(bankInbox)
    .where(and(eq(bankInbox.applyId, row.id), eq(bankInbox.tenantId, row.tenantId)))
    .orderBy(asc(bankInbox.receivedAt), asc(bankInbox.id))
    .limit(500);
  return rows.map((r) => ({
    id: r.id,
    eventId: r.eventId,
    type: r.type,
    typeName: bankCallbackTypeLabels[r.type as keyof typeof bankCallbackTypeLabels] ?? r.type,
    status: r.status,
    statusName: bankInboxStatusLabels[r.status] ?? String(r.status),
    reason: r.reason,
    ...figuresOf(r.payload),
    receivedTime: formatDateTime(r.receivedAt),
    processedTime: formatDateTime(r.processedAt),
  }));
};
