import type {
  FeeShareAnswer,
  PayCodeAnswer,
  PayResultValue,
  paymentLedgerQuery,
  paymentLedgerRow,
  voucherListAnswer,
} from '@kc/domain/payment/payment';
import { paymentRoutes } from '@kc/domain/payment/payment-routes';
import type { RouteAnswer } from '@kc/domain/shared/route';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call, requestBlob } from '../../app/api-client';
import { queryKeysFactory, useRefreshingMutation } from '../../app/query-keys';
import { contractKeys } from '../contract';

export type { FeeShareAnswer, PayCodeAnswer, PayResultValue };
export type VoucherList = z.infer<typeof voucherListAnswer>;
export type Voucher = VoucherList['shipper'][number];
export type PaymentLedgerRow = z.infer<typeof paymentLedgerRow>;
export type PaymentLedgerSearch = Omit<z.infer<typeof paymentLedgerQuery>, 'current' | 'size'>;
export type PaymentLedgerQuery = PaymentLedgerSearch & { current: number; size: number };

/** A provider notification as the payment inbox stored it (platform only). */
export type PayInboxRow = RouteAnswer<typeof paymentRoutes.inbox>['records'][number];
export type PayInboxQuery = { current: number; size: number };

export const paymentApi = {
  /** A party's share of the platform fee with the formula's inputs and the remittance account (a read, by POST). */
  share: (id: string, companyType: number) => call(paymentRoutes.share, { id, companyType }, { silent: true }),
  /** Quiet: the pay dialog tells a duplicated order apart from other failures itself. */
  payCode: (id: string, type: number) => call(paymentRoutes.payCode, { id, type }, { silent: true }),
  payResult: (id: string) => call(paymentRoutes.payResult, { id }, { silent: true }),
  insertVoucher: (body: { id: string; attachId: string }) => call(paymentRoutes.insertVoucher, body),
  deleteVoucher: (id: string) => call(paymentRoutes.deleteVoucher, { id }),
  vouchers: (id: string) => call(paymentRoutes.vouchers, { id }),
  confirmOffline: (body: { id: string; companyType: number }) => call(paymentRoutes.confirmOffline, body),
  confirmCollection: (id: string) => call(paymentRoutes.confirmCollection, { id }),
  ledger: (q: PaymentLedgerQuery) => call(paymentRoutes.ledger, q),
  /** The CSV itself (a file, not the envelope): the contract gives the path. */
  exportLedger: (q: PaymentLedgerSearch) => requestBlob(paymentRoutes.exportLedger.path, { method: 'GET', query: q }),
  inbox: (q: PayInboxQuery) => call(paymentRoutes.inbox, q),
};

const base = queryKeysFactory<'payment', PaymentLedgerQuery>('payment');
/** A contract's fee shares and vouchers are about the contract: whatever refreshes the contract reads them again. */
export const paymentKeys = {
  ...base,
  share: (id: string, companyType: number) => base.about(contractKeys.detail(id), 'share', companyType),
  vouchers: (id: string) => base.about(contractKeys.detail(id), 'vouchers'),
  inbox: (q: PayInboxQuery) => [...base.all, 'inbox', q] as const,
};

/**
 * A fee or the goods money of the contract moved: the contract (its detail, fee cards, transfer card, log and
 * lists) and the payment ledger.
 */
export const feeMoved = (id: string) => ({ records: [contractKeys.detail(id)], refreshes: [base.lists()] });

export const useFeeShare = (id: string, companyType: number) =>
  useQuery({
    queryKey: paymentKeys.share(id, companyType),
    queryFn: () => paymentApi.share(id, companyType),
    retry: false,
  });

export const useVouchers = (id: string, enabled: boolean) =>
  useQuery({ queryKey: paymentKeys.vouchers(id), queryFn: () => paymentApi.vouchers(id), enabled });

export const usePaymentLedger = (q: PaymentLedgerQuery) =>
  useQuery({ queryKey: paymentKeys.list(q), queryFn: () => paymentApi.ledger(q), placeholderData: keepPreviousData });

export const usePayInbox = (q: PayInboxQuery) =>
  useQuery({ queryKey: paymentKeys.inbox(q), queryFn: () => paymentApi.inbox(q), placeholderData: keepPreviousData });

export const usePaymentMutations = (contractId: string) => ({
  insertVoucher: useRefreshingMutation({ mutationFn: paymentApi.insertVoucher, ...feeMoved(contractId) }),
  deleteVoucher: useRefreshingMutation({ mutationFn: paymentApi.deleteVoucher, ...feeMoved(contractId) }),
  confirmOffline: useRefreshingMutation({ mutationFn: paymentApi.confirmOffline, ...feeMoved(contractId) }),
  confirmCollection: useRefreshingMutation({ mutationFn: paymentApi.confirmCollection, ...feeMoved(contractId) }),
});
