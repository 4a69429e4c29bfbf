import { ok } from '@kc/domain';
import { financeMessages, financeRefusals } from '@kc/domain/finance/finance';
import {
  PLEDGE_BUSS_TYPE,
  PLEDGE_QR_LIFETIME_MS,
  type PledgeSealRole,
  pledgeRoleOfBussType,
  pledgeSealSteps,
  pledgeRefusals as refuse,
} from '@kc/domain/finance/pledge';
import { pledgeRoutes as routes } from '@kc/domain/finance/pledge-routes';
import { FinanceStatus } from '@kc/domain/finance/status';
import { AUTO_SIGN_OFF, type BatchStartAnswer } from '@kc/domain/receipt/batch';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/access/guard';
import type { AppContext } from '../../platform/context';
import { requestOrigin } from '../../platform/http/origin';
import { serveRoute } from '../../platform/http/serve-route';
import { createSession, findSession, sealOnConfirmedPoll } from '../../providers/mini-program/qr-session';
import { financeApplyBill } from './finance.table';
import { canSeeApply, findApply, loadVisibleApply } from './finance-access';
import {
  assertPledgePermission,
  PLEDGE_SEAL_PERMISSION,
  pledgeSignProgress,
  registerPledgeBatchSigner,
  startPledgeBatch,
} from './pledge-batch';
import { pledgeNoticeFileId } from './pledge-notice';
import { pushPledge, registerPledgePushJob } from './pledge-push';
import { PLEDGE_NOTICE_FILE_OWNER } from './pledge-rows';
import { assertPledgeSealer, findLiveRow, readySealOf, sealPledgeNotice } from './pledge-sign';

const tags = ['质押签章'];
const sealAccess = (role: PledgeSealRole) => ({ access: { perm: [PLEDGE_SEAL_PERMISSION[role]] } });
const eitherSeal = { access: { perm: Object.values(PLEDGE_SEAL_PERMISSION) } };
const financeRead = { access: { perm: ['ccb_finance'] } };

/**
 * Pledge notices and their seals (spec 2 §4 QR signing dialog, batch signing of pledge receipts; §7 Pledge and
 * financing): one notice at a time through a five-minute QR code sealed when the dialog's poll finds the phone's
 * confirmation (the session is used once, so it is sealed once), directly (individuals, tests), or in batches; the
 * notice PDF; the pledge pushed to the bank again (butTest). Registers the notices' file owner, the batch signer of
 * bussType 40 / 50 and the pledge push job.
 */
export const pledgeRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // A pledge notice is seen by the application's sides (shipper, warehouse, bank, platform) as the application is.
    ctx.files.registerOwnerResolver(PLEDGE_NOTICE_FILE_OWNER, async (p, ownerId) => {
      const [row] = await ctx.db
        .select({ applyId: financeApplyBill.applyId })
        .from(financeApplyBill)
        .where(eq(financeApplyBill.id, ownerId))
        .limit(1);
      const apply = row ? await findApply(ctx.db, row.applyId) : undefined;
      return apply != null && canSeeApply(p, apply);
    });
    registerPledgeBatchSigner();
    await registerPledgePushJob(ctx, (err, msg) => app.log.error({ err }, msg));

    /** The live row `id` names with its application, checked for the seal's side and status. */
    const rowToSeal = async (request: FastifyRequest, id: string, role: PledgeSealRole) => {
      const p = principalOf(request);
      const row = await findLiveRow(ctx.db, p.tenantId, id);
      const apply = row ? await findApply(ctx.db, row.applyId) : undefined;
      if (!row || !apply) throw refuse.notFound();
      assertPledgeSealer(p, apply, role);
      if (row.active !== 1 || row.dgeCcbStatus !== pledgeSealSteps[role].from) throw refuse.statusMismatch();
      return { p, row, apply };
    };

    const startQr = async (request: FastifyRequest, id: string, role: PledgeSealRole) => {
      const { p, row, apply } = await rowToSeal(request, id, role);
      // No code to scan for a seal that cannot be made (the enterprise's e-sign is not ready).
      await readySealOf(ctx.db, apply.tenantId, role === 'shipper' ? apply.shipperId : apply.warehouseId);
      const session = await createSession(ctx.db, {
        tenantId: p.tenantId,
        userId: p.userId,
        enterpriseId: p.postId,
        bussType: PLEDGE_BUSS_TYPE[role],
        bussId: row.id,
        lifetimeMs: PLEDGE_QR_LIFETIME_MS,
      });
      const code = await ctx.miniProgram.qrCode({ token: session.token, origin: requestOrigin(ctx.config, request) });
      return ok({
        token: session.token,
        qrCodeUrl: code.dataUrl,
        scanUrl: code.scanUrl,
        expireTime: session.expiresAt.getTime(),
        lifetimeMs: session.expiresAt.getTime() - session.createTime.getTime(),
      });
    };

    const sealNow = async (request: FastifyRequest, id: string, role: PledgeSealRole) => {
      const { p, row } = await rowToSeal(request, id, role);
      const r = await sealPledgeNotice(ctx, { rowId: row.id, role, actor: p });
      return ok({
        id: r.row.id,
        billId: r.row.billId,
        applyId: r.row.applyId,
        dgeCcbStatus: r.row.dgeCcbStatus,
        signStatus: r.row.signStatus,
        signed: r.signed,
        applyStatus: r.applyStatus,
        extractFileId: r.row.extractFileId,
      });
    };

    for (const [contract, role, name] of [
      [routes.shipperQrSeal, 'shipper', '货主'],
      [routes.warehouseQrSeal, 'warehouse', '仓库'],
    ] as const) {
      serveRoute(
        app,
        contract,
        {
          config: sealAccess(role),
          schema: {
            tags,
            summary: `${name}质押签章：返回5分钟有效的小程序扫码二维码（id 为融资仓单行 id 或仓单 id）`,
          },
        },
        async (request) => startQr(request, request.body.id, role),
      );
    }
    for (const [contract, role, name] of [
      [routes.shipperSeal, 'shipper', '货主'],
      [routes.warehouseSeal, 'warehouse', '仓库'],
    ] as const) {
      serveRoute(
        app,
        contract,
        {
          config: sealAccess(role),
          schema: {
            tags,
            summary: `${name}质押签章（免扫码，个人用户）：立即签署质押通知书`,
          },
        },
        async (request) => sealNow(request, request.body.id, role),
      );
    }

    serveRoute(
      app,
      routes.qrData,
      {
        config: eitherSeal,
        schema: {
          tags,
          summary: '质押签章二维码状态（0 待扫码，1 签章中，2 已完成，其他 已失效）；手机确认后由本次查询完成签章',
        },
      },
      async (request) => {
        const p = principalOf(request);
        const { token } = request.query;
        const session = await findSession(ctx.db, token);
        const role = session ? pledgeRoleOfBussType(session.bussType) : null;
        if (!session || !role || session.userId !== p.userId) throw refuse.notFound();
        const status = await sealOnConfirmedPoll(ctx.db, session, p.userId, async () => {
          await assertPledgePermission(ctx, p, role);
          await sealPledgeNotice(ctx, { rowId: session.bussId, role, actor: p });
        });
        return ok({ status, qrCodeUrl: null, expireTime: session.expiresAt.getTime() });
      },
    );

    serveRoute(
      app,
      routes.batchSign,
      {
        config: eitherSeal,
        schema: {
          tags,
          summary:
            '质押批量签章（type 0 货主、1 仓库；需已确认的小程序扫码会话 bussType 40/50、bussId 为 applyId；个人用户免扫码）；data 205 表示未开启静默签章',
        },
      },
      async (request) => {
        const started = await startPledgeBatch(ctx, principalOf(request), request.body);
        if (started.autoSignOff) return ok<BatchStartAnswer>(AUTO_SIGN_OFF, financeMessages.autoSignOff);
        return ok<BatchStartAnswer>({ batchId: started.batchId, totalNum: started.totalNum });
      },
    );

    serveRoute(
      app,
      routes.progress,
      {
        config: financeRead,
        schema: {
          tags,
          summary: '质押批量签章进度（type 0 货主、1 仓库）：status 0 成功 1 失败 2 签章中 3 未签章',
        },
      },
      async (request) => ok(await pledgeSignProgress(ctx, principalOf(request), request.query)),
    );

    serveRoute(
      app,
      routes.extractPdf,
      {
        config: financeRead,
        schema: {
          tags,
          summary: '质押通知书 PDF（base64；id 为融资仓单行 id）',
        },
      },
      async (request) => {
        const p = principalOf(request);
        const row = await findLiveRow(ctx.db, p.tenantId, request.query.id);
        if (!row) throw financeRefusals.notFound();
        await loadVisibleApply(ctx.db, p, row.applyId);
        // A notice not drawn after the bank's registration (a failed render) is drawn now (pledgeNoticeFileId).
        const fileId = await pledgeNoticeFileId(ctx, row);
        const bytes = fileId ? await ctx.files.read(fileId) : undefined;
        if (!bytes) throw financeRefusals.extractPdfMissing();
        return ok({
          extractPdfBase64: Buffer.from(bytes).toString('base64'),
          fileName: `质押通知书-${row.billCode}.pdf`,
        });
      },
    );

    serveRoute(
      app,
      routes.push,
      {
        config: { access: { perm: ['butTest'] } },
        schema: {
          tags,
          summary: '重新推送质押（测试按钮）：全部仓单已质押签章的融资申请',
        },
      },
      async (request) => {
        const p = principalOf(request);
        const { row } = await loadVisibleApply(ctx.db, p, request.body.id);
        if (row.pledgePushStatus === 1) throw refuse.alreadyPushed();
        if (row.status !== FinanceStatus.pledged) throw refuse.notAllSealed();
        const outcome = await pushPledge(ctx, row.id, { userId: p.userId, postId: p.postId, tenantId: p.tenantId });
        if (!outcome.pushed && outcome.error) throw financeRefusals.pushFailed(outcome.error);
        const now = (await findApply(ctx.db, row.id))!;
        return ok({
          pushed: outcome.pushed,
          pledgePushStatus: now.pledgePushStatus,
          pledgePushError: now.pledgePushError,
          id: now.id,
          status: now.status,
        });
      },
    );
  };
