import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { seed } from '../modules/seed/seed';
import { openPglite, openPostgres } from '../platform/db/client';
import { adminUrl, TEMPLATE_DB, templateDumpPath } from './paths';

/** Prepares one migrated, seeded database; every test file starts from a copy of it. */
export const prepareTemplate = async (kind: 'pglite' | 'postgres') => {
  if (kind === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const admin = new pg.Client({ connectionString: adminUrl(url) });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
    const database = await openPostgres(withDb(url, TEMPLATE_DB), 2);
    await database.migrate();
    await seed(database.db, { demo: true, production: false, log: () => {} });
    await database.close();
    await admin.end();
    return;
  }
  const database = await openPglite();
  await database.migrate();
  await seed(database.db, { demo: true, production: false, log: () => {} });
  // A checkpoint first: a copy of a directory with unflushed WAL starts with crash recovery, in every test file
  // (about a quarter of the time a file takes to open its database).
  await database.pglite!.exec('CHECKPOINT');
  const dump = await database.pglite!.dumpDataDir('none');
  fs.mkdirSync(path.dirname(templateDumpPath), { recursive: true });
  fs.writeFileSync(templateDumpPath, Buffer.from(await dump.arrayBuffer()));
  await database.close();
};

export const withDb = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};
