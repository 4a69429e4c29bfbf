import { BillSplitStatus } from '@kc/domain/bill-split/status';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { serverOrigin } from '../../platform/http/origin';
import { billSplitApply, saveBillSplit } from '../bill-split';
import { receiptsByIds } from '../receipt';
import { readSeedMark, writeSeedMark } from '../system';
import { demoBillSplit, demoBillSplitOrder } from './data/bill-split';
import { demoActor, seedDemoReceipts } from './seed-trading';

/** Bumped when the demo split application changes; a data directory seeded with this version is left alone. */
const BILL_SPLIT_MARK = 'seed:demo-bill-split';
const BILL_SPLIT_VERSION = 'v1';

/**
 * The owner's split demo (README "Owner bill split application"): a receipt of its own comes into effect at the demo
 * warehouse and the demo shipper saves a split application of it through the screen's own service, as a draft ('1'),
 * for the shipper to open, change and submit. Idempotent: a receipt already in an application is left alone.
 */
export const seedDemoBillSplit = async (ctx: AppContext) => {
  if ((await readSeedMark(ctx.db, BILL_SPLIT_MARK)) === BILL_SPLIT_VERSION) return;
  const billIds = await seedDemoReceipts(ctx, serverOrigin(ctx.config), demoBillSplitOrder);
  const holder = await demoActor(ctx, demoBillSplit.holder);
  if (billIds.length === 0 || !holder) return;
  const [taken] = await ctx.db
    .select({ id: billSplitApply.id })
    .from(billSplitApply)
    .where(eq(billSplitApply.billId, billIds[0]!))
    .limit(1);
  if (!taken) {
    const warehouseId = (await receiptsByIds(ctx.db, billIds)).get(billIds[0]!)!.warehouseId;
    await saveBillSplit(ctx, holder, {
      status: BillSplitStatus.draft,
      warehouseUnitId: warehouseId,
      billId: billIds[0]!,
      totalWeight: demoBillSplit.totalWeight,
      totalQuantity: demoBillSplit.totalQuantity,
      attrs: [{ attrCode: 'bales', value: demoBillSplit.bales }],
    });
  }
  await writeSeedMark(ctx.db, BILL_SPLIT_MARK, BILL_SPLIT_VERSION);
};
