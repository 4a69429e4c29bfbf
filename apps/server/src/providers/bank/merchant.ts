import type { BankPort } from './port';
import { callbackSignatureProblem, parseCallbackBody } from './protocol';

/**
 * The platform's side of the bank's callbacks: verifying one with the tenant's key and reading its message. Here,
 * not in the sandbox, so a real adapter reuses it; the sandbox's port verifies with the key it keeps per tenant.
 */
export const verifyBankCallback = (
  key: string | undefined,
  tenantId: string,
  headers: Parameters<BankPort['verifyCallback']>[1],
  rawBody: string,
  at: Date,
): Awaited<ReturnType<BankPort['verifyCallback']>> => {
  if (!key) return { ok: false, reason: '该租户未配置银行回调密钥' };
  const problem = callbackSignatureProblem(key, headers, rawBody, at);
  if (problem) return { ok: false, reason: problem };
  const parsed = parseCallbackBody(rawBody);
  if (parsed.ok && parsed.message.tenantId !== tenantId) return { ok: false, reason: '回调租户与地址不符' };
  return parsed;
};
