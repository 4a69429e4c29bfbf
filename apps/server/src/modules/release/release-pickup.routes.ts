import { ok } from '@kc/domain';
import { pickupRoutes as routes } from '@kc/domain/release/pickup';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/access/guard';
import type { AppContext } from '../../platform/context';
import { serveRoute } from '../../platform/http/serve-route';
import { generateOutputInfo } from './release-pickup';

const tags = ['解押提货'];

/** The pick-up of a release (spec 3 §4 Pick-up, §7 generateOutputInfo): the shipper's outbound order. */
export const releasePickupRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    serveRoute(
      app,
      routes.generateOutputInfo,
      {
        config: { access: { perm: ['ccb_release_pickup_shipper'] } },
        schema: {
          tags,
          summary: '发起提货（货主，解押 50 后：所选待提货仓单须均为已生效，生成状态 10 的出库单，返回出库单 id）',
        },
      },
      async (request) => ok(await generateOutputInfo(ctx, principalOf(request), request.body)),
    );
  };
