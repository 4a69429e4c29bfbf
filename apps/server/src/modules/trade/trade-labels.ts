import type { DbOrTx } from '../../platform/db/client';
import { dictionaryEntries } from '../system';

export type UnitNames = { weight: Map<string, string>; number: Map<string, string> };

/** The tenant's weight_unit and number_unit labels ('1' → '吨'). */
export const unitNames = async (db: DbOrTx, tenantId: string): Promise<UnitNames> => {
  const [w, n] = await Promise.all([
    dictionaryEntries(db, 'biz', 'weight_unit', tenantId),
    dictionaryEntries(db, 'biz', 'number_unit', tenantId),
  ]);
  return {
    weight: new Map(w.map((e) => [e.dictKey, e.dictValue])),
    number: new Map(n.map((e) => [e.dictKey, e.dictValue])),
  };
};

export const actorName = (p: { realName: string | null; userName: string }) => p.realName || p.userName;
