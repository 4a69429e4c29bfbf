import { ContractStatus, ProductForm } from '@kc/domain/contract/status';
import { GoodsMoneyStatus } from '@kc/domain/payment/payment';
import { ReceiptStatus } from '@kc/domain/receipt/status';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { demoParties, makeReceipts } from '../batch-sign/batch-sign.fixtures';
import { makeContract } from '../contract/contract.fixtures';
import { contract, contractDetail } from '../contract/contract.table';
import { holdReceipts } from '../receipt';

/**
 * Test and recovery helper: a receipt contract in force between the demo shipper and buyer over `count` receipts in
 * effect at the demo warehouse, held by the contract, its goods money confirmed — ready for a transfer application.
 */
export const makeReceiptContract = async (ctx: AppContext, opts: { count?: number; goodsMoney?: boolean } = {}) => {
  const parties = await demoParties(ctx.db);
  const billIds = await makeReceipts(ctx, {
    count: opts.count ?? 2,
    shipperId: parties.shipperId,
    warehouseId: parties.warehouseId,
    status: ReceiptStatus.inEffect,
  });
  const c = await makeContract(ctx, {
    status: ContractStatus.inForce,
    shipperId: parties.shipperId,
    buyerId: parties.buyerId,
    render: false,
  });
  await ctx.db
    .update(contract)
    .set({
      productForm: ProductForm.receipt,
      warehouseUnitId: parties.warehouseId,
      goodsMoneyStatus: opts.goodsMoney === false ? GoodsMoneyStatus.unconfirmed : GoodsMoneyStatus.confirmed,
    })
    .where(eq(contract.id, c.id));
  await ctx.db.delete(contractDetail).where(eq(contractDetail.contractId, c.id));
  await ctx.db.transaction(async (tx) => {
    for (const [i, billId] of billIds.entries()) {
      await tx.insert(contractDetail).values({
        contractId: c.id,
        sort: i,
        billId,
        billCode: `B${billId}`,
        name: '棉花',
        totalQuantity: '25.50000',
        price: '15000.00',
        totalAmount: '382500.00',
        goodsInfo: {},
      });
    }
    await holdReceipts(tx, { process: 'contract', processId: c.id, tenantId: '000000', billIds });
  });
  return { contractId: c.id, code: c.code, billIds, parties };
};

/** ARCHITECTURE §11 checked from outside (the receipt module's read model): always empty. */
export { doublyValidLineages } from '../receipt';
