import Decimal from 'decimal.js';

/**
 * Weights and quantities as every list, detail, dialog and document prints them ('39.47 吨', '1,250 包').
 *
 * The precision rule: a category carries no precision of its own (spec 1 §3 gives it a pricing mode and the
 * weight_unit / number_unit dictionaries, which hold labels only), and spec 2 §5 takes a weight or quantity with
 * up to 5 decimals. So a figure prints its significant decimals and no more: trailing zeros are trimmed
 * (39.47000 → 39.47, 40.00000 → 40, 0.50 → 0.5), the integer part has thousands separators, the unit follows
 * after a space. A sixth significant decimal is refused rather than rounded, so a formula's rounding is never
 * hidden by its printing (as amounts, `./money`); a negative figure (a difference, such as a weighing's loss)
 * keeps its sign.
 */
export type MeasureValue = Decimal.Value;

/** spec 2 §5: a weight or quantity has at most 5 decimals. */
export const MEASURE_DECIMALS = 5;

/** The value as a Decimal, checked: finite, at most 5 significant decimals. */
export const toMeasure = (value: MeasureValue): Decimal => {
  let d: Decimal;
  try {
    d = new Decimal(typeof value === 'string' ? value.trim() : value);
  } catch {
    throw new RangeError(`不是重量或数量：${String(value)}`);
  }
  if (!d.isFinite()) throw new RangeError(`不是重量或数量：${String(value)}`);
  if (d.decimalPlaces() > MEASURE_DECIMALS) {
    throw new RangeError(`重量或数量最多${MEASURE_DECIMALS}位小数：${d.toFixed()}`);
  }
  return d;
};

const grouped = (whole: string) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Figures and unit: '39.47 吨', '1,234,567.12345 吨', '40 包'; without a unit the figures alone ('39.47'). */
export const formatMeasure = (value: MeasureValue, unit?: string | null): string => {
  const d = toMeasure(value);
  const [whole, decimals] = d.abs().toFixed().split('.') as [string, string | undefined];
  const figures = `${d.isNegative() && !d.isZero() ? '-' : ''}${grouped(whole)}${decimals ? `.${decimals}` : ''}`;
  const label = unit?.trim();
  return label ? `${figures} ${label}` : figures;
};

/** A weight with its weight_unit label ('39.47 吨'). */
export const formatWeight = (value: MeasureValue, unit?: string | null): string => formatMeasure(value, unit);

/** A quantity with its number_unit label ('200 包'). */
export const formatQuantity = (value: MeasureValue, unit?: string | null): string => formatMeasure(value, unit);

const isEmpty = (v: unknown): v is null | undefined | '' =>
  v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/**
 * What a screen shows for a weight or quantity that may be missing: '-' for none, `formatMeasure` for a figure,
 * and the server's text unchanged (with its unit) for one the rule cannot print, so a screen never fails on it.
 */
export const measureText = (value: MeasureValue | null | undefined, unit?: string | null): string => {
  if (isEmpty(value)) return '-';
  try {
    return formatMeasure(value, unit);
  } catch {
    const label = unit?.trim();
    return label ? `${String(value).trim()} ${label}` : String(value).trim();
  }
};
