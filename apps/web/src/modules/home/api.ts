import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api-client';

export type HomeEnterprise = {
  id: string;
  name: string;
  code: string | null;
  address: string | null;
  addressName: string | null;
  addressDetail: string | null;
  logoLink: string | null;
  materialList: { name: string; weight: string | number; weightUnit: string }[];
};

export const homeKeys = {
  all: ['home'] as const,
  enterprise: (id: string) => [...homeKeys.all, 'enterprise', id] as const,
};

/** spec 3 §8: home load failures are dropped silently. */
export const useHomeEnterprise = (postId: string | null | undefined) =>
  useQuery({
    queryKey: homeKeys.enterprise(postId ?? ''),
    queryFn: () =>
      api.get<HomeEnterprise>(
        '/api/kc-flrk/enterprise/findEnterpriseInfoDetailForFrontIndex',
        { id: postId! },
        { silent: true },
      ),
    enabled: Boolean(postId),
    retry: false,
  });
