import { and, eq } from 'drizzle-orm';
import type { Principal } from '../../platform/auth/principal';
import type { DbOrTx } from '../../platform/db/client';
import type { BorrowerViewer } from '../borrower';
import { bankCustomer } from './bank-customer.table';

/*
 * Spec 1 §1 with the privacy rule: a borrower's ID photos and materials are seen by its shipper, the
 * platform's reviewers and the bank the customer was sent to. The borrower module asks its registered viewers; this
 * one lets a bank's users see the borrowers of the customer records sent to their bank (ID numbers and phones stay
 * masked for them: the borrower module shows them whole to the shipper and the platform only).
 */
const sentToBank = (p: Principal) =>
  and(
    eq(bankCustomer.tenantId, p.tenantId),
    eq(bankCustomer.unionBankId, p.postId ?? '0'),
    eq(bankCustomer.isDeleted, 0),
  );

export const bankSeesBorrower: BorrowerViewer = {
  sees: async (db: DbOrTx, p: Principal, row) => {
    if (!p.postId) return false;
    const [hit] = await db
      .select({ id: bankCustomer.id })
      .from(bankCustomer)
      .where(and(sentToBank(p), eq(bankCustomer.borrowerId, row.id)))
      .limit(1);
    return Boolean(hit);
  },
  visibleIds: async (db: DbOrTx, p: Principal) => {
    if (!p.postId) return [];
    const rows = await db.selectDistinct({ id: bankCustomer.borrowerId }).from(bankCustomer).where(sentToBank(p));
    return rows.map((r) => r.id);
  },
};
