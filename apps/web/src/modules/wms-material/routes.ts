import { lazy } from 'react';
import type { AppRoute } from '../../app/routes';

/** This module's pages; app/routes.tsx spreads them into the one route table. */
export const wmsMaterialRoutes: AppRoute[] = [
  {
    path: '/external/wmsMaterial',
    title: 'WMS货物映射',
    menu: 'external_wms_material',
    component: lazy(() => import('./pages/wms-material-page').then((m) => ({ default: m.WmsMaterialPage }))),
  },
  {
    path: '/external/wmsMaterialDetail',
    parent: '/external/wmsMaterial',
    title: '货物类别映射',
    menu: 'external_wms_material',
    component: lazy(() =>
      import('./pages/wms-material-detail-page').then((m) => ({
        default: m.WmsMaterialDetailPage,
      })),
    ),
  },
];
