import { type Browser, expect, type Page, test } from './fixtures';
import { confirmOk, loginAs } from './support';

/**
 * The receipt journey (spec 3 §2, §4): the shipper applies for storage, the warehouse weighs and passes the order, a receipt is
 * generated, the warehouse batch-signs it by confirming the mini-program scan in the sandbox console, the
 * shipper and the platform sign, and the receipt is in effect with three seals and a verification page that
 * matches its PDF.
 */
test.describe.configure({ timeout: 180_000 });

const asUser = async (browser: Browser, account: string) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginAs(page, account);
  return page;
};

const applyForm = (page: Page) => page.locator('form#inbound-apply');
const choose = async (page: Page, label: string, option: string) => {
  await applyForm(page).locator('.ant-form-item', { hasText: label }).getByRole('combobox').first().click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
};

/** Signs one receipt from 我的仓单 (the single-receipt signature) and waits for its new status. */
const signFromList = async (page: Page, code: string, after: string) => {
  await page.goto('/ple/bill');
  const row = page.getByTestId('receipt-table').getByRole('row', { name: new RegExp(code) });
  await row.getByRole('button', { name: /签\s*章/ }).click();
  await confirmOk(page);
  await expect(row).toContainText(after, { timeout: 20_000 });
};

test('a receipt goes from the storage application to in effect with three seals', async ({ browser }) => {
  // 1. The shipper applies for storage of one lot of cotton and passes its own audit.
  const shipper = await asUser(browser, 'shipper');
  await shipper.goto('/wms/input');
  await shipper.getByRole('button', { name: '新增入库申请' }).click();
  await expect(applyForm(shipper)).toBeVisible();
  await choose(shipper, '仓库', '河南豫通棉花仓储有限公司');
  await choose(shipper, '仓储物类别', '棉花');
  await shipper.getByLabel('预约入库时间').click();
  await shipper.getByLabel('预约入库时间').fill('2026-12-01 09:30:00');
  await shipper.keyboard.press('Enter');
  await shipper.getByLabel('预约人').fill('张建国');
  await shipper.getByLabel('预约电话').fill('13812340001');
  await shipper.getByLabel('批次号 1').fill('E2E-B001');
  await shipper.getByLabel('申请重量 1').fill('25.5');
  await shipper.getByLabel('申请数量 1').fill('120');
  await shipper.getByRole('button', { name: /提\s*交/ }).click();
  await confirmOk(shipper);
  await expect(shipper).toHaveURL(/\/wms\/input$/);
  const applied = shipper
    .getByTestId('inbound-table')
    .getByRole('row', { name: /待货主审核/ })
    .first();
  await applied.getByRole('button', { name: '货主审核' }).click();
  await expect(shipper).toHaveURL(/inputDetails/);
  await shipper.getByRole('button', { name: /通\s*过/ }).click();
  await confirmOk(shipper);
  await expect(shipper.getByText('已通过')).toBeVisible();
  await expect(shipper.getByTestId('inbound-steps')).toContainText('仓库入库');

  // 2. The warehouse weighs the lot and passes the order: one receipt is generated.
  const warehouse = await asUser(browser, 'warehouse');
  await warehouse.goto('/wms/input');
  const arrived = warehouse
    .getByTestId('inbound-table')
    .getByRole('row', { name: /待仓库入库/ })
    .filter({ hasNotText: 'RK20261101001' })
    .first();
  await arrived.getByRole('button', { name: '仓库入库' }).click();
  await expect(warehouse).toHaveURL(/inputDetails/);
  await warehouse.getByLabel('入库重量 1').fill('25.48');
  await warehouse.getByLabel('入库数量 1').fill('120');
  await warehouse.getByLabel('库位 1').fill('A-01-01');
  await warehouse.getByRole('button', { name: '入库审核通过' }).click();
  await confirmOk(warehouse);
  const receipts = warehouse.getByTestId('inbound-receipts');
  await expect(receipts).toBeVisible({ timeout: 20_000 });
  const code = (await receipts.getByRole('link', { name: /^WR/ }).first().innerText()).trim();
  expect(code).toMatch(/^WR\d{14}$/);

  // 3. The warehouse batch-signs the order's receipts; the scan is confirmed in the sandbox console.
  await warehouse.getByRole('button', { name: /批量签章/ }).click();
  await expect(warehouse).toHaveURL(/\/ple\/pleBillBatchSign\?applyId=/);
  const table = warehouse.getByTestId('batch-sign-table');
  await expect(table.getByRole('row', { name: new RegExp(code) })).toContainText('原始生成');
  await warehouse.getByRole('button', { name: /批量签章/ }).click();
  await confirmOk(warehouse);
  const dialog = warehouse.getByTestId('qr-sign-dialog');
  await expect(warehouse.getByTestId('qr-sign-code')).toBeVisible();
  const token = await dialog.getAttribute('data-token');
  expect(token?.length).toBeLessThanOrEqual(32);

  const admin = await asUser(browser, 'admin');
  await admin.goto('/sandbox');
  await admin.getByRole('tab', { name: '小程序' }).click();
  const session = admin.getByTestId('sandbox-mini-sessions').getByRole('row', { name: new RegExp(token!) });
  await session.getByRole('button', { name: '确认扫码' }).click();

  await expect(warehouse.getByText('微信扫码认证成功，系统开始批量签章!')).toBeVisible({ timeout: 15_000 });
  await expect(dialog).toContainText('签章已完成', { timeout: 30_000 });
  await expect(warehouse.getByTestId('batch-sign-progress-tag')).toContainText('1/1');
  await expect(table.getByRole('row', { name: new RegExp(code) })).toContainText('仓库签章完成');

  // 4. The shipper signs, then the platform: the receipt comes into effect.
  await signFromList(shipper, code, '货主签章完成');
  const platform = await asUser(browser, 'platform');
  await signFromList(platform, code, '已生效');

  // 5. The receipt shows in effect, with the three signatures in its chain and on its PDF.
  await platform
    .getByTestId('receipt-table')
    .getByRole('row', { name: new RegExp(code) })
    .getByRole('button', { name: /查\s*看/ })
    .click();
  await expect(platform).toHaveURL(/\/ple\?id=/);
  await expect(platform.getByTestId('receipt-fields')).toContainText('已生效');
  const chain = platform.getByTestId('receipt-chain');
  for (const kind of ['生成仓单', '仓储企业签章', '货主签章', '平台签章']) await expect(chain).toContainText(kind);
  const pdfHref = await platform.getByRole('link', { name: /下\s*载/ }).getAttribute('href');
  const pdf = Buffer.from(await (await platform.request.get(pdfHref!)).body());
  const signatures = pdf.toString('latin1').match(/\/ByteRange\s*\[\s*\d+/g) ?? [];
  expect(signatures).toHaveLength(3);
  const { createHash } = await import('node:crypto');
  const sha256 = createHash('sha256').update(pdf).digest('hex');
  await expect(chain).toContainText(sha256);

  // 6. The public verification page (what the PDF's QR code opens) matches that file, without a login.
  const verifyHref = await platform.getByRole('link', { name: /验证页面/ }).getAttribute('href');
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(verifyHref!);
  await expect(visitor.getByRole('heading', { name: '仓单验证' })).toBeVisible();
  await expect(visitor.getByTestId('verify-fields')).toContainText(code);
  await expect(visitor.getByTestId('verify-fields')).toContainText('已生效');
  await expect(visitor.getByTestId('verify-fields')).toContainText(sha256);
  await visitor
    .getByTestId('verify-file-drop')
    .locator('input[type=file]')
    .setInputFiles({ name: `${code}.pdf`, mimeType: 'application/pdf', buffer: pdf });
  await expect(visitor.getByTestId('verify-file-result')).toContainText('与平台登记的仓单文件一致');

  // 7. Without a login the page shows the verification document, never the receipt: no owner, no weights.
  await expect(visitor.getByTestId('verify-pdf')).toBeVisible();
  await expect(visitor.getByTestId('verify-party-file')).toHaveCount(0);
  const publicHref = await visitor.getByTestId('verify-pdf-download').getAttribute('href');
  const publicPdf = Buffer.from(await (await visitor.request.get(publicHref!)).body());
  expect(publicPdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(createHash('sha256').update(publicPdf).digest('hex')).not.toBe(sha256);

  // 8. On a phone the document is a link to open or download, not an empty frame.
  const phone = await (
    await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  ).newPage();
  await phone.goto(verifyHref!);
  await expect(phone.getByTestId('verify-fields')).toContainText(code);
  await expect(phone.getByTestId('verify-pdf-download')).toBeVisible();
  await expect(phone.getByTestId('verify-pdf-open')).toBeVisible();
  await expect(phone.getByTestId('verify-pdf')).toHaveCount(0);

  // 9. A logged-in party opening the page is offered the receipt itself.
  await platform.goto(verifyHref!);
  await expect(platform.getByTestId('verify-party-file')).toBeVisible();
  const fullHref = await platform.getByTestId('verify-party-file').getByRole('link').getAttribute('href');
  const full = Buffer.from(await (await platform.request.get(fullHref!)).body());
  expect(createHash('sha256').update(full).digest('hex')).toBe(sha256);
});
