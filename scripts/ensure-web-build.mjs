// Builds the web app when its bundle is missing or older than its sources, so `npm start` always serves
// what is checked out.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const web = path.join(root, 'apps/web');
const built = path.join(web, 'dist/index.html');

const newest = (dir) => {
  let t = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(p) : fs.statSync(p).mtimeMs);
  }
  return t;
};

const sources = [path.join(web, 'src'), path.join(web, 'index.html'), path.join(root, 'packages/domain/src')].filter(
  (p) => fs.existsSync(p),
);
const sourceTime = Math.max(...sources.map((p) => (fs.statSync(p).isDirectory() ? newest(p) : fs.statSync(p).mtimeMs)));
if (!fs.existsSync(web) || !fs.existsSync(path.join(web, 'index.html'))) process.exit(0);
if (fs.existsSync(built) && fs.statSync(built).mtimeMs >= sourceTime) process.exit(0);
console.log('正在构建前端（首次启动或源码已更新）…');
execSync('npm run build -w @kc/web', { cwd: root, stdio: 'inherit' });
