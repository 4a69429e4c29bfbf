import { expect, type Page, test } from './fixtures';
import { loginAs } from './support';

/**
 * Buttons follow what the role may do (the server's rule, from the domain): the bank reads the goods
 * categories and keeps only its own bank details, so it is offered nothing that would answer 无权执行此操作;
 * the platform, which keeps the catalogue, still has every button.
 */
const categories = (page: Page) => page.getByTestId('base-material-table');
const cotton = (page: Page) => categories(page).getByRole('row', { name: /MH001/ });

test('the bank reads the categories: no 新增, 编辑, 删除 or 保存; its own bank details it keeps', async ({ page }) => {
  await loginAs(page, 'bank');
  await page.goto('/base/basematerial/index');
  await expect(cotton(page)).toBeVisible();
  for (const name of [/新\s*增$/, /删\s*除$/, /编\s*辑$/])
    await expect(page.getByRole('button', { name })).toHaveCount(0);
  await expect(categories(page).getByRole('checkbox')).toHaveCount(0);

  await cotton(page)
    .getByRole('button', { name: /查\s*看/ })
    .click();
  await expect(page.getByText('查看仓储物类别')).toBeVisible();
  await expect(page.getByRole('button', { name: /保\s*存/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '新增扩展属性' })).toHaveCount(0);
  await expect(page.getByLabel('仓储物名称')).toBeDisabled();

  await page.goto('/base/basematerial/detail');
  await expect(page.getByText('抱歉，您无权访问此页面。')).toBeVisible();

  await page.goto('/base/basematerial/index');
  await cotton(page).getByRole('button', { name: '银行明细' }).click();
  await expect(page.getByRole('button', { name: /新\s*增/ }).first()).toBeVisible();
});

test('the platform keeps the catalogue: every button is there', async ({ page }) => {
  await loginAs(page, 'platform');
  await page.goto('/base/basematerial/index');
  await expect(cotton(page)).toBeVisible();
  await expect(page.getByRole('button', { name: /新\s*增$/ })).toBeVisible();
  await expect(cotton(page).getByRole('button', { name: /删\s*除/ })).toBeVisible();
  await cotton(page)
    .getByRole('button', { name: /编\s*辑/ })
    .click();
  await expect(page.getByText('编辑仓储物类别')).toBeVisible();
  await expect(page.getByRole('button', { name: /保\s*存/ })).toBeVisible();
  await expect(page.getByRole('button', { name: '新增扩展属性' })).toBeVisible();
});
