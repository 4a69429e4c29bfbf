import { ok } from '@kc/domain';
import { traySplitRoutes as routes } from '@kc/domain/release/tray-split-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/access/guard';
import type { AppContext } from '../../platform/context';
import { serveRoute } from '../../platform/http/serve-route';
import { upPickSignStatus } from './release-split';
import { saveTraySplitLots, submitTraySplit, traySplitBills, traySplitGoods, traySplitTrays } from './tray-split';

const tags = ['解押托盘拆分'];
/** The menu 解押提货 (/ccb/release): whoever sees the release reads its split. */
const read = { access: { perm: ['ccb_release'] } };

/** The tray split of a release (README "The tray split"): its three lists, the submit, the lots, the signing check. */
export const traySplitRoutesPlugin =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    serveRoute(
      app,
      routes.billListByReleaseId,
      {
        config: read,
        schema: { tags, summary: '托盘拆分：部分解押的仓单（银行要求的托盘数、重量，已选托盘、出库批次）' },
      },
      async (request) => ok(await traySplitBills(ctx, principalOf(request), request.query.releaseId)),
    );
    serveRoute(
      app,
      routes.goodsListByReleaseId,
      { config: read, schema: { tags, summary: '托盘拆分：仓单的箱（containerList）与货物（goodsList）' } },
      async (request) => ok(await traySplitGoods(ctx, principalOf(request), request.query.releaseId)),
    );
    serveRoute(
      app,
      routes.trayListByReleaseId,
      {
        config: read,
        schema: { tags, summary: '托盘拆分：仓单的托盘（trayList，先进先出）与已选托盘按货物汇总（goodsList）' },
      },
      async (request) => ok(await traySplitTrays(ctx, principalOf(request), request.query.releaseId)),
    );
    serveRoute(
      app,
      routes.submit,
      {
        config: { access: { perm: ['ccb_release_tray_split'] } },
        schema: {
          tags,
          summary: '保存草稿（status 0）或提交托盘拆分（status 1：锁定，解押 5 → 10）；type 1 自动推荐托盘',
        },
      },
      async (request) => ok(await submitTraySplit(ctx, principalOf(request), request.body)),
    );
    serveRoute(
      app,
      routes.saveLots,
      {
        config: { access: { perm: ['ccb_release_audit_warehouse'] } },
        schema: { tags, summary: '仓库登记无WMS货物的出库批次（批次、重量、数量），仓库审核通过前' },
      },
      async (request) => ok(await saveTraySplitLots(ctx, principalOf(request), request.body)),
    );
    serveRoute(
      app,
      routes.upPickSignStatus,
      { config: read, schema: { tags, summary: '进入拆分新仓单批量签章前的检查（goodsId 为解押记录 id）' } },
      async (request) => ok(await upPickSignStatus(ctx, principalOf(request), request.body.goodsId)),
    );
  };
