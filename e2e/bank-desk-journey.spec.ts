import { BASE, call, orderWithReceipts, tokenOf } from './batch-sign-support';
import { expect, test } from './fixtures';
import { loginAs, openFromMenu } from './support';

/**
 * The bank's desk (apps/server finance README "The bank's desk"): a bank without an API integration works its
 * applications from the platform. The shipper applies to the desk bank (中国农业银行股份有限公司郑州分行, account
 * bank2) with two fresh receipts and the platform and the warehouse pass the agreement (through the API: the
 * finance journey walks those screens); then bank2, in its 银行工作台, admits both receipts, registers the pledge
 * (中登网 number), and — once owner and warehouse sealed the notices (API) — records the disbursement.
 *
 * data-testids: bank-desk-table, bank-desk-open (list); bank-desk-detail, bank-desk-status, bank-desk-bills,
 * bank-desk-admit, bank-desk-pledge, bank-desk-registration-no, bank-desk-registration, bank-desk-disburse,
 * bank-desk-disburse-form, bank-desk-amount, bank-desk-loan (detail).
 */
test.describe.configure({ timeout: 240_000 });

const APP = '/api/kc-finance/application';
const CCB = `${BASE}/ccb/finance`;
const DESK_BANK = '中国农业银行股份有限公司郑州分行';

test('the desk bank admits a new application, registers the pledge and disburses from its desk', async ({
  browser,
  request,
}) => {
  const shipper = await tokenOf(request, 'shipper');
  const warehouse = await tokenOf(request, 'warehouse');
  const platform = await tokenOf(request, 'platform');
  const admin = await tokenOf(request, 'admin');
  // Two receipts in effect at the demo warehouse, each sealed by the three parties.
  const inputId = await orderWithReceipts(request, 2);
  const made: { records: { id: string; code: string }[] } = await call(
    request,
    warehouse,
    `${BASE}/ple/bill/signBillList?applyId=${inputId}&current=1&size=50`,
  );
  for (const signer of [warehouse, shipper, platform])
    for (const r of made.records) await call(request, signer, `${BASE}/ple/bill/sign`, { id: r.id });

  // The shipper applies to the desk bank; the platform and the warehouse pass; the agreement goes to the desk.
  const banks: { id: string; name: string }[] = await call(request, shipper, `${APP}/banks`);
  const bank = banks.find((b) => b.name === DESK_BANK)!;
  expect(bank, DESK_BANK).toBeDefined();
  const goods: { id: string; code: string }[] = await call(request, shipper, `${APP}/financingGoods?bankId=${bank.id}`);
  const houses: { id: string; name: string }[] = await call(request, shipper, `${APP}/getWarehouseComp`);
  const house = houses.find((w) => w.name === '河南豫通棉花仓储有限公司')!;
  const moved: { id: string } = await call(request, shipper, `${APP}/submit`, {
    warehouseUnitId: house.id,
    bankId: bank.id,
    financingGoodsId: goods.find((g) => g.code === 'RZ-MH')!.id,
    applyMoney: '400000',
    remark: '银行工作台演示',
    billList: made.records.map((r) => ({ billId: r.id, priceUnit: '15500', cltPlgRate: '70' })),
  });
  const applyId = moved.id;
  await call(request, platform, `${APP}/auditApplication`, { id: applyId, status: 1 });
  await call(request, warehouse, `${APP}/auditApplication`, { id: applyId, status: 1 });
  await call(request, admin, `${CCB}/pushAgreementFour`, { id: applyId });
  const applied: { code: string } = await call(request, shipper, `${CCB}/detail?id=${applyId}`);

  // bank2 opens its desk: the application waits for admission.
  const page = await (await browser.newContext()).newPage();
  await loginAs(page, 'bank2');
  await openFromMenu(page, '融资管理', '银行工作台', /\/bank\/desk/);
  const row = page.getByTestId('bank-desk-table').getByRole('row', { name: new RegExp(applied.code) });
  await expect(row).toContainText('待准入');
  await row.getByTestId('bank-desk-open').click();
  const detail = page.getByTestId('bank-desk-detail');
  await expect(detail).toBeVisible();
  await expect(page.getByTestId('bank-desk-status')).toHaveText('待质押');

  // 准入: both receipts 受理 (the default), submitted once.
  await page.getByTestId('bank-desk-admit').click();
  await expect(page.locator('.ant-message')).toContainText('已办理');
  await expect(page.getByTestId('bank-desk-bills').getByText('受理', { exact: true })).toHaveCount(2);

  // 登记质押 with the 中登网 number: refused empty, then registered; the notices wait for the owner's seal.
  await page.getByTestId('bank-desk-pledge').click();
  const pledgeForm = page.getByTestId('bank-desk-pledge-form');
  await page
    .locator('.ant-modal')
    .filter({ has: pledgeForm })
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(pledgeForm).toContainText('请填写质押登记编号');
  await page.getByTestId('bank-desk-registration-no').fill('ZD04120261129000001');
  await page
    .locator('.ant-modal')
    .filter({ has: pledgeForm })
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.getByTestId('bank-desk-registration')).toHaveText('ZD04120261129000001');

  // Owner and warehouse seal the pledge notices (API; the finance journey seals by scan).
  const rows: { billList: { id: string }[] } = await call(request, shipper, `${CCB}/detail?id=${applyId}`);
  for (const r of rows.billList) await call(request, shipper, `${BASE}/ple/bill/shipperPledgeSign`, { id: r.id });
  for (const r of rows.billList) await call(request, warehouse, `${BASE}/ple/bill/warehousePledgeSign`, { id: r.id });

  // The desk shows the pledge without a reload; bank2 records the disbursement.
  await expect(page.getByTestId('bank-desk-status')).toHaveText('已质押', { timeout: 30_000 });
  await page.getByTestId('bank-desk-disburse').click();
  const loanForm = page.getByTestId('bank-desk-disburse-form');
  await page.getByTestId('bank-desk-amount').fill('300000');
  await page
    .locator('.ant-modal')
    .filter({ has: loanForm })
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.getByTestId('bank-desk-loan')).toHaveText('300,000.00');
  // The shipper's application reads the loan.
  const after: { loanMoney: string | null; status: number } = await call(
    request,
    shipper,
    `${CCB}/detail?id=${applyId}`,
  );
  expect(after).toMatchObject({ loanMoney: '300000.00', status: 70 });
});
