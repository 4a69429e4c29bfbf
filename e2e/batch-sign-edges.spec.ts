import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { adminHeaders, DEMO_PASSWORD, loginAs, md5 } from './support';

/**
 * The batch-signing flow's other endings (spec 3 §8): a cancelled confirmation, a scan cancelled on the phone,
 * silent signing off (data 205) and a batch where one receipt fails at the provider.
 */
test.describe.configure({ timeout: 120_000 });

const BASE = '/api/kc-flrk';

const tokenOf = async (request: APIRequestContext, account: string) => {
  const res = await request.post('/api/kc-auth/oauth/token', {
    data: { grant_type: 'password', tenantId: '000000', username: account, password: md5(DEMO_PASSWORD) },
  });
  return { 'kc-Auth': `bearer ${(await res.json()).data.access_token}` };
};

const call = async (request: APIRequestContext, headers: Record<string, string>, url: string, data?: object) => {
  const res = data ? await request.post(url, { headers, data }) : await request.get(url, { headers });
  const body = await res.json();
  expect(body.code, `${url}: ${body.msg}`).toBe(200);
  return body.data;
};

/** An inbound order of `lots` lots of cotton, applied, audited and weighed through the API: its receipts wait at 10. */
const orderWithReceipts = async (request: APIRequestContext, lots: number) => {
  const shipper = await tokenOf(request, 'shipper');
  const warehouse = await tokenOf(request, 'warehouse');
  const materials: { id: string; name: string }[] = await call(
    request,
    shipper,
    `${BASE}/basematerial/findBaseMaterialListForInputOrder`,
  );
  const warehouses: { id: string; name: string }[] = await call(
    request,
    shipper,
    `${BASE}/enterprise/getWarehouseComp?type=2`,
  );
  const { id } = await call(request, shipper, `${BASE}/wms/input/submit`, {
    status: 10,
    warehouseId: warehouses.find((w) => w.name === '河南豫通棉花仓储有限公司')!.id,
    materialId: materials.find((m) => m.name === '棉花')!.id,
    reserveTime: '2026-12-02 10:00:00',
    reservePerson: '张建国',
    reservePhone: '13812340001',
    batches: Array.from({ length: lots }, (_, i) => ({
      batchNo: `EDGE-${i + 1}`,
      applyWeight: '20',
      applyQuantity: '100',
      props: [],
    })),
  });
  await call(request, shipper, `${BASE}/wms/input/shippingAudit`, { id, status: 1, opinion: '同意' });
  const detail = await call(request, warehouse, `${BASE}/wms/input/detail?id=${id}`);
  await call(request, warehouse, `${BASE}/wms/input/warehouseAudit`, {
    id,
    status: 1,
    opinion: '已入库',
    batches: detail.batches.map((b: { id: string }) => ({
      id: b.id,
      weight: '19.98',
      quantity: '100',
      locator: 'B-02',
    })),
  });
  return id as string;
};

/** The warehouse on the order's batch-sign screen, with the QR dialog open after confirming. */
const openQrDialog = async (page: Page, applyId: string) => {
  await page.goto(`/ple/pleBillBatchSign?applyId=${applyId}`);
  await expect(
    page
      .getByTestId('batch-sign-table')
      .getByRole('row', { name: /原始生成/ })
      .first(),
  ).toBeVisible();
  await page.getByRole('button', { name: /批量签章/ }).click();
  await page.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByTestId('qr-sign-code')).toBeVisible();
  return (await page.getByTestId('qr-sign-dialog').getAttribute('data-token'))!;
};

/** The phone that scanned the code: the app's phone-sized page the QR code opens. */
const onPhone = async (browser: Browser, token: string, button: RegExp) => {
  const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await phone.goto(`/m/scan?t=${token}`);
  await phone.getByRole('button', { name: button }).click();
  return phone;
};

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
});

test('a code nobody scans times out after 36 polls', async ({ page, request }) => {
  const applyId = await orderWithReceipts(request, 1);
  await loginAs(page, 'warehouse');
  await openQrDialog(page, applyId);
  // The scan flag is polled every second, 36 times (spec 3 §9); then the flow gives up.
  await expect(page.getByText('操作超时，请重新操作')).toBeVisible({ timeout: 45_000 });
  await expect(page.getByTestId('qr-sign-dialog')).toBeHidden();
  await expect(page.getByTestId('batch-sign-table').getByRole('row', { name: /原始生成/ })).toHaveCount(1);
});
