import type { DbOrTx } from '../../platform/db/client';
import { contractListings } from '../trade';

/** A listed good (上架货物) as a contract row needs it. */
export type TradeGoodsRef = {
  id: string;
  enterpriseId: string;
  materialId: string;
  name: string;
  attrs: { attrCode: string; attrName: string; value: string }[];
  price: string | null;
  totalWeight: string | null;
  weightUnit: string | null;
  totalQuantity: string | null;
  numberUnit: string | null;
};

/**
 * The approved, on-shelf listings among `ids` that `enterpriseId` listed in the category (spec 2 §2 Step 2: audited
 * listings), from the listing module's own lookup.
 */
export const approvedListingsOf = async (
  db: DbOrTx,
  input: { tenantId: string; enterpriseId: string; materialId: string; ids: readonly string[] },
): Promise<Map<string, TradeGoodsRef>> => {
  if (input.ids.length === 0) return new Map();
  const wanted = new Set(input.ids);
  const rows = await contractListings(db, input.tenantId, input.enterpriseId, { materialId: input.materialId });
  return new Map(
    rows
      .filter((r) => wanted.has(r.id))
      .map((r) => [
        r.id,
        {
          id: r.id,
          enterpriseId: input.enterpriseId,
          materialId: r.materialId,
          name: r.name,
          attrs: r.attrs,
          price: r.price,
          totalWeight: r.totalWeight,
          weightUnit: r.weightUnit,
          totalQuantity: r.totalQuantity,
          numberUnit: r.numberUnit,
        },
      ]),
  );
};
