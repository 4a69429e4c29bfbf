import type { Page } from '@kc/domain/shared/envelope';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api-client';

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

const BASE = '/api/kc-flrk/enterprise';

export const enterpriseReviewApi = {
  page: (q: EnterpriseReviewQuery) => api.get<Page<EnterpriseDetail>>(`${BASE}/findEnterpriseInfoPageForBack`, q),
  detail: (id: string) => api.get<EnterpriseDetail>(`${BASE}/detail`, { id }),
  updateStatus: (body: ReviewDecision) => api.post<null>(`${BASE}/updateStatus`, body),
  copyOwner: (ids: string[]) => api.post<null>(`${BASE}/copyOwnerEnterprise`, { ids }),
};

export const enterpriseReviewKeys = {
  all: ['enterprise-review'] as const,
  lists: () => [...enterpriseReviewKeys.all, 'list'] as const,
  list: (q: EnterpriseReviewQuery) => [...enterpriseReviewKeys.lists(), q] as const,
  details: () => [...enterpriseReviewKeys.all, 'detail'] as const,
  detail: (id: string) => [...enterpriseReviewKeys.details(), id] as const,
};

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

/** A decision changes the list and that enterprise's detail; a copy adds owner enterprises to the list. */
export const useEnterpriseReviewMutations = () => {
  const client = useQueryClient();
  return {
    updateStatus: useMutation({
      mutationFn: enterpriseReviewApi.updateStatus,
      onSuccess: (_d, body) =>
        Promise.all([
          client.invalidateQueries({ queryKey: enterpriseReviewKeys.lists() }),
          client.invalidateQueries({ queryKey: enterpriseReviewKeys.detail(body.id) }),
        ]),
    }),
    copyOwner: useMutation({
      mutationFn: enterpriseReviewApi.copyOwner,
      onSuccess: () => client.invalidateQueries({ queryKey: enterpriseReviewKeys.lists() }),
    }),
  };
};
