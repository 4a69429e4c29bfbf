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
    // A trace records every step's screenshots and page copies, a good part of the run's time on two cores; the
    // failure screenshots and error-context.md (the page as text) usually tell enough. E2E_TRACE=1 records them.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  // The journeys start once the server is ready: readiness answers 200 only when the demo data is complete (its
  // documents are rendered and sealed after the server starts listening).
  webServer: {
    command: `node e2e/reset-data-dir.mjs ${DATA_DIR} && node scripts/start-server.mjs`,
    cwd: '..',
    url: `http://localhost:${PORT}/api/health/ready`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { PORT: String(PORT), DATA_DIR, DEMO: 'true', LOG_LEVEL: 'warn', STRICT_RESPONSES: 'true' },
  },
});
