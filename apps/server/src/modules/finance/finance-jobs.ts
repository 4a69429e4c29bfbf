import type { AppContext } from '../../platform/context';
import { processPendingBankInbox } from './bank-inbox';
import { pushDueAgreements } from './bank-push';

/** Every minute: push the passed agreements that are due (30, or 41 after the backoff; README "The flow" 5). */
export const FINANCE_PUSH_QUEUE = 'finance-push-agreement';
/** Every minute: apply the bank's callbacks still waiting in the inbox (early ones, an interrupted apply). */
export const BANK_INBOX_QUEUE = 'finance-bank-inbox';

/** Registered with the financing routes, before the jobs start (as the payment and WMS modules do). */
export const registerFinanceJobs = async (ctx: AppContext, log: (err: unknown, msg: string) => void) => {
  await ctx.jobs.createQueue(FINANCE_PUSH_QUEUE, { retryLimit: 0 });
  await ctx.jobs.work(FINANCE_PUSH_QUEUE, async () => {
    try {
      await pushDueAgreements(ctx, log);
    } catch (err) {
      log(err, '四方协议推送出错');
    }
  });
  await ctx.jobs.schedule(FINANCE_PUSH_QUEUE, '* * * * *');

  await ctx.jobs.createQueue(BANK_INBOX_QUEUE, { retryLimit: 0 });
  await ctx.jobs.work(BANK_INBOX_QUEUE, async () => {
    try {
      await processPendingBankInbox(ctx, log);
    } catch (err) {
      log(err, '银行回调处理出错');
    }
  });
  await ctx.jobs.schedule(BANK_INBOX_QUEUE, '* * * * *');
};

/** A push right away (the warehouse just passed the agreement): the push job's sweep, queued now; the minute's
 * schedule covers it when jobs are not running here. */
export const schedulePush = async (ctx: AppContext) => {
  await ctx.jobs.send(FINANCE_PUSH_QUEUE, {}).catch(() => undefined);
};
