import Decimal from 'decimal.js';
import { z } from 'zod';
import { lineText } from '../shared/text';

/**
 * spec 2 §5: the figures of a traded product. Weight and quantity: above 0, at most 8 integer digits and 5
 * decimals; price: above 0, at most 7 integer digits and 2 decimals. The same rules and words as the contract
 * wizard's product rows, so a listing always fits a contract row.
 */
export const figureMessages = {
  amountInvalid: '请填写大于0，小于1,0000,0000的数字',
  priceInvalid: '请填写大于0，小于1000,0000的数字',
  attrRequired: (attrName: string) => `请填写${attrName}`,
  attrValueMax: '属性值最多20个字符',
  attrCodeRequired: '请选择属性',
} as const;

/** spec 2 §5: attribute inputs of receipts and listed goods are cut at 20 characters. */
export const TRADE_ATTR_VALUE_MAX = 20;

const blank = (v: unknown) => v === '' || v === null || v === undefined;
const asText = (v: unknown) => (blank(v) ? undefined : typeof v === 'number' ? String(v) : v);
const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);

/** A positive decimal with at most `integers` integer digits (leading zeros aside) and `decimals` decimals. */
export const fitsFigure = (v: string, integers: number, decimals: number) => {
  const m = new RegExp(`^(\\d+)(\\.\\d{1,${decimals}})?$`).exec(v);
  if (!m) return false;
  if (m[1]!.replace(/^0+(?=\d)/, '').length > integers) return false;
  return new Decimal(v).gt(0);
};

/** The plain decimal text of a figure, without trailing zeros ('45.32000' → '45.32'); never exponential. */
export const plainDecimal = (v: string | null | undefined) => (v == null ? null : new Decimal(v).toFixed());

const figure = (integers: number, decimals: number, message: string) =>
  z.preprocess(
    (v) => asText(trimmed(v)),
    z
      .string({ error: message })
      .refine((v) => fitsFigure(v, integers, decimals), { message })
      .transform((v) => new Decimal(v).toFixed()),
  );

/** A weight or quantity (总重量, 总数量): required. */
export const amountField = figure(8, 5, figureMessages.amountInvalid);
/** A price (单价): required. */
export const priceField = figure(7, 2, figureMessages.priceInvalid);

/** The same, blank allowed (undefined). */
export const optionalFigure = <T extends z.ZodType>(field: T) =>
  z.preprocess((v) => (blank(trimmed(v)) ? undefined : v), field.optional());

/** An attribute of a traded product as sent: the category's attribute code and its value (cut at 20). */
export const tradeAttrInput = z.object({
  attrCode: z.preprocess(
    trimmed,
    lineText('属性编码', { error: figureMessages.attrCodeRequired })
      .min(1, figureMessages.attrCodeRequired)
      .max(50, figureMessages.attrCodeRequired),
  ),
  attrName: z.preprocess(trimmed, lineText('属性名称').max(100).optional()),
  value: z.preprocess(
    (v) => (blank(v) ? '' : trimmed(asText(v))),
    lineText('属性值').max(TRADE_ATTR_VALUE_MAX, figureMessages.attrValueMax),
  ),
});
export type TradeAttrInput = z.infer<typeof tradeAttrInput>;

/** An attribute as a listing or a demand keeps it. */
export type TradeAttr = { attrCode: string; attrName: string; value: string };

/** The attribute list of a form: each code once. */
export const tradeAttrList = z.preprocess(
  (v) => (v == null ? [] : v),
  z
    .array(tradeAttrInput)
    .max(50)
    .superRefine((attrs, ctx) => {
      const seen = new Set<string>();
      for (const a of attrs) {
        if (seen.has(a.attrCode)) {
          ctx.addIssue({ code: 'custom', message: `属性 [${a.attrCode}] 重复` });
          return;
        }
        seen.add(a.attrCode);
      }
    }),
);

/** A receipt's attribute value as a listing takes it: cut at 20 characters (spec 2 §5). */
export const cutAttrValue = (value: string) => {
  let out = '';
  // By whole characters, so a character outside the BMP is never cut in half.
  for (const ch of value.trim()) {
    if (out.length + ch.length > TRADE_ATTR_VALUE_MAX) break;
    out += ch;
  }
  return out;
};
