import { contractLimits, type ProductRow } from '@kc/domain/contract/contract';
import { rowTotal } from '@kc/domain/contract/fees';
import { ProductForm } from '@kc/domain/contract/status';
import type { ContractAttribute, ContractListing, ContractMaterial, ContractReceiptOption } from './api';

/** A product row as the wizard's editable table holds it: attribute cells by attrCode. */
export type RowValues = {
  /** the table's row key: the receipt's or listing's id, or a generated one for a custom row */
  key: string;
  name?: string;
  billId?: string | null;
  billCode?: string | null;
  goodsId?: string | null;
  attrs?: Record<string, string | undefined>;
  price?: string;
  total_weight?: string;
  weight_unit?: string | null;
  total_quantity?: string;
  number_unit?: string | null;
};

let rowSeq = 0;
const newKey = () => `row-${Date.now().toString(36)}-${(rowSeq++).toString(36)}`;

/** '12.50000' → '12.5': the figure as a person types it (a zero reads as empty). */
const figure = (v: string | number | null | undefined) => {
  if (v == null || String(v).trim() === '') return undefined;
  const s = String(v).trim();
  const trimmed = s.includes('.') ? s.replace(/\.?0+$/, '') : s;
  return /^0*$/.test(trimmed.replace('.', '')) ? undefined : trimmed;
};

/** spec 2 §5: inputs of receipt and listing rows are cut at 20 characters, custom ones at 100. */
export const cellMax = (productForm: number | undefined) =>
  productForm === ProductForm.custom ? contractLimits.customAttrCell : contractLimits.attrCell;

const attrCells = (
  attributes: ContractAttribute[],
  source: { attrCode: string; value: string }[],
  max: number,
): Record<string, string> =>
  Object.fromEntries(
    attributes.map((a) => [a.attrCode, (source.find((s) => s.attrCode === a.attrCode)?.value ?? '').slice(0, max)]),
  );

export const receiptRow = (r: ContractReceiptOption, attributes: ContractAttribute[]): RowValues => ({
  key: `bill-${r.id}`,
  name: r.materialName,
  billId: r.id,
  billCode: r.code,
  goodsId: null,
  attrs: attrCells(attributes, r.attrs, contractLimits.attrCell),
  total_weight: figure(r.totalWeight),
  weight_unit: r.weightUnit,
  total_quantity: figure(r.totalQuantity),
  number_unit: r.numberUnit,
});

export const listingRow = (l: ContractListing, attributes: ContractAttribute[]): RowValues => ({
  key: `goods-${l.id}`,
  name: l.name,
  billId: null,
  billCode: null,
  goodsId: l.id,
  attrs: attrCells(attributes, l.attrs, contractLimits.attrCell),
  price: figure(l.price),
  total_weight: figure(l.totalWeight),
  weight_unit: l.weightUnit,
  total_quantity: figure(l.totalQuantity),
  number_unit: l.numberUnit,
});

export const customRow = (material: ContractMaterial | undefined): RowValues => ({
  key: newKey(),
  billId: null,
  goodsId: null,
  attrs: {},
  weight_unit: material?.weightUnit ?? null,
  number_unit: material?.numberUnit ?? null,
});

const blank = (v: string | null | undefined) => (v == null || String(v).trim() === '' ? null : String(v).trim());

/** The rows as the domain checks and the server stores them (spec 2 §3 Product rows). */
export const toProductRows = (
  rows: RowValues[] | undefined,
  attributes: ContractAttribute[],
  pricingMode: number,
): ProductRow[] =>
  (rows ?? []).map((r) => {
    const row: ProductRow = {
      name: (r.name ?? '').trim(),
      billId: r.billId ?? null,
      billCode: r.billCode ?? null,
      goodsId: r.goodsId ?? null,
      attrs: attributes.map((a) => ({
        attrCode: a.attrCode,
        attrName: a.attrName,
        value: (r.attrs?.[a.attrCode] ?? '').trim(),
      })),
      price: blank(r.price),
      total_weight: blank(r.total_weight),
      weight_unit: r.weight_unit ?? null,
      total_quantity: blank(r.total_quantity),
      number_unit: r.number_unit ?? null,
      totalPrice: null,
    };
    return { ...row, totalPrice: rowTotal(row, pricingMode).toFixed(2) };
  });

/** The stored product rows back in the table (editing a contract). */
export const fromProductRows = (rows: ProductRow[]): RowValues[] =>
  rows.map((r) => ({
    key: r.billId ? `bill-${r.billId}` : r.goodsId ? `goods-${r.goodsId}` : newKey(),
    name: r.name,
    billId: r.billId,
    billCode: r.billCode,
    goodsId: r.goodsId,
    attrs: Object.fromEntries(r.attrs.map((a) => [a.attrCode, a.value])),
    price: r.price ?? undefined,
    total_weight: r.total_weight ?? undefined,
    weight_unit: r.weight_unit,
    total_quantity: r.total_quantity ?? undefined,
    number_unit: r.number_unit,
  }));
