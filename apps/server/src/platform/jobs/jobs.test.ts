import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../../test/harness';
import type { Database } from '../db/client';
import { createJobs, type Jobs } from './jobs';

let database: Database;
let jobs: Jobs;
const echoed: { n: number }[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  jobs = createJobs(database, { pollingIntervalSeconds: 0.5 });
  // Registered before start, as module plugins do.
  await jobs.work<{ n: number }>('test-echo', async (job) => {
    echoed.push(job.data);
  });
  await jobs.start({ workers: true });
});
afterAll(async () => {
  await jobs?.stop(2000);
  await database?.close();
});

describe(`jobs on ${process.env.TEST_DB}`, () => {
  it('hands a sent job to its worker', async () => {
    const id = await jobs.send('test-echo', { n: 7 });
    expect(id).toBeTruthy();
    await vi.waitFor(() => expect(echoed.length).toBeGreaterThan(0), { timeout: 10_000 });
    expect(echoed).toEqual([{ n: 7 }]);
  });

  it('runs a failed job again (at least once)', async () => {
    let attempts = 0;
    await jobs.createQueue('test-flaky', { retryDelay: 0, retryBackoff: false });
    await jobs.work('test-flaky', async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('first attempt fails');
    });
    await jobs.send('test-flaky', {});
    await vi.waitFor(() => expect(attempts).toBeGreaterThanOrEqual(2), { timeout: 10_000 });
    expect(attempts).toBe(2);
  });

  it('refuses to send before it is started', async () => {
    const idle = createJobs(database);
    await expect(idle.send('test-echo', {})).rejects.toThrow('后台任务尚未启动');
  });
});
