import { DEFAULT_TENANT_ID, formatDate } from '@kc/domain';
import { contractFees, contractPayment } from '@kc/domain/contract/fees';
import { ContractStatus, ServiceStatus } from '@kc/domain/contract/status';
import { FeeParty, PayWay, TradePayStatus } from '@kc/domain/payment/payment';
import { and, asc, eq } from 'drizzle-orm';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import { confirmContract, contract, proportionConfigInForce, saveContract, signContract } from '../contract';
import { contractTemplate } from '../contract-template';
import { enterpriseOf } from '../enterprise';
import { baseMaterial } from '../goods';
import { insertVoucher, payShareThroughSandbox } from '../payment';
import { readSeedMark, writeSeedMark } from '../system';
import { storeDemoSlip } from './demo-voucher';
import { DEMO_DEPUTIES, demoActor, demoBuyerConfirmation } from './seed-trading';

/** Bumped when the demo payments change; a data directory seeded with this version is left alone. */
const PAYMENTS_MARK = 'seed:demo-payments';
const PAYMENTS_VERSION = 'v2';

/** The demo's custom-goods contract: the place it is signed at names it (and finds it again). */
export const DEMO_SPOT_CONTRACT_ADDRESS = '浙江省绍兴市越城区';

const demoContractsInForce = (ctx: AppContext, shipperId: string, buyerId: string, productForm: number) =>
  ctx.db
    .select()
    .from(contract)
    .where(
      and(
        eq(contract.shipperId, shipperId),
        eq(contract.buyerId, buyerId),
        eq(contract.status, ContractStatus.inForce),
        eq(contract.productForm, productForm),
      ),
    )
    .orderBy(asc(contract.id));

/**
 * A spot contract of custom goods (现货买卖合同) between the demo shipper and buyer, agreed and sealed by both through
 * the screens' services: in force with both shares of the platform fee unpaid, for a newcomer to pay.
 */
const seedSpotContract = async (ctx: AppContext, shipper: Principal, buyer: Principal) => {
  const [template] = await ctx.db
    .select()
    .from(contractTemplate)
    .where(and(eq(contractTemplate.tenantId, DEFAULT_TENANT_ID), eq(contractTemplate.name, '现货买卖合同')));
  const [cotton] = await ctx.db
    .select()
    .from(baseMaterial)
    .where(and(eq(baseMaterial.tenantId, DEFAULT_TENANT_ID), eq(baseMaterial.code, 'MH001')));
  const buyerRow = await enterpriseOf(ctx.db, buyer.postId!);
  if (!template || !cotton || !buyerRow) return;
  const row = {
    name: '新疆机采棉（现货）',
    billId: null,
    attrs: [{ attrCode: 'grade', attrName: '等级', value: '一级' }],
    price: '15600.00',
    total_weight: '40',
    // the category's units (dictionary keys: 1 吨, 2 包), as the wizard's custom row takes them
    weight_unit: cotton.weightUnit ?? '1',
    total_quantity: '180',
    number_unit: cotton.numberUnit ?? '2',
  };
  const config = await proportionConfigInForce(ctx.db, DEFAULT_TENANT_ID);
  const fees = contractFees({
    rows: [row],
    pricingMode: 0,
    config,
    shipperProportionRate: 50,
    buyerProportionRate: 50,
  });
  const info = {
    companyType: 0,
    productForm: 2,
    materialSelect: { id: cotton.id, name: cotton.name, pricingMode: 0 },
    templateSelect: { id: template.id, name: template.name },
    warehouseUnitId: null,
    products: [row],
    detailForm: {
      buyerEnterprise: { id: buyerRow.id, name: buyerRow.name, code: buyerRow.code ?? '' },
      searchCode: buyerRow.code,
      signingDate: formatDate(new Date()),
      signingAddress: DEMO_SPOT_CONTRACT_ADDRESS,
      payType: '银行转账',
      ...contractPayment(fees.totalAmount, '20'),
      shipperDeputy: DEMO_DEPUTIES.shipper,
      shipperProportionRate: 50,
      buyerProportionRate: 50,
      shipperBankName: '中国农业银行南通分行',
      shipperBankAccount: '10450101040012345',
      freeAgreement: '货物自供方仓库自提，运费由需方承担。',
    },
  };
  const saved = await saveContract(
    ctx,
    shipper,
    {
      contractInfo: JSON.stringify(info),
      totalAmount: fees.totalAmount,
      platformServiceAmount: fees.platformServiceAmount,
      shipperServiceAmount: fees.shipperServiceAmount,
      buyerServiceAmount: fees.buyerServiceAmount,
      shipperServiceStatus: fees.shipperServiceStatus,
      buyerServiceStatus: fees.buyerServiceStatus,
      goodsMoneyStatus: 0,
    } as Parameters<typeof saveContract>[2],
    'submit',
  );
  await confirmContract(ctx, buyer, saved.id, await demoBuyerConfirmation(ctx, buyerRow.id));
  await signContract(ctx, { contractId: saved.id, party: 'buyer', actor: buyer });
  await signContract(ctx, { contractId: saved.id, party: 'shipper', actor: shipper });
};

/**
 * The demo's fee payments (spec 2 §4 service fee payment): on the receipt contract in force the shipper's share is
 * paid by WeChat through the payment sandbox — order, phone page, signed notification into the inbox, applied —
 * and the buyer's paid offline, its voucher waiting for the platform's confirmation; a second contract in force
 * (custom goods) has both shares unpaid. Runs after the trading demo, once.
 */
export const seedDemoPayments = async (ctx: AppContext) => {
  if ((await readSeedMark(ctx.db, PAYMENTS_MARK)) === PAYMENTS_VERSION) return;
  const shipper = await demoActor(ctx, 'shipper');
  const buyer = await demoActor(ctx, 'buyer');
  if (!shipper?.postId || !buyer?.postId) return;
  const [receiptContract] = await demoContractsInForce(ctx, shipper.postId, buyer.postId, 0);
  if (!receiptContract) return;
  if (receiptContract.shipperServiceStatus === ServiceStatus.unpaid) {
    await payShareThroughSandbox(ctx, {
      contractId: receiptContract.id,
      party: FeeParty.shipper,
      payWay: PayWay.wechat,
    });
  }
  // The buyer pays its share offline: its voucher waits in the platform's queue (合同监管 待确认线下支付).
  if (
    receiptContract.buyerServiceStatus === ServiceStatus.unpaid &&
    receiptContract.buyerTradePayStatus === TradePayStatus.unpaid
  ) {
    const buyerRow = await enterpriseOf(ctx.db, buyer.postId);
    const attachId = await storeDemoSlip(ctx, buyer, {
      amount: receiptContract.buyerServiceAmount,
      memo: `合同${receiptContract.code}平台服务费`,
      payerName: buyerRow?.name ?? '',
      payerAccount: buyerRow?.bankAccount ?? '',
    });
    await insertVoucher(ctx, buyer, { id: receiptContract.id, attachId });
  }
  if ((await demoContractsInForce(ctx, shipper.postId, buyer.postId, 2)).length === 0) {
    await seedSpotContract(ctx, shipper, buyer);
  }
  await writeSeedMark(ctx.db, PAYMENTS_MARK, PAYMENTS_VERSION);
};
