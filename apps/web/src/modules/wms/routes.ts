import { lazy } from 'react';
import type { AppRoute } from '../../app/routes';
import {
  BILL_APPLY_DETAIL_PATH,
  BILL_APPLY_PATH,
  CONTAINER_ALARM_DETAIL_PATH,
  CONTAINER_ALARM_PATH,
  CONTAINER_LIST_PATH,
  GOODS_LIST_PATH,
  OFFLINE_ALARM_DETAIL_PATH,
  OFFLINE_ALARM_PATH,
  RECONCILE_PATH,
  RFID_WARN_PATH,
  TRAY_LIST_PATH,
  TRAY_TRANSFER_PATH,
  UNLOCK_PATH,
} from './wms-paths';

/** This module's pages (menu codes of the 外部仓储(WMS) group); app/routes.tsx spreads them into the route table. */
export const wmsRoutes: AppRoute[] = [
  {
    path: CONTAINER_LIST_PATH,
    title: 'WMS货箱',
    menu: 'external_container',
    component: lazy(() => import('./pages/container-page').then((m) => ({ default: m.ContainerPage }))),
  },
  {
    path: GOODS_LIST_PATH,
    title: '货箱货物',
    menu: 'external_container',
    parent: CONTAINER_LIST_PATH,
    component: lazy(() => import('./pages/goods-page').then((m) => ({ default: m.GoodsPage }))),
  },
  {
    path: TRAY_LIST_PATH,
    title: '托盘列表',
    menu: 'external_container',
    parent: CONTAINER_LIST_PATH,
    component: lazy(() => import('./pages/tray-page').then((m) => ({ default: m.TrayPage }))),
  },
  {
    path: TRAY_TRANSFER_PATH,
    title: '托盘移位记录',
    menu: 'external_tray_transfer',
    component: lazy(() => import('./pages/tray-transfer-page').then((m) => ({ default: m.TrayTransferPage }))),
  },
  {
    path: UNLOCK_PATH,
    title: 'WMS货物解锁',
    menu: 'external_unlock',
    component: lazy(() => import('./pages/unlock-page').then((m) => ({ default: m.UnlockPage }))),
  },
  {
    path: BILL_APPLY_PATH,
    title: '货物申请办理',
    menu: 'external_bill_apply',
    component: lazy(() => import('./pages/bill-apply-page').then((m) => ({ default: m.BillApplyPage }))),
  },
  {
    path: BILL_APPLY_DETAIL_PATH,
    title: '货物申请详情',
    menu: 'external_bill_apply',
    parent: BILL_APPLY_PATH,
    component: lazy(() => import('./pages/bill-apply-detail-page').then((m) => ({ default: m.BillApplyDetailPage }))),
  },
  {
    path: CONTAINER_ALARM_PATH,
    title: '货箱告警',
    menu: 'external_alarm',
    component: lazy(() => import('./pages/container-alarm-page').then((m) => ({ default: m.ContainerAlarmPage }))),
  },
  {
    path: CONTAINER_ALARM_DETAIL_PATH,
    title: '告警详情',
    menu: 'external_alarm',
    parent: CONTAINER_ALARM_PATH,
    component: lazy(() => import('./pages/alarm-detail-page').then((m) => ({ default: m.AlarmDetailPage }))),
  },
  {
    path: OFFLINE_ALARM_PATH,
    title: '离线告警',
    menu: 'external_offline_alarm',
    component: lazy(() => import('./pages/offline-alarm-page').then((m) => ({ default: m.OfflineAlarmPage }))),
  },
  {
    path: OFFLINE_ALARM_DETAIL_PATH,
    title: '离线设备明细',
    menu: 'external_offline_alarm',
    parent: OFFLINE_ALARM_PATH,
    component: lazy(() =>
      import('./pages/offline-alarm-detail-page').then((m) => ({ default: m.OfflineAlarmDetailPage })),
    ),
  },
  {
    path: RFID_WARN_PATH,
    title: 'RFID扫描告警',
    menu: 'external_rfid_warn',
    component: lazy(() => import('./pages/rfid-warn-page').then((m) => ({ default: m.RfidWarnPage }))),
  },
  {
    path: RECONCILE_PATH,
    title: 'WMS对账',
    menu: 'external_reconcile',
    component: lazy(() => import('./pages/reconcile-page').then((m) => ({ default: m.ReconcilePage }))),
  },
];
