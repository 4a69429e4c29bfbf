import { buildApp } from './app';
import {
  seed,
  seedDemoFinance,
  seedDemoMoves,
  seedDemoPayments,
  seedDemoTrading,
  seedDemoTransfers,
  seedDemoWms,
} from './modules/seed';
import { loadConfig } from './platform/config';
import { type Database, openPglite, openPostgres } from './platform/db/client';
import { acquireDataDirLock, DataDirLockedError } from './platform/db/lock';
import { listenUrls } from './platform/http/listen-urls';

const started = Date.now();
const config = loadConfig();
let release: (() => void) | undefined;

const boot = async () => {
  if (config.embedded) release = acquireDataDirLock(config.dataDir);
  const database: Database = config.embedded ? await openPglite(config.pgDir) : await openPostgres(config.databaseUrl!);
  await database.migrate();
  await seed(database.db, { demo: config.demo, adminPassword: config.adminPassword, production: config.production });
  const { app, ctx } = await buildApp({ config, database });
  // The trading demo (receipts in effect, contracts) signs documents: it needs the app's e-sign sandbox.
  if (config.demo) {
    await seedDemoTrading(ctx);
    await seedDemoPayments(ctx);
    await seedDemoTransfers(ctx);
    await seedDemoMoves(ctx);
    await seedDemoWms(ctx);
    await seedDemoFinance(ctx);
  }
  // Always able to send jobs; JOBS=false only keeps this process from working them. app.close() stops it.
  await ctx.jobs.start({ workers: config.jobs });
  // The e-sign sandbox moves applications on by itself in a running server (tests move them explicitly).
  ctx.esignSandbox.start();
  // The sandbox certificate authority exists from the first start, so its certificate can be downloaded at once.
  await ctx.esign.caCertificatePem();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, '正在停止服务');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await ctx.esignSandbox.stop();
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
    `服务已启动 ${listenUrls(app.addresses()).join(' ')} （${database.kind}${config.demo ? '，演示数据' : ''}，用时 ${Date.now() - started} ms）`,
  );
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
