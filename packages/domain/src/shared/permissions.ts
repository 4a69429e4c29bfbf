/**
 * Every button permission key the spec names (section 6 of each document), with a Chinese label.
 * Menus of category 2 (buttons) carry these as their `code`; a role holds a key when it is granted that button.
 */
export const permissionKeys = {
  // spec 1 §6 — system administration
  role_add: '角色新增',
  role_view: '角色查看',
  role_edit: '角色修改',
  role_delete: '角色删除',
  menu_add: '菜单新增',
  menu_view: '菜单查看',
  menu_edit: '菜单修改',
  menu_delete: '菜单删除',
  api_scope_setting: '接口权限配置',
  data_scope_setting: '数据权限配置',
  dict_add: '字典新增',
  dict_view: '字典查看',
  dict_edit: '字典修改',
  dict_delete: '字典删除',
  // spec 1 §6 — borrowers
  co_borrower_add: '共借人新增',
  co_borrower_view: '共借人查看',
  co_borrower_edit: '共借人修改',
  co_borrower_delete: '共借人删除',
  cob_realNameCheck: '共借人实名认证',
  borrower_view: '借款人查看',
  borrower_edit: '借款人修改',
  borrower_delete: '借款人删除',
  fileupload: '影像资料上传',
  createCustomer: '建立客户',
  bow_realNameCheck: '借款人实名认证',
  butTest: '测试按钮（查询、重推）',
  investigation_agreement_add: '征信合同新增',
  investigation_agreement_view: '征信合同查看',
  investigation_agreement_delete: '征信合同删除',
  investigation_agreement_edit: '征信合同修改',
  bank_query_btn: '录入编码明文显示',
  // spec 2 §6 — financing and release
  ccb_release_updateLoan: '修改放款金额',
  bank_desk_view: '银行工作台查看',
  bank_desk_admit: '银行准入审核',
  bank_desk_pledge: '登记质押',
  bank_desk_loan: '放款与还款登记',
  bank_desk_release: '发出解押指令',
  bank_desk_customer: '银行客户建档',
  ccb_release_sign_shipper: '货主解押签章',
  ccb_release_sign_warehouse: '仓库解押签章',
  ccb_release_upload_voucher: '上传支付凭证',
  ccb_release_pledge_sign_shipper: '货主质押签章',
  ccb_release_pledge_sign_warehouse: '仓库质押签章',
  ccb_release_bill_sign_warehouse: '仓库批量生成仓单签章',
  ccb_release_bill_sign_shipper: '货主批量生成仓单签章',
  ccb_release_bill_sign_platform: '平台批量生成仓单签章',
  ple_bill_warehouse_seal: '仓库仓单签章',
  ple_bill_shipping_seal: '货主仓单签章',
  ple_bill_platform_seal: '平台仓单签章',
  finance_warehouse: '仓库审核融资',
  finance_pt: '平台审核融资',
  // spec 3 §6 — receipts and goods
  ccb_release_tray_split: '托盘拆分',
  ccb_release_audit_platform: '平台审核解押',
  ccb_release_audit_warehouse: '仓库审核解押',
  ccb_release_pickup_shipper: '发起提货',
  ccb_release_pickup_platform: '提货反馈',
  ccb_release_confirm_pay_offline: '确认线下支付',
  ccb_push_audit_shipper: '货主审核部分解锁',
  ccb_push_audit_platform: '平台审核部分解锁',
  ccb_push_audit_warehouse: '仓库审核部分解锁',
  external_container_add: '申请货物',
  external_destroy_add: 'WMS拆单保存提交',
  external_destroy_audit_shipper: '货主审核WMS拆单',
  external_destroy_audit_platform: '平台审核WMS拆单',
  external_destroy_audit_warehouse: '仓库审核WMS拆单',
  bill_split_apply_shipping_add: '货主拆单申请',
  bill_split_apply_shipping_audit: '货主审核拆单',
  bill_split_apply_platform_audit: '平台审核拆单',
  bill_split_apply_warehouse_audit: '仓库审核拆单',
  test_save: '公检保存与完成',
} as const;

export type PermissionKey = keyof typeof permissionKeys;
export const allPermissionKeys = Object.keys(permissionKeys) as PermissionKey[];

/** spec 1 §9: data-scope types. */
export const dataScopeTypes = {
  1: '全部可见',
  2: '本人可见',
  3: '所在机构可见',
  4: '所在机构及子级可见',
  5: '自定义',
} as const;
export type DataScopeType = keyof typeof dataScopeTypes;

/** spec 1 §1, §6: userType 2 and 3 as the spec uses them. */
export const userTypes = { 1: '平台用户', 2: '金融机构用户', 3: '企业用户' } as const;

/** Role aliases the product relies on; a user may hold several. */
export const roleAliases = {
  administrator: 'administrator',
  platform: 'platform',
  shipper: 'shipper',
  buyer: 'buyer',
  warehouse: 'warehouse',
  bank: 'bank',
} as const;
export type RoleAlias = (typeof roleAliases)[keyof typeof roleAliases];

/** The platform operator's roles: the administrator and the operator's staff. */
const operatorRoles: readonly string[] = [roleAliases.administrator, roleAliases.platform];
export const isOperatorRole = (aliases: readonly string[]) => aliases.some((a) => operatorRoles.includes(a));

/** spec 1 §9: default tenant. */
export const DEFAULT_TENANT_ID = '000000';
