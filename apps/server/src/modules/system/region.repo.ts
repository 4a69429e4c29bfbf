import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { region } from './system.table';

const PLACEHOLDER_LEVELS = new Set(['市辖区', '县', '省直辖县级行政区划', '自治区直辖县级行政区划']);

/** '320102' -> '江苏省南京市玄武区' (province, city and district names of a 2-, 4- or 6-digit code). */
export const regionFullName = async (db: DbOrTx, code: string | null | undefined): Promise<string | null> => {
  if (!code || !/^\d{2}(\d{2}){0,2}$/.test(code)) return null;
  const codes = [code.slice(0, 2), code.slice(0, 4), code.slice(0, 6)].filter(
    (c, i, all) => c.length === (i + 1) * 2 && all.indexOf(c) === i,
  );
  const rows = await db
    .select({ code: region.code, name: region.name })
    .from(region)
    .where(inArray(region.code, codes));
  const byCode = new Map(rows.map((r) => [r.code, r.name]));
  // The division data names municipal city levels '市辖区' or '县'; an address never says them.
  const names = codes.map((c) => byCode.get(c)).filter((n): n is string => !!n && !PLACEHOLDER_LEVELS.has(n));
  return names.length ? names.join('') : null;
};
