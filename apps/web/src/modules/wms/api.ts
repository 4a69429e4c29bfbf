import type {
  alarmDetail,
  alarmRow,
  applyRecord,
  billApplyDetail,
  billApplyUpdateBody,
  containerAlarmTrayRow,
  containerRow,
  goodsRow,
  offlineDetailRow,
  reconcileFinding,
  reconcileLast,
  reconcileRun,
  rfidWarnRow,
  saveApplyBody,
  trayRow,
  trayTransferRow,
  unlockBody,
  wmsWarehouseOption,
} from '@kc/domain/wms/wms';
import { AlarmStatus, ReconcileRunStatus } from '@kc/domain/wms/wms';
import {
  wmsAlarmRoutes as alarmRoutes,
  billApplyRoutes,
  wmsContainerRoutes as containerRoutes,
  wmsReconcileRoutes as reconcileRoutes,
} from '@kc/domain/wms/wms-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../app/api-client';
import { queryKeysFactory, useRefreshingMutation } from '../../app/query-keys';
import { receiptKeys } from '../receipt';

export type ContainerRow = z.infer<typeof containerRow>;
export type GoodsRow = z.infer<typeof goodsRow>;
export type TrayRow = z.infer<typeof trayRow>;
export type TrayTransferRow = z.infer<typeof trayTransferRow>;
export type ApplyRecord = z.infer<typeof applyRecord>;
export type BillApplyDetail = z.infer<typeof billApplyDetail>;
export type ApplyBill = BillApplyDetail['bills'][number];
export type WmsWarehouseOption = z.infer<typeof wmsWarehouseOption>;
export type AlarmRow = z.infer<typeof alarmRow>;
export type AlarmDetail = z.infer<typeof alarmDetail>;
export type AlarmBill = AlarmDetail['bills'][number];
export type RfidTag = AlarmDetail['rfidJson'][number];
export type OfflineDetailRow = z.infer<typeof offlineDetailRow>;
export type ContainerAlarmTrayRow = z.infer<typeof containerAlarmTrayRow>;
export type RfidWarnRow = z.infer<typeof rfidWarnRow>;
export type ReconcileLast = z.infer<typeof reconcileLast>;
export type ReconcileRun = z.infer<typeof reconcileRun>;
export type ReconcileFinding = z.infer<typeof reconcileFinding>;

/** What the forms send (the domain's request schemas before their transforms). */
export type SaveApplyPayload = z.input<typeof saveApplyBody>;
export type UnlockPayload = z.input<typeof unlockBody>;
export type BillApplyUpdatePayload = z.input<typeof billApplyUpdateBody>;

type Paging = { current: number; size: number };
/** Search fields of each list (the query schemas' filters; paging is added by usePagedQuery). */
export type ContainerSearch = {
  ids?: string;
  billCode?: string;
  caseNumber?: string;
  warehouseUnitId?: string;
  status?: number;
  unlockable?: '1';
  /** 申请货物: only the caller's own free containers (of this warehouse) */
  applicable?: '1';
  warehouseId?: string;
};
export type TrayTransferSearch = { transferBatchId?: string; caseId?: string; trayCode?: string };
export type ApplySearch = { status?: number; caseNumber?: string };
export type AlarmSearch = { type?: number; status?: number; caseNumber?: string; billId?: string };
export type RfidWarnSearch = { epcCode?: string };

export const wmsApi = {
  containers: (q: ContainerSearch & Paging) => call(containerRoutes.containers, q),
  /** The home page's navigation: its failures are dropped silently (spec 3 §8). */
  containersById: (ids: readonly string[]) =>
    call(containerRoutes.containersById, { ids: ids.join(',') }, { silent: true }),
  containersByBill: (billId: string) => call(containerRoutes.containersByBill, { billId }, { silent: true }),
  goods: (q: { containerId: string } & Paging) => call(containerRoutes.goods, q),
  trays: (q: { goodsId?: string; containerId?: string } & Paging) => call(containerRoutes.trays, q),
  applies: (q: ApplySearch & Paging) => call(containerRoutes.applies, q),
  saveApply: (body: SaveApplyPayload) => call(containerRoutes.saveApply, body),
  unlock: (body: UnlockPayload) => call(containerRoutes.unlock, body),
  trayTransfers: (q: TrayTransferSearch & Paging) => call(containerRoutes.trayTransfers, q),
  billApplyDetail: (id: string) => call(billApplyRoutes.detail, { id }),
  applyWarehouses: (warehouseUnitId: string) => call(billApplyRoutes.warehouses, { warehouseUnitId }, { silent: true }),
  updateBillApply: (body: BillApplyUpdatePayload) => call(billApplyRoutes.update, body),
  alarms: (q: AlarmSearch & Paging, silent = false) => call(alarmRoutes.list, q, { silent }),
  alarmDetail: (id: string) => call(alarmRoutes.detail, { id }),
  handleAlarm: (body: { id: string; descr: string }) => call(alarmRoutes.handle, body),
  alarmsOfBill: (billId: string) => call(alarmRoutes.ofBill, { id: billId }, { silent: true }),
  offlineDevices: (q: { alarmId: string } & Paging) => call(alarmRoutes.offlineDevices, q),
  alarmTrays: (q: { containerAlarmId: string } & Paging) => call(alarmRoutes.trays, q),
  rfidWarns: (q: RfidWarnSearch & Paging) => call(alarmRoutes.rfidWarns, q),
  reconcileLast: () => call(reconcileRoutes.last),
  reconcileRun: () => call(reconcileRoutes.run),
};

const base = queryKeysFactory<'wms', unknown>('wms');
/** Everything the WMS screens cache sits under `wms`: one live event or one move refreshes it all. */
export const wmsKeys = {
  ...base,
  containers: (q: object) => [...base.lists(), 'containers', q] as const,
  containersById: (ids: readonly string[]) => [...base.all, 'containers-by-id', ids] as const,
  /** The receipt detail's containers and alarms: about the receipt, so a move of the receipt reads them again. */
  containersByBill: (billId: string) => base.about(receiptKeys.detail(billId), 'containers'),
  goods: (q: object) => [...base.lists(), 'goods', q] as const,
  trays: (q: object) => [...base.lists(), 'trays', q] as const,
  applies: (q: object) => [...base.lists(), 'applies', q] as const,
  trayTransfers: (q: object) => [...base.lists(), 'tray-transfers', q] as const,
  billApply: (id: string) => [...base.details(), 'bill-apply', id] as const,
  applyWarehouses: (unit: string) => [...base.all, 'apply-warehouses', unit] as const,
  alarms: (q: object) => [...base.lists(), 'alarms', q] as const,
  alarm: (id: string) => [...base.details(), 'alarm', id] as const,
  alarmsOfBill: (billId: string) => base.about(receiptKeys.detail(billId), 'alarms'),
  offlineDevices: (q: object) => [...base.lists(), 'offline-devices', q] as const,
  alarmTrays: (q: object) => [...base.lists(), 'alarm-trays', q] as const,
  rfidWarns: (q: object) => [...base.lists(), 'rfid-warns', q] as const,
  reconcile: () => [...base.all, 'reconcile'] as const,
};

const paged = { placeholderData: keepPreviousData } as const;

export const useContainerPage = (q: ContainerSearch & Paging) =>
  useQuery({ queryKey: wmsKeys.containers(q), queryFn: () => wmsApi.containers(q), ...paged });
export const useContainersByBill = (billId: string) =>
  useQuery({
    queryKey: wmsKeys.containersByBill(billId),
    queryFn: () => wmsApi.containersByBill(billId),
    retry: false,
  });
export const useGoodsPage = (q: { containerId: string } & Paging) =>
  useQuery({ queryKey: wmsKeys.goods(q), queryFn: () => wmsApi.goods(q), ...paged });
export const useTrayPage = (q: { goodsId?: string; containerId?: string } & Paging) =>
  useQuery({ queryKey: wmsKeys.trays(q), queryFn: () => wmsApi.trays(q), ...paged });
export const useApplyPage = (q: ApplySearch & Paging, enabled = true) =>
  useQuery({ queryKey: wmsKeys.applies(q), queryFn: () => wmsApi.applies(q), enabled, ...paged });
export const useTrayTransferPage = (q: TrayTransferSearch & Paging) =>
  useQuery({ queryKey: wmsKeys.trayTransfers(q), queryFn: () => wmsApi.trayTransfers(q), ...paged });
export const useBillApplyDetail = (id: string) =>
  useQuery({ queryKey: wmsKeys.billApply(id), queryFn: () => wmsApi.billApplyDetail(id) });
export const useApplyWarehouses = (warehouseUnitId: string | undefined) =>
  useQuery({
    queryKey: wmsKeys.applyWarehouses(warehouseUnitId ?? ''),
    queryFn: () => wmsApi.applyWarehouses(warehouseUnitId!),
    enabled: Boolean(warehouseUnitId),
    retry: false,
  });
export const useAlarmPage = (q: AlarmSearch & Paging) =>
  useQuery({ queryKey: wmsKeys.alarms(q), queryFn: () => wmsApi.alarms(q), ...paged });
/** The home page's open alarms (the first page is enough to name the containers under alarm). */
export const useOpenAlarms = (enabled: boolean) => {
  const q = { status: AlarmStatus.open, current: 1, size: 50 };
  return useQuery({ queryKey: wmsKeys.alarms(q), queryFn: () => wmsApi.alarms(q, true), enabled, retry: false });
};
export const useAlarmDetail = (id: string) =>
  useQuery({ queryKey: wmsKeys.alarm(id), queryFn: () => wmsApi.alarmDetail(id) });
export const useAlarmsOfBill = (billId: string, enabled: boolean) =>
  useQuery({
    queryKey: wmsKeys.alarmsOfBill(billId),
    queryFn: () => wmsApi.alarmsOfBill(billId),
    enabled,
    retry: false,
  });
export const useOfflineDevicePage = (q: { alarmId: string } & Paging) =>
  useQuery({ queryKey: wmsKeys.offlineDevices(q), queryFn: () => wmsApi.offlineDevices(q), ...paged });
export const useAlarmTrayPage = (q: { containerAlarmId: string } & Paging) =>
  useQuery({ queryKey: wmsKeys.alarmTrays(q), queryFn: () => wmsApi.alarmTrays(q), ...paged });
export const useRfidWarnPage = (q: RfidWarnSearch & Paging) =>
  useQuery({ queryKey: wmsKeys.rfidWarns(q), queryFn: () => wmsApi.rfidWarns(q), ...paged });
/** While a run is under way the screen asks again every few seconds (the live event also says when it ends). */
export const useReconcileLast = () =>
  useQuery({
    queryKey: wmsKeys.reconcile(),
    queryFn: wmsApi.reconcileLast,
    refetchInterval: (q) => (q.state.data?.run?.status === ReconcileRunStatus.running ? 3000 : false),
  });

/** Every move changes containers, applications, alarms and the receipts they touch. */
export const useWmsMutations = () => {
  const refreshes = [wmsKeys.all, receiptKeys.all];
  return {
    saveApply: useRefreshingMutation({ mutationFn: wmsApi.saveApply, refreshes }),
    unlock: useRefreshingMutation({ mutationFn: wmsApi.unlock, refreshes }),
    updateBillApply: useRefreshingMutation({ mutationFn: wmsApi.updateBillApply, refreshes }),
    handleAlarm: useRefreshingMutation({ mutationFn: wmsApi.handleAlarm, refreshes }),
    reconcileRun: useRefreshingMutation({ mutationFn: wmsApi.reconcileRun, refreshes }),
  };
};
