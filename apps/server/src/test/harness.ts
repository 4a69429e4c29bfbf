import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { loadConfig } from '../platform/config';
import type { AppContext } from '../platform/context';
import { type Database, openPgliteFrom, openPostgres } from '../platform/db/client';
import { withDb } from './global-setup';
import { DEMO_PASSWORD_MD5 } from './passwords';
import { adminUrl, TEMPLATE_DB, templateDumpPath } from './paths';

export { DEMO_PASSWORD_MD5, md5 } from './passwords';

export type TestApp = {
  app: FastifyInstance;
  ctx: AppContext;
  database: Database;
  /** Logs in a demo account (admin, shipper, buyer, warehouse, bank) and returns its access token. */
  login: (account: string, password?: string, tenantId?: string) => Promise<string>;
  /** inject with the token of an account, or none. */
  as: (token: string | undefined, opts: InjectOptions) => Promise<LightMyRequestResponse>;
  close: () => Promise<void>;
};

/** A fresh copy of the seeded template database for one test file. */
export const openTestDatabase = async (): Promise<Database> => {
  if (process.env.TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const name = `kc_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl(url) });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`);
    await admin.end();
    const database = await openPostgres(withDb(url, name), 5);
    const close = database.close;
    database.close = async () => {
      await close();
      const a = new pg.Client({ connectionString: adminUrl(url) });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    };
    return database;
  }
  const blob = new Blob([fs.readFileSync(templateDumpPath)]);
  return openPgliteFrom(await PGlite.create({ loadDataDir: blob }));
};

export const createTestApp = async (env: Record<string, string> = {}): Promise<TestApp> => {
  const database = await openTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kc-test-'));
  // The e-sign sandbox waits for explicit steps in tests (ESIGN_SANDBOX_STEP_MS 0), so every move is deterministic.
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JOBS: 'false',
    ESIGN_SANDBOX_STEP_MS: '0',
    ...env,
  });
  const { app, ctx } = await buildApp({ config, database, logger: false, serveWeb: false });
  await app.ready();
  const as: TestApp['as'] = (token, opts) =>
    app.inject({ ...opts, headers: { ...(opts.headers ?? {}), ...(token ? { 'kc-auth': `bearer ${token}` } : {}) } });
  const login = async (account: string, password = DEMO_PASSWORD_MD5, tenantId = '000000') => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/kc-auth/oauth/token',
      payload: { grant_type: 'password', tenantId, username: account, password },
    });
    const body = res.json();
    if (body.code !== 200) throw new Error(`login ${account} failed: ${body.msg}`);
    return body.data.access_token as string;
  };
  return {
    app,
    ctx,
    database,
    login,
    as,
    close: async () => {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
