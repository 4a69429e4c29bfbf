import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { seed, seedDemoBusiness } from './modules/seed';
import { loadConfig } from './platform/config';
import type { AppContext } from './platform/context';
import { type Database, openPglite, openPostgres } from './platform/db/client';
import { acquireDataDirLock, DataDirLockedError } from './platform/db/lock';
import { listenUrls } from './platform/http/listen-urls';
import { assertPartiesCovered } from './providers/parties';

const config = loadConfig();
/** Milliseconds since the process started (the launcher's bundle check included). */
const uptimeMs = () => Math.round(process.uptime() * 1000);
let release: (() => void) | undefined;

const boot = async () => {
  // No real adapter of an outside party exists yet: every party is played by its sandbox, so a start without
  // SANDBOXES (a production start by default) is refused here, before the database is touched (providers/parties.ts).
  assertPartiesCovered({ mail: config.smtpUrl }, config.sandboxes);
  if (config.embedded) release = acquireDataDirLock(config.dataDir);
  const database: Database = config.embedded ? await openPglite(config.pgDir) : await openPostgres(config.databaseUrl!);
  await database.migrate();
  await seed(database.db, { demo: config.demo, adminPassword: config.adminPassword, production: config.production });
  const { app, ctx } = await buildApp({ config, database });
  // Always able to send jobs; JOBS=false only keeps this process from working them. app.close() stops it. With demo
  // data the workers wait until the demo's business is done, so no handler runs in the middle of it.
  await ctx.jobs.start({ workers: config.jobs, holdWork: config.demo });
  if (ctx.sandboxed.includes('esign')) {
    // The e-sign sandbox moves applications on by itself in a running server (tests move them explicitly).
    ctx.esignSandbox.start();
    // The sandbox certificate authority exists from the first start, so its certificate can be downloaded at once.
    await ctx.esign.caCertificatePem();
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, '正在停止服务');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await ctx.startup.stop();
      if (ctx.sandboxed.includes('esign')) await ctx.esignSandbox.stop();
      await app.close();
      await database.close();
    } finally {
      release?.();
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `服务已启动 ${listenUrls(app.addresses()).join(' ')} （${database.kind}${config.demo ? '，演示数据' : ''}${config.sandboxes ? '，沙箱环境' : ''}，用时 ${uptimeMs()} ms）`,
  );
  if (config.demo) void completeDemo(app, ctx);
};

/**
 * The demo's business (receipts sealed by three parties, contracts, payments, a transfer, a move, WMS stock, a
 * pledge) renders and seals documents, which takes seconds on a first start: it runs once the server answers, and
 * readiness (/api/health/ready) reports `demo: 'STARTING'` until it is done. A restart only reads its seed marks.
 */
const completeDemo = async (app: FastifyInstance, ctx: AppContext) => {
  const { state, error } = await ctx.startup.run('demo', (signal) =>
    seedDemoBusiness(ctx, { signal, onStep: (step, ms) => app.log.debug({ step, ms }, '演示数据步骤完成') }),
  );
  // Stopped by a shutdown: nothing more to start.
  if (state === 'failed' && !error) return;
  if (error) app.log.error({ err: error }, '演示数据未能完成');
  else app.log.info(`演示数据已就绪（用时 ${uptimeMs()} ms）`);
  await ctx.jobs.startWork().catch((err: unknown) => app.log.error({ err }, '后台任务未能开始'));
};

boot().catch((err) => {
  release?.();
  if (err instanceof DataDirLockedError) {
    console.error(err.message);
    process.exit(2);
  }
  console.error('启动失败:', err instanceof Error ? err.message : err);
  if (err instanceof Error && err.stack && process.env.LOG_LEVEL === 'debug') console.error(err.stack);
  process.exit(1);
});
