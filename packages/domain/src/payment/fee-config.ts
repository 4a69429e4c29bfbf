import { z } from 'zod';
import { ProportionType } from '../contract/fees';
import { dateTimeText, idString } from '../shared/envelope';
import { defineRefusals } from '../shared/errors';
import { lineText } from '../shared/text';

/**
 * The platform fee configuration (spec 2 §3 proportionConfig, §9 fee formulas): how the platform charges a trade
 * contract and where offline fees are remitted. The platform keeps one configuration in force; each change is a
 * new row and the earlier ones stay as its history. A contract keeps the configuration it was submitted with.
 */

export const proportionTypeLabels: Record<number, string> = {
  [ProportionType.byAmount]: '按合同金额',
  [ProportionType.byWeight]: '按重量（数量）',
  [ProportionType.none]: '不收取',
};

export const feeConfigMessages = {
  proportionType: '请选择收费方式',
  proportionRate: '费率须为0到100之间、最多4位小数的数字',
  proportionWeight: '单位费用须为大于等于0、最多4位小数的数字',
  saleRate: '折扣须为0到100之间、最多2位小数的数字',
  enterpriseName: '请填写收款单位',
  bankName: '请填写开户银行',
  account: '请填写银行账号',
  max100: '不能超过100个字符',
  submitConfirm: '确定启用新的平台手续费配置吗？已提交的合同仍按提交时的配置计费。',
} as const;

export const feeConfigRefusals = defineRefusals('fee-config', {
  notPlatform: [403, '只有平台可以修改平台手续费配置'],
});

/** A decimal in a range with at most `places` decimals, as text ('0.3'). */
const decimalIn = (message: string, max: number | null, places: number) =>
  z
    .union([z.string(), z.number()], { error: message })
    .transform((v) => String(v).trim())
    .refine((v) => new RegExp(`^\\d{1,12}(\\.\\d{1,${places}})?$`).test(v), message)
    .refine((v) => max === null || Number(v) <= max, message);

const text = (label: string, required: string, max = 100) =>
  lineText(label, { error: required }).trim().min(1, required).max(max, feeConfigMessages.max100);

export const feeConfigForm = z.object({
  proportionType: z.coerce
    .number({ error: feeConfigMessages.proportionType })
    .int(feeConfigMessages.proportionType)
    .refine((v) => Object.values(ProportionType).includes(v as 0), feeConfigMessages.proportionType),
  proportionRate: decimalIn(feeConfigMessages.proportionRate, 100, 4).default('0'),
  proportionWeight: decimalIn(feeConfigMessages.proportionWeight, null, 4).default('0'),
  saleRate: decimalIn(feeConfigMessages.saleRate, 100, 2).default('100'),
  enterpriseName: text('收款单位', feeConfigMessages.enterpriseName, 200),
  bankName: text('开户银行', feeConfigMessages.bankName),
  account: text('银行账号', feeConfigMessages.account),
});
export type FeeConfigForm = z.infer<typeof feeConfigForm>;

/** A configuration as its history lists it. */
export const feeConfigRecord = z.object({
  id: idString,
  proportionType: z.number().int(),
  proportionTypeName: z.string(),
  proportionRate: z.string(),
  proportionWeight: z.string(),
  saleRate: z.string(),
  enterpriseName: z.string(),
  bankName: z.string(),
  account: z.string(),
  /** the newest configuration is the one in force */
  inForce: z.boolean(),
  createUserName: z.string().nullable(),
  createTime: dateTimeText,
});
export type FeeConfigRecord = z.infer<typeof feeConfigRecord>;
