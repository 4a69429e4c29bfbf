import type { materialWithAttributes } from '@kc/domain/goods/answers';
import { frontGoodsRoutes } from '@kc/domain/goods/goods-routes';
import type { RouteInput } from '@kc/domain/shared/route';
import type { DemandRecord, ListableReceipt, ListingRecord } from '@kc/domain/trade/answers';
import type { ListingAuditBody } from '@kc/domain/trade/listing';
import { demandRoutes, listingRoutes } from '@kc/domain/trade/trade-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../app/api-client';
import { queryKeysFactory, useRefreshingMutation } from '../../app/query-keys';

/** The answers, as the domain declares them (@kc/domain/trade/answers). */
export type { DemandRecord, ListableReceipt, ListingRecord };

export type ListingSearch = { name?: string; materialId?: string; auditStatus?: number };
export type ListingQuery = ListingSearch & { current: number; size: number };
export type DemandSearch = { name?: string; materialId?: string; status?: number };
export type DemandQuery = DemandSearch & { current: number; size: number };

/** findGoodsInfoDetailForFront: a category with every attribute and its flags (the goods module's answer). */
export type TradeCategory = z.infer<typeof materialWithAttributes>;
export type CategoryAttr = TradeCategory['attrList'][number];

/** What the forms send: the domain's input, as the page holds it before the schema reads it. */
export type ListingPayload = RouteInput<typeof listingRoutes.save>;
export type DemandPayload = RouteInput<typeof demandRoutes.save>;

export const listingApi = {
  page: (q: ListingQuery) => call(listingRoutes.page, q),
  detail: (id: string) => call(listingRoutes.detail, { id }, { silent: true }),
  save: (body: ListingPayload) => call(listingRoutes.save, body),
  remove: (ids: string[]) => call(listingRoutes.remove, { ids: ids.join(',') }),
  audit: (body: ListingAuditBody) => call(listingRoutes.audit, body),
  offShelf: (id: string) => call(listingRoutes.offShelf, { id }),
  myReceipts: (materialId: string, goodsId?: string) => call(listingRoutes.myReceipts, { materialId, goodsId }),
  /** A category with every attribute and its flags (the trade ones become the form's inputs). */
  category: (id: string) => call(frontGoodsRoutes.category, { id }),
};

export const demandApi = {
  page: (q: DemandQuery) => call(demandRoutes.page, q),
  detail: (id: string) => call(demandRoutes.detail, { id }, { silent: true }),
  save: (body: DemandPayload) => call(demandRoutes.save, body),
  close: (id: string) => call(demandRoutes.close, { id }),
  remove: (ids: string[]) => call(demandRoutes.remove, { ids: ids.join(',') }),
};

export const listingKeys = {
  ...queryKeysFactory<'trade-listing', ListingQuery>('trade-listing'),
  receipts: (materialId: string, goodsId?: string) => ['trade-listing', 'receipts', materialId, goodsId] as const,
  category: (id: string) => ['trade-listing', 'category', id] as const,
};
export const demandKeys = queryKeysFactory<'trade-demand', DemandQuery>('trade-demand');

export const useListingPage = (q: ListingQuery) =>
  useQuery({ queryKey: listingKeys.list(q), queryFn: () => listingApi.page(q), placeholderData: keepPreviousData });

export const useListingDetail = (id: string | null) =>
  useQuery({
    queryKey: listingKeys.detail(id ?? ''),
    queryFn: () => listingApi.detail(id!),
    enabled: Boolean(id),
    retry: false,
  });

export const useMyReceipts = (materialId: string | undefined, goodsId: string | undefined, enabled: boolean) =>
  useQuery({
    queryKey: listingKeys.receipts(materialId ?? '', goodsId),
    queryFn: () => listingApi.myReceipts(materialId!, goodsId),
    enabled: enabled && Boolean(materialId),
  });

export const useTradeCategory = (id: string | undefined) =>
  useQuery({
    queryKey: listingKeys.category(id ?? ''),
    queryFn: () => listingApi.category(id!),
    enabled: Boolean(id),
    staleTime: 5 * 60_000,
  });

/** Every move of a listing refreshes the lists, its page and the receipts it may hold. */
export const useListingMutations = () => {
  const refreshes = [listingKeys.all];
  return {
    save: useRefreshingMutation({ mutationFn: listingApi.save, refreshes }),
    remove: useRefreshingMutation({ mutationFn: listingApi.remove, refreshes }),
    audit: useRefreshingMutation({ mutationFn: listingApi.audit, refreshes }),
    offShelf: useRefreshingMutation({ mutationFn: listingApi.offShelf, refreshes }),
  };
};

export const useDemandPage = (q: DemandQuery) =>
  useQuery({ queryKey: demandKeys.list(q), queryFn: () => demandApi.page(q), placeholderData: keepPreviousData });

export const useDemandDetail = (id: string | null) =>
  useQuery({
    queryKey: demandKeys.detail(id ?? ''),
    queryFn: () => demandApi.detail(id!),
    enabled: Boolean(id),
    retry: false,
  });

export const useDemandMutations = () => {
  const refreshes = [demandKeys.all];
  return {
    save: useRefreshingMutation({ mutationFn: demandApi.save, refreshes }),
    close: useRefreshingMutation({ mutationFn: demandApi.close, refreshes }),
    remove: useRefreshingMutation({ mutationFn: demandApi.remove, refreshes }),
  };
};
