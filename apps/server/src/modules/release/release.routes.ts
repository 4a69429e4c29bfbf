import { ok } from '@kc/domain';
import { releaseRoutes as routes } from '@kc/domain/release/release-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/access/guard';
import type { AppContext } from '../../platform/context';
import { serveRoute } from '../../platform/http/serve-route';
import { canSeeRelease, findRelease } from './release-access';
import { registerFeedbackJob } from './release-feedback';
import { RELEASE_NOTICE_FILE_OWNER } from './release-instruction';
import { pickGoodsFeedback, platformReleaseAudit, releaseMovedTo, warehouseReleaseAudit } from './release-moves';
import {
  pageReleases,
  prePickupBillsOf,
  releaseDetailOf,
  repaymentsOf,
  splitBillsOf,
  takeGoodPdfOf,
} from './release-read';

const tags = ['解押提货'];
/** The menu 解押提货 (/ccb/release): shipper, warehouse, bank and platform (seed roles). */
const read = { access: { perm: ['ccb_release'] } };

/**
 * Releases (README.md): the record the bank's release instruction creates, its reviews by the platform and the
 * warehouse, and the platform's pick-up feedback to the bank. Registers the notice's file owner and the feedback job.
 */
export const releaseRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // The pick-up notice is seen by whoever sees the release.
    ctx.files.registerOwnerResolver(RELEASE_NOTICE_FILE_OWNER, async (p, ownerId) => {
      const row = await findRelease(ctx.db, ownerId);
      return row != null && canSeeRelease(p, row);
    });
    await registerFeedbackJob(ctx, (err, msg) => app.log.error({ err }, msg));

    serveRoute(
      app,
      routes.list,
      {
        config: read,
        schema: { tags, summary: '解押记录分页（货主、仓库、银行看本企业的，平台看全部；按创建时间倒序）' },
      },
      async (request) => ok(await pageReleases(ctx.db, principalOf(request), request.query)),
    );

    serveRoute(
      app,
      routes.getById,
      {
        config: read,
        schema: {
          tags,
          summary: '解押详情（头部、融资信息、银行提货信息、仓单拆分、提货仓单、服务费、当前用户可做的操作）',
        },
      },
      async (request) => ok(await releaseDetailOf(ctx, principalOf(request), request.query.id)),
    );

    serveRoute(
      app,
      routes.splitBillsByBilId,
      {
        config: read,
        schema: { tags, summary: '拆分情况：解押仓单行的原仓单与拆分后的两张新仓单（id 为解押仓单行）' },
      },
      async (request) => ok(await splitBillsOf(ctx, principalOf(request), request.query.id)),
    );

    serveRoute(
      app,
      routes.repaymentsByGoodsId,
      {
        config: read,
        schema: { tags, summary: '还款记录：解押所属融资申请的还款（仓库审核人员不可看：403）' },
      },
      async (request) => ok(await repaymentsOf(ctx, principalOf(request), request.query.id)),
    );

    serveRoute(
      app,
      routes.prePickupBillList,
      { config: read, schema: { tags, summary: '待提货仓单：整张解押的仓单，部分解押拆分后离开的新仓单' } },
      async (request) => ok(await prePickupBillsOf(ctx, principalOf(request), request.query.id)),
    );

    serveRoute(
      app,
      routes.getTakeGoodPdf,
      { config: read, schema: { tags, summary: '银行的提货通知书（base64）' } },
      async (request) => ok(await takeGoodPdfOf(ctx, principalOf(request), request.query.id)),
    );

    serveRoute(
      app,
      routes.platformReleaseAudit,
      {
        config: { access: { perm: ['ccb_release_audit_platform'] } },
        schema: {
          tags,
          summary: '平台审核解押（10：托盘已拆分、服务费已通知且已支付或无需支付；通过 → 20，驳回 → 21 须填意见）',
        },
      },
      async (request) => ok(releaseMovedTo(await platformReleaseAudit(ctx, principalOf(request), request.body))),
    );

    serveRoute(
      app,
      routes.warehouseReleaseAudit,
      {
        config: { access: { perm: ['ccb_release_audit_warehouse'] } },
        schema: { tags, summary: '仓库审核解押（20：通过 → 30，驳回 → 11 须填意见）' },
      },
      async (request) => ok(releaseMovedTo(await warehouseReleaseAudit(ctx, principalOf(request), request.body))),
    );

    serveRoute(
      app,
      routes.pickGoodsFeedback,
      {
        config: { access: { perm: ['ccb_release_pickup_platform'] } },
        schema: {
          tags,
          summary: '提货反馈（平台，40 → 50：整张解押的仓单恢复生效，向银行反馈，失败自动重试）',
        },
      },
      async (request) => ok(releaseMovedTo(await pickGoodsFeedback(ctx, principalOf(request), request.body.id))),
    );
  };
