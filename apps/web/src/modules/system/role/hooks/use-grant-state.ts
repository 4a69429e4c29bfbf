import type { GrantNode, GrantTree, RoleTreeKeys } from '@kc/domain/system/role';
import { useEffect, useMemo, useState } from 'react';

export type GrantTab = keyof GrantTree;
type Checked = Record<GrantTab, string[]>;
const TABS: GrantTab[] = ['menu', 'dataScope', 'apiScope'];
const empty = (): Checked => ({ menu: [], dataScope: [], apiScope: [] });

const index = (nodes: GrantNode[]) => {
  const parentOf = new Map<string, string | undefined>();
  const leaves = new Set<string>();
  const scopes = new Set<string>();
  const walk = (list: GrantNode[], parent?: string) => {
    for (const n of list) {
      parentOf.set(n.key, parent);
      if (n.children.length === 0) leaves.add(n.key);
      if (n.isScope) scopes.add(n.key);
      walk(n.children, n.key);
    }
  };
  walk(nodes);
  return { parentOf, leaves, scopes };
};

/**
 * The checked keys of the three grant trees. The menu tree shows every held menu; on save a menu's
 * ancestors are sent with it (a granted button needs its menus). In the scope trees antd derives a
 * parent's state from its children, so only leaves are set as checked and only scope ids are sent.
 */
export const useGrantState = (tree: GrantTree | undefined, held: RoleTreeKeys | undefined) => {
  const indexes = useMemo(
    () =>
      tree ? { menu: index(tree.menu), dataScope: index(tree.dataScope), apiScope: index(tree.apiScope) } : undefined,
    [tree],
  );
  const [checked, setChecked] = useState<Checked>(empty);
  useEffect(() => {
    if (!indexes || !held) return;
    const next = empty();
    // The menu tree is linked (grant-tree.tsx): every held menu shows checked; the scope trees cascade from leaves.
    for (const tab of TABS)
      next[tab] =
        tab === 'menu'
          ? held.menu.filter((k) => indexes.menu.parentOf.has(k))
          : held[tab].filter((k) => indexes[tab].leaves.has(k));
    setChecked(next);
  }, [indexes, held]);

  const payload = () => {
    if (!indexes) return undefined;
    const menus = new Set<string>();
    for (const key of checked.menu) {
      for (let k: string | undefined = key; k && !menus.has(k); k = indexes.menu.parentOf.get(k)) menus.add(k);
    }
    return {
      menuIds: [...menus],
      dataScopeIds: checked.dataScope.filter((k) => indexes.dataScope.scopes.has(k)),
      apiScopeIds: checked.apiScope.filter((k) => indexes.apiScope.scopes.has(k)),
    };
  };
  return {
    checked,
    setTab: (tab: GrantTab, keys: string[]) => setChecked((c) => ({ ...c, [tab]: keys })),
    payload,
  };
};
