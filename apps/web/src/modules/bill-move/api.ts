import type {
  billMoveApplyBody,
  billMoveBillQuery,
  billMoveBillRow,
  billMoveDetail,
  billMoveMoveAnswer,
  billMovePageQuery,
  billMoveRecord,
  billMoveRejectBody,
  billMoveWarehouse,
  billMoveWeighBody,
} from '@kc/domain/bill-move/bill-move';
import { billMoveRoutes as routes } from '@kc/domain/bill-move/bill-move-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../app/api-client';
import { queryKeysFactory, useRefreshingMutation } from '../../app/query-keys';
import { receiptKeys } from '../receipt';

export type BillMove = z.infer<typeof billMoveRecord>;
export type BillMoveDetail = z.infer<typeof billMoveDetail>;
/** A move's answer: the move's new status (and the successors a weighing issued). */
export type BillMoveMoved = z.infer<typeof billMoveMoveAnswer>;
export type BillMoveGoods = BillMoveDetail['goods'][number];
export type MovableBill = z.infer<typeof billMoveBillRow>;
export type MoveWarehouse = z.infer<typeof billMoveWarehouse>;
export type BillMoveSearch = Omit<z.infer<typeof billMovePageQuery>, 'current' | 'size'>;
export type BillMoveQuery = BillMoveSearch & { current: number; size: number };
export type MovableBillQuery = Omit<z.infer<typeof billMoveBillQuery>, 'current' | 'size'> & {
  current: number;
  size: number;
};
export type ApplyBody = z.input<typeof billMoveApplyBody>;
export type RejectBody = z.input<typeof billMoveRejectBody>;
export type WeighBody = z.input<typeof billMoveWeighBody>;

export const billMoveApi = {
  page: (q: BillMoveQuery) => call(routes.page, q),
  detail: (id: string) => call(routes.detail, { id }),
  bills: (q: MovableBillQuery) => call(routes.bills, q),
  warehouses: () => call(routes.warehouses),
  apply: (body: ApplyBody) => call(routes.apply, body),
  cancel: (id: string) => call(routes.cancel, { id }),
  sourceConfirm: (id: string) => call(routes.sourceConfirm, { id }),
  sourceReject: (body: RejectBody) => call(routes.sourceReject, body),
  targetConfirm: (body: WeighBody) => call(routes.targetConfirm, body),
  targetReject: (body: RejectBody) => call(routes.targetReject, body),
};

const base = queryKeysFactory<'billMove', BillMoveQuery>('billMove');
export const billMoveKeys = {
  ...base,
  bills: (q: MovableBillQuery) => [...base.all, 'bills', q] as const,
  warehouses: () => [...base.all, 'warehouses'] as const,
};

export const useBillMovePage = (q: BillMoveQuery) =>
  useQuery({ queryKey: billMoveKeys.list(q), queryFn: () => billMoveApi.page(q), placeholderData: keepPreviousData });

export const useBillMoveDetail = (id: string) =>
  useQuery({ queryKey: billMoveKeys.detail(id), queryFn: () => billMoveApi.detail(id) });

export const useMovableBills = (q: MovableBillQuery, enabled: boolean) =>
  useQuery({
    queryKey: billMoveKeys.bills(q),
    queryFn: () => billMoveApi.bills(q),
    enabled,
    placeholderData: keepPreviousData,
  });

export const useMoveWarehouses = (enabled: boolean) =>
  useQuery({ queryKey: billMoveKeys.warehouses(), queryFn: billMoveApi.warehouses, enabled });

/** Every move changes the move, its list and the receipts it holds or releases. */
export const useBillMoveMutations = () => {
  const refreshes = [billMoveKeys.all, receiptKeys.all];
  return {
    apply: useRefreshingMutation({ mutationFn: billMoveApi.apply, refreshes }),
    cancel: useRefreshingMutation({ mutationFn: billMoveApi.cancel, refreshes }),
    sourceConfirm: useRefreshingMutation({ mutationFn: billMoveApi.sourceConfirm, refreshes }),
    sourceReject: useRefreshingMutation({ mutationFn: billMoveApi.sourceReject, refreshes }),
    targetConfirm: useRefreshingMutation({ mutationFn: billMoveApi.targetConfirm, refreshes }),
    targetReject: useRefreshingMutation({ mutationFn: billMoveApi.targetReject, refreshes }),
  };
};
