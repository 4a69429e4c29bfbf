import type { ComponentType, LazyExoticComponent } from 'react';
import { matchPath } from 'react-router-dom';
import { batchSignPublicRoutes, batchSignRoutes } from '../modules/batch-sign';
import { billMoveRoutes } from '../modules/bill-move';
import { billSplitRoutes } from '../modules/bill-split';
import { borrowerRoutes } from '../modules/borrower';
import { contractPublicRoutes, contractRoutes } from '../modules/contract';
import { contractTemplateRoutes } from '../modules/contract-template';
import { creditContractPublicRoutes, creditContractRoutes } from '../modules/credit-contract';
import { disassembleRoutes } from '../modules/disassemble';
import { enterpriseRoutes } from '../modules/enterprise';
import { feeConfigRoutes } from '../modules/fee-config';
import { financeRoutes } from '../modules/finance';
import { goodsRoutes } from '../modules/goods';
import { homeRoutes } from '../modules/home';
import { inboundRoutes } from '../modules/inbound';
import { invoiceRoutes } from '../modules/invoice';
import { outboundRoutes } from '../modules/outbound';
import { partUnlockRoutes } from '../modules/part-unlock';
import { paymentPublicRoutes, paymentRoutes } from '../modules/payment';
import { receiptPublicRoutes, receiptRoutes } from '../modules/receipt';
import { releaseRoutes } from '../modules/release';
import { sandboxRoutes } from '../modules/sandbox';
import { systemRoutes } from '../modules/system';
import { tradeRoutes } from '../modules/trade';
import { transferRoutes } from '../modules/transfer';
import { userRoutes } from '../modules/user';
import { wmsRoutes } from '../modules/wms';
import { wmsMaterialRoutes } from '../modules/wms-material';

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
  ...homeRoutes,
  ...systemRoutes,
  ...userRoutes,
  ...enterpriseRoutes,
  ...goodsRoutes,
  ...wmsMaterialRoutes,
  ...sandboxRoutes,
  ...inboundRoutes,
  ...outboundRoutes,
  ...billSplitRoutes,
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
  ...creditContractRoutes,
  ...releaseRoutes,
  ...partUnlockRoutes,
  ...borrowerRoutes,
  ...disassembleRoutes,
];

export const publicRoutes: PublicRoute[] = [
  ...receiptPublicRoutes,
  ...batchSignPublicRoutes,
  ...contractPublicRoutes,
  ...paymentPublicRoutes,
  ...creditContractPublicRoutes,
];

export const HOME_PATH = '/home';

/** The page's own title for this query (the tab and the breadcrumb's last item). */
export const routeTitle = (route: AppRoute, search: string) =>
  route.titleOf?.(new URLSearchParams(search)) ?? route.title;

export const matchAppRoute = (pathname: string) => appRoutes.find((r) => matchPath(r.path, pathname));
