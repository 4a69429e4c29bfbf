import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Migrations that were edited and re-dated after they had landed, before landed files were checksummed
 * (`scripts/checks/landed-migrations.ts`). Drizzle applies every migration dated after the newest row of
 * drizzle.__drizzle_migrations, so a database that applied a first version would run the edited file again
 * and fail on its first CREATE. Such a database gets the edited version recorded as applied; migration
 * 0005_repair_edited_migrations then makes the schema the edited version would have made.
 */
export const EDITED_MIGRATIONS = [
  { tag: '0000_foundation', firstWhen: 1795320196229, when: 1795321083434 },
  { tag: '0002_enterprise_esign', firstWhen: 1795330422571, when: 1795330589149 },
  { tag: '0004_receipts_inbound_signing', firstWhen: 1795344178897, when: 1795345517533 },
] as const;

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;

/** Runs before drizzle's migrator; does nothing on a new database or one made by the edited versions. */
export const recordEditedMigrations = async (db: Db, migrationsFolder: string) => {
  const [table] = rowsOf(await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') as name`));
  if (!table?.name) return;
  const applied = new Set(
    rowsOf(await db.execute(sql`select created_at from drizzle.__drizzle_migrations`)).map((r) => Number(r.created_at)),
  );
  for (const edit of EDITED_MIGRATIONS) {
    if (!applied.has(edit.firstWhen) || applied.has(edit.when)) continue;
    const file = fs.readFileSync(path.join(migrationsFolder, `${edit.tag}.sql`), 'utf8');
    const hash = createHash('sha256').update(file).digest('hex');
    await db.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${hash}, ${edit.when})`);
  }
};
