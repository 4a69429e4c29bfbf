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

  it('held back (holdWork), takes jobs only from startWork on: what was sent meanwhile waits, then runs', async () => {
    const held = createJobs(database, { pollingIntervalSeconds: 0.5 });
    const ran: { n: number }[] = [];
    await held.work<{ n: number }>('test-held', async (job) => {
      ran.push(job.data);
    });
    await held.start({ workers: true, holdWork: true });
    try {
      const id = await held.send('test-held', { n: 1 });
      // Past several polls of a worker, the job is still waiting: no worker of this queue runs yet.
      await new Promise((r) => setTimeout(r, 2000));
      expect(ran).toEqual([]);
      expect(await held.boss!.getJobById('test-held', id!)).toMatchObject({ state: 'created' });

      await held.startWork();
      await vi.waitFor(() => expect(ran).toEqual([{ n: 1 }]), { timeout: 10_000 });
    } finally {
      await held.stop(2000);
    }
  });

  it('refuses to send before it is started', async () => {
    const idle = createJobs(database);
    await expect(idle.send('test-echo', {})).rejects.toThrow('后台任务尚未启动');
  });
});
