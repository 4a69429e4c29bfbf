import { call, tokenOf } from './batch-sign-support';
import { type Browser, expect, type Locator, type Page, test } from './fixtures';
import { loginAs, openFromMenu } from './support';

/**
 * Borrowers (spec 1 §2, §4, §5; spec 2 §4): the demo shipper adds a married borrower and the spouse as co-borrower,
 * asks for both real-name checks, the tester passes them in the sandbox console (实名认证), the shipper opens 建客 on
 * the borrower, picks the demo bank and the spouse, both sign the credit-investigation consent from the phone page
 * (an SMS code from the sandbox), and the customer request goes to the bank.
 *
 * data-testids: borrower-add, borrower-table, borrower-save, real-name-ask, real-name-status, co-borrower-add,
 * co-borrower-table, co-borrower-owner (lists); identity-requests, identity-pass (console); borrower-customer,
 * customer-new, customer-branch, customer-next, credit-signer, credit-sign-link, customer-submit, customer-records
 * (the records drawer and its wizard).
 */
test.describe.configure({ timeout: 300_000 });

const BANK = '中国建设银行股份有限公司郑州金水支行';
const BORROWER = { name: '赵志强', phone: '13900001111' };
const SPOUSE = { name: '孙丽', phone: '13900002222' };

/** A valid resident ID number (GB 11643): 17 digits and their check character. */
const idNumber = (first17: string) => {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...first17].reduce((s, d, i) => s + Number(d) * (weights[i] as number), 0);
  return first17 + '10X98765432'[sum % 11];
};

/** A 1×1 PNG: an ID photo slot takes any jpg/jpeg/png under its limit. */
const photo = (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
});

const uploadPhotos = async (scope: Locator) => {
  await scope.getByTestId('image-slot-身份证人像面').locator('input[type=file]').setInputFiles(photo('front.png'));
  await scope.getByTestId('image-slot-身份证国徽面').locator('input[type=file]').setInputFiles(photo('back.png'));
  await expect(scope.getByTestId('image-slot-身份证国徽面').locator('img')).toBeVisible();
};

/** Picks an option of the antd Select in a form item. */
const pickOption = async (page: Page, item: Locator, option: string) => {
  await item.locator('.ant-select').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
};

/** Picks province, city and district in a region picker (a click lost while the menu opens is clicked again). */
const pickRegion = async (page: Page, item: Locator, ...names: string[]) => {
  await item.getByRole('combobox').click();
  const entry = (name: string) =>
    page.locator('.ant-cascader-dropdown:visible .ant-cascader-menu-item', { hasText: name }).first();
  for (const [i, name] of names.entries()) {
    const next = names[i + 1];
    await expect(async () => {
      if (await entry(name).isVisible()) await entry(name).click({ timeout: 2000 });
      if (next) await expect(entry(next)).toBeVisible({ timeout: 3000 });
      else await expect(item).toContainText(name, { timeout: 2000 });
    }).toPass({ timeout: 30_000 });
  }
};

const formItem = (scope: Page | Locator, label: string) =>
  scope
    .locator('.ant-form-item')
    .filter({ has: ('goto' in scope ? scope : scope.page()).locator(`label[title="${label}"]`) });

/** The signer opens the consent on a phone, asks for the SMS code (read from the sandbox), and signs. */
const signOnPhone = async (browser: Browser, url: string, mobile: string, admin: Record<string, string>) => {
  const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await phone.goto(url);
  await expect(phone.getByText('个人征信查询授权书').first()).toBeVisible();
  await phone.getByRole('button', { name: '获取验证码' }).click();
  let code = '';
  await expect(async () => {
    const sms: { records: { mobile: string; code: string; purpose: string; used: number }[] } = await call(
      phone.request,
      admin,
      '/api/kc-sandbox/sms?current=1&size=50',
    );
    code = sms.records.find((r) => r.mobile === mobile && r.used === 0)?.code ?? '';
    expect(code).not.toBe('');
  }).toPass({ timeout: 20_000 });
  await phone.getByPlaceholder('请输入短信验证码').fill(code);
  await phone.getByRole('button', { name: /签\s*署/ }).click();
  await expect(phone.getByText('签署成功')).toBeVisible();
  await phone.context().close();
};

test('a shipper adds a married borrower and the spouse, both pass real-name, the customer goes to the demo bank after both signed the consent', async ({
  browser,
  page,
  request,
}) => {
  const admin = await tokenOf(request, 'admin');
  const stamp = String(Date.now()).slice(-3);
  const borrowerId = idNumber(`4101051985030${stamp}1`);
  const spouseId = idNumber(`4101051987071${stamp}2`);

  // The borrower, married, with ID photos and addresses.
  await loginAs(page, 'shipper');
  await openFromMenu(page, '融资管理', '借款人管理', /\/finance\/borrower$/);
  await page.getByTestId('borrower-add').click();
  await expect(page).toHaveURL(/\/finance\/borrower\/add$/);
  await expect(page.getByTestId('borrower-form')).toBeVisible();
  await formItem(page, '姓名').locator('input').fill(BORROWER.name);
  await formItem(page, '身份证号码').locator('input').fill(borrowerId);
  await formItem(page, '手机号码').locator('input').fill(BORROWER.phone);
  await formItem(page, '证件有效期').locator('input').fill('2020.01.01-2040.01.01');
  await pickOption(page, formItem(page, '婚姻状况'), '已婚');
  await pickRegion(page, formItem(page, '现居住地址'), '河南省', '郑州市', '金水区');
  await formItem(page, '现居住详细地址').locator('input, textarea').first().fill('花园路88号');
  await pickRegion(page, formItem(page, '户籍地址'), '河南省', '郑州市', '金水区');
  await formItem(page, '户籍详细地址').locator('input, textarea').first().fill('花园路88号');
  await uploadPhotos(page.getByTestId('borrower-form'));
  // The form takes its first values once mounted: the name typed before that is filled again.
  const name = formItem(page, '姓名').locator('input');
  if (!(await name.inputValue())) await name.fill(BORROWER.name);
  await page.getByTestId('borrower-save').click();
  await expect(page).toHaveURL(/\/finance\/borrower$/);
  const borrowerRow = page.getByTestId('borrower-table').getByRole('row', { name: new RegExp(BORROWER.name) });
  // The list masks the ID number: its first 4 and last 4 characters only.
  await expect(borrowerRow).toContainText(`${borrowerId.slice(0, 4)}**********${borrowerId.slice(-4)}`);

  // The spouse as co-borrower.
  await openFromMenu(page, '融资管理', '共借人管理', /\/finance\/coBorrower$/);
  await page.getByTestId('co-borrower-add').click();
  const dialog = page.getByRole('dialog');
  await pickOption(page, formItem(dialog, '借款人'), BORROWER.name);
  await formItem(dialog, '姓名').locator('input').fill(SPOUSE.name);
  await formItem(dialog, '手机号码').locator('input').fill(SPOUSE.phone);
  await formItem(dialog, '身份证号码').locator('input').fill(spouseId);
  await pickOption(page, formItem(dialog, '与借款人关系'), '配偶');
  await uploadPhotos(dialog);
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(dialog).toBeHidden();
  const spouseRow = page.getByTestId('co-borrower-table').getByRole('row', { name: new RegExp(SPOUSE.name) });
  await spouseRow.getByTestId('real-name-ask').click();
  await expect(spouseRow).toContainText('认证中');

  await openFromMenu(page, '融资管理', '借款人管理', /\/finance\/borrower$/);
  await borrowerRow.getByTestId('real-name-ask').click();
  await expect(borrowerRow).toContainText('认证中');

  // The tester passes both in the sandbox console (the identity provider's side).
  const tester = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await loginAs(tester, 'admin');
  await tester.goto('/sandbox');
  await tester.getByRole('tab', { name: '实名认证' }).click();
  for (const who of [SPOUSE.name, BORROWER.name]) {
    const request = tester.getByTestId('identity-requests').getByRole('row', { name: new RegExp(who) });
    await request.getByTestId('identity-pass').click();
    await expect(request).toBeHidden();
  }
  await tester.context().close();

  // The shipper's list shows the result without a reload; 建客 is offered once passed.
  await expect(borrowerRow).toContainText('认证通过');
  await borrowerRow.getByTestId('borrower-customer').click();
  await page.getByTestId('customer-new').click();
  const wizard = page.getByRole('dialog', { name: '新建客户' });
  await page.getByTestId('customer-branch').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(BANK).last().click();
  // A married borrower must choose the spouse: 无共借人 is not offered.
  await expect(wizard.getByRole('checkbox', { name: '无共借人' })).toBeDisabled();
  await wizard
    .getByRole('row', { name: new RegExp(SPOUSE.name) })
    .getByRole('checkbox')
    .check();
  await wizard.getByTestId('customer-next').click();

  // Both sign the consent from their phones.
  const signers = wizard.getByTestId('credit-signer');
  await expect(signers).toHaveCount(2);
  for (const [who, mobile] of [
    [BORROWER.name, BORROWER.phone],
    [SPOUSE.name, SPOUSE.phone],
  ] as const) {
    const signer = signers.filter({ hasText: who });
    const url = await signer.getByTestId('credit-sign-link').getAttribute('href');
    await signOnPhone(browser, url!, mobile, admin);
    await expect(signer).toContainText(/已签署|全部签署/);
  }
  await expect(wizard.getByTestId('customer-submit')).toBeEnabled();
  await wizard.getByTestId('customer-submit').click();
  await expect(wizard).toBeHidden();
  const record = page.getByTestId('customer-records').getByRole('row', { name: new RegExp(BANK) });
  await expect(record).toContainText(SPOUSE.name);
  await expect(record).toContainText(/待上传资料|待建客|建客中/);

  // The record is the bank's: its customers list names it.
  const bank = await tokenOf(request, 'bank');
  const seen: { records: { borrowerName: string }[] } = await call(
    request,
    bank,
    '/api/blade-financeInfo/customer/page?current=1&size=50',
  );
  expect(seen.records.some((r) => r.borrowerName === BORROWER.name)).toBe(true);
});
