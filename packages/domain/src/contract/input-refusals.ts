import { defineRefusals } from '../shared/errors';
import { contractMessages } from './contract';
import { contractTemplateMessages } from './template';

/**
 * The input rules of this module (spec messages its schemas give): a schema refusing an input with one of these
 * messages answers its reason instead of `request.invalid` (shared/errors.ts inputReasonOf), and every one is in
 * the OpenAPI document's `x-refusals`. `npm run check` (scripts/checks/input-reasons.ts) finds any schema message
 * of the domain without a rule here or in another table.
 */
export const contractInputRefusals = defineRefusals('contract', {
  productFormRequired: [400, contractMessages.selectProductForm],
  tooManyProducts: [400, '产品最多500行'],
  signingDateRequired: [400, contractMessages.signingDate],
  signingAddressRequired: [400, contractMessages.signingAddress],
  amountInvalid: [400, contractMessages.amount],
  downpaymentRateInvalid: [400, contractMessages.downpaymentRate],
  proportionRateInvalid: [400, contractMessages.shareRange],
  startDateInvalid: [400, '开始日期格式错误'],
  endDateInvalid: [400, '结束日期格式错误'],
  verifyTokenUnknown: [400, '合同不存在'],
});

export const contractTemplateInputRefusals = defineRefusals('contract_template', {
  clauseTitleRequired: [400, contractTemplateMessages.clauseDisplayRequired],
  clauseContentRequired: [400, contractTemplateMessages.clauseContentRequired],
  nameRequired: [400, contractTemplateMessages.nameRequired],
  typeRequired: [400, contractTemplateMessages.templateTypeRequired],
  tooManyCategories: [400, contractTemplateMessages.materialsMax],
  clausesRequired: [400, contractTemplateMessages.clausesRequired],
  tooManyClauses: [400, contractTemplateMessages.clausesMax],
});
