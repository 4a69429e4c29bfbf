import { fileRoutes } from '@kc/domain/files/files-routes';
import type {
  InspectionDetail,
  InspectionFileRecord as InspectionFile,
  InspectionRecord,
} from '@kc/domain/inbound/answers';
import type { InspectionSubmitBody } from '@kc/domain/inbound/inspection';
import { inspectionRoutes } from '@kc/domain/inbound/inspection-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, callForm } from '../../app/api-client';
import { useRefreshingMutation } from '../../app/query-keys';
import { type InspectionQuery, type InspectionSearch, inboundKeys, inspectionKeys } from './api';

export type { InspectionQuery, InspectionSearch };

/** The answers, as the domain declares them (@kc/domain/inbound/answers). */
type InspectionBatch = InspectionDetail['batches'][number];

export type { InspectionBatch, InspectionDetail, InspectionFile, InspectionRecord };

export const inspectionApi = {
  list: (q: InspectionQuery) => call(inspectionRoutes.list, q),
  detail: (id: string) => call(inspectionRoutes.detail, { id }, { silent: true }),
  submit: (body: InspectionSubmitBody) => call(inspectionRoutes.submit, body),
  remove: (ids: string[]) => call(inspectionRoutes.remove, { ids: ids.join(',') }),
  /** The inspection image; failures are told by the caller (spec 3 §8: '上传失败'). */
  upload: (file: File) => {
    const body = new FormData();
    body.append('file', file);
    return callForm(fileRoutes.attach, body, { silent: true });
  },
};

export { inspectionKeys };

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
  const refreshes = [inspectionKeys.all, inboundKeys.all];
  return {
    submit: useRefreshingMutation({ mutationFn: inspectionApi.submit, refreshes }),
    remove: useRefreshingMutation({ mutationFn: inspectionApi.remove, refreshes }),
  };
};
