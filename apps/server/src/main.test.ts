import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { md5 } from './test/passwords';
import { type ServerProcess, startServer } from './test/process';

// These start the real server on its embedded database; once is enough (not repeated for PostgreSQL).
const embeddedOnly = process.env.TEST_DB === 'postgres' ? describe.skip : describe;

const started: ServerProcess[] = [];
const tmpDirs: string[] = [];
const tmp = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'kc-main-'));
  tmpDirs.push(d);
  return d;
};
const start = async (env: Record<string, string>) => {
  const s = await startServer(env);
  started.push(s);
  return s;
};
afterAll(async () => {
  await Promise.all(started.map((s) => s.stop()));
  for (const d of tmpDirs) fs.rmSync(d, { recursive: true, force: true });
});

const login = (port: number, username: string, password: string) =>
  fetch(`http://127.0.0.1:${port}/api/kc-auth/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', tenantId: '000000', username, password: md5(password) }),
  }).then((r) => r.json() as Promise<{ code: number; msg: string }>);

embeddedOnly('starting and stopping the server', () => {
  it('runs on the embedded database with demo data, refuses a second process on the same data, stops on SIGTERM', async () => {
    const dataDir = tmp();
    const first = await start({ DATA_DIR: dataDir });
    await first.waitHealthy();
    expect((await login(first.port, 'admin', 'demo123456')).code).toBe(200);

    const second = await start({ DATA_DIR: dataDir });
    expect(await second.exited).toBe(2);
    expect(second.output()).toContain('正被另一个进程');
    expect(second.output()).toContain('拒绝启动以免损坏数据');
    // the first one still serves
    expect((await fetch(`http://127.0.0.1:${first.port}/api/health`)).status).toBe(200);

    expect(await first.stop()).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);

    // the data survives a restart
    const again = await start({ DATA_DIR: dataDir });
    await again.waitHealthy();
    expect((await login(again.port, 'shipper', 'demo123456')).code).toBe(200);
    expect(await again.stop()).toBe(0);
  }, 330_000);

  it('creates no default account in a production start; the first admin comes from ADMIN_PASSWORD', async () => {
    const prodEnv = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) };
    const bare = await start({ ...prodEnv, DATA_DIR: tmp() });
    await bare.waitHealthy();
    expect((await login(bare.port, 'admin', 'demo123456')).code).toBe(400);
    expect((await login(bare.port, 'shipper', 'demo123456')).code).toBe(400);
    expect(bare.output()).toContain('尚无管理员账号');
    await bare.stop();

    const withAdmin = await start({ ...prodEnv, DATA_DIR: tmp(), ADMIN_PASSWORD: 'S3cure-Admin-Pass' });
    await withAdmin.waitHealthy();
    expect((await login(withAdmin.port, 'admin', 'S3cure-Admin-Pass')).code).toBe(200);
    expect((await login(withAdmin.port, 'shipper', 'demo123456')).code).toBe(400);
    await withAdmin.stop();
  }, 330_000);

  it('refuses demo data and a missing JWT secret in production', async () => {
    const demo = await start({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), DEMO: 'true', DATA_DIR: tmp() });
    expect(await demo.exited).toBe(1);
    expect(demo.output()).toContain('生产环境不能加载演示数据');
    const noSecret = await start({ NODE_ENV: 'production', DATA_DIR: tmp() });
    expect(await noSecret.exited).toBe(1);
    expect(noSecret.output()).toContain('JWT_SECRET');
  }, 60_000);
});
