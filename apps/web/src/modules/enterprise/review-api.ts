import type { Page } from '@kc/domain/shared/envelope';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api-client';

/** An enterprise as the review list and detail show it (API contract: EnterpriseDetail). */
export type EnterpriseDetail = {
  id: string;
  name: string;
  type: string;
  isPerson: number;
  code: string | null;
  shortName: string | null;
  creditCode: string | null;
  address: string | null;
  addressName: string | null;
  addressDetail: string | null;
  corporateInfo: string | null;
  identityNumber: string | null;
  contactsName: string | null;
  corporatePhone: string | null;
  contactsPhone: string | null;
  contactsEmail: string | null;
  isReceive: number;
  isAutoSign: number;
  bankName: string | null;
  bankAccount: string | null;
  englishName: string | null;
  zipCode: string | null;
  fax: string | null;
  domainName: string | null;
  businessScope: string | null;
  mainProducts: string | null;
  enterpriseScope: string | null;
  enterpriseNature: string | null;
  status: number;
  reviewerReason: string | null;
  esignStatus: number;
  esignMsg: string | null;
  esignFlowId: string | null;
  hasSeal: boolean;
  sealLink: string | null;
  logo: string | null;
  logoLink: string | null;
  businessLicense: string | null;
  businessLicenseLink: string | null;
  idcardFront: string | null;
  idCardFrontLink: string | null;
  idcardBack: string | null;
  idcardBackLink: string | null;
  businessLifeStart: string | null;
  businessLifeEnd: string | null;
  isCopyOwner: number;
  hasPendingChanges: boolean;
  createTime: string;
};

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
