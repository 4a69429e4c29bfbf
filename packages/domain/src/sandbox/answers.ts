import { z } from 'zod';
import { dateTimeText, idString, pageOf } from '../shared/envelope';
import { idField } from '../shared/ids';
import { lineText } from '../shared/text';

/** The sandbox console's views (ARCHITECTURE §9): a tester's, not the product's. */
export const SANDBOX_OUTCOMES = [
  'ok',
  'enterprise_fail',
  'bank_fail',
  'person_fail',
  'transfer_slow',
  'amount_expired',
  'seal_fail',
  'autosign_fail',
] as const;

/** An application's state as the provider reports it (spec 1 §4 E-sign status). */
export const esignAccountState = z.object({
  accountId: z.string(),
  flowId: z.string(),
  status: z.number().int(),
  message: z.string(),
});

export const sandboxAccountRow = z.object({
  flowId: z.string(),
  enterpriseId: idString,
  /** the company's name (kind company); null for a person, whose name is `name` */
  enterpriseName: z.string().nullable(),
  name: z.string(),
  kind: z.string(),
  mobile: z.string().nullable(),
  bankName: z.string().nullable(),
  bankAccount: z.string().nullable(),
  status: z.number().int(),
  message: z.string(),
  outcome: z.string(),
  /** the random amount "transferred", what the user must type back */
  amount: z.string().nullable(),
  amountTries: z.number().int(),
  autoSign: z.number().int(),
  hasSeal: z.boolean(),
  nextStepAt: dateTimeText,
  history: z.array(z.object({ at: z.string(), status: z.number().int(), message: z.string() })),
  createTime: dateTimeText,
});
export const sandboxAccountPage = pageOf(sandboxAccountRow);

export const sandboxSmsRow = z.object({
  id: idString,
  mobile: z.string(),
  code: z.string(),
  purpose: z.string(),
  used: z.number().int(),
  createTime: dateTimeText,
  expireTime: dateTimeText,
});
export const sandboxSmsPage = pageOf(sandboxSmsRow);

export const sandboxSettings = z.object({ nextOutcome: z.enum(SANDBOX_OUTCOMES), stepMs: z.number().int() });

/** An account the console opened at once: ready seal, certificate, silent signing on. */
export const provisionedAccount = esignAccountState.extend({
  enterpriseId: idString,
  kind: z.enum(['company', 'person']),
  autoSign: z.literal(1),
});

export const failNextCount = z.object({ count: z.number().int() });

/** A QR signing session as the console lists it; an expired waiting one shows 3 / 3, as the dialog reads it. */
export const qrSessionState = z.object({ flag: z.number().int(), status: z.number().int() });
export const miniSessionRow = qrSessionState.extend({
  token: z.string(),
  bussType: z.number().int(),
  bussTypeName: z.string(),
  bussId: idString,
  userId: idString,
  userName: z.string(),
  enterpriseId: idString.nullable(),
  enterpriseName: z.string(),
  batchId: z.string().nullable(),
  /** epoch ms, like wxQrCodeForMiniProgram's */
  expireTime: z.number(),
  createTime: dateTimeText,
  scanTime: dateTimeText,
  confirmTime: dateTimeText,
});
export const miniSessionPage = pageOf(miniSessionRow);

/** The most signatures a tester may make fail in a row. */
export const MAX_FAIL_NEXT = 10_000;

// ---- what the console sends ----

const flowId = lineText('申请编号').trim().min(1, '请选择申请').max(64, '申请编号过长');
const outcome = z.enum(SANDBOX_OUTCOMES, { error: '请选择沙箱结果' });
const qrToken = lineText('二维码', { error: '请选择二维码' })
  .trim()
  .min(1, '请选择二维码')
  .max(32, '二维码不存在或已失效');

export const sandboxFlowBody = z.object({ flowId });
export const sandboxOutcomeBody = z.object({ flowId, outcome });
export const sandboxSettingsBody = z.object({
  nextOutcome: outcome.optional(),
  stepMs: z
    .number({ error: '自动推进间隔必须是数字' })
    .int('自动推进间隔必须是整数')
    .min(0, '自动推进间隔不能小于0')
    .max(60_000, '自动推进间隔不能超过60000毫秒')
    .optional(),
});
export const provisionBody = z.object({ enterpriseId: idField });
export const failNextBody = z.object({
  count: z
    .number({ error: '失败次数必须是数字' })
    .int('失败次数必须是整数')
    .min(0, '失败次数不能小于0')
    .max(MAX_FAIL_NEXT, `失败次数不能超过${MAX_FAIL_NEXT}`),
});
export const qrTokenBody = z.object({ token: qrToken });

/** The sample images the console draws (the recognition sandbox reads licence, idFront and idBack; plain it cannot). */
export const SAMPLE_KINDS = ['licence', 'idFront', 'idBack', 'plain'] as const;
export type SampleKind = (typeof SAMPLE_KINDS)[number];

const sampleText = lineText('样例字段').trim().max(100, '样例字段不能超过100个字符').optional();

/** The fields a sample is drawn with (each kind reads its own; the rest are ignored). */
export const sampleBody = z
  .object({
    name: sampleText,
    creditCode: sampleText,
    address: sampleText,
    legalPerson: sampleText,
    businessLifeStart: sampleText,
    businessLifeEnd: sampleText,
    idNumber: sampleText,
    issuingAuthority: sampleText,
    validPeriod: sampleText,
  })
  // A bodiless POST reaches the schema as null.
  .nullish();

/** mail/attachment?id&index: one attachment of a mail in the outbox (index from 0). */
export const mailAttachmentQuery = z.object({
  id: idField,
  index: z.coerce.number({ error: '附件序号必须是数字' }).int().min(0).max(50),
});
