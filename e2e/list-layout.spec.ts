import { expect, type Page, test } from './fixtures';
import { loginAs, sideMenu } from './support';

/**
 * At 1440×900, every screen of every demo role's side menu fits the window: the page never scrolls sideways,
 * and every column of every table shows in full inside its card, none hidden under the fixed 操作 column.
 */
test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 1440, height: 900 } });

const ACCOUNTS = ['admin', 'shipper', 'buyer', 'warehouse', 'bank', 'bank2', 'platform'];

/** Opens every group of the side menu. */
const openAllGroups = async (page: Page) => {
  const closed = sideMenu(page).locator('.ant-menu-submenu:not(.ant-menu-submenu-open) > .ant-menu-submenu-title');
  // Opening one group re-renders the menu: open the first closed one until none is left.
  for (let left = await closed.count(); left > 0; left = await closed.count()) {
    await closed.first().click();
    await expect(closed).toHaveCount(left - 1);
  }
};

/** A screen of the side menu: its path (the end of its menu id) and the groups it sits in, outermost first. */
type Entry = { path: string; groups: string[] };

const menuEntries = async (page: Page): Promise<Entry[]> => {
  await openAllGroups(page);
  const entries = await sideMenu(page)
    .locator('li.ant-menu-item')
    .evaluateAll((items) =>
      items.map((li) => {
        const id = li.getAttribute('data-menu-id') ?? '';
        const groups: string[] = [];
        for (
          let g = li.parentElement?.closest('.ant-menu-submenu');
          g;
          g = g.parentElement?.closest('.ant-menu-submenu')
        ) {
          groups.unshift(g.querySelector(':scope > .ant-menu-submenu-title')?.textContent?.trim() ?? '');
        }
        return { path: id.slice(id.indexOf('/')), groups };
      }),
    );
  return entries.filter((e) => e.path.startsWith('/'));
};

/**
 * Opens a screen from the side menu as a user does: its groups, then the item, without loading the app again (a
 * full load per screen parsed the whole bundle some 150 times and was most of this file's minutes). The menu
 * shows the open screen's group only, so each screen opens its own. The screen left behind is marked, so the
 * checks wait for the next one to replace it.
 */
const openFromSideMenu = async (page: Page, { path, groups }: Entry) => {
  const here = new URL(page.url());
  if (here.pathname + here.search === path) return;
  const menu = sideMenu(page);
  for (const group of groups) {
    const submenu = menu
      .locator('.ant-menu-submenu')
      // the group's own title, exactly: 基础数据 is not 基础数据管理
      .filter({ has: page.locator(':scope > .ant-menu-submenu-title').getByText(group, { exact: true }) })
      .first();
    if (!(await submenu.evaluate((el) => el.classList.contains('ant-menu-submenu-open')))) {
      await submenu.locator(':scope > .ant-menu-submenu-title').click();
    }
  }
  await page.evaluate(() => document.querySelector('.kc-content > *')?.setAttribute('data-left-behind', ''));
  await menu.locator(`li.ant-menu-item[data-menu-id$="-${path}"]`).click();
  await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe(path);
  await expect(page.locator('.kc-content > [data-left-behind]')).toHaveCount(0);
};

type Problem = string;

/** What does not fit: the page scrolling sideways, or a table column cut off or under a fixed column. */
const layoutProblems = (page: Page) =>
  page.evaluate((): Problem[] => {
    const problems: Problem[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) problems.push(`page ${root.scrollWidth} > ${root.clientWidth}`);
    for (const table of Array.from(document.querySelectorAll<HTMLElement>('.ant-table'))) {
      if (!table.offsetParent) continue;
      const box = (table.querySelector('.ant-table-content, .ant-table-body') ?? table).getBoundingClientRect();
      const heads = Array.from(table.querySelectorAll<HTMLElement>('thead th')).filter((th) => th.offsetWidth > 0);
      const fixed = heads.filter((th) => th.className.includes('ant-table-cell-fix'));
      for (const th of heads) {
        const r = th.getBoundingClientRect();
        const name = th.textContent?.trim() || '(选择)';
        if (r.left < box.left - 1 || r.right > box.right + 1) problems.push(`${name}: cut off`);
        if (fixed.includes(th)) continue;
        for (const f of fixed) {
          const fr = f.getBoundingClientRect();
          if (r.right > fr.left + 1 && r.left < fr.right - 1) problems.push(`${name}: under ${f.textContent?.trim()}`);
        }
      }
    }
    return problems;
  });

for (const account of ACCOUNTS) {
  test(`${account}: every screen of the menu fits 1440×900`, async ({ page }) => {
    await loginAs(page, account);
    const entries = await menuEntries(page);
    expect(entries.length).toBeGreaterThan(1);
    for (const entry of entries) {
      const { path } = entry;
      await openFromSideMenu(page, entry);
      await expect(page.locator('.kc-content')).not.toBeEmpty();
      await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
      await expect(page.getByText('抱歉，您访问的页面不存在。')).toHaveCount(0);
      expect(await layoutProblems(page), path).toEqual([]);
    }
  });
}

test('bank2: the desk’s 客户建档 tab fits 1440×900', async ({ page }) => {
  await loginAs(page, 'bank2');
  await page.goto('/bank/desk');
  await page.getByRole('tab', { name: '客户建档' }).click();
  await expect(page.getByTestId('bank-desk-customers')).toBeVisible();
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  expect(await layoutProblems(page), '/bank/desk 客户建档').toEqual([]);
});
