import type { RouteAnswer } from '@kc/domain';
import type { feeInvoiceBody, ServiceFeeCard, submitServiceAmountBody } from '@kc/domain/finance/service-fee';
import { serviceFeeRoutes as routes } from '@kc/domain/finance/service-fee-routes';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../app/api-client';
import { useRefreshingMutation } from '../../app/query-keys';
import type { PayCalls } from '../payment';
import { financeKeys } from './api';

export type { ServiceFeeCard };
export type FeeVoucher = RouteAnswer<typeof routes.vouchers>[number];
export type FeeInvoice = NonNullable<RouteAnswer<typeof routes.invoice>>;
export type FeeSubmitBody = z.input<typeof submitServiceAmountBody>;
export type FeeInvoiceBody = z.input<typeof feeInvoiceBody>;

/**
 * The financing service fee (spec 2 §3, §4, §5, §7 "Financing service fee"): the card, the platform's form, the
 * shipper's payment (online code and result, offline vouchers the platform confirms) and its invoice (bussType 2).
 * `id` is the fee's (the card's id), `applyId` the application's.
 */
export const serviceFeeApi = {
  /** null before the bank disbursed */
  card: (applyId: string) => call(routes.card, { applyId }),
  submit: (body: FeeSubmitBody) => call(routes.submit, body),
  /** Quiet: the pay dialog tells a duplicated order apart from other failures itself. */
  payCode: (id: string, type: number) => call(routes.payCode, { id, type }, { silent: true }),
  payResult: (id: string) => call(routes.payResult, { id }, { silent: true }),
  insertVoucher: (body: { pushPickGoodsId: string; attachId: string }) => call(routes.insertVoucher, body),
  deleteVoucher: (id: string) => call(routes.deleteVoucher, { id }),
  vouchers: (pushId: string) => call(routes.vouchers, { pushId }),
  confirmOffline: (id: string) => call(routes.confirmOffline, { id }),
  invoice: (id: string) => call(routes.invoice, { id }),
  supplyInvoice: (body: FeeInvoiceBody) => call(routes.supplyInvoice, body),
};

/** Under the finance module's keys; the card is a part of its application (whatever reads it again reads the fee). */
export const serviceFeeKeys = {
  all: ['finance', 'service-fee'] as const,
  card: (applyId: string) => financeKeys.part(applyId, 'service-fee'),
  vouchers: (id: string) => [...serviceFeeKeys.all, 'vouchers', id] as const,
  invoice: (id: string) => [...serviceFeeKeys.all, 'invoice', id] as const,
};

/** The fee's pay dialog calls; its success is told by 'finance.status' (the card reloads), so no event here. */
export const feePayCalls: PayCalls = {
  payCode: serviceFeeApi.payCode,
  payResult: serviceFeeApi.payResult,
  paidEvent: () => false,
};

export const useServiceFee = (applyId: string) =>
  useQuery({ queryKey: serviceFeeKeys.card(applyId), queryFn: () => serviceFeeApi.card(applyId) });

export const useFeeVouchers = (id: string | null, enabled: boolean) =>
  useQuery({
    queryKey: serviceFeeKeys.vouchers(id ?? ''),
    queryFn: () => serviceFeeApi.vouchers(id!),
    enabled: enabled && Boolean(id),
  });

export const useFeeInvoice = (id: string | null, enabled: boolean) =>
  useQuery({
    queryKey: serviceFeeKeys.invoice(id ?? ''),
    queryFn: () => serviceFeeApi.invoice(id!),
    enabled: enabled && Boolean(id),
  });

/** Every move of the fee reads the card (and the application, under the same keys) again. */
export const useServiceFeeMutations = () => {
  const refreshes = [['finance']];
  return {
    submit: useRefreshingMutation({ mutationFn: serviceFeeApi.submit, refreshes }),
    insertVoucher: useRefreshingMutation({ mutationFn: serviceFeeApi.insertVoucher, refreshes }),
    deleteVoucher: useRefreshingMutation({ mutationFn: serviceFeeApi.deleteVoucher, refreshes }),
    confirmOffline: useRefreshingMutation({ mutationFn: serviceFeeApi.confirmOffline, refreshes }),
    supplyInvoice: useRefreshingMutation({ mutationFn: serviceFeeApi.supplyInvoice, refreshes }),
  };
};
