import Decimal from 'decimal.js';
import { z } from 'zod';
import { dateTimeText, decimalText, idString, linkText } from '../shared/envelope';
import { defineRefusals } from '../shared/errors';
import { idField } from '../shared/ids';
import { pageQuery } from '../shared/paging';
import { lineText, multilineText } from '../shared/text';
import { isTotalWithinLimit, rowTotal } from './fees';
import { ProductForm } from './status';

/** spec 2 §5 and §8: every message the contract wizard and its server say, once. */
export const contractMessages = {
  selectSide: '请选择供需方',
  selectCategory: '请选择产品类别',
  selectTemplate: '请选择合同模板！',
  selectProductForm: '请选择产品依据',
  selectReceipt: '请选择仓单！',
  selectListing: '请选择上架货物！',
  addProduct: '请添加产品！',
  invalidCells: '有未填写或填写格式错误的项目，请检查！',
  totalTooLarge: '合同总价不能超过十亿！',
  fillAttr: (attribute: string) => `请填写${attribute}`,
  attrTooLong: (attribute: string, max: number) => `${attribute}不能超过${max}个字符`,
  weightQuantity: '请填写大于0，小于1,0000,0000的数字',
  price: '请填写大于0，小于1000,0000的数字',
  productName: '请填写产品名称',
  productNameMax: '产品名称不能超过200个字符',
  sharesNot100: '供需双方手续费比例不为100！是否继续提交合同？',
  submitConfirm: (counterparty: string) => `确定将合同提交给“${counterparty}”确认吗？`,
  stashConfirm: '确定暂存合同吗？暂存后可在合同列表中继续编辑。',
  confirmTerms: '确认合同条款无误？确认后双方即可签章。',
  voidConfirm: '确定作废该合同吗？作废后占用的仓单将被释放。',
  selectEnterprise: '请选择企业',
  sameEnterprise: '供需双方不能为同一企业',
  signingAddress: '请填写签订地点',
  signingAddressMax: '签订地点不能超过100个字符',
  signingDate: '请选择签订时间',
  signingDateRange: '签订时间只能选择今天起30天内',
  amount: '请填写大于等于0，保留两位小数的数字',
  bankMax: '开户行和账号不能超过100个字符',
  textMax: '不能超过100个字符',
  shareRange: '手续费比例须为0到100之间的数字',
  downpaymentRate: '首付比例须为0到100之间、最多两位小数的数字',
  ownBankMissing: '请先填写本方开户行和账号',
  demanderCustomOnly: '需方发起合同只能选择自定义货物',
  success: '操作成功!',
} as const;

/** The contract PDF's own words (the rest is the clause model's, document.ts). */
export const contractPdfText = {
  status: '合同状态',
  qrCaption: '扫码验证合同真伪',
  signReason: { shipper: '供方合同签章', buyer: '需方合同签章' },
} as const;

/** spec 2 §9 limits. */
export const contractLimits = {
  /** attribute cells of receipt and listed-goods rows */
  attrCell: 20,
  /** attribute cells of custom rows */
  customAttrCell: 100,
  productName: 200,
  text: 100,
  signingWindowDays: 30,
  /** the QR code of the contract signing dialog lives 1 minute (spec 2 §4) */
  qrLifetimeMs: 60_000,
  rows: 500,
} as const;

export const contractRefusals = defineRefusals('contract', {
  notFound: [404, '合同不存在'],
  notParty: [403, '您的企业不是该合同的供方或需方'],
  statusChanged: [409, '合同状态已变更，请刷新后重试'],
  cannotEdit: [409, '合同当前状态不允许编辑'],
  cannotConfirm: [409, '合同当前状态不允许确认条款'],
  cannotSign: [409, '合同当前状态不允许签章'],
  cannotVoid: [409, '合同当前状态不允许作废'],
  cannotDownload: [409, '合同生效后才能下载'],
  noEnterprise: [403, '请先完善并认证企业信息后再签订合同'],
  selectSide: [400, contractMessages.selectSide],
  selectCategory: [400, contractMessages.selectCategory],
  selectTemplate: [400, contractMessages.selectTemplate],
  selectReceipt: [400, contractMessages.selectReceipt],
  selectListing: [400, contractMessages.selectListing],
  addProduct: [400, contractMessages.addProduct],
  totalTooLarge: [400, contractMessages.totalTooLarge],
  selectEnterprise: [400, contractMessages.selectEnterprise],
  sameEnterprise: [400, contractMessages.sameEnterprise],
  signingDateRange: [400, contractMessages.signingDateRange],
  demanderCustomOnly: [400, contractMessages.demanderCustomOnly],
  /** A rule of the form the schema cannot see alone (an attribute cell, a figure), in the spec's words. */
  invalidForm: [400, (message: string) => message],
  infoNotJson: [400, '合同内容（contractInfo）格式错误'],
  templateUnavailable: [400, '合同模板不存在或不适用于该产品类别'],
  categoryUnavailable: [400, '产品类别不存在或已停用'],
  receiptUnavailable: [409, (code: string) => `仓单${code}不可用：须为本企业已生效、未冻结的同类别仓单`],
  receiptReserved: [409, (code: string) => `仓单${code}已被其他合同或业务占用`],
  listingUnavailable: [409, (name: string) => `上架货物“${name}”不可用：须为本企业审核通过的同类别货物`],
  amountMismatch: [400, '合同金额与产品明细不符，请刷新后重新提交'],
  feeMismatch: [400, '手续费金额与平台手续费配置不符，请刷新后重新提交'],
  paymentMismatch: [400, '首付金额或余款与合同总价及首付比例不符，请刷新后重新提交'],
  /** spec 2 §5 bank fields: a party submits, confirms or seals the contract only with its own bank and account. */
  ownBankMissing: [400, (act: string) => `请先填写本方开户行和账号，再${act}合同`],
  counterpartyNotFound: [404, '未找到该企业，请核对企业编码'],
  counterpartyNotApproved: [400, '对方企业尚未通过认证，不能签订合同'],
  sealNotReady: [400, '本企业尚未开通电子签章，请先在企业信息中申请电子签章'],
  qrInvalid: [400, '二维码已失效'],
  attachNotOwnSide: [403, '只能上传或删除本方的合同附件'],
  attachKind: [400, '合同附件只能是 jpg、jpeg、png 或 pdf 文件'],
  attachNotFound: [404, '附件不存在'],
});

const DECIMAL = /^\d+(\.\d+)?$/;

/** spec 2 §5: weight or quantity: up to 8 integer digits and 5 decimals, above 0. */
export const isWeightOrQuantity = (v: unknown) => {
  const s = String(v ?? '').trim();
  return /^\d{1,8}(\.\d{1,5})?$/.test(s) && new Decimal(s).gt(0);
};
/** spec 2 §5: a custom price: up to 7 integer digits and 2 decimals, above 0. */
export const isPrice = (v: unknown) => {
  const s = String(v ?? '').trim();
  return /^\d{1,7}(\.\d{1,2})?$/.test(s) && new Decimal(s).gt(0);
};
/** spec 2 §5 amount rule: at most 10 integer digits and 2 decimals, at least 0. */
export const isAmount = (v: unknown) => /^\d{1,10}(\.\d{1,2})?$/.test(String(v ?? '').trim());

const optionalFigure = z
  .union([lineText('数值'), z.number()])
  .nullish()
  .transform((v) => (v == null ? null : String(v).trim() === '' ? null : String(v).trim()));
const optionalId = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v == null || String(v).trim() === '' ? null : String(v).trim()))
  .pipe(
    z
      .string()
      .regex(/^\d{1,19}$/, 'id 格式错误')
      .nullable(),
  );
const shortText = (label: string, max: number = contractLimits.text) =>
  lineText(label)
    .trim()
    .max(max, `${label}不能超过${max}个字符`)
    .nullish()
    .transform((v) => v ?? null);

/** One attribute cell of a product row (spec 2 §3 Product rows). */
export const productAttr = z.object({
  attrCode: lineText('属性编码').trim().max(50),
  attrName: lineText('属性名称').trim().max(50),
  value: lineText('属性值')
    .max(200)
    .nullish()
    .transform((v) => (v ?? '').trim()),
});
export type ProductAttr = z.infer<typeof productAttr>;

/**
 * A product row as the wizard sends it: a receipt (billId), a listed good (goodsId) or a custom good, with its
 * attribute cells and its figures (field names as spec 2 §3 Product rows).
 */
export const productRow = z.object({
  name: lineText('产品名称')
    .max(contractLimits.productName + 50)
    .nullish()
    .transform((v) => (v ?? '').trim()),
  billId: optionalId,
  billCode: shortText('仓单编号', 50),
  goodsId: optionalId,
  attrs: z.array(productAttr).max(50).default([]),
  price: optionalFigure,
  total_weight: optionalFigure,
  weight_unit: shortText('重量单位', 20),
  total_quantity: optionalFigure,
  number_unit: shortText('数量单位', 20),
  totalPrice: optionalFigure,
});
export type ProductRow = z.infer<typeof productRow>;

/**
 * spec 2 §5 Step 2 checks of the product rows, in the wizard's order: the first broken rule's message (the spec's
 * words), or null when the rows may go on to step 3. The server runs the same function on every stash and submit.
 */
export const productRowsProblem = (productForm: number, pricingMode: number, rows: readonly ProductRow[]) => {
  if (rows.length === 0) {
    if (productForm === ProductForm.receipt) return contractMessages.selectReceipt;
    if (productForm === ProductForm.listing) return contractMessages.selectListing;
    return contractMessages.addProduct;
  }
  const custom = productForm === ProductForm.custom;
  const cellMax = custom ? contractLimits.customAttrCell : contractLimits.attrCell;
  for (const row of rows) {
    if (productForm === ProductForm.receipt && !row.billId) return contractMessages.selectReceipt;
    if (productForm === ProductForm.listing && !row.goodsId) return contractMessages.selectListing;
    if (custom) {
      if (!row.name) return contractMessages.productName;
      if (row.name.length > contractLimits.productName) return contractMessages.productNameMax;
    }
    for (const a of row.attrs) {
      if (!a.value) return contractMessages.fillAttr(a.attrName);
      if (a.value.length > cellMax) return contractMessages.attrTooLong(a.attrName, cellMax);
    }
    if (!row.price) return contractMessages.fillAttr('单价');
    if (!isPrice(row.price)) return contractMessages.price;
    if (pricingMode === 0) {
      if (!row.total_weight) return contractMessages.fillAttr('重量');
      if (!isWeightOrQuantity(row.total_weight)) return contractMessages.weightQuantity;
    }
    if (pricingMode === 1 || row.total_quantity) {
      if (!row.total_quantity) return contractMessages.fillAttr('数量');
      if (!isWeightOrQuantity(row.total_quantity)) return contractMessages.weightQuantity;
    }
  }
  const total = rows.reduce((s, r) => s.plus(rowTotal(r, pricingMode)), new Decimal(0));
  if (!isTotalWithinLimit(total)) return contractMessages.totalTooLarge;
  return null;
};

/** An enterprise as the contract names it (shipperEnterprise, buyerEnterprise). */
export const contractEnterprise = z.object({
  id: optionalId,
  name: lineText('企业名称')
    .max(200)
    .nullish()
    .transform((v) => v ?? ''),
  code: lineText('企业编码')
    .max(50)
    .nullish()
    .transform((v) => v ?? ''),
});

const rate = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .refine(
    (v) => DECIMAL.test(v) && new Decimal(v).lte(100) && /^\d+(\.\d{1,2})?$/.test(v),
    contractMessages.shareRange,
  );

const amountField = optionalFigure.refine((v) => v == null || isAmount(v), contractMessages.amount);

/** spec 2 §3 downpaymentRate: a percentage of the contract total, 0 to 100 with at most 2 decimals; empty: none. */
export const isDownpaymentRate = (v: unknown) => {
  const s = String(v ?? '').trim();
  return /^\d{1,3}(\.\d{1,2})?$/.test(s) && new Decimal(s).lte(100);
};
const rateField = optionalFigure.refine((v) => v == null || isDownpaymentRate(v), contractMessages.downpaymentRate);

/** spec 2 §3 Contract form (detailForm): the terms of step 3. */
export const detailForm = z.object({
  shipperEnterprise: contractEnterprise.nullish(),
  buyerEnterprise: contractEnterprise.nullish(),
  shipperDeputy: shortText('供方委托代理人'),
  buyerDeputy: shortText('需方委托代理人'),
  freeAgreement: multilineText('仓储费约定')
    .max(2000)
    .nullish()
    .transform((v) => v ?? null),
  otherDesc: multilineText('其他约定')
    .max(2000)
    .nullish()
    .transform((v) => v ?? null),
  signingDate: lineText('签订时间', { error: contractMessages.signingDate })
    .trim()
    .min(1, contractMessages.signingDate)
    .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/, contractMessages.signingDate),
  signingAddress: lineText('签订地点', { error: contractMessages.signingAddress })
    .trim()
    .min(1, contractMessages.signingAddress)
    .max(contractLimits.text, contractMessages.signingAddressMax),
  payType: shortText('付款方式', 50),
  downpaymentRate: rateField,
  /** money the server derives from the total and the rate (fees.ts contractPayment); a payload must agree */
  downpaymentTotal: amountField,
  paymentTotal: amountField,
  shipperProportionRate: rate,
  buyerProportionRate: rate,
  proportionInfo: multilineText('手续费说明')
    .max(500)
    .nullish()
    .transform((v) => v ?? null),
  shipperBankName: shortText('供方开户行'),
  shipperBankAccount: shortText('供方账号'),
  buyerBankName: shortText('需方开户行'),
  buyerBankAccount: shortText('需方账号'),
  searchCode: shortText('企业编码', 50),
});
export type DetailForm = z.infer<typeof detailForm>;

/** Whether the terms carry the side's own bank and account (spec 2 §5 bank fields). */
export const hasOwnBank = (
  form: Partial<Record<`${'shipper' | 'buyer'}Bank${'Name' | 'Account'}`, string | null>> | null | undefined,
  side: 'shipper' | 'buyer',
) => Boolean(form?.[`${side}BankName`]?.trim() && form?.[`${side}BankAccount`]?.trim());

/** spec 2 §3 contractInfo: the whole wizard form (kept as the JSON the parties agreed). */
export const contractInfo = z.object({
  companyType: z.union([z.literal(0), z.literal(1)], { error: contractMessages.selectSide }),
  productForm: z.union([z.literal(0), z.literal(1), z.literal(2)], { error: contractMessages.selectProductForm }),
  materialSelect: z.object(
    { id: idField, name: lineText('产品类别').max(200).nullish(), pricingMode: z.number().int().nullish() },
    { error: contractMessages.selectCategory },
  ),
  templateSelect: z.object(
    { id: idField, name: lineText('合同模板').max(200).nullish() },
    { error: contractMessages.selectTemplate },
  ),
  warehouseUnitId: optionalId,
  products: z.array(productRow).max(contractLimits.rows, `产品最多${contractLimits.rows}行`),
  detailForm,
});
export type ContractInfo = z.infer<typeof contractInfo>;

/**
 * spec 2 §3 Submit payload of stash and submit. `contractInfo` comes as the JSON string the spec names (an
 * object is accepted too); the figures are the client's and must equal the server's own computation.
 */
export const contractPayload = z.object({
  id: optionalId,
  code: shortText('合同编号', 50),
  shipperId: optionalId,
  buyerId: optionalId,
  warehouseUnitId: optionalId,
  totalAmount: optionalFigure,
  platformServiceAmount: optionalFigure,
  shipperServiceAmount: optionalFigure,
  buyerServiceAmount: optionalFigure,
  shipperServiceStatus: z.number().int().nullish(),
  buyerServiceStatus: z.number().int().nullish(),
  platformProportion: optionalFigure,
  signingDate: lineText('签订时间').max(30).nullish(),
  signingAddress: lineText('签订地点').max(200).nullish(),
  goodsMoneyStatus: z.number().int().nullish(),
  contractInfo: z.union([multilineText('合同内容').max(2_000_000), z.record(z.string(), z.unknown())]),
  contractDetails: z.array(z.record(z.string(), z.unknown())).max(contractLimits.rows).nullish(),
});
export type ContractPayload = z.input<typeof contractPayload>;

/** spec 2 §3 Submit payload: a date alone gets ' 00:00:00'. */
export const signingDateTime = (text: string) => (text.length === 10 ? `${text} 00:00:00` : text);

/** spec 2 §5: the signing date may be today up to 30 days ahead (dates in Asia/Shanghai, yyyy-MM-dd). */
export const isSigningDateAllowed = (date: string, today: string) => {
  const d = date.slice(0, 10);
  const start = new Date(`${today}T00:00:00Z`).getTime();
  const day = new Date(`${d}T00:00:00Z`).getTime();
  if (Number.isNaN(day)) return false;
  return day >= start && day <= start + contractLimits.signingWindowDays * 86_400_000;
};

// ---- queries

export const contractListQuery = pageQuery.extend({
  code: lineText('合同编号').trim().max(50).optional(),
  /** the counterparty's (or, for the platform, either party's) name, contains */
  enterpriseName: lineText('企业名称').trim().max(100).optional(),
  status: z.coerce.number().int().optional(),
  startDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, '开始日期格式错误')
    .optional(),
  endDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, '结束日期格式错误')
    .optional(),
  /** 1: only contracts with a party's offline voucher waiting for the platform's confirmation (trade pay 20) */
  offlinePending: z.coerce.number().int().min(0).max(1).optional(),
});
export type ContractListQuery = z.infer<typeof contractListQuery>;

export const contractIdBody = z.object({ id: idField });
/**
 * confirm (submitSign): the contract, and the confirming side's own bank, account and deputy (委托代理人) when it
 * fills them as it confirms (spec 2 §5: each side fills only its own; the bank fields are required to confirm).
 */
export const contractConfirmBody = z.object({
  id: idField,
  bankName: shortText('开户行'),
  bankAccount: shortText('账号'),
  deputy: shortText('委托代理人'),
});
export type ContractConfirmBody = z.infer<typeof contractConfirmBody>;
export const contractTokenQuery = z.object({
  token: lineText('二维码')
    .trim()
    .regex(/^[A-Za-z0-9_-]{16,32}$/, '二维码已失效'),
});
export const enterpriseCodeQuery = z.object({
  code: lineText('企业编码').trim().min(1, contractMessages.selectEnterprise).max(50),
});
/** The counterparty select's search as the user types (enterpriseList): part of an enterprise's name. */
export const enterpriseNameQuery = z.object({
  name: lineText('企业名称').trim().min(1, contractMessages.selectEnterprise).max(50),
});
export const contractReceiptQuery = z.object({
  materialId: idField,
  contractId: idField.optional(),
  warehouseUnitId: idField.optional(),
  code: lineText('仓单编号').trim().max(50).optional(),
});
export const contractAttachBody = z.object({ contractId: idField, attachId: idField });
/** A contract's attachments (attachListByContractId, fullAttachListByContractId). */
export const contractIdQuery = z.object({ contractId: idField });
/** defaultBankInfo: the caller's own enterprise. */
export const enterpriseIdQuery = z.object({ enterpriseId: idField });

// ---- answers

export const contractRecord = z.object({
  id: idString,
  code: z.string(),
  status: z.number().int(),
  statusName: z.string(),
  companyType: z.number().int(),
  productForm: z.number().int(),
  materialId: idString,
  materialName: z.string(),
  pricingMode: z.number().int(),
  templateId: idString.nullable(),
  templateName: z.string().nullable(),
  shipperId: idString.nullable(),
  shipperName: z.string().nullable(),
  buyerId: idString.nullable(),
  buyerName: z.string().nullable(),
  totalAmount: decimalText,
  platformServiceAmount: decimalText,
  shipperServiceAmount: decimalText,
  buyerServiceAmount: decimalText,
  shipperServiceStatus: z.number().int(),
  buyerServiceStatus: z.number().int(),
  /** each party's trade payment (spec 3 §4: 0 unpaid, 10 online, 20 voucher waiting for the platform, 30 confirmed) */
  shipperTradePayStatus: z.number().int(),
  buyerTradePayStatus: z.number().int(),
  goodsMoneyStatus: z.number().int(),
  invoiceStatus: z.number().int(),
  auditStatus: z.number().int().nullable(),
  transferStatus: z.number().int().nullable(),
  signingDate: dateTimeText,
  signingAddress: z.string().nullable(),
  effectiveTime: dateTimeText,
  createTime: dateTimeText,
  updateTime: dateTimeText,
  /** the caller's side, or null for the platform */
  myParty: z.enum(['shipper', 'buyer']).nullable(),
  /** what the caller may do now (the status table of @kc/domain/contract/status) */
  actions: z.array(z.enum(['edit', 'stash', 'submit', 'confirm', 'sign', 'void', 'download'])),
});
export type ContractRecord = z.infer<typeof contractRecord>;

export const contractDetailRow = z.object({
  id: idString,
  billId: idString.nullable(),
  billCode: z.string().nullable(),
  goodsId: idString.nullable(),
  name: z.string(),
  totalQuantity: decimalText,
  price: decimalText,
  totalAmount: decimalText,
  /** the row as the wizard sent it, serialized (spec 2 §3) */
  goodsInfo: z.string(),
});

export const contractDetail = contractRecord.extend({
  warehouseUnitId: idString.nullable(),
  platformProportion: decimalText.nullable(),
  /** the whole form as JSON (spec 2 §3 contractInfo) */
  contractInfo: z.string(),
  contractDetails: z.array(contractDetailRow),
  /** signed link to the current contract PDF, or null before one exists */
  contractFile: linkText.nullable(),
  fileSha256: z.string().nullable(),
  verifyPath: z.string().nullable(),
  shipperSignTime: dateTimeText,
  buyerSignTime: dateTimeText,
  progress: z.number().int(),
  steps: z.array(z.string()),
});
export type ContractDetail = z.infer<typeof contractDetail>;

export const contractOperation = z.object({
  id: idString,
  createTime: dateTimeText,
  operatorType: z.number().int(),
  operatorTypeName: z.string(),
  operatorName: z.string().nullable(),
  operateType: z.string(),
  operateDest: z.string(),
});

export const contractAttachment = z.object({
  id: idString,
  attachId: idString,
  link: linkText,
  originalName: z.string(),
  createTime: dateTimeText,
});
export const contractAttachments = z.object({
  shipper: z.array(contractAttachment),
  buyer: z.array(contractAttachment),
});

/** esign: the QR code of the signing dialog, or the number 203 when the server has a message for a confirm box. */
export const contractEsignCode = z.object({
  token: z.string(),
  qrCodeUrl: z.string(),
  scanUrl: z.string(),
  expireTime: z.number(),
  lifetimeMs: z.number(),
});
export const CONTRACT_SIGN_MESSAGE = 203;
export const contractEsignAnswer = z.union([contractEsignCode, z.literal(CONTRACT_SIGN_MESSAGE)]);
/**
 * What a move of a contract answers (every move answers the object's new status): the contract, its status
 * after the move and the status's name, so a client needs no refetch to know where the contract stands.
 */
export const contractMoveAnswer = z.object({ id: idString, status: z.number().int(), statusName: z.string() });
export type ContractMoveAnswer = z.infer<typeof contractMoveAnswer>;

export const contractQrData = z.object({
  status: z.number().int(),
  qrCodeUrl: z.string().nullable(),
  expireTime: z.number(),
  /** The contract's status after the seal this poll completed (20, 21 or 1); absent when no seal was made. */
  contractStatus: z.number().int().optional(),
});

export const contractPreview = z.object({
  /** signed link to the document as it will be signed (current PDF with the seals still to come drawn in place) */
  url: linkText,
  status: z.number().int(),
  /** where the next seal stands on the preview (spec 2 §4: 64% at 20, else 18%) */
  sealPercent: z.number(),
  pages: z.number().int(),
});

export const contractEnterpriseAnswer = z.object({ id: idString, name: z.string(), code: z.string() });

export const contractReceiptOption = z.object({
  id: idString,
  code: z.string(),
  materialId: idString,
  materialName: z.string(),
  warehouseId: idString,
  warehouseName: z.string().nullable(),
  totalWeight: decimalText,
  weightUnit: z.string().nullable(),
  totalQuantity: decimalText,
  numberUnit: z.string().nullable(),
  attrs: z.array(z.object({ attrCode: z.string(), attrName: z.string(), value: z.string() })),
});

export const proportionConfigAnswer = z.object({
  id: idString.nullable(),
  enterprise: z.object({ name: z.string() }),
  proportionType: z.number().int(),
  proportionRate: decimalText,
  proportionWeight: decimalText,
  saleRate: decimalText,
  bankName: z.string(),
  account: z.string(),
});
export type ProportionConfigAnswer = z.infer<typeof proportionConfigAnswer>;

export const defaultBankInfo = z.object({ bankName: z.string().nullable(), account: z.string().nullable() });

/** The public verification page (no login): what proves the contract genuine and nothing confidential. */
export const contractVerification = z.object({
  code: z.string(),
  status: z.number().int(),
  statusName: z.string(),
  templateName: z.string().nullable(),
  sha256: z.string().nullable(),
  effectiveTime: dateTimeText,
  chain: z.array(z.object({ kind: z.string(), kindName: z.string(), sha256: z.string(), time: dateTimeText })),
});
export const contractVerifyQuery = z.object({
  token: lineText('验证码')
    .trim()
    .regex(/^[A-Za-z0-9_-]{16,32}$/, '合同不存在'),
});
/** A binary answer (the PDF's bytes skip the answer serialiser). */
export const contractPdfBytes = z.unknown();
