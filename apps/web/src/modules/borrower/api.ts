import type {
  BorrowerDetail,
  BorrowerDetailMore,
  BorrowerMaterialsAnswer,
  BorrowerRecord,
  CoBorrowerDetail,
  CoBorrowerRecord,
} from '@kc/domain/borrower/answers';
import type {
  borrowerSaveBody,
  coBorrowerListQuery,
  coBorrowerSaveBody,
  materialsSubmitBody,
} from '@kc/domain/borrower/borrower';
import { borrowerRoutes as b, coBorrowerRoutes as c } from '@kc/domain/borrower/borrower-routes';
import { fileRoutes } from '@kc/domain/files/files-routes';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call, callForm } from '../../app/api-client';
import { queryKeysFactory, useRefreshingMutation } from '../../app/query-keys';

export type {
  BorrowerDetail,
  BorrowerDetailMore,
  BorrowerMaterialsAnswer,
  BorrowerRecord,
  CoBorrowerDetail,
  CoBorrowerRecord,
};
export type BorrowerSearch = { name?: string; realNameStatus?: number };
export type BorrowerQuery = BorrowerSearch & { current: number; size: number };
export type CoBorrowerSearch = Omit<z.input<typeof coBorrowerListQuery>, 'current' | 'size'>;
export type CoBorrowerQuery = CoBorrowerSearch & { current: number; size: number };
export type BorrowerSaveBody = z.input<typeof borrowerSaveBody>;
export type CoBorrowerSaveBody = z.input<typeof coBorrowerSaveBody>;
export type MaterialsSubmitBody = z.input<typeof materialsSubmitBody>;
export type RealNameKind = 'borrower' | 'coborrower';

const realNameRoutes = {
  borrower: { ask: b.realName, search: b.realNameSearch },
  coborrower: { ask: c.realName, search: c.realNameSearch },
} as const;

export const borrowerApi = {
  page: (q: BorrowerQuery) => call(b.page, q),
  detail: (id: string) => call(b.detail, { id }),
  detailMore: (id: string) => call(b.detailMore, { id }),
  save: (body: BorrowerSaveBody) => call(b.submit, body),
  remove: (ids: string[]) => call(b.remove, { ids: ids.join(',') }),
  realName: (kind: RealNameKind, id: string) => call(realNameRoutes[kind].ask, { id }),
  realNameSearch: (kind: RealNameKind, id: string) => call(realNameRoutes[kind].search, { id }),
  materials: (borrowerId: string) => call(b.materials, { borrowerId }),
  submitMaterials: (body: MaterialsSubmitBody) => call(b.materialsSubmit, body),
  coPage: (q: CoBorrowerQuery) => call(c.page, q),
  coDetail: (id: string) => call(c.detail, { id }),
  coSave: (body: CoBorrowerSaveBody) => call(c.submit, body),
  coRemove: (ids: string[]) => call(c.remove, { ids: ids.join(',') }),
  /** A file (images, PDF, Word; the server checks each screen's rule when the record is saved). */
  upload: (file: File) => {
    const body = new FormData();
    body.append('file', file);
    return callForm(fileRoutes.attach, body, { silent: true });
  },
};

export const borrowerKeys = {
  ...queryKeysFactory<'borrower', BorrowerQuery>('borrower'),
};
const coBase = queryKeysFactory<'coBorrower', CoBorrowerQuery>('coBorrower');
export const coBorrowerKeys = { ...coBase };

export const useBorrowerPage = (q: BorrowerQuery) =>
  useQuery({ queryKey: borrowerKeys.list(q), queryFn: () => borrowerApi.page(q), placeholderData: keepPreviousData });
export const useBorrowerDetail = (id: string | null) =>
  useQuery({ queryKey: borrowerKeys.detail(id ?? ''), queryFn: () => borrowerApi.detailMore(id!), enabled: !!id });
export const useBorrowerMaterials = (id: string | null) =>
  useQuery({
    queryKey: borrowerKeys.part(id ?? '', 'materials'),
    queryFn: () => borrowerApi.materials(id!),
    enabled: !!id,
  });
export const useCoBorrowerPage = (q: CoBorrowerQuery) =>
  useQuery({
    queryKey: coBorrowerKeys.list(q),
    queryFn: () => borrowerApi.coPage(q),
    placeholderData: keepPreviousData,
  });
export const useCoBorrowerDetail = (id: string | null) =>
  useQuery({ queryKey: coBorrowerKeys.detail(id ?? ''), queryFn: () => borrowerApi.coDetail(id!), enabled: !!id });

/** Every change refreshes both lists (a co-borrower shows in its borrower's detail, a count in the borrower list). */
export const useBorrowerMutations = () => {
  const refreshes = [borrowerKeys.all, coBorrowerKeys.all];
  return {
    save: useRefreshingMutation({ mutationFn: borrowerApi.save, refreshes }),
    remove: useRefreshingMutation({ mutationFn: borrowerApi.remove, refreshes }),
    coSave: useRefreshingMutation({ mutationFn: borrowerApi.coSave, refreshes }),
    coRemove: useRefreshingMutation({ mutationFn: borrowerApi.coRemove, refreshes }),
    realName: useRefreshingMutation({
      mutationFn: ({ kind, id }: { kind: RealNameKind; id: string }) => borrowerApi.realName(kind, id),
      refreshes,
    }),
    realNameSearch: useRefreshingMutation({
      mutationFn: ({ kind, id }: { kind: RealNameKind; id: string }) => borrowerApi.realNameSearch(kind, id),
      refreshes,
    }),
    submitMaterials: useRefreshingMutation({ mutationFn: borrowerApi.submitMaterials, refreshes: [borrowerKeys.all] }),
  };
};

/** Reads both lists again (the live event of a real-name move). */
export const useRefreshBorrowers = () => {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: borrowerKeys.all });
    void client.invalidateQueries({ queryKey: coBorrowerKeys.all });
  };
};
