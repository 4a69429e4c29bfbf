import { ok } from '@kc/domain';
import { miniProgramRefusals as refuse } from '@kc/domain/mini-program/mini-program';
import { miniProgramRoutes as routes } from '@kc/domain/mini-program/mini-program-routes';
import { ScanFlag } from '@kc/domain/receipt/status';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/access/guard';
import type { AppContext } from '../../platform/context';
import { requestOrigin } from '../../platform/http/origin';
import { serveRoute } from '../../platform/http/serve-route';
import {
  abandonSession,
  createSession,
  effectiveState,
  findSession,
  latestSession,
  type QrSession,
} from '../../providers/mini-program/qr-session';
import { scanView } from './mini-program.repo';

const tags = ['小程序扫码签章'];
const self = { access: { self: true } } as const;
const open = { access: { public: true } } as const;

/**
 * QR signing with the mini-program (spec 1 §4, spec 2 §4, spec 3 §4 and §9): the logged-in user's codes and
 * their flags, and the public phone page's calls (the token is the credential; they answer names and counts only).
 */
export const miniProgramRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    /** The user's own session by token; another user's answers like an unknown one. */
    const ownSession = async (userId: string, t: string): Promise<QrSession | undefined> => {
      const s = await findSession(ctx.db, t);
      return s && s.userId === userId ? s : undefined;
    };

    serveRoute(
      app,
      routes.qrCode,
      {
        config: self,
        schema: {
          tags,
          summary: '生成扫码签章二维码（同一业务的旧二维码随即失效）',
        },
      },
      async (request) => {
        const p = principalOf(request);
        const q = request.query;
        const session = await createSession(ctx.db, {
          tenantId: p.tenantId,
          userId: p.userId,
          enterpriseId: p.postId,
          bussType: q.bussType,
          bussId: q.bussId,
          lifetimeMs: q.lifetimeMs,
        });
        const code = await ctx.miniProgram.qrCode({ token: session.token, origin: requestOrigin(ctx.config, request) });
        return ok({
          token: session.token,
          qrCodeUrl: code.dataUrl,
          scanUrl: code.scanUrl,
          expireTime: session.expiresAt.getTime(),
          lifetimeMs: session.expiresAt.getTime() - session.createTime.getTime(),
        });
      },
    );

    serveRoute(
      app,
      routes.scanFlag,
      {
        config: self,
        schema: {
          tags,
          summary: '扫码状态（0 未扫码，1 已扫码，2 已确认，3 已取消或已失效）',
        },
      },
      async (request) => {
        const p = principalOf(request);
        const q = request.query;
        const session = q.token
          ? await ownSession(p.userId, q.token)
          : await latestSession(ctx.db, { userId: p.userId, bussType: q.bussType!, bussId: q.bussId! });
        return ok(session ? effectiveState(session).flag : ScanFlag.cancelled);
      },
    );

    serveRoute(
      app,
      routes.qrData,
      {
        config: self,
        schema: {
          tags,
          summary: '二维码签章状态（0 待扫码，1 签章中，2 签章已完成，3 已失效）与二维码图片',
        },
      },
      async (request) => {
        const p = principalOf(request);
        const session = await ownSession(p.userId, request.query.token);
        if (!session) throw refuse.qrNotFound();
        const code = await ctx.miniProgram.qrCode({ token: session.token, origin: requestOrigin(ctx.config, request) });
        return ok({ ...effectiveState(session), qrCodeUrl: code.dataUrl, expireTime: session.expiresAt.getTime() });
      },
    );

    serveRoute(
      app,
      routes.cancelQr,
      {
        config: self,
        schema: {
          tags,
          summary: '放弃二维码（等待超时、关闭或离开页面）：未使用的二维码立即失效，手机无法再确认',
        },
      },
      async (request) => {
        const session = await abandonSession(ctx.db, request.body.token, principalOf(request).userId);
        if (!session) throw refuse.qrNotFound();
        return ok(effectiveState(session));
      },
    );

    serveRoute(
      app,
      routes.scan,
      {
        config: open,
        schema: {
          tags,
          summary: '手机扫码：查看签章内容（标记已扫码）',
        },
      },
      async (request) => {
        const session = await ctx.miniProgram.scan(request.query.t);
        if (!session) throw refuse.qrNotFound();
        return ok(await scanView(ctx.db, session));
      },
    );

    serveRoute(
      app,
      routes.scanConfirm,
      {
        config: open,
        schema: { tags, summary: '手机扫码：确认签章' },
      },
      async (request) => {
        const session = await ctx.miniProgram.confirm(request.body.t);
        return ok(effectiveState(session));
      },
    );

    serveRoute(
      app,
      routes.scanCancel,
      {
        config: open,
        schema: { tags, summary: '手机扫码：取消签章' },
      },
      async (request) => {
        const session = await ctx.miniProgram.cancel(request.body.t);
        return ok(effectiveState(session));
      },
    );
  };
