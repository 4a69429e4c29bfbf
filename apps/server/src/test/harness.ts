import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Envelope } from '@kc/domain';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { expect } from 'vitest';
import { type BuildOptions, buildApp } from '../app';
import { loadConfig } from '../platform/config';
import type { AppContext } from '../platform/context';
import { type Database, openPgliteFrom, openPostgres } from '../platform/db/client';
import { withDb } from './global-setup';
import { DEMO_PASSWORD_MD5 } from './passwords';
import { adminUrl, TEMPLATE_DB, templateDumpPath } from './paths';
import { createUser } from './users';

export { DEMO_PASSWORD_MD5, md5 } from './passwords';
export { createDept, createEnterprise, createRole, createTenant, createUser } from './users';

type Res = LightMyRequestResponse;
/** Query parameters; numbers are sent as the text a browser sends. */
type Query = Record<string, string | number>;
const queryOf = (query?: Query) => query && Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]));
/** What `res.json()` gives: tests read answers loosely unless they name a type. */
type Loose = ReturnType<Res['json']>;

export type TestApp = {
  app: FastifyInstance;
  ctx: AppContext;
  database: Database;
  /** Logs in a demo account (admin, shipper, buyer, warehouse, bank) and returns its access token. */
  login: (account: string, password?: string, tenantId?: string) => Promise<string>;
  /** inject with the token of an account, or none. */
  as: (token: string | undefined, opts: InjectOptions) => Promise<Res>;
  /** GET with a token got otherwise (newUser, a log-in inside one test) or none; accounts use `session`. */
  get: (token: string | undefined, url: string, query?: Query) => Promise<Res>;
  /** POST a JSON body with a token (or none). */
  post: (token: string | undefined, url: string, payload?: object) => Promise<Res>;
  /** Logs in an account once; its requests then carry its token. */
  session: (account: string, password?: string, tenantId?: string) => Promise<Session>;
  /** A new user with these roles (test/users.ts), logged in. */
  newUser: (account: string, opts?: Parameters<typeof createUser>[2]) => Promise<{ id: string; token: string }>;
  close: () => Promise<void>;
};

/**
 * An account logged in once (TestApp.session): the one way test files call the API as someone. Answers are the
 * raw responses, so `statusCode`, `json()`, `dataOf` and `expectRefusal` read them alike.
 */
export type Session = {
  account: string;
  token: string;
  get: (url: string, query?: Query) => Promise<Res>;
  /** POST a JSON body. */
  post: (url: string, payload?: unknown) => Promise<Res>;
  /** Any other request (method, headers, raw body) with this account's token. */
  as: (opts: InjectOptions) => Promise<Res>;
};

/** The envelope of an answer (API.md). */
export const envelopeOf = <T = Loose>(res: Res): Envelope<T> => res.json();

/** The parsed body of an answer, whatever its code. */
export const answerOf = async (res: Res | Promise<Res>) => (await res).json();

/** The data of a 200 answer; any other answer fails with its code and message. */
export const dataOf = async <T = Loose>(res: Res | Promise<Res>): Promise<T> => {
  const body = envelopeOf<T>(await res);
  if (body.code !== 200 || body.success !== true) throw new Error(`expected code 200, got ${body.code}: ${body.msg}`);
  return body.data;
};

/**
 * A refusal as a client sees it: HTTP status and envelope code agree, no data, the stable reason, a Chinese
 * message (this one, when given).
 */
export const expectRefusal = (res: Res, code: number, reason: string, msg?: string | RegExp) => {
  const body = envelopeOf(res) as Envelope<unknown> & { reason?: string };
  expect({ status: res.statusCode, code: body.code, reason: body.reason }).toEqual({ status: code, code, reason });
  expect(body).toMatchObject({ success: false, data: null });
  expect(body.msg).toMatch(/[\u4e00-\u9fa5]/);
  if (typeof msg === 'string') expect(body.msg).toBe(msg);
  else if (msg) expect(body.msg).toMatch(msg);
  return body;
};

/** A new PostgreSQL database on the test server, copied from `template` or empty; dropped on close. */
const openPostgresDatabase = async (template?: string): Promise<Database> => {
  const url = process.env.TEST_DATABASE_URL!;
  const name = `kc_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl(url) });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const database = await openPostgres(withDb(url, name), 5);
  const close = database.close;
  let closed = false;
  database.close = async () => {
    if (closed) return;
    closed = true;
    await close();
    const a = new pg.Client({ connectionString: adminUrl(url) });
    await a.connect();
    await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await a.end();
  };
  return database;
};

// Read once per worker: the test files of a worker share this module (vitest.config.ts, isolate false).
let template: Blob | undefined;
/** A fresh copy of the seeded template database for one test file. */
export const openTestDatabase = async (): Promise<Database> => {
  if (process.env.TEST_DB === 'postgres') return openPostgresDatabase(TEMPLATE_DB);
  template ??= new Blob([fs.readFileSync(templateDumpPath)]);
  return openPgliteFrom(await PGlite.create({ loadDataDir: template }));
};

let emptyPglite: Promise<Blob> | undefined;
/** A database with no tables at all (for migration tests); PGlite copies one prepared empty directory. */
export const openEmptyDatabase = async (): Promise<Database> => {
  if (process.env.TEST_DB === 'postgres') return openPostgresDatabase();
  emptyPglite ??= PGlite.create().then(async (p) => {
    const dump = await p.dumpDataDir('none');
    await p.close();
    return dump;
  });
  return openPgliteFrom(await PGlite.create({ loadDataDir: await emptyPglite }));
};

export const createTestApp = async (
  env: Record<string, string> = {},
  opts: Pick<BuildOptions, 'adapters' | 'logStream'> = {},
): Promise<TestApp> => {
  const database = await openTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kc-test-'));
  // The e-sign sandbox waits for explicit steps in tests (ESIGN_SANDBOX_STEP_MS 0), so every move is deterministic.
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JOBS: 'false',
    ESIGN_SANDBOX_STEP_MS: '0',
    // The e-invoice sandbox moves one step at every query (20 → 21 → 2), so the invoice job is deterministic.
    EINVOICE_SANDBOX_STEP_MS: '0',
    STRICT_RESPONSES: 'true',
    // Test files log in and upload far more often than a person; the rate-limit test turns the limits on.
    RATE_LIMIT_SCALE: '0',
    ...env,
  });
  const { app, ctx } = await buildApp({
    config,
    database,
    // Silent unless the test reads the log (logStream, with the LOG_LEVEL it gives).
    logger: opts.logStream !== undefined,
    logStream: opts.logStream,
    serveWeb: false,
    adapters: opts.adapters,
  });
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
  const session: TestApp['session'] = async (account, password, tenantId) => {
    const token = await login(account, password, tenantId);
    return {
      account,
      token,
      get: (url, query) => as(token, { method: 'GET', url, query: queryOf(query) }),
      post: (url, payload) => as(token, { method: 'POST', url, payload: payload as InjectOptions['payload'] }),
      as: (opts) => as(token, opts),
    };
  };
  const newUser: TestApp['newUser'] = async (account, opts) => {
    const id = await createUser(database.db, account, opts);
    return { id, token: await login(account) };
  };
  return {
    app,
    ctx,
    database,
    login,
    as,
    get: (token, url, query) => as(token, { method: 'GET', url, query: queryOf(query) }),
    post: (token, url, payload) => as(token, { method: 'POST', url, payload }),
    session,
    newUser,
    close: async () => {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
