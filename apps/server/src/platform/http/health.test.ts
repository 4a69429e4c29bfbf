import { commonMessages } from '@kc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf, envelopeOf, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe(`health checks on ${process.env.TEST_DB}`, () => {
  it('answers liveness without a token', async () => {
    expect(await dataOf(t.get(undefined, '/api/health'))).toMatchObject({ status: 'UP' });
  });

  it('is not ready until the job queue runs, then ready with the details', async () => {
    const before = await t.get(undefined, '/api/health/ready');
    expect(before.statusCode).toBe(503);
    expect(envelopeOf(before)).toEqual({
      code: 503,
      success: false,
      data: { status: 'DOWN', checks: { database: 'UP', jobs: 'DOWN' } },
      msg: commonMessages.notReady,
      reason: 'system.unavailable',
    });

    await t.ctx.jobs.start({ workers: false });
    const ready = await t.get(undefined, '/api/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(envelopeOf(ready)).toMatchObject({
      code: 200,
      data: { status: 'UP', checks: { database: 'UP', jobs: 'UP' } },
    });
  });

  it('is not ready once the database is closed, and says which part is down without saying why', async () => {
    await t.ctx.jobs.stop();
    await t.database.close();
    const res = await t.get(undefined, '/api/health/ready');
    expect(res.statusCode).toBe(503);
    expect(envelopeOf(res)).toEqual({
      code: 503,
      success: false,
      data: { status: 'DOWN', checks: { database: 'DOWN', jobs: 'DOWN' } },
      msg: commonMessages.notReady,
      reason: 'system.unavailable',
    });
    // Liveness does not touch the database.
    expect((await t.get(undefined, '/api/health')).statusCode).toBe(200);
  });
});
