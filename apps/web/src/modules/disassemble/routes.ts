import { DISASSEMBLE_FORM_PATH, DISASSEMBLE_LIST_PATH } from '@kc/domain/disassemble/status';
import { lazy } from 'react';
import type { AppRoute } from '../../app/routes';

/** This module's pages; app/routes.tsx spreads them into the one route table. */
export const disassembleRoutes: AppRoute[] = [
  {
    path: DISASSEMBLE_LIST_PATH,
    title: 'WMS拆单',
    menu: 'external_destroy',
    component: lazy(() => import('./pages/disassemble-list-page').then((m) => ({ default: m.DisassembleListPage }))),
  },
  {
    path: DISASSEMBLE_FORM_PATH,
    title: 'WMS拆单',
    titleOf: (params) => (params.get('id') ? 'WMS拆单详情' : '新增WMS拆单'),
    tabBy: ['id'],
    menu: 'external_destroy',
    parent: DISASSEMBLE_LIST_PATH,
    component: lazy(() => import('./pages/disassemble-form-page').then((m) => ({ default: m.DisassembleFormPage }))),
  },
];
