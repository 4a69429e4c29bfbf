import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { Envelope } from '@kc/domain';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { seed } from '../modules/seed/seed';
import { loadConfig } from '../platform/config';
import { openPglite } from '../platform/db/client';
import { md5 } from './passwords';
import { templateDumpPath } from './paths';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });

export type ServerProcess = {
  proc: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
  /** Waits until the server is ready: `/api/health/ready` answers 200 (with demo data: once the demo is complete). */
  waitReady: (timeoutMs?: number) => Promise<void>;
  /** GET (no body) or POST (a JSON body) over HTTP with a token (or none); the answer's envelope. */
  api: <T = Loose>(token: string | undefined, url: string, body?: object) => Promise<Envelope<T>>;
  /** Logs in over HTTP with the typed password (the demo one unless given); the answer's envelope. */
  login: (account: string, password?: string) => Promise<Envelope<Loose>>;
  stop: () => Promise<number | null>;
};

/** What `res.json()` gives: tests read answers loosely unless they name a type. */
type Loose = ReturnType<LightMyRequestResponse['json']>;

/** Starts the real server (`main.ts`, through its launcher) as a child process, the way `npm start` does. */
export const startServer = async (env: Record<string, string>): Promise<ServerProcess> => {
  const port = await freePort();
  let out = '';
  const proc = spawn(process.execPath, ['scripts/start-server.mjs'], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout?.on('data', (d) => (out += d));
  proc.stderr?.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));
  const api: ServerProcess['api'] = async <T = Loose>(token: string | undefined, url: string, body?: object) => {
    const res = await fetch(`http://127.0.0.1:${port}${url}`, {
      method: body ? 'POST' : 'GET',
      headers: { 'content-type': 'application/json', ...(token ? { 'kc-auth': `bearer ${token}` } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return (await res.json()) as Envelope<T>;
  };
  return {
    proc,
    port,
    output: () => out,
    exited,
    waitReady: async (timeoutMs = 150_000) => {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (proc.exitCode !== null) throw new Error(`server exited ${proc.exitCode}: ${out}`);
        try {
          const res = await fetch(`http://127.0.0.1:${port}/api/health/ready`);
          if (res.ok) return;
        } catch {
          // not listening yet
        }
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`server not ready in ${timeoutMs} ms: ${out}`);
    },
    api,
    login: (account, password = 'demo123456') =>
      api(undefined, '/api/kc-auth/oauth/token', {
        grant_type: 'password',
        tenantId: '000000',
        username: account,
        password: md5(password),
      }),
    stop: async () => {
      if (proc.exitCode === null) proc.kill('SIGTERM');
      return exited;
    },
  };
};

/**
 * Opens a server's data directory in the test's own process (no server may be running on it) with the product's own
 * app and services: to prepare data before a server starts, or to look at it after one was killed.
 */
export const openDataDirApp = async (dataDir: string) => {
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', JOBS: 'false', ESIGN_SANDBOX_STEP_MS: '0' });
  const database = await openPglite(config.pgDir);
  await database.migrate();
  const { app, ctx } = await buildApp({ config, database, logger: false, serveWeb: false });
  return {
    ctx,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
};

/** A logged-in user's access token on a running server process (the demo password). */
export const accessToken = async (server: ServerProcess, account: string) =>
  ((await server.login(account)).data as { access_token: string }).access_token;

/**
 * A data directory for tests that kill a real server and start the next on the same data: the demo seed, the
 * product's own services in the test process between servers, servers started and healthy, and the cleanup (every
 * server still running is killed, the directory removed).
 */
export const killableDataDir = (prefix: string) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const started: ServerProcess[] = [];
  return {
    dataDir,
    /**
     * The demo data, as the run's seeded template (global setup) when there is one: its copy in the data directory
     * is the same database without migrating and seeding it again (the better part of a minute on two cores).
     */
    seedDemo: async () => {
      const pgDir = loadConfig({ DATA_DIR: dataDir }).pgDir;
      if (fs.existsSync(templateDumpPath)) {
        fs.mkdirSync(pgDir, { recursive: true });
        const pglite = await PGlite.create({
          dataDir: pgDir,
          loadDataDir: new Blob([fs.readFileSync(templateDumpPath)]),
        });
        await pglite.close();
        return;
      }
      const database = await openPglite(pgDir);
      await database.migrate();
      await seed(database.db, { demo: true, production: false, log: () => {} });
      await database.close();
    },
    openHere: () => openDataDirApp(dataDir),
    start: async () => {
      const server = await startServer({ DATA_DIR: dataDir });
      started.push(server);
      await server.waitReady();
      return server;
    },
    cleanup: async () => {
      for (const s of started) if (s.proc.exitCode === null && s.proc.signalCode === null) s.proc.kill('SIGKILL');
      await Promise.all(started.map((s) => s.exited));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
