import { defineRefusals } from '../shared/errors';
import { creditContractMessages } from './credit-contract';

/** The input rules of this module (spec 2 §5 "Credit contract and bank selection", the phone signing page). */
export const creditContractInputRefusals = defineRefusals('credit_contract', {
  associationTypeInvalid: [400, '关联类型有误'],
  bankRequired: [400, creditContractMessages.bankRequired],
  accountRequired: [400, creditContractMessages.accountRequired],
  accountDigits: [400, '开户银行账号只能包含数字'],
  tokenFormat: [400, creditContractMessages.tokenFormat],
  codeRequired: [400, creditContractMessages.codeRequired],
});
