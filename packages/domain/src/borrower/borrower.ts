import { z } from 'zod';
import { defaultErrorMessage, defineRefusals } from '../shared/errors';
import { idField } from '../shared/ids';
import { defineMachine } from '../shared/machine';
import { pageQuery } from '../shared/paging';
import { lineText } from '../shared/text';
import { isValidIdentityNumber } from './identity-number';
import { BORROWER_MATERIAL_KINDS, RealNameStatus } from './status';

/**
 * Borrowers and co-borrowers (借款人, 共借人; spec 1 §2, §3, §4, §5, §7): the schemas of their forms, the messages,
 * the refusals and the real-name machine. The server (modules/borrower) and the web (modules/borrower) share them.
 */
export const borrowerMessages = {
  nameRequired: '请输入姓名',
  nameMax: '姓名最多50个字符',
  identityRequired: '请输入身份证号码',
  identityInvalid: '请输入正确的身份证号码',
  phoneRequired: '请输入手机号码',
  phoneInvalid: '请输入正确的手机号码',
  periodRequired: '请输入证件有效期',
  addressRequired: '请选择现居住地址',
  addressDetailRequired: '请输入现居住详细地址',
  residenceRequired: '请选择户籍地址',
  residenceDetailRequired: '请输入户籍详细地址',
  maritalRequired: '请选择婚姻状况',
  relationshipRequired: '请选择与借款人关系',
  borrowerRequired: '请选择借款人',
  idcardFrontRequired: '请上传身份证人像面',
  idcardBackRequired: '请上传身份证国徽面',
  idPhotoType: '上传图片只能是 jpg、jpeg、png 格式!',
  idPhotoSize4: '上传图片大小不能超过 4MB!',
  idPhotoSize5: '上传大小不能超过5MB!',
  /** the co-borrower form's hint (the rule itself is 5 MB: status.ts COBORROWER_ID_PHOTO_MAX_BYTES) */
  coborrowerPhotoHint: '只能上传jpg/png文件，且不超过3MB',
  duplicate: '该身份证号码的借款人已存在',
  coDuplicate: '该借款人下已存在该身份证号码的共借人',
  selfAsCo: '共借人不能是借款人本人',
  fileMissing: '上传的文件不存在或已被使用，请重新上传',
  materialType: '上传文件只能是 jpg、jpeg、png、bmp、webp、svg、doc、docx、pdf 格式!',
  materialSize: '上传文件大小不能超过 5MB!',
  materialLimit: '上传文件数量超出限制',
  enterpriseOnly: '只有货主企业可以维护借款人',
  notAuthenticatable: '当前状态不能发起实名认证，请刷新后重试',
  notPending: '实名认证不在认证中，请刷新后重试',
  realNameInProgress: '实名认证中，不能删除',
  noBorrowerOfUser: '当前登录人没有借款人信息!',
  hasCoBorrowers: '该借款人下还有共借人，请先删除共借人',
} as const;

export const borrowerRefusals = defineRefusals('borrower', {
  enterpriseOnly: [403, borrowerMessages.enterpriseOnly],
  notPlatform: [403, defaultErrorMessage[403]],
  duplicate: [409, borrowerMessages.duplicate],
  coDuplicate: [409, borrowerMessages.coDuplicate],
  selfAsCo: [400, borrowerMessages.selfAsCo],
  fileMissing: [400, borrowerMessages.fileMissing],
  idPhotoType: [400, borrowerMessages.idPhotoType],
  idPhotoSize: [400, (message: string) => message],
  materialType: [400, borrowerMessages.materialType],
  materialSize: [400, borrowerMessages.materialSize],
  notAuthenticatable: [409, borrowerMessages.notAuthenticatable],
  notPending: [409, borrowerMessages.notPending],
  realNameInProgress: [409, borrowerMessages.realNameInProgress],
  hasCoBorrowers: [409, borrowerMessages.hasCoBorrowers],
  noBorrowerOfUser: [400, borrowerMessages.noBorrowerOfUser],
  callbackInvalid: [400, (message: string) => message],
});

const PHONE = /^1[3-9]\d{9}$/;
const required = (label: string, message: string, max: number) =>
  lineText(label, { error: message }).trim().min(1, message).max(max, `${label}最多${max}个字符`);

export const identityNumberField = lineText('身份证号码', { error: borrowerMessages.identityRequired })
  .trim()
  .min(1, borrowerMessages.identityRequired)
  .transform((v) => v.toUpperCase())
  .refine(isValidIdentityNumber, borrowerMessages.identityInvalid);
export const phoneField = lineText('手机号码', { error: borrowerMessages.phoneRequired })
  .trim()
  .min(1, borrowerMessages.phoneRequired)
  .regex(PHONE, borrowerMessages.phoneInvalid);
const photoField = (message: string) =>
  idField
    .optional()
    .nullable()
    .refine((v) => v != null, message);

/** POST borrower/add, update, submit (id given: update). */
export const borrowerSaveBody = z.object({
  id: idField.optional(),
  name: required('姓名', borrowerMessages.nameRequired, 50),
  identityNumber: identityNumberField,
  phone: phoneField,
  periodValidity: required('证件有效期', borrowerMessages.periodRequired, 40),
  address: required('现居住地址', borrowerMessages.addressRequired, 64),
  addressDetail: required('现居住详细地址', borrowerMessages.addressDetailRequired, 200),
  residenceAddress: required('户籍地址', borrowerMessages.residenceRequired, 64),
  residenceAddressDetail: required('户籍详细地址', borrowerMessages.residenceDetailRequired, 200),
  maritalStatus: required('婚姻状况', borrowerMessages.maritalRequired, 8),
  idcardFront: photoField(borrowerMessages.idcardFrontRequired),
  idcardBack: photoField(borrowerMessages.idcardBackRequired),
});
export type BorrowerSaveBody = z.output<typeof borrowerSaveBody>;

/** POST coBorrower/submit (id given: update). */
export const coBorrowerSaveBody = z.object({
  id: idField.optional(),
  borrowerId: z
    .string({ error: borrowerMessages.borrowerRequired })
    .trim()
    .regex(/^\d{1,19}$/, borrowerMessages.borrowerRequired),
  name: required('姓名', borrowerMessages.nameRequired, 50),
  identityNumber: identityNumberField,
  phone: phoneField,
  relationship: required('与借款人关系', borrowerMessages.relationshipRequired, 8),
  idcardFront: photoField(borrowerMessages.idcardFrontRequired),
  idcardBack: photoField(borrowerMessages.idcardBackRequired),
});
export type CoBorrowerSaveBody = z.output<typeof coBorrowerSaveBody>;

export const borrowerListQuery = pageQuery.extend({
  name: lineText('姓名').trim().max(50).optional(),
  realNameStatus: z.coerce.number().int().min(0).max(3).optional(),
});
export type BorrowerListQuery = z.output<typeof borrowerListQuery>;

export const coBorrowerListQuery = pageQuery.extend({
  name: lineText('姓名').trim().max(50).optional(),
  borrowerId: idField.optional(),
});
export type CoBorrowerListQuery = z.output<typeof coBorrowerListQuery>;

/** POST borrowerMaterialsSubmit: the kinds given replace the borrower's lists (at most 999 files each). */
const materialList = z.array(idField).max(999, borrowerMessages.materialLimit).optional();
export const materialsSubmitBody = z.object({
  borrowerId: idField,
  ...(Object.fromEntries(BORROWER_MATERIAL_KINDS.map(([k]) => [k, materialList])) as Record<
    (typeof BORROWER_MATERIAL_KINDS)[number][0],
    typeof materialList
  >),
});
export type MaterialsSubmitBody = z.output<typeof materialsSubmitBody>;

/** The extensions a material file may have (spec 1 §5), by its sniffed mime. */
export const MATERIAL_MIMES = [
  'image/jpeg',
  'image/png',
  'image/bmp',
  'image/webp',
  'image/svg+xml',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/pdf',
] as const;
export const ID_PHOTO_MIMES = ['image/jpeg', 'image/png'] as const;

/**
 * Real-name authentication (spec 1 §4): the owner's user (or the platform) asks (0 or 3 → 1, the provider's
 * reference kept); the provider's answer — a verified callback or the query button — passes (1 → 2) or rejects
 * (1 → 3, the reason kept); 1 stays 1 while the provider has not decided. The same machine for co-borrowers.
 */
export const realNameMachine = defineMachine({
  objectType: 'borrower_real_name',
  statuses: RealNameStatus,
  moves: {
    request: {
      from: [RealNameStatus.none, RealNameStatus.rejected],
      to: RealNameStatus.pending,
      by: ['shipper', 'platform'],
    },
    pass: { from: [RealNameStatus.pending], to: RealNameStatus.passed, by: ['system'] },
    reject: { from: [RealNameStatus.pending], to: RealNameStatus.rejected, by: ['system'] },
  },
});

/** Live event: a borrower's or co-borrower's real-name status moved (the lists read again). */
export const BORROWER_REAL_NAME_EVENT = 'borrower.realName';
export type BorrowerRealNameEvent = { kind: 'borrower' | 'coborrower'; id: string; realNameStatus: number };

/** spec 1 §2 screens. */
export const BORROWER_LIST_PATH = '/finance/borrower';
export const BORROWER_ADD_PATH = '/finance/borrower/add';
export const BORROWER_EDIT_PATH = '/finance/borrower/edit';
export const BORROWER_DETAIL_PATH = '/finance/borrower/detail';
export const COBORROWER_LIST_PATH = '/finance/coBorrower';
