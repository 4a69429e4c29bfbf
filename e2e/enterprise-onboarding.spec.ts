import { expect, type Page, test } from './fixtures';
import { adminHeaders, confirmOk, createUser, loginAs, openFromMenu } from './support';

const ENTERPRISE = '南京棉链贸易有限公司';
const CREDIT_CODE = '91320102MA1E2E001X';

/** A sample business licence drawn by the recognition sandbox (what 沙箱控制台 → 样例证照 downloads). */
const sampleLicence = async (page: Page) => {
  const res = await page.request.post('/api/kc-sandbox/samples/licence', {
    headers: await adminHeaders(page),
    data: {
      name: ENTERPRISE,
      creditCode: CREDIT_CODE,
      address: '南京市玄武区珠江路88号',
      legalPerson: '陈棉链',
      businessLifeStart: '2018-05-20',
      businessLifeEnd: '长期',
    },
  });
  expect(res.status()).toBe(200);
  return { name: 'licence.png', mimeType: 'image/png', buffer: await res.body() };
};

/**
 * Picks province, city and district. A click that lands while the menu is still opening is lost on a busy
 * machine (CI once waited two minutes for 南京市 after such a click), so each level is clicked again until the
 * next one shows.
 */
const pickRegion = async (page: Page, ...names: string[]) => {
  const field = page.locator('.ant-form-item', { hasText: '所在市区' });
  await field.getByRole('combobox').click();
  const item = (name: string) => page.locator('.ant-cascader-menu-item', { hasText: name }).first();
  for (const [i, name] of names.entries()) {
    const next = names[i + 1];
    if (!next) {
      // The last click can be lost the same way; the field shows the whole path once it is taken.
      await expect(async () => {
        if (await item(name).isVisible()) await item(name).click({ timeout: 2000 });
        await expect(field).toContainText(name, { timeout: 2000 });
      }).toPass({ timeout: 30_000 });
      break;
    }
    await expect(async () => {
      await item(name).click();
      await expect(item(next)).toBeVisible({ timeout: 3000 });
    }).toPass({ timeout: 30_000 });
  }
};

test('新货主：识别营业执照填写资料并提交，平台审核通过，申请电子签章、填写沙箱打款金额、开通后开启静默签章', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  await createUser(page, { account: 'newshipper01', password: 'demo123456', role: '货主', realName: '陈棉链' });

  // The shipper fills the profile from a recognised licence and submits it.
  await loginAs(page, 'newshipper01');
  await openFromMenu(page, '企业管理', '企业信息', /\/base\/enterprise\/myEnterprise$/);

  const licence = await sampleLicence(page);
  await page.getByTestId('image-slot-营业执照').locator('input[type=file]').setInputFiles(licence);
  await expect(page.getByLabel('企业名称')).toHaveValue(ENTERPRISE);
  await expect(page.getByLabel('统一社会信用代码')).toHaveValue(CREDIT_CODE);
  await expect(page.getByLabel('法人姓名')).toHaveValue('陈棉链');

  await page.getByLabel('企业类型').click();
  await page.getByTitle('货主企业').click();
  await pickRegion(page, '江苏省', '南京市', '玄武区');
  await page.getByLabel('法人身份证号').fill('320102197803152433');
  await page.getByLabel('法人电话').fill('13812345678');
  await page.getByLabel('联系人姓名').fill('陈棉链');
  await page.getByLabel('联系人电话').fill('13812345678');
  await page.getByLabel('联系人邮箱').fill('e2e@example.com');
  // Every typed value is in the form before it is submitted (a keystroke lost on a busy machine fails here, named).
  for (const [label, value] of [
    ['法人身份证号', '320102197803152433'],
    ['法人电话', '13812345678'],
    ['联系人姓名', '陈棉链'],
    ['联系人电话', '13812345678'],
    ['联系人邮箱', 'e2e@example.com'],
  ]) {
    await expect(page.getByLabel(label!)).toHaveValue(value!);
  }
  await page.getByRole('button', { name: '提交认证' }).click();
  await confirmOk(page, '提示');
  await expect(page.getByText('提交成功，请等待平台审核')).toBeVisible();
  await expect(page.getByTestId('review-status')).toHaveText('审核中');

  // The operator approves it.
  const admin = await browser.newPage();
  await loginAs(admin, 'admin');
  await admin.goto('/base/enterprise/enterpriseInfo');
  await admin.getByLabel('企业名称').fill(ENTERPRISE);
  await admin.getByRole('button', { name: /搜\s*索/ }).click();
  await admin.getByTestId('enterprise-review-table').getByText(ENTERPRISE).click();
  await expect(admin).toHaveURL(/\/base\/enterprise\/enterpriseDetail\?id=\d+/);
  await admin.getByRole('button', { name: '审核通过' }).click();
  // A click that lands while the confirm still opens can be lost on a busy machine (CI once kept it open).
  await confirmOk(admin, '确定审核通过');
  await expect(admin.getByText('已通过')).toBeVisible();

  // The shipper applies for the company seal.
  await page.reload();
  await expect(page.getByTestId('review-status')).toHaveText('审核通过');
  await page.getByRole('button', { name: '申请电子签章' }).click();
  const apply = page.getByRole('dialog', { name: '申请电子签章' });
  await apply.getByLabel('企业开户银行').fill('中国建设银行股份有限公司南京玄武支行');
  await apply.getByLabel('开户银行账号').fill('32050159360000008888');
  await apply.getByLabel('经办人姓名').fill('陈棉链');
  await apply.getByLabel('经办人身份证号').fill('320102197803152433');
  await apply.getByLabel('手机号').fill('13812345678');
  await apply.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByText('您需要同意并勾选《数字证书服务协议》才能申请电子签章！')).toBeVisible();
  await apply.getByRole('checkbox').check();
  await apply.getByRole('button', { name: '提交申请' }).click();

  // The sandbox verifies the company and transfers the random amount; the page follows by itself.
  await expect(page.getByRole('button', { name: '填写随机金额' })).toBeVisible({ timeout: 20_000 });

  // The operator reads the amount in the sandbox console, as the enterprise would on its bank statement.
  await admin.goto('/sandbox');
  const flow = admin.getByTestId('sandbox-esign-flows').getByRole('row', { name: new RegExp(ENTERPRISE) });
  const amount = ((await flow.getByTestId('sandbox-amount').textContent()) ?? '').match(/\d+\.\d{2}/)![0];

  await page.getByRole('button', { name: '填写随机金额' }).click();
  const amountDialog = page.getByRole('dialog', { name: '填写随机金额' });
  await amountDialog.getByLabel('随机金额（元）').fill(amount);
  await amountDialog.getByRole('button', { name: /确\s*定/ }).click();

  // Success: the seal shows, and silent signing is switched on.
  await expect(page.getByTestId('esign-status')).toContainText('已开通', { timeout: 15_000 });
  await expect(page.getByTestId('seal-card').getByRole('img', { name: '签章图片' })).toBeVisible();
  const autoSign = page.getByRole('switch', { name: '静默签章' });
  await expect(autoSign).not.toBeChecked();
  await autoSign.click();
  // confirmOk clicks 确定 again should a click land while the confirmation still opens (a busy machine).
  await confirmOk(page, /确定开启静默签章/);
  await expect(autoSign).toBeChecked({ timeout: 15_000 });
  await admin.close();
});
