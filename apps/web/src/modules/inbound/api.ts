import type { RouteAnswer } from '@kc/domain';
import { baseMaterialRoutes } from '@kc/domain/goods/goods-routes';
import type {
  AuditPermission,
  InboundBatchRecord as InboundBatch,
  InboundDetail,
  InboundRecord,
  InboundStep,
  InboundSumsAnswer as InboundSums,
} from '@kc/domain/inbound/answers';
import type {
  InboundSubmitBody,
  ShippingAuditBody,
  WarehouseAuditBody,
  WarehouseTempSaveBody,
} from '@kc/domain/inbound/inbound';
import { inboundRoutes as routes } from '@kc/domain/inbound/inbound-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../app/api-client';
import { optionKeys, queryKeysFactory, useRefreshingMutation } from '../../app/query-keys';
import { receiptKeys } from '../receipt';

export type InboundSearch = { code?: string; status?: string; materialId?: string; warehouseId?: string };
export type InboundQuery = InboundSearch & { current: number; size: number };

/** The answers, as the domain declares them (@kc/domain/inbound/answers). */
export type { AuditPermission, InboundBatch, InboundDetail, InboundRecord, InboundStep, InboundSums };

/** A storage attribute of a category (isStorage 1): one column of the batches table. */
export type StorageAttr = { id: string; attrCode: string; attrName: string; sort: number | null };
/** GET basematerial/findBaseMaterialListForInputOrder: the categories an order may store, with their attributes. */
export type InputMaterial = RouteAnswer<typeof baseMaterialRoutes.forInputOrder>[number];

export const inboundApi = {
  list: (q: InboundQuery) => call(routes.list, q),
  detail: (id: string) => call(routes.detail, { id }, { silent: true }),
  steps: (id: string) => call(routes.steps, { id }, { silent: true }),
  sums: (id: string) => call(routes.sums, { id }, { silent: true }),
  auditPermission: (id: string) => call(routes.auditPermission, { id }, { silent: true }),
  submit: (body: InboundSubmitBody) => call(routes.submit, body),
  remove: (ids: string[]) => call(routes.remove, { ids: ids.join(',') }),
  shippingAudit: (body: ShippingAuditBody) => call(routes.shippingAudit, body),
  warehouseTempSave: (body: WarehouseTempSaveBody) => call(routes.warehouseTempSave, body),
  warehouseAudit: (body: WarehouseAuditBody) => call(routes.warehouseAudit, body),
  createCheck: (id: string) => call(routes.createCheck, { id }),
  materials: () => call(baseMaterialRoutes.forInputOrder),
};

const base = queryKeysFactory<'inbound', InboundQuery>('inbound');
/** Everything shown on one order's page (detail, steps, sums, audit permission) is a part of the order. */
export const inboundKeys = {
  ...base,
  steps: (id: string) => base.part(id, 'steps'),
  sums: (id: string) => base.part(id, 'sums'),
  auditPermission: (id: string) => base.part(id, 'audit-permission'),
};

export type InspectionSearch = { inputCode?: string; status?: string };
export type InspectionQuery = InspectionSearch & { current: number; size: number };
/** The inspections (公检) of the orders (inspection-api.ts). */
export const inspectionKeys = queryKeysFactory<'inspection', InspectionQuery>('inspection');

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

/** Every move names its order (the page and the lists); the warehouse's audit also generates its receipts. */
export const useInboundMutations = () => {
  const order = (id: string | undefined) => (id ? [inboundKeys.detail(id)] : []);
  return {
    submit: useRefreshingMutation({
      mutationFn: inboundApi.submit,
      records: (body, saved) => order(body.id ?? saved?.id),
      refreshes: [inboundKeys.lists()],
    }),
    remove: useRefreshingMutation({ mutationFn: inboundApi.remove, records: (ids) => ids.map(inboundKeys.detail) }),
    shippingAudit: useRefreshingMutation({ mutationFn: inboundApi.shippingAudit, records: (b) => order(b.id) }),
    warehouseTempSave: useRefreshingMutation({
      mutationFn: inboundApi.warehouseTempSave,
      records: (b) => order(b.id),
    }),
    warehouseAudit: useRefreshingMutation({
      mutationFn: inboundApi.warehouseAudit,
      records: (b) => order(b.id),
      refreshes: [receiptKeys.all],
    }),
    createCheck: useRefreshingMutation({
      mutationFn: inboundApi.createCheck,
      records: (id) => order(id),
      refreshes: [inspectionKeys.all],
    }),
  };
};
