import { lazy } from 'react';
import type { AppRoute } from '../../app/routes';
import {
  PART_UNLOCK_AUDIT_PATH,
  PART_UNLOCK_CONTAINER_PATH,
  PART_UNLOCK_CREATE_PATH,
  PART_UNLOCK_DETAIL_PATH,
  PART_UNLOCK_LIST_PATH,
} from './part-unlock-paths';

/** This module's pages; app/routes.tsx spreads them into the one route table. */
export const partUnlockRoutes: AppRoute[] = [
  {
    path: PART_UNLOCK_LIST_PATH,
    title: '部分解锁',
    menu: 'part_unlock',
    component: lazy(() => import('./pages/part-unlock-page').then((m) => ({ default: m.PartUnlockPage }))),
  },
  {
    path: PART_UNLOCK_CREATE_PATH,
    title: '新增部分解锁',
    menu: 'part_unlock',
    parent: PART_UNLOCK_LIST_PATH,
    tabBy: [],
    component: lazy(() => import('./pages/part-unlock-create-page').then((m) => ({ default: m.PartUnlockCreatePage }))),
  },
  {
    path: PART_UNLOCK_AUDIT_PATH,
    title: '部分解锁审核',
    menu: 'part_unlock',
    parent: PART_UNLOCK_LIST_PATH,
    tabBy: ['ulockId'],
    component: lazy(() => import('./pages/part-unlock-audit-page').then((m) => ({ default: m.PartUnlockAuditPage }))),
  },
  {
    path: PART_UNLOCK_DETAIL_PATH,
    title: '部分解锁详情',
    menu: 'part_unlock',
    parent: PART_UNLOCK_LIST_PATH,
    tabBy: ['ulockId'],
    component: lazy(() => import('./pages/part-unlock-detail-page').then((m) => ({ default: m.PartUnlockDetailPage }))),
  },
  {
    // Linked from a record's detail and from the release detail: any logged-in user opens it, the server decides.
    path: PART_UNLOCK_CONTAINER_PATH,
    title: '货箱托盘',
    tabBy: ['billCode', 'caseNumber'],
    component: lazy(() =>
      import('./pages/part-unlock-container-page').then((m) => ({ default: m.PartUnlockContainerPage })),
    ),
  },
];
