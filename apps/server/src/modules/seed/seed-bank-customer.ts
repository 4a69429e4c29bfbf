import { DEFAULT_TENANT_ID } from '@kc/domain';
import { SPOUSE } from '@kc/domain/bank-customer/customer';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { seedCreatedCustomer } from '../bank-customer';
import { borrowersOfShipper, coBorrowersOf } from '../borrower';
import { seedSignedConsent } from '../credit-contract';
import { user } from '../user';
import { demoFinance } from './data/finance';
import { demoActor } from './seed-trading';

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
 * (中国建设银行股份有限公司郑州金水支行), on their signed consent (征信合同). Without a borrower of the demo shipper nothing is written (the borrower
 * demo comes first once both are in); a borrower that already has a record at the demo bank is left alone.
 */
export const seedDemoBankCustomer = async (ctx: AppContext) => {
  const shipperId = await postIdOf(ctx, demoFinance.shipper);
  const bankId = await postIdOf(ctx, demoFinance.bank);
  if (!shipperId || !bankId) return;
  const [b] = await borrowersOfShipper(ctx.db, DEFAULT_TENANT_ID, shipperId);
  if (!b) return;
  const spouse = (await coBorrowersOf(ctx.db, DEFAULT_TENANT_ID, b.id)).find((c) => c.relationship === SPOUSE);
  // The customer was created on the borrower's and the spouse's signed credit-investigation consent (征信合同).
  await seedCreatedCustomer(ctx, b, spouse, bankId, async () => {
    const shipper = await demoActor(ctx, demoFinance.shipper);
    if (!shipper) return null;
    return seedSignedConsent(ctx, shipper, { borrowerId: b.id, coborrowerId: spouse?.id, unionBankId: bankId });
  });
  // A second request waits on the desk bank's 客户建档 (bank2, 中国农业银行股份有限公司郑州分行): its user accepts it.
  const deskBankId = await postIdOf(ctx, 'bank2');
  if (deskBankId)
    await seedCreatedCustomer(
      ctx,
      b,
      spouse,
      deskBankId,
      async () => {
        const shipper = await demoActor(ctx, demoFinance.shipper);
        if (!shipper) return null;
        return seedSignedConsent(ctx, shipper, { borrowerId: b.id, coborrowerId: spouse?.id, unionBankId: deskBankId });
      },
      'waiting',
    );
};
