import { expect, test } from './fixtures';
import { submitLogin } from './support';

test('密码错误时提示“账号或密码错误”并留在登录页', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, 'shipper', 'not-the-password');
  await expect(page.getByRole('alert')).toContainText('账号或密码错误');
  await expect(page).toHaveURL(/\/login/);
});
