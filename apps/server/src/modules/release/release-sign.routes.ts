import { ok } from '@kc/domain';
import { financeMessages } from '@kc/domain/finance/finance';
import { PLEDGE_QR_LIFETIME_MS } from '@kc/domain/finance/pledge';
import { AUTO_SIGN_OFF, type BatchStartAnswer } from '@kc/domain/receipt/batch';
import {
  RELEASE_BUSS_TYPE,
  RELEASE_SEAL_PERMISSION,
  type ReleaseSealRole,
  releaseSignRefusals as refuse,
  releaseRoleOfBussType,
  releaseSignRoutes as routes,
} from '@kc/domain/release/release-sign';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/access/guard';
import type { AppContext } from '../../platform/context';
import { requestOrigin } from '../../platform/http/origin';
import { serveRoute } from '../../platform/http/serve-route';
import { createSession, findSession, sealOnConfirmedPoll } from '../../providers/mini-program/qr-session';
import { ccbRelease, ccbReleaseBill } from './release.table';
import { canSeeRelease } from './release-access';
import { requireReleaseSignatures } from './release-moves';
import {
  assertReleaseSealer,
  assertReleaseSealPermission,
  assertSealable,
  RELEASE_SIGN_FILE_OWNER,
  readyReleaseSeal,
  registerReleaseBatchSigner,
  releaseSignProgress,
  sealReleaseRow,
  startReleaseBatch,
} from './release-sign';

const tags = ['解押签章'];
const sealAccess = (role: ReleaseSealRole) => ({ access: { perm: [RELEASE_SEAL_PERMISSION[role]] } });
const eitherSeal = { access: { perm: Object.values(RELEASE_SEAL_PERMISSION) } };
const names: Record<ReleaseSealRole, string> = { shipper: '货主', warehouse: '仓库' };

/**
 * The release's seals (README "Release signatures"): one confirmation at a time through a five-minute QR code sealed
 * when the dialog's poll finds the phone's confirmation, at once (individuals, tests), or in batches. Loading these
 * routes makes the warehouse's pass wait for both seals (`requireReleaseSignatures`).
 */
export const releaseSignRoutesPlugin =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    requireReleaseSignatures();
    registerReleaseBatchSigner();
    ctx.files.registerOwnerResolver(RELEASE_SIGN_FILE_OWNER, async (p, ownerId) => {
      const [found] = await ctx.db
        .select({ release: ccbRelease })
        .from(ccbReleaseBill)
        .innerJoin(ccbRelease, eq(ccbRelease.id, ccbReleaseBill.releaseId))
        .where(eq(ccbReleaseBill.id, ownerId))
        .limit(1);
      return found != null && canSeeRelease(p, found.release);
    });

    const rowToSeal = async (request: FastifyRequest, id: string, role: ReleaseSealRole) => {
      const p = principalOf(request);
      const [found] = await ctx.db
        .select({ row: ccbReleaseBill, release: ccbRelease })
        .from(ccbReleaseBill)
        .innerJoin(ccbRelease, eq(ccbRelease.id, ccbReleaseBill.releaseId))
        .where(eq(ccbReleaseBill.id, id))
        .limit(1);
      if (!found || !canSeeRelease(p, found.release)) throw refuse.notFound();
      assertReleaseSealer(p, found.release, role);
      assertSealable(found.release, found.row, role);
      return { p, ...found };
    };

    for (const [contract, role] of [
      [routes.shipperQrSeal, 'shipper'],
      [routes.warehouseQrSeal, 'warehouse'],
    ] as const)
      serveRoute(
        app,
        contract,
        {
          config: sealAccess(role),
          schema: { tags, summary: `${names[role]}解押签章：返回5分钟有效的小程序扫码二维码（id 为解押仓单行）` },
        },
        async (request) => {
          const { p, row, release } = await rowToSeal(request, request.body.id, role);
          await readyReleaseSeal(
            ctx.db,
            release.tenantId,
            role === 'shipper' ? release.shipperId : release.warehouseId,
          );
          const session = await createSession(ctx.db, {
            tenantId: p.tenantId,
            userId: p.userId,
            enterpriseId: p.postId,
            bussType: RELEASE_BUSS_TYPE[role],
            bussId: row.id,
            lifetimeMs: PLEDGE_QR_LIFETIME_MS,
          });
          const code = await ctx.miniProgram.qrCode({
            token: session.token,
            origin: requestOrigin(ctx.config, request),
          });
          return ok({
            token: session.token,
            qrCodeUrl: code.dataUrl,
            scanUrl: code.scanUrl,
            expireTime: session.expiresAt.getTime(),
            lifetimeMs: session.expiresAt.getTime() - session.createTime.getTime(),
          });
        },
      );

    for (const [contract, role] of [
      [routes.shipperSeal, 'shipper'],
      [routes.warehouseSeal, 'warehouse'],
    ] as const)
      serveRoute(
        app,
        contract,
        {
          config: sealAccess(role),
          schema: { tags, summary: `${names[role]}解押签章（免扫码，个人用户）：立即签署解押确认书` },
        },
        async (request) => {
          const { p, row } = await rowToSeal(request, request.body.id, role);
          const r = await sealReleaseRow(ctx, { rowId: row.id, role, actor: p });
          return ok({
            id: r.row.id,
            releaseId: r.release.id,
            dgeCcbStatus: r.row.dgeCcbStatus,
            signed: r.signed,
            releaseStatus: r.release.status,
            signStatus: r.release.signStatus,
          });
        },
      );

    serveRoute(
      app,
      routes.qrData,
      {
        config: eitherSeal,
        schema: {
          tags,
          summary: '解押签章二维码状态（0 待扫码，1 签章中，2 已完成，其他 已失效）；手机确认后由本次查询签章',
        },
      },
      async (request) => {
        const p = principalOf(request);
        const session = await findSession(ctx.db, request.query.token);
        const role = session ? releaseRoleOfBussType(session.bussType) : null;
        if (!session || !role || session.userId !== p.userId) throw refuse.notFound();
        const status = await sealOnConfirmedPoll(ctx.db, session, p.userId, async () => {
          await assertReleaseSealPermission(ctx, p, role);
          await sealReleaseRow(ctx, { rowId: session.bussId, role, actor: p });
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
            '解押批量签章（type 0 货主、1 仓库；需已确认的小程序扫码会话 bussType 70/80、bussId 为解押记录 id；个人用户免扫码）；data 205 表示未开启静默签章',
        },
      },
      async (request) => {
        const started = await startReleaseBatch(ctx, principalOf(request), request.body);
        if (started.autoSignOff) return ok<BatchStartAnswer>(AUTO_SIGN_OFF, financeMessages.autoSignOff);
        return ok<BatchStartAnswer>({ batchId: started.batchId, totalNum: started.totalNum });
      },
    );

    serveRoute(
      app,
      routes.progress,
      {
        config: { access: { perm: ['ccb_release'] } },
        schema: { tags, summary: '解押批量签章进度（type 0 货主、1 仓库）：status 0 成功 1 失败 2 签章中 3 未签章' },
      },
      async (request) => ok(await releaseSignProgress(ctx, principalOf(request), request.query)),
    );
  };
