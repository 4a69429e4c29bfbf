import type { wmsMaterialForm } from '@kc/domain/goods/wms-material';
import { wmsMaterialRoutes } from '@kc/domain/goods/wms-material-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../app/api-client';
import { queryKeysFactory, useRefreshingMutation } from '../../app/query-keys';

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

export const wmsMaterialApi = {
  list: (q: WmsMaterialQuery) => call(wmsMaterialRoutes.list, q),
  submit: (body: WmsMaterialPayload) => call(wmsMaterialRoutes.submit, body),
  updateMaterial: (body: { ids: string[]; materialId: string }) => call(wmsMaterialRoutes.updateMaterial, body),
  /** Answers data 402 (WMS_MAPPING_IN_USE) when the mapping is in use, with nothing removed. */
  remove: (id: string) => call(wmsMaterialRoutes.remove, { id }),
};

export const wmsMaterialKeys = queryKeysFactory<'wms-material', WmsMaterialQuery>('wms-material');

export const useWmsMaterialList = (q: WmsMaterialQuery) =>
  useQuery({
    queryKey: wmsMaterialKeys.list(q),
    queryFn: () => wmsMaterialApi.list(q),
    placeholderData: keepPreviousData,
  });

/** Every change to mappings refreshes the mapping lists (a refused one too: the list may be stale). */
export const useWmsMaterialMutations = () => {
  const refreshes = [wmsMaterialKeys.lists()];
  return {
    submit: useRefreshingMutation({ mutationFn: wmsMaterialApi.submit, refreshes }),
    updateMaterial: useRefreshingMutation({ mutationFn: wmsMaterialApi.updateMaterial, refreshes }),
    remove: useRefreshingMutation({ mutationFn: wmsMaterialApi.remove, refreshes }),
  };
};
