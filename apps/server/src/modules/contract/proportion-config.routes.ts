import { ok } from '@kc/domain';
import { feeConfigRefusals as refuse } from '@kc/domain/payment/fee-config';
import { feeConfigRoutes as routes } from '@kc/domain/payment/fee-config-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/access/guard';
import { isPlatformOperator } from '../../platform/access/party';
import type { AppContext } from '../../platform/context';
import { serveRoute } from '../../platform/http/serve-route';
import { pageProportionConfigs, proportionConfigInForce, submitProportionConfig } from './contract-proportion';

const tags = ['平台手续费配置'];
export const PROPORTION_CONFIG_BASE = '/api/kc-flrk/proportionConfig';
/** The platform's screen 平台手续费配置 (trade_proportion); the parties read the one in force while they draft. */
const configAccess = { perm: ['trade_proportion'] };
const readAccess = { perm: ['trade_proportion', 'contract_list', 'contract_manage'] };

/** The fee configuration (spec 2 §3 proportionConfig, §9): the one in force, its history, a change. */
export const proportionConfigRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    serveRoute(
      app,
      routes.detail,
      {
        config: { access: readAccess },
        schema: {
          tags,
          summary: '当前生效的平台手续费配置（未配置时为默认配置，id 为空）',
        },
      },
      async (request) => ok(await proportionConfigInForce(ctx.db, principalOf(request).tenantId)),
    );

    serveRoute(
      app,
      routes.page,
      {
        config: { access: configAccess },
        schema: {
          tags,
          summary: '平台手续费配置的变更历史（最新的为生效配置）',
        },
      },
      async (request) => ok(await pageProportionConfigs(ctx.db, principalOf(request).tenantId, request.query)),
    );

    serveRoute(
      app,
      routes.submit,
      {
        config: { access: configAccess },
        schema: {
          tags,
          summary: '启用新的平台手续费配置（原配置留作历史；已提交的合同仍按提交时的配置计费）',
        },
      },
      async (request) => {
        const p = principalOf(request);
        if (!isPlatformOperator(p)) throw refuse.notPlatform();
        await submitProportionConfig(
          ctx.db,
          { userId: p.userId, postId: p.postId, tenantId: p.tenantId },
          request.body,
        );
        return ok(await proportionConfigInForce(ctx.db, p.tenantId));
      },
    );
  };
