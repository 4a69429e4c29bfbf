import { DomainError } from '@kc/domain';
import { wmsPushAnswer } from '@kc/domain/wms/wms';
import type { FastifyError, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { registerLockOutboxJob } from './lock-outbox';
import { PushRefused, receivePush } from './sync-inbox';
import { registerSyncJob } from './sync-pull';

const tags = ['WMS推送'];
/** A push carries whole container snapshots; 5 MB holds thousands of trays, anything larger is not a push. */
const PUSH_BODY_LIMIT = 5 * 1024 * 1024;

/** The body as it arrived (what the signature covers) and as JSON (so the platform's input guard sees its text). */
type PushBody = { raw: string; fields: unknown };
const fieldsOf = (raw: string): unknown => {
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
};

/** The WMS's own answer (port.ts), sent as bytes: not the product's envelope. */
const answer = (reply: FastifyReply, status: number, body: { code: 'SUCCESS' | 'FAIL'; message?: string }) =>
  reply
    .code(status)
    .header('content-type', 'application/json; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(Buffer.from(JSON.stringify(body), 'utf8'));

/**
 * The WMS push callback (providers/wms/port.ts "Push"; ARCHITECTURE §9 callback inbox): public, verified by its
 * HMAC signature over the raw body, so in this encapsulated scope every content type is read as the string it
 * arrived as. 200 {"code":"SUCCESS"} once every event is stored (a duplicate included); 400 {"code":"FAIL",
 * "message"} for a push that does not verify, an unknown tenant or platform, a body that is not a push (bad JSON,
 * too large) — nothing is applied then, and the WMS retries. A control character anywhere (raw or escaped in the
 * JSON) or a malformed parameter is refused before, by the platform's input guard (400, its envelope). The sync
 * and lock-outbox jobs are registered here.
 */
export const wmsPushRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    await registerSyncJob(ctx, (err, msg) => app.log.error({ err }, msg));
    await registerLockOutboxJob(ctx, (err, msg) => app.log.error({ err }, msg));

    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: PUSH_BODY_LIMIT }, (_request, body, done) =>
      done(null, { raw: body as string, fields: fieldsOf(body as string) } satisfies PushBody),
    );
    // A body over the limit is answered the WMS's way; every other refusal before the handler (a control character,
    // a malformed parameter) by the platform's handler: 400 with its Chinese message, never a 500.
    app.setErrorHandler((err: FastifyError | DomainError, _request, reply) => {
      if (!(err instanceof DomainError) && err.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
        return answer(reply, 400, { code: 'FAIL', message: '推送内容过大' });
      throw err;
    });

    app.post(
      '/api/kc-wms/notify/:tenantId/:warehouseUnitId',
      {
        config: { access: { public: true } },
        schema: {
          tags,
          summary:
            'WMS推送通知（HMAC-SHA256 验签；每个事件按事件号入库一次后应用；成功 {"code":"SUCCESS"}，失败 400 {"code":"FAIL","message"}）',
          params: z.object({
            tenantId: z
              .string()
              .max(12)
              .regex(/^[0-9A-Za-z_-]+$/),
            warehouseUnitId: z
              .string()
              .max(20)
              .regex(/^[0-9A-Za-z_-]+$/),
          }),
          response: { 200: wmsPushAnswer },
        },
      },
      async (request, reply) => {
        const rawBody = (request.body as PushBody | undefined)?.raw ?? '';
        const headers = Object.fromEntries(
          Object.entries(request.headers).map(([k, v]) => [k.toLowerCase(), Array.isArray(v) ? v.join(',') : v]),
        );
        try {
          await receivePush(
            ctx,
            { tenantId: request.params.tenantId, unit: request.params.warehouseUnitId },
            { headers, rawBody },
            { log: (err) => request.log.error({ err }, 'WMS事件应用出错') },
          );
        } catch (err) {
          if (err instanceof PushRefused) return answer(reply, 400, { code: 'FAIL', message: err.message });
          throw err;
        }
        return answer(reply, 200, { code: 'SUCCESS' });
      },
    );
  };
