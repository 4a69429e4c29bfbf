import { enterpriseReviewRoutes as routes } from '@kc/domain/enterprise/enterprise-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../app/api-client';
import { enterpriseOptionKeys, queryKeysFactory, useRefreshingMutation } from '../../app/query-keys';
import type { EnterpriseDetail } from './api';

/** The review list and detail show the same EnterpriseDetail as the enterprise's own page. */
export type { EnterpriseDetail };

export type EnterpriseReviewSearch = {
  name?: string;
  creditCode?: string;
  type?: string;
  status?: number;
  isPerson?: number;
};

export type EnterpriseReviewQuery = EnterpriseReviewSearch & { current: number; size: number };

export type ReviewDecision = { id: string; status: 1 | 3; reviewerReason: string };

export const enterpriseReviewApi = {
  page: (q: EnterpriseReviewQuery) => call(routes.page, q),
  detail: (id: string) => call(routes.detail, { id }),
  updateStatus: (body: ReviewDecision) => call(routes.updateStatus, body),
  copyOwner: (ids: string[]) => call(routes.copyOwner, { ids }),
};

export const enterpriseReviewKeys = queryKeysFactory<'enterprise-review', EnterpriseReviewQuery>('enterprise-review');

export const useEnterpriseReviewPage = (q: EnterpriseReviewQuery) =>
  useQuery({
    queryKey: enterpriseReviewKeys.list(q),
    queryFn: () => enterpriseReviewApi.page(q),
    placeholderData: keepPreviousData,
  });

export const useEnterpriseReviewDetail = (id: string | undefined) =>
  useQuery({
    queryKey: enterpriseReviewKeys.detail(id ?? ''),
    queryFn: () => enterpriseReviewApi.detail(id!),
    enabled: Boolean(id),
  });

/**
 * A decision changes the list, that enterprise's detail and the pickers of approved enterprises (an approved
 * warehouse becomes choosable at once); a copy adds owner enterprises to the list and the pickers.
 */
export const useEnterpriseReviewMutations = () => ({
  updateStatus: useRefreshingMutation({
    mutationFn: enterpriseReviewApi.updateStatus,
    refreshes: (body) => [
      enterpriseReviewKeys.lists(),
      enterpriseReviewKeys.detail(body.id),
      ...enterpriseOptionKeys(),
    ],
  }),
  copyOwner: useRefreshingMutation({
    mutationFn: enterpriseReviewApi.copyOwner,
    refreshes: [enterpriseReviewKeys.lists(), ...enterpriseOptionKeys()],
  }),
});
