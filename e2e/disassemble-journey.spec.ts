import { onPhone } from './batch-sign-support';
import { type Browser, expect, type Page, test } from './fixtures';
import { confirmOk, loginAs } from './support';

/**
 * The WMS split journey (spec 3 §2 WMS bill split, §4 WMS bill split status, §5, §7): the warehouse splits the demo's
 * free receipt of three containers (XH240302004–006, seed-disassemble.ts) into the first container's receipt and the
 * remainder's; the shipper, the platform and the warehouse pass; the warehouse, the shipper and the platform
 * batch-sign the two new receipts; the old receipt reads 已作废 and names its successors with links.
 *
 * data-testids: disassemble-form, disassemble-bills, disassemble-containers, disassemble-submit, disassemble-table,
 * disassemble-detail, disassemble-status, disassemble-review, disassemble-audit-ok, disassemble-result,
 * disassemble-sign; batch-sign-table, qr-sign-dialog, qr-sign-code; receipt-table, receipt-replaced-by.
 */
test.describe.configure({ timeout: 180_000 });

const FIRST = 'XH240302004';

/** A message toast (antd message) with this text. */
const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text);

const asUser = async (browser: Browser, account: string) => {
  const page = await (await browser.newContext()).newPage();
  await loginAs(page, account);
  return page;
};

const scanAndSign = async (browser: Browser, page: Page) => {
  const dialog = page.getByTestId('qr-sign-dialog');
  await expect(page.getByTestId('qr-sign-code')).toBeVisible();
  const token = (await dialog.getAttribute('data-token'))!;
  const phone = await onPhone(browser, token, /确认签章/);
  await expect(dialog).toContainText('签章已完成', { timeout: 60_000 });
  await phone.context().close();
};

/** A signer on the new receipts' batch-sign page: 批量签章, confirm, scan, both at the next step. */
const signSuccessors = async (browser: Browser, page: Page, url: string, signed: RegExp) => {
  await page.goto(url);
  const table = page.getByTestId('batch-sign-table');
  await expect(table.getByRole('row', { name: /WR\d{14}/ })).toHaveCount(2);
  await page.getByRole('button', { name: /批量签章/ }).click();
  await confirmOk(page);
  await scanAndSign(browser, page);
  await expect(table.getByRole('row', { name: signed })).toHaveCount(2, { timeout: 15_000 });
};

/** The party at its step passes the split on its page. */
const pass = async (page: Page, url: string, next: string) => {
  await page.goto(url);
  const review = page.getByTestId('disassemble-review');
  await review.getByRole('button', { name: /确\s*定/ }).click();
  await expect(toast(page, '请选择审核结果')).toBeVisible();
  await review.getByLabel('通过').check();
  await review.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByTestId('disassemble-status')).toContainText(next);
};

test('a WMS split: three containers into two receipts, three reviews, batch-signed, the old receipt cancelled', async ({
  browser,
}) => {
  // 1. The warehouse chooses the WMS platform, the receipt over three containers and one of them; submits.
  const warehouse = await asUser(browser, 'warehouse');
  await warehouse.goto('/external/wmsDisassemble/disassembleAdd');
  const form = warehouse.getByTestId('disassemble-form');
  await form.getByRole('button', { name: /提\s*交/ }).click();
  await expect(toast(warehouse, '请选择WMS平台')).toBeVisible();
  await form.locator('.ant-form-item', { hasText: 'WMS平台' }).getByRole('combobox').click();
  await warehouse.locator('.ant-select-dropdown:visible').getByTitle('中储智慧仓储WMS', { exact: true }).click();
  const billRow = form.getByTestId('disassemble-bills').getByRole('row', { name: new RegExp(FIRST) });
  const oldCode = (await billRow.textContent())!.match(/WR\d{14}/)![0];
  await billRow.getByRole('checkbox').check();
  await form.getByRole('button', { name: /提\s*交/ }).click();
  await expect(toast(warehouse, '请选择WMS仓单、箱号')).toBeVisible();
  await form
    .getByTestId('disassemble-containers')
    .getByRole('row', { name: new RegExp(FIRST) })
    .getByRole('checkbox')
    .check();
  await expect(form).toContainText('已选 1 个');
  await form.getByRole('button', { name: /提\s*交/ }).click();

  // 2. The list: the new split waits for the shipper.
  const row = warehouse.getByTestId('disassemble-table').getByRole('row', { name: new RegExp(oldCode) });
  await expect(row).toContainText('待货主审核');
  await row.getByTestId('disassemble-detail').click();
  await expect(warehouse.getByTestId('disassemble-status')).toContainText('待货主审核');
  const url = warehouse.url().replace(/^https?:\/\/[^/]+/, '');

  // 3. The shipper, the platform, the warehouse pass.
  const shipper = await asUser(browser, 'shipper');
  await pass(shipper, url, '待平台审核');
  const platform = await asUser(browser, 'platform');
  await pass(platform, url, '待仓库审核');
  await pass(warehouse, url, '已完成');
  const result = warehouse.getByTestId('disassemble-result');
  await expect(result.getByRole('row', { name: /WR\d{14}/ })).toHaveCount(2);
  const codes = ((await result.textContent())!.match(/WR\d{14}/g) ?? []).slice(0, 2);

  // 4. Batch signing from the result: the warehouse, the shipper, the platform.
  await warehouse.getByTestId('disassemble-sign').click();
  await warehouse.waitForURL(/\/external\/wmsDisassemble\/signPushPickBill\?disassembleId=/);
  const signUrl = warehouse.url().replace(/^https?:\/\/[^/]+/, '');
  await expect(warehouse.getByTestId('batch-sign-table').getByRole('row', { name: /WR\d{14}/ })).toHaveCount(2);
  await signSuccessors(browser, warehouse, signUrl, /仓库签章完成/);
  await signSuccessors(browser, shipper, signUrl, /货主签章完成/);
  await signSuccessors(browser, platform, signUrl, /已生效/);

  // 5. The old receipt: 已作废, its successors named with links.
  await shipper.goto('/ple/bill');
  await shipper.getByLabel('仓单编号').fill(oldCode);
  await shipper.getByRole('button', { name: /搜\s*索/ }).click();
  const old = shipper.getByTestId('receipt-table').getByRole('row', { name: new RegExp(oldCode) });
  await expect(old).toContainText('已作废');
  await old.getByRole('link', { name: oldCode }).click();
  const replaced = shipper.getByTestId('receipt-replaced-by');
  for (const code of codes) await expect(replaced.getByRole('link', { name: code })).toBeVisible();
});
