import { ServiceStatus } from '@kc/domain/contract/status';
import type { FeePartyValue } from '@kc/domain/payment/payment';
import { and, asc, eq } from 'drizzle-orm';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import { serverOrigin } from '../../platform/http/origin';
import { contractById, shareOf } from '../contract';
import { user } from '../user';
import { processPendingNotifications } from './notifications';
import { servicePayCode } from './pay-order';

/**
 * Pays a party's share through the sandbox end to end, as a user of that party would (the seed, the bench, tests):
 * the order and its code (servicePayCode), the phone page opened and paid, the notification posted to this app's
 * notify route and applied. Answers the merchant order number; throws when the share did not end up paid.
 */
export const payShareThroughSandbox = async (
  ctx: AppContext,
  input: { contractId: string; party: FeePartyValue; payWay: number },
) => {
  const c = await contractById(ctx.db, input.contractId);
  if (!c) throw new Error(`合同 ${input.contractId} 不存在`);
  const enterpriseId = shareOf(c, input.party).enterpriseId;
  if (!enterpriseId) throw new Error('该方没有企业');
  const [payer] = await ctx.db
    .select({ id: user.id, account: user.account })
    .from(user)
    .where(and(eq(user.postId, enterpriseId), eq(user.isDeleted, 0)))
    .orderBy(asc(user.id))
    .limit(1);
  // The party's own user acts (its id goes on the contract's trail); roles do not matter past the route guard.
  const p: Principal = {
    userId: payer?.id ?? '0',
    tenantId: c.tenantId,
    account: payer?.account ?? 'seed',
    userName: payer?.account ?? 'seed',
    realName: null,
    userType: 3,
    postId: enterpriseId,
    deptId: null,
    roleIds: [],
    roleAliases: [],
    roleNames: [],
    tokenVersion: 0,
    sessionId: 'seed',
  };
  const code = await servicePayCode(ctx, p, { id: c.id, type: input.payWay }, serverOrigin(ctx.config));
  const pr = new URL(code.payUrl).searchParams.get('pr');
  if (!pr) throw new Error('支付码无效');
  await ctx.paymentSandbox.phoneOrder(pr);
  await ctx.paymentSandbox.phonePay(pr);
  await ctx.paymentSandbox.deliverDue();
  await processPendingNotifications(ctx);
  const after = await contractById(ctx.db, c.id);
  if (!after || shareOf(after, input.party).status !== ServiceStatus.paid) throw new Error('沙箱支付未入账');
  return { outTradeNo: code.orderNo };
};
