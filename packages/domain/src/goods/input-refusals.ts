import { defineRefusals } from '../shared/errors';
import { baseMaterialMessages } from './base-material';
import { financingMessages } from './financing';
import { wmsMaterialMessages } from './wms-material';

/**
 * The input rules of this module (spec messages its schemas give): a schema refusing an input with one of these
 * messages answers its reason instead of `request.invalid` (shared/errors.ts inputReasonOf), and every one is in
 * the OpenAPI document's `x-refusals`. `npm run check` (scripts/checks/input-reasons.ts) finds any schema message
 * of the domain without a rule here or in another table.
 */
export const wmsMaterialInputRefusals = defineRefusals('wms_material', {
  selectAtLeastOne: [400, wmsMaterialMessages.selectRows],
  rowsRequired: [400, wmsMaterialMessages.oneRowAtLeast],
  rowRequired: [400, wmsMaterialMessages.rowRequired],
  codeDuplicate: [400, wmsMaterialMessages.duplicateCode],
});

export const goodsInputRefusals = defineRefusals('goods', {
  attrCodeRequired: [400, baseMaterialMessages.attrCodeRequired],
  attrNameRequired: [400, baseMaterialMessages.attrNameRequired],
  receiptFlagRequired: [400, '请选择仓单属性'],
  tradeFlagRequired: [400, '请选择交易属性'],
  contractFlagRequired: [400, '请选择合同属性'],
  storageFlagRequired: [400, '请选择仓储属性'],
  splitFlagRequired: [400, '请选择拆单属性'],
  homeFlagRequired: [400, '请选择首页展示'],
  pickupFlagRequired: [400, '请选择提货属性'],
  sortMissing: [400, baseMaterialMessages.attrSortRequired],
  sortInvalid: [400, baseMaterialMessages.sortInvalid],
  nameRequired: [400, baseMaterialMessages.nameRequired],
  codeRequired: [400, baseMaterialMessages.codeRequired],
  pricingModeRequired: [400, baseMaterialMessages.pricingModeRequired],
  sortRequired: [400, baseMaterialMessages.sortRequired],
  statusRequired: [400, baseMaterialMessages.statusRequired],
  bankNameRequired: [400, financingMessages.nameRequired],
  bankCodeRequired: [400, financingMessages.codeRequired],
  categoryRequired: [400, financingMessages.materialRequired],
  financingTypeRequired: [400, financingMessages.typeRequired],
  financingCategoriesRequired: [400, financingMessages.attributesRequired],
  attrCodeDuplicate: [400, baseMaterialMessages.attrCodeDuplicate],
});
