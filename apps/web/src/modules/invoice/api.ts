import {
  InvoiceStatus,
  type invoiceAnswer,
  type invoicePageQuery,
  type invoiceTemplateAnswer,
  type invoiceTemplateForm,
  type supplyInvoiceBody,
} from '@kc/domain/payment/invoice';
import { invoiceRoutes } from '@kc/domain/payment/invoice-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../app/api-client';
import { queryKeysFactory, useRefreshingMutation } from '../../app/query-keys';
import { contractKeys } from '../contract';

export type Invoice = z.infer<typeof invoiceAnswer>;
export type InvoiceTemplate = z.infer<typeof invoiceTemplateAnswer>;
export type InvoiceTemplateForm = z.input<typeof invoiceTemplateForm>;
export type SupplyInvoiceBody = z.input<typeof supplyInvoiceBody>;
export type InvoiceSearch = Omit<z.infer<typeof invoicePageQuery>, 'current' | 'size'>;
export type InvoiceQuery = InvoiceSearch & { current: number; size: number };
export type TemplateQuery = { current: number; size: number; title?: string };

export const invoiceApi = {
  templateList: (shipperId: string) => call(invoiceRoutes.templateList, { shipperId }),
  supply: (body: SupplyInvoiceBody) => call(invoiceRoutes.supply, body),
  page: (q: InvoiceQuery) => call(invoiceRoutes.page, q),
  byContract: (contractId: string) => call(invoiceRoutes.byContract, { contractId }),
  issue: (id: string) => call(invoiceRoutes.issue, { id }),
  reissue: (id: string) => call(invoiceRoutes.reissue, { id }),
  templatePage: (q: TemplateQuery) => call(invoiceRoutes.templatePage, q),
  saveTemplate: (body: InvoiceTemplateForm) => call(invoiceRoutes.saveTemplate, body),
  removeTemplates: (ids: string[]) => call(invoiceRoutes.removeTemplates, { ids: ids.join(',') }),
  setDefault: (id: string) => call(invoiceRoutes.setDefault, { id }),
};

const base = queryKeysFactory<'invoice', InvoiceQuery>('invoice');
export const invoiceKeys = {
  ...base,
  /** The contract detail's invoices: about the contract, so a move of the contract reads them again. */
  contract: (contractId: string) => base.about(contractKeys.detail(contractId)),
  templates: () => [...base.all, 'templates'] as const,
  templateList: (enterpriseId: string) => [...invoiceKeys.templates(), 'of', enterpriseId] as const,
  templatePage: (q: TemplateQuery) => [...invoiceKeys.templates(), 'page', q] as const,
};

/** An invoice at the provider (11) moves by itself: a list holding one asks again every few seconds. */
const ISSUING_POLL_MS = 3000;
const issuingPoll = (rows: Invoice[] | undefined) =>
  rows?.some((r) => r.status === InvoiceStatus.issuing) ? ISSUING_POLL_MS : false;

export const useInvoicePage = (q: InvoiceQuery) =>
  useQuery({
    queryKey: invoiceKeys.list(q),
    queryFn: () => invoiceApi.page(q),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => issuingPoll(query.state.data?.records),
  });

export const useContractInvoices = (contractId: string, enabled = true) =>
  useQuery({
    queryKey: invoiceKeys.contract(contractId),
    queryFn: () => invoiceApi.byContract(contractId),
    enabled,
    refetchInterval: (query) => issuingPoll(query.state.data),
  });

export const useTemplateList = (enterpriseId: string | undefined, enabled: boolean) =>
  useQuery({
    queryKey: invoiceKeys.templateList(enterpriseId ?? ''),
    queryFn: () => invoiceApi.templateList(enterpriseId!),
    enabled: enabled && Boolean(enterpriseId),
  });

export const useTemplatePage = (q: TemplateQuery) =>
  useQuery({
    queryKey: invoiceKeys.templatePage(q),
    queryFn: () => invoiceApi.templatePage(q),
    placeholderData: keepPreviousData,
  });

export const useSupplyInvoice = (contractId: string) =>
  useRefreshingMutation({
    mutationFn: invoiceApi.supply,
    records: [contractKeys.detail(contractId)],
    refreshes: [invoiceKeys.lists()],
  });

/** Issuing or reissuing moves the invoice and its contract's invoice status. */
export const useInvoiceMutations = () => ({
  issue: useRefreshingMutation({ mutationFn: invoiceApi.issue, refreshes: [invoiceKeys.all, contractKeys.all] }),
  reissue: useRefreshingMutation({ mutationFn: invoiceApi.reissue, refreshes: [invoiceKeys.all, contractKeys.all] }),
});

export const useTemplateMutations = () => ({
  save: useRefreshingMutation({ mutationFn: invoiceApi.saveTemplate, refreshes: [invoiceKeys.templates()] }),
  remove: useRefreshingMutation({ mutationFn: invoiceApi.removeTemplates, refreshes: [invoiceKeys.templates()] }),
  setDefault: useRefreshingMutation({ mutationFn: invoiceApi.setDefault, refreshes: [invoiceKeys.templates()] }),
});
