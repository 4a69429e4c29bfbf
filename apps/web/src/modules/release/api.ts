import { pickupRoutes } from '@kc/domain/release/pickup';
import type {
  prePickupBillRow,
  releaseAuditBody,
  releaseDetail,
  releasePageQuery,
  releaseRecord,
  releaseRepaymentRow,
  releaseSplitRow,
} from '@kc/domain/release/release-record';
import { releaseRoutes as routes } from '@kc/domain/release/release-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../app/api-client';
import { queryKeysFactory, useRefreshingMutation } from '../../app/query-keys';
import { financeKeys } from '../finance';
import { outboundKeys } from '../outbound';
import { receiptKeys } from '../receipt';

export type Release = z.infer<typeof releaseRecord>;
export type ReleaseDetail = z.infer<typeof releaseDetail>;
export type ReleaseBill = ReleaseDetail['billList'][number];
export type ReleaseSplitRow = z.infer<typeof releaseSplitRow>;
export type ReleaseRepayment = z.infer<typeof releaseRepaymentRow>;
export type PrePickupBill = z.infer<typeof prePickupBillRow>;
export type ReleaseSearch = Omit<z.infer<typeof releasePageQuery>, 'current' | 'size'>;
export type ReleaseQuery = ReleaseSearch & { current: number; size: number };
export type AuditBody = z.input<typeof releaseAuditBody>;

export const releaseApi = {
  list: (q: ReleaseQuery) => call(routes.list, q),
  detail: (id: string) => call(routes.getById, { id }),
  splitBills: (billRowId: string) => call(routes.splitBillsByBilId, { id: billRowId }),
  repayments: (id: string) => call(routes.repaymentsByGoodsId, { id }),
  prePickup: (id: string) => call(routes.prePickupBillList, { id }),
  notice: (id: string) => call(routes.getTakeGoodPdf, { id }),
  platformAudit: (body: AuditBody) => call(routes.platformReleaseAudit, body),
  warehouseAudit: (body: AuditBody) => call(routes.warehouseReleaseAudit, body),
  pickupFeedback: (id: string) => call(routes.pickGoodsFeedback, { id }),
  pickup: (body: z.input<typeof pickupRoutes.generateOutputInfo.body>) => call(pickupRoutes.generateOutputInfo, body),
};

export const releaseKeys = queryKeysFactory<'release', ReleaseQuery>('release');

export const useReleasePage = (q: ReleaseQuery) =>
  useQuery({ queryKey: releaseKeys.list(q), queryFn: () => releaseApi.list(q), placeholderData: keepPreviousData });

export const useReleaseDetail = (id: string) =>
  useQuery({ queryKey: releaseKeys.detail(id), queryFn: () => releaseApi.detail(id) });

/** Every move changes the release, its list, the application it belongs to and the receipts it holds or frees. */
export const useReleaseMutations = () => {
  const refreshes = [releaseKeys.all, financeKeys.all, receiptKeys.all];
  return {
    platformAudit: useRefreshingMutation({ mutationFn: releaseApi.platformAudit, refreshes }),
    warehouseAudit: useRefreshingMutation({ mutationFn: releaseApi.warehouseAudit, refreshes }),
    pickupFeedback: useRefreshingMutation({ mutationFn: releaseApi.pickupFeedback, refreshes }),
    pickup: useRefreshingMutation({ mutationFn: releaseApi.pickup, refreshes: [...refreshes, outboundKeys.all] }),
  };
};
