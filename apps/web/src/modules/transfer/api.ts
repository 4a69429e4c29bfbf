import type {
  ContractTransferAnswer,
  TransferApplyBody,
  TransferDetail,
  TransferRecord,
  transferAuditBody,
  transferLogRow,
  transferPageQuery,
  transferRejectBody,
} from '@kc/domain/transfer/transfer';
import { transferRoutes as routes } from '@kc/domain/transfer/transfer-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../app/api-client';
import { queryKeysFactory, type RecordKey, useRefreshingMutation } from '../../app/query-keys';
import { contractKeys } from '../contract';
import { receiptKeys } from '../receipt';

export type { ContractTransferAnswer, TransferDetail, TransferRecord };
export type TransferGoodsRow = TransferDetail['goods'][number];
export type TransferLogRow = z.infer<typeof transferLogRow>;
export type TransferAuditBody = z.input<typeof transferAuditBody>;
export type TransferRejectBody = z.input<typeof transferRejectBody>;
export type TransferSearch = Omit<z.infer<typeof transferPageQuery>, 'current' | 'size'>;
export type TransferQuery = TransferSearch & { current: number; size: number };

export const transferApi = {
  apply: (body: TransferApplyBody) => call(routes.apply, body),
  byContract: (contractId: string) => call(routes.byContract, { contractId }),
  page: (q: TransferQuery) => call(routes.page, q),
  detail: (id: string) => call(routes.detail, { id }, { silent: true }),
  audit: (body: TransferAuditBody) => call(routes.audit, body),
  warehouseConfirm: (id: string) => call(routes.warehouseConfirm, { id }),
  warehouseReject: (body: TransferRejectBody) => call(routes.warehouseReject, body),
};

const base = queryKeysFactory<'transfer', TransferQuery>('transfer');
export const transferKeys = {
  ...base,
  /** The contract detail's transfer card: about the contract, so a move of the contract reads it again. */
  contract: (contractId: string) => base.about(contractKeys.detail(contractId)),
};

/** What a move of a transfer changes: the transfer and its contract (each with what shows it). */
export const transferRecords = (id: string | undefined, contractId: string | undefined): RecordKey[] => [
  ...(id ? [transferKeys.detail(id)] : []),
  ...(contractId ? [contractKeys.detail(contractId)] : []),
];

export const useTransferPage = (q: TransferQuery) =>
  useQuery({ queryKey: transferKeys.list(q), queryFn: () => transferApi.page(q), placeholderData: keepPreviousData });

export const useTransferDetail = (id: string) =>
  useQuery({
    queryKey: transferKeys.detail(id),
    queryFn: () => transferApi.detail(id),
    retry: false,
    refetchOnWindowFocus: true,
  });

export const useContractTransfer = (contractId: string, enabled = true) =>
  useQuery({
    queryKey: transferKeys.contract(contractId),
    queryFn: () => transferApi.byContract(contractId),
    enabled,
    retry: false,
    refetchOnWindowFocus: true,
  });

/**
 * Every move answers the transfer: it and its contract are read again, and the receipts (a transfer takes them,
 * and its completion replaces them with the buyer's).
 */
export const useTransferMutations = (contractId: string | undefined) => {
  const moved = (d: TransferDetail | undefined, id?: string) =>
    transferRecords(d?.id ?? id, d?.contractId ?? contractId);
  const refreshes = [transferKeys.lists(), receiptKeys.all];
  return {
    apply: useRefreshingMutation({ mutationFn: transferApi.apply, records: (_b, d) => moved(d), refreshes }),
    audit: useRefreshingMutation({
      mutationFn: transferApi.audit,
      records: (b, d) => moved(d, String(b.id)),
      refreshes,
    }),
    warehouseConfirm: useRefreshingMutation({
      mutationFn: transferApi.warehouseConfirm,
      records: (id, d) => moved(d, id),
      refreshes,
    }),
    warehouseReject: useRefreshingMutation({
      mutationFn: transferApi.warehouseReject,
      records: (b, d) => moved(d, String(b.id)),
      refreshes,
    }),
  };
};
