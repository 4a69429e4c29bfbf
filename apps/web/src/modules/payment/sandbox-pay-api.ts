import type { PaySandboxOrderAnswer } from '@kc/domain/payment/pay-sandbox';
import { paySandboxPhoneRoutes as routes } from '@kc/domain/payment/pay-sandbox-routes';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../app/api-client';

/** An order as the sandbox provider's phone page shows it (paySandboxPhoneRoutes.order). */
export type SandboxPayOrder = PaySandboxOrderAnswer;

/** The phone has no session: the code is the credential, and a refusal never leads to /login. */
const publicCall = { anonymous: true, silent: true } as const;

export const sandboxPayApi = {
  order: (pr: string) => call(routes.order, { pr }, publicCall),
  pay: (pr: string) => call(routes.pay, { pr }, publicCall),
  fail: (pr: string) => call(routes.fail, { pr }, publicCall),
};

export const sandboxPayKeys = { order: (pr: string) => ['payment', 'sandbox-order', pr] as const };

export const useSandboxPayOrder = (pr: string) =>
  useQuery({
    queryKey: sandboxPayKeys.order(pr),
    queryFn: () => sandboxPayApi.order(pr),
    enabled: Boolean(pr),
    retry: false,
  });
