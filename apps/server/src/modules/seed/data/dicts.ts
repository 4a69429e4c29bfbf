import { dataScopeTypes, userTypes } from '@kc/domain';
import type { DictSeed } from './types';

const fromLabels = (labels: Record<number, string>): DictSeed['entries'] =>
  Object.entries(labels).map(([key, value]) => [key, value]);

/** System dictionaries (kc_dict), shared by all tenants. */
export const systemDicts: DictSeed[] = [
  // spec 1 §9: 2 own rows (create_user), 3 own organisation (create_dept), 5 custom rule value.
  { code: 'data_scope_type', name: '数据权限类型', sealed: true, entries: fromLabels(dataScopeTypes) },
  {
    code: 'api_scope_type',
    name: '接口权限类型',
    sealed: true,
    entries: [
      ['1', '系统接口'],
      ['2', '业务接口'],
    ],
  },
  {
    code: 'menu_category',
    name: '菜单类型',
    sealed: true,
    entries: [
      ['1', '菜单'],
      ['2', '按钮'],
    ],
  },
  {
    code: 'button_func',
    name: '按钮功能',
    sealed: true,
    entries: [
      ['0', '工具栏'],
      ['1', '操作栏'],
      ['2', '工具栏和操作栏'],
    ],
  },
  {
    code: 'yes_no',
    name: '是否',
    sealed: true,
    entries: [
      ['0', '否'],
      ['1', '是'],
    ],
  },
  { code: 'user_type', name: '用户类型', sealed: true, entries: fromLabels(userTypes) },
];

/**
 * Business dictionaries (kc_dict_biz), per tenant. The dictKey is the value stored in the business
 * column; dictionaries whose keys the code relies on (statuses, types the code tests) are sealed.
 */
export const bizDicts: DictSeed[] = [
  // ---- spec 1: enterprises, borrowers, goods categories, articles
  {
    /*
     * The codes the product relies on: getWarehouseComp?type=2 lists warehouses; type=5 with
     * ccbOrgId_equal=1 lists financial institutions; the authentication review list excludes type 7 (the
     * platform operator itself); the person layout of the review detail forces type 6.
     */
    code: 'enterprise_type',
    name: '企业类型',
    sealed: true,
    entries: [
      ['1', '货主企业'],
      ['2', '仓储企业'],
      ['3', '买方企业'],
      ['4', '物流企业'],
      ['5', '金融机构'],
      ['6', '个人'],
      ['7', '平台运营方'],
    ],
  },
  {
    // The types a user may choose for themselves: financial institutions and the operator are set up by the platform.
    code: 'enterprise_type_show',
    name: '可选企业类型',
    sealed: true,
    entries: [
      ['1', '货主企业'],
      ['2', '仓储企业'],
      ['3', '买方企业'],
      ['4', '物流企业'],
      ['6', '个人'],
    ],
  },
  {
    code: 'enterprise_scope',
    name: '企业规模',
    entries: [
      ['1', '大型企业'],
      ['2', '中型企业'],
      ['3', '小型企业'],
      ['4', '微型企业'],
    ],
  },
  {
    code: 'enterprise_nature',
    name: '企业性质',
    entries: [
      ['1', '国有企业'],
      ['2', '民营企业'],
      ['3', '外资企业'],
      ['4', '中外合资企业'],
      ['5', '集体企业'],
      ['6', '股份制企业'],
      ['7', '个体工商户'],
      ['8', '事业单位'],
      ['9', '其他'],
    ],
  },
  {
    // spec 1 §4: filter labels; 2 pending review makes the form read-only.
    code: 'enterprise_status',
    name: '企业认证状态',
    sealed: true,
    entries: [
      ['0', '待提交'],
      ['1', '审核通过'],
      ['2', '审核中'],
      ['3', '审核驳回'],
    ],
  },
  {
    code: 'esign_status',
    name: '电子签章状态',
    sealed: true,
    entries: [
      ['0', '未申请'],
      ['1', '已开通'],
      ['2', '个人信息核验中'],
      ['3', '企业信息核验中'],
      ['4', '银行信息核验通过，待回填打款金额'],
      ['5', '银行信息核验失败'],
      ['6', '打款验证中'],
      ['10', '个人账户已申请'],
      ['11', '个人账户申请成功'],
      ['12', '个人认证失败'],
      ['20', '企业账户已申请'],
      ['22', '企业认证失败'],
    ],
  },
  {
    code: 'is_person',
    name: '主体类型',
    sealed: true,
    entries: [
      ['0', '企业'],
      ['1', '个人'],
    ],
  },
  {
    // spec 1: a married borrower must take the spouse (finance_relationship_type 1) as co-borrower.
    code: 'finance_marital_status',
    name: '婚姻状况',
    sealed: true,
    entries: [
      ['1', '未婚'],
      ['2', '已婚'],
      ['3', '离异'],
      ['4', '丧偶'],
    ],
  },
  {
    code: 'finance_relationship_type',
    name: '与借款人关系',
    sealed: true,
    entries: [
      ['1', '配偶'],
      ['2', '父母'],
      ['3', '子女'],
      ['4', '兄弟姐妹'],
      ['5', '其他亲属'],
      ['6', '朋友'],
      ['7', '合伙人'],
      ['9', '其他'],
    ],
  },
  {
    code: 'real_name_status',
    name: '实名认证状态',
    sealed: true,
    entries: [
      ['0', '未认证'],
      ['1', '认证中'],
      ['2', '认证通过'],
      ['3', '认证驳回'],
    ],
  },
  {
    code: 'customer_status',
    name: '建立客户状态',
    sealed: true,
    entries: [
      ['1', '待上传资料'],
      ['2', '待建立'],
      ['3', '建立中'],
      ['4', '已建立'],
      ['5', '需重新建立'],
    ],
  },
  {
    code: 'customer_result_status',
    name: '建立客户结果',
    sealed: true,
    entries: [
      ['1', '成功'],
      ['0', '失败'],
    ],
  },
  {
    // spec 1 §4 and spec 2 §3: 2 only in the borrower flow.
    code: 'investigation_contract_status',
    name: '征信合同签署状态',
    sealed: true,
    entries: [
      ['0', '未签署'],
      ['1', '已签署'],
      ['2', '全部签署'],
      ['3', '签署失败'],
    ],
  },
  {
    code: 'material_status',
    name: '货物类别状态',
    sealed: true,
    entries: [
      ['0', '停用'],
      ['1', '正常'],
      ['2', '隐藏'],
    ],
  },
  {
    code: 'pricing_mode',
    name: '计价方式',
    sealed: true,
    entries: [
      ['0', '按重量'],
      ['1', '按件数'],
    ],
  },
  {
    code: 'attr_type',
    name: '货物属性类型',
    sealed: true,
    entries: [
      ['0', '通用属性'],
      ['1', '扩展属性'],
    ],
  },
  {
    // spec 1 §3: financing goods type.
    code: 'ccb_cargo_type',
    name: '融资货物类型',
    sealed: true,
    entries: [
      ['0', '棉花'],
      ['1', '棉纱'],
      ['2', '其他'],
    ],
  },
  {
    code: 'weight_unit',
    name: '重量单位',
    entries: [
      ['1', '吨'],
      ['2', '千克'],
    ],
  },
  {
    code: 'number_unit',
    name: '数量单位',
    entries: [
      ['1', '件'],
      ['2', '包'],
      ['3', '箱'],
      ['4', '托'],
      ['5', '卷'],
      ['6', '捆'],
      ['7', '袋'],
      ['8', '个'],
    ],
  },
  {
    // spec 3 §9.
    code: 'charge_unit',
    name: '计费单位',
    entries: [
      ['1', '吨'],
      ['2', '千克'],
      ['3', '立方米'],
      ['4', '件'],
    ],
  },
  {
    code: 'article_type',
    name: '文章类型',
    entries: [
      ['1', '新闻动态'],
      ['2', '行业资讯'],
      ['3', '政策法规'],
      ['4', '平台公告'],
      ['5', '市场行情'],
    ],
  },
  {
    code: 'article_top',
    name: '推荐状态',
    sealed: true,
    entries: [
      ['0', '不推荐'],
      ['1', '推荐'],
    ],
  },
  {
    // External WMS platforms a warehouse's goods may come from (warehouseUnitId of WMS splits and applies).
    code: 'thirdwms_enterprise',
    name: '外部WMS平台',
    entries: [
      ['1001', '中储智慧仓储WMS'],
      ['1002', '棉联仓储管理系统'],
      ['1003', '物产中大云仓WMS'],
      ['1004', '华储智能仓储平台'],
    ],
  },

  // ---- spec 2: contracts, fees, financing
  {
    code: 'contract_template_type',
    name: '合同模板类型',
    entries: [
      ['1', '仓单买卖合同'],
      ['2', '现货买卖合同'],
      ['3', '仓储服务合同'],
      ['9', '其他合同'],
    ],
  },
  {
    // spec 2 §4: 10 and 11 mean one side acted and the other is next.
    code: 'contract_status',
    name: '合同状态',
    sealed: true,
    entries: [
      ['0', '已作废'],
      ['1', '已生效'],
      ['8', '供方草稿'],
      ['9', '需方草稿'],
      ['10', '供方已提交，待需方确认'],
      ['11', '需方已提交，待供方确认'],
      ['12', '供方已确认，待需方确认'],
      ['13', '需方已确认，待供方确认'],
      ['19', '双方已确认，待签章'],
      ['20', '需方已签章，待供方签章'],
      ['21', '供方已签章，待需方签章'],
    ],
  },
  {
    code: 'contract_company_type',
    name: '合同供需方',
    sealed: true,
    entries: [
      ['0', '供方'],
      ['1', '需方'],
    ],
  },
  {
    code: 'contract_product_form',
    name: '合同产品依据',
    sealed: true,
    entries: [
      ['0', '仓单'],
      ['1', '挂牌货物'],
      ['2', '自定义货物'],
    ],
  },
  {
    code: 'contract_operator_type',
    name: '合同操作方',
    sealed: true,
    entries: [
      ['10', '供方'],
      ['20', '需方'],
      ['30', '平台审核'],
      ['40', '仓库'],
      ['50', '系统'],
    ],
  },
  {
    // shipperServiceStatus / buyerServiceStatus
    code: 'service_status',
    name: '手续费支付状态',
    sealed: true,
    entries: [
      ['0', '未支付'],
      ['1', '已支付'],
      ['2', '无需支付'],
    ],
  },
  {
    code: 'goods_money_status',
    name: '货款确认状态',
    sealed: true,
    entries: [
      ['0', '未确认'],
      ['1', '已确认'],
    ],
  },
  {
    // Any other value reads as 开票中 (spec 2 §3).
    code: 'invoice_status',
    name: '开票状态',
    sealed: true,
    entries: [
      ['-1', '未开票'],
      ['0', '开票异常'],
      ['12', '已开票'],
    ],
  },
  {
    code: 'transfer_audit_status',
    name: '过户审核状态',
    sealed: true,
    entries: [
      ['1', '审核通过'],
      ['2', '审核驳回'],
    ],
  },
  {
    // spec 2 §9: platform fee by proportionType.
    code: 'proportion_type',
    name: '平台手续费计费方式',
    sealed: true,
    entries: [
      ['0', '按合同金额比例'],
      ['1', '按重量（数量）计费'],
      ['2', '不收费'],
    ],
  },
  {
    code: 'pay_way',
    name: '支付方式',
    sealed: true,
    entries: [
      ['10', '微信支付'],
      ['11', '支付宝支付'],
      ['12', '线下支付'],
    ],
  },
  {
    code: 'trade_pay_status',
    name: '交易支付状态',
    sealed: true,
    entries: [
      ['0', '未支付'],
      ['10', '线上已支付'],
      ['20', '线下已支付'],
      ['30', '线下支付已确认'],
    ],
  },
  {
    // payStatus of the financing service fee and of a release.
    code: 'finance_pay_status',
    name: '服务费支付状态',
    sealed: true,
    entries: [
      ['-1', '未知'],
      ['0', '未支付'],
      ['1', '已支付'],
      ['2', '无需支付'],
    ],
  },
  {
    code: 'service_amount_status',
    name: '服务费提交状态',
    sealed: true,
    entries: [
      ['0', '草稿'],
      ['1', '已提交'],
    ],
  },
  {
    // The dictKey is the number the formulas use (spec 2 §9); the first entry is the form's default.
    code: 'ccb_release_proportion',
    name: '融资服务费费率（%）',
    entries: [
      ['0.5', '0.5%'],
      ['0.3', '0.3%'],
      ['0.8', '0.8%'],
      ['1', '1%'],
      ['1.5', '1.5%'],
    ],
  },
  {
    code: 'ccb_release_yearly',
    name: '年计息天数',
    entries: [
      ['360', '360天'],
      ['365', '365天'],
    ],
  },
  {
    code: 'ccb_release_discount',
    name: '服务费折扣（%）',
    entries: [
      ['100', '100%（不打折）'],
      ['90', '90%（九折）'],
      ['80', '80%（八折）'],
      ['70', '70%（七折）'],
    ],
  },
  {
    // ISO 4217 numeric codes; the exchange rate is fixed at 1 for 156.
    code: 'ccy_cd',
    name: '币种',
    sealed: true,
    entries: [
      ['156', '人民币'],
      ['840', '美元'],
      ['978', '欧元'],
      ['344', '港币'],
      ['392', '日元'],
      ['826', '英镑'],
    ],
  },
  {
    code: 'finance_status',
    name: '融资申请状态',
    sealed: true,
    entries: [
      ['0', '已作废'],
      ['50', '待四方协议审核'],
      ['60', '待质押'],
      ['70', '已质押'],
      ['100', '融资完成'],
      ['101', '融资被拒'],
    ],
  },
  {
    code: 'four_status',
    name: '四方协议状态',
    sealed: true,
    entries: [
      ['0', '未开始'],
      ['10', '待仓库审核'],
      ['11', '仓库审核驳回'],
      ['20', '待平台审核'],
      ['21', '平台审核驳回'],
      ['30', '仓库审核通过'],
      ['40', '推送完成'],
      ['41', '推送失败'],
    ],
  },
  {
    // spec 2 §4 and spec 3 §4 together (101, 111 and 112 appear only in the receipts document).
    code: 'dge_ccb_status',
    name: '仓单质押状态',
    sealed: true,
    entries: [
      ['0', '未质押'],
      ['1', '质押中'],
      ['10', '待审核'],
      ['20', '待推送'],
      ['30', '待准入'],
      ['40', '待质押'],
      ['50', '待货主质押签章'],
      ['60', '待仓库质押签章'],
      ['70', '已质押待推送'],
      ['80', '质押推送完成'],
      ['90', '待仓库解押审核'],
      ['100', '待平台解押审核'],
      ['101', '待货主解押签章'],
      ['110', '解押审核通过'],
      ['111', '待仓库解押签章'],
      ['112', '待解押反馈'],
      ['120', '解押反馈完成'],
    ],
  },
  {
    code: 'collateral_acc_result',
    name: '押品准入结果',
    sealed: true,
    entries: [
      ['0', '请求受理'],
      ['1', '请求失败'],
    ],
  },
  {
    // Per receipt in the bank pledge flow (signStatus).
    code: 'pledge_sign_status',
    name: '质押签章状态',
    sealed: true,
    entries: [
      ['1', '货主签章中'],
      ['2', '货主已签章'],
      ['3', '货主签章失败'],
      ['4', '仓库签章中'],
      ['5', '仓库已签章'],
      ['6', '仓库签章失败'],
    ],
  },

  // ---- spec 3: receipts and goods operations
  {
    code: 'ple_bill_status',
    name: '仓单状态',
    sealed: true,
    entries: [
      ['0', '已作废'],
      ['1', '已生效'],
      ['10', '原始生成'],
      ['20', '仓库签章完成'],
      ['30', '货主签章完成'],
      ['40', '平台签章完成'],
      ['50', '过户中'],
      ['60', '移库中'],
      ['70', '已质押'],
      ['80', '出库中'],
      ['90', '预警中'],
      ['91', '等待质押背书'],
      ['92', '等待解押背书'],
      ['99', '已冻结'],
    ],
  },
  {
    code: 'sign_batch_status',
    name: '批量签章结果',
    sealed: true,
    entries: [
      ['0', '签章成功'],
      ['1', '签章失败'],
      ['2', '签章中'],
      ['3', '未签章'],
      ['-1', '未签章'],
    ],
  },
  {
    // Sign status of a receipt-generation, split or release application (-1, 6 or empty: no label).
    code: 'apply_sign_status',
    name: '申请签章状态',
    sealed: true,
    entries: [
      ['1', '待仓库生成仓单签章'],
      ['2', '待货主签章'],
      ['3', '待平台签章'],
      ['4', '待货主质押/解押签章'],
      ['5', '待仓库质押/解押签章'],
    ],
  },
  {
    code: 'disassemble_status',
    name: 'WMS拆单状态',
    sealed: true,
    entries: [
      ['0', '已作废'],
      ['1', '草稿'],
      ['10', '待货主审核'],
      ['11', '货主审核驳回'],
      ['20', '待平台审核'],
      ['21', '平台审核驳回'],
      ['30', '待仓库审核'],
      ['31', '仓库审核驳回'],
      ['40', '已完成'],
    ],
  },
  {
    code: 'bill_split_apply_status',
    name: '仓单拆单申请状态',
    sealed: true,
    entries: [
      ['0', '已作废'],
      ['1', '草稿'],
      ['10', '待货主审核'],
      ['11', '货主审核驳回'],
      ['20', '货主审核通过，待平台审核'],
      ['21', '平台审核驳回'],
      ['30', '平台审核通过，待仓库审核'],
      ['31', '仓库审核驳回'],
      ['40', '拆单完成'],
    ],
  },
  {
    code: 'release_status',
    name: '解押状态',
    sealed: true,
    entries: [
      ['0', '已作废'],
      ['5', '待拆分托盘'],
      ['10', '待平台审核'],
      ['11', '仓库审核驳回'],
      ['20', '待仓库审核'],
      ['21', '平台审核驳回'],
      ['30', '仓库审核通过'],
      ['40', '待提货反馈'],
      ['50', '提货反馈成功'],
    ],
  },
  {
    code: 'tray_split_status',
    name: '托盘拆分状态',
    sealed: true,
    entries: [
      ['0', '未拆分'],
      ['1', '已提交'],
      ['2', '已查看'],
    ],
  },
  {
    code: 'take_good_type',
    name: '提货方式',
    sealed: true,
    entries: [
      ['01', '全部提货'],
      ['02', '部分提货'],
    ],
  },
  {
    // spec 3 §4: a pass moves one step on, a rejection ends in x1; 32 also shows the platform's notice.
    code: 'part_unlock_status',
    name: '部分解锁状态',
    sealed: true,
    entries: [
      ['10', '待货主审核'],
      ['11', '货主审核驳回'],
      ['20', '待平台审核'],
      ['21', '平台审核驳回'],
      ['30', '待仓库审核'],
      ['31', '仓库审核驳回'],
      ['32', '待仓库确认'],
      ['40', '已完成'],
    ],
  },
  {
    // spec 3 §4 reading A; reading B differs only in calling 11 unlocked.
    code: 'container_status',
    name: '货箱状态',
    sealed: true,
    entries: [
      ['1', '未锁定'],
      ['4', '已申请仓单'],
      ['5', '已生成仓单'],
      ['10', '已锁定'],
      ['11', '已解锁'],
    ],
  },
  {
    code: 'tray_status',
    name: '托盘状态',
    sealed: true,
    entries: [
      ['1', '未锁定'],
      ['10', '已锁定'],
      ['11', '已解锁'],
    ],
  },
  {
    code: 'test_status',
    name: '公检状态',
    sealed: true,
    entries: [
      ['10', '待公检'],
      ['1', '已完成'],
    ],
  },
  {
    code: 'input_status',
    name: '入库单状态',
    sealed: true,
    entries: [
      ['0', '草稿'],
      ['10', '待货主审核'],
      ['11', '货主审核驳回'],
      ['20', '待仓库入库'],
      ['21', '仓库审核驳回'],
      ['1', '已入库'],
    ],
  },
];
