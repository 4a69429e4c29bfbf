import type { IdentitySandboxRequest } from '@kc/domain/borrower/answers';
import { identityRoutes } from '@kc/domain/borrower/borrower-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../app/api-client';
import { queryKeysFactory, useRefreshingMutation } from '../../app/query-keys';

export type { IdentitySandboxRequest };
export type IdentityRequestQuery = { current: number; size: number; status?: 'pending' | 'passed' | 'rejected' };

/** The console's 实名认证 tab: the identity sandbox's requests and its decisions. */
export const identitySandboxApi = {
  requests: (q: IdentityRequestQuery) => call(identityRoutes.sandboxRequests, q),
  decide: (body: { ref: string; decision: 'pass' | 'reject' | 'keep'; reason?: string }) =>
    call(identityRoutes.sandboxDecide, body),
};
export const identitySandboxKeys = queryKeysFactory<'identitySandbox', IdentityRequestQuery>('identitySandbox');

export const useIdentityRequests = (q: IdentityRequestQuery) =>
  useQuery({
    queryKey: identitySandboxKeys.list(q),
    queryFn: () => identitySandboxApi.requests(q),
    placeholderData: keepPreviousData,
    refetchInterval: 3000,
  });
export const useIdentityDecide = () =>
  useRefreshingMutation({ mutationFn: identitySandboxApi.decide, refreshes: [identitySandboxKeys.all] });
