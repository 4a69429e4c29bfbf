import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium';

// E2E_PORT lets two checkouts on one machine run their journeys at the same time.
const PORT = Number(process.env.E2E_PORT ?? 18181);
const DATA_DIR = '.tmp/e2e-data';

// The server serves the built web app (the root `npm run test:e2e` builds it first) on a fresh demo database.
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  outputDir: '../.tmp/e2e-results',
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: `node e2e/reset-data-dir.mjs ${DATA_DIR} && node --import tsx apps/server/src/main.ts`,
    cwd: '..',
    url: `http://localhost:${PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { PORT: String(PORT), DATA_DIR, DEMO: 'true', LOG_LEVEL: 'warn', STRICT_RESPONSES: 'true' },
  },
});
