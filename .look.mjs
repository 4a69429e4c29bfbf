import { chromium } from 'playwright';
const base = 'http://localhost:18290';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const ctx = await browser.newContext({ viewport: { width: 1440, height: 1000 }, locale: 'zh-CN' });
const page = await ctx.newPage();
await page.goto(base + '/login');
await page.getByLabel('账号').fill(process.argv[2]);
await page.getByLabel('密码').fill('demo123456');
await page.getByRole('button', { name: /登\s*录/ }).click();
await page.waitForTimeout(2500);
await page.goto(base + process.argv[3]);
await page.waitForTimeout(2500);
if (process.argv[5]) { await page.getByText(process.argv[5], { exact: true }).first().click(); await page.waitForTimeout(3000); }
await page.screenshot({ path: `/tmp/shots/${process.argv[4]}.png`, fullPage: true });
await browser.close();
