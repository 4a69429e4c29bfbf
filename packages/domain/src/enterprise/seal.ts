import { z } from 'zod';
import { commonMessages } from '../shared/messages';
import { lineText } from '../shared/text';
import { isIdCardNumber } from './enterprise';

/** spec 1 §5 Company seal application, Random amount, Bank selection; §8 seal flow messages. */
export const sealMessages = {
  bankNameRequired: '请选择企业开户银行!',
  bankAccountRequired: '请填写开户银行账号!',
  operatorNameRequired: '请输入经办人姓名',
  operatorIdRequired: '请输入经办人身份证号',
  identityNumberInvalid: '身份证格式错误',
  phoneRequired: '请输入手机号',
  phoneMin: '手机号不能少于11位',
  mobileInvalid: '请输入正确的手机号（11位，以13至19开头）',
  agreementRequired: '您需要同意并勾选《数字证书服务协议》才能申请电子签章！',
  personNameRequired: '请输入姓名',
  personIdRequired: '请输入身份证号',
  smsCodeRequired: '请输入手机验证码!',
  smsCodeWrong: '验证码错误!',
  smsSent: '验证码已发送',
  smsTooSoon: '验证码发送过于频繁，请60秒后再试',
  amountRequired: '请填写随机金额',
  amountInvalid: '请填写大于等于0，保留两位小数的随机金额!',
  amountWrong: '金额有误，请核对对公账户收到的随机金额后重新填写',
  amountReapply: '多次验证失败或长时间未验证，请重新申请电子签章',
  branchTimedOut: '申请已超时，系统将重新发起申请',
  branchOther: '请核实信息后重新发起打款验证',
  bankSelectOne: commonMessages.selectOnlyOne,
  sealImageFailed: '获取签章图片失败，请联系平台管理人员。',
  autoSignFailed: '操作失败!',
  autoSignInvalid: '静默签章开关只能是0（关闭）或1（开启）',
  applyNotAllowed: '当前电子签章状态不能申请',
  personOnly: '个人用户请申请个人电子签章',
  companyOnly: '企业用户请申请企业电子签章',
  notApproved: '企业信息审核通过后才能申请电子签章',
  noFlow: '请先申请电子签章',
  noSeal: '电子签章尚未开通',
  opened: '电子签章开通成功',
  sealPictureMissing: '签章图片不存在，请重新上传',
  transferLong: '打款验证处理时间较长，请联系平台管理人员',
} as const;

const blank = (v: unknown) => (v === null || v === undefined ? '' : typeof v === 'string' ? v.trim() : v);
const required = (label: string, message: string, max = 50) =>
  z.preprocess(blank, lineText(label).min(1, message).max(max, commonMessages.max50));
const idNumber = (message: string) =>
  required('身份证号', message).refine((v) => isIdCardNumber(v), sealMessages.identityNumberInvalid);
/** A mainland mobile number: the SMS code and the provider's verification go to it (spec 1 §5). */
export const MOBILE = /^1[3-9]\d{9}$/;
const mobile = z.preprocess(
  blank,
  lineText('手机号')
    .min(1, sealMessages.phoneRequired)
    .min(11, sealMessages.phoneMin)
    .max(50, commonMessages.max50)
    .regex(MOBILE, sealMessages.mobileInvalid),
);
const flowId = (message?: string) => {
  const text = lineText('申请编号');
  return z.preprocess(blank, (message ? text.min(1, message) : text).max(100));
};

/** Company application: bank name and account, the operator's name and ID, phone, the agreement ticked. */
export const companySealApplication = z.object({
  bankName: required('开户银行', sealMessages.bankNameRequired),
  bankAccount: required('开户银行账号', sealMessages.bankAccountRequired),
  name: required('经办人姓名', sealMessages.operatorNameRequired),
  identityNumber: idNumber(sealMessages.operatorIdRequired),
  phone: mobile,
  agree: z.literal(true, { error: sealMessages.agreementRequired }),
});
export type CompanySealApplication = z.infer<typeof companySealApplication>;

/** Person application: name, ID, mobile and the SMS code sent to it. */
export const personSealApplication = z.object({
  name: required('姓名', sealMessages.personNameRequired),
  idNumber: idNumber(sealMessages.personIdRequired),
  mobile,
  email: z.preprocess(blank, lineText('邮箱').max(50, commonMessages.max50)).optional(),
  validateCode: z.preprocess(
    blank,
    lineText('验证码').min(1, sealMessages.smsCodeRequired).max(10, sealMessages.smsCodeWrong),
  ),
  agree: z.literal(true, { error: sealMessages.agreementRequired }),
});
export type PersonSealApplication = z.infer<typeof personSealApplication>;

export const smsCodeRequest = z.object({ phone: mobile });
export const SMS_RESEND_SECONDS = 60;

/** A number >= 0 with at most 10 integer digits and 2 decimals (spec 1 §5 Random amount). */
export const AMOUNT_PATTERN = /^\d{1,10}(\.\d{1,2})?$/;
export const randomAmount = z.object({
  flowId: flowId(sealMessages.noFlow),
  amount: z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : blank(v)),
    z
      .string()
      .min(1, sealMessages.amountRequired)
      .max(50, commonMessages.max50)
      .regex(AMOUNT_PATTERN, sealMessages.amountInvalid),
  ),
});

/** Branch submit after choosing exactly one row of the bank search. */
export const branchSubmit = z.object({
  flowId: flowId(sealMessages.noFlow),
  bankName: required('开户银行', sealMessages.bankNameRequired),
  bankAccount: required('开户银行账号', sealMessages.bankAccountRequired),
});
export const branchSearch = z.object({
  flowId: flowId().optional(),
  bankName: z.preprocess(blank, lineText('开户银行').max(50, commonMessages.max50)).optional(),
});
export type BankBranch = { bank: string; bankName: string; province: string; city: string };

/** Silent signing off (0) or on (1), as a number or as the form's text; nothing else (spec 1 §7: isAutoSign as 0/1). */
export const autoSignBody = z.object({
  isAutoSign: z.preprocess(
    (v) => (v === '0' ? 0 : v === '1' ? 1 : v),
    z.union([z.literal(0), z.literal(1)], { error: sealMessages.autoSignInvalid }),
  ),
});
