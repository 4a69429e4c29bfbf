import { sealMessages } from '../enterprise/seal';
import { defineRefusals } from '../shared/errors';

/** Answers only the sandbox console sees (a tester, not a user of the product). */
export const sandboxConsoleMessages = {
  flowMissing: '沙箱中没有该申请',
  nothingToAdvance: '该申请当前状态没有下一步，需由用户操作或重新申请',
  notInTransfer: '只有打款验证中（6）的申请可以放行打款',
  enterpriseMissing: '企业不存在',
  failNextRange: '失败次数必须是0到10000的整数',
} as const;

/** What the provider answers when a signature fails on its side (the console's failNext plays it). */
export const esignProviderMessages = {
  signFailed: '签章服务异常，请稍后重试',
} as const;

/**
 * Refusals of the e-sign provider the product plays itself (its console and its answers to the product):
 * a real provider's adapter answers its own.
 */
export const sandboxRefusals = defineRefusals('sandbox', {
  flowMissing: [404, sandboxConsoleMessages.flowMissing],
  nothingToAdvance: [400, sandboxConsoleMessages.nothingToAdvance],
  notInTransfer: [400, sandboxConsoleMessages.notInTransfer],
  enterpriseMissing: [404, sandboxConsoleMessages.enterpriseMissing],
  failNextRange: [400, sandboxConsoleMessages.failNextRange],
  smsTooSoon: [429, sealMessages.smsTooSoon],
  noFlow: [400, sealMessages.noFlow],
  noSeal: [400, sealMessages.noSeal],
  signFailed: [500, esignProviderMessages.signFailed],
});
