import { createAdmin, seed } from './modules/seed/seed';
import { loadConfig } from './platform/config';
import { openPglite, openPostgres } from './platform/db/client';
import { acquireDataDirLock, DataDirLockedError } from './platform/db/lock';

/**
 * `npm run admin:create -- <password>` (or ADMIN_PASSWORD=... npm run admin:create): creates the platform
 * administrator `admin` on a production database, or sets a new password on it.
 */
const main = async () => {
  const [command, argPassword] = process.argv.slice(2);
  if (command !== 'create-admin') {
    console.error('用法: npm run admin:create -- <密码>');
    process.exit(2);
  }
  const password = argPassword ?? process.env.ADMIN_PASSWORD;
  if (!password || password.length < 8) {
    console.error('请提供至少 8 个字符的管理员密码: npm run admin:create -- <密码>');
    process.exit(2);
  }
  const config = loadConfig({ ...process.env, DEMO: 'false' });
  const release = config.embedded ? acquireDataDirLock(config.dataDir) : undefined;
  const database = config.embedded ? await openPglite(config.pgDir) : await openPostgres(config.databaseUrl!);
  try {
    await database.migrate();
    await seed(database.db, { demo: false, production: true, log: () => {} });
    const result = await createAdmin(database.db, password);
    console.log(result === 'created' ? '已创建管理员账号 admin' : '已重置管理员 admin 的密码');
  } finally {
    await database.close();
    release?.();
  }
};

main().catch((err) => {
  console.error(err instanceof DataDirLockedError ? err.message : `失败: ${err instanceof Error ? err.message : err}`);
  process.exit(1);
});
