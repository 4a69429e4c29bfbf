import { CustomerStatus } from '@kc/domain/borrower/status';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { BorrowerRow, CoBorrowerRow } from '../borrower';
import { enterpriseOf } from '../enterprise';
import { bankCustomer } from './bank-customer.table';

/**
 * Demo data (the seed module's step): the borrower already a customer (4, resultStatus 1) of the bank, on the
 * platform's side and in the sandbox bank's books, no push and no callback. A borrower with a record at that bank is
 * left alone. Answers the record's id, or undefined when one existed.
 */
export const seedCreatedCustomer = async (
  ctx: AppContext,
  b: BorrowerRow,
  spouse: CoBorrowerRow | undefined,
  bankId: string,
  /** the consent the customer was created on (signed first), asked only when the record is new */
  consent?: () => Promise<string | null>,
  /** 'waiting': sent and accepted (2 待建客), as a desk bank has it before its user acts; default created (4) */
  stage: 'created' | 'waiting' = 'created',
) => {
  const [known] = await ctx.db
    .select({ id: bankCustomer.id })
    .from(bankCustomer)
    .where(and(eq(bankCustomer.borrowerId, b.id), eq(bankCustomer.unionBankId, bankId), eq(bankCustomer.isDeleted, 0)))
    .limit(1);
  if (known) return undefined;
  const relationId = consent ? await consent() : null;
  const bankName = (await enterpriseOf(ctx.db, bankId))?.name ?? '';
  const [row] = await ctx.db
    .insert(bankCustomer)
    .values({
      tenantId: b.tenantId,
      borrowerId: b.id,
      coborrowerId: spouse?.id ?? null,
      shipperId: b.shipperId,
      unionBankId: bankId,
      organId: bankId,
      branchName: bankName,
      status: stage === 'created' ? CustomerStatus.created : CustomerStatus.pending,
      resultStatus: stage === 'created' ? 1 : null,
      buildTime: stage === 'created' ? new Date() : null,
      pushed: 1,
      relationId,
    })
    .returning();
  // A desk bank keeps no books of its own: its customers are the records (README "The bank's desk").
  if (stage === 'waiting') return row!.id;
  await ctx.bankSandbox.seedCustomer({
    tenantId: b.tenantId,
    customerId: row!.id,
    borrower: { id: b.id, name: b.name, identityNumber: b.identityNumber, phone: b.phone },
    coborrower: spouse
      ? { id: spouse.id, name: spouse.name, identityNumber: spouse.identityNumber, phone: spouse.phone }
      : null,
    bankId,
    bankName,
    organId: bankId,
    branchName: bankName,
    relationId,
  });
  return row!.id;
};
