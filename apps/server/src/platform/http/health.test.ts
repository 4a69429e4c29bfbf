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

  it('is not ready while the demo data is still being completed after the start (STARTING), ready once it is', async () => {
    let finish: (() => void) | undefined;
    const done = t.ctx.startup.run('demo', () => new Promise<void>((resolve) => (finish = resolve)));
    const seeding = await t.get(undefined, '/api/health/ready');
    expect(seeding.statusCode).toBe(503);
    expect(envelopeOf(seeding)).toMatchObject({
      code: 503,
      data: { status: 'DOWN', checks: { database: 'UP', jobs: 'UP', demo: 'STARTING' } },
      reason: 'system.unavailable',
    });
    // Liveness answers meanwhile: the server serves while the demo completes.
    expect((await t.get(undefined, '/api/health')).statusCode).toBe(200);

    finish!();
    expect(await done).toEqual({ state: 'done' });
    const ready = await t.get(undefined, '/api/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(envelopeOf(ready)).toMatchObject({
      data: { status: 'UP', checks: { database: 'UP', jobs: 'UP', demo: 'UP' } },
    });
  });

  it('stays not ready, naming the demo DOWN, when completing it failed', async () => {
    const failed = await t.ctx.startup.run('demo', async () => {
      throw new Error('演示数据步骤失败');
    });
    expect(failed).toMatchObject({ state: 'failed', error: new Error('演示数据步骤失败') });
    const res = await t.get(undefined, '/api/health/ready');
    expect(res.statusCode).toBe(503);
    expect(envelopeOf(res)).toMatchObject({ data: { status: 'DOWN', checks: { demo: 'DOWN' } } });
  });

  it('is not ready once the database is closed, and says which part is down without saying why', async () => {
    await t.ctx.jobs.stop();
    await t.database.close();
    const res = await t.get(undefined, '/api/health/ready');
    expect(res.statusCode).toBe(503);
    expect(envelopeOf(res)).toEqual({
      code: 503,
      success: false,
      data: { status: 'DOWN', checks: { database: 'DOWN', jobs: 'DOWN', demo: 'DOWN' } },
      msg: commonMessages.notReady,
      reason: 'system.unavailable',
    });
    // Liveness does not touch the database.
    expect((await t.get(undefined, '/api/health')).statusCode).toBe(200);
  });
});
