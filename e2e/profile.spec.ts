import { expect, test } from './fixtures';
import { createUser, submitLogin } from './support';

test('个人信息：校验手机号、保存姓名；修改密码后须用新密码重新登录', async ({ page }) => {
  await createUser(page, { account: 'profile01', password: 'old-pass1', role: '买方', realName: '资料测试员' });
  await submitLogin(page, 'profile01', 'old-pass1');
  await expect(page).toHaveURL(/\/home$/);

  await page.getByTestId('current-user').click();
  await page.getByRole('menuitem', { name: '个人信息' }).click();
  await expect(page).toHaveURL(/\/info\/index$/);
  await page.getByLabel('手机号码').fill('12345');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('手机号格式错误')).toBeVisible();
  await page.getByLabel('手机号码').fill('13800138000');
  await page.getByLabel('用户姓名').fill('资料已改');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('已保存')).toBeVisible();
  await expect(page.getByTestId('current-user')).toContainText('资料已改');

  await page.getByRole('tab', { name: '修改密码' }).click();
  await page.getByLabel('原密码').fill('wrong-pass');
  await page.getByLabel('新密码').fill('new-pass2');
  await page.getByLabel('确认密码').fill('new-pass3');
  await page.getByRole('button', { name: '修改密码' }).click();
  await expect(page.getByText('两次输入的新密码不一致')).toBeVisible();
  await page.getByLabel('确认密码').fill('new-pass2');
  await page.getByRole('button', { name: '修改密码' }).click();
  await expect(page.getByText('原密码不正确')).toBeVisible();
  await page.getByLabel('原密码').fill('old-pass1');
  await page.getByRole('button', { name: '修改密码' }).click();
  await expect(page.getByText('修改密码成功，请重新登录')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);

  await submitLogin(page, 'profile01', 'old-pass1');
  await expect(page.getByText('账号或密码错误')).toBeVisible();
  await submitLogin(page, 'profile01', 'new-pass2');
  await expect(page).toHaveURL(/\/home$/);
});
