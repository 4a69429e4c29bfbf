import Decimal from 'decimal.js';
import nzhcn from 'nzh/cn';

/**
 * Amounts of money as documents print them: in figures ('12,345.67') and in uppercase Chinese
 * ('人民币壹万贰仟叁佰肆拾伍元陆角柒分'). Values are decimal.js (never binary floats) and exact to the cent: a value
 * with a third decimal is refused rather than rounded, so a formula's rounding is never hidden by its printing.
 */
export type MoneyValue = Decimal.Value;

/** The largest amount printed: 16 integer digits (nzh counts up to 千万亿). */
const LIMIT = new Decimal('1e16');

/** The value as a Decimal, checked: finite, at most two decimals, below 10^16 in size. */
export const toMoney = (value: MoneyValue): Decimal => {
  let d: Decimal;
  try {
    d = new Decimal(value);
  } catch {
    throw new RangeError(`不是金额：${String(value)}`);
  }
  if (!d.isFinite()) throw new RangeError(`不是金额：${String(value)}`);
  if (d.decimalPlaces() > 2) throw new RangeError(`金额只能精确到分：${d.toString()}`);
  if (d.abs().gte(LIMIT)) throw new RangeError(`金额超出范围：${d.toFixed()}`);
  return d;
};

/** Figures with thousands separators and two decimals: '12,345.67', '0.00', '-1,000.50'. */
export const formatAmount = (value: MoneyValue): string => {
  const d = toMoney(value);
  const [whole, cents] = d.abs().toFixed(2).split('.') as [string, string];
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${d.isNegative() && !d.isZero() ? '-' : ''}${grouped}.${cents}`;
};

/**
 * Uppercase Chinese, as on a contract or an invoice (中国人民银行《支付结算办法》: 整 after 元 and after 角, none
 * after 分): 0 → '人民币零元整', 0.05 → '人民币伍分', 10 → '人民币壹拾元整', 100000000.01 → '人民币壹亿元零壹分'.
 * A negative amount is refused: no document prints one in words (a refund is its own document with a positive
 * amount).
 */
export const amountInWords = (value: MoneyValue): string => {
  const d = toMoney(value);
  if (d.isNegative() && !d.isZero()) throw new RangeError(`大写金额不能为负数：${d.toFixed(2)}`);
  return nzhcn.toMoney(d.abs().toFixed(2), { forceZheng: true });
};

/**
 * What a screen shows for an amount that may be missing: '-' for none, `formatAmount` for a figure ('¥12,345.67'
 * with `yuan`, for a price or an amount someone pays, where no column header says 元), and the server's text
 * unchanged for one the rule cannot print (a third decimal), so a screen never fails on it.
 */
export const amountText = (value: MoneyValue | null | undefined, opts: { yuan?: boolean } = {}): string => {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return '-';
  const prefix = opts.yuan ? '¥' : '';
  try {
    const figures = formatAmount(typeof value === 'string' ? value.trim() : value);
    return figures.startsWith('-') ? `-${prefix}${figures.slice(1)}` : `${prefix}${figures}`;
  } catch {
    return String(value).trim();
  }
};
