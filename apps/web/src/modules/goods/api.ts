import type { RouteAnswer } from '@kc/domain';
import { enterpriseSelectRoutes } from '@kc/domain/enterprise/enterprise-routes';
import type {
  AttributeRecord,
  BankMaterialDetailRecord,
  FinancingGoodsDetail,
  FinancingGoodsRecord,
  MaterialOption,
  MaterialRecord,
} from '@kc/domain/goods/answers';
import {
  bankMaterialDetailRoutes,
  financingGoodsRoutes,
  baseMaterialRoutes as materialRoutes,
} from '@kc/domain/goods/goods-routes';
import { keepPreviousData, type QueryClient, type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../app/api-client';
import { optionKeys, useRefreshingMutation } from '../../app/query-keys';

/** A goods category (仓储物类别) as basematerial/page lists it (the route's declared answer). */
export type BaseMaterial = MaterialRecord;

/**
 * One attribute row of the category form: a stored attribute (basematerial/detail) or a new category's template
 * (fullAttrList without materialId, no id yet); attrType 0 common, 1 extra; the seven flags are 0 or 1. The form
 * keeps the sort as typed.
 */
export type MaterialAttribute = Omit<AttributeRecord, 'id' | 'materialId' | 'status' | 'sort'> &
  Partial<Pick<AttributeRecord, 'id' | 'materialId' | 'status'>> & { sort: number | string };

export type BaseMaterialDetail = RouteAnswer<typeof materialRoutes.detail>;

/** What basematerial/submit takes (the domain's baseMaterialForm checks it on both sides). */
export type BaseMaterialPayload = {
  id?: string;
  name: string;
  code: string;
  pricingMode: number;
  ccbType?: string;
  weightUnit?: string;
  numberUnit?: string;
  sort: number | string;
  status: number;
  commonAttributeList: MaterialAttribute[];
  baseMaterialAttributeList: MaterialAttribute[];
};

/** basematerial/listAll: the normal (status 1) categories for selects. */
export type { MaterialOption };

/** A bank's own name, code, sort and status for one category. */
export type BankMaterialDetail = BankMaterialDetailRecord;

export type BankMaterialDetailPayload = Omit<BankMaterialDetail, 'id' | 'bankName' | 'materialName' | 'sort'> & {
  id?: string;
  sort: number | string;
};

/** A bank of the select (getWarehouseComp type 5). */
export type EnterpriseOption = RouteAnswer<typeof enterpriseSelectRoutes.warehouseComp>[number];

export type FinancingGoods = FinancingGoodsRecord;

/** A category the financing goods covers (the form's row: the sort as typed). */
export type FinancingGoodsAttribute = {
  materialId: string;
  materialName?: string | null;
  code?: string | null;
  name?: string | null;
  sort: number | string;
};

export type { FinancingGoodsDetail };

export type FinancingGoodsPayload = Omit<
  FinancingGoods,
  'id' | 'bankName' | 'materialNames' | 'sort' | 'createTime'
> & {
  id?: string;
  sort: number | string;
  attributeList: FinancingGoodsAttribute[];
};

export type MaterialSearch = { code?: string; name?: string };
export type MaterialQuery = MaterialSearch & { current: number; size: number };
export type BankDetailQuery = { current: number; size: number; materialId?: string };
export type FinancingQuery = { current: number; size: number; materialId?: string; bankEnterpriseId?: string };

const joinIds = (ids: string[]) => ({ ids: ids.join(',') });

export const goodsApi = {
  page: (q: MaterialQuery) => call(materialRoutes.page, q),
  detail: (id: string) => call(materialRoutes.detail, { id }),
  submit: (body: BaseMaterialPayload) => call(materialRoutes.submit, body),
  /** Answers MATERIAL_IN_USE (402) in data, code 200, when an inbound order uses a category: nothing is removed. */
  remove: (ids: string[]) => call(materialRoutes.remove, joinIds(ids)),
  listAll: () => call(materialRoutes.listAll),
  /** Without a materialId: the common attribute templates a new category starts with. */
  attrTemplates: () => call(materialRoutes.fullAttrList, {}),
  banks: () => call(enterpriseSelectRoutes.warehouseComp, { type: 5 }),

  bankDetailPage: (q: BankDetailQuery) => call(bankMaterialDetailRoutes.list, q),
  bankDetail: (id: string) => call(bankMaterialDetailRoutes.detail, { id }),
  submitBankDetail: (body: BankMaterialDetailPayload) => call(bankMaterialDetailRoutes.submit, body),
  removeBankDetails: (ids: string[]) => call(bankMaterialDetailRoutes.remove, joinIds(ids)),

  financingPage: (q: FinancingQuery) => call(financingGoodsRoutes.list, q),
  financingDetail: (id: string) => call(financingGoodsRoutes.detail, { id }),
  submitFinancing: (body: FinancingGoodsPayload) => call(financingGoodsRoutes.submit, body),
  removeFinancing: (ids: string[]) => call(financingGoodsRoutes.remove, joinIds(ids)),
};

export const goodsKeys = {
  all: ['goods'] as const,
  materials: () => [...goodsKeys.all, 'material'] as const,
  materialLists: () => [...goodsKeys.materials(), 'list'] as const,
  materialList: (q: MaterialQuery) => [...goodsKeys.materialLists(), q] as const,
  materialDetail: (id: string) => [...goodsKeys.materials(), 'detail', id] as const,
  attrTemplates: () => [...goodsKeys.all, 'attr-templates'] as const,
  bankDetails: () => [...goodsKeys.all, 'bank-detail'] as const,
  bankDetailLists: () => [...goodsKeys.bankDetails(), 'list'] as const,
  bankDetailList: (q: BankDetailQuery) => [...goodsKeys.bankDetailLists(), q] as const,
  bankDetail: (id: string) => [...goodsKeys.bankDetails(), 'detail', id] as const,
  financing: () => [...goodsKeys.all, 'financing'] as const,
  financingLists: () => [...goodsKeys.financing(), 'list'] as const,
  financingList: (q: FinancingQuery) => [...goodsKeys.financingLists(), q] as const,
  financingDetail: (id: string) => [...goodsKeys.financing(), 'detail', id] as const,
};

export const useMaterialPage = (q: MaterialQuery) =>
  useQuery({ queryKey: goodsKeys.materialList(q), queryFn: () => goodsApi.page(q), placeholderData: keepPreviousData });

export const useMaterialDetail = (id: string | null | undefined) =>
  useQuery({ queryKey: goodsKeys.materialDetail(id ?? ''), queryFn: () => goodsApi.detail(id!), enabled: Boolean(id) });

export const useMaterialOptions = () =>
  useQuery({ queryKey: optionKeys.materials(), queryFn: goodsApi.listAll, staleTime: 5 * 60_000 });

export const useAttrTemplates = (enabled: boolean) =>
  useQuery({ queryKey: goodsKeys.attrTemplates(), queryFn: goodsApi.attrTemplates, enabled, staleTime: 0 });

export const useBankOptions = () =>
  useQuery({ queryKey: optionKeys.banks(), queryFn: goodsApi.banks, staleTime: 5 * 60_000 });

export const useBankDetailPage = (q: BankDetailQuery) =>
  useQuery({
    queryKey: goodsKeys.bankDetailList(q),
    queryFn: () => goodsApi.bankDetailPage(q),
    placeholderData: keepPreviousData,
    enabled: Boolean(q.materialId),
  });

export const useBankDetail = (id: string | null | undefined) =>
  useQuery({ queryKey: goodsKeys.bankDetail(id ?? ''), queryFn: () => goodsApi.bankDetail(id!), enabled: Boolean(id) });

export const useFinancingPage = (q: FinancingQuery) =>
  useQuery({
    queryKey: goodsKeys.financingList(q),
    queryFn: () => goodsApi.financingPage(q),
    placeholderData: keepPreviousData,
    enabled: Boolean(q.materialId),
  });

export const useFinancingDetail = (id: string | null | undefined) =>
  useQuery({
    queryKey: goodsKeys.financingDetail(id ?? ''),
    queryFn: () => goodsApi.financingDetail(id!),
    enabled: Boolean(id),
  });

/** Category changes refresh every category query: lists, details and the category pickers of every screen. */
const categoryKeys = [goodsKeys.materials(), optionKeys.materials(), optionKeys.inputMaterials()];

export const useMaterialMutations = () => ({
  submit: useRefreshingMutation({ mutationFn: goodsApi.submit, refreshes: categoryKeys }),
  // A 402 answer removed nothing, but the list is reloaded all the same (the row may have changed meanwhile).
  remove: useRefreshingMutation({ mutationFn: goodsApi.remove, refreshes: categoryKeys }),
});

/**
 * After a removal the lists reload (the mutation's rule); the removed rows' details are only marked stale, so a
 * form still showing one (financing goods are deleted from their own page) does not ask for it again.
 */
const markStale = (client: QueryClient, all: QueryKey) =>
  client.invalidateQueries({ queryKey: all, refetchType: 'none' });

export const useBankDetailMutations = () => {
  const client = useQueryClient();
  return {
    submit: useRefreshingMutation({ mutationFn: goodsApi.submitBankDetail, refreshes: [goodsKeys.bankDetails()] }),
    remove: useRefreshingMutation({
      mutationFn: goodsApi.removeBankDetails,
      onSuccess: () => markStale(client, goodsKeys.bankDetails()),
      refreshes: [goodsKeys.bankDetailLists()],
    }),
  };
};

export const useFinancingMutations = () => {
  const client = useQueryClient();
  return {
    submit: useRefreshingMutation({ mutationFn: goodsApi.submitFinancing, refreshes: [goodsKeys.financing()] }),
    remove: useRefreshingMutation({
      mutationFn: goodsApi.removeFinancing,
      onSuccess: () => markStale(client, goodsKeys.financing()),
      refreshes: [goodsKeys.financingLists()],
    }),
  };
};
