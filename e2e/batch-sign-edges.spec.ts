import { BASE, call, onPhone, openQrDialog, orderWithReceipts, tokenOf } from './batch-sign-support';
import { expect, test } from './fixtures';
import { adminHeaders, loginAs } from './support';

/**
 * The batch-signing flow's other endings (spec 3 §8): a cancelled confirmation, a scan cancelled on the phone,
 * silent signing off (data 205) and a batch where one receipt fails at the provider.
 */
test.describe.configure({ timeout: 120_000 });

test('cancelling the confirmation or the scan on the phone signs nothing', async ({ page, browser, request }) => {
  const applyId = await orderWithReceipts(request, 1);
  await loginAs(page, 'warehouse');
  await page.goto(`/ple/pleBillBatchSign?applyId=${applyId}`);
  await page.getByRole('button', { name: /批量签章/ }).click();
  await page.getByRole('button', { name: /取\s*消/ }).click();
  await expect(page.getByText('取消操作了')).toBeVisible();

  const token = await openQrDialog(page, applyId);
  expect(token.length).toBeLessThanOrEqual(32);
  const phone = await onPhone(browser, token, /取\s*消/);
  await expect(phone.getByText('已取消签章')).toBeVisible();
  await expect(page.getByText('取消操作了')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByTestId('qr-sign-dialog')).toBeHidden();
  await expect(page.getByTestId('batch-sign-table').getByRole('row', { name: /原始生成/ })).toHaveCount(1);
});

test('without silent signing the batch answers 205 and asks to switch it on', async ({ page, browser, request }) => {
  const applyId = await orderWithReceipts(request, 1);
  const warehouse = await tokenOf(request, 'warehouse');
  await call(request, warehouse, `${BASE}/enterprise/updateAutoSign`, { isAutoSign: 0 });
  try {
    await loginAs(page, 'warehouse');
    const token = await openQrDialog(page, applyId);
    await onPhone(browser, token, /确认签章/);
    await expect(page.getByText('请在企业认证信息中开启静默签章！')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('batch-sign-table').getByRole('row', { name: /原始生成/ })).toHaveCount(1);
  } finally {
    await call(request, warehouse, `${BASE}/enterprise/updateAutoSign`, { isAutoSign: 1 });
  }
});

test('a receipt that fails at the provider is reported and the rest are signed', async ({ page, browser, request }) => {
  const applyId = await orderWithReceipts(request, 2);
  await call(request, await adminHeaders(page), '/api/kc-sandbox/esign/failNext', { count: 1 });
  await loginAs(page, 'warehouse');
  const token = await openQrDialog(page, applyId);
  await onPhone(browser, token, /确认签章/);
  await expect(page.getByText('微信扫码认证成功，系统开始批量签章!')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('batch-sign-progress-tag')).toContainText('1/2', { timeout: 30_000 });
  await expect(page.getByText('存在签章失败的仓单，请重新发起批量签章或联系管理员').first()).toBeVisible();
  const table = page.getByTestId('batch-sign-table');
  await expect(table.getByRole('row', { name: /仓库签章完成/ })).toHaveCount(1);
  await expect(table.getByRole('row', { name: /签章失败/ })).toHaveCount(1);
  // Each row says where the caller's own seal stands: the warehouse's is done on one and failed on the other.
  await expect(table.getByRole('row', { name: /仓库签章完成.*本方已签章/ })).toHaveCount(1);
  await expect(table.getByRole('row', { name: /原始生成.*本方签章失败/ })).toHaveCount(1);

  // The shipper on the same screen: the receipt the warehouse sealed waits for the shipper's seal (not 签章成功),
  // the other still waits for the warehouse.
  const shipper = await (await browser.newContext()).newPage();
  await loginAs(shipper, 'shipper');
  await shipper.goto(`/ple/pleBillBatchSign?applyId=${applyId}`);
  const theirs = shipper.getByTestId('batch-sign-table');
  await expect(theirs.getByRole('row', { name: /仓库签章完成.*待本方签章/ })).toHaveCount(1);
  await expect(theirs.getByRole('row', { name: /原始生成.*待他方签章/ })).toHaveCount(1);
  await expect(theirs.getByText('签章成功')).toHaveCount(0);
});
