import { createHash } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo123456';

/** Fills the login form and submits it (no waiting for the outcome). */
export const submitLogin = async (page: Page, account: string, password: string) => {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByLabel('账号').fill(account);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
};

/** Logs in with the demo password and waits for the layout. */
export const loginAs = async (page: Page, account: string, password = DEMO_PASSWORD) => {
  await page.goto('/login');
  await submitLogin(page, account, password);
  await expect(page).toHaveURL(/\/home$/);
  await expect(sideMenu(page).getByRole('menuitem', { name: '首页' })).toBeVisible();
};

export const sideMenu = (page: Page) => page.locator('.ant-layout-sider');

/**
 * Opens a page from the side menu: its group, then the item, until the address is the page's. A click that lands
 * while the submenu still opens can be lost on a busy machine, so the item is clicked again until it navigates.
 */
export const openFromMenu = async (page: Page, group: string, item: string, url: RegExp) => {
  const menu = sideMenu(page);
  await menu.getByText(group, { exact: true }).first().click();
  await expect(async () => {
    await menu.getByRole('menuitem', { name: item }).click();
    await expect(page).toHaveURL(url, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
};

export const logout = async (page: Page) => {
  await page.getByTestId('current-user').click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: /登\s*录/ })).toBeVisible();
};

/** The dictionary page: finds one parent by its code (the list holds more than one page). */
export const findDictParent = async (page: Page, code: string) => {
  await page.getByLabel('字典编号').fill(code);
  await page.getByRole('button', { name: /搜\s*索/ }).click();
  const row = page.getByTestId('dict-parents').getByRole('row', { name: new RegExp(code) });
  await expect(row).toBeVisible();
  return row;
};

export const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** The administrator's API token, for setting up what a journey starts from. */
export const adminHeaders = async (page: Page) => {
  const login = await page.request.post('/api/kc-auth/oauth/token', {
    data: { grant_type: 'password', tenantId: '000000', username: 'admin', password: md5(DEMO_PASSWORD) },
  });
  return { 'kc-Auth': `bearer ${(await login.json()).data.access_token}` };
};

/** A user of its own (an enterprise user of the given role, without an enterprise), so journeys leave the demo accounts alone. */
export const createUser = async (
  page: Page,
  user: { account: string; password: string; role: string; realName: string },
) => {
  const headers = await adminHeaders(page);
  const get = async (url: string) => (await (await page.request.get(url, { headers })).json()).data;
  const [dept] = await get('/api/kc-system/dept/tree');
  const roles: { id: string; title: string }[] = await get('/api/kc-system/role/tree');
  const role = roles.find((r) => r.title === user.role)!;
  const res = await page.request.post('/api/kc-user/submit', {
    headers,
    data: {
      account: user.account,
      password: md5(user.password),
      password2: md5(user.password),
      realName: user.realName,
      userType: 3,
      deptId: dept.id,
      roleIds: [role.id],
    },
  });
  expect((await res.json()).code).toBe(200);
};

/**
 * Answers the open confirmation (提示 … 确定) and waits until it has closed, so the move behind it was made. On a
 * loaded machine a click that lands while the dialog is still opening can be lost; it is then made again until the
 * dialog closes (a click on a dialog already running its move does nothing, so the move is never made twice).
 * `text`, when given, is checked first.
 */
export const confirmOk = async (page: Page, text?: string | RegExp) => {
  const dialog = page.locator('.ant-modal-confirm').last();
  await expect(dialog).toBeVisible();
  if (text) await expect(dialog).toContainText(text);
  await expect(async () => {
    if (await dialog.isVisible()) await dialog.getByRole('button', { name: /确\s*定/ }).click({ timeout: 2_000 });
    await expect(page.locator('.ant-modal-confirm')).toHaveCount(0, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
};
