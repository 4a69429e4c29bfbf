import { DEFAULT_TENANT_ID } from '@kc/domain';
import { ReleaseStatus } from '@kc/domain/release/release';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { feeOfApply, financeApply } from '../finance';
import { ccbRelease, submitReleaseFee } from '../release';
import { readSeedMark, writeSeedMark } from '../system';
import { demoFinance } from './data/finance';
import { demoActor } from './seed-trading';

const MARK = 'seed:demo-release-fee';
const VERSION = 'v1';

/**
 * The demo release's own service fee (modules/release README "The release's service fee"): the platform commits it
 * through the release's form over the release's pickup weight (the demo release takes a little under half of one
 * of the two pledged receipts), with the pledge fee's terms — so 解押提货's 服务费 shows a committed, unpaid fee the
 * shipper pays by WeChat, Alipay or a voucher. Skipped when the demo release is missing or already has its fee.
 */
export const seedDemoReleaseFee = async (ctx: AppContext) => {
  if ((await readSeedMark(ctx.db, MARK)) === VERSION) return;
  const [release] = await ctx.db
    .select()
    .from(ccbRelease)
    .where(and(eq(ccbRelease.tenantId, DEFAULT_TENANT_ID), eq(ccbRelease.status, ReleaseStatus.awaitingTraySplit)))
    .orderBy(asc(ccbRelease.id))
    .limit(1);
  const platform = await demoActor(ctx, 'platform');
  if (release && platform && !(await feeOfApply(ctx.db, release.applyId, release.id))) {
    const [apply] = await ctx.db.select().from(financeApply).where(eq(financeApply.id, release.applyId));
    if (apply?.loanMoney) {
      const { loan, fee } = demoFinance.pledged;
      await submitReleaseFee(ctx, platform, {
        applyId: apply.id,
        releaseId: release.id,
        loanMoney: apply.loanMoney,
        ccyCd: apply.loanCurrency ?? loan.currency,
        exchangeRate: '1',
        ...fee,
        serviceAmountStatus: 1,
      });
    }
  }
  await writeSeedMark(ctx.db, MARK, VERSION);
};
