import { type RawWmsPush, type WmsEvent, WmsProviderError } from './port';
import { parsePushBody, pushSignatureProblem } from './protocol';

/**
 * The platform's side of a WMS push: verifying it with the (tenant, unit) key and reading its events. Here, not in
 * the sandbox, so a real adapter reuses it; the sandbox's port verifies with the key its feed keeps.
 */
export const verifyWmsPush = (key: string | undefined, raw: RawWmsPush, at: Date): WmsEvent[] => {
  if (!key) throw new WmsProviderError('SIGN_ERROR', '该WMS平台未配置推送密钥');
  const headers = Object.fromEntries(Object.entries(raw.headers).map(([k, v]) => [k.toLowerCase(), v]));
  const problem = pushSignatureProblem(key, headers, raw.rawBody, at);
  if (problem) throw new WmsProviderError('SIGN_ERROR', problem);
  const events = parsePushBody(raw.rawBody);
  if (!events) throw new WmsProviderError('BAD_BODY', '推送内容格式错误');
  return events;
};
