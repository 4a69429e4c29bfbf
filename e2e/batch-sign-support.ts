import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, md5 } from './support';

/** What the batch-signing journeys start from: receipts of a fresh inbound order, the QR dialog, the phone. */
export const BASE = '/api/kc-flrk';

export const tokenOf = async (request: APIRequestContext, account: string) => {
  const res = await request.post('/api/kc-auth/oauth/token', {
    data: { grant_type: 'password', tenantId: '000000', username: account, password: md5(DEMO_PASSWORD) },
  });
  return { 'kc-Auth': `bearer ${(await res.json()).data.access_token}` };
};

export const call = async (request: APIRequestContext, headers: Record<string, string>, url: string, data?: object) => {
  const res = data ? await request.post(url, { headers, data }) : await request.get(url, { headers });
  const body = await res.json();
  expect(body.code, `${url}: ${body.msg}`).toBe(200);
  return body.data;
};

/** An inbound order of `lots` lots of cotton, applied, audited and weighed through the API: its receipts wait at 10. */
export const orderWithReceipts = async (request: APIRequestContext, lots: number) => {
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
export const openQrDialog = async (page: Page, applyId: string) => {
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
export const onPhone = async (browser: Browser, token: string, button: RegExp) => {
  const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await phone.goto(`/m/scan?t=${token}`);
  await phone.getByRole('button', { name: button }).click();
  return phone;
};
