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
  return node && !node.children?.some((c) => c.category === 1) ? node.name : undefined;
};

/**
 * The menus a user can follow: a screen entry only when the app has that screen (`isScreen`), a group only
 * while one of its screens remains, so no entry leads to a 404 (a role granted only screens still to be built
 * would otherwise get their empty group as a link). Buttons (category 2) stay where they are.
 */
export const visibleMenuTree = (nodes: MenuNode[], isScreen: (path: string) => boolean): MenuNode[] =>
  nodes.flatMap((n) => {
    if (n.category !== 1) return [n];
    const children = n.children ?? [];
    const hadScreens = children.some((c) => c.category === 1);
    if (!hadScreens) return n.path && isScreen(n.path) ? [n] : [];
    const kept = visibleMenuTree(children, isScreen);
    return kept.some((c) => c.category === 1) ? [{ ...n, children: kept }] : [];
  });
