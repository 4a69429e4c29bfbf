import { z } from 'zod';
import { dateTimeText, decimalText, idString } from '../shared/envelope';
import { MATERIAL_IN_USE } from './base-material';

/** The answers of the goods catalogue calls (spec 1 §3–§9, spec 3 §9): what each route sends, field by field. */

/** A goods category (仓储物类别) as the page, the detail and the front pages show it. */
export const materialRecord = z.object({
  id: idString,
  code: z.string(),
  name: z.string(),
  /** 0 by weight, 1 by count */
  pricingMode: z.number().int(),
  ccbType: z.string().nullable(),
  weightUnit: z.string().nullable(),
  numberUnit: z.string().nullable(),
  sort: z.number().int(),
  /** 0 disabled, 1 normal, 2 hidden */
  status: z.number().int(),
  reviewerReason: z.string().nullable(),
  createTime: dateTimeText,
});
export type MaterialRecord = z.infer<typeof materialRecord>;

/** basematerial/listAll: the normal categories for selects. */
export const materialOption = materialRecord.pick({
  id: true,
  code: true,
  name: true,
  pricingMode: true,
  weightUnit: true,
  numberUnit: true,
  status: true,
});
export type MaterialOption = z.infer<typeof materialOption>;

/** A new category's attribute row (fullAttrList without materialId): the common templates with default flags. */
export const attributeTemplate = z.object({
  attrCode: z.string(),
  attrName: z.string(),
  /** 0 common, 1 extra */
  attrType: z.number().int(),
  isShow: z.number().int(),
  isTrade: z.number().int(),
  isContract: z.number().int(),
  isStorage: z.number().int(),
  isSplit: z.number().int(),
  isHome: z.number().int(),
  isPickup: z.number().int(),
  sort: z.number().int(),
});

/** A category's stored attribute. */
export const attributeRecord = attributeTemplate.extend({
  id: idString,
  materialId: idString,
  status: z.number().int(),
});
export type AttributeRecord = z.infer<typeof attributeRecord>;

/** basematerial/detail: the category with its common (attrType 0) and extra (attrType 1) attributes. */
export const materialDetail = materialRecord.extend({
  commonAttributeList: z.array(attributeRecord),
  baseMaterialAttributeList: z.array(attributeRecord),
});

/** A category with some of its attributes (the inbound order's storage attributes, the front detail's all). */
export const materialWithAttributes = materialRecord.extend({ attrList: z.array(attributeRecord) });

/** fullAttrList: a category's attributes, or without materialId the templates of a new category. */
export const fullAttrList = z.array(z.union([attributeRecord, attributeTemplate]));

/** checkMaterialInInput: 402 when an inbound order uses the category, else 200 (spec 1 §8). */
export const materialInUseAnswer = z.union([z.literal(MATERIAL_IN_USE), z.literal(200)]);

/** basematerial/remove: true, or data 402 in a code 200 answer when a category is in use (nothing removed). */
export const materialRemoveResult = z.union([z.literal(true), z.literal(MATERIAL_IN_USE)]);

/** A bank's own name, code, sort and status for one category (baseMaterialDetail). */
export const bankMaterialDetailRecord = z.object({
  id: idString,
  materialId: idString,
  materialName: z.string(),
  bankEnterpriseId: idString,
  bankName: z.string().nullable(),
  name: z.string(),
  code: z.string(),
  sort: z.number().int(),
  status: z.number().int(),
});
export type BankMaterialDetailRecord = z.infer<typeof bankMaterialDetailRecord>;

const financingGoodsBase = z.object({
  id: idString,
  bankEnterpriseId: idString,
  bankName: z.string().nullable(),
  code: z.string(),
  name: z.string(),
  /** 0 cotton, 1 yarn, 2 other */
  type: z.number().int(),
  pricingMode: z.number().int(),
  sort: z.number().int(),
  status: z.number().int(),
  createTime: dateTimeText,
});

/** A row of financingGoods/list: the names of the categories it covers, joined by commas. */
export const financingGoodsRecord = financingGoodsBase.extend({ materialNames: z.string() });
export type FinancingGoodsRecord = z.infer<typeof financingGoodsRecord>;

/** A category a financing goods covers, with its own code, name and sort. */
export const financingGoodsAttributeRecord = z.object({
  materialId: idString,
  materialName: z.string().nullable(),
  code: z.string().nullable(),
  name: z.string().nullable(),
  sort: z.number().int(),
});

/** financingGoods/detail and baseBankInfo/getListByEnterpriseId: the goods with the categories it covers. */
export const financingGoodsDetail = financingGoodsBase.extend({
  attributeList: z.array(financingGoodsAttributeRecord),
});
export type FinancingGoodsDetail = z.infer<typeof financingGoodsDetail>;

/** A receipt attribute as the receipt keeps it. */
export const frontGoodsAttr = z.object({
  attrCode: z.string(),
  attrName: z.string(),
  value: z.string(),
  isSplit: z.number().int(),
});

/** A receipt in effect of a category on the front goods page: where it is kept, how much, its attributes. */
export const frontGoodsRecord = z.object({
  id: idString,
  code: z.string(),
  warehouseName: z.string().nullable(),
  totalWeight: decimalText,
  weightUnit: z.string().nullable(),
  totalQuantity: decimalText,
  numberUnit: z.string().nullable(),
  attrs: z.array(frontGoodsAttr),
  /** ISO 8601 (as JSON writes a time), or null. */
  effectiveTime: z.string().nullable(),
  weightUnitName: z.string(),
  numberUnitName: z.string(),
});

/** findGoodsInfoForFrontByMaterialId: the category, its receipt attributes, its goods, and whether the user follows it. */
export const frontGoodsInfo = z.object({
  material: materialRecord,
  attrList: z.array(attributeRecord),
  goodsList: z.array(frontGoodsRecord),
  attention: z.boolean(),
});
