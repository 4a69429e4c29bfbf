import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../modules/user/user.table';
import { openTestDatabase } from '../../test/harness';
import type { Database } from '../db/client';
import { registerErrorHandling } from './error-handler';

/** What a database error may leave in the log: its SQLSTATE and message, never the statement or its values. */

const SECRET = 'secret-id-110101199003077777';
let database: Database;
let app: FastifyInstance;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  const sink = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  app = Fastify({ logger: { level: 'info', stream: sink } });
  registerErrorHandling(app);
  // NUL in a parameter: PostgreSQL refuses it (SQLSTATE 22021), Drizzle wraps the error with the statement.
  app.get('/nul', async () =>
    database.db
      .select()
      .from(user)
      .where(eq(user.account, `${SECRET}\u0000`)),
  );
  // A statement that cannot run (SQLSTATE 42703): a server fault, still logged without its values.
  app.get('/broken', async () => database.db.execute(`select no_such_column from kc_user where account = '${SECRET}'`));
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const logged = () => JSON.stringify(lines);

describe('database errors', () => {
  it('a value PostgreSQL cannot take is bad input: 400, logged by code and message only', async () => {
    lines.length = 0;
    const res = await app.inject({ method: 'GET', url: '/nul' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, success: false, msg: '请求参数有误' });
    expect(logged()).toContain('"code":"22021"');
    expect(logged()).not.toContain(SECRET);
    expect(logged()).not.toMatch(/select|kc_user/i);
  });

  it('any other database error is a 500 that shows nothing, logged by code and message only', async () => {
    lines.length = 0;
    const res = await app.inject({ method: 'GET', url: '/broken' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ code: 500, msg: '系统繁忙，请稍后再试' });
    expect(res.body).not.toContain(SECRET);
    expect(logged()).toContain('"code":"42703"');
    expect(logged()).not.toContain(SECRET);
  });
});
