import { formatDate } from '@kc/domain';
import type { ContractInfo } from '@kc/domain/contract/contract';
import { contractFees, contractPayment, isTotalWithinLimit, type ProportionConfig } from '@kc/domain/contract/fees';
import { ReceiptStatus } from '@kc/domain/receipt/status';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { enterpriseOfAccount, makeReceipts } from '../batch-sign/batch-sign.fixtures';
import { contractTemplate } from '../contract-template';
import { enterprise } from '../enterprise/enterprise.table';
import { baseMaterial } from '../goods/goods.table';
import { tradeGoods } from '../trade';
import { user } from '../user/user.table';
import { contract, contractDetail } from './contract.table';
import { newContractVerifyToken as newVerifyToken } from './contract-code';
import { renderContractDocument } from './contract-document';

/** Contract test data: templates and listings are written into their modules' own tables (fixtures may). */
export const ensureLookupTables = async (_db: DbOrTx) => {};

export const makeTemplate = async (db: DbOrTx, materialIds: string[], name = '棉花仓单买卖合同') => {
  const [row] = await db
    .insert(contractTemplate)
    .values({
      name: `${name}（测试${++templateSeq}）`,
      templateType: '1',
      materialIds,
      listDetail: [{ display: '质量标准', content: '按国家标准执行。' }],
    })
    .returning({ id: contractTemplate.id });
  return row!.id;
};
let templateSeq = 0;

export const makeListing = async (
  db: DbOrTx,
  v: { enterpriseId: string; materialId: string; name: string; auditStatus?: number; weightUnit?: string },
) => {
  const [row] = await db
    .insert(tradeGoods)
    .values({
      supplierId: v.enterpriseId,
      materialId: v.materialId,
      source: 1,
      name: v.name,
      attrs: [{ attrCode: 'grade', attrName: '等级', value: '一级' }],
      price: '15000',
      totalWeight: '100',
      weightUnit: v.weightUnit ?? 't',
      totalQuantity: '400',
      numberUnit: 'bao',
      status: v.auditStatus ?? 2,
    })
    .returning({ id: tradeGoods.id });
  return row!.id;
};

export const materialByCode = async (db: DbOrTx, code: string) => {
  const [m] = await db.select().from(baseMaterial).where(eq(baseMaterial.code, code)).limit(1);
  if (!m) throw new Error(`demo category ${code} missing`);
  return m;
};

/** Receipts of the demo shipper in effect (status 1), held by the demo warehouse; cotton, 25.50 t, 120 bales. */
export const receiptsInEffect = async (ctx: AppContext, count = 1, shipperId?: string) =>
  makeReceipts(ctx, {
    count,
    shipperId: shipperId ?? (await enterpriseOfAccount(ctx.db, 'shipper')),
    warehouseId: await enterpriseOfAccount(ctx.db, 'warehouse'),
    status: ReceiptStatus.inEffect,
  });

/** The seeded default fee configuration (contract-proportion.ts). */
export const DEFAULT_CONFIG: ProportionConfig = { proportionType: 0, proportionRate: '0.3', saleRate: '80' };

export const today = () => formatDate(new Date())!;

export type Row = Record<string, unknown> & {
  price?: string | null;
  total_weight?: string | null;
  total_quantity?: string | null;
};

export type PayloadInput = {
  id?: string;
  companyType?: 0 | 1;
  productForm?: 0 | 1 | 2;
  material: { id: string; name: string; pricingMode: number };
  templateId: string;
  products: Row[];
  counterparty?: { id?: string; name?: string; code?: string } | null;
  counterpartySide?: 'shipper' | 'buyer';
  searchCode?: string | null;
  shipperRate?: number;
  buyerRate?: number;
  config?: ProportionConfig;
  form?: Record<string, unknown>;
  info?: Record<string, unknown>;
  figures?: Partial<
    Record<'totalAmount' | 'platformServiceAmount' | 'shipperServiceAmount' | 'buyerServiceAmount', string>
  >;
};

/** A stash/submit payload as the wizard sends it, with its own figures computed by the domain's functions. */
export const contractPayloadOf = (o: PayloadInput) => {
  const companyType = o.companyType ?? 0;
  const shipperRate = o.shipperRate ?? 30;
  const buyerRate = o.buyerRate ?? 70;
  const fees = contractFees({
    rows: o.products,
    pricingMode: o.material.pricingMode,
    config: o.config ?? DEFAULT_CONFIG,
    shipperProportionRate: shipperRate,
    buyerProportionRate: buyerRate,
  });
  const otherSide = o.counterpartySide ?? (companyType === 0 ? 'buyer' : 'shipper');
  const downpaymentRate = o.form && 'downpaymentRate' in o.form ? o.form.downpaymentRate : '30';
  // The down payment and balance as the wizard shows them: computed from the total and the rate.
  const payment = isTotalWithinLimit(fees.totalAmount)
    ? contractPayment(fees.totalAmount, downpaymentRate as string | null)
    : { downpaymentTotal: null, paymentTotal: null };
  const info = {
    companyType,
    productForm: o.productForm ?? 2,
    materialSelect: o.material,
    templateSelect: { id: o.templateId, name: '模板' },
    warehouseUnitId: null,
    products: o.products,
    detailForm: {
      [`${otherSide}Enterprise`]: o.counterparty ?? null,
      searchCode: o.searchCode ?? null,
      signingDate: today(),
      signingAddress: '郑州市金水区',
      payType: '银行转账',
      downpaymentRate,
      downpaymentTotal: payment.downpaymentTotal,
      paymentTotal: payment.paymentTotal,
      shipperProportionRate: shipperRate,
      buyerProportionRate: buyerRate,
      shipperBankName: '供方银行',
      shipperBankAccount: '111',
      buyerBankName: '需方银行',
      buyerBankAccount: '222',
      ...o.form,
    },
    ...o.info,
  };
  return {
    ...(o.id ? { id: o.id } : {}),
    contractInfo: JSON.stringify(info),
    totalAmount: fees.totalAmount,
    platformServiceAmount: fees.platformServiceAmount,
    shipperServiceAmount: fees.shipperServiceAmount,
    buyerServiceAmount: fees.buyerServiceAmount,
    shipperServiceStatus: fees.shipperServiceStatus,
    buyerServiceStatus: fees.buyerServiceStatus,
    goodsMoneyStatus: 0,
    contractDetails: [],
    ...o.figures,
  };
};

/** A custom goods row of cotton (priced by weight). */
export const customRow = (over: Row = {}): Row => ({
  name: '新疆机采棉',
  attrs: [{ attrCode: 'grade', attrName: '等级', value: '一级' }],
  price: '15800',
  total_weight: '25.5',
  weight_unit: 't',
  total_quantity: '120',
  number_unit: 'bao',
  ...over,
});

/** Test and benchmark helper: contracts written directly, at any status, with their rendered document. */
export const enterpriseIdOfAccount = async (db: DbOrTx, account: string) => {
  const [row] = await db
    .select({ postId: user.postId })
    .from(user)
    .where(and(eq(user.account, account), eq(user.tenantId, '000000')))
    .limit(1);
  return row!.postId!;
};

export const cottonId = async (db: DbOrTx) => {
  const [row] = await db
    .select({ id: baseMaterial.id, name: baseMaterial.name })
    .from(baseMaterial)
    .where(and(eq(baseMaterial.code, 'MH001'), eq(baseMaterial.tenantId, '000000')))
    .limit(1);
  return row!;
};

let sequence = 0;

export type MakeContract = {
  status: number;
  shipperId: string;
  buyerId: string;
  rows?: number;
  /** render the document (default true) */
  render?: boolean;
  code?: string;
  /** over the stored terms (detailForm), e.g. a form stored by an older wizard */
  form?: Partial<ContractInfo['detailForm']>;
};

/** A custom-goods contract between two enterprises at `status`; rows of cotton at 15,300.00 a tonne. */
export const makeContract = async (ctx: AppContext, input: MakeContract) => {
  const material = await cottonId(ctx.db);
  const [shipper] = await ctx.db.select().from(enterprise).where(eq(enterprise.id, input.shipperId));
  const [buyer] = await ctx.db.select().from(enterprise).where(eq(enterprise.id, input.buyerId));
  const rows = Array.from({ length: input.rows ?? 2 }, (_, i) => ({
    name: `新疆机采棉 ${i + 1} 号`,
    billId: null,
    billCode: null,
    goodsId: null,
    attrs: [
      { attrCode: 'grade', attrName: '等级', value: '三级' },
      { attrCode: 'colorGrade', attrName: '颜色级', value: '白棉3级' },
    ],
    price: '15300.00',
    total_weight: '10.00000',
    weight_unit: '1',
    total_quantity: '45',
    number_unit: '1',
    totalPrice: '153000.00',
  }));
  const total = (153000 * rows.length).toFixed(2);
  const info: ContractInfo = {
    companyType: 0,
    productForm: 2,
    materialSelect: { id: material.id, name: material.name, pricingMode: 0 },
    templateSelect: { id: '1', name: '棉花购销合同' },
    warehouseUnitId: null,
    products: rows,
    detailForm: {
      shipperEnterprise: { id: shipper!.id, name: shipper!.name, code: shipper!.code ?? '' },
      buyerEnterprise: { id: buyer!.id, name: buyer!.name, code: buyer!.code ?? '' },
      shipperDeputy: null,
      buyerDeputy: null,
      freeAgreement: null,
      otherDesc: null,
      signingDate: '2026-11-24',
      signingAddress: '河南省郑州市金水区',
      payType: '银行转账',
      downpaymentRate: null,
      downpaymentTotal: null,
      paymentTotal: total,
      shipperProportionRate: '50',
      buyerProportionRate: '50',
      proportionInfo: null,
      // Both sides confirmed, so each has its bank fields (spec 2 §5); an enterprise without any gets a test one.
      shipperBankName: shipper!.bankName || '测试供方开户行',
      shipperBankAccount: shipper!.bankAccount || '6200000000000001',
      buyerBankName: buyer!.bankName || '测试需方开户行',
      buyerBankAccount: buyer!.bankAccount || '6200000000000002',
      searchCode: buyer!.code ?? null,
      ...input.form,
    },
  };
  sequence += 1;
  const [row] = await ctx.db
    .insert(contract)
    .values({
      code: input.code ?? `HTT${Date.now()}${String(sequence).padStart(4, '0')}`.slice(0, 30),
      companyType: 0,
      initiatorId: input.shipperId,
      materialId: material.id,
      materialName: material.name,
      pricingMode: 0,
      templateName: '棉花购销合同',
      productForm: 2,
      shipperId: input.shipperId,
      buyerId: input.buyerId,
      totalAmount: total,
      weightTotal: (10 * rows.length).toFixed(5),
      proportionConfig: { proportionType: 0, proportionRate: '0.3', saleRate: '80' },
      platformServiceAmount: ((153000 * rows.length * 0.3 * 80) / 10000).toFixed(2),
      shipperProportionRate: '50',
      buyerProportionRate: '50',
      shipperServiceAmount: ((153000 * rows.length * 0.3 * 80) / 20000).toFixed(2),
      buyerServiceAmount: ((153000 * rows.length * 0.3 * 80) / 20000).toFixed(2),
      shipperServiceStatus: 0,
      buyerServiceStatus: 0,
      signingDate: new Date('2026-11-23T16:00:00Z'),
      signingAddress: '河南省郑州市金水区',
      contractInfo: info,
      verifyToken: newVerifyToken(),
      status: input.status,
    })
    .returning();
  await ctx.db.insert(contractDetail).values(
    rows.map((r, i) => ({
      contractId: row!.id,
      sort: i,
      name: r.name,
      totalQuantity: r.total_weight,
      price: r.price,
      totalAmount: r.totalPrice,
      goodsInfo: r,
    })),
  );
  if (input.render !== false) {
    await renderContractDocument(ctx, row!.id, { userId: '1', postId: input.shipperId, tenantId: '000000' });
  }
  const [stored] = await ctx.db.select().from(contract).where(eq(contract.id, row!.id));
  return stored!;
};
