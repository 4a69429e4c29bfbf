import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { withAfterCommit } from './after-commit';
import { recordEditedMigrations } from './migrate';

// No relational schema: tables are imported where they are queried (platform/ knows no module's tables).
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = PgTransaction<PgQueryResultHKT>;
/** Repositories accept either the database or an open transaction. */
export type DbOrTx = Db | Tx;

export const migrationsFolder = fileURLToPath(new URL('../../../drizzle', import.meta.url));

/**
 * One handle over either engine: the same Drizzle API, plus LISTEN/NOTIFY, so that modules never
 * need to know which database they run on.
 */
export type Database = {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** The raw PGlite instance (for pg-boss's own adapter) or the pg pool. */
  pglite?: PGlite;
  pool?: pg.Pool;
  connectionString?: string;
  listen: (channel: string, handler: (payload: string) => void) => Promise<() => Promise<void>>;
  notify: (channel: string, payload: string) => Promise<void>;
  /** Applies the migrations (HEAD's folder unless another is given) and records edited ones (./migrate.ts). */
  migrate: (folder?: string) => Promise<void>;
  close: () => Promise<void>;
};

// int8 and numeric come back as strings (ids are strings in JSON; money is never a binary float).
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => v);

export const openPglite = async (dir?: string): Promise<Database> =>
  openPgliteFrom(dir ? await PGlite.create(dir) : await PGlite.create());

export const openPgliteFrom = (pglite: PGlite): Database => {
  const db = withAfterCommit(drizzlePglite(pglite) as unknown as Db);
  return {
    kind: 'pglite',
    db,
    pglite,
    listen: async (channel, handler) => {
      const unlisten = await pglite.listen(channel, handler);
      // A closed database has no listeners left, and PGlite would throw from inside its own queue.
      return async () => {
        if (!pglite.closed) await unlisten();
      };
    },
    notify: async (channel, payload) => {
      await db.execute(sql`select pg_notify(${channel}, ${payload})`);
    },
    migrate: async (folder = migrationsFolder) => {
      await recordEditedMigrations(db, folder);
      await migratePglite(drizzlePglite(pglite), { migrationsFolder: folder });
    },
    close: async () => {
      if (!pglite.closed) await pglite.close();
    },
  };
};

export const openPostgres = async (connectionString: string, max = 10): Promise<Database> => {
  const pool = new pg.Pool({ connectionString, max });
  // An idle client whose connection the server ends (restart, failover) must not crash the process;
  // the pool replaces it on the next query.
  pool.on('error', (err) => {
    process.emitWarning(`PostgreSQL 空闲连接出错: ${err.message}`);
  });
  const db = withAfterCommit(drizzlePg(pool) as unknown as Db);
  let listener: pg.Client | undefined;
  const handlers = new Map<string, Set<(payload: string) => void>>();
  const ensureListener = async () => {
    if (listener) return listener;
    const client = new pg.Client({ connectionString });
    await client.connect();
    client.on('notification', (msg) => {
      for (const h of handlers.get(msg.channel) ?? []) h(msg.payload ?? '');
    });
    client.on('error', () => {
      // The pool keeps serving requests; live events resume on the next listen().
      listener = undefined;
    });
    listener = client;
    return client;
  };
  return {
    kind: 'postgres',
    db,
    pool,
    connectionString,
    listen: async (channel, handler) => {
      const client = await ensureListener();
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await client.query(`LISTEN "${channel.replace(/"/g, '')}"`);
      }
      set.add(handler);
      return async () => {
        set?.delete(handler);
      };
    },
    notify: async (channel, payload) => {
      await db.execute(sql`select pg_notify(${channel}, ${payload})`);
    },
    migrate: async (folder = migrationsFolder) => {
      await recordEditedMigrations(db, folder);
      await migratePg(drizzlePg(pool), { migrationsFolder: folder });
    },
    close: async () => {
      await listener?.end().catch(() => {});
      await pool.end();
    },
  };
};
