import { expect, test } from './fixtures';
import { submitLogin } from './support';

// An account name used by no other journey (and no other run against the same server): the server counts
// failures per account name, existing or not.
const ACCOUNT = `lockcheck-${Date.now().toString(36)}`;

test('连续 5 次密码错误后账号被锁定', async ({ page }) => {
  await page.goto('/login');
  const alert = page.getByRole('alert');
  for (let i = 1; i <= 4; i++) {
    await submitLogin(page, ACCOUNT, `wrong-${i}`);
    await expect(alert).toContainText('账号或密码错误');
    // wait for the form to be usable again before the next try
    await expect(page.getByRole('button', { name: /登\s*录/ })).toBeEnabled();
  }
  // the 5th failure within 5 minutes locks the account for 15 minutes
  await submitLogin(page, ACCOUNT, 'wrong-5');
  await expect(alert).toHaveText('登录失败次数过多，账号已被锁定，请15分钟后再试');
});
