import type {
  outboundBillChoice,
  outboundDetail,
  outboundMoveAnswer,
  outboundRecord,
} from '@kc/domain/outbound/answers';
import type {
  checkVrCodeBody,
  outboundBillQuery,
  outboundListQuery,
  outboundShippingAuditBody,
  outboundSubmitBody,
  outboundTempSaveBody,
  outboundWarehouseAuditBody,
} from '@kc/domain/outbound/outbound';
import { outboundRoutes as routes } from '@kc/domain/outbound/outbound-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../app/api-client';
import { queryKeysFactory, useRefreshingMutation } from '../../app/query-keys';
import { receiptKeys } from '../receipt';

export type Outbound = z.infer<typeof outboundRecord>;
export type OutboundDetail = z.infer<typeof outboundDetail>;
export type OutboundBill = OutboundDetail['bills'][number];
export type OutboundMoved = z.infer<typeof outboundMoveAnswer>;
export type OutboundChoice = z.infer<typeof outboundBillChoice>;
export type OutboundSearch = Omit<z.infer<typeof outboundListQuery>, 'current' | 'size'>;
export type OutboundQuery = OutboundSearch & { current: number; size: number };
export type OutboundBillQuery = Omit<z.infer<typeof outboundBillQuery>, 'current' | 'size'> & {
  current: number;
  size: number;
};
export type SubmitBody = z.input<typeof outboundSubmitBody>;
export type ShippingAuditBody = z.input<typeof outboundShippingAuditBody>;
export type CheckVrCodeBody = z.input<typeof checkVrCodeBody>;
export type TempSaveBody = z.input<typeof outboundTempSaveBody>;
export type WarehouseAuditBody = z.input<typeof outboundWarehouseAuditBody>;

export const outboundApi = {
  page: (q: OutboundQuery) => call(routes.list, q),
  detail: (id: string) => call(routes.detail, { id }),
  steps: (id: string) => call(routes.steps, { id }),
  sums: (id: string) => call(routes.sums, { id }),
  warehouses: () => call(routes.warehouses),
  bills: (q: OutboundBillQuery) => call(routes.bills, q),
  submit: (body: SubmitBody) => call(routes.submit, body),
  remove: (id: string) => call(routes.remove, { ids: id }),
  shippingAudit: (body: ShippingAuditBody) => call(routes.shippingAudit, body),
  checkVrCode: (body: CheckVrCodeBody) => call(routes.checkVrCode, body),
  tempSave: (body: TempSaveBody) => call(routes.warehouseTempSave, body),
  tempSaveCheck: (body: TempSaveBody) => call(routes.warehouseTempSaveCheck, body),
  warehouseAudit: (body: WarehouseAuditBody) => call(routes.warehouseAudit, body),
  sign: (id: string) => call(routes.shippingSign, { id }),
};

const base = queryKeysFactory<'outbound', OutboundQuery>('outbound');
export const outboundKeys = {
  ...base,
  steps: (id: string) => [...base.all, 'steps', id] as const,
  sums: (id: string) => [...base.all, 'sums', id] as const,
  bills: (q: OutboundBillQuery) => [...base.all, 'bills', q] as const,
  warehouses: () => [...base.all, 'warehouses'] as const,
};

export const useOutboundPage = (q: OutboundQuery) =>
  useQuery({ queryKey: outboundKeys.list(q), queryFn: () => outboundApi.page(q), placeholderData: keepPreviousData });
export const useOutboundDetail = (id: string) =>
  useQuery({ queryKey: outboundKeys.detail(id), queryFn: () => outboundApi.detail(id) });
export const useOutboundSteps = (id: string) =>
  useQuery({ queryKey: outboundKeys.steps(id), queryFn: () => outboundApi.steps(id) });
export const useOutboundSums = (id: string) =>
  useQuery({ queryKey: outboundKeys.sums(id), queryFn: () => outboundApi.sums(id) });
export const useOutboundWarehouses = (enabled: boolean) =>
  useQuery({ queryKey: outboundKeys.warehouses(), queryFn: outboundApi.warehouses, enabled });
export const useOutboundBills = (q: OutboundBillQuery, enabled: boolean) =>
  useQuery({
    queryKey: outboundKeys.bills(q),
    queryFn: () => outboundApi.bills(q),
    enabled,
    placeholderData: keepPreviousData,
  });

/** Every move changes the order, its list and the receipts it takes, gives back, cancels or issues. */
export const useOutboundMutations = () => {
  const refreshes = [outboundKeys.all, receiptKeys.all];
  return {
    submit: useRefreshingMutation({ mutationFn: outboundApi.submit, refreshes }),
    remove: useRefreshingMutation({ mutationFn: outboundApi.remove, refreshes }),
    shippingAudit: useRefreshingMutation({ mutationFn: outboundApi.shippingAudit, refreshes }),
    checkVrCode: useRefreshingMutation({ mutationFn: outboundApi.checkVrCode, refreshes }),
    tempSave: useRefreshingMutation({ mutationFn: outboundApi.tempSave, refreshes }),
    warehouseAudit: useRefreshingMutation({ mutationFn: outboundApi.warehouseAudit, refreshes }),
    sign: useRefreshingMutation({ mutationFn: outboundApi.sign, refreshes }),
  };
};
