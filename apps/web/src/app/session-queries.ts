import type { ButtonPerm, MenuNode } from '@kc/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';

export type { ButtonPerm, MenuNode } from '@kc/domain';

export type UserInfo = {
  id: string;
  tenantId: string;
  account: string;
  name: string | null;
  realName: string | null;
  userType: number | null;
  postId: string | null;
  enterpriseName: string | null;
  enterpriseCode: string | null;
  enterpriseType?: string | null;
  isPerson: number | null;
  roleName?: string;
  roleAlias?: string;
  phone: string | null;
  email: string | null;
  avatar: string | null;
  /** A signed link to the avatar image, when there is one. */
  avatarLink?: string | null;
};

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
    queryFn: () => api.get<MenuNode[]>('/api/kc-system/menu/routes'),
    ...sessionQuery,
  });

export const useButtons = () =>
  useQuery({
    queryKey: sessionKeys.buttons(),
    queryFn: () => api.get<ButtonPerm[]>('/api/kc-system/menu/buttons'),
    ...sessionQuery,
  });

export const useUserInfo = () =>
  useQuery({
    queryKey: sessionKeys.user(),
    queryFn: () => api.get<UserInfo>('/api/kc-user/info'),
    ...sessionQuery,
  });
