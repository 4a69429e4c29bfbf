import { expect, type Page, test } from './fixtures';
import { confirmOk, loginAs } from './support';

const CATEGORY = '长绒棉';
const CODE = 'CRM-E2E';
const BANK = '中国建设银行股份有限公司郑州金水支行';
const WAREHOUSE = '河南豫通棉花仓储有限公司';

/** Picks an option of the antd Select inside the form item with this label. */
const choose = async (page: Page, label: string, option: string) => {
  await page.locator('.ant-form-item', { hasText: label }).getByRole('combobox').first().click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
};

test('仓储物类别：新建带扩展属性的类别，为演示银行配置融资货物，映射两个WMS货物编码；删除已被入库单占用的类别时提示', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await loginAs(page, 'admin');

  // A new category with an extra attribute.
  await page.goto('/base/basematerial/index');
  await page.getByRole('button', { name: /新\s*增/ }).click();
  await expect(page).toHaveURL(/\/base\/basematerial\/detail$/);
  // The form shows once the common attributes are loaded (a header row and five templates); until then the
  // list page's own 仓储物名称 search field may still be on screen.
  await expect(page.getByText('新增仓储物类别')).toBeVisible();
  await expect(page.getByTestId('common-attrs').getByRole('row')).toHaveCount(6);
  await page.getByLabel('仓储物名称').fill(CATEGORY);
  await page.getByLabel('类别编码').fill(CODE);
  await page.getByText('按重量').click();
  await page.getByLabel('排序', { exact: true }).fill('9');
  await choose(page, '显示状态', '正常');
  await page.getByRole('button', { name: '新增扩展属性' }).click();
  const extra = page.getByTestId('extra-attrs');
  await extra.getByPlaceholder('请输入属性编码').fill('staple');
  await extra.getByPlaceholder('请输入属性名称').fill('纤维长度');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('已保存').last()).toBeVisible();
  await expect(page).toHaveURL(/\/base\/basematerial\/index$/);

  // Its financing goods for the demo bank.
  const row = page.getByTestId('base-material-table').getByRole('row', { name: new RegExp(CODE) });
  await row.getByRole('button', { name: '银行明细' }).click();
  await expect(page).toHaveURL(/\/base\/basematerial\/detailIndex\?materialId=\d+/);
  await page
    .locator('.ant-card', { hasText: '融资货物' })
    .last()
    .getByRole('button', { name: /新\s*增/ })
    .click();
  await expect(page).toHaveURL(/\/base\/basematerial\/financingGoods\?materialId=\d+/);
  await choose(page, '金融机构', BANK);
  await page.getByLabel('编码', { exact: true }).fill('RZ-CRM');
  await page.getByLabel('名称', { exact: true }).fill('长绒棉质押融资');
  await choose(page, '融资货物类型', '棉花');
  await page.getByText('按重量').click();
  await page.getByLabel('排序', { exact: true }).first().fill('3');
  await choose(page, '状态', '正常');
  const covered = page.locator('.ant-card', { hasText: '融资货物类别' });
  await expect(covered.getByRole('combobox', { name: '仓储物类别' })).toHaveCount(1);
  await covered.getByRole('textbox', { name: '排序' }).fill('1');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  // The category's own 已保存 may still be showing: the latest toast is this save's.
  await expect(page.getByText('已保存').last()).toBeVisible();
  await expect(page).toHaveURL(/\/base\/basematerial\/index$/);
  // The financing goods page closed itself (spec 1 §2: on save it closes and goes to the category list).
  await expect(page.locator('.kc-page-tabs').getByRole('tab', { name: '融资货物' })).toHaveCount(0);

  // Two WMS codes of the demo warehouse mapped to it.
  await page.goto('/external/wmsMaterialDetail');
  await choose(page, '所在仓库', WAREHOUSE);
  await choose(page, '仓储物', CATEGORY);
  await page.getByLabel('WMS货物编码 1').fill('CRM-01');
  await page.getByLabel('WMS货物名称 1').fill('新疆长绒棉137');
  await page.getByRole('button', { name: '添加一行' }).click();
  await page.getByLabel('WMS货物编码 2').fill('CRM-02');
  await page.getByLabel('WMS货物名称 2').fill('新疆长绒棉229');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('已保存').last()).toBeVisible();
  await expect(page).toHaveURL(/\/external\/wmsMaterial$/);
  const mappings = page.getByTestId('wms-material-table');
  for (const code of ['CRM-01', 'CRM-02']) {
    await expect(mappings.getByRole('row', { name: new RegExp(`${code}.*${CATEGORY}`) })).toBeVisible();
  }

  // Cotton is stored by the demo inbound order: its deletion is refused with the spec's message.
  await page.goto('/base/basematerial/index');
  const cotton = page.getByTestId('base-material-table').getByRole('row', { name: /MH001/ });
  await cotton.getByRole('button', { name: /删\s*除/ }).click();
  // confirmOk clicks 确定 again should a click land while the confirmation still opens (a busy machine).
  await confirmOk(page);
  await expect(page.getByText('删除失败,此类别已被占用!')).toBeVisible();
  // The first confirmation has closed before the next one opens: a click during its closing animation would land
  // on the closing dialog's button and do nothing (seen on a loaded machine).
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('base-material-table').getByRole('row', { name: /MH001/ })).toBeVisible();

  // The new category, stored by nobody, goes.
  await page
    .getByTestId('base-material-table')
    .getByRole('row', { name: new RegExp(CODE) })
    .getByRole('button', { name: /删\s*除/ })
    .click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.getByText('已删除')).toBeVisible();
  await expect(page.getByTestId('base-material-table').getByRole('row', { name: new RegExp(CODE) })).toHaveCount(0);
});
