import type {
  AuditPermission,
  InboundBatchRecord as InboundBatch,
  InboundDetail,
  InboundRecord,
  InboundStep,
  InboundSumsAnswer as InboundSums,
  WarehouseAuditAnswer,
} from '@kc/domain/inbound/answers';
import type {
  InboundSubmitBody,
  ShippingAuditBody,
  WarehouseAuditBody,
  WarehouseTempSaveBody,
} from '@kc/domain/inbound/inbound';
import type { Page } from '@kc/domain/shared/envelope';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api-client';
import { optionKeys } from '../../app/query-keys';

export type InboundSearch = { code?: string; status?: string; materialId?: string; warehouseId?: string };
export type InboundQuery = InboundSearch & { current: number; size: number };

/** The answers, as the domain declares them (@kc/domain/inbound/answers). */
export type { AuditPermission, InboundBatch, InboundDetail, InboundRecord, InboundStep, InboundSums };

/** A storage attribute of a category (isStorage 1): one column of the batches table. */
export type StorageAttr = { id: string; attrCode: string; attrName: string; sort: number | null };
/** GET basematerial/findBaseMaterialListForInputOrder: the categories an order may store, with their attributes. */
export type InputMaterial = {
  id: string;
  code: string;
  name: string;
  weightUnit: string | null;
  numberUnit: string | null;
  attrList: StorageAttr[];
};

const BASE = '/api/kc-flrk/wms/input';

export const inboundApi = {
  list: (q: InboundQuery) => api.get<Page<InboundRecord>>(`${BASE}/list`, q),
  detail: (id: string) => api.get<InboundDetail>(`${BASE}/detail`, { id }, { silent: true }),
  steps: (id: string) => api.get<InboundStep[]>(`${BASE}/getSteps`, { id }, { silent: true }),
  sums: (id: string) => api.get<InboundSums>(`${BASE}/getSumQuantityAndWeight`, { id }, { silent: true }),
  auditPermission: (id: string) => api.get<AuditPermission>(`${BASE}/checkAuditPermission`, { id }, { silent: true }),
  submit: (body: InboundSubmitBody) => api.post<{ id: string }>(`${BASE}/submit`, body),
  remove: (ids: string[]) => api.post<unknown>(`${BASE}/remove`, { ids: ids.join(',') }),
  shippingAudit: (body: ShippingAuditBody) => api.post<unknown>(`${BASE}/shippingAudit`, body),
  warehouseTempSave: (body: WarehouseTempSaveBody) => api.post<unknown>(`${BASE}/warehouseTempSave`, body),
  warehouseAudit: (body: WarehouseAuditBody) => api.post<WarehouseAuditAnswer>(`${BASE}/warehouseAudit`, body),
  createCheck: (id: string) => api.post<{ id: string }>(`${BASE}/createCheck`, { id }),
  materials: () => api.get<InputMaterial[]>('/api/kc-flrk/basematerial/findBaseMaterialListForInputOrder'),
};

export const inboundKeys = {
  all: ['inbound'] as const,
  lists: () => [...inboundKeys.all, 'list'] as const,
  list: (q: InboundQuery) => [...inboundKeys.lists(), q] as const,
  /** Everything shown on one order's page: detail, steps, sums, audit permission. */
  order: (id: string) => [...inboundKeys.all, 'order', id] as const,
  detail: (id: string) => [...inboundKeys.order(id), 'detail'] as const,
  steps: (id: string) => [...inboundKeys.order(id), 'steps'] as const,
  sums: (id: string) => [...inboundKeys.order(id), 'sums'] as const,
  auditPermission: (id: string) => [...inboundKeys.order(id), 'audit-permission'] as const,
};

export const useInboundList = (q: InboundQuery) =>
  useQuery({ queryKey: inboundKeys.list(q), queryFn: () => inboundApi.list(q), placeholderData: keepPreviousData });

export const useInboundDetail = (id: string | null) =>
  useQuery({
    queryKey: inboundKeys.detail(id ?? ''),
    queryFn: () => inboundApi.detail(id!),
    enabled: Boolean(id),
    retry: false,
  });

export const useInboundSteps = (id: string) =>
  useQuery({ queryKey: inboundKeys.steps(id), queryFn: () => inboundApi.steps(id), retry: false });

export const useInboundSums = (id: string) =>
  useQuery({ queryKey: inboundKeys.sums(id), queryFn: () => inboundApi.sums(id), retry: false });

export const useAuditPermission = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: inboundKeys.auditPermission(id),
    queryFn: () => inboundApi.auditPermission(id),
    enabled,
    retry: false,
  });

export const useInputMaterials = () =>
  useQuery({ queryKey: optionKeys.inputMaterials(), queryFn: inboundApi.materials, staleTime: 5 * 60_000 });

/** Every move of an order refreshes the lists and everything its page shows (a failure too: it may be stale). */
export const useInboundMutations = () => {
  const client = useQueryClient();
  const lists = () => client.invalidateQueries({ queryKey: inboundKeys.lists() });
  const order = (id: string) => Promise.all([lists(), client.invalidateQueries({ queryKey: inboundKeys.order(id) })]);
  return {
    submit: useMutation({
      mutationFn: inboundApi.submit,
      onSettled: (_d, _e, body) => (body.id ? order(body.id) : lists()),
    }),
    remove: useMutation({ mutationFn: inboundApi.remove, onSettled: lists }),
    shippingAudit: useMutation({ mutationFn: inboundApi.shippingAudit, onSettled: (_d, _e, b) => order(b.id) }),
    warehouseTempSave: useMutation({
      mutationFn: inboundApi.warehouseTempSave,
      onSettled: (_d, _e, b) => order(b.id),
    }),
    warehouseAudit: useMutation({ mutationFn: inboundApi.warehouseAudit, onSettled: (_d, _e, b) => order(b.id) }),
    createCheck: useMutation({ mutationFn: inboundApi.createCheck, onSettled: (_d, _e, id) => order(id) }),
  };
};
