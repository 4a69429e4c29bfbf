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

/** A screen's menu name; a group whose path a page shares (the receipt detail at /ple) does not name it. */
export const menuNameOf = (tree: MenuNode[], path: string) => {
  const node = menuTrail(tree, path).at(-1);
  return node && !node.children?.length ? node.name : undefined;
};
