import type {
  WmsSandboxAddGoods,
  WmsSandboxContainerRow,
  WmsSandboxMode,
  WmsSandboxRaiseAlarm,
  WmsSandboxSettings,
  wmsSandboxAlarmRow,
  wmsSandboxDeliveryRow,
  wmsSandboxDeviceRow,
  wmsSandboxEnterprises,
} from '@kc/domain/wms/wms-sandbox';
import { wmsSandboxRoutes as routes } from '@kc/domain/wms/wms-sandbox-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../app/api-client';
import { useRefreshingMutation } from '../../app/query-keys';

/**
 * The WMS sandbox of the console (perm `sandbox`; server routes /api/kc-sandbox/wms/…, providers/wms/README.md).
 * Every call names the WMS platform (`unit`, dictionary thirdwms_enterprise); the answers are the domain's schemas.
 */
export type WmsSandboxContainer = WmsSandboxContainerRow;
export type WmsSandboxTray = WmsSandboxContainerRow['goods'][number]['trays'][number];
export type WmsSandboxDevice = z.infer<typeof wmsSandboxDeviceRow>;
export type WmsSandboxAlarm = z.infer<typeof wmsSandboxAlarmRow>;
export type WmsSandboxDelivery = z.infer<typeof wmsSandboxDeliveryRow>;
export type WmsSandboxEnterprises = z.infer<typeof wmsSandboxEnterprises>;
export type { WmsSandboxMode, WmsSandboxSettings };

type PageQuery = { current: number; size: number };

const REFRESH_MS = 3000;

export const wmsSandboxApi = {
  enterprises: () => call(routes.enterprises),
  containers: (unit: string, q: PageQuery) => call(routes.containers, { unit, ...q }),
  devices: (unit: string) => call(routes.devices, { unit }),
  alarms: (unit: string, q: PageQuery) => call(routes.alarms, { unit, ...q }),
  deliveries: (unit: string, q: PageQuery) => call(routes.deliveries, { unit, ...q }),
  feed: (unit: string) => call(routes.feed, { unit }),
  settings: (unit: string) => call(routes.settings, { unit }),
  saveSettings: (body: { unit: string; mode?: WmsSandboxMode; timeScale?: number }) => call(routes.saveSettings, body),
  addGoods: (body: WmsSandboxAddGoods) => call(routes.addGoods, body),
  removeTray: (body: { unit: string; trayCode: string }) => call(routes.removeTray, body),
  moveTray: (body: { unit: string; trayCode: string; toSite: string }) => call(routes.moveTray, body),
  changeWeight: (body: { unit: string; trayCode: string; weight: string }) => call(routes.changeWeight, body),
  removeContainer: (body: { unit: string; containerId: string }) => call(routes.removeContainer, body),
  lock: (body: { unit: string; containerId: string }) => call(routes.lock, body),
  unlock: (body: { unit: string; containerId: string }) => call(routes.unlock, body),
  device: (body: { unit: string; deviceCode: string; online: boolean }) => call(routes.device, body),
  scan: (body: { unit: string; epcCodes: string[]; deviceCode?: string; siteCode?: string }) => call(routes.scan, body),
  raiseAlarm: (body: WmsSandboxRaiseAlarm) => call(routes.raiseAlarm, body),
  clearAlarm: (body: { unit: string; alarmId: string }) => call(routes.clearAlarm, body),
  resend: (id: string) => call(routes.resend, { id }),
  release: (unit: string) => call(routes.release, { unit }),
  seedDemo: (body: { unit: string; warehouseCode: string; ownerCode: string }) => call(routes.seedDemo, body),
};

export const wmsSandboxKeys = {
  all: ['sandbox', 'wms'] as const,
  enterprises: () => [...wmsSandboxKeys.all, 'enterprises'] as const,
  unit: (unit: string) => [...wmsSandboxKeys.all, unit] as const,
  containers: (unit: string, q: PageQuery) => [...wmsSandboxKeys.unit(unit), 'containers', q] as const,
  devices: (unit: string) => [...wmsSandboxKeys.unit(unit), 'devices'] as const,
  alarms: (unit: string, q: PageQuery) => [...wmsSandboxKeys.unit(unit), 'alarms', q] as const,
  deliveries: (unit: string, q: PageQuery) => [...wmsSandboxKeys.unit(unit), 'deliveries', q] as const,
  feed: (unit: string) => [...wmsSandboxKeys.unit(unit), 'feed'] as const,
  settings: (unit: string) => [...wmsSandboxKeys.unit(unit), 'settings'] as const,
};

const live = { placeholderData: keepPreviousData, refetchInterval: REFRESH_MS } as const;

export const useWmsSandboxEnterprises = () =>
  useQuery({ queryKey: wmsSandboxKeys.enterprises(), queryFn: wmsSandboxApi.enterprises, staleTime: 60_000 });
export const useWmsSandboxContainers = (unit: string, q: PageQuery) =>
  useQuery({ queryKey: wmsSandboxKeys.containers(unit, q), queryFn: () => wmsSandboxApi.containers(unit, q), ...live });
export const useWmsSandboxDevices = (unit: string) =>
  useQuery({ queryKey: wmsSandboxKeys.devices(unit), queryFn: () => wmsSandboxApi.devices(unit), ...live });
export const useWmsSandboxAlarms = (unit: string, q: PageQuery) =>
  useQuery({ queryKey: wmsSandboxKeys.alarms(unit, q), queryFn: () => wmsSandboxApi.alarms(unit, q), ...live });
export const useWmsSandboxDeliveries = (unit: string, q: PageQuery) =>
  useQuery({ queryKey: wmsSandboxKeys.deliveries(unit, q), queryFn: () => wmsSandboxApi.deliveries(unit, q), ...live });
export const useWmsSandboxFeed = (unit: string) =>
  useQuery({ queryKey: wmsSandboxKeys.feed(unit), queryFn: () => wmsSandboxApi.feed(unit), ...live });
export const useWmsSandboxSettings = (unit: string) =>
  useQuery({ queryKey: wmsSandboxKeys.settings(unit), queryFn: () => wmsSandboxApi.settings(unit) });

/** Every WMS-console move changes what the warehouse, its alarms and its pushes show. */
export const useWmsSandboxMutations = () => {
  const refreshes = [wmsSandboxKeys.all];
  return {
    addGoods: useRefreshingMutation({ mutationFn: wmsSandboxApi.addGoods, refreshes }),
    removeTray: useRefreshingMutation({ mutationFn: wmsSandboxApi.removeTray, refreshes }),
    moveTray: useRefreshingMutation({ mutationFn: wmsSandboxApi.moveTray, refreshes }),
    changeWeight: useRefreshingMutation({ mutationFn: wmsSandboxApi.changeWeight, refreshes }),
    removeContainer: useRefreshingMutation({ mutationFn: wmsSandboxApi.removeContainer, refreshes }),
    lock: useRefreshingMutation({ mutationFn: wmsSandboxApi.lock, refreshes }),
    unlock: useRefreshingMutation({ mutationFn: wmsSandboxApi.unlock, refreshes }),
    device: useRefreshingMutation({ mutationFn: wmsSandboxApi.device, refreshes }),
    scan: useRefreshingMutation({ mutationFn: wmsSandboxApi.scan, refreshes }),
    raiseAlarm: useRefreshingMutation({ mutationFn: wmsSandboxApi.raiseAlarm, refreshes }),
    clearAlarm: useRefreshingMutation({ mutationFn: wmsSandboxApi.clearAlarm, refreshes }),
    resend: useRefreshingMutation({ mutationFn: wmsSandboxApi.resend, refreshes }),
    release: useRefreshingMutation({ mutationFn: wmsSandboxApi.release, refreshes }),
    saveSettings: useRefreshingMutation({ mutationFn: wmsSandboxApi.saveSettings, refreshes }),
    seedDemo: useRefreshingMutation({ mutationFn: wmsSandboxApi.seedDemo, refreshes }),
  };
};
