import { defineRefusals } from '../shared/errors';
import { miniProgramInputMessages as m } from './mini-program';

/**
 * The input rules of this module (spec messages its schemas give): a schema refusing an input with one of these
 * messages answers its reason instead of `request.invalid` (shared/errors.ts inputReasonOf), and every one is in
 * the OpenAPI document's `x-refusals`. `npm run check` (scripts/checks/input-reasons.ts) finds any schema message
 * of the domain without a rule here or in another table.
 */
export const miniProgramInputRefusals = defineRefusals('mini_program', {
  tokenRequired: [400, m.tokenRequired],
  bussIdRequired: [400, m.bussIdRequired],
  bussIdTooLong: [400, m.bussIdTooLong],
  bussTypeUnknown: [400, m.bussTypeUnknown],
  lifetimeUnknown: [400, m.lifetimeUnknown],
  businessRequired: [400, m.businessRequired],
});
