import { inputRefusal } from '@kc/domain';
import {
  type ContractInfo,
  contractInfo,
  type ProductRow,
  contractRefusals as refuse,
} from '@kc/domain/contract/contract';
import { moneyText, rowTotal } from '@kc/domain/contract/fees';
import { ProductForm } from '@kc/domain/contract/status';
import { ReceiptStatus } from '@kc/domain/receipt/status';
import type { DbOrTx } from '../../platform/db/client';
import { tenantReceipts } from '../receipt';
import { isReceiptPledged } from './contract-lookups';
import { approvedListingsOf } from './trade-goods-lookup';

/**
 * spec 2 §3 contractInfo arrives as a JSON string (an object is accepted too): not JSON → infoNotJson; then the
 * wizard's schema, whose first broken rule's message (the spec's words) is the refusal.
 */
export const parseContractInfo = (raw: string | Record<string, unknown>): ContractInfo => {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw refuse.infoNotJson();
    }
  }
  if (value == null || typeof value !== 'object' || Array.isArray(value)) throw refuse.infoNotJson();
  const parsed = contractInfo.safeParse(value);
  // Each rule answers its own reason (contract.signing_date_required, …), as a schema on the route would.
  if (!parsed.success)
    throw inputRefusal(parsed.error.issues[0]?.message ?? '合同内容有误', 'contract', refuse.invalidForm);
  return parsed.data;
};

const attrsOf = (attrs: { attrCode: string; attrName: string; value: string }[]) =>
  attrs.map((a) => ({ attrCode: a.attrCode, attrName: a.attrName, value: String(a.value ?? '') }));

/**
 * A receipt row's attributes: the receipt's own values stand (a client cannot change them); a contract attribute
 * the receipt does not carry, or carries empty, keeps what the user typed in the wizard's cell (spec 2 §5: each
 * attribute cell is required, so the user fills it).
 */
const receiptRowAttrs = (
  own: { attrCode: string; attrName: string; value: string }[],
  typed: readonly { attrCode: string; attrName: string; value: string }[],
) => {
  const fromReceipt = attrsOf(own);
  const carried = new Set(fromReceipt.filter((a) => a.value).map((a) => a.attrCode));
  const typedByCode = new Map(typed.map((a) => [a.attrCode, a]));
  return [
    ...fromReceipt.map((a) => (a.value ? a : (typedByCode.get(a.attrCode) ?? a))),
    ...typed.filter((a) => !carried.has(a.attrCode) && !fromReceipt.some((r) => r.attrCode === a.attrCode)),
  ];
};

export type NormalizedRows = { rows: ProductRow[]; billIds: string[]; warehouseIds: string[] };

/**
 * The product rows as the server keeps them (spec 2 §2 Step 2): a receipt row must be the shipper's own receipt in
 * effect, of the category, not frozen or pledged, and takes the receipt's own code, weight, quantity, units and
 * attributes (the client's figures for those are replaced); a listing row must be the shipper's approved listing
 * of the category and takes its name and units; every row's totalPrice is recomputed.
 */
export const normalizeRows = async (
  db: DbOrTx,
  input: { tenantId: string; shipperId: string; materialId: string; productForm: number; pricingMode: number },
  rows: readonly ProductRow[],
): Promise<NormalizedRows> => {
  const withTotal = (r: ProductRow): ProductRow => ({ ...r, totalPrice: moneyText(rowTotal(r, input.pricingMode)) });

  if (input.productForm === ProductForm.receipt) {
    const billIds = rows.map((r) => r.billId!);
    const found = await tenantReceipts(db, input.tenantId, billIds);
    const byId = new Map(found.map((r) => [r.id, r]));
    const seen = new Set<string>();
    const out = rows.map((row) => {
      const r = byId.get(row.billId!);
      const label = r?.code ?? row.billCode ?? row.billId!;
      if (
        !r ||
        seen.has(r.id) ||
        r.cargoOwnerId !== input.shipperId ||
        r.status !== ReceiptStatus.inEffect ||
        r.materialId !== input.materialId ||
        isReceiptPledged(r)
      ) {
        throw refuse.receiptUnavailable(label);
      }
      seen.add(r.id);
      return withTotal({
        ...row,
        name: row.name || r.materialName,
        billCode: r.code,
        goodsId: null,
        attrs: receiptRowAttrs(r.attrs, row.attrs),
        total_weight: r.totalWeight,
        weight_unit: r.weightUnit,
        total_quantity: r.totalQuantity,
        number_unit: r.numberUnit,
      });
    });
    return { rows: out, billIds: [...seen], warehouseIds: [...new Set(found.map((r) => r.warehouseId))] };
  }

  if (input.productForm === ProductForm.listing) {
    const listings = await approvedListingsOf(db, {
      tenantId: input.tenantId,
      enterpriseId: input.shipperId,
      materialId: input.materialId,
      ids: [...new Set(rows.map((r) => r.goodsId!))],
    });
    const out = rows.map((row) => {
      const g = listings.get(row.goodsId!);
      if (!g) throw refuse.listingUnavailable(row.name || row.goodsId!);
      return withTotal({
        ...row,
        name: g.name,
        billId: null,
        billCode: null,
        weight_unit: g.weightUnit ?? row.weight_unit,
        number_unit: g.numberUnit ?? row.number_unit,
      });
    });
    return { rows: out, billIds: [], warehouseIds: [] };
  }

  return {
    rows: rows.map((r) => withTotal({ ...r, billId: null, billCode: null, goodsId: null })),
    billIds: [],
    warehouseIds: [],
  };
};
