import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { enterpriseOf } from '../enterprise';
import { dictionaryEntries, region } from '../system';

export type UnitLabels = { weight: Map<string, string>; number: Map<string, string> };

/** The tenant's weight_unit and number_unit dictionaries (key → label, e.g. '1' → '吨'). */
export const unitLabels = async (db: DbOrTx, tenantId: string): Promise<UnitLabels> => {
  const [weight, number] = await Promise.all([
    dictionaryEntries(db, 'biz', 'weight_unit', tenantId),
    dictionaryEntries(db, 'biz', 'number_unit', tenantId),
  ]);
  return {
    weight: new Map(weight.map((e) => [e.dictKey, e.dictValue])),
    number: new Map(number.map((e) => [e.dictKey, e.dictValue])),
  };
};

/** An enterprise's address as printed: province, city and district names of its region code, then the detail. */
export const addressText = async (db: DbOrTx, code: string | null, detail: string | null) => {
  const codes = code
    ? [code.slice(0, 2), code.slice(0, 4), code.slice(0, 6)].filter((c, i) => c.length === (i + 1) * 2)
    : [];
  const rows = codes.length
    ? await db
        .select({ code: region.code, name: region.name })
        .from(region)
        .where(inArray(region.code, [...new Set(codes)]))
    : [];
  const names = [...new Set(codes)].map((c) => rows.find((r) => r.code === c)?.name).filter(Boolean);
  return [names.join(''), detail ?? ''].filter(Boolean).join(' ');
};

/** Name and printed address of one enterprise of the tenant (undefined if it does not exist). */
export const enterpriseCard = async (db: DbOrTx, tenantId: string, id: string) => {
  const row = await enterpriseOf(db, id, tenantId);
  return row
    ? { id: row.id, name: row.name, address: await addressText(db, row.address, row.addressDetail) }
    : undefined;
};
