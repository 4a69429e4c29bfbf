import type { pledgeSignProgress, pledgeSignQr } from '@kc/domain/finance/finance';
import { releaseSignRoutes } from '@kc/domain/release/release-sign';
import type {
  traySplitBillRow,
  traySplitContainerRow,
  traySplitGoodsRow,
  traySplitLotsBody,
  traySplitSubmitBody,
  traySplitSummaryRow,
  traySplitTrayRow,
} from '@kc/domain/release/tray-split-routes';
import { traySplitRoutes as routes } from '@kc/domain/release/tray-split-routes';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../app/api-client';
import { useRefreshingMutation } from '../../app/query-keys';
import type { QrCode } from '../../components/qr-sign-dialog';
import { financeKeys } from '../finance';
import { receiptKeys } from '../receipt';
import { releaseKeys } from './api';

export type SplitBill = z.infer<typeof traySplitBillRow>;
export type SplitContainer = z.infer<typeof traySplitContainerRow>;
export type SplitGoods = z.infer<typeof traySplitGoodsRow>;
export type SplitTray = z.infer<typeof traySplitTrayRow>;
export type SplitSummary = z.infer<typeof traySplitSummaryRow>;
export type SplitSubmit = z.input<typeof traySplitSubmitBody>;
export type SplitLots = z.input<typeof traySplitLotsBody>;
export type ReleaseSignQr = z.infer<typeof pledgeSignQr> & QrCode;
export type ReleaseSignProgress = z.infer<typeof pledgeSignProgress>;

/**
 * The tray split of a release (spec 3 §2 Receipt split by trays, §7 Tray split) and the release's seals (spec 3 §7
 * release signing; spec 2 §4 QR signing dialog): the release module's calls.
 */
export const traySplitApi = {
  bills: (releaseId: string) => call(routes.billListByReleaseId, { releaseId }),
  goods: (releaseId: string) => call(routes.goodsListByReleaseId, { releaseId }),
  trays: (releaseId: string) => call(routes.trayListByReleaseId, { releaseId }),
  submit: (body: SplitSubmit) => call(routes.submit, body),
  saveLots: (body: SplitLots) => call(routes.saveLots, body),
  upPickSignStatus: (releaseId: string) => call(routes.upPickSignStatus, { goodsId: releaseId }),
};

export const releaseSignApi = {
  /** id: the release receipt row; type 0 the owner, 1 the warehouse. */
  sealQr: (id: string, type: number): Promise<ReleaseSignQr> =>
    call(type === 0 ? releaseSignRoutes.shipperQrSeal : releaseSignRoutes.warehouseQrSeal, { id }),
  qrData: (token: string) => call(releaseSignRoutes.qrData, { token }, { silent: true }),
  batchSign: (body: { type: number; releaseId: string; token?: string }) => call(releaseSignRoutes.batchSign, body),
  progress: (releaseId: string, type: number) =>
    call(releaseSignRoutes.progress, { releaseId, type }, { silent: true }),
};

/** The split's three answers under the release's record: a change of the release refreshes them. */
export const useTraySplit = (releaseId: string) => ({
  bills: useQuery({
    queryKey: releaseKeys.part(releaseId, 'split-bills'),
    queryFn: () => traySplitApi.bills(releaseId),
  }),
  goods: useQuery({
    queryKey: releaseKeys.part(releaseId, 'split-goods'),
    queryFn: () => traySplitApi.goods(releaseId),
  }),
  trays: useQuery({
    queryKey: releaseKeys.part(releaseId, 'split-trays'),
    queryFn: () => traySplitApi.trays(releaseId),
  }),
});

export const useTraySplitMutations = () => {
  const refreshes = [releaseKeys.all, financeKeys.all, receiptKeys.all];
  return {
    submit: useRefreshingMutation({ mutationFn: traySplitApi.submit, refreshes }),
    saveLots: useRefreshingMutation({ mutationFn: traySplitApi.saveLots, refreshes }),
  };
};
