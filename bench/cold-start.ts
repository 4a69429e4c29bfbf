// Part a of `npm run bench`: the server's start as `npm start` runs it (scripts/start-server.mjs, PGlite, demo data),
// on fresh data directories (first start: database created, migrations, reference and demo data, the demo's documents
// rendered and sealed) and then again on the last one (restart: everything is there, the seed marks say so). Each
// start is timed from spawning the process to listening (/api/health answers) and to ready (/api/health/ready answers
// 200: the demo is complete), in wall time and in the server process's CPU time (user + system of all its threads,
// from /proc): on a machine other work keeps busy the wall time stretches, the CPU time hardly moves.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const COLD_START_TARGET = { firstStartMs: 15_000, restartMs: 3000 } as const;

const root = fileURLToPath(new URL('..', import.meta.url));
const HOST = '127.0.0.1';
const LAUNCHER = 'scripts/start-server.mjs';

export type Server = { child: ChildProcess; port: number; output: () => string };

/** One start: ms from spawning to listening and to ready, and the process's CPU ms at each (null without /proc). */
export type StartTiming = {
  listeningMs: number;
  readyMs: number;
  listeningCpuMs: number | null;
  readyCpuMs: number | null;
};
type Spread = { bestMs: number; medianMs: number; bestCpuMs: number | null; medianCpuMs: number | null };
export type ColdStartBench = {
  bundle: { built: boolean; ms: number };
  firstStarts: StartTiming[];
  restarts: StartTiming[];
  /** of the time to ready (the demo complete); the time to listening beside it */
  first: { ready: Spread; listening: Spread };
  restart: { ready: Spread; listening: Spread };
  pass: { first: boolean; restart: boolean };
};

const children = new Set<ChildProcess>();
/** Every server this part started and did not stop yet (run.ts calls it on exit and on failure). */
export const killServers = () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : Math.round((s[m - 1]! + s[m]!) / 2);
};

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, HOST, () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });

const clockTicks = (() => {
  const r = spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' });
  return Number(r.stdout?.trim()) || 100;
})();

/** CPU ms (user + system, every thread) the process has used so far; null where /proc is missing. */
const cpuMsOf = (pid: number | undefined) => {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after "pid (comm) ": state is 3rd, utime 14th and stime 15th of the line.
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Math.round(((Number(f[11]) + Number(f[12])) * 1000) / clockTicks);
  } catch {
    return null;
  }
};

const getStatus = (port: number, urlPath: string) =>
  new Promise<number>((resolve) => {
    const req = http.get({ host: HOST, port, path: urlPath, timeout: 2000 }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(0));
  });

/** Builds the server bundle when a source changed, as the first `npm start` after a change would; ms it took. */
export const ensureServerBundle = () => {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, [LAUNCHER, '--build-only'], { cwd: root, encoding: 'utf8', timeout: 300_000 });
  if (r.status !== 0) throw new Error(`the server bundle did not build:\n${r.stdout}${r.stderr}`);
  return { built: r.stdout.includes('built'), ms: Math.round(performance.now() - t0) };
};

export const spawnServer = async (dataDir: string): Promise<Server> => {
  const port = await freePort();
  const child = spawn(process.execPath, [LAUNCHER], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST, LOG_LEVEL: 'warn', NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  let out = '';
  const keep = (b: Buffer) => {
    out = (out + b.toString()).slice(-4000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  return { child, port, output: () => out };
};

export const stopServer = async (server: Server) => {
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
};

/**
 * Spawns the server and times it to listening (polled every 10 ms) and to ready (every 50 ms: each readiness answer
 * queries the database, which the demo's business is using). Bounded by `timeoutMs` and by the child's exit.
 */
export const timedStart = async (dataDir: string, timeoutMs = 300_000) => {
  const t0 = performance.now();
  const server = await spawnServer(dataDir);
  const pid = server.child.pid;
  const deadline = Date.now() + timeoutMs;
  let listening: { ms: number; cpuMs: number | null } | undefined;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw new Error(`server exited with ${server.child.exitCode} before it was ready:\n${server.output()}`);
    }
    if (!listening) {
      if ((await getStatus(server.port, '/api/health')) === 200) {
        listening = { ms: Math.round(performance.now() - t0), cpuMs: cpuMsOf(pid) };
        continue;
      }
      await sleep(10);
    } else {
      if ((await getStatus(server.port, '/api/health/ready')) === 200) {
        const timing: StartTiming = {
          listeningMs: listening.ms,
          listeningCpuMs: listening.cpuMs,
          readyMs: Math.round(performance.now() - t0),
          readyCpuMs: cpuMsOf(pid),
        };
        return { server, timing };
      }
      await sleep(50);
    }
  }
  await stopServer(server);
  throw new Error(`server was not ready within ${timeoutMs} ms:\n${server.output()}`);
};

const spread = (runs: StartTiming[], key: 'ready' | 'listening'): Spread => {
  const ms = runs.map((r) => (key === 'ready' ? r.readyMs : r.listeningMs));
  const cpu = runs.map((r) => (key === 'ready' ? r.readyCpuMs : r.listeningCpuMs)).filter((c) => c !== null);
  return {
    bestMs: Math.min(...ms),
    medianMs: median(ms),
    bestCpuMs: cpu.length ? Math.min(...cpu) : null,
    medianCpuMs: cpu.length ? median(cpu) : null,
  };
};

/**
 * `firstStarts` starts on fresh data directories (each stopped once ready), then `restarts` on the last of them; the
 * last restart's server is left running for the caller (part c), which stops it.
 */
export const benchColdStart = async (opts: { firstStarts: number; restarts: number }) => {
  const bundle = ensureServerBundle();
  const dirs: string[] = [];
  const firstStarts: StartTiming[] = [];
  const restarts: StartTiming[] = [];
  let last: Server | undefined;
  try {
    for (let i = 0; i < opts.firstStarts; i++) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kc-bench-start-'));
      dirs.push(dir);
      const run = await timedStart(dir);
      firstStarts.push(run.timing);
      await stopServer(run.server);
    }
    for (let i = 0; i < opts.restarts; i++) {
      const run = await timedStart(dirs.at(-1)!);
      restarts.push(run.timing);
      if (i < opts.restarts - 1) await stopServer(run.server);
      else last = run.server;
    }
  } catch (err) {
    killServers();
    throw err;
  }
  const first = { ready: spread(firstStarts, 'ready'), listening: spread(firstStarts, 'listening') };
  const restart = { ready: spread(restarts, 'ready'), listening: spread(restarts, 'listening') };
  const result: ColdStartBench = {
    bundle,
    firstStarts,
    restarts,
    first,
    restart,
    pass: {
      first: first.ready.medianMs <= COLD_START_TARGET.firstStartMs,
      restart: restart.ready.medianMs <= COLD_START_TARGET.restartMs,
    },
  };
  return {
    result,
    server: last!,
    /** Stops the server left running and removes the data directories. */
    cleanup: async () => {
      if (last) await stopServer(last);
      for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
    },
  };
};
