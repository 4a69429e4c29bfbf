import { z } from 'zod';
import { idString, pageOf } from '../shared/envelope';
import { idField, idQuery } from '../shared/ids';
import { pageQuery } from '../shared/paging';
import { defineRoute, idsInput } from '../shared/route';
import { lineText } from '../shared/text';
import {
  attributeRecord,
  bankMaterialDetailRecord,
  financingGoodsDetail,
  financingGoodsRecord,
  frontGoodsInfo,
  fullAttrList,
  materialDetail,
  materialInUseAnswer,
  materialOption,
  materialRecord,
  materialRemoveResult,
  materialWithAttributes,
} from './answers';
import { baseMaterialForm, materialStatusBody } from './base-material';
import { bankMaterialDetailForm, financingGoodsForm } from './financing';

const FLRK = '/api/kc-flrk';
const MATERIAL = `${FLRK}/basematerial`;
const BANK_DETAIL = `${FLRK}/baseMaterialDetail`;
const FINANCING = `${FLRK}/financingGoods`;

const blankToUndefined = (v: unknown) => (v === '' || v == null ? undefined : v);
const optional = (label: string, max: number) =>
  z.preprocess(blankToUndefined, lineText(label).trim().max(max).optional());
const optionalId = z.preprocess(blankToUndefined, idField.optional());

export const materialPageQuery = pageQuery.extend({ code: optional('类别编码', 50), name: optional('类别名称', 200) });
export const fullAttrQuery = z.object({
  materialId: optionalId,
  type: z.preprocess(
    (v) => (v === '' || v == null ? undefined : Number(v)),
    z.union([z.literal(0), z.literal(1)]).optional(),
  ),
});

/** Goods categories (仓储物类别, spec 1 §3, §5, §8; spec 3 §9): the platform keeps them, every screen reads them. */
export const baseMaterialRoutes = {
  page: defineRoute({
    method: 'GET',
    path: `${MATERIAL}/page`,
    query: materialPageQuery,
    answer: pageOf(materialRecord),
  }),
  detail: defineRoute({ method: 'GET', path: `${MATERIAL}/detail`, query: idQuery, answer: materialDetail }),
  submit: defineRoute({ method: 'POST', path: `${MATERIAL}/submit`, body: baseMaterialForm, answer: idString }),
  inUse: defineRoute({
    method: 'GET',
    path: `${MATERIAL}/checkMaterialInInput`,
    query: idQuery,
    answer: materialInUseAnswer,
  }),
  /** true, or data 402 (MATERIAL_IN_USE) in a code 200 answer when an inbound order uses a category. */
  remove: defineRoute({ method: 'POST', path: `${MATERIAL}/remove`, ...idsInput, answer: materialRemoveResult }),
  updateStatus: defineRoute({
    method: 'POST',
    path: `${MATERIAL}/updateStatus`,
    body: materialStatusBody,
    answer: z.literal(true),
  }),
  listAll: defineRoute({ method: 'GET', path: `${MATERIAL}/listAll`, answer: z.array(materialOption) }),
  fullAttrList: defineRoute({
    method: 'GET',
    path: `${MATERIAL}/fullAttrList`,
    query: fullAttrQuery,
    answer: fullAttrList,
  }),
  forInputOrder: defineRoute({
    method: 'GET',
    path: `${MATERIAL}/findBaseMaterialListForInputOrder`,
    answer: z.array(materialWithAttributes),
  }),
} as const;

/** A bank's own name, code, sort and status for each category (materialDetail; spec 1 §3). */
export const bankMaterialDetailRoutes = {
  list: defineRoute({
    method: 'GET',
    path: `${BANK_DETAIL}/list`,
    query: pageQuery.extend({ materialId: optionalId }),
    answer: pageOf(bankMaterialDetailRecord),
  }),
  detail: defineRoute({
    method: 'GET',
    path: `${BANK_DETAIL}/detail`,
    query: idQuery,
    answer: bankMaterialDetailRecord,
  }),
  submit: defineRoute({
    method: 'POST',
    path: `${BANK_DETAIL}/submit`,
    body: bankMaterialDetailForm,
    answer: idString,
  }),
  remove: defineRoute({ method: 'POST', path: `${BANK_DETAIL}/remove`, ...idsInput, answer: z.literal(true) }),
  ofBank: defineRoute({
    method: 'GET',
    path: `${BANK_DETAIL}/bankMaterialDetailList`,
    query: z.object({ bankEnterpriseId: optionalId }),
    answer: z.array(bankMaterialDetailRecord),
  }),
  ofMaterial: defineRoute({
    method: 'GET',
    path: `${BANK_DETAIL}/findBankMaterialDetailList`,
    query: z.object({ materialId: idField }),
    answer: z.array(bankMaterialDetailRecord),
  }),
} as const;

/** A bank's financing goods (融资货物, spec 1 §3) and the categories each covers. */
export const financingGoodsRoutes = {
  list: defineRoute({
    method: 'GET',
    path: `${FINANCING}/list`,
    query: pageQuery.extend({ bankEnterpriseId: optionalId, materialId: optionalId }),
    answer: pageOf(financingGoodsRecord),
  }),
  detail: defineRoute({ method: 'GET', path: `${FINANCING}/detail`, query: idQuery, answer: financingGoodsDetail }),
  submit: defineRoute({ method: 'POST', path: `${FINANCING}/submit`, body: financingGoodsForm, answer: idString }),
  remove: defineRoute({ method: 'POST', path: `${FINANCING}/remove`, ...idsInput, answer: z.literal(true) }),
  ofBank: defineRoute({
    method: 'GET',
    path: `${FLRK}/baseBankInfo/getListByEnterpriseId`,
    query: z.object({ enterpriseId: optionalId }),
    answer: z.array(financingGoodsDetail),
  }),
} as const;

const FRONT = '/api/kc-flrk/v1/frontApi/goods';
const materialIdInput = z.object({ materialId: idField });

/** The front goods pages (v1/frontApi/goods): a category's receipt attributes, its goods, the followed categories. */
export const frontGoodsRoutes = {
  attributes: defineRoute({
    method: 'GET',
    path: `${FRONT}/findMaterialAttributeList`,
    query: materialIdInput,
    answer: z.array(attributeRecord),
  }),
  goodsOfMaterial: defineRoute({
    method: 'GET',
    path: `${FRONT}/findGoodsInfoForFrontByMaterialId`,
    query: materialIdInput,
    answer: frontGoodsInfo,
  }),
  category: defineRoute({
    method: 'GET',
    path: `${FRONT}/findGoodsInfoDetailForFront`,
    query: idQuery,
    answer: materialWithAttributes,
  }),
  follow: defineRoute({
    method: 'POST',
    path: `${FRONT}/saveAttentionInfo`,
    body: materialIdInput,
    answer: z.literal(true),
  }),
  unfollow: defineRoute({
    method: 'POST',
    path: `${FRONT}/deleteAttention`,
    body: materialIdInput,
    answer: z.literal(true),
  }),
} as const;
