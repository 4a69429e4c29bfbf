import { type Browser, expect, type Page, test } from './fixtures';
import { adminHeaders, confirmOk, loginAs } from './support';

/**
 * The platform fee journey (spec 2 §4 service fee payment, §6, §7 fee payment and invoices, §8 支付成功): on the
 * demo spot contract in force, the shipper pays its share by scanning the WeChat code (paid on the sandbox phone
 * page), the buyer pays offline with a voucher the platform confirms, both apply for invoices, the platform issues
 * them, and each side downloads its invoice PDF.
 */
test.describe.configure({ timeout: 240_000 });

const asUser = async (browser: Browser, account: string) => {
  const page = await (await browser.newContext()).newPage();
  await loginAs(page, account);
  return page;
};

/** The demo spot contract (custom goods, 40 t at 15,600.00: 624,000.00), in force with both shares unpaid. */
const spotContractId = async (page: Page) =>
  page.evaluate(async () => {
    const token = Object.entries(localStorage).find(([k]) => k.includes('access'))?.[1];
    const res = await fetch('/api/kc-flrk/contract/page?status=1&size=100', {
      headers: { 'kc-Auth': `bearer ${token}` },
    });
    const records = (await res.json()).data.records as { id: string; totalAmount: string }[];
    return records.find((r) => r.totalAmount === '624000.00')!.id;
  });

/** A party applies for its invoice with its default invoice information. */
const applyForInvoice = async (page: Page, id: string, side: 0 | 1, email: string) => {
  await page.goto(`/contract/detail?id=${id}`);
  await page.getByTestId(`invoice-apply-${side}`).click();
  const form = page.getByTestId('invoice-apply-form');
  await expect(form.getByTestId('invoice-apply-company')).toContainText(/有限公司/);
  await form.getByTestId('invoice-apply-email').fill(email);
  await page.getByTestId('invoice-apply-submit').click();
  await expect(page.getByTestId(`invoice-status-${side}`)).toContainText('已申请');
};

/** The issued invoice's PDF, fetched through the signed link the party's download button holds. */
const downloadInvoice = async (page: Page, id: string, side: 0 | 1) => {
  await page.goto(`/contract/detail?id=${id}`);
  await expect(page.getByTestId(`invoice-status-${side}`)).toContainText('已开票');
  const href = await page.getByTestId(`invoice-download-${side}`).getAttribute('href');
  const res = await page.request.get(href!);
  expect(res.status()).toBe(200);
  const pdf = Buffer.from(await res.body());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return pdf;
};

test('the shipper pays by WeChat scan, the buyer offline with a voucher; both invoices issued and downloaded', async ({
  browser,
}) => {
  // 1. The shipper opens the spot contract in force and pays its share by WeChat.
  const shipper = await asUser(browser, 'shipper');
  const id = await spotContractId(shipper);
  await shipper.goto(`/contract/detail?id=${id}`);
  await expect(shipper.getByTestId('fee-service-status-0')).toContainText('未支付');
  const share = (await shipper.getByTestId('fee-amount-0').textContent())!.replace(/[^\d.]/g, '');
  expect(share).toBe('748.80'); // 624,000.00 × 0.3 % × 80 % = 1,497.60, half each
  await shipper.getByTestId('fee-pay-wechat-0').click();
  await expect(shipper.getByTestId('pay-qr')).toBeVisible();
  await expect(shipper.getByTestId('pay-amount')).toContainText('748.80');
  const payUrl = await shipper.getByTestId('pay-url').getAttribute('data-url');

  // 2. The phone: the code opens the sandbox cashier page, which pays; the page hears it and says 支付成功.
  const phone = await (await browser.newContext({ viewport: { width: 390, height: 780 } })).newPage();
  await phone.goto(payUrl!);
  await expect(phone.getByTestId('m-pay-amount')).toContainText('748.80');
  await phone.getByTestId('m-pay-confirm').click();
  await expect(phone.getByTestId('m-pay')).toContainText('支付成功');
  await expect(shipper.locator('.ant-message')).toContainText('支付成功', { timeout: 20_000 });
  await expect(shipper.getByTestId('pay-dialog')).toBeHidden();
  await expect(shipper.getByTestId('fee-service-status-0')).toContainText('已支付');

  // 3. The buyer pays offline: a voucher image uploaded, then the platform confirms it.
  const buyer = await asUser(browser, 'buyer');
  await buyer.goto(`/contract/detail?id=${id}`);
  const sample = await buyer.request.post('/api/kc-sandbox/samples/plain', {
    headers: await adminHeaders(buyer),
    data: {},
  });
  expect(sample.status()).toBe(200);
  const chooser = buyer.waitForEvent('filechooser');
  await buyer.getByTestId('fee-pay-offline-1').click();
  await (await chooser).setFiles({ name: 'voucher.png', mimeType: 'image/png', buffer: await sample.body() });
  await expect(buyer.getByTestId('fee-trade-status-1')).toContainText('待确认');

  const platform = await asUser(browser, 'platform');
  await platform.goto(`/contract/detail?id=${id}`);
  await platform.getByTestId('fee-vouchers-1').click();
  await expect(platform.getByTestId('voucher-side-1').getByTestId('voucher-item')).toHaveCount(1);
  await platform.keyboard.press('Escape');
  await platform.getByTestId('fee-confirm-offline-1').click();
  await confirmOk(platform);
  await expect(platform.getByTestId('fee-service-status-1')).toContainText('已支付');
  await expect(platform.getByTestId('fee-trade-status-1')).toContainText('线下支付已确认');

  // 4. Both parties apply for their invoices; the platform issues them from 发票记录.
  await applyForInvoice(shipper, id, 0, 'finance@hengfeng.example.com');
  await applyForInvoice(buyer, id, 1, 'finance@jinhua.example.com');
  await platform.goto('/trade/invoice');
  const table = platform.getByTestId('invoice-table');
  for (let i = 0; i < 2; i++) {
    await table.getByTestId('invoice-issue').first().click();
    await confirmOk(platform);
    await expect(table.getByTestId('invoice-issue')).toHaveCount(1 - i);
  }
  await expect(table.getByRole('row', { name: /已开票/ })).toHaveCount(2, { timeout: 30_000 });

  // 5. Each side downloads its own invoice PDF; the e-mail with it sits in the sandbox outbox.
  const shipperPdf = await downloadInvoice(shipper, id, 0);
  const buyerPdf = await downloadInvoice(buyer, id, 1);
  expect(shipperPdf.equals(buyerPdf)).toBe(false);
  const admin = await asUser(browser, 'admin');
  await admin.goto('/sandbox');
  await admin.getByRole('tab', { name: '邮件' }).click();
  await expect(admin.getByTestId('sandbox-mails')).toContainText('finance@jinhua.example.com');
});
