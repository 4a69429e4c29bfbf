import { commonMessages, envelopeOf, ok, systemRefusals } from '@kc/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Jobs } from '../jobs/jobs';

type Status = 'UP' | 'DOWN';

const upDown = z.enum(['UP', 'DOWN']);
const liveness = envelopeOf(
  z.object({ status: upDown, database: z.enum(['pglite', 'postgres']), tenantMode: z.boolean() }),
);
const readiness = envelopeOf(z.object({ status: upDown, checks: z.object({ database: upDown, jobs: upDown }) }));
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

/**
 * `/api/health`: the process answers (liveness). `/api/health/ready`: the database answers a query and the job
 * queue is started and answering (readiness: 503 until both are, e.g. while starting or stopping). Both are
 * public and say which part is down, never why.
 */
export const registerHealth = (
  app: FastifyInstance,
  deps: { config: Config; database: Database; jobs: Jobs; timeoutMs?: number },
) => {
  const timeoutMs = deps.timeoutMs ?? 2000;
  const config = { access: { public: true as const } };
  const tags = ['系统'];

  app.get('/api/health', { config, schema: { tags, summary: '存活检查', response: { 200: liveness } } }, async () =>
    ok({ status: 'UP', database: deps.database.kind, tenantMode: deps.config.tenantMode }),
  );

  app.get(
    '/api/health/ready',
    { config, schema: { tags, summary: '就绪检查（数据库与后台任务）', response: { 200: readiness, 503: notReady } } },
    async (_, reply) => {
      const [database, jobs] = await Promise.all([
        probe(() => databaseAnswers(deps.database), timeoutMs),
        probe(() => deps.jobs.answering(), timeoutMs),
      ]);
      const status: Status = database === 'UP' && jobs === 'UP' ? 'UP' : 'DOWN';
      const data = { status, checks: { database, jobs } };
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
