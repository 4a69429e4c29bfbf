import type {
  billSplitBillChoice,
  billSplitDetail,
  billSplitMoveAnswer,
  billSplitRecord,
} from '@kc/domain/bill-split/answers';
import type {
  billSplitAuditBody,
  billSplitBillQuery,
  billSplitListQuery,
  billSplitSaveBody,
} from '@kc/domain/bill-split/bill-split';
import { billSplitRoutes as routes } from '@kc/domain/bill-split/bill-split-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../app/api-client';
import { queryKeysFactory, useRefreshingMutation } from '../../app/query-keys';
import { receiptKeys } from '../receipt';

export type BillSplit = z.infer<typeof billSplitRecord>;
export type BillSplitDetail = z.infer<typeof billSplitDetail>;
export type BillSplitMoved = z.infer<typeof billSplitMoveAnswer>;
export type BillSplitChoice = z.infer<typeof billSplitBillChoice>;
export type BillSplitSearch = Omit<z.infer<typeof billSplitListQuery>, 'current' | 'size'>;
export type BillSplitQuery = BillSplitSearch & { current: number; size: number };
export type BillSplitBillQuery = Omit<z.infer<typeof billSplitBillQuery>, 'current' | 'size'> & {
  current: number;
  size: number;
};
export type SaveBody = z.input<typeof billSplitSaveBody>;
export type AuditBody = z.input<typeof billSplitAuditBody>;
export type AuditParty = 'owner' | 'platform' | 'warehouse';

const auditRoute = { owner: routes.shippingAudit, platform: routes.platformAudit, warehouse: routes.warehouseAudit };

export const billSplitApi = {
  page: (q: BillSplitQuery) => call(routes.page, q),
  detail: (id: string) => call(routes.detail, { id }),
  warehouses: () => call(routes.warehouses),
  bills: (q: BillSplitBillQuery) => call(routes.billPage, q),
  billsByIds: (ids: string) => call(routes.billListByIds, { ids }),
  save: (body: SaveBody) => call(routes.addSplit, body),
  audit: ({ party, ...body }: AuditBody & { party: AuditParty }) => call(auditRoute[party], body),
  remove: (id: string) => call(routes.remove, { ids: id }),
  liveVideo: (billId: string) => call(routes.liveVideo, { billId }),
};

const base = queryKeysFactory<'billSplit', BillSplitQuery>('billSplit');
export const billSplitKeys = {
  ...base,
  bills: (q: BillSplitBillQuery) => [...base.all, 'bills', q] as const,
  billsByIds: (ids: string) => [...base.all, 'billsByIds', ids] as const,
  warehouses: () => [...base.all, 'warehouses'] as const,
  video: (billId: string) => [...base.all, 'video', billId] as const,
};

export const useBillSplitPage = (q: BillSplitQuery) =>
  useQuery({ queryKey: billSplitKeys.list(q), queryFn: () => billSplitApi.page(q), placeholderData: keepPreviousData });
export const useBillSplitDetail = (id: string | null) =>
  useQuery({ queryKey: billSplitKeys.detail(id ?? ''), queryFn: () => billSplitApi.detail(id!), enabled: !!id });
export const useBillSplitWarehouses = () =>
  useQuery({ queryKey: billSplitKeys.warehouses(), queryFn: billSplitApi.warehouses });
export const useBillSplitBills = (q: BillSplitBillQuery, enabled: boolean) =>
  useQuery({
    queryKey: billSplitKeys.bills(q),
    queryFn: () => billSplitApi.bills(q),
    enabled,
    placeholderData: keepPreviousData,
  });
export const useBillSplitBillsByIds = (ids: string | null) =>
  useQuery({
    queryKey: billSplitKeys.billsByIds(ids ?? ''),
    queryFn: () => billSplitApi.billsByIds(ids!),
    enabled: !!ids,
  });
/** The live video: one frame asked again every second while the dialog is open. */
export const useLiveVideo = (billId: string | null) =>
  useQuery({
    queryKey: billSplitKeys.video(billId ?? ''),
    queryFn: () => billSplitApi.liveVideo(billId!),
    enabled: !!billId,
    refetchInterval: 1000,
    placeholderData: keepPreviousData,
  });

/** Every move changes the application, its list and the receipt it holds, lets go or replaces. */
export const useBillSplitMutations = () => {
  const refreshes = [billSplitKeys.all, receiptKeys.all];
  return {
    save: useRefreshingMutation({ mutationFn: billSplitApi.save, refreshes }),
    audit: useRefreshingMutation({ mutationFn: billSplitApi.audit, refreshes }),
    remove: useRefreshingMutation({ mutationFn: billSplitApi.remove, refreshes }),
  };
};
