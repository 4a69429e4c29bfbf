import { expect, type Locator, type Page, test } from './fixtures';
import { loginAs, sideMenu, submitLogin } from './support';

const ROLE = { name: '字典录入员', alias: 'dict_clerk' };
const CLERK = { account: 'clerk01', password: 'clerk123', realName: '录入员小周' };

/**
 * Picks an option in an antd Select or TreeSelect opened from a form field. A click that lands while the dropdown
 * still opens can be lost on a busy machine (CI once saved a form without its 用户类型), so the pick is made again
 * until the field's item shows the option.
 */
const pick = async (page: Page, field: Locator, option: string) => {
  const item = field.locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " ant-form-item ")][1]');
  await expect(async () => {
    if (!(await page.locator('.ant-select-dropdown:visible').count())) await field.click({ timeout: 2000 });
    await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click({ timeout: 2000 });
    await expect(item.getByTitle(option, { exact: true }).first()).toBeAttached({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
};

const grantDialog = async (admin: Page) => {
  const row = admin.getByTestId('role-table').getByRole('row', { name: new RegExp(ROLE.alias) });
  await row.getByRole('checkbox').check();
  await admin.getByRole('button', { name: '权限设置' }).click();
  const dialog = admin.getByRole('dialog', { name: '角色权限配置' });
  const tree = dialog.getByTestId('grant-menu-tree');
  await expect(tree.getByText('字典新增')).toBeVisible();
  return { dialog, node: (title: string) => tree.locator('.ant-tree-treenode', { hasText: title }).first() };
};

const clerkSees = async (page: Page) => {
  await page.goto('/system/dictbiz');
  await expect(page.getByTestId('dict-parents').getByRole('row')).not.toHaveCount(0);
};

test('管理员新建角色、授予一个菜单和一个按钮、建用户；用户只看到它们，撤销按钮后下次加载不再显示', async ({
  browser,
}) => {
  const admin = await (await browser.newContext()).newPage();
  await loginAs(admin, 'admin');

  // The role
  await admin.goto('/system/role');
  await admin.getByRole('button', { name: /新\s*增/ }).click();
  const roleForm = admin.getByRole('dialog', { name: '新增角色' });
  await roleForm.getByLabel('角色名称').fill(ROLE.name);
  await roleForm.getByLabel('角色别名').fill(ROLE.alias);
  await roleForm.getByLabel('角色排序').fill('20');
  await roleForm.getByRole('button', { name: /保\s*存/ }).click();
  await expect(admin.getByText('已保存').first()).toBeVisible();

  // One menu (业务字典) and one button (字典新增): ticking the button ticks its menus
  const grant = await grantDialog(admin);
  await grant.node('字典新增').locator('.ant-tree-checkbox').click();
  await expect(grant.node('业务字典').locator('.ant-tree-checkbox-checked')).toBeVisible();
  await expect(grant.node('字典删除').locator('.ant-tree-checkbox-checked')).toHaveCount(0);
  await grant.dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(grant.dialog).toBeHidden();

  // The user holding it
  await admin.goto('/system/user');
  await admin.getByRole('button', { name: /新\s*增/ }).click();
  const userForm = admin.getByRole('dialog', { name: '新增用户' });
  await userForm.getByLabel('登录账号').fill(CLERK.account);
  await userForm.getByLabel('密码', { exact: true }).fill(CLERK.password);
  await userForm.getByLabel('确认密码').fill(CLERK.password);
  await userForm.getByLabel('用户姓名').fill(CLERK.realName);
  await pick(admin, userForm.getByLabel('用户类型'), '平台用户');
  await pick(admin, userForm.getByLabel('所属部门'), '平台运营中心');
  await pick(admin, userForm.getByLabel('所属角色'), ROLE.name);
  await admin.keyboard.press('Escape');
  await userForm.getByRole('button', { name: /保\s*存/ }).click();
  await expect(userForm).toBeHidden();
  await expect(admin.getByTestId('user-table').getByRole('row', { name: new RegExp(CLERK.account) })).toBeVisible();

  // The user sees exactly that menu and that button
  const clerk = await (await browser.newContext()).newPage();
  await submitLogin(clerk, CLERK.account, CLERK.password);
  await expect(clerk).toHaveURL(/\/system\/dictbiz$/);
  const menu = sideMenu(clerk);
  await expect(menu.getByRole('menuitem', { name: '业务字典' })).toBeVisible();
  for (const other of ['首页', '用户管理', '角色管理', '菜单管理', '系统字典']) {
    await expect(menu.getByRole('menuitem', { name: other })).toHaveCount(0);
  }
  await clerkSees(clerk);
  await expect(clerk.getByRole('button', { name: /新\s*增/ }).first()).toBeVisible();
  await expect(clerk.getByRole('button', { name: /删\s*除/ })).toHaveCount(0);
  await expect(clerk.getByText('编辑', { exact: true })).toHaveCount(0);

  // An API the role lacks answers 403
  const token = await clerk.evaluate(() => localStorage.getItem('kc.accessToken'));
  const denied = await clerk.request.get('/api/kc-system/role/list', { headers: { 'kc-Auth': `bearer ${token}` } });
  expect(denied.status()).toBe(403);
  expect((await denied.json()).code).toBe(403);

  // The admin revokes the button; the user's next page load no longer shows it, the menu stays
  await admin.goto('/system/role');
  const again = await grantDialog(admin);
  await expect(again.node('字典新增').locator('.ant-tree-checkbox-checked')).toBeVisible();
  await again.node('字典新增').locator('.ant-tree-checkbox').click();
  await expect(again.node('业务字典').locator('.ant-tree-checkbox-checked')).toBeVisible();
  await again.dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(again.dialog).toBeHidden();

  await clerk.reload();
  await clerkSees(clerk);
  await expect(sideMenu(clerk).getByRole('menuitem', { name: '业务字典' })).toBeVisible();
  await expect(clerk.getByRole('button', { name: /新\s*增/ })).toHaveCount(0);
});
