import type {
  ContractTemplateDetail,
  ContractTemplateInput,
  ContractTemplatePageRow,
  ContractTemplateRecord,
} from '@kc/domain/contract/template';
import { contractTemplateRoutes } from '@kc/domain/contract/template-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../app/api-client';
import { queryKeysFactory, useRefreshingMutation } from '../../app/query-keys';

export type { ContractTemplateDetail, ContractTemplatePageRow, ContractTemplateRecord };

/** What contractTemplate/saveOrUpdate takes (the domain's contractTemplateForm checks it on both sides). */
export type ContractTemplatePayload = ContractTemplateInput;

export type ContractTemplateSearch = { name?: string; templateType?: string };
export type ContractTemplateQuery = ContractTemplateSearch & { current: number; size: number };

export const contractTemplateApi = {
  /** Every template, or those serving a category (and those serving all): the contract wizard's picker. */
  listAll: (materialId?: string) => call(contractTemplateRoutes.listAll, { materialId }),
  page: (q: ContractTemplateQuery) => call(contractTemplateRoutes.page, q),
  detail: (id: string) => call(contractTemplateRoutes.detail, { id }),
  save: (body: ContractTemplatePayload) => call(contractTemplateRoutes.save, body),
  remove: (ids: string[]) => call(contractTemplateRoutes.remove, { ids }),
};

const keys = queryKeysFactory<'contract-template', ContractTemplateQuery>('contract-template');
export const contractTemplateKeys = {
  ...keys,
  options: (materialId?: string) => [...keys.all, 'options', materialId ?? ''] as const,
};

export const useContractTemplatePage = (q: ContractTemplateQuery) =>
  useQuery({
    queryKey: contractTemplateKeys.list(q),
    queryFn: () => contractTemplateApi.page(q),
    placeholderData: keepPreviousData,
  });

export const useContractTemplateDetail = (id: string | null | undefined) =>
  useQuery({
    queryKey: contractTemplateKeys.detail(id ?? ''),
    queryFn: () => contractTemplateApi.detail(id!),
    enabled: Boolean(id),
  });

/** The templates a contract of this category may use (the wizard's step 1). */
export const useContractTemplateOptions = (materialId?: string, enabled = true) =>
  useQuery({
    queryKey: contractTemplateKeys.options(materialId),
    queryFn: () => contractTemplateApi.listAll(materialId),
    enabled,
    staleTime: 60_000,
  });

/** Every template change refreshes every template query: the lists, the details and the wizard's pickers. */
export const useContractTemplateMutations = () => ({
  save: useRefreshingMutation({ mutationFn: contractTemplateApi.save, refreshes: [contractTemplateKeys.all] }),
  remove: useRefreshingMutation({ mutationFn: contractTemplateApi.remove, refreshes: [contractTemplateKeys.all] }),
});
