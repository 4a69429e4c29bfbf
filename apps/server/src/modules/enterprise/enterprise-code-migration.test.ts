import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, migrationsFolder } from '../../platform/db/client';
import { openEmptyDatabase } from '../../test/harness';

/**
 * The migration that makes 企业编码 unique per tenant (kc_enterprise_tenant_code_uq) first gives every approved
 * enterprise without a code its code, as an approval would, and takes a shared code from all but one enterprise.
 */

const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};
/** The migrations before the one that creates the unique index: a database as it stood before. */
const before = journal.entries.slice(
  0,
  journal.entries.findIndex((e) =>
    fs.readFileSync(path.join(migrationsFolder, `${e.tag}.sql`), 'utf8').includes('kc_enterprise_tenant_code_uq'),
  ),
);

let database: Database | undefined;
let folder: string | undefined;
afterAll(async () => {
  await database?.close();
  if (folder) fs.rmSync(folder, { recursive: true, force: true });
});

describe(`the 企业编码 backfill on ${process.env.TEST_DB}`, () => {
  it('codes the approved enterprises that had none and leaves one holder of a shared code', async () => {
    expect(before.length).toBeGreaterThan(0);
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'kc-code-migration-'));
    fs.mkdirSync(path.join(folder, 'meta'));
    fs.writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: before }));
    for (const e of before)
      fs.copyFileSync(path.join(migrationsFolder, `${e.tag}.sql`), path.join(folder, `${e.tag}.sql`));
    database = await openEmptyDatabase();
    await database.migrate(folder);
    const db = database.db;
    await db.execute(sql`
      insert into kc_enterprise (id, tenant_id, name, type, status, code, approved_time, create_time) values
        (1, '000000', '已有编码货主', '1', 1, 'HZ0007', now(), now() - interval '9 day'),
        (2, '000000', '无编码货主甲', '1', 1, null, now() - interval '2 day', now() - interval '8 day'),
        (3, '000000', '无编码货主乙', '1', 2, '', now() - interval '1 day', now() - interval '7 day'),
        (4, '000000', '无编码仓库', '2', 1, null, now(), now() - interval '6 day'),
        (5, '000000', '待审企业', '3', 2, null, null, now() - interval '5 day'),
        (6, '000000', '重码早', '3', 1, 'DUP-1', now(), now() - interval '4 day'),
        (7, '000000', '重码晚', '3', 0, 'DUP-1', null, now() - interval '3 day'),
        (8, '100200', '他租户货主', '1', 1, null, now(), now() - interval '2 day')`);

    await database.migrate();
    const res = (await db.execute(sql`select id::int as id, code from kc_enterprise order by id`)) as unknown as {
      rows: { id: number; code: string | null }[];
    };
    expect(res.rows).toEqual([
      { id: 1, code: 'HZ0007' },
      { id: 2, code: 'HZ0008' },
      { id: 3, code: 'HZ0009' },
      { id: 4, code: 'CK0001' },
      { id: 5, code: null },
      { id: 6, code: 'DUP-1' },
      { id: 7, code: null },
      { id: 8, code: 'HZ0001' },
    ]);
  });
});
