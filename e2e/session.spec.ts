import { expect, test } from './fixtures';
import { findDictParent, loginAs, openFromMenu, sideMenu } from './support';

test.describe('会话', () => {
  test.beforeEach(async ({ page }) => {
    await loginAs(page, 'admin');
  });

  test('刷新页面后仍保持登录', async ({ page }) => {
    await openFromMenu(page, '系统管理', '业务字典', /\/system\/dictbiz$/);
    await page.reload();
    await expect(page).toHaveURL(/\/system\/dictbiz$/);
    await expect(page.getByTestId('current-user')).toContainText('admin');
    await findDictParent(page, 'weight_unit');
  });

  test('访问令牌失效时静默刷新并停留在当前页面', async ({ page }) => {
    await page.goto('/system/dictbiz');
    await findDictParent(page, 'weight_unit');
    const before = await page.evaluate(() => localStorage.getItem('kc.refreshToken'));
    await page.evaluate(() => localStorage.setItem('kc.accessToken', 'corrupted-token'));

    const refreshes: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/kc-auth/oauth/token')) refreshes.push(r.postData() ?? '');
    });
    await page.reload();

    await expect(page).toHaveURL(/\/system\/dictbiz$/);
    await findDictParent(page, 'weight_unit');
    await expect(page.getByTestId('current-user')).toContainText('admin');
    const after = await page.evaluate(() => ({
      access: localStorage.getItem('kc.accessToken'),
      refresh: localStorage.getItem('kc.refreshToken'),
    }));
    expect(after.access).not.toBe('corrupted-token');
    expect(after.refresh).not.toBe(before);
    // the page's concurrent 401s shared one refresh call
    expect(refreshes.filter((b) => b.includes('refresh_token'))).toHaveLength(1);
  });

  test('未知路径显示 404 页面', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByText('抱歉，您访问的页面不存在。')).toBeVisible();
    await expect(sideMenu(page).getByRole('menuitem', { name: '首页' })).toBeVisible();
    await page.getByRole('button', { name: '返回首页' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });
});

test('登录后建立实时事件连接（先换票据再连接事件流）', async ({ page }) => {
  const stream = page.waitForResponse((r) => r.url().includes('/api/events?ticket='));
  await loginAs(page, 'shipper');
  const res = await stream;
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('text/event-stream');
});

test('打开菜单未授予的页面显示 403 页面', async ({ page }) => {
  await loginAs(page, 'shipper');
  await page.goto('/system/dictbiz');
  await expect(page.getByText('抱歉，您无权访问此页面。')).toBeVisible();
  await expect(page.locator('.kc-page-tabs').getByRole('tab', { name: '业务字典' })).toHaveCount(0);
});
