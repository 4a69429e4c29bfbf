import type {
  CreditContractRow,
  CreditRelationAnswer,
  CreditSaveBody,
  CreditSignView,
} from '@kc/domain/credit-contract/credit-contract';
import { creditContractRoutes as routes } from '@kc/domain/credit-contract/credit-contract-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../app/api-client';
import { queryKeysFactory, useRefreshingMutation } from '../../app/query-keys';
import { CREDIT_POLL_MS } from './credit-contract-paths';

export type { CreditContractRow, CreditRelationAnswer, CreditSignView };
export type CreditSaveInput = CreditSaveBody;
export type CreditListQuery = { associationId: string; type: number };
export type CreditSearch = { contractNo?: string; idName?: string; status?: number };
export type CreditPageQuery = CreditSearch & { current: number; size: number };

const base = queryKeysFactory<'credit-contract', CreditListQuery>('credit-contract');
export const creditContractKeys = {
  ...base,
  banks: () => [...base.all, 'banks'] as const,
  signView: (token: string) => [...base.all, 'sign', token] as const,
};

export const creditContractApi = {
  list: (q: CreditListQuery) => call(routes.list, q, { silent: true }),
  page: (q: CreditPageQuery) => call(routes.page, q),
  /** The organ tree's banks as flat rows (a `children` list would make the picker's table a tree). */
  banks: async () => (await call(routes.getOrganTree)).map(({ id, title }) => ({ id, title })),
  save: (body: CreditSaveInput) => call(routes.save, body),
  update: (body: { id: string; bankAccount?: string; branchName?: string }) => call(routes.update, body),
  remove: (ids: string[]) => call(routes.remove, { ids: ids.join(',') }),
  signLink: (id: string) => call(routes.signContractFunction, { id }),
  preview: (id: string) => call(routes.contractPreview, { id }),
};

/** The phone page has no session: the token is the credential, and a refusal never leads to /login. */
const publicCall = { anonymous: true, silent: true } as const;
export const creditSignApi = {
  view: (token: string) => call(routes.signView, { token }, publicCall),
  sendCode: (token: string) => call(routes.sendCode, { token }, publicCall),
  sign: (token: string, code: string) => call(routes.sign, { token, code }, publicCall),
  /** The document as it stands (PDF bytes, not an envelope). */
  fileUrl: (token: string) => `${routes.signFile.path}?token=${encodeURIComponent(token)}`,
};

/** The contracts of one borrower or financing application, read again every 2 s while shown. */
export const useCreditContracts = (q: CreditListQuery, enabled: boolean) =>
  useQuery({
    queryKey: creditContractKeys.list(q),
    queryFn: () => creditContractApi.list(q),
    enabled: enabled && Boolean(q.associationId),
    refetchInterval: enabled ? CREDIT_POLL_MS : false,
  });

/** The 征信合同 list (every consent the caller may see); read every 2 s while a signing QR is shown. */
export const useCreditPage = (q: CreditPageQuery, polling: boolean) =>
  useQuery({
    queryKey: [...creditContractKeys.lists(), 'page', q],
    queryFn: () => creditContractApi.page(q),
    placeholderData: keepPreviousData,
    refetchInterval: polling ? CREDIT_POLL_MS : false,
  });

/** The banks a consent may be given to (the organ tree: bank enterprises). */
export const useCreditBanks = (enabled: boolean) =>
  useQuery({
    queryKey: creditContractKeys.banks(),
    queryFn: creditContractApi.banks,
    enabled,
    staleTime: 60_000,
  });

export const useCreditSignView = (token: string) =>
  useQuery({
    queryKey: creditContractKeys.signView(token),
    queryFn: () => creditSignApi.view(token),
    enabled: Boolean(token),
    retry: false,
  });

/** Every move changes the relation's rows: the lists read again. */
export const useCreditContractMutations = () => {
  const refreshes = [creditContractKeys.lists()];
  return {
    save: useRefreshingMutation({ mutationFn: creditContractApi.save, refreshes }),
    update: useRefreshingMutation({ mutationFn: creditContractApi.update, refreshes }),
    remove: useRefreshingMutation({ mutationFn: creditContractApi.remove, refreshes }),
  };
};

export type CreditBank = Awaited<ReturnType<typeof creditContractApi.banks>>[number];
export type CreditContract = CreditContractRow;
