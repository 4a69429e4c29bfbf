import { expect, test } from './fixtures';
import { findDictParent, loginAs, logout, openFromMenu, sideMenu } from './support';

/** The demo accounts (README); every one but admin belongs to an enterprise. */
const accounts = [
  { account: 'admin', enterprise: null },
  { account: 'shipper', enterprise: '江苏恒丰棉业有限公司' },
  { account: 'buyer', enterprise: '' },
  { account: 'warehouse', enterprise: '' },
  { account: 'bank', enterprise: '' },
] as const;

test.describe('每个演示账号都能登录、看到自己的菜单、打开页面并退出', () => {
  for (const { account, enterprise } of accounts) {
    test(`${account} 登录后看到自己的菜单和页面`, async ({ page }) => {
      await loginAs(page, account);
      const menu = sideMenu(page);
      await expect(menu.getByRole('menuitem', { name: '首页' })).toBeVisible();
      await expect(page.getByTestId('current-user')).toContainText(account);
      // The demo runs on sandboxes: every page says so.
      await expect(page.getByTestId('sandbox-mark')).toHaveText('沙箱环境');

      if (enterprise === null) {
        await expect(page.getByTestId('welcome-card')).toBeVisible();
        await openFromMenu(page, '系统管理', '业务字典', /\/system\/dictbiz$/);
        await expect(page.getByTestId('dict-parents').getByRole('row')).not.toHaveCount(0);
        const weightUnit = await findDictParent(page, 'weight_unit');
        await weightUnit.click();
        await expect(page.getByTestId('dict-entries').getByRole('cell', { name: '吨', exact: true })).toBeVisible();
        // the open page has its own tab next to home, and the breadcrumb follows the menu
        await expect(page.locator('.kc-page-tabs').getByRole('tab', { name: '业务字典' })).toBeVisible();
        await expect(page.locator('.ant-breadcrumb')).toContainText('系统管理');
      } else {
        await expect(menu.getByText('系统管理')).toHaveCount(0);
        const topBarEnterprise = page.getByTestId('enterprise-name');
        await expect(topBarEnterprise).toBeVisible();
        if (enterprise) await expect(topBarEnterprise).toHaveText(enterprise);
        const card = page.getByTestId('enterprise-card');
        await expect(card).toBeVisible();
        // the card names the same enterprise as the top bar
        const name = (await topBarEnterprise.textContent())?.trim() ?? '';
        await expect(card.getByRole('heading', { name })).toBeVisible();
        await expect(card).toContainText('企业编号');
      }

      await logout(page);
      await expect(page.getByTestId('sandbox-mark')).toHaveText('沙箱环境');
    });
  }
});
