// Before the browser journeys (`npm run test:e2e`, part of `npm test`): Debian's Chromium and a CJK font must be
// there. As root it installs what is missing with apt-get, as `.ci/run` does; otherwise it says how and stops, so
// a fresh machine meets one clear message instead of every journey failing to launch a browser.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

import { chromiumLaunchOptions } from '../e2e/chromium';

/** The browser the journeys launch (e2e/chromium.ts). */
export const CHROMIUM_PATH = chromiumLaunchOptions.executablePath;
/** fonts-wqy-microhei: without a CJK font every Chinese label renders as boxes. */
export const CJK_FONT_PATH = '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc';

/** The machine as the plan sees it: which paths exist, and the user id (undefined where there is none). */
export type Machine = { exists: (path: string) => boolean; uid: number | undefined };
export type Plan =
  | { action: 'ready' }
  | { action: 'install'; packages: string[] }
  /** Cannot install (not root): tell how; `fatal` when the journeys cannot run at all. */
  | { action: 'explain'; packages: string[]; fatal: boolean };

/** What to do on this machine. */
export const planChromium = (m: Machine): Plan => {
  const chromium = m.exists(CHROMIUM_PATH);
  const packages = [...(chromium ? [] : ['chromium']), ...(m.exists(CJK_FONT_PATH) ? [] : ['fonts-wqy-microhei'])];
  if (packages.length === 0) return { action: 'ready' };
  if (m.uid === 0) return { action: 'install', packages };
  return { action: 'explain', packages, fatal: !chromium };
};

export const installCommand = (packages: string[]) =>
  `sudo apt-get update && sudo apt-get install -y --no-install-recommends ${packages.join(' ')}`;

/** The message for a machine where the script may not install. */
export const explanation = (packages: string[], fatal: boolean) =>
  [
    fatal
      ? `浏览器测试需要 Debian 的 Chromium（${CHROMIUM_PATH}），本机没有。`
      : '本机缺少中文字体，页面截图中的中文将显示为方框。',
    `请先安装：${installCommand(packages)}`,
    '（以 root 运行 npm test 时会自动安装；.ci/run 也会安装。）',
    fatal
      ? `The browser journeys need Debian's Chromium at ${CHROMIUM_PATH}. Install it first (as above), or run npm test as root to have it installed.`
      : 'No CJK font: Chinese text in screenshots renders as boxes. Install it as above.',
  ].join('\n');

const machine = (): Machine => ({ exists: (path) => fs.existsSync(path), uid: process.getuid?.() });

const aptGet = (...args: string[]) => {
  const run = spawnSync('apt-get', args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (run.status !== 0) throw new Error(`apt-get ${args.join(' ')} 失败（退出码 ${run.status ?? run.signal}）`);
};

const main = () => {
  const plan = planChromium(machine());
  if (plan.action === 'ready') return;
  if (plan.action === 'explain') {
    console[plan.fatal ? 'error' : 'warn'](explanation(plan.packages, plan.fatal));
    if (plan.fatal) process.exit(1);
    return;
  }
  console.log(`正在安装浏览器测试所需的软件包：${plan.packages.join(' ')}`);
  aptGet('update');
  aptGet('install', '-y', '--no-install-recommends', ...plan.packages);
  if (!fs.existsSync(CHROMIUM_PATH)) {
    console.error(`安装后仍未找到 ${CHROMIUM_PATH}。`);
    process.exit(1);
  }
};

if (process.argv[1] && fileURLToPath(import.meta.url) === fs.realpathSync(process.argv[1])) {
  try {
    main();
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}
