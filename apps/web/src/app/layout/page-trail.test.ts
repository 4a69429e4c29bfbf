import type { MenuNode } from '@kc/domain';
import { describe, expect, it } from 'vitest';
import { appRoutes, matchAppRoute } from '../routes';
import { breadcrumbOf, inMenuOf, parentTrail } from './page-trail';

let seq = 0;
const screen = (name: string, path: string): MenuNode =>
  ({ id: String(++seq), code: path, name, path, category: 1, children: [] }) as unknown as MenuNode;
const group = (name: string, path: string, children: MenuNode[]): MenuNode =>
  ({ ...screen(name, path), children }) as MenuNode;

// The menus as the demo roles have them (GET /api/kc-system/menu/routes), the parts these pages need.
const platformTree = [
  group('合同管理', '/contract', [screen('合同监管', '/contract/manage'), screen('合同模板', '/contract/template')]),
  group('基础数据', '/base', [screen('仓储物类别', '/base/basematerial/index')]),
];
const shipperTree = [group('合同管理', '/contract', [screen('我的合同', '/contract/index')])];
const bankTree = [group('融资管理', '/ccb', [screen('融资申请', '/ccb/finance')])];

const crumbs = (tree: MenuNode[], url: string) => {
  const [path, search = ''] = url.split('?');
  return breadcrumbOf(tree, appRoutes, matchAppRoute(path!)!, search ? `?${search}` : '');
};
const titles = (tree: MenuNode[], url: string) => crumbs(tree, url).map((c) => c.title);

describe('the breadcrumb names only menus the caller has', () => {
  it('the platform’s contract detail sits under its own 合同监管, never the parties’ 我的合同', () => {
    expect(titles(platformTree, '/contract/detail?id=1')).toEqual(['合同管理', '合同监管', '合同详情']);
    expect(crumbs(platformTree, '/contract/detail?id=1')[1]).toEqual({ title: '合同监管', path: '/contract/manage' });
  });

  it('a party’s contract detail sits under 我的合同', () => {
    expect(titles(shipperTree, '/contract/detail?id=1')).toEqual(['合同管理', '我的合同', '合同详情']);
  });

  it('a page reached without its list in the caller’s menu names only itself', () => {
    expect(titles(bankTree, '/contract/detail?id=1')).toEqual(['合同详情']);
    expect(titles(bankTree, '/ples/transferDetails?type=1&id=1')).toEqual(['过户详情']);
  });

  it('a detail under a detail keeps the page between, and only the menu’s list is a link', () => {
    const trail = crumbs(platformTree, '/base/basematerial/materialDetail?id=1');
    expect(trail[0]).toEqual({ title: '基础数据' });
    expect(trail[1]).toEqual({ title: '仓储物类别', path: '/base/basematerial/index' });
    expect(trail.slice(2).every((c) => c.path === undefined)).toBe(true);
  });

  it('no detail page of any role names a list the role’s menu lacks', () => {
    const listTitles = new Set(appRoutes.filter((r) => !r.parent).map((r) => r.title));
    for (const tree of [platformTree, shipperTree, bankTree]) {
      const names = new Set<string>();
      const walk = (nodes: MenuNode[]) => {
        for (const n of nodes) {
          names.add(n.name);
          walk(n.children ?? []);
        }
      };
      walk(tree);
      for (const route of appRoutes.filter((r) => r.parent)) {
        for (const crumb of crumbs(tree, route.path)) {
          if (!names.has(crumb.title)) expect(listTitles, `${route.path}: ${crumb.title}`).not.toContain(crumb.title);
          if (crumb.path) expect(inMenuOf(tree)(crumb.path)).toBe(true);
        }
        const first = parentTrail(route, appRoutes, inMenuOf(tree))[0];
        if (first) expect(inMenuOf(tree)(first.path)).toBe(true);
      }
    }
  });
});
