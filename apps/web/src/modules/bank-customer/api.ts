import type { CreditQrV3Answer, CustomerRow, JiankeSubmitBody } from '@kc/domain/bank-customer/customer';
import { bankCustomerRoutes as routes } from '@kc/domain/bank-customer/customer-routes';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../app/api-client';
import { useRefreshingMutation } from '../../app/query-keys';

/**
 * Customer establishment (建客; server modules/bank-customer README): the records of a borrower, the bank organ
 * tree, the wizard's submit, rebuild and the test-only re-push, and the credit consent's QR codes.
 */
export type { CreditQrV3Answer, CustomerRow };

export const bankCustomerKeys = {
  all: ['bank-customer'] as const,
  list: (borrowerId: string) => [...bankCustomerKeys.all, 'list', borrowerId] as const,
  organTree: () => [...bankCustomerKeys.all, 'organ-tree'] as const,
  creditQr: (q: object) => [...bankCustomerKeys.all, 'credit-qr', q] as const,
  parties: (borrowerId: string) => [...bankCustomerKeys.all, 'parties', borrowerId] as const,
};

export const bankCustomerApi = {
  list: (borrowerId: string) => call(routes.list, { borrowerId }),
  organTree: () => call(routes.organTree),
  submit: (body: JiankeSubmitBody) => call(routes.submit, body),
  rebuild: (id: string) => call(routes.rebuild, { id }),
  repush: (id: string) => call(routes.repush, { id }),
  parties: (borrowerId: string) => call(routes.parties, { borrowerId }),
  creditQr: (q: { borrowerId: string; bankCode: string; coborrowerId?: string; relationId?: string }) =>
    call(routes.creditQrV3, q),
};

export const useCustomers = (borrowerId: string, enabled = true) =>
  useQuery({
    queryKey: bankCustomerKeys.list(borrowerId),
    queryFn: () => bankCustomerApi.list(borrowerId),
    enabled: enabled && borrowerId !== '',
  });
export const useCustomerParties = (borrowerId: string, enabled = true) =>
  useQuery({
    queryKey: bankCustomerKeys.parties(borrowerId),
    queryFn: () => bankCustomerApi.parties(borrowerId),
    enabled: enabled && borrowerId !== '',
  });
export const useOrganTree = (enabled = true) =>
  useQuery({ queryKey: bankCustomerKeys.organTree(), queryFn: bankCustomerApi.organTree, enabled });

/** Polls the consent every 2 s while the wizard's step 2 is open (and on the live event). */
export const useCreditQr = (
  q: { borrowerId: string; bankCode: string; coborrowerId?: string; relationId?: string },
  enabled: boolean,
) =>
  useQuery({
    queryKey: bankCustomerKeys.creditQr(q),
    queryFn: () => bankCustomerApi.creditQr(q),
    enabled,
    refetchInterval: 2000,
    retry: false,
  });

export const useCustomerMutations = () => {
  const refreshes = [bankCustomerKeys.all];
  return {
    submit: useRefreshingMutation({ mutationFn: bankCustomerApi.submit, refreshes }),
    rebuild: useRefreshingMutation({ mutationFn: bankCustomerApi.rebuild, refreshes }),
    repush: useRefreshingMutation({ mutationFn: bankCustomerApi.repush, refreshes }),
  };
};
