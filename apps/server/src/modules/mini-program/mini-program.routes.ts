import { envelopeOf, lineText, ok } from '@kc/domain';
import {
  miniProgramQrCode,
  qrSessionData,
  qrSessionState,
  miniProgramRefusals as refuse,
  scanSessionView,
} from '@kc/domain/mini-program/mini-program';
import { lifetimeLabel, QR_LIFETIMES } from '@kc/domain/receipt/batch';
import { ScanFlag } from '@kc/domain/receipt/status';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../platform/access/guard';
import type { AppContext } from '../../platform/context';
import { requestOrigin } from '../../platform/http/origin';
import {
  abandonSession,
  BUSS_TYPES,
  createSession,
  effectiveState,
  findSession,
  latestSession,
  QR_TOKEN_PATTERN,
  type QrSession,
} from '../../providers/mini-program/qr-session';
import { scanView } from './mini-program.repo';

const tags = ['小程序扫码签章'];
const self = { access: { self: true } } as const;
const open = { access: { public: true } } as const;

const token = z.string({ error: '请提供二维码' }).trim().regex(QR_TOKEN_PATTERN, '二维码不存在或已失效');
const bussId = lineText('业务编号', { error: '请提供业务编号' })
  .trim()
  .min(1, '请提供业务编号')
  .max(64, '业务编号过长');
const bussType = z.coerce
  .number({ error: '业务类型必须是数字' })
  .int('业务类型必须是整数')
  .refine((v) => BUSS_TYPES.includes(v), '业务类型错误');
const lifetimeMs = z.coerce
  .number({ error: '有效期必须是数字' })
  .refine((v) => QR_LIFETIMES.includes(v), `有效期只能是${QR_LIFETIMES.map(lifetimeLabel).join('、')}`)
  .optional();

const flagQuery = z
  .object({ token: token.optional(), bussId: bussId.optional(), bussType: bussType.optional() })
  .refine(
    (q) => q.token !== undefined || (q.bussId !== undefined && q.bussType !== undefined),
    '请提供业务编号和业务类型',
  );

/** The phone page sends its token as t (query, JSON or form body). */
const phoneBody = z.object({ t: token });

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

    app.get(
      '/api/kc-flrk/wx/wxQrCodeForMiniProgram',
      {
        config: self,
        schema: {
          tags,
          summary: '生成扫码签章二维码（同一业务的旧二维码随即失效）',
          querystring: z.object({ bussId, bussType, lifetimeMs }),
          response: { 200: envelopeOf(miniProgramQrCode) },
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

    app.get(
      '/api/kc-flrk/wx/wxQrCodeToRefreshFlag',
      {
        config: self,
        schema: {
          tags,
          summary: '扫码状态（0 未扫码，1 已扫码，2 已确认，3 已取消或已失效）',
          querystring: flagQuery,
          response: { 200: envelopeOf(z.number().int()) },
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

    app.get(
      '/api/kc-flrk/wx/qrData',
      {
        config: self,
        schema: {
          tags,
          summary: '二维码签章状态（0 待扫码，1 签章中，2 签章已完成，3 已失效）与二维码图片',
          querystring: z.object({ token }),
          response: { 200: envelopeOf(qrSessionData) },
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

    app.post(
      '/api/kc-flrk/wx/cancelQrCode',
      {
        config: self,
        schema: {
          tags,
          summary: '放弃二维码（等待超时、关闭或离开页面）：未使用的二维码立即失效，手机无法再确认',
          body: z.object({ token }),
          response: { 200: envelopeOf(qrSessionState) },
        },
      },
      async (request) => {
        const session = await abandonSession(ctx.db, request.body.token, principalOf(request).userId);
        if (!session) throw refuse.qrNotFound();
        return ok(effectiveState(session));
      },
    );

    app.get(
      '/api/kc-mini/scan',
      {
        config: open,
        schema: {
          tags,
          summary: '手机扫码：查看签章内容（标记已扫码）',
          querystring: phoneBody,
          response: { 200: envelopeOf(scanSessionView) },
        },
      },
      async (request) => {
        const session = await ctx.miniProgram.scan(request.query.t);
        if (!session) throw refuse.qrNotFound();
        return ok(await scanView(ctx.db, session));
      },
    );

    app.post(
      '/api/kc-mini/scan/confirm',
      {
        config: open,
        schema: { tags, summary: '手机扫码：确认签章', body: phoneBody, response: { 200: envelopeOf(qrSessionState) } },
      },
      async (request) => {
        const session = await ctx.miniProgram.confirm(request.body.t);
        return ok(effectiveState(session));
      },
    );

    app.post(
      '/api/kc-mini/scan/cancel',
      {
        config: open,
        schema: { tags, summary: '手机扫码：取消签章', body: phoneBody, response: { 200: envelopeOf(qrSessionState) } },
      },
      async (request) => {
        const session = await ctx.miniProgram.cancel(request.body.t);
        return ok(effectiveState(session));
      },
    );
  };
