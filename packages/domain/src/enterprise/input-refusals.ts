import { defineRefusals } from '../shared/errors';
import { enterpriseMessages } from './enterprise';
import { sealMessages } from './seal';

/**
 * The input rules of this module (spec messages its schemas give): a schema refusing an input with one of these
 * messages answers its reason instead of `request.invalid` (shared/errors.ts inputReasonOf), and every one is in
 * the OpenAPI document's `x-refusals`. `npm run check` (scripts/checks/input-reasons.ts) finds any schema message
 * of the domain without a rule here or in another table.
 */
export const enterpriseInputRefusals = defineRefusals('enterprise', {
  charactersInvalid: [400, enterpriseMessages.illegalChars],
  dateInvalid: [400, '日期格式应为 yyyy-MM-dd'],
  identityNumberInvalid: [400, enterpriseMessages.identityNumberInvalid],
  phoneInvalid: [400, enterpriseMessages.phoneInvalid],
  emailInvalid: [400, enterpriseMessages.emailInvalid],
  creditCodeRequired: [400, enterpriseMessages.creditCodeRequired],
  regionRequired: [400, enterpriseMessages.addressRequired],
  addressDetailRequired: [400, enterpriseMessages.addressDetailRequired],
  legalPersonRequired: [400, enterpriseMessages.corporateInfoRequired],
  identityNumberRequired: [400, enterpriseMessages.identityNumberRequired],
  legalPhoneRequired: [400, enterpriseMessages.corporatePhoneRequired],
  contactNameRequired: [400, enterpriseMessages.contactsNameRequired],
  contactPhoneRequired: [400, enterpriseMessages.contactsPhoneRequired],
  contactEmailRequired: [400, enterpriseMessages.contactsEmailRequired],
  licenceRequired: [400, enterpriseMessages.licenceRequired],
  idFrontRequired: [400, enterpriseMessages.idFrontRequired],
  reviewReasonRequired: [400, enterpriseMessages.rejectReasonRequired],
  autoSignInvalid: [400, sealMessages.autoSignInvalid],
  sealFlowRequired: [400, sealMessages.noFlow],
  sealBankRequired: [400, sealMessages.bankNameRequired],
  sealBankAccountRequired: [400, sealMessages.bankAccountRequired],
  operatorNameRequired: [400, sealMessages.operatorNameRequired],
  operatorIdRequired: [400, sealMessages.operatorIdRequired],
  mobileRequired: [400, sealMessages.phoneRequired],
  mobileTooShort: [400, sealMessages.phoneMin],
  mobileInvalid: [400, sealMessages.mobileInvalid],
  agreementRequired: [400, sealMessages.agreementRequired],
  smsCodeRequired: [400, sealMessages.smsCodeRequired],
  randomAmountRequired: [400, sealMessages.amountRequired],
  randomAmountInvalid: [400, sealMessages.amountInvalid],
  /** The enterprise selects' `type` filter (getWarehouseComp, list): a dictionary code of digits. */
  typeInvalid: [400, '企业类型格式错误'],
});
