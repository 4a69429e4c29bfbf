import { z } from 'zod';
import { dateTimeText, idString, linkText } from '../shared/envelope';
import { BORROWER_MATERIAL_KINDS } from './status';

/** The answers of the borrower calls (kc-financeInfo/borrower/*, coBorrower/*), field by field. */

const realName = {
  /** RealNameStatus 0–3 (status.ts) */
  realNameStatus: z.number().int(),
  realNameStatusName: z.string(),
  /** the provider's reason at 3 (a tooltip) */
  realNameResult: z.string().nullable(),
};

/**
 * A borrower row. identityNumber and phone are masked in every list; whole only in the detail for those entitled
 * (the borrower's shipper's users and the platform). shipperId is left out for userType 2 (spec 1 §1).
 */
export const borrowerRecord = z.object({
  id: idString,
  code: z.string(),
  name: z.string(),
  phone: z.string(),
  identityNumber: z.string(),
  maritalStatus: z.string(),
  maritalStatusName: z.string(),
  shipperId: idString.optional(),
  shipperName: z.string().nullable(),
  ...realName,
  coBorrowerCount: z.number().int(),
  createTime: dateTimeText,
});
export type BorrowerRecord = z.infer<typeof borrowerRecord>;

export const borrowerDetail = borrowerRecord.extend({
  periodValidity: z.string(),
  address: z.string(),
  addressName: z.string(),
  addressDetail: z.string(),
  residenceAddress: z.string(),
  residenceAddressName: z.string(),
  residenceAddressDetail: z.string(),
  idcardFront: idString.nullable(),
  idcardBack: idString.nullable(),
  idcardFrontAttach: z.object({ link: linkText.nullable() }),
  idcardBackAttach: z.object({ link: linkText.nullable() }),
  /** whether the caller sees the whole ID number and phone */
  unmasked: z.boolean(),
});
export type BorrowerDetail = z.infer<typeof borrowerDetail>;

export const coBorrowerRecord = z.object({
  id: idString,
  borrowerId: idString,
  borrowerName: z.string(),
  name: z.string(),
  phone: z.string(),
  identityNumber: z.string(),
  relationship: z.string(),
  relationshipName: z.string(),
  shipperId: idString.optional(),
  ...realName,
  createTime: dateTimeText,
});
export type CoBorrowerRecord = z.infer<typeof coBorrowerRecord>;

export const coBorrowerDetail = coBorrowerRecord.extend({
  idcardFront: idString.nullable(),
  idcardBack: idString.nullable(),
  idcardFrontAttach: z.object({ link: linkText.nullable() }),
  idcardBackAttach: z.object({ link: linkText.nullable() }),
  unmasked: z.boolean(),
});
export type CoBorrowerDetail = z.infer<typeof coBorrowerDetail>;

/** detailMore / getBorrowerDetailMore: the borrower with its co-borrowers. */
export const borrowerDetailMore = borrowerDetail.extend({ coBorrowers: z.array(coBorrowerDetail) });
export type BorrowerDetailMore = z.infer<typeof borrowerDetailMore>;

/** getObtainBorrowerInformation: the caller's borrowers with their co-borrowers, masked (the customer wizard). */
export const obtainedBorrower = borrowerRecord.extend({ coBorrowers: z.array(coBorrowerRecord) });
export type ObtainedBorrower = z.infer<typeof obtainedBorrower>;

export const materialFile = z.object({
  id: idString,
  name: z.string(),
  size: z.number().int(),
  url: linkText.nullable(),
});
export type MaterialFile = z.infer<typeof materialFile>;

/** borrowerMaterialsGetByBorrowerId: each of the 18 kinds with its files. */
export const borrowerMaterialsAnswer = z.object({
  borrowerId: idString,
  shipperId: idString.optional(),
  kinds: z.array(
    z.object({
      kind: z.enum(BORROWER_MATERIAL_KINDS.map(([k]) => k)),
      label: z.string(),
      files: z.array(materialFile),
    }),
  ),
});
export type BorrowerMaterialsAnswer = z.infer<typeof borrowerMaterialsAnswer>;

/** realNameAuthentication / realNameAuthenticationSearch: the status after the call. */
export const realNameAnswer = z.object({ id: idString, ...realName });
export type RealNameAnswer = z.infer<typeof realNameAnswer>;

/** The identity sandbox console: a request the provider holds. */
export const identitySandboxRequest = z.object({
  ref: z.string(),
  name: z.string(),
  identityNumber: z.string(),
  /** 'pending' | 'passed' | 'rejected' */
  status: z.string(),
  reason: z.string().nullable(),
  hasPhoto: z.boolean(),
  delivered: z.boolean(),
  createTime: dateTimeText,
});
export type IdentitySandboxRequest = z.infer<typeof identitySandboxRequest>;
