import { onPhone } from './batch-sign-support';
import { type Browser, expect, type Page, test } from './fixtures';
import { confirmOk, loginAs } from './support';

/**
 * The release journey (spec 3 §2 Release detail, Receipt split by trays, §4 Release status, Tray split
 * status, Service-fee payment, Pick-up, §7 Release and pick-up; spec 2 §9 the release's service fee): on the pledged
 * demo application the bank (sandbox console) instructs a partial release of the second pledged receipt (the first
 * is already in the demo release); the platform notifies the release's service fee and the shipper pays it by
 * WeChat on the sandbox phone; the shipper submits the tray split (goods of an inbound order: no WMS trays, the
 * bank's weight leaves); the platform and the warehouse pass, which splits the receipt into the part that leaves and
 * the remainder; the shipper and the warehouse batch-seal the release confirmation by scan; the warehouse, the
 * shipper and the platform batch-sign the two new receipts; the platform feeds the pick-up back to the bank; the
 * shipper starts the pick-up, which creates an outbound order, passes it and reads the pick-up code; the warehouse
 * checks it, weighs the leaving part out and passes; the leaving receipt is cancelled and the remainder stays pledged.
 *
 * data-testids: sandbox-bank-applications, bank-release-partial, bank-release-bills, bank-release-type,
 * bank-release-weight, bank-release-trays (console); release-table, release-detail (list); release-header,
 * release-bills, release-tray-split, release-platform-audit, release-warehouse-audit, release-audit-status,
 * release-batch-seal-0|1, release-split-sign, release-pickup-feedback, release-pickup-open, release-pickup-bills,
 * release-fee-card, fee-commit, fee-pay-wechat, pay-url, fee-pay-status (detail); tray-split-page, tray-split-submit;
 * batch-sign-table, qr-sign-dialog, qr-sign-code; outbound-shipper-pass, outbound-vr-code-shown, outbound-info,
 * outbound-warehouse, outbound-vr-code, outbound-vr-check, outbound-lot-add-<code>, outbound-lot-label|weight|quantity-0,
 * outbound-warehouse-pass; receipt-table (我的仓单).
 */
test.describe.configure({ timeout: 300_000 });

/** What the bank lets go of the second pledged receipt (28.46 t, 127 bales): 10 t on one tray. */
const WEIGHT = '10.00';

const asUser = async (browser: Browser, account: string) => {
  const page = await (await browser.newContext()).newPage();
  await loginAs(page, account);
  return page;
};

/** The phone scans the open QR dialog's code and confirms; the dialog says the seals are done. */
const scanAndSign = async (browser: Browser, page: Page) => {
  const dialog = page.getByTestId('qr-sign-dialog');
  await expect(page.getByTestId('qr-sign-code')).toBeVisible();
  const token = (await dialog.getAttribute('data-token'))!;
  const phone = await onPhone(browser, token, /确认签章/);
  await expect(dialog).toContainText('签章已完成', { timeout: 60_000 });
  await phone.context().close();
};

/** A signer on the successors' batch-sign page: 批量签章, confirm, scan, both new receipts at the next step. */
const signSuccessors = async (browser: Browser, page: Page, url: string, signed: string | RegExp) => {
  await page.goto(url);
  const table = page.getByTestId('batch-sign-table');
  await expect(table.getByRole('row', { name: /WR\d{14}/ })).toHaveCount(2);
  await page.getByRole('button', { name: /批量签章/ }).click();
  await confirmOk(page);
  await scanAndSign(browser, page);
  await expect(table.getByRole('row', { name: signed })).toHaveCount(2, { timeout: 15_000 });
};

/** 我的仓单 searched by a receipt code: its row. */
const receiptRow = async (page: Page, code: string) => {
  await page.goto('/ple/bill');
  await page.getByLabel('仓单编号').fill(code);
  await page.getByRole('button', { name: /搜\s*索/ }).click();
  return page.getByTestId('receipt-table').getByRole('row', { name: new RegExp(code) });
};

test('a partial release: instructed by the bank, fee paid, passed, sealed, split, picked up, the rest still pledged', async ({
  browser,
}) => {
  // 1. The bank (sandbox console): 解押指令 on the pledged demo application, part of its second receipt.
  const admin = await asUser(browser, 'admin');
  await admin.goto('/sandbox');
  await admin.getByRole('tab', { name: '银行' }).click();
  // The bank lists its applications newest first: the demo application is the oldest disbursed one (another journey
  // may have had a loan disbursed since).
  await admin
    .getByTestId('sandbox-bank-applications')
    .getByRole('row')
    .filter({ has: admin.locator('[data-status="disbursed"]') })
    .last()
    .getByTestId('bank-release-partial')
    .click();
  const bills = admin.getByTestId('bank-release-bills');
  const second = bills.getByRole('row', { name: /WR\d{14}/ }).nth(1);
  const billCode = /WR\d{14}/.exec(await second.innerText())![0];
  // A click on the option while the dropdown still opens can be lost on a loaded machine: choose until the weight shows.
  await expect(async () => {
    if ((await admin.locator('.ant-select-dropdown:visible').count()) === 0)
      await second.getByTestId('bank-release-type').click({ timeout: 2_000 });
    await admin.locator('.ant-select-dropdown:visible').getByTitle('部分解押').click({ timeout: 2_000 });
    await expect(second.getByTestId('bank-release-weight')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await second.getByTestId('bank-release-weight').fill(WEIGHT);
  await second.getByTestId('bank-release-trays').fill('1');
  await admin.getByRole('button', { name: '发出解押指令' }).click();
  await expect(admin.locator('.ant-message')).toContainText('解押指令已发出');
  await admin.context().close();

  // 2. The platform finds the new release (待托盘拆分) and notifies its service fee.
  const platform = await asUser(browser, 'platform');
  await platform.goto('/ccb/release');
  await platform
    .getByTestId('release-table')
    .getByRole('row', { name: new RegExp(billCode) })
    .getByTestId('release-detail')
    .click();
  await expect(platform).toHaveURL(/\/ccb\/release\?id=\d+/);
  const releaseUrl = new URL(platform.url()).pathname + new URL(platform.url()).search;
  const releaseId = new URL(platform.url()).searchParams.get('id')!;
  const header = platform.getByTestId('release-header');
  await expect(header).toContainText('待托盘拆分');
  const fee = platform.getByTestId('release-fee-card');
  await fee.getByTestId('fee-commit').click();
  await confirmOk(platform);
  await expect(fee).toHaveAttribute('data-status', '1');

  // 3. The shipper pays the fee by WeChat on the sandbox phone, then submits the tray split (no WMS trays).
  const shipper = await asUser(browser, 'shipper');
  await shipper.goto(releaseUrl);
  await shipper.getByTestId('fee-pay-wechat').click();
  await expect(shipper.getByTestId('pay-qr')).toBeVisible();
  const payUrl = (await shipper.getByTestId('pay-url').getAttribute('data-url'))!;
  const payPhone = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await payPhone.goto(payUrl);
  await payPhone.getByTestId('m-pay-confirm').click();
  await expect(payPhone.getByTestId('m-pay')).toContainText('支付成功');
  await payPhone.context().close();
  await expect(shipper.locator('.ant-message')).toContainText('支付成功', { timeout: 20_000 });
  await expect(shipper.getByTestId('fee-pay-status')).toHaveAttribute('data-status', '1');

  await shipper.getByTestId('release-tray-split').click();
  await expect(shipper).toHaveURL(/\/ccb\/release\/splitContainers\?id=\d+/);
  await expect(shipper.getByTestId('tray-split-bills')).toContainText(billCode);
  await shipper.getByTestId('tray-split-submit').click();
  await confirmOk(shipper);
  await expect(shipper).toHaveURL(/\/ccb\/release\?id=\d+/);
  await expect(shipper.getByTestId('release-header')).toContainText('待平台审核');

  // 4. The platform passes (its page refreshed live), then the warehouse: the receipt is split.
  await platform.getByTestId('release-platform-audit').click();
  await platform.getByRole('button', { name: /确\s*定/ }).click();
  await expect(header).toContainText('待仓库审核');
  const warehouse = await asUser(browser, 'warehouse');
  await warehouse.goto(releaseUrl);
  await warehouse.getByTestId('release-warehouse-audit').click();
  await warehouse.getByRole('button', { name: /确\s*定/ }).click();
  const releaseBills = warehouse.getByTestId('release-bills');
  await expect(releaseBills).toContainText('提货 WR');
  const splitText = await releaseBills.innerText();
  const leaveCode = /提货 (WR\d{14})/.exec(splitText)![1]!;
  const remainCode = /剩余 (WR\d{14})/.exec(splitText)![1]!;

  // 5. Both seal the release confirmation by scan: the shipper, then the warehouse.
  await expect(shipper.getByTestId('release-batch-seal-0')).toBeVisible({ timeout: 15_000 });
  await shipper.getByTestId('release-batch-seal-0').click();
  await confirmOk(shipper);
  await scanAndSign(browser, shipper);
  await expect(warehouse.getByTestId('release-batch-seal-1')).toBeVisible({ timeout: 15_000 });
  await warehouse.getByTestId('release-batch-seal-1').click();
  await confirmOk(warehouse);
  await scanAndSign(browser, warehouse);
  await expect(platform.getByTestId('release-header')).toContainText('待提货反馈', { timeout: 15_000 });

  // 6. The two new receipts batch-signed by the warehouse, the shipper and the platform.
  const signUrl = `/ccb/release/signPushPickBill?goodsId=${releaseId}`;
  await signSuccessors(browser, warehouse, signUrl, /仓库签章完成/);
  await signSuccessors(browser, shipper, signUrl, /货主签章完成/);
  // In effect: the leaving part free for the pick-up, the remainder pledged again at once.
  await signSuccessors(browser, platform, signUrl, /已生效|已质押/);
  const successors = platform.getByTestId('batch-sign-table');
  await expect(successors.getByRole('row', { name: new RegExp(leaveCode) })).toContainText('已生效');
  await expect(successors.getByRole('row', { name: new RegExp(remainCode) })).toContainText('已质押');

  // 7. The platform feeds the pick-up back to the bank.
  await platform.goto(releaseUrl);
  await platform.getByTestId('release-pickup-feedback').click();
  await confirmOk(platform, '确认向银行反馈提货吗');
  await expect(platform.getByTestId('release-header')).toContainText('提货反馈成功');

  // 8. The shipper starts the pick-up of the leaving receipt: an outbound order it passes; it reads the code.
  await shipper.goto(releaseUrl);
  await shipper.getByTestId('release-pickup-open').click();
  // The dialog's table may still re-render when the first click lands (seen on a loaded CI machine): tick again.
  const pickupBox = shipper
    .getByTestId('release-pickup-bills')
    .getByRole('row', { name: new RegExp(leaveCode) })
    .getByRole('checkbox');
  await expect(async () => {
    await pickupBox.check({ timeout: 5_000 });
    await expect(pickupBox).toBeChecked({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await shipper.getByRole('button', { name: '确认提货' }).click();
  await expect(shipper).toHaveURL(/\/outputs\/outputDetails\?type=1&name=.*&id=\d+/);
  const orderUrl = new URL(shipper.url()).pathname + new URL(shipper.url()).search;
  await expect(shipper.getByTestId('outbound-info')).toContainText('待货主审核');
  await shipper.getByTestId('outbound-shipper-pass').click();
  await confirmOk(shipper);
  await expect(shipper.getByTestId('outbound-info')).toContainText('待仓库出库');
  const vrCode = /提货码：(\w+)/.exec(await shipper.getByTestId('outbound-vr-code-shown').innerText())![1]!;
  const info = await shipper.getByTestId('outbound-info').innerText();
  const weight = /申请出库重量\s*([\d.]+)/.exec(info)![1]!;
  const quantity = /申请出库数量\s*([\d.]+)/.exec(info)![1]!;
  expect(Number(weight)).toBe(Number(WEIGHT));

  // 9. The warehouse checks the code, weighs the lot out and passes: 已出库.
  await warehouse.goto(orderUrl);
  const weigh = warehouse.getByTestId('outbound-warehouse');
  await weigh.getByTestId('outbound-vr-code').fill(vrCode);
  await weigh.getByTestId('outbound-vr-check').click();
  await expect(weigh).toContainText('提货码已核验');
  await weigh.getByTestId(`outbound-lot-add-${leaveCode}`).click();
  await weigh.getByTestId('outbound-lot-label-0').fill('车次1');
  await weigh.getByTestId('outbound-lot-weight-0').fill(weight);
  await weigh.getByTestId('outbound-lot-quantity-0').fill(quantity);
  await weigh.getByTestId('outbound-warehouse-pass').click();
  await confirmOk(warehouse, /确定出库审核通过/);
  await expect(warehouse.getByTestId('outbound-info')).toContainText('已出库');

  // 10. The released receipt is cancelled; the remainder stays pledged.
  await expect(await receiptRow(shipper, leaveCode)).toContainText('已作废');
  await expect(await receiptRow(shipper, remainCode)).toContainText('已质押');
});
