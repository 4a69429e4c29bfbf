import type {
  BankDeskAdmitBody,
  BankDeskCustomerRefuseBody,
  BankDeskDisburseBody,
  BankDeskPledgeBody,
  BankDeskRefuseBody,
  BankDeskReleaseBody,
  BankDeskRepayBody,
  bankDeskCustomerQuery,
  bankDeskPageQuery,
} from '@kc/domain/finance/bank-desk';
import { bankDeskRoutes as routes } from '@kc/domain/finance/bank-desk-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../app/api-client';
import { queryKeysFactory, useRefreshingMutation } from '../../app/query-keys';

export type { BankDeskCustomer, BankDeskDetail, BankDeskRow } from '@kc/domain/finance/bank-desk';
export type BankDeskCustomerQuery = z.input<typeof bankDeskCustomerQuery> & { current: number; size: number };
export type BankDeskSearch = Omit<z.input<typeof bankDeskPageQuery>, 'current' | 'size'>;
export type BankDeskQuery = BankDeskSearch & { current: number; size: number };

/** The bank's desk (finance README "The bank's desk"): a desk bank's own user works its applications. */
export const bankDeskApi = {
  page: (q: BankDeskQuery) => call(routes.page, q),
  detail: (id: string) => call(routes.detail, { id }),
  admit: (body: BankDeskAdmitBody) => call(routes.admit, body),
  refuse: (body: BankDeskRefuseBody) => call(routes.refuse, body),
  registerPledge: (body: BankDeskPledgeBody) => call(routes.registerPledge, body),
  disburse: (body: BankDeskDisburseBody) => call(routes.disburse, body),
  repay: (body: BankDeskRepayBody) => call(routes.repay, body),
  release: (body: BankDeskReleaseBody) => call(routes.release, body),
  customers: (q: BankDeskCustomerQuery) => call(routes.customers, q),
  customerAccept: (id: string) => call(routes.customerAccept, { id }),
  customerCreate: (id: string) => call(routes.customerCreate, { id }),
  customerRefuse: (body: BankDeskCustomerRefuseBody) => call(routes.customerRefuse, body),
};

export const bankDeskKeys = queryKeysFactory<'bankDesk', BankDeskQuery>('bankDesk');

export const useBankDeskPage = (q: BankDeskQuery) =>
  useQuery({ queryKey: bankDeskKeys.list(q), queryFn: () => bankDeskApi.page(q), placeholderData: keepPreviousData });
/** 客户建档: the customer-creation records sent to this bank (its own key: the live 'bank-customer' refreshes it). */
export const bankDeskCustomerKeys = queryKeysFactory<'bankDeskCustomers', BankDeskCustomerQuery>('bankDeskCustomers');
export const useBankDeskCustomers = (q: BankDeskCustomerQuery) =>
  useQuery({
    queryKey: bankDeskCustomerKeys.list(q),
    queryFn: () => bankDeskApi.customers(q),
    placeholderData: keepPreviousData,
  });
export const useBankDeskCustomerMutations = () => {
  const refreshes = [bankDeskCustomerKeys.all];
  return {
    accept: useRefreshingMutation({ mutationFn: bankDeskApi.customerAccept, refreshes }),
    create: useRefreshingMutation({ mutationFn: bankDeskApi.customerCreate, refreshes }),
    refuse: useRefreshingMutation({ mutationFn: bankDeskApi.customerRefuse, refreshes }),
  };
};

export const useBankDeskDetail = (id: string) =>
  useQuery({ queryKey: bankDeskKeys.detail(id), queryFn: () => bankDeskApi.detail(id) });

export const useBankDeskMutations = () => {
  const refreshes = [bankDeskKeys.all];
  return {
    admit: useRefreshingMutation({ mutationFn: bankDeskApi.admit, refreshes }),
    refuse: useRefreshingMutation({ mutationFn: bankDeskApi.refuse, refreshes }),
    registerPledge: useRefreshingMutation({ mutationFn: bankDeskApi.registerPledge, refreshes }),
    disburse: useRefreshingMutation({ mutationFn: bankDeskApi.disburse, refreshes }),
    repay: useRefreshingMutation({ mutationFn: bankDeskApi.repay, refreshes }),
    release: useRefreshingMutation({ mutationFn: bankDeskApi.release, refreshes }),
  };
};
