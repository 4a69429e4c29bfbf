import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmptyDatabase } from '../../test/harness';
import type { Database, Db } from './client';

// Each migration as it was when it first landed, with the journal dates it first had (see the fixture's README).
const firstLanded = fileURLToPath(new URL('../../test/fixtures/first-landed-migrations', import.meta.url));
const journal = JSON.parse(fs.readFileSync(path.join(firstLanded, 'meta/_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};

/** A migrations folder holding the first `count` first-landed migrations: a database made at that point. */
const firstLandedFolder = (count: number) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kc-first-migrations-'));
  fs.mkdirSync(path.join(dir, 'meta'));
  const entries = journal.entries.slice(0, count);
  fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const e of entries) fs.copyFileSync(path.join(firstLanded, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  return dir;
};

const rows = async (db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows.map((r) => JSON.stringify(r));

/** Columns (by name, not position: a column added later stands last), indexes, constraints, triggers, sequences. */
const schemaOf = async (db: Db) => ({
  columns: await rows(
    db,
    sql`select table_name, column_name, data_type, character_maximum_length, numeric_precision, numeric_scale,
          is_nullable, column_default
        from information_schema.columns where table_schema = 'public' order by table_name, column_name`,
  ),
  indexes: await rows(
    db,
    sql`select tablename, indexname, indexdef from pg_indexes where schemaname = 'public' order by tablename, indexname`,
  ),
  constraints: await rows(
    db,
    sql`select conrelid::regclass::text as table_name, conname, pg_get_constraintdef(oid) as def
        from pg_constraint where connamespace = 'public'::regnamespace order by 1, 2`,
  ),
  triggers: await rows(
    db,
    sql`select event_object_table, trigger_name, event_manipulation, action_timing, action_statement
        from information_schema.triggers where trigger_schema = 'public' order by 1, 2, 3`,
  ),
  sequences: await rows(
    db,
    sql`select sequence_name, start_value, increment from information_schema.sequences
        where sequence_schema = 'public' order by 1`,
  ),
});

const opened: Database[] = [];
const tmpDirs: string[] = [];
const open = async () => {
  const database = await openEmptyDatabase();
  opened.push(database);
  return database;
};
afterAll(async () => {
  for (const d of opened) await d.close();
  for (const d of tmpDirs) fs.rmSync(d, { recursive: true, force: true });
});

let head: Awaited<ReturnType<typeof schemaOf>>;
beforeAll(async () => {
  const fresh = await open();
  await fresh.migrate();
  head = await schemaOf(fresh.db);
});

describe(`upgrading a database made by the first landed migrations, on ${process.env.TEST_DB}`, () => {
  // 1: made before 0000 was edited; 3: before 0002 was edited; 5: the whole first set, before 0004 was edited.
  it.each([1, 2, 3, 4, 5])(
    'from the first %i migration(s) as they first landed, ends with the schema of a new database',
    async (count) => {
      const database = await open();
      const folder = firstLandedFolder(count);
      tmpDirs.push(folder);
      await database.migrate(folder);
      // A row from before the upgrade keeps its values (0002's edit turned the business-life dates into text).
      await database.db.execute(
        sql`insert into kc_enterprise (id, name, type, business_life_start, business_life_end)
          values (1, '旧企业', '1', '2020-01-02', '2040-01-01')`,
      );

      await database.migrate();
      expect(await schemaOf(database.db)).toEqual(head);
      const [old] = await rows(
        database.db,
        sql`select name, business_life_start, business_life_end, version from kc_enterprise where id = 1`,
      );
      expect(JSON.parse(old!)).toEqual({
        name: '旧企业',
        business_life_start: '2020-01-02',
        business_life_end: '2040-01-01',
        version: 0,
      });

      // A second start finds nothing left to do.
      const applied = await rows(database.db, sql`select created_at from drizzle.__drizzle_migrations`);
      await database.migrate();
      expect(await rows(database.db, sql`select created_at from drizzle.__drizzle_migrations`)).toEqual(applied);
    },
    120_000,
  );
});
