import { Menu, type MenuProps } from 'antd';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useMenuGrants } from '../access';
import { MenuIcon } from '../menu-icon';
import { appRoutes, matchAppRoute } from '../routes';
import type { MenuNode } from '../session-queries';
import { menuTrail } from './menu-tree';
import { inMenuOf, parentTrail } from './page-trail';

type Item = Required<MenuProps>['items'][number];

const SUBMENU = 'sub:';

const toItems = (nodes: MenuNode[]): Item[] =>
  nodes
    .filter((n) => n.category === 1)
    .map((n) => {
      const children = (n.children ?? []).filter((c) => c.category === 1);
      if (children.length > 0) {
        return {
          key: `${SUBMENU}${n.id}`,
          icon: <MenuIcon name={n.source} />,
          label: n.name,
          children: toItems(children),
        };
      }
      return { key: n.path ?? n.id, icon: <MenuIcon name={n.source} />, label: n.name };
    });

export const SideMenu = ({ collapsed }: { collapsed: boolean }) => {
  const { tree } = useMenuGrants();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const items = useMemo(() => toItems(tree), [tree]);
  const route = matchAppRoute(pathname);
  // A detail page lights the entry of its list (the one in the caller's menu).
  const activePath = route ? (parentTrail(route, appRoutes, inMenuOf(tree))[0] ?? route).path : pathname;
  const trail = useMemo(() => menuTrail(tree, activePath), [tree, activePath]);
  const openKeys = trail.slice(0, -1).map((n) => `${SUBMENU}${n.id}`);

  return (
    <Menu
      // re-mount when the trail changes so the active branch opens
      key={openKeys.join(',')}
      theme="dark"
      mode="inline"
      items={items}
      selectedKeys={[activePath]}
      defaultOpenKeys={collapsed ? [] : openKeys}
      onClick={({ key }) => {
        if (!key.startsWith(SUBMENU)) navigate(key);
      }}
    />
  );
};
