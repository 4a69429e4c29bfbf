import { defineRefusals } from '../shared/errors';
import { billMoveMessages } from './bill-move';

/**
 * The input rules of this module (spec messages its schemas give): a schema refusing an input with one of these
 * messages answers its reason instead of `request.invalid` (shared/errors.ts inputReasonOf), and every one is in
 * the OpenAPI document's `x-refusals`. `npm run check` (scripts/checks/input-reasons.ts) finds any schema message
 * of the domain without a rule here or in another table.
 */
export const billMoveInputRefusals = defineRefusals('billMove', {
  reasonRequired: [400, billMoveMessages.reason],
  rejectReasonRequired: [400, billMoveMessages.rejectReason],
  toleranceRequired: [400, billMoveMessages.tolerance],
  toleranceInvalid: [400, billMoveMessages.toleranceRange],
  weightRequired: [400, billMoveMessages.weight],
  weightInvalid: [400, billMoveMessages.weightFormat],
  targetRequired: [400, billMoveMessages.selectTarget],
});
