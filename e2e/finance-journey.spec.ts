import { BASE, call, onPhone, orderWithReceipts, tokenOf } from './batch-sign-support';
import { type Browser, expect, type Page, test } from './fixtures';
import { confirmOk, loginAs } from './support';

/**
 * The pledge-financing journey (spec 2 §4 Financing application status, fourStatus, dgeCcbStatus, Batch signing of
 * pledge receipts, Financing service fee form; §5 Financing review; §6): the shipper applies for financing with two
 * receipts of its own (a fresh inbound order's, sealed by the three parties through the API, so no other journey's
 * choice of receipts matters); the platform and the warehouse pass the four-party agreement, which goes to the bank; in
 * the sandbox console the bank admits the collateral and registers the pledge; the owner and the warehouse batch-seal
 * the pledge notices by scan; the receipts read 已质押; the bank disburses; the platform commits the financing
 * service fee and the shipper pays it by WeChat on the sandbox phone.
 *
 * data-testids: finance-warehouse, finance-bank, finance-goods, finance-apply-money, finance-bill-picker,
 * finance-price-<code>, finance-rate-<code>, finance-apply-submit (form); finance-pass, finance-bills,
 * pledge-batch-sign-0|1, qr-sign-dialog, finance-loan, service-fee-card, fee-commit, fee-pay-wechat, pay-url
 * (detail); sandbox-bank-applications, bank-admit, bank-register, bank-disburse, bank-disburse-form (console).
 */
test.describe.configure({ timeout: 300_000 });

const WAREHOUSE = '河南豫通棉花仓储有限公司';

const asUser = async (browser: Browser, account: string) => {
  const page = await (await browser.newContext()).newPage();
  await loginAs(page, account);
  return page;
};

/** Picks an option of an antd Select by its test id and the option's text. */
const choose = async (page: Page, testId: string, option: string | RegExp) => {
  await page.getByTestId(testId).click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: option })
    .first()
    .click();
};

const openDetail = async (page: Page, id: string) => {
  await page.goto(`/ccb/finance/detail?id=${id}`);
  // A reload of a busy page (seals just made, their PDFs) may take a while on a loaded machine.
  await expect(page.getByTestId('finance-detail')).toBeVisible({ timeout: 30_000 });
};

/** A party's batch seal of every pledge notice of the application: confirm, scan, the phone confirms, all sealed. */
const batchSeal = async (browser: Browser, page: Page, type: 0 | 1) => {
  await page.getByTestId(`pledge-batch-sign-${type}`).click();
  await confirmOk(page);
  const dialog = page.getByTestId('qr-sign-dialog');
  await expect(page.getByTestId('qr-sign-code')).toBeVisible();
  const token = (await dialog.getAttribute('data-token'))!;
  const phone = await onPhone(browser, token, /确认签章/);
  await expect(dialog).toContainText('签章已完成', { timeout: 60_000 });
  await phone.context().close();
};

test('the shipper finances two receipts: reviews, the bank, pledge seals by scan, the loan and the service fee', async ({
  browser,
  request,
}) => {
  const shipperApi = await tokenOf(request, 'shipper');
  // Two receipts in effect at the demo warehouse: an inbound order weighed in, each receipt sealed by all three.
  const inputId = await orderWithReceipts(request, 2);
  const signers = [await tokenOf(request, 'warehouse'), shipperApi, await tokenOf(request, 'platform')];
  const made: { records: { id: string; code: string }[] } = await call(
    request,
    signers[0]!,
    `${BASE}/ple/bill/signBillList?applyId=${inputId}&current=1&size=50`,
  );
  for (const signer of signers)
    for (const r of made.records) await call(request, signer, `${BASE}/ple/bill/sign`, { id: r.id });
  const codes = made.records.map((r) => r.code);
  expect(codes).toHaveLength(2);

  // 1. The shipper applies: warehouse, bank, goods, amount, the two receipts with price and pledge rate; 提交.
  const shipper = await asUser(browser, 'shipper');
  await shipper.goto('/ccb/finance/apply');
  await choose(shipper, 'finance-warehouse', WAREHOUSE);
  await choose(shipper, 'finance-bank', '中国建设银行');
  await choose(shipper, 'finance-goods', '棉花质押融资');
  // More than the receipts secure, first: the form says so before anything is sent.
  await shipper.getByTestId('finance-apply-money').fill('500000');
  const picker = shipper.getByTestId('finance-bill-picker');
  for (const code of codes) {
    await picker
      .getByRole('row', { name: new RegExp(code) })
      .getByRole('checkbox')
      .check();
    await shipper.getByTestId(`finance-price-${code}`).fill('15500');
    await shipper.getByTestId(`finance-rate-${code}`).fill('70');
  }
  // 2 × 19.98 t at 15,500 × 70 %: 216,783.00 each
  await expect(shipper.getByTestId('finance-estimated-total')).toContainText('433,566.00');
  await expect(shipper.getByTestId('finance-over-pledge')).toHaveText(
    '申请金额（500,000.00 元）不能超过预估质押金额（433,566.00 元），请调低申请金额或增加质押仓单',
  );
  await shipper.getByTestId('finance-apply-submit').click();
  await expect(shipper.locator('.ant-message')).toContainText('不能超过预估质押金额');
  await expect(shipper).toHaveURL(/\/ccb\/finance\/apply/);
  await shipper.getByTestId('finance-apply-money').fill('400000');
  await expect(shipper.getByTestId('finance-over-pledge')).toHaveCount(0);
  await shipper.getByTestId('finance-apply-submit').click();
  await confirmOk(shipper, '确定提交融资申请吗');
  await expect(shipper).toHaveURL(/\/ccb\/finance$/);
  const page: { records: { id: string; billCount: number; fourStatus: number }[] } = await call(
    request,
    shipperApi,
    `/api/kc-flrk/ccb/finance/list?current=1&size=10&fourStatus=20`,
  );
  const applyId = page.records.find((r) => r.billCount === 2)!.id;

  // 2. The platform passes the four-party agreement, then the warehouse; it goes to the bank (推送完成).
  const platform = await asUser(browser, 'platform');
  await openDetail(platform, applyId);
  await platform.getByTestId('finance-pass').click();
  await confirmOk(platform, '确定审核通过该四方协议吗');
  await expect(platform.getByTestId('finance-summary')).toContainText('待仓库审核');
  const warehouse = await asUser(browser, 'warehouse');
  await openDetail(warehouse, applyId);
  await expect(warehouse.getByTestId('finance-bills')).not.toContainText('15,500');
  await warehouse.getByTestId('finance-pass').click();
  await confirmOk(warehouse, '确定审核通过该四方协议吗');
  await openDetail(shipper, applyId);
  await expect(shipper.getByTestId('finance-summary')).toContainText('推送完成', { timeout: 30_000 });

  // 3. The bank (sandbox console, the administrator's): 准入通过, then 登记质押.
  const admin = await asUser(browser, 'admin');
  await admin.goto('/sandbox');
  await admin.getByRole('tab', { name: '银行' }).click();
  const bankRow = async () => {
    const code = (await call(request, shipperApi, `/api/kc-flrk/ccb/finance/detail?id=${applyId}`)).code as string;
    return admin.getByTestId('sandbox-bank-applications').getByRole('row', { name: new RegExp(code) });
  };
  await (await bankRow()).getByTestId('bank-admit').click();
  await confirmOk(admin);
  await (await bankRow()).getByTestId('bank-register').click();
  await confirmOk(admin);

  // 4. Owner and warehouse seal the pledge notices by scan; the receipts read 已质押.
  const bills = shipper.getByTestId('finance-bills');
  await expect(bills.getByText('待货主质押签章')).toHaveCount(2, { timeout: 30_000 });
  await batchSeal(browser, shipper, 0);
  await openDetail(warehouse, applyId);
  await expect(warehouse.getByTestId('finance-bills').getByText('待仓库质押签章')).toHaveCount(2);
  await batchSeal(browser, warehouse, 1);
  await openDetail(shipper, applyId);
  await expect(bills.getByText('已质押', { exact: true })).toHaveCount(2, { timeout: 30_000 });
  await expect(shipper.getByTestId('finance-summary')).toContainText('已质押');

  // 5. The bank disburses 400,000.00; the shipper's page shows the loan.
  await admin.reload();
  await admin.getByRole('tab', { name: '银行' }).click();
  await (await bankRow()).getByTestId('bank-disburse').click();
  const form = admin.getByTestId('bank-disburse-form');
  await form.getByTestId('bank-disburse-amount').fill('400000');
  await admin
    .locator('.ant-modal')
    .filter({ has: form })
    .getByRole('button', { name: /放\s*款/ })
    .last()
    .click();
  await expect(shipper.getByTestId('finance-loan')).toContainText('400,000.00', { timeout: 30_000 });

  // 6. The platform commits the financing service fee; the shipper pays it by WeChat on the sandbox phone.
  await openDetail(platform, applyId);
  // The platform reads the bank's callbacks and what became of each.
  const callbacks = platform.getByTestId('finance-bank-callbacks');
  await expect(callbacks.getByTestId('bank-callback-status')).toHaveCount(3);
  await expect(callbacks).toContainText('400,000.00');
  const card = platform.getByTestId('service-fee-card');
  await expect(card.getByTestId('fee-loan-money')).toHaveValue('400000.00');
  await card.getByTestId('fee-commit').click();
  await confirmOk(platform);
  await expect(card.getByTestId('fee-commit')).toHaveCount(0);
  await openDetail(shipper, applyId);
  await shipper.getByTestId('fee-pay-wechat').click();
  await expect(shipper.getByTestId('pay-qr')).toBeVisible();
  const payUrl = (await shipper.getByTestId('pay-url').getAttribute('data-url'))!;
  const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await phone.goto(payUrl);
  await phone.getByTestId('m-pay-confirm').click();
  await expect(phone.getByTestId('m-pay')).toContainText('支付成功');
  await expect(shipper.locator('.ant-message')).toContainText('支付成功', { timeout: 20_000 });
  await expect(shipper.getByTestId('fee-pay-status')).toHaveAttribute('data-status', '1');
});
