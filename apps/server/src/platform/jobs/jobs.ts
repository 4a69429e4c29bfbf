import { type ConstructorOptions, fromPglite, type Job, PgBoss, type Queue, type SendOptions } from 'pg-boss';
import type { Database } from '../db/client';

export type QueueOptions = Omit<Queue, 'name'>;
export type JobHandler<T extends object> = (job: Job<T>) => Promise<unknown>;

export type JobsOptions = {
  /** Seconds between a worker's polls for new jobs (pg-boss minimum 0.5; tests lower it). */
  pollingIntervalSeconds?: number;
  /** Seconds between supervision passes, which return expired and heartbeat-lost jobs to the queue. */
  superviseIntervalSeconds?: number;
  onError?: (err: Error) => void;
};

/**
 * Queue defaults: a worker beats every 15 s, so a job whose process died is retried about 30 s (heartbeat)
 * plus one supervision pass (15 s) later instead of after pg-boss's 15-minute expiry; a live but stuck
 * handler still expires after 10 minutes.
 */
const QUEUE_DEFAULTS: QueueOptions = {
  heartbeatSeconds: 30,
  expireInSeconds: 600,
  retryLimit: 5,
  retryDelay: 5,
  retryBackoff: true,
};

/**
 * Background jobs (pg-boss) in the product's own database: PGlite through pg-boss's own adapter, PostgreSQL
 * through its connection string. Delivery is at least once — a job runs again after a crash, an expiry or
 * a failed attempt — so every handler must be idempotent (check the state it is about to write first).
 *
 * Modules call `work()` while they register; handlers start taking jobs once `start({ workers: true })`
 * runs. `start({ workers: false })` (JOBS=false) still lets this process send jobs for other instances.
 */
export const createJobs = (database: Database, opts: JobsOptions = {}) => {
  const supervise = opts.superviseIntervalSeconds ?? 15;
  const handlers = new Map<string, JobHandler<object>>();
  const queues = new Map<string, QueueOptions>();
  const created = new Set<string>();
  const schedules = new Map<string, string>();
  let boss: PgBoss | undefined;
  let working = false;
  let held = false;

  const started = () => {
    if (!boss) throw new Error('后台任务尚未启动');
    return boss;
  };
  const ensureQueue = async (name: string) => {
    if (created.has(name)) return;
    await started().createQueue(name, { ...QUEUE_DEFAULTS, ...queues.get(name) });
    created.add(name);
  };
  const startWorker = async (name: string, handler: JobHandler<object>) => {
    await ensureQueue(name);
    await started().work<object>(
      name,
      { batchSize: 1, pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 2 },
      (jobs) => Promise.all(jobs.map(handler)),
    );
  };
  const beginWork = async (instance: PgBoss) => {
    working = true;
    for (const [name, handler] of handlers) await startWorker(name, handler);
    for (const [name, cron] of schedules) {
      await ensureQueue(name);
      await instance.schedule(name, cron, {});
    }
  };

  return {
    get boss() {
      return boss;
    },
    /**
     * `holdWork` starts the queue (jobs can be sent) but holds this process's workers and schedules back until
     * `startWork()`: main.ts lets the demo's business finish first, so no handler runs in the middle of it.
     */
    start: async ({ workers, holdWork = false }: { workers: boolean; holdWork?: boolean }) => {
      if (boss) return;
      const common: Partial<ConstructorOptions> = {
        supervise: workers,
        schedule: workers,
        superviseIntervalSeconds: supervise,
        monitorIntervalSeconds: supervise,
      };
      const instance =
        database.kind === 'pglite'
          ? new PgBoss({ ...common, db: fromPglite(database.pglite!), backend: 'pglite' })
          : new PgBoss({ ...common, connectionString: database.connectionString!, max: 4 });
      instance.on('error', (err) => (opts.onError ?? ((e) => console.error('后台任务出错:', e.message)))(err));
      await instance.start();
      boss = instance;
      held = workers && holdWork;
      if (workers && !holdWork) await beginWork(instance);
    },
    /** Starts the workers and schedules a `start({ holdWork: true })` held back; nothing when none were held. */
    startWork: async () => {
      if (!boss || !held) return;
      held = false;
      await beginWork(boss);
    },
    /** Waits up to `timeoutMs` for running handlers; a job cut short is retried once its heartbeat lapses. */
    stop: async (timeoutMs = 8000) => {
      const instance = boss;
      boss = undefined;
      working = false;
      held = false;
      created.clear();
      await instance?.stop({ graceful: true, timeout: timeoutMs });
    },
    /** Started, and pg-boss answers through its own connection (readiness check). */
    answering: async () => (boss ? (await boss.schemaVersion()) !== null : false),
    /** Options for a queue (retries, expiry…), set before the first send or work on it. */
    createQueue: async (name: string, options: QueueOptions = {}) => {
      queues.set(name, options);
      created.delete(name);
      if (boss) await ensureQueue(name);
    },
    send: async (queue: string, data: object, options?: SendOptions) => {
      await ensureQueue(queue);
      return started().send(queue, data, options);
    },
    /**
     * A recurring job on a queue (pg-boss cron, at most once a minute across instances), set when this process
     * starts working jobs; the queue's handler receives `{}`.
     */
    schedule: async (queue: string, cron: string) => {
      schedules.set(queue, cron);
      if (boss && working) {
        await ensureQueue(queue);
        await boss.schedule(queue, cron, {});
      }
    },
    /** One job at a time per worker; a thrown error fails the attempt and pg-boss retries it. */
    work: async <T extends object>(queue: string, handler: JobHandler<T>) => {
      if (handlers.has(queue)) throw new Error(`队列 ${queue} 已有处理程序`);
      handlers.set(queue, handler as JobHandler<object>);
      if (working) await startWorker(queue, handler as JobHandler<object>);
    },
  };
};

export type Jobs = ReturnType<typeof createJobs>;
