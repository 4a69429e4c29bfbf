import type { Page } from '@kc/domain/shared/envelope';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api-client';

/** A row of the external warehouse material mapping list (GET wmsMaterial/list). */
export type WmsMaterialRecord = {
  id: string;
  warehouseId: string;
  warehouseName: string | null;
  warehouseUnitId: string | null;
  materialId: string | null;
  materialName: string | null;
  externalMaterialId: string;
  wmsMaterialName: string;
  createTime: string;
};

export type WmsMaterialSearch = {
  warehouseId?: string;
  materialId?: string;
  externalMaterialId?: string;
  wmsMaterialName?: string;
};

export type WmsMaterialQuery = WmsMaterialSearch & { current: number; size: number };

/** What wmsMaterial/submit takes (domain wmsMaterialForm; the server sets warehouseUnitId). */
export type WmsMaterialPayload = {
  warehouseId: string;
  materialId: string;
  materialAddList: { externalMaterialId: string; wmsMaterialName: string }[];
};

const BASE = '/api/kc-flrk';

export const wmsMaterialApi = {
  list: (q: WmsMaterialQuery) => api.get<Page<WmsMaterialRecord>>(`${BASE}/wmsMaterial/list`, q),
  submit: (body: WmsMaterialPayload) => api.post<string[]>(`${BASE}/wmsMaterial/submit`, body),
  updateMaterial: (body: { ids: string[]; materialId: string }) =>
    api.post<boolean>(`${BASE}/wmsMaterial/updateWmsMaterialId`, body),
  /** Answers data 402 (WMS_MAPPING_IN_USE) when the mapping is in use, with nothing removed. */
  remove: (id: string) => api.post<number | boolean>(`${BASE}/wmsMaterial/delWmsMaterial`, { id }),
};

export const wmsMaterialKeys = {
  all: ['wms-material'] as const,
  lists: () => [...wmsMaterialKeys.all, 'list'] as const,
  list: (q: WmsMaterialQuery) => [...wmsMaterialKeys.lists(), q] as const,
};

export const useWmsMaterialList = (q: WmsMaterialQuery) =>
  useQuery({
    queryKey: wmsMaterialKeys.list(q),
    queryFn: () => wmsMaterialApi.list(q),
    placeholderData: keepPreviousData,
  });

/** Every change to mappings refreshes the mapping lists (a refused delete too: the list may be stale). */
export const useWmsMaterialMutations = () => {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: wmsMaterialKeys.lists() });
  return {
    submit: useMutation({ mutationFn: wmsMaterialApi.submit, onSuccess: refresh }),
    updateMaterial: useMutation({ mutationFn: wmsMaterialApi.updateMaterial, onSuccess: refresh }),
    remove: useMutation({ mutationFn: wmsMaterialApi.remove, onSettled: refresh }),
  };
};
