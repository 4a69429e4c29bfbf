import { ContractStatus } from '@kc/domain/contract/status';
import { GoodsMoneyStatus } from '@kc/domain/payment/payment';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { contract } from '../contract';
import { confirmCollection } from '../payment';
import { readSeedMark, writeSeedMark } from '../system';
import { applyTransfer } from '../transfer';
import { demoActor } from './seed-trading';

const TRANSFERS_MARK = 'seed:demo-transfers';
const TRANSFERS_VERSION = 'v1';

/**
 * The demo's receipt transfer (spec 2 §4 step 4): on the receipt contract in force, whose shipper share is paid, the
 * shipper confirms the goods money and applies for the transfer through the screens' services; the application
 * waits for the platform's review. Runs after the payments demo, once.
 */
export const seedDemoTransfers = async (ctx: AppContext) => {
  if ((await readSeedMark(ctx.db, TRANSFERS_MARK)) === TRANSFERS_VERSION) return;
  const shipper = await demoActor(ctx, 'shipper');
  const buyer = await demoActor(ctx, 'buyer');
  if (!shipper?.postId || !buyer?.postId) return;
  const [receiptContract] = await ctx.db
    .select()
    .from(contract)
    .where(
      and(
        eq(contract.shipperId, shipper.postId),
        eq(contract.buyerId, buyer.postId),
        eq(contract.status, ContractStatus.inForce),
        eq(contract.productForm, 0),
      ),
    )
    .orderBy(asc(contract.id))
    .limit(1);
  if (!receiptContract || receiptContract.transferStatus != null) return;
  if (receiptContract.goodsMoneyStatus !== GoodsMoneyStatus.confirmed) {
    await confirmCollection(ctx, shipper, receiptContract.id);
  }
  await applyTransfer(ctx, shipper, {
    id: receiptContract.id,
    freeAgreement: '过户前的仓储费由供方承担，过户次日起由买方承担。',
    otherDesc: '货物在原库位保管，买方自行安排出库。',
  });
  await writeSeedMark(ctx.db, TRANSFERS_MARK, TRANSFERS_VERSION);
};
