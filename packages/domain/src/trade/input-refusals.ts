import { defineRefusals } from '../shared/errors';
import { demandMessages } from './demand';
import { figureMessages } from './figures';
import { listingMessages } from './listing';

/**
 * The input rules of this module (spec messages its schemas give): a schema refusing an input with one of these
 * messages answers its reason instead of `request.invalid` (shared/errors.ts inputReasonOf), and every one is in
 * the OpenAPI document's `x-refusals`. `npm run check` (scripts/checks/input-reasons.ts) finds any schema message
 * of the domain without a rule here or in another table.
 */
export const tradeInputRefusals = defineRefusals('trade', {
  contactRequired: [400, demandMessages.contactNameRequired],
  contactPhoneRequired: [400, demandMessages.contactPhoneRequired],
  contactPhoneInvalid: [400, demandMessages.contactPhoneInvalid],
  categoryRequired: [400, demandMessages.materialRequired],
  goodsNameRequired: [400, listingMessages.nameRequired],
  attrCodeRequired: [400, figureMessages.attrCodeRequired],
  priceInvalid: [400, figureMessages.priceInvalid],
  validUntilRequired: [400, demandMessages.validUntilRequired],
  validUntilFormat: [400, demandMessages.validUntilInvalid],
  validUntilPast: [400, demandMessages.validUntilPast],
  figuresRequired: [400, demandMessages.figuresRequired],
  auditStatusRequired: [400, listingMessages.auditStatusRequired],
  opinionRequired: [400, listingMessages.opinionRequired],
  sourceRequired: [400, listingMessages.sourceRequired],
  receiptRequired: [400, listingMessages.receiptRequired],
  attrDuplicate: [400, (attrCode: string) => `属性 [${attrCode}] 重复`],
});
