import { BASE, call, orderWithReceipts, tokenOf } from './batch-sign-support';
import { expect, type Page, test } from './fixtures';
import { loginAs } from './support';

/**
 * 清空 empties the search form and shows the whole list again (it used to reset the fields and leave the
 * list filtered on 暂无数据 until 搜索), and 搜索 with nothing changed asks the server again.
 */
test.describe.configure({ timeout: 120_000 });

const LISTS = [
  { path: '/wms/input', field: '入库单号', table: 'inbound-table' },
  { path: '/base/enterprise/enterpriseInfo', field: '企业名称', table: 'enterprise-review-table' },
  { path: '/system/user', field: '登录账号', table: 'user-table' },
  { path: '/base/basematerial/index', field: '类别编码', table: 'base-material-table' },
  { path: '/external/wmsMaterial', field: 'WMS货物名称', table: 'wms-material-table' },
  { path: '/ple/bill', field: '仓单编号', table: 'receipt-table' },
  { path: '/check/test', field: '入库单号', table: 'inspection-table' },
  { path: '/ple/pleBillBatchSign', field: '仓单编号', table: 'batch-sign-table' },
];

const rows = (page: Page, table: string) => page.getByTestId(table).locator('tbody tr.ant-table-row');

test('清空 shows the whole list again on every list screen', async ({ page, request }) => {
  // Receipts and an inspection, so every list has rows.
  const applyId = await orderWithReceipts(request, 1);
  await call(request, await tokenOf(request, 'warehouse'), `${BASE}/wms/input/createCheck`, { id: applyId });
  await loginAs(page, 'admin');
  for (const list of LISTS) {
    await page.goto(list.path);
    await expect(rows(page, list.table).first(), list.path).toBeVisible();
    const field = page.locator('form.ant-form-inline').getByLabel(list.field, { exact: true });
    await field.fill('无此数据-E2E');
    await page.getByRole('button', { name: /搜\s*索/ }).click();
    await expect(rows(page, list.table), list.path).toHaveCount(0);
    await page.getByRole('button', { name: /清\s*空/ }).click();
    await expect(field).toHaveValue('');
    await expect(rows(page, list.table).first(), list.path).toBeVisible();
  }
});

test('a search that changes nothing reloads the list', async ({ page }) => {
  await loginAs(page, 'shipper');
  await page.goto('/wms/input');
  await expect(rows(page, 'inbound-table').first()).toBeVisible();
  for (const button of [/搜\s*索/, /清\s*空/]) {
    const reload = page.waitForRequest((r) => r.url().includes('/api/kc-flrk/wms/input/list'));
    await page.getByRole('button', { name: button }).click();
    await reload;
  }
});
