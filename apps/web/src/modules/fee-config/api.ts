import { feeConfigRoutes } from '@kc/domain/payment/fee-config-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../app/api-client';
import { queryKeysFactory, useRefreshingMutation } from '../../app/query-keys';
import { contractKeys } from '../contract';

/**
 * The platform fee configuration (spec 2 §3 proportionConfig): one in force, the older ones kept as history.
 * The remittance account may come flat (enterpriseName) or as the contract answer's `enterprise.name`.
 */
export type FeeConfig = {
  id: string | null;
  proportionType: number;
  proportionRate: string | null;
  proportionWeight: string | null;
  saleRate: string | null;
  enterpriseName?: string | null;
  enterprise?: { name: string } | null;
  bankName: string | null;
  account: string | null;
  createTime?: string | null;
  createUserName?: string | null;
};

export type FeeConfigForm = {
  proportionType: number;
  proportionRate: string;
  proportionWeight: string;
  saleRate: string;
  enterpriseName: string;
  bankName: string;
  account: string;
};

export type FeeConfigQuery = { current: number; size: number };

export const remittanceNameOf = (c: FeeConfig) => c.enterpriseName ?? c.enterprise?.name ?? '';

export const feeConfigApi = {
  detail: () => call(feeConfigRoutes.detail),
  page: (q: FeeConfigQuery) => call(feeConfigRoutes.page, q),
  submit: (body: FeeConfigForm) => call(feeConfigRoutes.submit, body),
};

export const feeConfigKeys = queryKeysFactory<'fee-config', FeeConfigQuery>('fee-config');

export const useFeeConfigInForce = () =>
  useQuery({ queryKey: feeConfigKeys.detail('in-force'), queryFn: feeConfigApi.detail });

export const useFeeConfigHistory = (q: FeeConfigQuery) =>
  useQuery({ queryKey: feeConfigKeys.list(q), queryFn: () => feeConfigApi.page(q), placeholderData: keepPreviousData });

/** A new configuration in force: the wizard's figures (contract proportionConfig) follow it. */
export const useSubmitFeeConfig = () =>
  useRefreshingMutation({
    mutationFn: feeConfigApi.submit,
    refreshes: [feeConfigKeys.all, contractKeys.proportionConfig()],
  });
