import type {
  InspectionDetail,
  InspectionFileRecord as InspectionFile,
  InspectionRecord,
} from '@kc/domain/inbound/answers';
import type { InspectionSubmitBody } from '@kc/domain/inbound/inspection';
import type { Page } from '@kc/domain/shared/envelope';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api-client';
import { queryKeysFactory } from '../../app/query-keys';
import { inboundKeys } from './api';

export type InspectionSearch = { inputCode?: string; status?: string };
export type InspectionQuery = InspectionSearch & { current: number; size: number };

/** The answers, as the domain declares them (@kc/domain/inbound/answers). */
type InspectionBatch = InspectionDetail['batches'][number];

export type { InspectionBatch, InspectionDetail, InspectionFile, InspectionRecord };

const BASE = '/api/kc-flrk/ple/test';

export const inspectionApi = {
  list: (q: InspectionQuery) => api.get<Page<InspectionRecord>>(`${BASE}/list`, q),
  detail: (id: string) => api.get<InspectionDetail>(`${BASE}/detail`, { id }, { silent: true }),
  submit: (body: InspectionSubmitBody) => api.post<unknown>(`${BASE}/submit`, body),
  remove: (ids: string[]) => api.post<unknown>(`${BASE}/remove`, { ids: ids.join(',') }),
  /** The inspection image; failures are told by the caller (spec 3 §8: '上传失败'). */
  upload: (file: File) => {
    const body = new FormData();
    body.append('file', file);
    return api.post<{ attachId: string; link: string }>('/api/kc-resource/oss/endpoint/put-file-attach', body, {
      silent: true,
    });
  },
};

export const inspectionKeys = queryKeysFactory<'inspection', InspectionQuery>('inspection');

export const useInspectionList = (q: InspectionQuery) =>
  useQuery({
    queryKey: inspectionKeys.list(q),
    queryFn: () => inspectionApi.list(q),
    placeholderData: keepPreviousData,
  });

export const useInspectionDetail = (id: string) =>
  useQuery({ queryKey: inspectionKeys.detail(id), queryFn: () => inspectionApi.detail(id), retry: false });

/** Saving or finishing changes the inspection, its list and the order's page (which links to it). */
export const useInspectionMutations = () => {
  const client = useQueryClient();
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: inspectionKeys.all }),
      client.invalidateQueries({ queryKey: inboundKeys.all }),
    ]);
  return {
    submit: useMutation({ mutationFn: inspectionApi.submit, onSettled: refresh }),
    remove: useMutation({ mutationFn: inspectionApi.remove, onSettled: refresh }),
  };
};
