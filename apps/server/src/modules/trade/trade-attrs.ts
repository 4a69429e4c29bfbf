import type { TradeAttr, TradeAttrInput } from '@kc/domain/trade/figures';
import { tradeRefusals as refuse } from '@kc/domain/trade/refusals';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { attributesOf, baseMaterialAttr } from '../goods';

/** A category's trade attributes (isTrade 1), in the category's order. */
export const tradeAttributesOf = (db: DbOrTx, materialId: string) =>
  attributesOf(db, [materialId], eq(baseMaterialAttr.isTrade, 1));

/**
 * The attributes a listing or demand keeps: each of the category's trade attributes with its value, named as the
 * category names it. A code the category does not trade on is refused. `fixed` values (a receipt's) win over the
 * ones sent. With `required` every trade attribute needs a value ('请填写{attribute}', spec 2 §5); otherwise a
 * blank one is left out.
 */
export const resolveTradeAttrs = (
  sent: TradeAttrInput[],
  trade: { attrCode: string; attrName: string }[],
  opts: { required: boolean; fixed?: Map<string, string> },
): TradeAttr[] => {
  const known = new Set(trade.map((a) => a.attrCode));
  for (const a of sent) if (!known.has(a.attrCode)) throw refuse.attrUnknown(a.attrCode);
  const given = new Map(sent.map((a) => [a.attrCode, a.value]));
  return trade.flatMap((a) => {
    const value = opts.fixed?.get(a.attrCode) || given.get(a.attrCode) || '';
    if (!value) {
      if (opts.required) throw refuse.attrRequired(a.attrName);
      return [];
    }
    return [{ attrCode: a.attrCode, attrName: a.attrName, value }];
  });
};
