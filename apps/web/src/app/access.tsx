import { type ReactNode, useMemo } from 'react';
import { visibleMenuTree } from './layout/menu-tree';
import { matchAppRoute } from './routes';
import { useServerFacts } from './server-facts';
import { type MenuNode, useButtons, useMenus, useUserInfo } from './session-queries';

const SANDBOX_MENU = 'sandbox';

const walk = (nodes: MenuNode[] | undefined, visit: (n: MenuNode) => void) => {
  for (const n of nodes ?? []) {
    visit(n);
    walk(n.children, visit);
  }
};

/** Button permissions (GET /api/kc-system/menu/buttons) as `can('role_add')`. */
export const useAccess = () => {
  const { data, isSuccess } = useButtons();
  return useMemo(() => {
    const codes = new Set((data ?? []).map((b) => b.code));
    return {
      ready: isSuccess,
      can: (perm: string | string[]) => (Array.isArray(perm) ? perm.some((p) => codes.has(p)) : codes.has(perm)),
    };
  }, [data, isSuccess]);
};

/** The user's role aliases (administrator, platform, bank…), for the domain's rules stated by role. */
export const useRoleAliases = (): readonly string[] => {
  const { data } = useUserInfo();
  const joined = data?.roleAlias ?? '';
  return useMemo(() => joined.split(',').filter(Boolean), [joined]);
};

/** Shows its children only when the user holds the button (any of them, for a list). */
export const Access = ({
  perm,
  children,
  fallback = null,
}: {
  perm: string | string[];
  children: ReactNode;
  fallback?: ReactNode;
}) => {
  const { can } = useAccess();
  return <>{can(perm) ? children : fallback}</>;
};

/**
 * The route paths the user's menu leads to (only screens this app has), the menu codes it grants (the route
 * guard) and the tree the side menu shows.
 */
export const useMenuGrants = () => {
  const { data, isSuccess, isError } = useMenus();
  const server = useServerFacts();
  return useMemo(() => {
    // The sandbox console exists only where the server runs sandboxes (SANDBOXES).
    const offered = (menuCode: string | undefined) => menuCode !== SANDBOX_MENU || server.sandboxes;
    const tree = visibleMenuTree(data ?? [], (path) => {
      const route = matchAppRoute(path);
      return route !== undefined && offered(route.menu);
    });
    const paths = new Set<string>();
    const codes = new Set<string>();
    walk(tree, (n) => {
      if (n.path) paths.add(n.path);
    });
    walk(data, (n) => {
      if (offered(n.code)) codes.add(n.code);
    });
    return { ready: isSuccess && server.known, failed: isError, paths, codes, tree };
  }, [data, isSuccess, isError, server]);
};

export const useMenuPaths = () => useMenuGrants().paths;
