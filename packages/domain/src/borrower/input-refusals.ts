import { defineRefusals } from '../shared/errors';
import { borrowerMessages as m } from './borrower';

/** The input rules of the borrower forms: a refused input answers its reason (shared/errors.ts inputReasonOf). */
export const borrowerInputRefusals = defineRefusals('borrower', {
  nameRequired: [400, m.nameRequired],
  identityRequired: [400, m.identityRequired],
  identityInvalid: [400, m.identityInvalid],
  phoneRequired: [400, m.phoneRequired],
  phoneInvalid: [400, m.phoneInvalid],
  periodRequired: [400, m.periodRequired],
  addressRequired: [400, m.addressRequired],
  addressDetailRequired: [400, m.addressDetailRequired],
  residenceRequired: [400, m.residenceRequired],
  residenceDetailRequired: [400, m.residenceDetailRequired],
  maritalRequired: [400, m.maritalRequired],
  relationshipRequired: [400, m.relationshipRequired],
  borrowerRequired: [400, m.borrowerRequired],
  idcardFrontRequired: [400, m.idcardFrontRequired],
  idcardBackRequired: [400, m.idcardBackRequired],
  materialLimit: [400, m.materialLimit],
});
