import { ok } from '@kc/domain';
import {
  paySandboxPhoneRoutes as phoneRoutes,
  paySandboxConsoleRoutes as routes,
} from '@kc/domain/payment/pay-sandbox-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context';
import { serveRoute } from '../../platform/http/serve-route';

/**
 * The payment sandbox (PROVIDERS.md §1, §2): the phone page's API, which plays the payer who scanned the code (the
 * code's random `pr` is its only credential), and the console, which plays the provider's operator — pay, fail or
 * close an order, watch and resend notifications, choose how they are delivered. Not part of the product's flows.
 */
const tags = ['沙箱控制台'];
const phoneTags = ['支付沙箱手机页'];
const sandboxOnly = { access: { perm: ['sandbox'] } } as const;
const open = { access: { public: true } } as const;

export const paySandboxRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const sandbox = ctx.paymentSandbox;

    // ---- the phone page (/m/pay?pr=…) ----
    serveRoute(
      app,
      phoneRoutes.order,
      {
        config: open,
        schema: {
          tags: phoneTags,
          summary: '扫码打开的支付页：订单金额、商户与状态（打开即视为扫码，支付宝的交易自此存在）',
        },
      },
      async (request) => ok(await sandbox.phoneOrder(request.query.pr)),
    );
    serveRoute(
      app,
      phoneRoutes.pay,
      {
        config: open,
        schema: { tags: phoneTags, summary: '付款人确认支付：订单已支付，沙箱向商户发送支付通知' },
      },
      async (request) => ok(await sandbox.phonePay(request.body.pr)),
    );
    serveRoute(
      app,
      phoneRoutes.fail,
      {
        config: open,
        schema: { tags: phoneTags, summary: '付款人支付失败（余额不足）：订单仍待支付' },
      },
      async (request) => ok(await sandbox.phoneFail(request.body.pr)),
    );

    // ---- the console ----
    serveRoute(
      app,
      routes.orders,
      {
        config: sandboxOnly,
        schema: {
          tags,
          summary: '支付沙箱订单（新的在前；通知发送与确认次数）',
        },
      },
      async (request) => ok(await sandbox.listOrders(request.query)),
    );
    for (const [verb, summary, run] of [
      ['pay', '代付款人支付订单（发送支付通知）', sandbox.payByNo],
      ['fail', '代付款人支付失败（余额不足）', sandbox.failByNo],
      ['close', '关闭订单（如同过期；支付宝已扫码的交易发送关闭通知）', sandbox.closeByNo],
    ] as const) {
      serveRoute(
        app,
        routes[verb],
        {
          config: sandboxOnly,
          schema: { tags, summary },
        },
        async (request) => ok(await run(request.body.outTradeNo)),
      );
    }
    serveRoute(
      app,
      routes.notifications,
      {
        config: sandboxOnly,
        schema: {
          tags,
          summary: '支付通知投递记录（次数、应答、下次重试时间）',
        },
      },
      async (request) => ok(await sandbox.listDeliveries(request.query)),
    );
    serveRoute(
      app,
      routes.resend,
      {
        config: sandboxOnly,
        schema: {
          tags,
          summary: '重发一条已送达的通知（重复通知）',
        },
      },
      async (request) => {
        await sandbox.resend(request.body.id);
        return ok(true);
      },
    );
    serveRoute(
      app,
      routes.release,
      {
        config: sandboxOnly,
        schema: {
          tags,
          summary: '放行所有暂扣的通知；返回放行条数',
        },
      },
      async () => ok(await sandbox.release()),
    );
    serveRoute(
      app,
      routes.settings,
      {
        config: sandboxOnly,
        schema: {
          tags,
          summary: '支付沙箱设置（通知方式、重试时间倍率）',
        },
      },
      async () => ok(await sandbox.getSettings()),
    );
    serveRoute(
      app,
      routes.saveSettings,
      {
        config: sandboxOnly,
        schema: {
          tags,
          summary: '修改支付沙箱设置（tampered、badSignature 只作用于下一条通知）',
        },
      },
      async (request) => ok(await sandbox.setSettings(request.body)),
    );
  };
