import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

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
  waitHealthy: (timeoutMs?: number) => Promise<void>;
  stop: () => Promise<number | null>;
};

/** Starts the real server (`main.ts`) as a child process, the way `npm start` does. */
export const startServer = async (env: Record<string, string>): Promise<ServerProcess> => {
  const port = await freePort();
  let out = '';
  const proc = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout?.on('data', (d) => (out += d));
  proc.stderr?.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));
  return {
    proc,
    port,
    output: () => out,
    exited,
    waitHealthy: async (timeoutMs = 150_000) => {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (proc.exitCode !== null) throw new Error(`server exited ${proc.exitCode}: ${out}`);
        try {
          const res = await fetch(`http://127.0.0.1:${port}/api/health`);
          if (res.ok) return;
        } catch {
          // not listening yet
        }
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`server not healthy in ${timeoutMs} ms: ${out}`);
    },
    stop: async () => {
      if (proc.exitCode === null) proc.kill('SIGTERM');
      return exited;
    },
  };
};
