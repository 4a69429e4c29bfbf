import { commonMessages, envelopeOf, ok, systemRefusals } from '@kc/domain';
import { authRoutes } from '@kc/domain/auth/auth-routes';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Jobs } from '../jobs/jobs';
import type { StartupWork, StartupWorkState } from '../startup/startup-work';
import { serveRoute } from './serve-route';

type Status = 'UP' | 'DOWN';

const upDown = z.enum(['UP', 'DOWN']);
/** Startup work left running once the server answers (the demo data): STARTING until it is done. */
const work = z.enum(['UP', 'DOWN', 'STARTING']);
const readiness = envelopeOf(
  z.object({ status: upDown, checks: z.object({ database: upDown, jobs: upDown, demo: work.optional() }) }),
);
const notReady = readiness.extend({ reason: z.literal(systemRefusals.reasons.unavailable) });

const databaseAnswers = async (database: Database) => {
  await database.db.execute(sql`select 1`);
  return true;
};

/** A check that throws, answers false or takes longer than the timeout counts as down. */
const probe = async (check: () => Promise<boolean>, timeoutMs: number): Promise<Status> => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return (await Promise.race([check(), late])) ? 'UP' : 'DOWN';
  } catch {
    return 'DOWN';
  } finally {
    clearTimeout(timer);
  }
};

const workCheck = (state: StartupWorkState) => (state === 'done' ? 'UP' : state === 'failed' ? 'DOWN' : 'STARTING');

/**
 * `/api/health`: the process answers (liveness). `/api/health/ready`: the database answers a query, the job queue
 * is started and answering, and the work a start left running (the demo data, `demo`) is done (readiness: 503 until
 * all are, e.g. while starting or stopping). Both are public and say which part is down, never why.
 */
export const registerHealth = (
  app: FastifyInstance,
  deps: { config: Config; database: Database; jobs: Jobs; startup: StartupWork; timeoutMs?: number },
) => {
  const timeoutMs = deps.timeoutMs ?? 2000;
  const config = { access: { public: true as const } };
  const tags = ['系统'];

  // The liveness answer is declared with the web's other session calls (it reads tenantMode and sandboxes).
  serveRoute(app, authRoutes.health, { config, schema: { tags, summary: '存活检查' } }, async () =>
    ok({
      status: 'UP' as const,
      database: deps.database.kind,
      tenantMode: deps.config.tenantMode,
      sandboxes: deps.config.sandboxes,
    }),
  );

  app.get(
    '/api/health/ready',
    {
      config,
      schema: { tags, summary: '就绪检查（数据库、后台任务与演示数据）', response: { 200: readiness, 503: notReady } },
    },
    async (_, reply) => {
      const [database, jobs] = await Promise.all([
        probe(() => databaseAnswers(deps.database), timeoutMs),
        probe(() => deps.jobs.answering(), timeoutMs),
      ]);
      const started = Object.fromEntries(
        Object.entries(deps.startup.states()).map(([name, state]) => [name, workCheck(state)]),
      );
      const up = database === 'UP' && jobs === 'UP' && Object.values(started).every((s) => s === 'UP');
      const status: Status = up ? 'UP' : 'DOWN';
      const data = { status, checks: { database, jobs, ...started } };
      if (status === 'UP') return ok(data);
      return reply.status(503).send({
        code: 503,
        success: false,
        data,
        msg: commonMessages.notReady,
        reason: systemRefusals.reasons.unavailable,
      });
    },
  );
};
