import type { MenuNode } from '../session-queries';

/** The chain of menus from the root down to the one whose path is `path` (empty when none has it). */
export const menuTrail = (tree: MenuNode[], path: string): MenuNode[] => {
  for (const node of tree) {
    if (node.path === path) return [node];
    const below = menuTrail(node.children ?? [], path);
    if (below.length > 0) return [node, ...below];
  }
  return [];
};

export const menuNameOf = (tree: MenuNode[], path: string) => menuTrail(tree, path).at(-1)?.name;
