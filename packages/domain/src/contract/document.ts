import Decimal from 'decimal.js';
import { measureText } from '../shared/measure';
import { amountInWords, formatAmount } from '../shared/money';
import { contractPayment, type ProportionConfig, partyShare, platformFee } from './fees';

/**
 * The contract document's clause model (spec 2 §2 "Contract template review screen", §3 Product rows, §9): one
 * function lays a contract out as numbered sections, and both the web's review screen and the server's contract
 * PDF print what it answers, so the two never differ.
 *
 * 一、the goods table with its summary row and the total in uppercase Chinese; 二、the settlement and fee clause;
 * then each of the template's own clauses; then the other agreements when there are any; last the platform's
 * offline fee-remittance account. Clause numbers are Chinese numerals followed by '、'.
 */

/** One goods row as the document prints it: its name, receipt code, attributes, price, amounts and total. */
export type ContractDocumentGoodsRow = {
  name: string;
  billCode?: string | null;
  attrs: { label: string; value: string }[];
  price: string;
  weight?: string | null;
  weightUnit?: string | null;
  quantity?: string | null;
  numberUnit?: string | null;
  totalPrice: string;
};

/** Everything a contract document prints. Amounts and rates are decimal strings (money with 2 decimals). */
export type ContractDocumentInput = {
  code: string;
  templateName: string;
  shipper: { name: string; code?: string | null };
  buyer: { name: string; code?: string | null };
  shipperDeputy?: string | null;
  buyerDeputy?: string | null;
  signingAddress: string;
  /** yyyy-MM-dd */
  signingDate: string;
  /** spec 2 §3: 0 by weight, 1 by quantity (the weight column is left out) */
  pricingMode: 0 | 1;
  rows: ContractDocumentGoodsRow[];
  totalAmount: string;
  /** the payment method as it reads (a label, not a key) */
  payType?: string | null;
  /**
   * The down payment in percent of the total; empty or 0: none. The down payment and the balance are never
   * given: clause 二 derives them from the total and this rate (fees.ts contractPayment), as the server does.
   */
  downpaymentRate?: string | null;
  /** spec 2 §9: proportionType 0 by contract amount, 1 by weight or quantity, 2 no fee */
  fee: {
    proportionType: 0 | 1 | 2;
    platformServiceAmount: string;
    shipperProportionRate: string;
    shipperServiceAmount: string;
    buyerProportionRate: string;
    buyerServiceAmount: string;
    proportionInfo?: string | null;
  };
  shipperBankName?: string | null;
  shipperBankAccount?: string | null;
  buyerBankName?: string | null;
  buyerBankAccount?: string | null;
  /** the platform's offline fee-remittance account */
  remittance: { accountName: string; bankName: string; account: string };
  /** the storage-fee agreement (仓储费约定) */
  freeAgreement?: string | null;
  otherDesc?: string | null;
  /** the template's own clauses */
  clauses: { display: string; content: string }[];
};

/**
 * What a goods column holds, for a layout that must keep codes and figures whole: the product's name, a receipt
 * code, an attribute of the category, or a figure (price, weight, quantity, total).
 */
export type GoodsColumnKind = 'name' | 'code' | 'attr' | 'figure';

export type ContractSection =
  | {
      kind: 'goods';
      number: string;
      title: string;
      head: string[];
      /** one per column of `head` */
      kinds: GoodsColumnKind[];
      rows: string[][];
      summary: string[];
      totalInWords: string;
    }
  | { kind: 'text'; number: string; title: string; paragraphs: string[] };

/** What stands where a field is not filled in yet (the template's edit mode starts empty). */
export const DOCUMENT_BLANK = '__________';

/** The document's printed words (one place, so the page, the PDF and their tests read the same). */
export const contractDocumentText = {
  title: '买卖合同',
  code: '合同编号',
  shipper: '供方（甲方）',
  buyer: '需方（乙方）',
  enterpriseCode: '企业编码',
  signingAddress: '签订地点',
  signingDate: '签订时间',
  preamble:
    '供需双方本着平等自愿、诚实信用的原则，依据《中华人民共和国民法典》及有关法律法规的规定，经友好协商，就下列货物的买卖事宜达成一致，签订本合同，共同遵守。',
  sections: {
    goods: '产品名称、规格、数量及金额',
    settlement: '结算方式及平台服务费',
    other: '其他约定',
    remittance: '平台服务费线下汇款账户',
  },
  goodsHead: {
    name: '品名',
    billCode: '仓单编号',
    price: '单价（元）',
    weight: '重量',
    quantity: '数量',
    totalPrice: '总价（元）',
  },
  summary: '合计',
  /** clause 二 of a contract without a down payment (rate empty or 0) */
  noDownpayment: '不设预付款，全部货款由需方一次付清',
  totalInWords: '合计人民币（大写）',
  seals: { shipper: '供方（盖章）', buyer: '需方（盖章）' },
  party: {
    name: '单位名称',
    deputy: '委托代理人',
    bankName: '开户银行',
    bankAccount: '银行账号',
    date: '日期',
  },
  remittance: {
    intro: '选择线下汇款支付平台服务费的，请将款项汇至以下平台收费账户，并在汇款附言中注明本合同编号：',
    accountName: '户名',
    bankName: '开户银行',
    account: '账号',
  },
  footer:
    '本合同一式两份，以电子文件形式签署，供需双方加盖电子签章后生效，与纸质合同具有同等法律效力；签章后的合同文件以平台存证的哈希值为准。',
} as const;

const DIGITS = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九'] as const;
const UNITS = ['', '十', '百', '千'] as const;

/** 0–9999 in Chinese numerals; `leading` drops the 一 of 一十 (十一, but 一百一十). */
const belowTenThousand = (n: number, leading: boolean): string => {
  if (n === 0) return '';
  if (leading && n >= 10 && n < 20) return `十${n % 10 ? DIGITS[n % 10] : ''}`;
  let out = '';
  let zero = false;
  for (let p = 3; p >= 0; p--) {
    const d = Math.floor(n / 10 ** p) % 10;
    if (d === 0) {
      if (out) zero = true;
      continue;
    }
    if (zero) out += '零';
    zero = false;
    out += DIGITS[d]! + UNITS[p]!;
  }
  return out;
};

/**
 * Clause numbers in Chinese numerals (spec 2 §2): 1 一, 10 十, 11 十一, 20 二十, 21 二十一, 101 一百零一, 110 一百一十,
 * 10010 一万零一十. Whole numbers from 0 below 10^8 only.
 */
export const chineseNumeral = (n: number): string => {
  if (!Number.isInteger(n) || n < 0 || n >= 1e8) throw new RangeError(`不是可用中文数字书写的序号：${n}`);
  if (n === 0) return DIGITS[0];
  const high = Math.floor(n / 10000);
  const low = n % 10000;
  if (!high) return belowTenThousand(low, true);
  const rest = low ? `${low < 1000 ? '零' : ''}${belowTenThousand(low, false)}` : '';
  return `${belowTenThousand(high, true)}万${rest}`;
};

const filled = (v: string | null | undefined): v is string => typeof v === 'string' && v.trim() !== '';
/** The text, or the blank line a form's empty field prints as. */
export const orBlank = (v: string | null | undefined) => (filled(v) ? v.trim() : DOCUMENT_BLANK);

const decimalOf = (v: string | null | undefined): Decimal | null => {
  if (!filled(v)) return null;
  try {
    const d = new Decimal(v.trim());
    return d.isFinite() ? d : null;
  } catch {
    return null;
  }
};

/** A rate as printed: '30.00' → '30'; text that is no number stays as it was. */
const plain = (v: string | null | undefined) => {
  const d = decimalOf(v);
  return d ? d.toFixed() : (v ?? '').trim();
};

/** Money in figures ('747,780.00'); a figure formatAmount cannot print stays as it was typed. */
const money = (v: string | null | undefined) => {
  const d = decimalOf(v);
  if (!d) return (v ?? '').trim();
  try {
    return formatAmount(d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP));
  } catch {
    return d.toFixed(2);
  }
};

/** The uppercase amount, or '' for one that cannot be written in words (spec 2 §8: 10^15 and more). */
const words = (v: string | null | undefined) => {
  const d = decimalOf(v);
  if (!d) return '';
  try {
    return amountInWords(d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP));
  } catch {
    return '';
  }
};

/** The one unit every row that has a figure shares, or null when they differ or none is given. */
const sharedUnit = (
  rows: ContractDocumentGoodsRow[],
  value: 'weight' | 'quantity',
  unit: 'weightUnit' | 'numberUnit',
) => {
  const units = new Set(rows.filter((r) => filled(r[value])).map((r) => (r[unit] ?? '').trim()));
  if (units.size !== 1) return null;
  const [only] = units;
  return only || null;
};

const sumOf = (values: (string | null | undefined)[]) => {
  const figures = values.map(decimalOf).filter((d): d is Decimal => d !== null);
  return figures.length ? measureText(figures.reduce((a, b) => a.plus(b), new Decimal(0))) : '';
};

/** 一、the goods table (spec 2 §2, §5: for pricingMode 1 the weight column is left out). */
const goodsSection = (input: ContractDocumentInput, number: string): ContractSection => {
  const t = contractDocumentText.goodsHead;
  const rows = input.rows;
  const withBill = rows.some((r) => filled(r.billCode));
  const withWeight = input.pricingMode === 0;
  const labels: string[] = [];
  for (const r of rows) for (const a of r.attrs) if (!labels.includes(a.label)) labels.push(a.label);
  const weightUnit = sharedUnit(rows, 'weight', 'weightUnit');
  const numberUnit = sharedUnit(rows, 'quantity', 'numberUnit');
  const headed = (label: string, unit: string | null) => (unit ? `${label}（${unit}）` : label);
  const amount = (v: string | null | undefined, unit: string | null | undefined, shared: string | null) =>
    filled(v) ? measureText(v.trim(), shared ? null : unit) : '';

  const head = [
    t.name,
    ...(withBill ? [t.billCode] : []),
    ...labels,
    t.price,
    ...(withWeight ? [headed(t.weight, weightUnit)] : []),
    headed(t.quantity, numberUnit),
    t.totalPrice,
  ];
  const kinds: GoodsColumnKind[] = [
    'name',
    ...(withBill ? (['code'] as const) : []),
    ...labels.map(() => 'attr' as const),
    'figure',
    ...(withWeight ? (['figure'] as const) : []),
    'figure',
    'figure',
  ];
  const body = rows.map((r) => [
    r.name,
    ...(withBill ? [r.billCode?.trim() ?? ''] : []),
    ...labels.map((l) => r.attrs.find((a) => a.label === l)?.value ?? ''),
    money(r.price),
    ...(withWeight ? [amount(r.weight, r.weightUnit, weightUnit)] : []),
    amount(r.quantity, r.numberUnit, numberUnit),
    money(r.totalPrice),
  ]);
  // Figures of different units are not added up: their total would mean nothing.
  const weightTotal = weightUnit || rows.every((r) => !filled(r.weightUnit)) ? sumOf(rows.map((r) => r.weight)) : '';
  const quantityTotal =
    numberUnit || rows.every((r) => !filled(r.numberUnit)) ? sumOf(rows.map((r) => r.quantity)) : '';
  const summary = [
    contractDocumentText.summary,
    ...(withBill ? [''] : []),
    ...labels.map(() => ''),
    '',
    ...(withWeight ? [weightTotal] : []),
    quantityTotal,
    money(input.totalAmount),
  ];
  return {
    kind: 'goods',
    number,
    title: contractDocumentText.sections.goods,
    head,
    kinds,
    rows: body,
    summary,
    totalInWords: words(input.totalAmount),
  };
};

const feeBasis: Record<0 | 1, string> = {
  0: '按合同总价及平台费率计收',
  1: '按货物重量（或数量）及单位费率计收',
};

/** 二、settlement of the goods money and the platform service fee (spec 2 §3, §9). */
const settlementSection = (input: ContractDocumentInput, number: string, remittanceNumber: string): ContractSection => {
  const paragraphs: string[] = [];
  const pay: string[] = [];
  if (filled(input.payType)) pay.push(`货款结算方式：${input.payType.trim()}`);
  // The down payment and the balance are the total's, never a typed figure (fees.ts contractPayment).
  const payment = decimalOf(input.totalAmount) ? contractPayment(input.totalAmount, input.downpaymentRate) : null;
  if (payment?.downpaymentTotal != null) {
    pay.push(
      `预付款为合同总价的${payment.downpaymentRate}%，计人民币${money(payment.downpaymentTotal)}元（${words(
        payment.downpaymentTotal,
      )}），余款人民币${money(payment.paymentTotal)}元（${words(payment.paymentTotal)}）`,
    );
  } else if (payment) {
    pay.push(contractDocumentText.noDownpayment);
  }
  paragraphs.push(
    `1. 货款：本合同货款总计人民币${money(input.totalAmount)}元（${words(input.totalAmount) || DOCUMENT_BLANK}）${
      pay.length ? `，${pay.join('，')}` : ''
    }。需方应按约定将货款支付至供方指定的银行账户。`,
  );
  const f = input.fee;
  if (f.proportionType === 2 || !decimalOf(f.platformServiceAmount)?.gt(0)) {
    paragraphs.push('2. 平台服务费：本合同不收取平台服务费。');
  } else {
    paragraphs.push(
      `2. 平台服务费：本合同平台服务费${feeBasis[f.proportionType]}，共计人民币${money(f.platformServiceAmount)}元（${words(
        f.platformServiceAmount,
      )}），由供需双方按约定比例承担：供方承担${plain(f.shipperProportionRate)}%，计人民币${money(
        f.shipperServiceAmount,
      )}元；需方承担${plain(f.buyerProportionRate)}%，计人民币${money(f.buyerServiceAmount)}元。`,
    );
    if (filled(f.proportionInfo)) paragraphs.push(`收费说明：${f.proportionInfo.trim()}`);
    paragraphs.push(
      `3. 支付方式：供需双方应在本合同生效后，通过平台以微信或支付宝扫码支付各自承担的平台服务费，或汇入本合同第${remittanceNumber}条约定的平台收费账户；平台确认收款后，付款方可申请开具发票。`,
    );
  }
  return { kind: 'text', number, title: contractDocumentText.sections.settlement, paragraphs };
};

/** A clause's text as paragraphs: one per line, blank lines dropped. */
const paragraphsOf = (content: string) =>
  content
    .split(/\r\n|\r|\n/)
    .map((l) => l.trim())
    .filter(Boolean);

/** The sections of a contract document, numbered 一、二、… in order (spec 2 §2). */
export const contractSections = (input: ContractDocumentInput): ContractSection[] => {
  const other = [
    filled(input.freeAgreement) ? `仓储费约定：${input.freeAgreement.trim()}` : null,
    filled(input.otherDesc) ? `其他约定：${input.otherDesc.trim()}` : null,
  ].filter((p): p is string => p !== null);
  const clauses = input.clauses.filter((c) => filled(c.display) || filled(c.content));
  const remittanceAt = 3 + clauses.length + (other.length ? 1 : 0);
  const num = (n: number) => `${chineseNumeral(n)}、`;

  const sections: ContractSection[] = [
    goodsSection(input, num(1)),
    settlementSection(input, num(2), chineseNumeral(remittanceAt)),
    ...clauses.map(
      (c, i): ContractSection => ({
        kind: 'text',
        number: num(3 + i),
        title: c.display.trim(),
        paragraphs: paragraphsOf(c.content),
      }),
    ),
  ];
  if (other.length)
    sections.push({
      kind: 'text',
      number: num(remittanceAt - 1),
      title: contractDocumentText.sections.other,
      paragraphs: other,
    });
  const r = contractDocumentText.remittance;
  sections.push({
    kind: 'text',
    number: num(remittanceAt),
    title: contractDocumentText.sections.remittance,
    paragraphs: [
      r.intro,
      `${r.accountName}：${orBlank(input.remittance.accountName)}`,
      `${r.bankName}：${orBlank(input.remittance.bankName)}`,
      `${r.account}：${orBlank(input.remittance.account)}`,
    ],
  });
  return sections;
};

/** 'yyyy-MM-dd' as a contract prints it: '2026年11月05日' (anything else as it is, or the blank). */
export const documentDate = (date: string | null | undefined) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec((date ?? '').trim());
  return m ? `${m[1]}年${m[2]}月${m[3]}日` : orBlank(date);
};

/** The lines above the clauses: the code, both parties, where and when it is signed. */
export const contractHeaderFields = (input: ContractDocumentInput) => {
  const t = contractDocumentText;
  const party = (p: { name: string; code?: string | null }) =>
    filled(p.code) ? `${orBlank(p.name)}（${t.enterpriseCode}：${p.code.trim()}）` : orBlank(p.name);
  return [
    { label: t.code, value: orBlank(input.code) },
    { label: t.shipper, value: party(input.shipper) },
    { label: t.buyer, value: party(input.buyer) },
    { label: t.signingAddress, value: orBlank(input.signingAddress) },
    { label: t.signingDate, value: documentDate(input.signingDate) },
  ];
};

export type ContractSignatureBlock = {
  side: 'shipper' | 'buyer';
  /** where the party's seal stands: 供方（盖章）, 需方（盖章） */
  seal: string;
  lines: { label: string; value: string }[];
};

/** The two signature blocks below the clauses: seal place, name, deputy, bank and account, date. */
export const contractSignatureBlocks = (input: ContractDocumentInput): ContractSignatureBlock[] => {
  const t = contractDocumentText.party;
  const block = (
    side: 'shipper' | 'buyer',
    name: string,
    deputy: string | null | undefined,
    bankName: string | null | undefined,
    bankAccount: string | null | undefined,
  ): ContractSignatureBlock => ({
    side,
    seal: contractDocumentText.seals[side],
    lines: [
      { label: t.name, value: orBlank(name) },
      { label: t.deputy, value: orBlank(deputy) },
      { label: t.bankName, value: orBlank(bankName) },
      { label: t.bankAccount, value: orBlank(bankAccount) },
      { label: t.date, value: documentDate(input.signingDate) },
    ],
  });
  return [
    block('shipper', input.shipper.name, input.shipperDeputy, input.shipperBankName, input.shipperBankAccount),
    block('buyer', input.buyer.name, input.buyerDeputy, input.buyerBankName, input.buyerBankAccount),
  ];
};

// ---- preview mode (spec 2 §2: a sample contract number, sample parties and a sample receipt table)

const SAMPLE_LOTS = [
  { billCode: 'WR20261105000001', weight: '45.32000', quantity: '200', colorGrade: '白棉3级', micronaire: '4.3' },
  { billCode: 'WR20261105000002', weight: '44.87000', quantity: '198', colorGrade: '白棉3级', micronaire: '4.5' },
  { billCode: 'WR20261105000003', weight: '46.05000', quantity: '203', colorGrade: '白棉2级', micronaire: '4.2' },
] as const;
const SAMPLE_PRICE = '16500.00';
const cents = (d: Decimal) => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/** The platform's side of a preview: the fee configuration in force and its remittance account. */
export type SamplePlatform = {
  config: ProportionConfig;
  remittance: ContractDocumentInput['remittance'];
};

const feeTypeOf = (t: number): 0 | 1 | 2 => (t === 1 ? 1 : t === 2 ? 2 : 0);

/**
 * A whole sample contract over three cotton receipts for a template's preview mode: figures that add up (row
 * total = price × weight, fee shares of the fee), the template's name and clauses. The fee and the remittance
 * account are the platform's configuration in force when given (spec 2 §2: the preview shows the account the
 * parties will pay to); without it the account prints blank, never a made-up one.
 */
export const sampleContractInput = (
  template: { name: string; listDetail: { display: string; content: string }[] },
  platform?: SamplePlatform,
): ContractDocumentInput => {
  const rows: ContractDocumentGoodsRow[] = SAMPLE_LOTS.map((lot) => ({
    name: '新疆机采细绒棉',
    billCode: lot.billCode,
    attrs: [
      { label: '产地', value: '新疆阿克苏' },
      { label: '等级', value: '三级' },
      { label: '颜色级', value: lot.colorGrade },
      { label: '马克隆值', value: lot.micronaire },
    ],
    price: SAMPLE_PRICE,
    weight: lot.weight,
    weightUnit: '吨',
    quantity: lot.quantity,
    numberUnit: '包',
    totalPrice: cents(new Decimal(SAMPLE_PRICE).times(lot.weight)).toFixed(2),
  }));
  const total = rows.reduce((a, r) => a.plus(r.totalPrice), new Decimal(0));
  const weight = rows.reduce((a, r) => a.plus(r.weight!), new Decimal(0));
  const config = platform?.config ?? { proportionType: 0, proportionRate: '0.05', saleRate: '100' };
  const fee = platformFee(config, { totalAmount: total, weightOrQuantity: weight });
  const shipperFee = partyShare(50, fee);
  return {
    code: 'HT20261105000001',
    templateName: template.name,
    shipper: { name: '江苏恒丰棉业有限公司', code: 'HZ0001' },
    buyer: { name: '浙江锦华纺织有限公司', code: 'MF0001' },
    shipperDeputy: '张建国',
    buyerDeputy: '李晓梅',
    signingAddress: '河南省郑州市金水区',
    signingDate: '2026-11-05',
    pricingMode: 0,
    rows,
    totalAmount: total.toFixed(2),
    payType: '预付款加尾款',
    downpaymentRate: '30',
    fee: {
      proportionType: feeTypeOf(config.proportionType),
      platformServiceAmount: fee.toFixed(2),
      shipperProportionRate: '50',
      shipperServiceAmount: shipperFee.toFixed(2),
      buyerProportionRate: '50',
      buyerServiceAmount: fee.minus(shipperFee).toFixed(2),
      proportionInfo: platform ? null : '按合同总价的万分之五收取，供需双方各承担一半。',
    },
    shipperBankName: '中国建设银行南京玄武支行',
    shipperBankAccount: '32050159360000001234',
    buyerBankName: '中国工商银行绍兴越城支行',
    buyerBankAccount: '1211010109000123456',
    remittance: platform?.remittance ?? { accountName: '', bankName: '', account: '' },
    freeAgreement: null,
    otherDesc: null,
    clauses: template.listDetail.map((c) => ({ display: c.display, content: c.content })),
  };
};
