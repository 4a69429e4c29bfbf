import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { receiveBankMessage } from './bank-inbox';

const tags = ['银行回调'];
/** A callback is small (a few KB even with fifty receipts' admission results); anything larger is not one. */
const NOTIFY_BODY_LIMIT = 256 * 1024;
const TENANT = /^[0-9A-Za-z_-]{1,12}$/;

type NotifyBody = { raw: string; fields: unknown };
const fieldsOf = (raw: string): unknown => {
  try {
    return JSON.parse(raw);
  } catch {
    return {};
  }
};

const answer = (reply: unknown, status: number, body: object) => {
  const raw = reply as FastifyReply;
  raw.code(status).header('content-type', 'application/json; charset=utf-8').header('cache-control', 'no-store');
  return raw.send(Buffer.from(JSON.stringify(body), 'utf8'));
};

/**
 * The bank's callbacks (providers/bank/port.ts; README "The bank's callbacks"): public, verified by the signature over
 * the body byte for byte (so this scope reads every body as the string it arrived as). A bad signature or an
 * unreadable message: 400 {"code":"FAIL","message"} and nothing stored. Anything verified is stored in the inbox
 * and answered 200, which ends the bank's retries: {"code":"SUCCESS"} when applied, a duplicate (ignored) or
 * pending (applied by the inbox sweep once the application caught up); {"code":"REFUSED","message": the reason}
 * when the business refused it (kept for review with its reason: sending it again would not change the answer).
 * Only a failure to store it answers 500, and the bank sends it again.
 */
export const bankNotifyRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: NOTIFY_BODY_LIMIT }, (_request, body, done) =>
      done(null, { raw: body as string, fields: fieldsOf(body as string) } satisfies NotifyBody),
    );

    app.post(
      '/api/kc-bank/notify/:tenantId',
      {
        config: { access: { public: true } },
        schema: {
          tags,
          summary:
            '银行回调（验签后存入收件箱并只应用一次；应答 200 {"code":"SUCCESS"}，业务拒收 200 {"code":"REFUSED","message"}，验签失败 400 {"code":"FAIL"}）',
          params: z.object({ tenantId: z.string().regex(TENANT, '租户编号错误') }),
          response: { 200: z.object({ code: z.string(), message: z.string().optional() }) },
        },
      },
      async (request, reply) => {
        const { tenantId } = request.params;
        const rawBody = (request.body as NotifyBody | undefined)?.raw ?? '';
        const verified = await ctx.bank.verifyCallback(tenantId, request.headers, rawBody);
        if (!verified.ok) return answer(reply, 400, { code: 'FAIL', message: verified.reason });
        if (!verified.message?.eventId) return answer(reply, 400, { code: 'FAIL', message: '缺少事件编号' });
        let result: Awaited<ReturnType<typeof receiveBankMessage>>;
        try {
          result = await receiveBankMessage(ctx, tenantId, verified.message, (err, msg) =>
            request.log.error({ err }, msg),
          );
        } catch (err) {
          request.log.error({ err }, '银行回调保存失败');
          return answer(reply, 500, { code: 'FAIL', message: '系统繁忙' });
        }
        if (result.outcome === 'refused') return answer(reply, 200, { code: 'REFUSED', message: result.reason ?? '' });
        return answer(reply, 200, { code: 'SUCCESS' });
      },
    );
  };
