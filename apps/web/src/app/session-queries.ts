import { authRoutes } from '@kc/domain/auth/auth-routes';
import { menuRoutes } from '@kc/domain/system/menu-routes';
import { useQuery } from '@tanstack/react-query';
import { call } from './api-client';

export type { ButtonPerm, MenuNode } from '@kc/domain';
/** The caller's own user (GET kc-user/info), as the domain declares it. */
export type { UserInfo } from '@kc/domain/user/user';

export const sessionKeys = {
  all: ['session'] as const,
  menus: () => [...sessionKeys.all, 'menus'] as const,
  buttons: () => [...sessionKeys.all, 'buttons'] as const,
  user: () => [...sessionKeys.all, 'user'] as const,
};

const sessionQuery = { staleTime: Number.POSITIVE_INFINITY } as const;

export const useMenus = () =>
  useQuery({
    queryKey: sessionKeys.menus(),
    queryFn: () => call(menuRoutes.routes),
    ...sessionQuery,
  });

export const useButtons = () =>
  useQuery({
    queryKey: sessionKeys.buttons(),
    queryFn: () => call(menuRoutes.buttons),
    ...sessionQuery,
  });

export const useUserInfo = () =>
  useQuery({
    queryKey: sessionKeys.user(),
    queryFn: () => call(authRoutes.userInfo, {}),
    ...sessionQuery,
  });
