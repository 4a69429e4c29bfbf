import { DEFAULT_TENANT_ID } from '@kc/domain';
import { SPOUSE } from '@kc/domain/bank-customer/customer';
import { CustomerStatus } from '@kc/domain/borrower/status';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { bankCustomer } from '../bank-customer';
import { borrowersOfShipper, coBorrowersOf } from '../borrower';
import { enterpriseOf } from '../enterprise';
import { user } from '../user';
import { demoFinance } from './data/finance';

const postIdOf = async (ctx: AppContext, account: string) => {
  const [row] = await ctx.db
    .select({ postId: user.postId })
    .from(user)
    .where(and(eq(user.tenantId, DEFAULT_TENANT_ID), eq(user.account, account)))
    .limit(1);
  return row?.postId ?? undefined;
};

/**
 * The customer-establishment demo (modules/bank-customer README "Demo"): the demo shipper's first borrower (with its
 * spouse co-borrower, when it has one) already a customer (4, resultStatus 1) of the demo bank
 * (中国建设银行股份有限公司郑州金水支行), on the platform's side and in the sandbox bank's books. Without a borrower
 * of the demo shipper nothing is written (the borrower demo comes first once both are in); a borrower that already
 * has a record at the demo bank is left alone, so the step is idempotent.
 */
export const seedDemoBankCustomer = async (ctx: AppContext) => {
  const shipperId = await postIdOf(ctx, demoFinance.shipper);
  const bankId = await postIdOf(ctx, demoFinance.bank);
  if (!shipperId || !bankId) return;
  const [b] = await borrowersOfShipper(ctx.db, DEFAULT_TENANT_ID, shipperId);
  if (!b) return;
  const [known] = await ctx.db
    .select({ id: bankCustomer.id })
    .from(bankCustomer)
    .where(and(eq(bankCustomer.borrowerId, b.id), eq(bankCustomer.unionBankId, bankId), eq(bankCustomer.isDeleted, 0)))
    .limit(1);
  if (known) return;
  const spouse = (await coBorrowersOf(ctx.db, DEFAULT_TENANT_ID, b.id)).find((c) => c.relationship === SPOUSE);
  const bank = await enterpriseOf(ctx.db, bankId);
  const bankName = bank?.name ?? '';
  const [row] = await ctx.db
    .insert(bankCustomer)
    .values({
      tenantId: DEFAULT_TENANT_ID,
      borrowerId: b.id,
      coborrowerId: spouse?.id ?? null,
      shipperId,
      unionBankId: bankId,
      organId: bankId,
      branchName: bankName,
      status: CustomerStatus.created,
      resultStatus: 1,
      buildTime: new Date(),
      pushed: 1,
    })
    .returning();
  await ctx.bankSandbox.seedCustomer({
    tenantId: DEFAULT_TENANT_ID,
    customerId: row!.id,
    borrower: { id: b.id, name: b.name, identityNumber: b.identityNumber, phone: b.phone },
    coborrower: spouse
      ? { id: spouse.id, name: spouse.name, identityNumber: spouse.identityNumber, phone: spouse.phone }
      : null,
    bankId,
    bankName,
    organId: bankId,
    branchName: bankName,
    relationId: null,
  });
};
