import { expect, type Page, test } from '@playwright/test';
import { loginAs, sideMenu } from './support';

/**
 * At 1440×900, every screen of every demo role's side menu fits the window: the page never scrolls sideways,
 * and every column of every table shows in full inside its card, none hidden under the fixed 操作 column.
 */
test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 1440, height: 900 } });

const ACCOUNTS = ['admin', 'shipper', 'buyer', 'warehouse', 'bank', 'platform'];

/** The paths of every entry of the side menu, every group opened. */
const menuPaths = async (page: Page) => {
  const menu = sideMenu(page);
  const closed = menu.locator('.ant-menu-submenu:not(.ant-menu-submenu-open) > .ant-menu-submenu-title');
  // Opening one group re-renders the menu: open the first closed one until none is left.
  for (let left = await closed.count(); left > 0; left = await closed.count()) {
    await closed.first().click();
    await expect(closed).toHaveCount(left - 1);
  }
  const ids = await menu
    .locator('li.ant-menu-item')
    .evaluateAll((items) => items.map((li) => li.getAttribute('data-menu-id') ?? ''));
  return ids.map((id) => id.slice(id.indexOf('/'))).filter((p) => p.startsWith('/'));
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
    const paths = await menuPaths(page);
    expect(paths.length).toBeGreaterThan(1);
    for (const path of paths) {
      await page.goto(path);
      await expect(page.locator('.kc-content')).not.toBeEmpty();
      await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
      await expect(page.getByText('抱歉，您访问的页面不存在。')).toHaveCount(0);
      expect(await layoutProblems(page), path).toEqual([]);
    }
  });
}
