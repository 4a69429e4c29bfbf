import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite has no lock between processes: two processes on one data directory corrupt it
 * (STACK-NOTES). We hold an exclusive lock file with our pid; a stale one (dead pid) is taken over.
 */
export const acquireDataDirLock = (dataDir: string): (() => void) => {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(fs.readFileSync(lockPath, 'utf8').trim());
      if (pid && pid !== process.pid && isAlive(pid)) {
        throw new DataDirLockedError(dataDir, pid);
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`无法获取数据目录锁 ${lockPath}`);
};

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `数据目录 ${dataDir} 正被另一个进程 (pid ${pid}) 使用。嵌入式数据库只能由一个进程打开，本进程拒绝启动以免损坏数据。` +
        '请先停止那个进程，或用 DATA_DIR 指定另一个目录，或用 DATABASE_URL 连接 PostgreSQL。',
    );
    this.name = 'DataDirLockedError';
  }
}
