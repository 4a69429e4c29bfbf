import { defineRefusals } from '../shared/errors';
import { profileMessages } from './profile';
import { userMessages } from './user';

/**
 * The input rules of this module (spec messages its schemas give): a schema refusing an input with one of these
 * messages answers its reason instead of `request.invalid` (shared/errors.ts inputReasonOf), and every one is in
 * the OpenAPI document's `x-refusals`. `npm run check` (scripts/checks/input-reasons.ts) finds any schema message
 * of the domain without a rule here or in another table.
 */
export const userInputRefusals = defineRefusals('user', {
  newPasswordsDiffer: [400, profileMessages.passwordMismatch],
  oldPasswordRequired: [400, profileMessages.oldPasswordRequired],
  passwordFormat: [400, profileMessages.passwordFormat],
  newPasswordRequired: [400, profileMessages.newPasswordRequired],
  confirmPasswordRequired: [400, profileMessages.newPassword1Required],
  nameRequired: [400, profileMessages.realNameRequired],
  phoneInvalid: [400, profileMessages.phoneInvalid],
  emailInvalid: [400, profileMessages.emailInvalid],
  passwordLength: [400, profileMessages.passwordLength],
  accountRequired: [400, userMessages.accountRequired],
  accountInvalid: [400, userMessages.accountChars],
  passwordRequired: [400, userMessages.passwordRequired],
  password2Required: [400, userMessages.password2Required],
  passwordsDiffer: [400, userMessages.passwordMismatch],
  realNameRequired: [400, userMessages.realNameRequired],
  userTypeRequired: [400, userMessages.userTypeRequired],
  deptRequired: [400, userMessages.deptRequired],
  rolesRequired: [400, userMessages.roleRequired],
  enterpriseInvalid: [400, userMessages.postInvalid],
  tenantInvalid: [400, '租户编号格式错误'],
  statusInvalid: [400, userMessages.statusInvalid],
});
