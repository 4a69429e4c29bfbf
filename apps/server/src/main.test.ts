import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { demoDocuments } from './test/fixtures/demo-documents';
import { openDataDirApp, type ServerProcess, startServer } from './test/process';

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

embeddedOnly('starting and stopping the server', () => {
  it('runs on the embedded database with demo data, refuses a second process on the same data, stops on SIGTERM', async () => {
    const dataDir = tmp();
    const first = await start({ DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    await first.waitReady();
    // Piped output is JSON lines; the start line names the address the server listens on (HOST), not localhost.
    await vi.waitFor(() => expect(first.output()).toContain('服务已启动'));
    const startLine = first
      .output()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { msg: string })
      .find((l) => l.msg.startsWith('服务已启动'));
    expect(startLine?.msg).toContain(`服务已启动 http://127.0.0.1:${first.port} `);
    expect((await first.login('admin')).code).toBe(200);
    // Ready: the job queue runs, and the demo's business, finished after the server began to answer, is complete.
    expect(await first.api(undefined, '/api/health/ready')).toMatchObject({
      code: 200,
      data: { status: 'UP', checks: { database: 'UP', jobs: 'UP', demo: 'UP' } },
    });
    expect(first.output()).toContain('演示数据已就绪');

    const second = await start({ DATA_DIR: dataDir });
    expect(await second.exited).toBe(2);
    expect(second.output()).toContain('正被另一个进程');
    expect(second.output()).toContain('拒绝启动以免损坏数据');
    // the first one still serves
    expect((await fetch(`http://127.0.0.1:${first.port}/api/health`)).status).toBe(200);

    expect(await first.stop()).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);

    // What the background completion left: every sealed document stored with its recorded hash, and verifying.
    const here = await openDataDirApp(dataDir);
    try {
      const { seals, receipts, contracts } = await demoDocuments(here.ctx);
      expect(seals.length).toBeGreaterThan(40);
      expect(seals.filter((s) => s.stored !== s.sha256)).toEqual([]);
      const sealed = receipts.filter((r) => r.seals === 3);
      expect(sealed.length).toBeGreaterThanOrEqual(10);
      expect(sealed.filter((r) => !r.hashMatches || r.validSignatures !== 3)).toEqual([]);
      expect(contracts.filter((c) => !c.hashMatches || c.validSignatures !== 2)).toEqual([]);
    } finally {
      await here.close();
    }

    // the data survives a restart
    const again = await start({ DATA_DIR: dataDir });
    await again.waitReady();
    expect((await again.login('shipper')).code).toBe(200);
    expect(await again.stop()).toBe(0);
  }, 330_000);

  it('creates no default account in a production start; the first admin comes from ADMIN_PASSWORD', async () => {
    // Only sandboxes play the outside parties today: a production start asks for them explicitly.
    const prodEnv = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      PUBLIC_URL: 'https://kc.example.com',
      SANDBOXES: 'true',
    };
    const bare = await start({ ...prodEnv, DATA_DIR: tmp() });
    await bare.waitReady();
    expect((await bare.login('admin')).code).toBe(400);
    expect((await bare.login('shipper')).code).toBe(400);
    expect(bare.output()).toContain('尚无管理员账号');
    await bare.stop();

    const withAdmin = await start({ ...prodEnv, DATA_DIR: tmp(), ADMIN_PASSWORD: 'S3cure-Admin-Pass' });
    await withAdmin.waitReady();
    expect((await withAdmin.login('admin', 'S3cure-Admin-Pass')).code).toBe(200);
    expect((await withAdmin.login('shipper')).code).toBe(400);
    await withAdmin.stop();
  }, 330_000);

  it('refuses demo data, a missing JWT secret and a missing PUBLIC_URL in production', async () => {
    const publicUrl = { PUBLIC_URL: 'https://kc.example.com' };
    const demo = await start({
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      ...publicUrl,
      DEMO: 'true',
      DATA_DIR: tmp(),
    });
    expect(await demo.exited).toBe(1);
    expect(demo.output()).toContain('生产环境不能加载演示数据');
    const noSecret = await start({ NODE_ENV: 'production', ...publicUrl, DATA_DIR: tmp() });
    expect(await noSecret.exited).toBe(1);
    expect(noSecret.output()).toContain('JWT_SECRET');
    // A QR code printed into a contract must open the public site, never localhost: no start without it.
    const noPublicUrl = await start({
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      SANDBOXES: 'true',
      DATA_DIR: tmp(),
    });
    expect(await noPublicUrl.exited).toBe(1);
    expect(noPublicUrl.output()).toContain('生产环境必须设置 PUBLIC_URL');
    // No real adapter exists: without SANDBOXES=true a production start names the parties and the way out.
    const noSandboxes = await start({
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      ...publicUrl,
      DATA_DIR: tmp(),
    });
    expect(await noSandboxes.exited).toBe(1);
    expect(noSandboxes.output()).toContain(
      '拒绝启动：以下外部服务既没有真实接入，也没有启用沙箱：电子签章、微信小程序',
    );
    expect(noSandboxes.output()).toContain('set SANDBOXES=true explicitly');
  }, 60_000);
});
