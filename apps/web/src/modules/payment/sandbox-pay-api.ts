import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api-client';

/** An order as the sandbox provider's phone page shows it (GET /api/kc-pay/sandbox/order?pr=). */
export type SandboxPayOrder = {
  provider: 'wechat' | 'alipay' | string;
  providerName: string;
  amount: string;
  description: string;
  merchant: string;
  status: 'open' | 'paid' | 'closed';
  expireTime: number | string | null;
  /** the payer's last failure (模拟支付失败: '余额不足') */
  lastError?: string | null;
};

const BASE = '/api/kc-pay/sandbox';
/** The phone has no session: the code is the credential, and a refusal never leads to /login. */
const publicCall = { anonymous: true, silent: true } as const;

export const sandboxPayApi = {
  order: (pr: string) => api.get<SandboxPayOrder>(`${BASE}/order`, { pr }, publicCall),
  pay: (pr: string) => api.post<SandboxPayOrder>(`${BASE}/pay`, { pr }, publicCall),
  fail: (pr: string) => api.post<SandboxPayOrder>(`${BASE}/fail`, { pr }, publicCall),
};

export const sandboxPayKeys = { order: (pr: string) => ['payment', 'sandbox-order', pr] as const };

export const useSandboxPayOrder = (pr: string) =>
  useQuery({
    queryKey: sandboxPayKeys.order(pr),
    queryFn: () => sandboxPayApi.order(pr),
    enabled: Boolean(pr),
    retry: false,
  });
