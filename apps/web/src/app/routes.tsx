import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { matchPath } from 'react-router-dom';
import { batchSignPublicRoutes, batchSignRoutes } from '../modules/batch-sign/routes';
import { billMoveRoutes } from '../modules/bill-move/routes';
import { contractPublicRoutes, contractRoutes } from '../modules/contract/routes';
import { contractTemplateRoutes } from '../modules/contract-template/routes';
import { feeConfigRoutes } from '../modules/fee-config/routes';
import { financeRoutes } from '../modules/finance/routes';
import { inboundRoutes } from '../modules/inbound/routes';
import { invoiceRoutes } from '../modules/invoice/routes';
import { paymentPublicRoutes, paymentRoutes } from '../modules/payment/routes';
import { receiptPublicRoutes, receiptRoutes } from '../modules/receipt/routes';
import { tradeRoutes } from '../modules/trade/routes';
import { transferRoutes } from '../modules/transfer/routes';
import { wmsRoutes } from '../modules/wms/routes';

export type AppRoute = {
  path: string;
  title: string;
  /** A title that depends on the query (新增合同 / 编辑合同 by ?id=); `title` otherwise. */
  titleOf?: (params: URLSearchParams) => string;
  /** The menu code that grants the page; without it, any logged-in user may open it. */
  menu?: string;
  /**
   * A detail page's list: its breadcrumb parent and the menu entry it lights. Several when the roles reach the page
   * from different lists (我的合同 for a party, 合同监管 for the platform): the first the caller's menu has is taken.
   */
  parent?: string | readonly string[];
  /**
   * The query params that tell one record's page from another's: the same values reuse one tab, and the other params
   * (a code for the title, a view or audit mode) do not open a second one. By default every param of a detail page
   * (one with a `parent`) and none of a menu screen (a list opened again, with another filter, is the same tab).
   */
  tabBy?: readonly string[];
  /** Another path of the same screen (the receipt detail at /ple and /ple/details): one tab for both. */
  tabAs?: string;
  component: LazyExoticComponent<ComponentType>;
};

/** A page outside the layout that needs no login (a receipt's verification page, the phone signing page). */
export type PublicRoute = { path: string; component: LazyExoticComponent<ComponentType> };

/** Every page inside the layout: one place for path, tab title, granting menu and the lazy page. */
export const appRoutes: AppRoute[] = [
  {
    path: '/home',
    title: '首页',
    menu: 'home',
    component: lazy(() => import('../modules/home/pages/home-page').then((m) => ({ default: m.HomePage }))),
  },
  {
    path: '/system/dictbiz',
    title: '业务字典',
    menu: 'dict',
    component: lazy(() => import('../modules/system/pages/dict-biz-page').then((m) => ({ default: m.DictBizPage }))),
  },
  {
    path: '/system/user',
    title: '用户管理',
    menu: 'user',
    component: lazy(() => import('../modules/user/pages/user-page').then((m) => ({ default: m.UserPage }))),
  },
  {
    path: '/system/dept',
    title: '机构管理',
    menu: 'dept',
    component: lazy(() => import('../modules/user/pages/dept-page').then((m) => ({ default: m.DeptPage }))),
  },
  {
    path: '/system/role',
    title: '角色管理',
    menu: 'role',
    component: lazy(() => import('../modules/system/pages/role-page').then((m) => ({ default: m.RolePage }))),
  },
  {
    path: '/system/menu',
    title: '菜单管理',
    menu: 'menu',
    component: lazy(() => import('../modules/system/pages/menu-page').then((m) => ({ default: m.MenuPage }))),
  },
  {
    path: '/system/dict',
    title: '系统字典',
    menu: 'system_dict',
    component: lazy(() => import('../modules/system/pages/dict-page').then((m) => ({ default: m.DictPage }))),
  },
  {
    path: '/base/enterprise/myEnterprise',
    title: '企业信息',
    menu: 'enterprise_info',
    component: lazy(() =>
      import('../modules/enterprise/pages/enterprise-info-page').then((m) => ({ default: m.EnterpriseInfoPage })),
    ),
  },
  {
    path: '/base/enterprise/enterpriseInfo',
    title: '企业认证审核',
    menu: 'enterprise_review',
    // ?id= shows one enterprise's detail in place of the list: its own tab.
    tabBy: ['id'],
    component: lazy(() =>
      import('../modules/enterprise/pages/enterprise-review-page').then((m) => ({ default: m.EnterpriseReviewPage })),
    ),
  },
  {
    path: '/base/enterprise/enterpriseDetail',
    parent: '/base/enterprise/enterpriseInfo',
    title: '企业认证详情',
    menu: 'enterprise_review',
    component: lazy(() =>
      import('../modules/enterprise/pages/enterprise-detail-page').then((m) => ({ default: m.EnterpriseDetailPage })),
    ),
  },
  {
    path: '/base/basematerial/index',
    title: '仓储物类别',
    menu: 'basematerial',
    component: lazy(() =>
      import('../modules/goods/pages/base-material-page').then((m) => ({ default: m.BaseMaterialPage })),
    ),
  },
  {
    path: '/base/basematerial/detail',
    parent: '/base/basematerial/index',
    title: '仓储物类别详情',
    menu: 'basematerial',
    component: lazy(() =>
      import('../modules/goods/pages/base-material-detail-page').then((m) => ({ default: m.BaseMaterialDetailPage })),
    ),
  },
  {
    path: '/base/basematerial/detailIndex',
    parent: '/base/basematerial/index',
    title: '银行明细',
    menu: 'basematerial',
    component: lazy(() =>
      import('../modules/goods/pages/bank-detail-index-page').then((m) => ({ default: m.BankDetailIndexPage })),
    ),
  },
  {
    path: '/base/basematerial/materialDetail',
    parent: '/base/basematerial/detailIndex',
    title: '银行类别明细',
    menu: 'basematerial',
    component: lazy(() =>
      import('../modules/goods/pages/material-detail-page').then((m) => ({ default: m.MaterialDetailPage })),
    ),
  },
  {
    path: '/base/basematerial/financingGoods',
    parent: '/base/basematerial/detailIndex',
    title: '融资货物',
    menu: 'basematerial',
    component: lazy(() =>
      import('../modules/goods/pages/financing-goods-page').then((m) => ({ default: m.FinancingGoodsPage })),
    ),
  },
  {
    path: '/external/wmsMaterial',
    title: 'WMS货物映射',
    menu: 'external_wms_material',
    component: lazy(() =>
      import('../modules/wms-material/pages/wms-material-page').then((m) => ({ default: m.WmsMaterialPage })),
    ),
  },
  {
    path: '/external/wmsMaterialDetail',
    parent: '/external/wmsMaterial',
    title: '货物类别映射',
    menu: 'external_wms_material',
    component: lazy(() =>
      import('../modules/wms-material/pages/wms-material-detail-page').then((m) => ({
        default: m.WmsMaterialDetailPage,
      })),
    ),
  },
  {
    path: '/sandbox',
    title: '沙箱控制台',
    menu: 'sandbox',
    component: lazy(() => import('../modules/sandbox/pages/sandbox-page').then((m) => ({ default: m.SandboxPage }))),
  },
  {
    path: '/info/index',
    title: '个人信息',
    // Every logged-in user keeps their own profile, whatever their menu grants.
    component: lazy(() => import('../modules/user/pages/profile-page').then((m) => ({ default: m.ProfilePage }))),
  },
  ...inboundRoutes,
  ...receiptRoutes,
  ...batchSignRoutes,
  ...contractTemplateRoutes,
  ...tradeRoutes,
  ...contractRoutes,
  ...feeConfigRoutes,
  ...paymentRoutes,
  ...invoiceRoutes,
  ...transferRoutes,
  ...billMoveRoutes,
  ...wmsRoutes,
  ...financeRoutes,
];

export const publicRoutes: PublicRoute[] = [
  ...receiptPublicRoutes,
  ...batchSignPublicRoutes,
  ...contractPublicRoutes,
  ...paymentPublicRoutes,
];

export const HOME_PATH = '/home';

/** The page's own title for this query (the tab and the breadcrumb's last item). */
export const routeTitle = (route: AppRoute, search: string) =>
  route.titleOf?.(new URLSearchParams(search)) ?? route.title;

export const matchAppRoute = (pathname: string) => appRoutes.find((r) => matchPath(r.path, pathname));
