import { DEFAULT_TENANT_ID, formatDate, parseDateTime } from '@kc/domain';
import { contractFees, contractPayment } from '@kc/domain/contract/fees';
import { InboundStatus } from '@kc/domain/inbound/status';
import { ReceiptStatus, type SignerRole } from '@kc/domain/receipt/status';
import { and, asc, eq } from 'drizzle-orm';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import { serverOrigin } from '../../platform/http/origin';
import { signReceipt } from '../batch-sign';
import { confirmContract, proportionConfigInForce, saveContract, signContract } from '../contract';
import { contractTemplate } from '../contract-template';
import { enterpriseOf } from '../enterprise';
import { importInboundOrder, inboundOrder } from '../inbound';
import { generateReceiptsForInbound, receipt, receiptHolders } from '../receipt';
import { readSeedMark, writeSeedMark } from '../system';
import { user } from '../user';
import { type DemoOrder, orderValues } from './data/inbound-orders';
import { demoTradingOrder } from './data/trading';

/** Bumped when the demo trading data changes; a data directory seeded with this version is left alone. */
const TRADING_MARK = 'seed:demo-trading';
const TRADING_VERSION = 'v1';

/** A demo account as the services see a logged-in user. */
export const demoActor = async (ctx: AppContext, account: string): Promise<Principal | undefined> => {
  const [u] = await ctx.db
    .select()
    .from(user)
    .where(and(eq(user.tenantId, DEFAULT_TENANT_ID), eq(user.account, account)))
    .limit(1);
  const state = u ? await ctx.principals.get(u.id) : null;
  if (!state) return undefined;
  const { active: _a, revokedSessions: _r, ...principal } = state;
  return { ...principal, sessionId: 'seed' };
};

/** The demo deputies (委托代理人) of each side. */
export const DEMO_DEPUTIES = { shipper: '张建国', buyer: '李晓梅' } as const;

/**
 * What the demo buyer fills as it confirms a demo contract (spec 2 §5: its own bank fields, required, and its
 * deputy): its enterprise's bank and account.
 */
export const demoBuyerConfirmation = async (ctx: AppContext, buyerId: string) => {
  const row = await enterpriseOf(ctx.db, buyerId);
  return { bankName: row?.bankName, bankAccount: row?.bankAccount, deputy: DEMO_DEPUTIES.buyer };
};

/**
 * Receipts in effect for the trading demo: the demo shipper's second cotton order (or another stored order of the
 * same shape, the move demo's), already weighed and stored by the demo warehouse, its receipts generated and sealed
 * by warehouse, shipper and platform through the same services the screens use (so each carries three real
 * signatures). Idempotent by order code.
 */
export const seedDemoReceipts = async (
  ctx: AppContext,
  origin: string,
  order: typeof demoTradingOrder = demoTradingOrder,
) => {
  const tenantId = DEFAULT_TENANT_ID;
  const [exists] = await ctx.db
    .select({ id: inboundOrder.id })
    .from(inboundOrder)
    .where(and(eq(inboundOrder.tenantId, tenantId), eq(inboundOrder.code, order.code)))
    .limit(1);
  const warehouse = await demoActor(ctx, 'warehouse');
  const shipper = await demoActor(ctx, 'shipper');
  const platform = await demoActor(ctx, 'platform');
  if (!warehouse || !shipper || !platform) return [];
  let inboundId = exists?.id;
  if (!inboundId) {
    const built = await orderValues(ctx.db, tenantId, order as unknown as DemoOrder);
    if (!built) return [];
    inboundId = await ctx.db.transaction(async (tx) => {
      const id = await importInboundOrder(tx, {
        tenantId,
        code: order.code,
        values: {
          ...built.values,
          status: InboundStatus.stored,
          warehouseAuditOpinion: '实重过磅无误，准予入库',
          warehouseAuditTime: parseDateTime(order.storedTime),
          warehouseAuditUser: warehouse.userId,
          warehouseAuditUserName: warehouse.realName ?? warehouse.userName,
          sumWeight: order.batches.reduce((s, b) => s + Number(b.weight), 0).toFixed(2),
          sumQuantity: order.batches.reduce((s, b) => s + Number(b.quantity), 0).toFixed(2),
        },
        batches: built.batches.map((b, i) => ({
          ...b,
          weight: order.batches[i]!.weight,
          quantity: order.batches[i]!.quantity,
          locator: order.batches[i]!.locator,
        })),
      });
      await generateReceiptsForInbound(ctx, tx, { inboundId: id, actor: warehouse, origin });
      return id;
    });
  }
  const bills = await ctx.db
    .select({ id: receipt.id, status: receipt.status })
    .from(receipt)
    .where(eq(receipt.inputId, inboundId))
    .orderBy(asc(receipt.code));
  const signers: [SignerRole, Principal][] = [
    ['warehouse', warehouse],
    ['shipper', shipper],
    ['platform', platform],
  ];
  for (const bill of bills) {
    if (bill.status === ReceiptStatus.inEffect) continue;
    for (const [role, actor] of signers) await signReceipt(ctx, { billId: bill.id, role, actor });
  }
  return bills.map((b) => b.id);
};

const contractOf = async (
  ctx: AppContext,
  input: { shipper: Principal; buyerId: string; billId: string; price: string; address: string; shipperRate: number },
) => {
  const [bill] = await ctx.db.select().from(receipt).where(eq(receipt.id, input.billId));
  const buyer = await enterpriseOf(ctx.db, input.buyerId);
  const [template] = await ctx.db
    .select()
    .from(contractTemplate)
    .where(and(eq(contractTemplate.tenantId, DEFAULT_TENANT_ID), eq(contractTemplate.name, '棉花仓单买卖合同')));
  if (!bill || !buyer || !template) return undefined;
  const config = await proportionConfigInForce(ctx.db, DEFAULT_TENANT_ID);
  const row = {
    name: bill.materialName,
    billId: bill.id,
    billCode: bill.code,
    goodsId: null,
    attrs: bill.attrs.map((a) => ({ attrCode: a.attrCode, attrName: a.attrName, value: a.value.slice(0, 20) })),
    price: input.price,
    total_weight: bill.totalWeight,
    weight_unit: bill.weightUnit,
    total_quantity: bill.totalQuantity,
    number_unit: bill.numberUnit,
  };
  const fees = contractFees({
    rows: [row],
    pricingMode: 0,
    config,
    shipperProportionRate: input.shipperRate,
    buyerProportionRate: 100 - input.shipperRate,
  });
  const info = {
    companyType: 0,
    productForm: 0,
    materialSelect: { id: bill.materialId, name: bill.materialName, pricingMode: 0 },
    templateSelect: { id: template.id, name: template.name },
    warehouseUnitId: bill.warehouseId,
    products: [row],
    detailForm: {
      buyerEnterprise: { id: buyer.id, name: buyer.name, code: buyer.code ?? '' },
      searchCode: buyer.code,
      signingDate: formatDate(new Date()),
      signingAddress: input.address,
      payType: '银行转账',
      ...contractPayment(fees.totalAmount, '30'),
      shipperDeputy: DEMO_DEPUTIES.shipper,
      shipperProportionRate: input.shipperRate,
      buyerProportionRate: 100 - input.shipperRate,
      shipperBankName: '中国农业银行南通分行',
      shipperBankAccount: '10450101040012345',
      freeAgreement: '仓储费自合同生效次日起由需方承担。',
    },
  };
  return saveContract(
    ctx,
    input.shipper,
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
};

/**
 * The demo contracts between the demo shipper and buyer, made through the screens' own services: one over the
 * first demo receipt, confirmed and sealed by both (in force, fees computed), one over the second, submitted by
 * the shipper and waiting for the buyer's confirmation (10). The third receipt stays free.
 */
const seedDemoContracts = async (ctx: AppContext, billIds: string[]) => {
  const shipper = await demoActor(ctx, 'shipper');
  const buyer = await demoActor(ctx, 'buyer');
  if (!shipper?.postId || !buyer?.postId || billIds.length < 2) return;
  const held = await receiptHolders(ctx.db, billIds);
  if (held.size > 0) return;
  const inForce = await contractOf(ctx, {
    shipper,
    buyerId: buyer.postId,
    billId: billIds[0]!,
    price: '15800.00',
    address: '河南省郑州市郑东新区',
    shipperRate: 50,
  });
  if (inForce) {
    await confirmContract(ctx, buyer, inForce.id, await demoBuyerConfirmation(ctx, buyer.postId));
    for (const [party, p] of [
      ['buyer', buyer],
      ['shipper', shipper],
    ] as const) {
      await signContract(ctx, { contractId: inForce.id, party, actor: p });
    }
  }
  await contractOf(ctx, {
    shipper,
    buyerId: buyer.postId,
    billId: billIds[1]!,
    price: '15650.00',
    address: '江苏省南通市崇川区',
    shipperRate: 40,
  });
};

/**
 * The demo's trading side, seeded once the app is built (it signs documents, so it needs the e-sign sandbox):
 * receipts in effect, and contracts between the demo shipper and buyer (seedDemoContracts).
 */
export const seedDemoTrading = async (ctx: AppContext) => {
  if ((await readSeedMark(ctx.db, TRADING_MARK)) === TRADING_VERSION) return;
  const origin = serverOrigin(ctx.config);
  const billIds = await seedDemoReceipts(ctx, origin);
  if (billIds.length === 0) return;
  await seedDemoContracts(ctx, billIds);
  await writeSeedMark(ctx.db, TRADING_MARK, TRADING_VERSION);
};
