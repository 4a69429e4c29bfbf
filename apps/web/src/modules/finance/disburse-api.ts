import type {
  disburseRequestRow,
  disburseSubmitBody,
  organTreeNode,
  repaymentNoticeBody,
} from '@kc/domain/finance/disburse';
import { disburseRoutes as routes } from '@kc/domain/finance/disburse-routes';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../app/api-client';
import { useRefreshingMutation } from '../../app/query-keys';
import { financeKeys } from './api';

export type DisburseRequest = z.infer<typeof disburseRequestRow>;
export type DisburseSubmitBody = z.input<typeof disburseSubmitBody>;
export type RepaymentNoticeBody = z.input<typeof repaymentNoticeBody>;
export type OrganTreeNode = z.infer<typeof organTreeNode>;

/** The shipper's drawdown requests and repayment notices (spec 2 §7 kc-finance/application). */
export const disburseApi = {
  requests: (applicationId: string) => call(routes.requests, { applicationId }),
  submit: (body: DisburseSubmitBody) => call(routes.submit, body),
  cancel: (id: string) => call(routes.cancel, { id }),
  repaymentNotice: (body: RepaymentNoticeBody) => call(routes.repaymentNotice, body),
  organTree: () => call(routes.organTree),
};

const requestsKey = (id: string) => financeKeys.part(id, 'disburse-requests');

export const useDisburseRequests = (applicationId: string, enabled: boolean) =>
  useQuery({ queryKey: requestsKey(applicationId), queryFn: () => disburseApi.requests(applicationId), enabled });

export const useDisburseMutations = () => {
  const refreshes = [financeKeys.all];
  return {
    submit: useRefreshingMutation({ mutationFn: disburseApi.submit, refreshes }),
    cancel: useRefreshingMutation({ mutationFn: disburseApi.cancel, refreshes }),
    repaymentNotice: useRefreshingMutation({ mutationFn: disburseApi.repaymentNotice, refreshes }),
  };
};
