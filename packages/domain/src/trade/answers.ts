import { z } from 'zod';
import { dateTimeText, decimalText, idString } from '../shared/envelope';

/** The answers of the listed-goods and demand calls (trade/goods, trade/demand): what each route sends. */

/** An attribute of a listing or demand: the category's trade attribute and its value. */
export const tradeAttrAnswer = z.object({ attrCode: z.string(), attrName: z.string(), value: z.string() });
export type TradeAttrAnswer = z.infer<typeof tradeAttrAnswer>;

/** A listing (上架货物) as the list, the detail and the audit page show it. */
export const listingRecord = z.object({
  id: idString,
  supplierId: idString,
  supplierName: z.string().nullable(),
  materialId: idString,
  materialName: z.string().nullable(),
  /** 0 by weight, 1 by count (the category's) */
  pricingMode: z.number().int(),
  /** 0 a receipt in effect, 1 own stock */
  source: z.number().int(),
  sourceName: z.string(),
  billId: idString.nullable(),
  billCode: z.string().nullable(),
  name: z.string(),
  attrs: z.array(tradeAttrAnswer),
  /** 2 decimals */
  price: decimalText,
  /** up to 5 decimals, trailing zeros dropped */
  totalWeight: decimalText,
  weightUnit: z.string().nullable(),
  weightUnitName: z.string(),
  totalQuantity: decimalText,
  numberUnit: z.string().nullable(),
  numberUnitName: z.string(),
  remark: z.string().nullable(),
  /** ListingStatus: 1 awaiting audit, 2 approved (on the shelf), 3 rejected, 4 off the shelf */
  auditStatus: z.number().int(),
  auditStatusName: z.string(),
  auditOpinion: z.string().nullable(),
  auditTime: dateTimeText,
  auditor: z.string().nullable(),
  submitTime: dateTimeText,
  createTime: dateTimeText,
});
export type ListingRecord = z.infer<typeof listingRecord>;

/** trade/goods/front: an approved listing on the front goods page (who sells it, not how to reach them). */
export const frontListing = listingRecord.pick({
  id: true,
  supplierName: true,
  materialId: true,
  materialName: true,
  pricingMode: true,
  source: true,
  sourceName: true,
  billCode: true,
  name: true,
  attrs: true,
  price: true,
  totalWeight: true,
  weightUnit: true,
  weightUnitName: true,
  totalQuantity: true,
  numberUnit: true,
  numberUnitName: true,
  auditTime: true,
});
export type FrontListing = z.infer<typeof frontListing>;

/**
 * trade/goods/listForContract: the caller's approved listings, as contract wizard step 2 takes them (spec 2 §5:
 * row total = price × totalWeight when pricingMode is 0, × totalQuantity when 1).
 */
export const contractListing = z.object({
  id: idString,
  name: z.string(),
  attrs: z.array(tradeAttrAnswer),
  price: decimalText,
  totalWeight: decimalText,
  weightUnit: z.string().nullable(),
  totalQuantity: decimalText,
  numberUnit: z.string().nullable(),
  billId: idString.nullable(),
  billCode: z.string().nullable(),
  materialId: idString,
  pricingMode: z.number().int(),
});
export type ContractListing = z.infer<typeof contractListing>;

/** trade/goods/myReceipts: a receipt in effect of the caller's, not listed yet, to list from. */
export const listableReceipt = z.object({
  id: idString,
  code: z.string(),
  materialId: idString,
  materialName: z.string(),
  warehouseName: z.string().nullable(),
  totalWeight: decimalText,
  weightUnit: z.string().nullable(),
  totalQuantity: decimalText,
  numberUnit: z.string().nullable(),
  attrs: z.array(tradeAttrAnswer),
});
export type ListableReceipt = z.infer<typeof listableReceipt>;

/** A demand (求购) as the list and the detail show it. */
export const demandRecord = z.object({
  id: idString,
  buyerId: idString,
  buyerName: z.string().nullable(),
  materialId: idString,
  materialName: z.string().nullable(),
  pricingMode: z.number().int(),
  name: z.string(),
  attrs: z.array(tradeAttrAnswer),
  totalWeight: decimalText.nullable(),
  weightUnit: z.string().nullable(),
  weightUnitName: z.string(),
  totalQuantity: decimalText.nullable(),
  numberUnit: z.string().nullable(),
  numberUnitName: z.string(),
  price: decimalText.nullable(),
  contactName: z.string(),
  contactPhone: z.string(),
  remark: z.string().nullable(),
  /** yyyy-MM-dd */
  validUntil: z.string(),
  /** DemandStatus: 1 open, 2 closed */
  status: z.number().int(),
  statusName: z.string(),
  /** open but past its valid-until date */
  expired: z.boolean(),
  closeTime: dateTimeText,
  createTime: dateTimeText,
});
export type DemandRecord = z.infer<typeof demandRecord>;

export const tradeIdAnswer = z.object({ id: idString });

/** A save's answer with the listing's or demand's status after it (a listing waits for audit, a demand is open). */
export const tradeMoveAnswer = tradeIdAnswer.extend({ status: z.number().int() });
export type TradeMoveAnswer = z.infer<typeof tradeMoveAnswer>;
