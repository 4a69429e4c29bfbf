import { onPhone } from './batch-sign-support';
import { type Browser, expect, type Page, test } from './fixtures';
import { confirmOk, loginAs } from './support';

/**
 * The receipt transfer journey (spec 2 §2 transfer dialog, §3, §4 progress; spec 3 §3, §5 Transfer audit): the
 * demo receipt contract's transfer application waits for the platform, which sees both parties' fee payments (the
 * buyer's voucher also waiting in 合同监管's queue) and rejects it with a reason; the shipper
 * sees the rejection in the dialog and applies again; the platform passes it (after the reminder to check the
 * contract and payments); the warehouse confirms and new receipts are issued to the buyer; the warehouse, the buyer
 * as the new holder and the platform each batch-sign them by scanning the code; the transfer is complete, the
 * contract at its last step, the buyer holds the new receipt and the shipper's old one is cancelled.
 *
 * data-testids: transfer-table, transfer-row-detail (list); transfer-status, transfer-audit-status,
 * transfer-reject-reason, transfer-fees, transfer-fee-shipper|buyer|goods, transfer-goods, transfer-old-bill,
 * transfer-new-bill, transfer-log, transfer-audit,
 * transfer-audit-form, transfer-audit-submit, transfer-warehouse-confirm, transfer-batch-sign (detail);
 * contract-transfer, contract-transfer-status, contract-transfer-reason, contract-transfer-apply,
 * transfer-apply-dialog, transfer-apply-rejection, transfer-apply-submit (contract detail); contract-progress;
 * batch-sign-table, qr-sign-dialog, qr-sign-code (batch signing); receipt-table (我的仓单); offline-queue-toggle,
 * contract-table (合同监管).
 */
test.describe.configure({ timeout: 150_000 });

const REASON = '仓储费约定不明确，请补充说明后重新申请';

const asUser = async (browser: Browser, account: string) => {
  const page = await (await browser.newContext()).newPage();
  await loginAs(page, account);
  return page;
};

/** The signer on the contract's batch-sign screen: 批量签章, confirm, the phone scans and confirms, all signed. */
const batchSign = async (browser: Browser, page: Page, count: number, signed: string) => {
  await expect(page).toHaveURL(/\/ple\/pleBillBatchSignDetail\?id=\d+&type=1&name=/);
  const table = page.getByTestId('batch-sign-table');
  await expect(table.getByRole('row', { name: /WR\d{14}/ })).toHaveCount(count);
  await page.getByRole('button', { name: /批量签章/ }).click();
  await confirmOk(page);
  await expect(page.getByTestId('qr-sign-code')).toBeVisible();
  const token = await page.getByTestId('qr-sign-dialog').getAttribute('data-token');
  const phone = await onPhone(browser, token!, /确认签章/);
  await expect(page.getByTestId('qr-sign-dialog')).toContainText('签章已完成', { timeout: 30_000 });
  await phone.context().close();
  await expect(table.getByRole('row', { name: new RegExp(signed) })).toHaveCount(count, { timeout: 15_000 });
};

/** The party's transfer list: the contract's application in the given status, opened with 详情. */
const openTransfer = async (page: Page, contractCode: string, status: string) => {
  await page.goto('/ple/transfer');
  await page
    .getByTestId('transfer-table')
    .getByRole('row', { name: new RegExp(contractCode) })
    .filter({ hasText: status })
    .getByTestId('transfer-row-detail')
    .click();
  await expect(page).toHaveURL(/\/ples\/transferDetails\?type=1&id=\d+/);
  await expect(page.getByTestId('transfer-status')).toContainText(status);
  return page.url();
};

/** 我的仓单 searched by a receipt code. */
const searchReceipts = async (page: Page, code: string) => {
  await page.goto('/ple/bill');
  await page.getByLabel('仓单编号').fill(code);
  await page.getByRole('button', { name: /搜\s*索/ }).click();
  return page.getByTestId('receipt-table');
};

test('a transfer rejected, re-applied, passed, confirmed and signed hands the receipts to the buyer', async ({
  browser,
}) => {
  // 1. The platform opens the application waiting for review and rejects it: both fields are required.
  const platform = await asUser(browser, 'platform');
  await platform.goto('/ple/transfer');
  const waiting = platform
    .getByTestId('transfer-table')
    .getByRole('row', { name: /待平台审核/ })
    .first();
  const contractCode = (await waiting.getByRole('link').first().innerText()).trim();
  await waiting.getByTestId('transfer-row-detail').click();
  await expect(platform).toHaveURL(/\/ples\/transferDetails\?type=1&id=\d+/);
  await expect(platform.getByTestId('transfer-status')).toContainText('待平台审核');
  const oldCodes = (await platform.getByTestId('transfer-old-bill').allInnerTexts()).map((c) => c.trim());
  expect(oldCodes.length).toBeGreaterThan(0);
  const contractHref = await platform.getByTestId('transfer-contract-link').getAttribute('href');
  const contractId = new URLSearchParams(contractHref!.split('?')[1]).get('id')!;
  // What the review asks it to check: the shipper's share paid by WeChat, the buyer's voucher still waiting for the
  // platform's confirmation, the goods money confirmed by the shipper (the demo's payments).
  const fees = platform.getByTestId('transfer-fees');
  await expect(fees.getByTestId('transfer-fee-shipper')).toContainText('已支付');
  await expect(fees.getByTestId('transfer-fee-buyer')).toContainText('已线下支付，待确认');
  await expect(fees.getByTestId('transfer-fee-goods')).toContainText('已确认收款');
  // The same contract waits in 合同监管's queue of offline vouchers.
  const manage = await (await browser.newContext()).newPage();
  await loginAs(manage, 'platform');
  await manage.goto('/contract/manage');
  await manage.getByTestId('offline-queue-toggle').getByText('待确认线下支付').click();
  await expect(manage.getByTestId('contract-table').getByRole('row', { name: new RegExp(contractCode) })).toHaveCount(
    1,
  );
  await manage.context().close();

  await platform.getByTestId('transfer-audit').click();
  await expect(platform.getByTestId('transfer-audit-fees').getByTestId('transfer-fee-buyer')).toContainText(
    '已线下支付，待确认',
  );
  const form = platform.getByTestId('transfer-audit-form');
  await platform.getByTestId('transfer-audit-submit').click();
  await expect(form).toContainText('请选择审核状态');
  await form.getByRole('radio', { name: '审核驳回' }).check();
  await platform.getByTestId('transfer-audit-submit').click();
  await expect(form).toContainText('请填写驳回意见');
  await form.getByLabel('驳回意见').fill(REASON);
  await platform.getByTestId('transfer-audit-submit').click();
  await confirmOk(platform, '确定驳回该过户申请吗？');
  await expect(platform.getByTestId('transfer-status')).toContainText('平台审核驳回');
  await expect(platform.getByTestId('transfer-audit-status')).toContainText('审核驳回');
  await expect(platform.getByTestId('transfer-reject-reason')).toContainText(REASON);
  await expect(platform.getByTestId('transfer-log')).toContainText(REASON);

  // 2. The shipper sees the rejection on the contract and, in the dialog, the review and its reason; it re-applies.
  const shipper = await asUser(browser, 'shipper');
  await shipper.goto(`/contract/detail?id=${contractId}`);
  const card = shipper.getByTestId('contract-transfer');
  await expect(card.getByTestId('contract-transfer-status')).toContainText('平台审核驳回');
  await expect(card.getByTestId('contract-transfer-reason')).toContainText(REASON);
  await card.getByTestId('contract-transfer-apply').click();
  const dialog = shipper.getByTestId('transfer-apply-dialog');
  await expect(dialog.getByTestId('transfer-apply-rejection')).toContainText('审核驳回');
  await expect(dialog.getByTestId('transfer-apply-rejection')).toContainText(REASON);
  await expect(dialog.getByTestId('transfer-parties')).toContainText('河南豫通棉花仓储有限公司');
  for (const code of oldCodes) await expect(dialog.getByTestId('transfer-goods')).toContainText(code);
  await dialog.getByLabel('仓储费约定').fill('仓储费自过户完成次日起由新持有人承担。');
  await dialog.getByLabel('其他约定').fill('过户完成后三日内办理货权交接。');
  await shipper.getByTestId('transfer-apply-submit').click();
  await confirmOk(shipper, '确定提交过户申请吗？');
  await expect(card.getByTestId('contract-transfer-status')).toContainText('待平台审核');
  await expect(card.getByTestId('contract-transfer-apply')).toHaveCount(0);

  // 3. The platform passes it, told first to check the contract and the payments.
  const detailUrl = await openTransfer(platform, contractCode, '待平台审核');
  await platform.getByTestId('transfer-audit').click();
  await form.getByRole('radio', { name: '审核通过' }).check();
  await platform.getByTestId('transfer-audit-submit').click();
  await confirmOk(platform, '请确认已核对合同内容及货款、平台服务费的支付情况');
  await expect(platform.getByTestId('transfer-status')).toContainText('待仓库确认');
  await expect(platform.getByTestId('transfer-goods')).toContainText('过户中');

  // 4. The warehouse confirms from its transfer list: new receipts are issued to the buyer.
  const warehouse = await asUser(browser, 'warehouse');
  await openTransfer(warehouse, contractCode, '待仓库确认');
  await warehouse.getByTestId('transfer-warehouse-confirm').click();
  await confirmOk(warehouse, '确认后将向买方签发新仓单');
  await expect(warehouse.getByTestId('transfer-status')).toContainText('新仓单签章中');
  const newBills = warehouse.getByTestId('transfer-new-bill');
  await expect(newBills).toHaveCount(oldCodes.length);
  const newCodes = (await newBills.allInnerTexts()).map((c) => c.trim());
  for (const code of newCodes) expect(code).toMatch(/^WR\d{14}$/);
  expect(newCodes.some((c) => oldCodes.includes(c))).toBe(false);

  // 5. The warehouse, the buyer as the new holder and the platform each batch-sign the new receipts.
  await warehouse.getByTestId('transfer-batch-sign').click();
  await batchSign(browser, warehouse, newCodes.length, '仓库签章完成');

  const buyer = await asUser(browser, 'buyer');
  await buyer.goto(`/contract/detail?id=${contractId}`);
  await expect(buyer.getByTestId('contract-transfer-status')).toContainText('新仓单签章中');
  await buyer.getByTestId('contract-transfer').getByTestId('transfer-batch-sign').click();
  await batchSign(browser, buyer, newCodes.length, '货主签章完成');

  await platform.goto(detailUrl);
  await platform.getByTestId('transfer-batch-sign').click();
  await batchSign(browser, platform, newCodes.length, '已生效');

  // 6. The transfer is complete and the contract at its last step.
  await platform.goto(detailUrl);
  await expect(platform.getByTestId('transfer-status')).toContainText('过户完成');
  for (const code of newCodes)
    await expect(platform.getByTestId('transfer-goods').getByRole('row', { name: new RegExp(code) })).toContainText(
      '已生效',
    );
  await shipper.goto(`/contract/detail?id=${contractId}`);
  await expect(shipper.getByTestId('contract-transfer-status')).toContainText('过户完成');
  // Every step done, the last one (交易完成) ticked too.
  const progress = shipper.getByTestId('contract-progress');
  await expect(progress.locator('.ant-steps-item-finish').last()).toContainText('交易完成');
  await expect(progress.locator('.ant-steps-item-process')).toHaveCount(0);

  // 7. The buyer holds the new receipts; the shipper's old ones are cancelled and the new ones are not its own.
  for (const code of newCodes) {
    const mine = await searchReceipts(buyer, code);
    await expect(mine.getByRole('row', { name: new RegExp(code) })).toContainText('已生效');
  }
  for (const [i, code] of oldCodes.entries()) {
    const old = await searchReceipts(shipper, code);
    await expect(old.getByRole('row', { name: new RegExp(code) })).toContainText('已作废');
    const absent = await searchReceipts(shipper, newCodes[i]!);
    await expect(absent.locator('.ant-empty')).toBeVisible();
    await expect(absent.getByRole('row', { name: new RegExp(newCodes[i]!) })).toHaveCount(0);
  }
});
