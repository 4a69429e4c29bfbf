import {
  type ContractInfo,
  type ContractPayload,
  contractInfo,
  type ProductRow,
  signingDateTime,
} from '@kc/domain/contract/contract';
import { type ContractFees, type ContractPayment, rowBasis, rowTotal } from '@kc/domain/contract/fees';
import { type ContractParty, otherParty, ProductForm } from '@kc/domain/contract/status';
import type { Dayjs } from 'dayjs';
import type { z } from 'zod';
import type { ContractAttribute, ContractDetail, ContractMaterial, ContractTemplateOption } from './api';
import { fromProductRows, type RowValues } from './product-rows';

export type Enterprise = { id: string; name: string; code: string };

/** Every field of the three steps, in one form (a step shows its own; the others keep their values). */
export type WizardValues = {
  companyType?: 0 | 1;
  materialId?: string;
  templateId?: string;
  productForm?: 0 | 1 | 2;
  warehouseUnitId?: string | null;
  products?: RowValues[];
  counterparty?: Enterprise | null;
  signingAddress?: string;
  signingDate?: Dayjs | null;
  payType?: string;
  /** the down payment in percent; the down payment and the balance are computed from it (contractPayment) */
  downpaymentRate?: string;
  shipperDeputy?: string;
  buyerDeputy?: string;
  shipperBankName?: string;
  shipperBankAccount?: string;
  buyerBankName?: string;
  buyerBankAccount?: string;
  shipperProportionRate?: number;
  buyerProportionRate?: number;
  freeAgreement?: string;
  otherDesc?: string;
};

/** contractInfo as stored (a form the schema no longer reads is taken as it is). */
export type ContractInfoStored = Partial<ContractInfo>;

/** What the wizard knows besides the form: the contract being edited and the user's own side. */
export type WizardContext = {
  existing: ContractDetail | null;
  /** the stored form of the contract being edited (deputies and other fields the wizard keeps as they are) */
  stored: ContractInfoStored | null;
  party: ContractParty;
  own: Enterprise;
  material: ContractMaterial | undefined;
  template: ContractTemplateOption | undefined;
  attributes: ContractAttribute[];
};

/** contractInfo of a contract being edited; a form the schema no longer reads is taken as it is. */
export const parseStoredInfo = (text: string): ContractInfoStored | null => {
  try {
    const raw = JSON.parse(text) as unknown;
    const parsed = contractInfo.safeParse(raw);
    return parsed.success ? parsed.data : (raw as Partial<ContractInfo>);
  } catch {
    return null;
  }
};

const rateOf = (v: string | number | null | undefined, fallback: number) => {
  const n = Number(v);
  return v == null || Number.isNaN(n) ? fallback : n;
};

/** The wizard's values of a stored contract (spec 2 §2: editing prefills every step). */
export const valuesFromInfo = (info: ContractInfoStored, party: ContractParty): WizardValues => {
  const d: Partial<ContractInfo['detailForm']> = info.detailForm ?? {};
  const counterparty = d[`${otherParty(party)}Enterprise`];
  return {
    companyType: info.companyType,
    materialId: info.materialSelect?.id ? String(info.materialSelect.id) : undefined,
    templateId: info.templateSelect?.id ? String(info.templateSelect.id) : undefined,
    productForm: info.productForm,
    warehouseUnitId: info.warehouseUnitId ?? null,
    products: fromProductRows(info.products ?? []),
    counterparty: counterparty?.id
      ? { id: String(counterparty.id), name: counterparty.name ?? '', code: counterparty.code ?? '' }
      : null,
    signingAddress: d.signingAddress ?? undefined,
    signingDate: undefined,
    payType: d.payType ?? undefined,
    downpaymentRate: d.downpaymentRate ?? undefined,
    shipperDeputy: d.shipperDeputy ?? undefined,
    buyerDeputy: d.buyerDeputy ?? undefined,
    shipperBankName: d.shipperBankName ?? undefined,
    shipperBankAccount: d.shipperBankAccount ?? undefined,
    buyerBankName: d.buyerBankName ?? undefined,
    buyerBankAccount: d.buyerBankAccount ?? undefined,
    shipperProportionRate: rateOf(d.shipperProportionRate, 50),
    buyerProportionRate: rateOf(d.buyerProportionRate, 50),
    freeAgreement: d.freeAgreement ?? undefined,
    otherDesc: d.otherDesc ?? undefined,
  };
};

/** The stored signing date (yyyy-MM-dd …) as the date picker's day. */
export const storedSigningDay = (info: ContractInfoStored | null) =>
  info?.detailForm?.signingDate?.slice(0, 10) || undefined;

type InfoInput = z.input<typeof contractInfo>;

/**
 * spec 2 §3 contractInfo: the whole form as the parties agree it. The down payment and the balance are the ones
 * the wizard shows (contractPayment of the total and the rate), as the server computes them.
 */
export const buildInfo = (
  v: WizardValues,
  ctx: WizardContext,
  products: ProductRow[],
  payment: ContractPayment,
): InfoInput => {
  const counterparty = v.counterparty ?? null;
  const own = ctx.own;
  const shipper = ctx.party === 'shipper' ? own : counterparty;
  const buyer = ctx.party === 'buyer' ? own : counterparty;
  const stored = ctx.stored?.detailForm;
  const day = v.signingDate ? v.signingDate.format('YYYY-MM-DD') : '';
  return {
    companyType: v.companyType as 0 | 1,
    productForm: v.productForm as 0 | 1 | 2,
    materialSelect: {
      id: v.materialId ?? '',
      name: ctx.material?.name ?? ctx.stored?.materialSelect?.name ?? null,
      pricingMode: ctx.material?.pricingMode ?? ctx.stored?.materialSelect?.pricingMode ?? 0,
    },
    templateSelect: { id: v.templateId ?? '', name: ctx.template?.name ?? ctx.stored?.templateSelect?.name ?? null },
    warehouseUnitId: v.productForm === ProductForm.receipt ? (v.warehouseUnitId ?? null) : null,
    products,
    detailForm: {
      shipperEnterprise: shipper,
      buyerEnterprise: buyer,
      // Each side writes its own deputy; the other side's stays as that side wrote it (the server keeps it too).
      shipperDeputy: (ctx.party === 'shipper' ? v.shipperDeputy : stored?.shipperDeputy) || null,
      buyerDeputy: (ctx.party === 'buyer' ? v.buyerDeputy : stored?.buyerDeputy) || null,
      freeAgreement: v.freeAgreement || null,
      otherDesc: v.otherDesc || null,
      signingDate: day ? signingDateTime(day) : '',
      signingAddress: v.signingAddress ?? '',
      payType: v.payType || null,
      downpaymentRate: v.downpaymentRate || null,
      downpaymentTotal: payment.downpaymentTotal,
      paymentTotal: payment.paymentTotal,
      shipperProportionRate: v.shipperProportionRate ?? 0,
      buyerProportionRate: v.buyerProportionRate ?? 0,
      proportionInfo: stored?.proportionInfo ?? null,
      shipperBankName: v.shipperBankName || null,
      shipperBankAccount: v.shipperBankAccount || null,
      buyerBankName: v.buyerBankName || null,
      buyerBankAccount: v.buyerBankAccount || null,
      searchCode: counterparty?.code || null,
    },
  };
};

/** spec 2 §3 Submit payload: the form as JSON, the figures of contractFees, one detail row per product. */
export const buildPayload = (info: ContractInfo, fees: ContractFees, ctx: WizardContext): ContractPayload => {
  const pricingMode = info.materialSelect.pricingMode ?? 0;
  const d = info.detailForm;
  return {
    id: ctx.existing?.id ?? null,
    code: ctx.existing?.code ?? null,
    shipperId: d.shipperEnterprise?.id ?? null,
    buyerId: d.buyerEnterprise?.id ?? null,
    warehouseUnitId: info.warehouseUnitId,
    totalAmount: fees.totalAmount,
    platformServiceAmount: fees.platformServiceAmount,
    shipperServiceAmount: fees.shipperServiceAmount,
    buyerServiceAmount: fees.buyerServiceAmount,
    shipperServiceStatus: fees.shipperServiceStatus,
    buyerServiceStatus: fees.buyerServiceStatus,
    signingDate: signingDateTime(d.signingDate),
    signingAddress: d.signingAddress,
    goodsMoneyStatus: 0,
    contractInfo: JSON.stringify(info),
    contractDetails: info.products.map((r) => ({
      billId: r.billId,
      billCode: r.billCode,
      goodsId: r.goodsId,
      name: r.name,
      totalQuantity: rowBasis(r, pricingMode).toFixed(),
      price: r.price,
      totalAmount: rowTotal(r, pricingMode).toFixed(2),
      goodsInfo: JSON.stringify(r),
    })),
  };
};
