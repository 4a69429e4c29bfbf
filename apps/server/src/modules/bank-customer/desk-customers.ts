import { CUSTOMER_RESULT_LABELS, CustomerResult, customerStatusLabel } from '@kc/domain/bank-customer/customer';
import { maskIdentityNumber, maskPhone } from '@kc/domain/borrower/identity-number';
import { CUSTOMER_STATUS_LABELS, type CustomerStatus } from '@kc/domain/borrower/status';
import type { BankDeskCustomer } from '@kc/domain/finance/bank-desk';
import { toPage } from '@kc/domain/shared/envelope';
import { formatDateTime } from '@kc/domain/shared/time';
import { and, desc, eq, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { borrowerById, coBorrowerById } from '../borrower';
import { enterpriseNames } from '../enterprise';
import { type BankCustomerRow, bankCustomer } from './bank-customer.table';

/*
 * The bank's desk (finance README "The bank's desk", 客户建档): the customer-creation records sent to one bank, as
 * its desk lists them. The desk's actions are the bank's customer.status callbacks (finance/bank-desk-customers.ts).
 */

/** What the desk offers on a record: nothing once failed or created, nor before our push is recorded. */
export const deskCustomerActions = (row: BankCustomerRow): BankDeskCustomer['actions'] => {
  const open = row.isDeleted === 0 && row.pushed !== 0 && row.resultStatus !== CustomerResult.failed;
  return {
    accept: open && (row.status === 1 || row.status === 2),
    create: open && (row.status === 2 || row.status === 3),
    refuse: open && row.status >= 1 && row.status <= 3,
    redo: open && (row.status === 2 || row.status === 3),
  };
};

const sentTo = (tenantId: string, bankId: string): SQL =>
  and(eq(bankCustomer.tenantId, tenantId), eq(bankCustomer.unionBankId, bankId), eq(bankCustomer.isDeleted, 0))!;

const deskRowsOut = async (db: DbOrTx, tenantId: string, rows: BankCustomerRow[]): Promise<BankDeskCustomer[]> => {
  const borrowers = new Map<string, Awaited<ReturnType<typeof borrowerById>>>();
  const cos = new Map<string, string>();
  for (const r of rows) {
    if (!borrowers.has(r.borrowerId)) borrowers.set(r.borrowerId, await borrowerById(db, tenantId, r.borrowerId));
    if (r.coborrowerId && !cos.has(r.coborrowerId))
      cos.set(r.coborrowerId, (await coBorrowerById(db, tenantId, r.coborrowerId))?.name ?? '');
  }
  const shippers = await enterpriseNames(
    db,
    rows.map((r) => r.shipperId),
  );
  return rows.map((r) => {
    const b = borrowers.get(r.borrowerId);
    return {
      id: r.id,
      borrowerName: b?.name ?? '',
      identityNumber: maskIdentityNumber(b?.identityNumber),
      phone: maskPhone(b?.phone),
      coborrowerName: r.coborrowerId ? (cos.get(r.coborrowerId) ?? null) : null,
      shipperName: shippers.get(r.shipperId) ?? '',
      branchName: r.branchName,
      status: r.status,
      statusName: CUSTOMER_STATUS_LABELS[r.status as CustomerStatus] ?? customerStatusLabel(r.status),
      resultStatus: r.resultStatus,
      resultStatusName: r.resultStatus == null ? null : (CUSTOMER_RESULT_LABELS[r.resultStatus] ?? null),
      remarks: r.remarks,
      buildTime: formatDateTime(r.buildTime),
      createTime: formatDateTime(r.createTime),
      actions: deskCustomerActions(r),
    };
  });
};

/** GET bankDesk/customers: the records sent to this bank, newest first; `waiting` only those still open. */
export const deskCustomerPage = async (
  db: DbOrTx,
  tenantId: string,
  bankId: string,
  q: { current: number; size: number; waiting?: '0' | '1' },
) => {
  const where = and(
    sentTo(tenantId, bankId),
    q.waiting === '1'
      ? and(
          inArray(bankCustomer.status, [1, 2, 3]),
          ne(bankCustomer.pushed, 0),
          or(isNull(bankCustomer.resultStatus), ne(bankCustomer.resultStatus, CustomerResult.failed)),
        )
      : undefined,
  );
  const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(bankCustomer).where(where);
  const rows = await db
    .select()
    .from(bankCustomer)
    .where(where)
    .orderBy(desc(bankCustomer.createTime), desc(bankCustomer.id))
    .limit(q.size)
    .offset((q.current - 1) * q.size);
  return toPage(await deskRowsOut(db, tenantId, rows), total?.n ?? 0, q.current, q.size);
};

/** One record sent to this bank (undefined for anyone else's: the desk answers 404). */
export const deskCustomerRecord = async (db: DbOrTx, tenantId: string, bankId: string, id: string) => {
  const [row] = await db
    .select()
    .from(bankCustomer)
    .where(and(sentTo(tenantId, bankId), eq(bankCustomer.id, id)))
    .limit(1);
  return row;
};

/** A record as the desk shows it. */
export const deskCustomerOut = async (db: DbOrTx, row: BankCustomerRow) =>
  (await deskRowsOut(db, row.tenantId, [row]))[0]!;
