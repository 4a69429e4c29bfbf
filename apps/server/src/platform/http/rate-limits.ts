import rateLimit from '@fastify/rate-limit';
import { requestRefusals } from '@kc/domain';
import type { FastifyInstance } from 'fastify';

export type RateLimit = { max: number; perMs: number };

const MINUTE = 60_000;

/**
 * Requests one client address may make to a route in a window, keyed by `METHOD url` as the route is declared.
 * A person never reaches them; a script guessing passwords or codes, sending text messages or filling the
 * storage does. The per-account log-in lockout is separate (platform/auth/login-guard.ts).
 */
export const RATE_LIMITS: Record<string, RateLimit> = {
  // log-in and token refresh
  'POST /api/kc-auth/oauth/token': { max: 30, perMs: MINUTE },
  // sends a text message with a code
  'POST /api/kc-flrk/esign/submitAccount': { max: 5, perMs: MINUTE },
  'POST /api/kc-resource/oss/endpoint/put-file-attach': { max: 60, perMs: MINUTE },
  'POST /api/kc-ludan/v1/frontApi/upload/uploadFileForFront': { max: 60, perMs: MINUTE },
  // the public verification pages of receipts and contracts, opened without log-in (a token is guessed here)
  'GET /api/kc-flrk/ple/bill/verify': { max: 60, perMs: MINUTE },
  'GET /api/kc-flrk/ple/bill/verifyFile': { max: 60, perMs: MINUTE },
  'GET /api/kc-flrk/contract/verify': { max: 60, perMs: MINUTE },
  // the credit-contract phone signing page (the token is the credential; sendCode sends a text message)
  'GET /api/kc-financeInfo/borrower/creditQrData': { max: 120, perMs: MINUTE },
  'GET /api/kc-financeInfo/creditSign/view': { max: 60, perMs: MINUTE },
  'GET /api/kc-financeInfo/creditSign/file': { max: 60, perMs: MINUTE },
  'POST /api/kc-financeInfo/creditSign/sendCode': { max: 5, perMs: MINUTE },
  'POST /api/kc-financeInfo/creditSign/sign': { max: 20, perMs: MINUTE },
  // the payment sandbox's phone page (the code is the credential)
  'GET /api/kc-pay/sandbox/order': { max: 60, perMs: MINUTE },
  'POST /api/kc-pay/sandbox/pay': { max: 30, perMs: MINUTE },
  'POST /api/kc-pay/sandbox/fail': { max: 30, perMs: MINUTE },
  // The providers' public notify routes: anyone can post to them. A provider sends one notification per payment or
  // step and retries it no sooner than 15 s later (PROVIDERS.md §1, §2, §5), so one address stays far below these
  // at this platform's volume; a script filling the inbox does not.
  'POST /api/kc-pay/notify/wechat': { max: 60, perMs: MINUTE },
  'POST /api/kc-pay/notify/alipay': { max: 60, perMs: MINUTE },
  'POST /api/kc-bank/notify/:tenantId': { max: 60, perMs: MINUTE },
  // a warehouse's WMS pushes each container change: more often than a bank, still well below this
  'POST /api/kc-wms/notify/:tenantId/:warehouseUnitId': { max: 300, perMs: MINUTE },
};

/**
 * Applies RATE_LIMITS to the routes declared after this call, so route files need not know about them. The key
 * is the client address as Fastify resolves it (request.ip); `scale` multiplies every limit, 0 turns them off.
 */
export const registerRateLimits = async (app: FastifyInstance, scale: number, limits = RATE_LIMITS) => {
  if (scale <= 0) return;
  // Before the plugin's own onRoute hook, which reads config.rateLimit.
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat().map((m) => (m === 'HEAD' ? 'GET' : m));
    const limit = methods.map((m) => limits[`${m} ${route.url}`]).find(Boolean);
    if (!limit) return;
    route.config = {
      ...route.config,
      rateLimit: { max: Math.max(1, Math.round(limit.max * scale)), timeWindow: limit.perMs },
    };
  });
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: () => requestRefusals.tooManyRequests(),
  });
};
