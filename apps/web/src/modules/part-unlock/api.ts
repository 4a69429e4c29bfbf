import { fileRoutes } from '@kc/domain/files/files-routes';
import type {
  ContainerTraysAnswer,
  PartUnlockBillChoice,
  PartUnlockContainerChoice,
  PartUnlockDetail,
  PartUnlockFile,
  PartUnlockMoveAnswer,
  PartUnlockRow,
  PartUnlockTray,
} from '@kc/domain/part-unlock/answers';
import type {
  auditPlatformBody,
  auditShipperBody,
  auditWarehouseBody,
  partUnlockListQuery,
  partUnlockResubmitBody,
  partUnlockSubmitBody,
} from '@kc/domain/part-unlock/part-unlock';
import { partUnlockRoutes as routes } from '@kc/domain/part-unlock/part-unlock-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call, callForm } from '../../app/api-client';
import { queryKeysFactory, useRefreshingMutation } from '../../app/query-keys';

export type {
  ContainerTraysAnswer,
  PartUnlockBillChoice,
  PartUnlockContainerChoice,
  PartUnlockDetail,
  PartUnlockFile,
  PartUnlockMoveAnswer,
  PartUnlockRow,
  PartUnlockTray,
};
export type PartUnlockContainer = PartUnlockDetail['containerList']['records'][number];
export type PartUnlockSearch = Omit<z.infer<typeof partUnlockListQuery>, 'current' | 'size'>;
export type PartUnlockQuery = PartUnlockSearch & { current: number; size: number };
export type SubmitBody = z.input<typeof partUnlockSubmitBody>;
export type ResubmitBody = z.input<typeof partUnlockResubmitBody>;
export type AuditShipperBody = z.input<typeof auditShipperBody>;
export type AuditPlatformBody = z.input<typeof auditPlatformBody>;
export type AuditWarehouseBody = z.input<typeof auditWarehouseBody>;

export const partUnlockApi = {
  page: (q: PartUnlockQuery) => call(routes.page, q),
  detail: (id: string, current = 1, size = 10) => call(routes.billListById, { id, current, size }),
  trays: (ulockId: string, current: number, size: number) =>
    call(routes.destroyBillListByPage, { ulockId, current, size }),
  bills: (q: { code?: string; current: number; size: number }) => call(routes.selectBillListByPage, q),
  containers: (billId: string) => call(routes.selectContainerListByBillId, { billId }),
  containerLockedTrays: (containerId: string) => call(routes.selectTrayListByContainId, { containerId }),
  traysOfBills: (billIds: string[]) => call(routes.queryAllTrayByBillids, { billIds }),
  containerTrays: (billCode: string, caseNumber: string) => call(routes.containerTrays, { billCode, caseNumber }),
  submit: (body: SubmitBody) => call(routes.submit, body),
  resubmit: (body: ResubmitBody) => call(routes.submitAudit, body),
  removeTray: (body: { trayId: string; ulockId: string }) => call(routes.delDestroyBill, body),
  auditShipper: (body: AuditShipperBody) => call(routes.auditShipper, body),
  auditPlatform: (body: AuditPlatformBody) => call(routes.auditPlatform, body),
  auditWarehouse: (body: AuditWarehouseBody) => call(routes.auditWarehouse, body),
  /** An image (jpg, jpeg, png); failures are told by the caller (spec 3 §5: '上传失败'). */
  upload: (file: File) => {
    const body = new FormData();
    body.append('file', file);
    return callForm(fileRoutes.attach, body, { silent: true });
  },
};

const base = queryKeysFactory<'partUnlock', PartUnlockQuery>('partUnlock');
export const partUnlockKeys = {
  ...base,
  trays: (id: string, current: number, size: number) => base.part(id, 'trays', current, size),
  bills: (q: object) => [...base.all, 'bills', q] as const,
  containers: (billId: string) => [...base.all, 'containers', billId] as const,
  traysOfBills: (billIds: string[]) => [...base.all, 'traysOfBills', billIds] as const,
  containerTrays: (billCode: string, caseNumber: string) =>
    [...base.all, 'containerTrays', billCode, caseNumber] as const,
};

export const usePartUnlockPage = (q: PartUnlockQuery) =>
  useQuery({
    queryKey: partUnlockKeys.list(q),
    queryFn: () => partUnlockApi.page(q),
    placeholderData: keepPreviousData,
  });
export const usePartUnlockDetail = (id: string, current = 1, size = 10) =>
  useQuery({
    queryKey: [...partUnlockKeys.detail(id), current, size],
    queryFn: () => partUnlockApi.detail(id, current, size),
    placeholderData: keepPreviousData,
  });
export const usePartUnlockTrays = (id: string, current: number, size: number) =>
  useQuery({
    queryKey: partUnlockKeys.trays(id, current, size),
    queryFn: () => partUnlockApi.trays(id, current, size),
    placeholderData: keepPreviousData,
  });
export const usePartUnlockBills = (q: { code?: string; current: number; size: number }) =>
  useQuery({
    queryKey: partUnlockKeys.bills(q),
    queryFn: () => partUnlockApi.bills(q),
    placeholderData: keepPreviousData,
  });
export const useTraysOfBills = (billIds: string[]) =>
  useQuery({
    queryKey: partUnlockKeys.traysOfBills(billIds),
    queryFn: () => partUnlockApi.traysOfBills(billIds),
    enabled: billIds.length > 0,
  });
export const useContainerTrays = (billCode: string, caseNumber: string) =>
  useQuery({
    queryKey: partUnlockKeys.containerTrays(billCode, caseNumber),
    queryFn: () => partUnlockApi.containerTrays(billCode, caseNumber),
    retry: false,
  });

/** Every move changes the record, its trays and the lists. */
export const usePartUnlockMutations = () => {
  const refreshes = [partUnlockKeys.all];
  return {
    submit: useRefreshingMutation({ mutationFn: partUnlockApi.submit, refreshes }),
    resubmit: useRefreshingMutation({ mutationFn: partUnlockApi.resubmit, refreshes }),
    removeTray: useRefreshingMutation({ mutationFn: partUnlockApi.removeTray, refreshes }),
    auditShipper: useRefreshingMutation({ mutationFn: partUnlockApi.auditShipper, refreshes }),
    auditPlatform: useRefreshingMutation({ mutationFn: partUnlockApi.auditPlatform, refreshes }),
    auditWarehouse: useRefreshingMutation({ mutationFn: partUnlockApi.auditWarehouse, refreshes }),
  };
};
