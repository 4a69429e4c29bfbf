import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { user } from '../../modules/user/user.table';
import { createTestApp, DEMO_PASSWORD_MD5, type TestApp } from '../../test/harness';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { openPostgres } from '../db/client';
import { signingSecret } from './auth.table';
import { SECRET_FILE, storedSecret } from './signing-keys';

const onPglite = process.env.TEST_DB !== 'postgres';
let t: TestApp;
const extra: FastifyInstance[] = [];
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  for (const app of extra) await app.close();
  await t?.close();
});

/** Another server on the same database (a restart, or a second instance). */
const startAnother = async (env: Record<string, string>, database: Database = t.database) => {
  const config = loadConfig({ LOG_LEVEL: 'silent', JOBS: 'false', ESIGN_SANDBOX_STEP_MS: '0', ...env });
  const { app } = await buildApp({ config, database, logger: false, serveWeb: false });
  await app.ready();
  extra.push(app);
  return app;
};

const me = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: '/api/kc-user/info', headers: { 'kc-auth': `bearer ${token}` } });

const loginOn = async (app: FastifyInstance, account = 'admin') => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/kc-auth/oauth/token',
    payload: { grant_type: 'password', tenantId: '000000', username: account, password: DEMO_PASSWORD_MD5 },
  });
  return res.json().data.access_token as string;
};

describe('the signing secret', () => {
  it('refuses a token signed with the old fixed development secret', async () => {
    const [admin] = await t.database.db
      .select({ id: user.id, tv: user.tokenVersion })
      .from(user)
      .where(eq(user.account, 'admin'));
    const oldSecret = `dev-only-secret-change-me::${t.ctx.config.dataDir}`;
    const forged = await new SignJWT({ tid: '000000', tv: admin!.tv, sid: 'forged-session', typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(admin!.id)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode(oldSecret));
    const res = await me(t.app, forged);
    expect(res.statusCode).toBe(401);
    expect(res.json().msg).toBe('登录凭证无效，请重新登录');
  });

  it.runIf(onPglite)('is random, kept in a 0600 file of the data directory, and the same after a restart', async () => {
    const file = path.join(t.ctx.config.dataDir, SECRET_FILE);
    const stat = fs.statSync(file);
    expect(stat.mode & 0o777).toBe(0o600);
    const secret = fs.readFileSync(file, 'utf8').trim();
    expect(Buffer.from(secret, 'base64url').length).toBeGreaterThanOrEqual(32);
    expect(t.ctx.signingKeys.current).toBe(secret);

    const token = await loginOn(t.app, 'shipper');
    const restarted = await startAnother({ DATA_DIR: t.ctx.config.dataDir });
    expect((await me(restarted, token)).statusCode).toBe(200);
    expect(fs.readFileSync(file, 'utf8').trim()).toBe(secret);
  });

  it.runIf(onPglite)('differs between two data directories', async () => {
    const otherDir = fs.mkdtempSync(path.join(path.dirname(t.ctx.config.dataDir), 'kc-test-other-'));
    try {
      const other = await startAnother({ DATA_DIR: otherDir });
      expect(fs.readFileSync(path.join(otherDir, SECRET_FILE), 'utf8').trim()).not.toBe(t.ctx.signingKeys.current);
      expect((await me(other, await loginOn(t.app, 'buyer'))).statusCode).toBe(401);
    } finally {
      fs.rmSync(otherDir, { recursive: true, force: true });
    }
  });

  it('refuses a JWT_SECRET or JWT_SECRET_PREVIOUS shorter than 32 characters', () => {
    expect(() => loadConfig({ JWT_SECRET: 'too-short' })).toThrow(/JWT_SECRET 至少 32 个字符/);
    expect(() => loadConfig({ JWT_SECRET: 'a'.repeat(32), JWT_SECRET_PREVIOUS: 'short' })).toThrow(/至少 32 个字符/);
  });

  it('rotates: a token signed with the previous secret stays valid until it expires', async () => {
    const dataDir = t.ctx.config.dataDir;
    const [oldSecret, newSecret] = ['o'.repeat(40), 'n'.repeat(40)];
    const before = await startAnother({ DATA_DIR: dataDir, JWT_SECRET: oldSecret });
    const token = await loginOn(before, 'warehouse');
    const ticket = (
      await before.inject({ method: 'POST', url: '/api/events/ticket', headers: { 'kc-auth': `bearer ${token}` } })
    ).json().data.ticket;

    const { app: rotated, ctx } = await buildApp({
      config: loadConfig({
        LOG_LEVEL: 'silent',
        JOBS: 'false',
        DATA_DIR: dataDir,
        JWT_SECRET: newSecret,
        JWT_SECRET_PREVIOUS: oldSecret,
      }),
      database: t.database,
      logger: false,
      serveWeb: false,
    });
    extra.push(rotated);
    expect((await me(rotated, token)).statusCode).toBe(200);
    expect(await ctx.events.tickets.verify(ticket)).not.toBeNull();
    // New tokens are signed with the new secret only.
    const fresh = await loginOn(rotated, 'warehouse');
    expect((await me(before, fresh)).statusCode).toBe(401);

    const dropped = await startAnother({ DATA_DIR: dataDir, JWT_SECRET: newSecret });
    expect((await me(dropped, token)).statusCode).toBe(401);
    expect((await me(dropped, fresh)).statusCode).toBe(200);
  });

  it('creates one shared secret row however many instances start at once', async () => {
    const values = await Promise.all([1, 2, 3, 4].map(() => storedSecret(t.database.db)));
    expect(new Set(values).size).toBe(1);
    expect(Buffer.from(values[0]!, 'base64url').length).toBeGreaterThanOrEqual(32);
    expect(await t.database.db.select().from(signingSecret)).toHaveLength(1);
  });
});

// Two server instances on one PostgreSQL (CI runs it with TEST_DATABASE_URL).
describe.runIf(process.env.TEST_DB === 'postgres')('the signing secret on PostgreSQL', () => {
  it('is shared by every instance through the database', async () => {
    const second = await openPostgres(t.database.connectionString!, 2);
    try {
      const [a, b] = await Promise.all([
        startAnother({ DATA_DIR: t.ctx.config.dataDir }, t.database),
        startAnother({ DATA_DIR: `${t.ctx.config.dataDir}-elsewhere` }, second),
      ]);
      expect((await me(b, await loginOn(a, 'bank'))).statusCode).toBe(200);
      expect((await me(a, await loginOn(b, 'bank'))).statusCode).toBe(200);
      expect(fs.existsSync(path.join(t.ctx.config.dataDir, SECRET_FILE))).toBe(false);
      expect(await t.database.db.select().from(signingSecret)).toHaveLength(1);
    } finally {
      for (const app of extra.splice(0)) await app.close();
      await second.close();
    }
  });
});
