import type { WmsMaterialRecord, wmsMaterialForm, wmsMaterialRemoveResult } from '@kc/domain/goods/wms-material';
import type { Page } from '@kc/domain/shared/envelope';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../app/api-client';
import { queryKeysFactory } from '../../app/query-keys';

export type { WmsMaterialRecord } from '@kc/domain/goods/wms-material';

export type WmsMaterialSearch = {
  warehouseId?: string;
  materialId?: string;
  externalMaterialId?: string;
  wmsMaterialName?: string;
};

export type WmsMaterialQuery = WmsMaterialSearch & { current: number; size: number };

/** What wmsMaterial/submit takes (the domain's form; the server sets warehouseUnitId). */
export type WmsMaterialPayload = Omit<z.input<typeof wmsMaterialForm>, 'warehouseUnitId'>;

const BASE = '/api/kc-flrk';

export const wmsMaterialApi = {
  list: (q: WmsMaterialQuery) => api.get<Page<WmsMaterialRecord>>(`${BASE}/wmsMaterial/list`, q),
  submit: (body: WmsMaterialPayload) => api.post<string[]>(`${BASE}/wmsMaterial/submit`, body),
  updateMaterial: (body: { ids: string[]; materialId: string }) =>
    api.post<true>(`${BASE}/wmsMaterial/updateWmsMaterialId`, body),
  /** Answers data 402 (WMS_MAPPING_IN_USE) when the mapping is in use, with nothing removed. */
  remove: (id: string) =>
    api.post<z.infer<typeof wmsMaterialRemoveResult>>(`${BASE}/wmsMaterial/delWmsMaterial`, { id }),
};

export const wmsMaterialKeys = queryKeysFactory<'wms-material', WmsMaterialQuery>('wms-material');

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
