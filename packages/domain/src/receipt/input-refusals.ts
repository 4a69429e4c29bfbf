import { defineRefusals } from '../shared/errors';
import { receiptMessages } from './status';

/**
 * The input rules of this module (spec messages its schemas give): a schema refusing an input with one of these
 * messages answers its reason instead of `request.invalid` (shared/errors.ts inputReasonOf), and every one is in
 * the OpenAPI document's `x-refusals`. `npm run check` (scripts/checks/input-reasons.ts) finds any schema message
 * of the domain without a rule here or in another table.
 */
export const receiptInputRefusals = defineRefusals('receipt', {
  verifyTokenUnknown: [400, receiptMessages.notFound],
});
