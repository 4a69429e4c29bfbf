import type { PayProviderName } from '@kc/domain/payment/payment';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { receiveNotification } from './notifications';

const tags = ['支付通知'];
/** A notification is small (WeChat ≈ 1 KB, Alipay ≈ 2 KB); anything larger is not one. */
const NOTIFY_BODY_LIMIT = 64 * 1024;

type NotifyBody = { raw: string; fields: unknown };
const fieldsOf = (raw: string): unknown => {
  try {
    return JSON.parse(raw);
  } catch {
    return Object.fromEntries(new URLSearchParams(raw));
  }
};

/**
 * The providers' notifications (PROVIDERS.md §1, §2): public, verified by signature, answered the provider's way
 * (WeChat 204 / {"code":"FAIL"}, Alipay 'success' / 'fail'). The signature covers the body byte for byte, so these
 * routes keep it raw: in this encapsulated scope every content type (JSON, the global form parser's
 * application/x-www-form-urlencoded) is read as the string it arrived as; other routes are unaffected.
 */
export const notifyRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.removeAllContentTypeParsers();
    // The body as it arrived (`raw`, what the signature covers) and its fields as the provider meant them (`fields`,
    // JSON or form), so the platform's input guard still refuses a control character in any of them.
    app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: NOTIFY_BODY_LIMIT }, (_request, body, done) =>
      done(null, { raw: body as string, fields: fieldsOf(body as string) } satisfies NotifyBody),
    );

    for (const provider of ['wechat', 'alipay'] as const satisfies readonly PayProviderName[]) {
      app.post(
        `/api/kc-pay/notify/${provider}`,
        {
          config: { access: { public: true } },
          schema: {
            tags,
            summary:
              provider === 'wechat'
                ? '微信支付结果通知（验签、解密；成功应答 204，失败 {"code":"FAIL","message":"失败"}）'
                : '支付宝异步通知（验签；成功应答 success）',
            response: { 200: z.string() },
          },
        },
        async (request, reply) => {
          const rawBody = (request.body as NotifyBody | undefined)?.raw ?? '';
          const accepted = await receiveNotification(ctx, provider, { rawBody, headers: request.headers }, (err) =>
            request.log.error({ err }, '支付通知处理出错'),
          );
          const ack = ctx.payment.acknowledgement(provider, accepted);
          // Sent as bytes: the provider's own answer, not the product's envelope (the 200 schema documents it only).
          const raw = reply as unknown as FastifyReply;
          raw.code(ack.status).header('content-type', ack.contentType).header('cache-control', 'no-store');
          return ack.status === 204 ? raw.send() : raw.send(Buffer.from(ack.body, 'utf8'));
        },
      );
    }
  };
