import { defineRefusals } from '../shared/errors';
import { commonMessages } from '../shared/messages';
import { enterpriseMessages } from './enterprise';
import { sealMessages } from './seal';
import { participationMessages } from './status';

/** Every refusal of the enterprise form, its review and its participation in business (spec 1 §4, §5). */
export const enterpriseRefusals = defineRefusals('enterprise', {
  ownNotApproved: [403, participationMessages.ownNotApproved],
  notApproved: [400, participationMessages.notApproved],
  warehouseNotApproved: [400, participationMessages.warehouseNotApproved],
  shipperNotApproved: [400, participationMessages.shipperNotApproved],
  bankNotApproved: [400, participationMessages.bankNotApproved],
  noEnterprise: [400, enterpriseMessages.noEnterprise],
  /** The form's first failing field names itself (spec 1 §5); the message is the form schema's. */
  formInvalid: [400, (message: string) => message],
  nameRequired: [400, enterpriseMessages.nameRequired],
  personNameRequired: [400, enterpriseMessages.personNameRequired],
  typeRequired: [400, enterpriseMessages.typeRequired],
  pendingReadOnly: [409, enterpriseMessages.pendingReadOnly],
  creditCodeMismatch: [400, enterpriseMessages.creditCodeMismatch],
  imageUnavailable: [400, enterpriseMessages.imageUnavailable],
  copyNoneSelected: [400, commonMessages.selectAtLeastOne],
  copyApproved: [400, enterpriseMessages.copyApproved],
  copyEsign: [400, enterpriseMessages.copyEsign],
  copyNotOwner: [400, enterpriseMessages.copyNotOwner],
  copyNotGenerated: [400, enterpriseMessages.copyNotGenerated],
});

/** The participation messages a move may name for the other party, and their refusals. */
export type ParticipationMessage = Exclude<
  (typeof participationMessages)[keyof typeof participationMessages],
  typeof participationMessages.ownNotApproved
>;
export const participationRefusal = (message: ParticipationMessage) =>
  ({
    [participationMessages.notApproved]: enterpriseRefusals.notApproved,
    [participationMessages.warehouseNotApproved]: enterpriseRefusals.warehouseNotApproved,
    [participationMessages.shipperNotApproved]: enterpriseRefusals.shipperNotApproved,
    [participationMessages.bankNotApproved]: enterpriseRefusals.bankNotApproved,
  })[message]();

/** copyOwnerRefusal's message (spec 1 §5 copy to owner enterprise) as its refusal. */
export const copyOwnerRefusalOf = (message: string) => {
  const refuse = {
    [commonMessages.selectAtLeastOne]: enterpriseRefusals.copyNoneSelected,
    [enterpriseMessages.copyApproved]: enterpriseRefusals.copyApproved,
    [enterpriseMessages.copyEsign]: enterpriseRefusals.copyEsign,
    [enterpriseMessages.copyNotOwner]: enterpriseRefusals.copyNotOwner,
    [enterpriseMessages.copyNotGenerated]: enterpriseRefusals.copyNotGenerated,
  }[message];
  if (!refuse) throw new Error(`copyOwnerRefusal 的未知消息：${message}`);
  return refuse();
};

/** Every refusal of the e-sign application and the seal (spec 1 §4 E-sign status, §8). */
export const esignRefusals = defineRefusals('esign', {
  companyOnly: [400, sealMessages.companyOnly],
  personOnly: [400, sealMessages.personOnly],
  notApproved: [400, sealMessages.notApproved],
  applyNotAllowed: [400, sealMessages.applyNotAllowed],
  noFlow: [400, sealMessages.noFlow],
  smsCodeWrong: [400, sealMessages.smsCodeWrong],
  noSeal: [400, sealMessages.noSeal],
  sealPictureMissing: [400, sealMessages.sealPictureMissing],
  autoSignFailed: [400, sealMessages.autoSignFailed],
  sealImageFailed: [500, sealMessages.sealImageFailed],
});
