import { z } from 'zod';
import { CREDIT_CONTRACT_STATUS_LABELS, CreditContractStatus } from '../borrower/status';
import { dateTimeText, idString } from '../shared/envelope';
import { defineRefusals } from '../shared/errors';
import { idField } from '../shared/ids';
import { pageQuery } from '../shared/paging';
import { lineText } from '../shared/text';

/**
 * Credit-investigation contracts (征信授权合同; spec 1 §2 drawer, spec 2 §3 "Credit contract", §4 "Credit contract
 * signing", §5 "Credit contract and bank selection", §7 "Investigation contracts"). A relation (relationId) is the
 * consent a borrower (and the co-borrower) give one bank: ONE document carrying every signer's signature, listed as
 * one row per signer. Statuses per row 0 未签署, 1 已签署, 3 签署失败; 2 全部签署 is shown once every signer signed.
 */
export const creditContractMessages = {
  oneRow: '只能选择一条数据!',
  bankRequired: '请选择企业开户银行!',
  accountRequired: '请填写开户银行账号!',
  noneChosen: '请选择至少一条数据!',
  borrowerRequired: '请选择借款人',
  associationRequired: '请选择关联业务',
  notFound: '征信合同不存在',
  tokenInvalid: '签署链接无效或已过期，请重新扫码',
  tokenFormat: '签署链接有误，请重新扫码',
  codeRequired: '请输入短信验证码',
  codeWrong: '短信验证码错误或已过期',
  tooManyTries: '验证码错误次数过多，请重新扫码获取签署链接',
  alreadySigned: '该合同已签署，无需重复签署',
  signedNotRemovable: '已有签署的征信合同不能删除',
  signedNotEditable: '已有签署的征信合同不能修改',
  coborrowerNotOfBorrower: '所选共借人不属于该借款人',
  bankNotFound: '所选银行不存在',
  noPhone: '签署人没有手机号，无法发送验证码',
} as const;

export const creditContractRefusals = defineRefusals('credit_contract', {
  notFound: [404, creditContractMessages.notFound],
  tokenInvalid: [404, creditContractMessages.tokenInvalid],
  codeWrong: [400, creditContractMessages.codeWrong],
  tooManyTries: [400, creditContractMessages.tooManyTries],
  alreadySigned: [400, creditContractMessages.alreadySigned],
  signedNotRemovable: [400, creditContractMessages.signedNotRemovable],
  signedNotEditable: [400, creditContractMessages.signedNotEditable],
  coborrowerNotOfBorrower: [400, creditContractMessages.coborrowerNotOfBorrower],
  bankNotFound: [400, creditContractMessages.bankNotFound],
  borrowerRequired: [400, creditContractMessages.borrowerRequired],
  noPhone: [400, creditContractMessages.noPhone],
});

/** Who a row is signed by. */
export const CREDIT_SIGNERS = ['borrower', 'coborrower'] as const;
export type CreditSigner = (typeof CREDIT_SIGNERS)[number];
export const CREDIT_SIGNER_LABELS: Record<CreditSigner, string> = { borrower: '借款人', coborrower: '共借人' };

/** associationType: 1 the borrower itself (customer creation at a bank), 2 a financing application. */
export const CreditAssociationType = { borrower: 1, financeApply: 2 } as const;

/** The credit-contract event the pages listen to: the relation moved (a row signed, failed, added, removed). */
export const CREDIT_CONTRACT_EVENT = 'credit-contract';
export type CreditContractEvent = { relationId: string };

/** Minutes a signing link (the QR's token) stays valid. */
export const CREDIT_TOKEN_MINUTES = 30;
/** Wrong SMS codes a link tolerates before it is spent. */
export const CREDIT_MAX_CODE_TRIES = 5;

export const creditStatusLabel = (status: number) =>
  CREDIT_CONTRACT_STATUS_LABELS[status as CreditContractStatus] ?? '';
export { CreditContractStatus };

const bankAccountText = lineText('开户银行账号')
  .trim()
  .min(1, creditContractMessages.accountRequired)
  .max(50, '开户银行账号最多50个字符')
  .regex(/^[0-9 -]+$/, '开户银行账号只能包含数字');

export const creditContractRow = z.object({
  id: idString,
  associationId: idString,
  associationType: z.number().int(),
  borrowerId: idString,
  coborrowerId: idString.nullable(),
  signer: z.enum(CREDIT_SIGNERS),
  signerName: z.string(),
  idName: z.string(),
  unionBankId: idString,
  bankName: z.string(),
  bankAccount: z.string(),
  branchName: z.string(),
  contractNo: z.string(),
  contractName: z.string(),
  transactionNo: z.string(),
  relationId: z.string(),
  status: z.number().int(),
  statusName: z.string(),
  /** 0/1/3 of the row, 2 once the whole relation is signed (spec 2 §3, the variant with signStatus) */
  signStatus: z.number().int(),
  signStatusName: z.string(),
  failReason: z.string(),
  signTime: dateTimeText,
  createTime: dateTimeText,
});
export type CreditContractRow = z.infer<typeof creditContractRow>;

export const creditListQuery = z.object({
  associationId: idField,
  type: z.coerce.number({ error: '关联类型有误' }).int('关联类型有误').min(1, '关联类型有误').max(2, '关联类型有误'),
});
export const creditPageQuery = pageQuery.extend({
  contractNo: lineText('合同编号').trim().max(50).optional(),
  idName: lineText('签署人').trim().max(50).optional(),
  status: z.coerce.number().int().min(0).max(3).optional(),
});

/** The drawer's 新增: the bank row chosen in the picker (exactly one), with its account. */
export const creditSaveBody = z.object({
  associationId: idField,
  associationType: z.coerce.number().int().min(1, '关联类型有误').max(2, '关联类型有误'),
  unionBankId: z
    .string({ error: creditContractMessages.bankRequired })
    .trim()
    .regex(/^\d{1,20}$/, creditContractMessages.bankRequired),
  bankAccount: bankAccountText,
  branchName: lineText('开户网点').trim().max(100, '开户网点最多100个字符').optional(),
  /** required for a financing application without a borrower on it */
  borrowerId: idField.optional(),
  coborrowerId: idField.optional().nullable(),
});
export type CreditSaveBody = z.infer<typeof creditSaveBody>;
export const creditUpdateBody = z.object({
  id: idField,
  bankAccount: bankAccountText.optional(),
  branchName: lineText('开户网点').trim().max(100, '开户网点最多100个字符').optional(),
});
export const creditSubmitBody = creditSaveBody.partial().extend({ id: idField.optional() });
export const creditIdBody = z.object({ id: idField });

/** One signer of a relation as the QR wizard shows it (the contract of getCreditContractQRCodeV3). */
export const creditSignItem = z.object({
  id: idString,
  signer: z.enum(CREDIT_SIGNERS),
  idName: z.string(),
  contractNo: z.string(),
  contractName: z.string(),
  signStatus: z.number().int(),
  signStatusName: z.string(),
  /** the phone page URL the wizard draws as a QR */
  qrCodeUrl: z.string(),
  token: z.string(),
});
export const creditRelationAnswer = z.object({
  relationId: z.string(),
  allSigned: z.boolean(),
  list: z.array(creditSignItem),
});
export type CreditRelationAnswer = z.infer<typeof creditRelationAnswer>;

export const creditQrV3Query = z.object({
  borrowerId: idField,
  bankCode: z
    .string({ error: creditContractMessages.bankRequired })
    .trim()
    .regex(/^\d{1,20}$/, creditContractMessages.bankRequired),
  coborrowerId: idField.optional().or(z.literal('').transform(() => undefined)),
  relationId: lineText('relationId').trim().max(40).optional(),
});
export const creditApplyQrQuery = z.object({
  applicationId: idField,
  borrowerId: idField.optional(),
  coborrowerId: idField.optional().or(z.literal('').transform(() => undefined)),
});

const tokenText = lineText('token', { error: creditContractMessages.tokenFormat })
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,80}$/, creditContractMessages.tokenFormat);
export const creditTokenQuery = z.object({ token: tokenText });
export const creditSignBody = z.object({
  token: tokenText,
  code: lineText('验证码', { error: creditContractMessages.codeRequired })
    .trim()
    .min(1, creditContractMessages.codeRequired)
    .max(10, creditContractMessages.codeWrong),
});

/** The QR data by token: what the wizard polls every 2 s. */
export const creditQrData = z.object({
  relationId: z.string(),
  status: z.number().int(),
  statusName: z.string(),
  allSigned: z.boolean(),
  qrCodeUrl: z.string(),
});

/** What the phone page shows (public, by token): nothing whole but the signer's own name. */
export const creditSignView = z.object({
  contractNo: z.string(),
  contractName: z.string(),
  signer: z.enum(CREDIT_SIGNERS),
  signerLabel: z.string(),
  idName: z.string(),
  maskedPhone: z.string(),
  maskedIdNumber: z.string(),
  bankName: z.string(),
  status: z.number().int(),
  statusName: z.string(),
  allSigned: z.boolean(),
  failReason: z.string(),
  expireTime: dateTimeText,
  /** the public PDF of the document as it stands (same token) */
  fileUrl: z.string(),
  text: z.array(z.string()),
});
export type CreditSignView = z.infer<typeof creditSignView>;

/** The consent's text, the same on the PDF and on the phone page. */
export const creditConsentText = (p: { bankName: string; names: string[] }) => [
  `本人（${p.names.join('、')}）在此不可撤销地授权${p.bankName}（以下简称“贵行”），在办理本人（及共同借款人）的借款、担保及贷后管理业务时，向中国人民银行金融信用信息基础数据库及其他依法设立的征信机构查询、打印、保存本人的信用报告，并将本人的基本信息及信贷信息报送上述数据库。`,
  '本授权书的授权期限自本人签署之日起至上述业务全部结清之日止。若本人与贵行的业务未获批准，贵行应将本授权书及本人的信用报告销毁或退还。',
  '本人已仔细阅读并完全理解本授权书的内容，知悉并同意贵行查询、使用本人信用信息可能对本人产生的不利影响。本授权书以电子签名方式签署，与手写签名具有同等法律效力。',
];
