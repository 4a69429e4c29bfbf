import type { RouteAnswer } from '@kc/domain';
import { enterpriseRoutes as routes } from '@kc/domain/enterprise/enterprise-routes';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../app/api-client';

/** The home page's enterprise card (GET enterprise/findEnterpriseInfoDetailForFrontIndex). */
export type HomeEnterprise = RouteAnswer<typeof routes.card>;

export const homeKeys = {
  all: ['home'] as const,
  enterprise: (id: string) => [...homeKeys.all, 'enterprise', id] as const,
};

/** spec 3 §8: home load failures are dropped silently. */
export const useHomeEnterprise = (postId: string | null | undefined) =>
  useQuery({
    queryKey: homeKeys.enterprise(postId ?? ''),
    queryFn: () => call(routes.card, { id: postId! }, { silent: true }),
    enabled: Boolean(postId),
    retry: false,
  });
