import { type Browser, expect, test } from './fixtures';
import { confirmOk, loginAs } from './support';

/**
 * The outbound journey (spec 3 §2 Inbound, outbound and inspection; §4 Receipt status 80 → 0; §7 wms/output): the
 * demo shipper's outbound order waits for the demo warehouse; the shipper reads its pick-up code; the warehouse is
 * refused a wrong code, checks the right one, weighs the lot out and passes the order; the receipt is cancelled
 * (已作废: all its goods left), the shipper's page shows 已出库 without a reload and the shipper signs the outbound
 * record.
 *
 * data-testids: outbound-table (list); outbound-info, outbound-vr-code-shown, outbound-bills-table, outbound-warehouse,
 * outbound-vr-code, outbound-vr-check, outbound-lot-add-<code>, outbound-lot-label|weight|quantity-<i>,
 * outbound-warehouse-pass, outbound-sign, outbound-steps (detail).
 */
test.describe.configure({ timeout: 150_000 });

const asUser = async (browser: Browser, account: string) => {
  const page = await (await browser.newContext()).newPage();
  await loginAs(page, account);
  return page;
};

test('the warehouse checks the pick-up code, weighs the goods out and the receipt is cancelled', async ({
  browser,
}) => {
  // 1. The shipper opens its order waiting for the warehouse and reads the pick-up code.
  const shipper = await asUser(browser, 'shipper');
  await shipper.goto('/wms/output');
  await shipper
    .getByTestId('outbound-table')
    .getByRole('row', { name: /待仓库出库/ })
    .getByText('详情')
    .click();
  await expect(shipper).toHaveURL(/\/outputs\/outputDetails\?type=1&name=CK\d+&id=\d+/);
  const orderUrl = new URL(shipper.url());
  const shown = await shipper.getByTestId('outbound-vr-code-shown').innerText();
  const vrCode = /提货码：(\w+)/.exec(shown)![1]!;
  const billCode = (
    await shipper
      .getByTestId('outbound-bills-table')
      .getByRole('link', { name: /^WR\d+$/ })
      .first()
      .innerText()
  ).trim();

  // 2. The warehouse: a wrong code is refused, the right one checked (once).
  const warehouse = await asUser(browser, 'warehouse');
  await warehouse.goto(orderUrl.pathname + orderUrl.search);
  const weigh = warehouse.getByTestId('outbound-warehouse');
  await weigh.getByTestId('outbound-vr-code').fill('WRONG123');
  await weigh.getByTestId('outbound-vr-check').click();
  await expect(warehouse.getByText('提货码错误，请核对后重新输入')).toBeVisible();
  await weigh.getByTestId('outbound-vr-code').fill(vrCode.toLowerCase());
  await weigh.getByTestId('outbound-vr-check').click();
  await expect(weigh).toContainText('提货码已核验');

  // 3. The lot weighed out (the receipt's whole weight and quantity), then the pass.
  const info = await shipper.getByTestId('outbound-info').innerText();
  const weight = /申请出库重量\s*([\d.]+)/.exec(info)![1]!;
  const quantity = /申请出库数量\s*([\d.]+)/.exec(info)![1]!;
  await weigh.getByTestId(`outbound-lot-add-${billCode}`).click();
  await weigh.getByTestId('outbound-lot-label-0').fill('车次1');
  await weigh.getByTestId('outbound-lot-weight-0').fill(weight);
  await weigh.getByTestId('outbound-lot-quantity-0').fill(quantity);
  await weigh.getByTestId('outbound-warehouse-pass').click();
  await confirmOk(warehouse, /确定出库审核通过/);
  await expect(warehouse.getByTestId('outbound-info')).toContainText('已出库');

  // 4. The shipper's open page shows it without a reload; the shipper signs the outbound record.
  await expect(shipper.getByTestId('outbound-info')).toContainText('已出库', { timeout: 15_000 });
  await shipper.getByTestId('outbound-sign').click();
  await confirmOk(shipper, /确认签收本出库单的出库记录吗/);
  await expect(shipper.getByTestId('outbound-info')).not.toContainText('未签收');

  // 5. Every good of the receipt left: the receipt is cancelled.
  await shipper.getByTestId('outbound-bills-table').getByRole('link', { name: billCode }).click();
  await expect(shipper).toHaveURL(/\/ple(\/details)?\?id=\d+/);
  await expect(shipper.getByTestId('receipt-fields')).toContainText('已作废');
});
