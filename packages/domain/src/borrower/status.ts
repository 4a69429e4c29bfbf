/**
 * Spec 1 §4 "Real-name status (borrower, co-borrower)": 0 not authenticated, 1 in progress (the query button shows),
 * 2 passed (create customer offered only here), 3 rejected (the reason as a tooltip). Authenticate is offered at 0
 * ('实名认证') and at 3 ('重新认证').
 */
export const RealNameStatus = { none: 0, pending: 1, passed: 2, rejected: 3 } as const;
export type RealNameStatus = (typeof RealNameStatus)[keyof typeof RealNameStatus];
export const REAL_NAME_STATUS_LABELS: Record<RealNameStatus, string> = {
  0: '未认证',
  1: '认证中',
  2: '认证通过',
  3: '认证失败',
};
export const canAuthenticate = (s: number) => s === RealNameStatus.none || s === RealNameStatus.rejected;
export const realNameActionLabel = (s: number) => (s === RealNameStatus.rejected ? '重新认证' : '实名认证');

/**
 * Spec 1 §4 "Customer establishment" (spec 2 §4 "bank customer status"): 1 awaiting data upload, 2 pending,
 * 3 in progress, 4 created, 5 must re-create. resultStatus 1 success, 0 failure with a remark.
 */
export const CustomerStatus = { awaitingData: 1, pending: 2, inProgress: 3, created: 4, redo: 5 } as const;
export type CustomerStatus = (typeof CustomerStatus)[keyof typeof CustomerStatus];
export const CUSTOMER_STATUS_LABELS: Record<CustomerStatus, string> = {
  1: '待上传资料',
  2: '待建客',
  3: '建客中',
  4: '已建客',
  5: '需重新建客',
};

/**
 * Spec 2 §3 "Credit (investigation) contract": 0 unsigned, 1 signed, 3 sign failed; the borrower flow also shows
 * 2 all signed (every signer of the relation has signed).
 */
export const CreditContractStatus = { unsigned: 0, signed: 1, allSigned: 2, failed: 3 } as const;
export type CreditContractStatus = (typeof CreditContractStatus)[keyof typeof CreditContractStatus];
export const CREDIT_CONTRACT_STATUS_LABELS: Record<CreditContractStatus, string> = {
  0: '未签署',
  1: '已签署',
  2: '全部签署',
  3: '签署失败',
};

/** The 18 kinds of borrower materials (spec 1 §3 "Borrower materials"), each a list of file ids. */
export const BORROWER_MATERIAL_KINDS = [
  ['marriageCertificate', '结婚证'],
  ['hukouBook', '户口本'],
  ['companyProfile', '企业简介'],
  ['businessLicense', '营业执照'],
  ['basicAccountPermit', '基本户开户许可证'],
  ['controllerIdCard', '实际控制人身份证'],
  ['controllerProfile', '实际控制人简历'],
  ['companyArticles', '公司章程'],
  ['bankStatement', '银行流水'],
  ['financialStatements', '财务报表'],
  ['taxReturns', '纳税申报表'],
  ['industryQualification', '行业资质'],
  ['assetProof', '资产证明'],
  ['boardResolution', '股东会/董事会决议'],
  ['shareholderIdCard', '股东身份证'],
  ['guarantorIdCard', '担保人身份证'],
  ['signatureSample', '签字样本'],
  ['otherMaterials', '其他资料'],
] as const;
export type BorrowerMaterialKind = (typeof BORROWER_MATERIAL_KINDS)[number][0];
export type BorrowerMaterials = Partial<Record<BorrowerMaterialKind, string[]>>;

/** Image and file limits (spec 1 §5, §9). */
export const BORROWER_ID_PHOTO_MAX_BYTES = 4 * 1024 * 1024;
/**
 * Co-borrower ID photo: the rule says 5 MB ('上传大小不能超过5MB!'), the hint says 3 MB. Both readings exist; the
 * server enforces the rule's 5 MB (a photo between 3 and 5 MB is accepted) and the form shows the hint's words.
 */
export const COBORROWER_ID_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const MATERIAL_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const MATERIAL_FILE_LIMIT = 999;
