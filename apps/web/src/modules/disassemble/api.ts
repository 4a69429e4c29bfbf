import type {
  disassembleAuditBody,
  disassembleBillChoice,
  disassembleBillQuery,
  disassembleContainerQuery,
  disassembleContainerRow,
  disassembleDetail,
  disassembleListQuery,
  disassembleRecord,
  disassembleSubmitBody,
} from '@kc/domain/disassemble/disassemble';
import { disassembleRoutes as routes } from '@kc/domain/disassemble/disassemble-routes';
import type { DisassembleReviewer } from '@kc/domain/disassemble/status';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../app/api-client';
import { queryKeysFactory, useRefreshingMutation } from '../../app/query-keys';
import { receiptKeys } from '../receipt';

export type Disassemble = z.infer<typeof disassembleRecord>;
export type DisassembleDetail = z.infer<typeof disassembleDetail>;
export type DisassembleBill = DisassembleDetail['disassembleBillList'][number];
export type DisassembleChoice = z.infer<typeof disassembleBillChoice>;
export type DisassembleContainer = z.infer<typeof disassembleContainerRow>;
export type DisassembleSearch = Omit<z.infer<typeof disassembleListQuery>, 'current' | 'size'>;
export type DisassembleQuery = DisassembleSearch & { current: number; size: number };
export type BillQuery = Omit<z.input<typeof disassembleBillQuery>, 'current' | 'size'> & {
  current: number;
  size: number;
};
export type ContainerQuery = Omit<z.input<typeof disassembleContainerQuery>, 'current' | 'size'> & {
  current: number;
  size: number;
};
export type SubmitBody = z.input<typeof disassembleSubmitBody>;
export type AuditBody = z.input<typeof disassembleAuditBody>;

const auditRoute = { shipper: routes.auditShipper, platform: routes.auditPlatform, warehouse: routes.auditWarehouse };

export const disassembleApi = {
  page: (q: DisassembleQuery) => call(routes.list, q),
  detail: (id: string) => call(routes.detail, { id }),
  bills: (q: BillQuery) => call(routes.bills, q),
  containers: (q: ContainerQuery) => call(routes.containers, q),
  submit: (body: SubmitBody) => call(routes.submit, body),
  audit: ({ reviewer, ...body }: AuditBody & { reviewer: DisassembleReviewer }) => call(auditRoute[reviewer], body),
  void: (id: string) => call(routes.remove, { ids: id }),
  del: (id: string) => call(routes.del, { ids: id }),
  upSignStatus: (disassembleId: string) => call(routes.upSignStatus, { disassembleId }),
};

const base = queryKeysFactory<'disassemble', DisassembleQuery>('disassemble');
export const disassembleKeys = {
  ...base,
  bills: (q: BillQuery) => [...base.all, 'bills', q] as const,
  containers: (q: ContainerQuery) => [...base.all, 'containers', q] as const,
};

export const useDisassemblePage = (q: DisassembleQuery) =>
  useQuery({
    queryKey: disassembleKeys.list(q),
    queryFn: () => disassembleApi.page(q),
    placeholderData: keepPreviousData,
  });
export const useDisassembleDetail = (id: string | undefined) =>
  useQuery({ queryKey: disassembleKeys.detail(id ?? ''), queryFn: () => disassembleApi.detail(id!), enabled: !!id });
export const useDisassembleBills = (q: BillQuery, enabled: boolean) =>
  useQuery({
    queryKey: disassembleKeys.bills(q),
    queryFn: () => disassembleApi.bills(q),
    enabled,
    placeholderData: keepPreviousData,
  });
export const useDisassembleContainers = (q: ContainerQuery, enabled: boolean) =>
  useQuery({
    queryKey: disassembleKeys.containers(q),
    queryFn: () => disassembleApi.containers(q),
    enabled,
    placeholderData: keepPreviousData,
  });

/** Every move changes the split, its list and the receipts it holds, frees or issues. */
export const useDisassembleMutations = () => {
  const refreshes = [disassembleKeys.all, receiptKeys.all];
  return {
    submit: useRefreshingMutation({ mutationFn: disassembleApi.submit, refreshes }),
    audit: useRefreshingMutation({ mutationFn: disassembleApi.audit, refreshes }),
    void: useRefreshingMutation({ mutationFn: disassembleApi.void, refreshes }),
    del: useRefreshingMutation({ mutationFn: disassembleApi.del, refreshes }),
    upSignStatus: useRefreshingMutation({ mutationFn: disassembleApi.upSignStatus, refreshes }),
  };
};
