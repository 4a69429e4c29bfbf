import type {
  feeInvoiceBody,
  feeVoucherRow,
  ServiceFeeCard,
  submitServiceAmountBody,
} from '@kc/domain/finance/service-fee';
import type { invoiceAnswer } from '@kc/domain/payment/invoice';
import type { PayCodeAnswer, PayResultValue } from '@kc/domain/payment/payment';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../app/api-client';
import { useRefreshingMutation } from '../../app/query-keys';
import type { PayCalls } from '../payment';
import { financeKeys } from './api';

export type { ServiceFeeCard };
export type FeeVoucher = z.infer<typeof feeVoucherRow>;
export type FeeInvoice = z.infer<typeof invoiceAnswer>;
export type FeeSubmitBody = z.input<typeof submitServiceAmountBody>;
export type FeeInvoiceBody = z.input<typeof feeInvoiceBody>;

const CCB = '/api/kc-flrk/ccb/finance';

/**
 * The financing service fee (spec 2 §3, §4, §5, §7 "Financing service fee"): the card, the platform's form, the
 * shipper's payment (online code and result, offline vouchers the platform confirms) and its invoice (bussType 2).
 * `id` is the fee's (the card's id), `applyId` the application's.
 */
export const serviceFeeApi = {
  /** null before the bank disbursed */
  card: (applyId: string) => api.get<ServiceFeeCard | null>(`${CCB}/serviceFee`, { applyId }),
  submit: (body: FeeSubmitBody) => api.post<ServiceFeeCard | null>(`${CCB}/submitServiceAmount`, body),
  /** Quiet: the pay dialog tells a duplicated order apart from other failures itself. */
  payCode: (id: string, type: number) =>
    api.get<PayCodeAnswer>(`${CCB}/getServicePayCode`, { id, type }, { silent: true }),
  payResult: (id: string) => api.get<PayResultValue>(`${CCB}/getPayResult`, { id }, { silent: true }),
  insertVoucher: (body: { pushPickGoodsId: string; attachId: string }) => api.post<string>(`${CCB}/insertAttach`, body),
  deleteVoucher: (id: string) => api.post<boolean>(`${CCB}/deleteAttach`, { id }),
  vouchers: (pushId: string) => api.get<FeeVoucher[]>(`${CCB}/attachListByPushId`, { pushId }),
  confirmOffline: (id: string) => api.post<boolean>(`${CCB}/confirmPayOffline`, { id }),
  invoice: (id: string) => api.get<FeeInvoice | null>(`${CCB}/supplyInvoice`, { id }),
  supplyInvoice: (body: FeeInvoiceBody) => api.post<string>(`${CCB}/supplyInvoice`, body),
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
