import type { GrantNode } from '@kc/domain/system/role';
import { Empty, Tree, type TreeDataNode } from 'antd';
import { useMemo } from 'react';

const family = (nodes: GrantNode[]) => {
  const parentOf = new Map<string, string>();
  const below = new Map<string, string[]>();
  const walk = (list: GrantNode[], ancestors: string[]) => {
    for (const n of list) {
      if (ancestors.length) parentOf.set(n.key, ancestors[ancestors.length - 1]!);
      for (const a of ancestors) below.get(a)?.push(n.key);
      below.set(n.key, []);
      walk(n.children, [...ancestors, n.key]);
    }
  };
  walk(nodes, []);
  return { parentOf, below };
};

/**
 * Menus are linked, not cascaded: ticking a node ticks it, everything below it and its ancestors (a granted
 * button needs its menus); unticking clears it and everything below, never its parent. So a menu can be
 * granted with some of its buttons, or none, and a button revoked while its menu stays. antd's own cascade
 * cannot hold "a menu without all of its buttons".
 */
const linkedCheck = (tree: ReturnType<typeof family>, checked: string[], key: string, on: boolean) => {
  const next = new Set(checked);
  const below = tree.below.get(key) ?? [];
  if (on) {
    for (const k of [key, ...below]) next.add(k);
    for (let p = tree.parentOf.get(key); p; p = tree.parentOf.get(p)) next.add(p);
  } else {
    for (const k of [key, ...below]) next.delete(k);
  }
  return [...next];
};

export const GrantTreePanel = ({
  testId,
  nodes,
  checked,
  onChange,
  linked = false,
}: {
  testId: string;
  nodes: GrantNode[];
  checked: string[];
  onChange: (keys: string[]) => void;
  linked?: boolean;
}) => {
  const tree = useMemo(() => family(nodes), [nodes]);
  if (nodes.length === 0) return <Empty data-testid={testId} description="暂无可授权的数据" />;
  return (
    <div data-testid={testId} style={{ maxHeight: 420, overflow: 'auto' }}>
      <Tree
        checkable
        checkStrictly={linked}
        defaultExpandAll
        selectable={false}
        treeData={nodes as unknown as TreeDataNode[]}
        checkedKeys={checked}
        onCheck={(keys, info) =>
          onChange(
            linked
              ? linkedCheck(tree, checked, String(info.node.key), info.checked)
              : (Array.isArray(keys) ? keys : keys.checked).map(String),
          )
        }
      />
    </div>
  );
};
