import type { bankInboxRow } from '@kc/domain/finance/bank-inbox';
import type {
  disbursementRow,
  extractPdfAnswer,
  financeApplyDetail,
  financeApplyForm,
  financeApplyRecord,
  financeAuditBody,
  financeBankOption,
  financeBillQuery,
  financeBillRow,
  financeGoodsOption,
  financePageQuery,
  financeWarehouseOption,
  fourPdfAnswer,
  pledgeableBillRow,
  repaymentRow,
  updateLoanMoneyBody,
} from '@kc/domain/finance/finance';
import { ccbFinanceRoutes, financeApplicationRoutes as routes } from '@kc/domain/finance/finance-routes';
import { pledgeRoutes } from '@kc/domain/finance/pledge-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../app/api-client';
import { queryKeysFactory, useRefreshingMutation } from '../../app/query-keys';
import { receiptKeys } from '../receipt';

export type FinanceApply = z.infer<typeof financeApplyRecord>;
export type FinanceDetail = z.infer<typeof financeApplyDetail>;
export type FinanceBill = z.infer<typeof financeBillRow>;
export type PledgeableBill = z.infer<typeof pledgeableBillRow>;
export type FinanceWarehouse = z.infer<typeof financeWarehouseOption>;
export type FinanceBank = z.infer<typeof financeBankOption>;
export type FinanceGoods = z.infer<typeof financeGoodsOption>;
export type Disbursement = z.infer<typeof disbursementRow>;
export type Repayment = z.infer<typeof repaymentRow>;
export type BankCallback = z.infer<typeof bankInboxRow>;
export type FinanceSearch = Omit<z.infer<typeof financePageQuery>, 'current' | 'size'>;
export type FinanceQuery = FinanceSearch & { current: number; size: number };
export type PledgeableBillQuery = Omit<z.input<typeof financeBillQuery>, 'current' | 'size'> & {
  current: number;
  size: number;
};
export type FinanceApplyBody = z.input<typeof financeApplyForm>;
export type FinanceAuditBody = z.input<typeof financeAuditBody>;
export type UpdateLoanBody = z.input<typeof updateLoanMoneyBody>;
export type FourPdf = z.infer<typeof fourPdfAnswer>;
export type ExtractPdf = z.infer<typeof extractPdfAnswer>;

export const financeApi = {
  page: (q: FinanceQuery) => call(ccbFinanceRoutes.list, q),
  detail: (id: string) => call(ccbFinanceRoutes.detail, { id }),
  warehouses: () => call(routes.warehouses),
  banks: () => call(routes.banks),
  /** the shipper's borrowers, and whether one is required (a person shipper) */
  borrowers: () => call(routes.borrowers),
  goods: (bankId: string) => call(routes.goods, { bankId }),
  bills: (q: PledgeableBillQuery) => call(routes.bills, q),
  /** 保存: the application stays with the shipper (status 50, fourStatus 0). */
  save: (body: FinanceApplyBody) => call(routes.saveOrUpdate, body),
  /** 提交 on the form: save and submit in one. */
  saveAndSubmit: (body: FinanceApplyBody) => call(routes.saveAndSubmit, body),
  submit: (id: string) => call(routes.submit, { id }),
  reSubmit: (id: string) => call(routes.reSubmit, { id }),
  cancel: (id: string) => call(routes.cancel, { id }),
  audit: (body: FinanceAuditBody) => call(routes.audit, body),
  push: (id: string) => call(ccbFinanceRoutes.push, { id }),
  updateLoan: (body: UpdateLoanBody) => call(ccbFinanceRoutes.updateLoan, body),
  disbursements: (applicationId: string) => call(routes.disbursements, { applicationId }),
  repayments: (applicationId: string) => call(routes.repayments, { applicationId }),
  /** the bank's callbacks with what became of each (the platform only) */
  bankCallbacks: (applicationId: string) => call(routes.bankCallbacks, { applicationId }),
  fourPdf: (id: string) => call(ccbFinanceRoutes.fourPdf, { id }),
  /** A receipt row's pledge notice (the kc_finance_apply_bill row id). */
  extractPdf: (id: string) => call(pledgeRoutes.extractPdf, { id }),
};

const base = queryKeysFactory<'finance', FinanceQuery>('finance');
export const financeKeys = {
  ...base,
  warehouses: () => [...base.all, 'warehouses'] as const,
  banks: () => [...base.all, 'banks'] as const,
  borrowers: () => [...base.all, 'borrowers'] as const,
  goods: (bankId: string) => [...base.all, 'goods', bankId] as const,
  bills: (q: PledgeableBillQuery) => [...base.all, 'bills', q] as const,
  disbursements: (id: string) => base.part(id, 'disbursements'),
  repayments: (id: string) => base.part(id, 'repayments'),
  bankCallbacks: (id: string) => base.part(id, 'bankCallbacks'),
};

export const useFinancePage = (q: FinanceQuery, enabled = true) =>
  useQuery({
    queryKey: financeKeys.list(q),
    queryFn: () => financeApi.page(q),
    placeholderData: keepPreviousData,
    enabled,
  });

/** One application; `refreshMs` while a batch signs (spec 2 §4: the list is read every 2 s meanwhile). */
export const useFinanceDetail = (id: string | null, refreshMs: number | false = false) =>
  useQuery({
    queryKey: financeKeys.detail(id ?? ''),
    queryFn: () => financeApi.detail(id!),
    enabled: Boolean(id),
    refetchInterval: refreshMs,
  });

export const useFinanceWarehouses = () =>
  useQuery({ queryKey: financeKeys.warehouses(), queryFn: financeApi.warehouses });

export const useFinanceBorrowers = () => useQuery({ queryKey: financeKeys.borrowers(), queryFn: financeApi.borrowers });
export const useFinanceBanks = () => useQuery({ queryKey: financeKeys.banks(), queryFn: financeApi.banks });

export const useFinanceGoods = (bankId: string | undefined) =>
  useQuery({
    queryKey: financeKeys.goods(bankId ?? ''),
    queryFn: () => financeApi.goods(bankId!),
    enabled: Boolean(bankId),
  });

export const usePledgeableBills = (q: PledgeableBillQuery, enabled: boolean) =>
  useQuery({
    queryKey: financeKeys.bills(q),
    queryFn: () => financeApi.bills(q),
    enabled,
    placeholderData: keepPreviousData,
  });

export const useDisbursements = (id: string, enabled: boolean) =>
  useQuery({ queryKey: financeKeys.disbursements(id), queryFn: () => financeApi.disbursements(id), enabled });

export const useRepayments = (id: string, enabled: boolean) =>
  useQuery({ queryKey: financeKeys.repayments(id), queryFn: () => financeApi.repayments(id), enabled });

export const useBankCallbacks = (id: string, enabled: boolean) =>
  useQuery({ queryKey: financeKeys.bankCallbacks(id), queryFn: () => financeApi.bankCallbacks(id), enabled });

/** Every move changes the application, its lists and the receipts it holds or releases. */
export const useFinanceMutations = () => {
  const refreshes = [financeKeys.all, receiptKeys.all];
  return {
    save: useRefreshingMutation({ mutationFn: financeApi.save, refreshes }),
    saveAndSubmit: useRefreshingMutation({ mutationFn: financeApi.saveAndSubmit, refreshes }),
    submit: useRefreshingMutation({ mutationFn: financeApi.submit, refreshes }),
    reSubmit: useRefreshingMutation({ mutationFn: financeApi.reSubmit, refreshes }),
    cancel: useRefreshingMutation({ mutationFn: financeApi.cancel, refreshes }),
    audit: useRefreshingMutation({ mutationFn: financeApi.audit, refreshes }),
    push: useRefreshingMutation({ mutationFn: financeApi.push, refreshes }),
    updateLoan: useRefreshingMutation({ mutationFn: financeApi.updateLoan, refreshes }),
  };
};
