import { ok } from '@kc/domain';
import { wmsSyncRefusals } from '@kc/domain/wms/wms';
import { wmsReconcileRoutes as routes } from '@kc/domain/wms/wms-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/access/guard';
import { isPlatformOperator } from '../../platform/access/party';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import { serveRoute } from '../../platform/http/serve-route';
import { lastReconciliation, registerReconcileJob, runReconciliation, toRunAnswer } from './reconcile-run';
import { pullAll } from './sync-pull';

const tags = ['WMS对账'];
const access = { access: { perm: ['external_reconcile'] } };

const assertPlatform = (p: Principal) => {
  if (!isPlatformOperator(p)) throw wmsSyncRefusals.platformOnly();
};

/**
 * Reconciliation (every receipt in effect against the WMS's goods) and the manual pull: the last run and its
 * findings, a run now (the platform; pull first), a pull now (the platform). The 10-minute job is registered here.
 */
export const reconcileRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const log = (err: unknown, msg: string) => app.log.error({ err }, msg);
    await registerReconcileJob(ctx, log);

    serveRoute(
      app,
      routes.last,
      {
        config: access,
        schema: {
          tags,
          summary: '最近一次对账及其发现的不符（平台看全部）',
        },
      },
      async (request) => ok(await lastReconciliation(ctx.db, principalOf(request))),
    );

    serveRoute(
      app,
      routes.run,
      {
        config: access,
        schema: {
          tags,
          summary: '立即对账（仅平台；先同步各WMS平台，再核对每张有效仓单的货物并对不符项发起告警）',
        },
      },
      async (request) => {
        const p = principalOf(request);
        assertPlatform(p);
        const run = await runReconciliation(ctx, p.tenantId, { trigger: 'manual', actorId: p.userId, pull: true, log });
        return ok(toRunAnswer(run));
      },
    );

    serveRoute(
      app,
      routes.pull,
      {
        config: access,
        schema: {
          tags,
          summary: '立即从各WMS平台拉取变更并对照快照（仅平台）',
        },
      },
      async (request) => {
        const p = principalOf(request);
        assertPlatform(p);
        const results = await pullAll(ctx, { tenantId: p.tenantId, log });
        return ok({
          units: results.map((r) => ({
            warehouseUnitId: r.warehouseUnitId,
            lastSeq: r.lastSeq,
            applied: r.applied,
            error: r.error ?? null,
          })),
        });
      },
    );
  };
