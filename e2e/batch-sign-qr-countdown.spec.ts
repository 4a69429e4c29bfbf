import { openQrDialog, orderWithReceipts } from './batch-sign-support';
import { expect, type Page, test } from './fixtures';
import { loginAs } from './support';

/**
 * The batch-sign QR dialog counts the code's 36 s down (spec 3 §9: 36 one-second scan polls) and, when it gives
 * up — the time ran out or the dialog was closed — cancels the code on the server: the phone page then says the
 * code has expired and a confirmation signs nothing.
 *
 * The wait is not shortened in the product for this: the journey installs Playwright's clock in the page
 * (`page.clock`) and fast-forwards it past the 36 s, so the dialog's own countdown runs out at once.
 */
test.describe.configure({ timeout: 90_000 });

const countdown = (page: Page) => page.getByTestId('qr-sign-countdown');

/** The phone that opened the code: the app's phone-sized page, on the real clock. */
const phoneFor = async (page: Page, token: string) => {
  const phone = await (
    await page
      .context()
      .browser()!
      .newContext({ viewport: { width: 390, height: 844 } })
  ).newPage();
  await phone.goto(`/m/scan?t=${token}`);
  await expect(phone.getByRole('button', { name: /确认签章/ })).toBeVisible();
  return phone;
};

const confirmOnServer = async (page: Page, token: string) =>
  (await page.request.post('/api/kc-mini/scan/confirm', { data: { t: token } })).json();

test('the dialog counts the code down and, when the time runs out, the phone says expired and signs nothing', async ({
  page,
  request,
}) => {
  const applyId = await orderWithReceipts(request, 1);
  await page.clock.install();
  await loginAs(page, 'warehouse');
  const token = await openQrDialog(page, applyId);
  await expect(countdown(page)).toContainText('二维码36秒内有效');
  await expect(countdown(page)).toContainText(/00:3[0-6]/);
  const phone = await phoneFor(page, token);
  await expect(phone.getByText(/剩余 0分3\d秒/)).toBeVisible();

  await page.clock.fastForward('00:37');
  await expect(page.getByText('操作超时，请重新操作')).toBeVisible();
  await expect(page.getByTestId('qr-sign-dialog')).toBeHidden();

  // The phone asks again every 2 s and finds the code given up; a confirmation is refused.
  await expect(phone.getByText('二维码已失效')).toBeVisible({ timeout: 10_000 });
  await expect(phone.getByRole('button', { name: /确认签章/ })).toBeHidden();
  expect(await confirmOnServer(page, token)).toMatchObject({ code: 400, msg: '二维码已失效' });
  await page.getByRole('button', { name: /刷\s*新/ }).click();
  await expect(page.getByTestId('batch-sign-table').getByRole('row', { name: /原始生成/ })).toHaveCount(1);
});

test('closing the dialog gives the code up at once: the phone can no longer confirm it', async ({ page, request }) => {
  const applyId = await orderWithReceipts(request, 1);
  await loginAs(page, 'warehouse');
  const token = await openQrDialog(page, applyId);
  const phone = await phoneFor(page, token);

  await page
    .getByRole('dialog', { name: '批量签章' })
    .getByRole('button', { name: /关闭|Close/ })
    .click();
  await expect(page.getByTestId('qr-sign-dialog')).toBeHidden();

  await expect(phone.getByText('二维码已失效')).toBeVisible({ timeout: 10_000 });
  expect(await confirmOnServer(page, token)).toMatchObject({ code: 400, msg: '二维码已失效' });
  await expect(page.getByTestId('batch-sign-table').getByRole('row', { name: /原始生成/ })).toHaveCount(1);
});
