import { type ReactNode, useMemo } from 'react';
import { type MenuNode, useButtons, useMenus } from './session-queries';

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

/** The route paths and menu codes the user's menu grants (home quick entries, route guard). */
export const useMenuGrants = () => {
  const { data, isSuccess, isError } = useMenus();
  return useMemo(() => {
    const paths = new Set<string>();
    const codes = new Set<string>();
    walk(data, (n) => {
      if (n.path) paths.add(n.path);
      codes.add(n.code);
    });
    return { ready: isSuccess, failed: isError, paths, codes, tree: data ?? [] };
  }, [data, isSuccess, isError]);
};

export const useMenuPaths = () => useMenuGrants().paths;
