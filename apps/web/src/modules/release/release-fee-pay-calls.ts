import type { PayCalls } from '../payment';

/** The release paths' calls, by the release's id. */
type ReleasePayApi = Pick<PayCalls, 'payCode' | 'payResult'>;

/**
 * The pay dialog's calls for a release's fee. Finance's ServiceFeePayment passes the card's id — the fee's — to its
 * calls, but the release paths (getServicePayCode, getPayResult) take the release's id (modules/release README "The
 * release's service fee"): the calls are bound to the release and ignore the id they are given. Success is told by
 * the poll (the card reloads on `release.status`).
 */
export const releaseFeePayCallsOf = (releaseId: string, api: ReleasePayApi): PayCalls => ({
  payCode: (_feeId, type) => api.payCode(releaseId, type),
  payResult: () => api.payResult(releaseId),
  paidEvent: () => false,
});
