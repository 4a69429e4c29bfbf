import { releaseFeeRoutes as routes } from '@kc/domain/release/release-fee-routes';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../app/api-client';
import { useRefreshingMutation } from '../../app/query-keys';
import { type FeeSubmitBody, financeKeys } from '../finance';
import { releaseKeys } from './api';
import { releaseFeePayCallsOf } from './release-fee-pay-calls';

/**
 * A release's service fee and the shipper's resubmission (spec 3 §7 Release and pick-up). `id` is the release's (the
 * server finds its fee); the vouchers are the finance fee's calls with the card's fee id (finance's ServiceFeePayment).
 */
export const releaseFeeApi = {
  /** null before the bank disbursed */
  card: (id: string) => call(routes.serviceFee, { id }),
  submit: (body: FeeSubmitBody) => call(routes.submitServiceAmount, body),
  /** Quiet: the pay dialog tells a duplicated order apart from other failures itself. */
  payCode: (id: string, type: number) => call(routes.getServicePayCode, { id, type }, { silent: true }),
  payResult: (id: string) => call(routes.getPayResult, { id }, { silent: true }),
  tradePayResult: (id: string) => call(routes.getTradePayResult, { id }),
  confirmOffline: (id: string) => call(routes.confirmPayOffline, { id }),
  resubmit: (id: string) => call(routes.resubmitRelease, { id }),
};

/** The fee card is a part of its release: the release's live event (`release.status`, what `fee`) reloads it. */
export const releaseFeeKeys = { card: (id: string) => releaseKeys.part(id, 'fee') };

/** The pay dialog's calls of one release (bound to its id: the dialog passes the fee's). */
export const releaseFeePayCalls = (releaseId: string) => releaseFeePayCallsOf(releaseId, releaseFeeApi);

export const useReleaseFee = (id: string, enabled: boolean) =>
  useQuery({ queryKey: releaseFeeKeys.card(id), queryFn: () => releaseFeeApi.card(id), enabled });

/** The fee's moves change the release (its header and list) and the application (its fee state). */
export const useReleaseFeeMutations = () => {
  const refreshes = [releaseKeys.all, financeKeys.all];
  return {
    submit: useRefreshingMutation({ mutationFn: releaseFeeApi.submit, refreshes }),
    confirmOffline: useRefreshingMutation({ mutationFn: releaseFeeApi.confirmOffline, refreshes }),
    resubmit: useRefreshingMutation({ mutationFn: releaseFeeApi.resubmit, refreshes }),
  };
};
