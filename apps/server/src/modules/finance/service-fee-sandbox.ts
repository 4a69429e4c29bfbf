import { FeePayStatus } from '@kc/domain/finance/service-fee';
import { and, asc, eq } from 'drizzle-orm';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import { serverOrigin } from '../../platform/http/origin';
import { processPendingNotifications } from '../payment';
import { user } from '../user';
import { feePayCode } from './service-fee-payment';
import { feeById } from './service-fee-repo';

/**
 * Pays a committed fee through the payment sandbox end to end, as a user of the shipper would (the seed, the bench,
 * tests): the code (feePayCode), the phone page opened and paid, the notification posted to this app and applied.
 * Answers the merchant order number; throws when the fee did not end up paid.
 */
export const payFeeThroughSandbox = async (ctx: AppContext, input: { feeId: string; payWay: 10 | 11 }) => {
  const fee = await feeById(ctx.db, input.feeId);
  if (!fee) throw new Error(`融资服务费 ${input.feeId} 不存在`);
  const [payer] = await ctx.db
    .select({ id: user.id, account: user.account })
    .from(user)
    .where(and(eq(user.postId, fee.shipperId), eq(user.isDeleted, 0)))
    .orderBy(asc(user.id))
    .limit(1);
  const p: Principal = {
    userId: payer?.id ?? '0',
    tenantId: fee.tenantId,
    account: payer?.account ?? 'seed',
    userName: payer?.account ?? 'seed',
    realName: null,
    userType: 3,
    postId: fee.shipperId,
    deptId: null,
    roleIds: [],
    roleAliases: [],
    roleNames: [],
    tokenVersion: 0,
    sessionId: 'seed',
  };
  const code = await feePayCode(ctx, p, { id: fee.id, type: input.payWay }, serverOrigin(ctx.config));
  const pr = new URL(code.payUrl).searchParams.get('pr');
  if (!pr) throw new Error('支付码无效');
  await ctx.paymentSandbox.phoneOrder(pr);
  await ctx.paymentSandbox.phonePay(pr);
  await ctx.paymentSandbox.deliverDue();
  await processPendingNotifications(ctx);
  if ((await feeById(ctx.db, fee.id))?.payStatus !== FeePayStatus.paid) throw new Error('沙箱支付未入账');
  return { outTradeNo: code.orderNo };
};
