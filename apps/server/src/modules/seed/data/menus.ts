import { type PermissionKey, permissionKeys } from '@kc/domain';
import type { MenuSeed } from './types';

/**
 * Screens that exist in the web app. Every other screen is seeded with status 0: it stays out of the side
 * menu until the issue that builds it adds its code here, while its buttons already count as permissions.
 */
const BUILT = new Set([
  'home',
  'dict',
  'system_dict',
  'user',
  'dept',
  'role',
  'menu',
  'info',
  'enterprise_info',
  'enterprise_review',
  'sandbox',
  'basematerial',
  'external_wms_material',
  'wms_input',
  'wms_output',
  'check_test',
  'ple_bill',
  'ple_bill_batch_sign',
  'contract_template',
  'trade_goods',
  'trade_demand',
  'contract_list',
  'contract_manage',
  'trade_proportion',
  'trade_invoice',
  'trade_invoice_record',
  'trade_payment',
  'ple_transfer',
  'bill_split_apply',
  'wms_bill_move',
  'external_container',
  'external_unlock',
  'external_bill_apply',
  'external_destroy',
  'external_tray_transfer',
  'external_alarm',
  'external_offline_alarm',
  'external_rfid_warn',
  'external_reconcile',
  'ccb_finance',
  'ccb_release',
  'part_unlock',
  'bank_desk',
  'borrower',
  'co_borrower',
  'investigation_agreement',
]);

/** [permission key, action: 0 toolbar, 1 row, 2 both] */
type Button = [key: PermissionKey, action: 0 | 1 | 2];

const screen = (
  code: string,
  name: string,
  path: string,
  source: string,
  sort: number,
  buttons: Button[] = [],
): MenuSeed => ({
  code,
  name,
  path,
  source,
  category: 1,
  sort,
  status: BUILT.has(code) ? 1 : 0,
  ...(buttons.length
    ? {
        // spec 1 §5 asks every menu row, buttons included, for a route path and an icon (as BladeX's buttons carry).
        children: buttons.map(([key, action], i) => ({
          code: key,
          name: permissionKeys[key],
          path: `${path}/${key}`,
          source: 'ToolOutlined',
          category: 2 as const,
          action,
          sort: i + 1,
        })),
      }
    : {}),
});

/** A top-level group shows only when one of its screens does, so no empty group appears. */
const group = (code: string, name: string, path: string, source: string, sort: number, children: MenuSeed[]) => ({
  code,
  name,
  path,
  source,
  category: 1 as const,
  sort,
  status: children.some((c) => c.category === 1 && c.status === 1) ? (1 as const) : (0 as const),
  children,
});

/** The menu tree: every screen of the three specs with its route; buttons carry the spec's permission keys. */
export const menuTree: MenuSeed[] = [
  screen('home', '首页', '/home', 'HomeOutlined', 1),

  group('enterprise', '企业管理', '/base/enterprise', 'ShopOutlined', 10, [
    screen('enterprise_info', '企业信息', '/base/enterprise/myEnterprise', 'IdcardOutlined', 1),
    screen('enterprise_review', '企业认证审核', '/base/enterprise/enterpriseInfo', 'AuditOutlined', 2),
  ]),

  group('ple', '仓单管理', '/ple', 'FileTextOutlined', 20, [
    screen('ple_bill', '我的仓单', '/ple/bill', 'FileDoneOutlined', 1, [
      ['ple_bill_warehouse_seal', 1],
      ['ple_bill_shipping_seal', 1],
      ['ple_bill_platform_seal', 1],
    ]),
    screen('ple_bill_batch_sign', '仓单批量签章', '/ple/pleBillBatchSign', 'EditOutlined', 2, [
      ['ccb_release_bill_sign_warehouse', 0],
      ['ccb_release_bill_sign_shipper', 0],
      ['ccb_release_bill_sign_platform', 0],
    ]),
    screen('ple_transfer', '仓单过户', '/ple/transfer', 'SwapOutlined', 3),
    screen('bill_split_apply', '仓单拆单申请', '/ple/billSplitApplyList', 'SplitCellsOutlined', 4, [
      ['bill_split_apply_shipping_add', 0],
      ['bill_split_apply_shipping_audit', 1],
      ['bill_split_apply_platform_audit', 1],
      ['bill_split_apply_warehouse_audit', 1],
    ]),
    screen('bill_check', '仓单核查', '/billCheck/billCheckList', 'FileSearchOutlined', 5),
  ]),

  group('wms', '出入库', '/wms', 'ContainerOutlined', 30, [
    screen('wms_input', '入库申请', '/wms/input', 'ImportOutlined', 1),
    screen('wms_output', '出库申请', '/wms/output', 'ExportOutlined', 2),
    screen('wms_bill_move', '移库申请', '/wms/billMove', 'NodeIndexOutlined', 3),
    screen('check_test', '公检管理', '/check/test', 'ExperimentOutlined', 4, [['test_save', 1]]),
  ]),

  group('contract', '合同管理', '/contract', 'FileProtectOutlined', 40, [
    screen('contract_list', '我的合同', '/contract/index', 'FileTextOutlined', 1),
    screen('contract_manage', '合同监管', '/contract/manage', 'FileSearchOutlined', 2),
    screen('contract_template', '合同模板', '/contract/template', 'CopyOutlined', 3),
  ]),

  group('trade', '交易管理', '/trade', 'ShoppingOutlined', 45, [
    screen('trade_goods', '挂牌货物', '/trade/goods', 'TagsOutlined', 1),
    screen('trade_demand', '求购信息', '/trade/demandList', 'SearchOutlined', 2),
    screen('trade_proportion', '平台手续费配置', '/trade/proportion', 'PercentageOutlined', 3),
    screen('trade_invoice', '开票信息', '/trade/tradeInvoice', 'AccountBookOutlined', 4),
    screen('trade_invoice_record', '发票记录', '/trade/invoice', 'DollarOutlined', 5),
    screen('trade_payment', '支付流水', '/trade/payments', 'SwapOutlined', 6),
  ]),

  group('ccb', '融资管理', '/ccb', 'MoneyCollectOutlined', 50, [
    screen('ccb_finance', '融资申请', '/ccb/finance', 'AccountBookOutlined', 1, [
      ['finance_warehouse', 1],
      ['finance_pt', 1],
      ['ccb_release_pledge_sign_shipper', 0],
      ['ccb_release_pledge_sign_warehouse', 0],
    ]),
    screen('ccb_release', '解押提货', '/ccb/release', 'UnlockOutlined', 2, [
      ['ccb_release_updateLoan', 1],
      ['ccb_release_sign_shipper', 1],
      ['ccb_release_sign_warehouse', 1],
      ['ccb_release_upload_voucher', 1],
      ['ccb_release_tray_split', 1],
      ['ccb_release_audit_platform', 1],
      ['ccb_release_audit_warehouse', 1],
      ['ccb_release_pickup_shipper', 1],
      ['ccb_release_pickup_platform', 1],
      ['ccb_release_confirm_pay_offline', 1],
    ]),
    screen('part_unlock', '部分解锁', '/partUnlock/index', 'DisconnectOutlined', 3, [
      ['ccb_push_audit_shipper', 1],
      ['ccb_push_audit_platform', 1],
      ['ccb_push_audit_warehouse', 1],
    ]),
    // spec 2 §7 done by the bank's own user: the desk of a bank without an API integration (finance README "The bank's desk").
    screen('bank_desk', '银行工作台', '/bank/desk', 'BankOutlined', 7, [
      ['bank_desk_view', 1],
      ['bank_desk_admit', 1],
      ['bank_desk_pledge', 1],
      ['bank_desk_loan', 1],
      ['bank_desk_release', 1],
      ['bank_desk_customer', 1],
    ]),
    screen('borrower', '借款人管理', '/finance/borrower', 'UserOutlined', 4, [
      ['borrower_view', 1],
      ['borrower_edit', 1],
      ['borrower_delete', 2],
      ['fileupload', 1],
      ['createCustomer', 1],
      ['bow_realNameCheck', 1],
      ['butTest', 1],
      ['bank_query_btn', 1],
    ]),
    screen('co_borrower', '共借人管理', '/finance/coBorrower', 'UsergroupAddOutlined', 5, [
      ['co_borrower_add', 0],
      ['co_borrower_view', 1],
      ['co_borrower_edit', 1],
      ['co_borrower_delete', 2],
      ['cob_realNameCheck', 1],
    ]),
    screen('investigation_agreement', '征信合同', '/finance/investigationAgreement', 'SafetyCertificateOutlined', 6, [
      ['investigation_agreement_add', 0],
      ['investigation_agreement_view', 1],
      ['investigation_agreement_edit', 1],
      ['investigation_agreement_delete', 2],
    ]),
  ]),

  group('external', '外部仓储(WMS)', '/external', 'CloudServerOutlined', 60, [
    screen('external_container', 'WMS货箱', '/external/container', 'InboxOutlined', 1, [['external_container_add', 0]]),
    screen('external_destroy', 'WMS拆单', '/external/wmsDisassemble/disassembleList', 'SplitCellsOutlined', 2, [
      ['external_destroy_add', 0],
      ['external_destroy_audit_shipper', 1],
      ['external_destroy_audit_platform', 1],
      ['external_destroy_audit_warehouse', 1],
    ]),
    screen('external_wms_material', 'WMS货物映射', '/external/wmsMaterial', 'ClusterOutlined', 3),
    screen('external_tray_transfer', '托盘移位记录', '/external/trayTransfer', 'HistoryOutlined', 4),
    screen('external_alarm', '货箱告警', '/external/containerAlarm', 'AlertOutlined', 5),
    screen('external_offline_alarm', '离线告警', '/external/offlineAlarm', 'DisconnectOutlined', 6),
    // spec 3 §2 "/external/destroy takes no parameter": the unlock screen (reading B of the container status).
    // The WMS split (external_destroy_* keys) keeps its own screen above.
    screen('external_unlock', 'WMS货物解锁', '/external/destroy', 'UnlockOutlined', 7),
    // The warehouse completes owners' applications for receipts (external/billApply detail and update).
    screen('external_bill_apply', '货物申请办理', '/external/billApply', 'FileDoneOutlined', 8),
    screen('external_rfid_warn', 'RFID扫描告警', '/external/rfidWarn', 'WifiOutlined', 9),
    // Reconciliation of receipts in effect against the WMS's goods: the last run and its findings.
    screen('external_reconcile', 'WMS对账', '/external/reconcile', 'AuditOutlined', 10),
  ]),

  group('base', '基础数据', '/base', 'DatabaseOutlined', 70, [
    screen('basematerial', '仓储物类别', '/base/basematerial/index', 'AppstoreOutlined', 1),
  ]),

  group('content', '内容管理', '/content', 'ReadOutlined', 75, [
    screen('article', '新闻资讯', '/jnyy/article/articleList', 'ReadOutlined', 1),
    screen('portal_article', '门户文章', '/portal/article', 'GlobalOutlined', 2),
  ]),

  group('work', '工作流', '/work', 'BranchesOutlined', 80, [
    screen('work_start', '发起流程', '/work/start', 'PlayCircleOutlined', 1),
    screen('work_claim', '待签任务', '/work/claim', 'CarryOutOutlined', 2),
    screen('work_todo', '待办任务', '/work/todo', 'ScheduleOutlined', 3),
    screen('work_send', '已发任务', '/work/send', 'SendOutlined', 4),
    screen('work_done', '办结任务', '/work/done', 'CheckCircleOutlined', 5),
  ]),

  group('message', '消息中心', '/message', 'MessageOutlined', 85, [
    screen('message_send', '我的消息', '/message/messageInfoSendList', 'MessageOutlined', 1),
  ]),

  group('system', '系统管理', '/system', 'SettingOutlined', 90, [
    screen('user', '用户管理', '/system/user', 'UserOutlined', 1),
    screen('dept', '机构管理', '/system/dept', 'ApartmentOutlined', 2),
    screen('role', '角色管理', '/system/role', 'TeamOutlined', 3, [
      ['role_add', 0],
      ['role_view', 1],
      ['role_edit', 1],
      ['role_delete', 2],
    ]),
    // spec 1 §2: the API scopes and data-scope rules of a menu are set in a drawer of the menu screen.
    screen('menu', '菜单管理', '/system/menu', 'MenuOutlined', 4, [
      ['menu_add', 0],
      ['menu_view', 1],
      ['menu_edit', 1],
      ['menu_delete', 2],
      ['api_scope_setting', 1],
      ['data_scope_setting', 1],
    ]),
    screen('system_dict', '系统字典', '/system/dict', 'ProfileOutlined', 5),
    screen('dict', '业务字典', '/system/dictbiz', 'BookOutlined', 6, [
      ['dict_add', 0],
      ['dict_view', 1],
      ['dict_edit', 1],
      ['dict_delete', 2],
    ]),
    screen('info', '个人信息', '/info/index', 'SolutionOutlined', 7),
    screen('sandbox', '沙箱控制台', '/sandbox', 'ControlOutlined', 8),
  ]),
];
