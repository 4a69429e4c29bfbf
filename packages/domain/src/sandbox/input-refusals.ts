import { defineRefusals } from '../shared/errors';
import { MAX_FAIL_NEXT } from './answers';

/**
 * The input rules of the e-sign, SMS and mini-program sandbox console (its schemas' messages, sandbox/answers.ts): a
 * schema refusing an input with one of these messages answers its reason (shared/errors.ts inputReasonOf).
 */
export const sandboxConsoleInputRefusals = defineRefusals('sandbox', {
  flowRequired: [400, '请选择申请'],
  flowIdTooLong: [400, '申请编号过长'],
  outcomeRequired: [400, '请选择沙箱结果'],
  stepMsTooSmall: [400, '自动推进间隔不能小于0'],
  stepMsTooLarge: [400, '自动推进间隔不能超过60000毫秒'],
  failNextTooSmall: [400, '失败次数不能小于0'],
  failNextTooLarge: [400, `失败次数不能超过${MAX_FAIL_NEXT}`],
  qrTokenRequired: [400, '请选择二维码'],
});
