import { z } from 'zod';
import { CUSTOMER_STATUS_LABELS, CustomerStatus } from '../borrower/status';
import { pageOf } from '../shared/envelope';
import { defineRefusals } from '../shared/errors';
import { idField } from '../shared/ids';
import { pageQuery } from '../shared/paging';
import { lineText } from '../shared/text';

/**
 * Customer establishment at a bank (建客; spec 1 §3 "Customer-creation record", §4 "Customer establishment", §5
 * the customer-creation wizard; spec 2 §4, §7 jiankeSubmit / rebuild / getOrganTree / blade-financeInfo/customer).
 * A borrower (with at most one co-borrower) is sent to one branch of a bank once the credit-investigation consent of
 * every signer is signed; the bank answers 3 in progress, 4 created (resultStatus 1), a failure (resultStatus 0 with
 * its remark) or 5 must re-create.
 */

/** finance_marital_status key of 已婚 (1 未婚, 2 已婚, 3 离异, 4 丧偶). */
export const MARRIED = '2';
/** finance_relationship_type key of 配偶 (1 配偶, 2 父母, 3 子女, 4 其他). */
export const SPOUSE = '1';

/** resultStatus: the bank's verdict (null while it has not answered). */
export const CustomerResult = { failed: 0, success: 1 } as const;
export const CUSTOMER_RESULT_LABELS: Record<number, string> = { 0: '建客失败', 1: '建客成功' };

export const customerStatusLabel = (s: number) => CUSTOMER_STATUS_LABELS[s as CustomerStatus] ?? String(s);

/** 重新建客 is offered at 5 unless the bank's last word was a failure; 重新推送 after a failure. */
export const canRebuild = (status: number, resultStatus: number | null) =>
  status === CustomerStatus.redo && resultStatus !== CustomerResult.failed;
export const canRepush = (resultStatus: number | null) => resultStatus === CustomerResult.failed;

/** The wizard's and the server's messages (identical on both sides). */
export const customerMessages = {
  chooseBank: '请选择银行!',
  marriedNeedsSpouse: '已婚状态,请选择配偶为共借人!',
  onlyOne: '只能选择一位共借人!',
  noBorrowerInfo: '当前登录人没有借款人信息!',
  signFirst: '请先签署征信授权合同',
} as const;

export const bankCustomerRefusals = defineRefusals('bankCustomer', {
  chooseBank: [400, customerMessages.chooseBank],
  marriedNeedsSpouse: [400, customerMessages.marriedNeedsSpouse],
  onlyOne: [400, customerMessages.onlyOne],
  noBorrowerInfo: [400, customerMessages.noBorrowerInfo],
  signFirst: [400, customerMessages.signFirst],
  realNameFirst: [400, '借款人未通过实名认证'],
  coRealNameFirst: [400, '共借人未通过实名认证'],
  notCoBorrower: [400, '所选共借人不属于该借款人'],
  bankMissing: [400, '所选银行不存在或未审核通过'],
  notFound: [404, '建客记录不存在或无权查看'],
  notShipper: [403, '只有借款人所属货主可以重新建客'],
  notRebuildable: [409, '只有需重新建客的记录可以重新建客'],
  notRepushable: [409, '只有建客失败的记录可以重新推送'],
  inFlight: [409, '该借款人在此银行已有进行中的建客记录'],
  organTooLong: [400, '网点编号过长'],
  branchTooLong: [400, '网点名称过长'],
  relationTooLong: [400, '征信关系编号过长'],
  bankUnavailable: [503, (reason: string) => `银行暂时无法受理，请稍后重试（${reason}）`],
});

/** An optional id: absent, null or '' mean none. */
const optionalId = z
  .union([z.string(), z.null()])
  .optional()
  .transform((v) => (v == null || v.trim() === '' ? null : v.trim()))
  .pipe(
    z
      .string()
      .regex(/^\d{1,19}$/, 'id 格式错误')
      .nullable(),
  );

export const jiankeSubmitBody = z.object({
  borrowerId: idField,
  unionBankId: z
    .union([z.string(), z.null()])
    .optional()
    .transform((v) => (v == null ? '' : v.trim()))
    .pipe(lineText('银行').regex(/^\d{1,19}$/, customerMessages.chooseBank)),
  organId: lineText('网点').max(64, '网点编号过长').optional().nullable(),
  branchName: lineText('网点名称').max(200, '网点名称过长').optional().nullable(),
  relationId: lineText('征信关系').max(64, '征信关系编号过长').optional().nullable(),
  coborrowerId: optionalId,
  /** several ticked (the wizard refuses it first): only one is allowed */
  coborrowerIds: z
    .array(lineText('共借人').regex(/^\d{1,19}$/, 'id 格式错误'))
    .max(50)
    .optional(),
});
export type JiankeSubmitBody = z.infer<typeof jiankeSubmitBody>;

export const customerIdBody = z.object({ id: idField });
export const customerListQuery = z.object({ borrowerId: idField });
export const customerPageQuery = pageQuery.extend({ borrowerId: idField.optional() });

export const customerRow = z.object({
  id: z.string(),
  borrowerId: z.string(),
  borrowerName: z.string(),
  coborrowerId: z.string().nullable(),
  coborrowerName: z.string().nullable(),
  shipperId: z.string(),
  unionBankId: z.string(),
  bankName: z.string(),
  organId: z.string().nullable(),
  branchName: z.string().nullable(),
  relationId: z.string().nullable(),
  status: z.number(),
  statusName: z.string(),
  resultStatus: z.number().nullable(),
  resultStatusName: z.string().nullable(),
  remarks: z.string().nullable(),
  buildTime: z.string().nullable(),
  createTime: z.string().nullable(),
  canRebuild: z.boolean(),
  canRepush: z.boolean(),
});
export type CustomerRow = z.infer<typeof customerRow>;

export const customerPage = pageOf(customerRow);

/** The organ tree: banks with their branches (a bank enterprise is its own branch). */
export const customerOrganNode = z.object({
  id: z.string(),
  title: z.string(),
  key: z.string(),
  children: z.array(z.object({ id: z.string(), title: z.string(), key: z.string(), unionBankId: z.string() })),
});

/** getCreditContractQRCodeV3 is the credit-contract module's (its declarations, reused by the wizard). */
export {
  CREDIT_CONTRACT_EVENT,
  type CreditRelationAnswer as CreditQrV3Answer,
} from '../credit-contract/credit-contract';

/** The wizard's parties (ours, not in spec 2 §7): the borrower's marital status and its co-borrowers, masked. */
export const customerPartiesQuery = z.object({ borrowerId: idField });
export const customerParties = z.object({
  borrowerId: z.string(),
  borrowerName: z.string(),
  married: z.boolean(),
  realNameStatus: z.number(),
  coBorrowers: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      relationship: z.string(),
      relationshipName: z.string(),
      phone: z.string(),
      realNameStatus: z.number(),
    }),
  ),
});
export type CustomerParties = z.infer<typeof customerParties>;
export const RELATIONSHIP_LABELS: Record<string, string> = { 1: '配偶', 2: '父母', 3: '子女', 4: '其他' };

/** SSE event on every change of a record. */
export const BANK_CUSTOMER_EVENT = 'bank-customer';
export type BankCustomerEvent = { id: string; borrowerId: string; status: number; resultStatus: number | null };

export { CUSTOMER_STATUS_LABELS, CustomerStatus };
