import { ok } from '@kc/domain';
import { bankSandboxRoutes as routes } from '@kc/domain/finance/bank-sandbox-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/access/guard';
import type { AppContext } from '../../platform/context';
import { serveRoute } from '../../platform/http/serve-route';

/**
 * The bank sandbox console, its 银行 tab (providers/bank/README.md "Console"): the person at the bank plays each
 * step of pledge financing (spec 2 §7 Pledge and financing) — admit or refuse the collateral, register the pledge,
 * disburse, record repayments, send the release instruction — and watches, resends or releases its callbacks.
 * Every operation acts in the caller's tenant. Not part of the product's own flows.
 */
const tags = ['沙箱控制台'];
const sandboxOnly = { access: { perm: ['sandbox'] } } as const;

export const bankSandboxRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const bank = ctx.bankSandbox;
    const tenantOf = (request: Parameters<typeof principalOf>[0]) => principalOf(request).tenantId;

    // ---- what the console shows ----
    serveRoute(
      app,
      routes.applications,
      {
        config: sandboxOnly,
        schema: {
          tags,
          summary: '银行沙箱收到的融资申请（新的在前，最多200条）及其准入、质押、放款与还款情况',
        },
      },
      async (request) => ok(await bank.listApplications(tenantOf(request))),
    );
    serveRoute(
      app,
      routes.application,
      {
        config: sandboxOnly,
        schema: {
          tags,
          summary: '银行沙箱中的一笔融资申请：抵质押物、准入结果、放款与还款明细',
        },
      },
      async (request) => ok(await bank.applicationDetail(tenantOf(request), request.query.applyId)),
    );
    serveRoute(
      app,
      routes.deliveries,
      {
        config: sandboxOnly,
        schema: {
          tags,
          summary: '银行沙箱的回调记录（新的在前；次数、应答、下次重试时间）',
        },
      },
      async (request) => ok(await bank.listDeliveries(tenantOf(request), request.query)),
    );
    serveRoute(
      app,
      routes.settings,
      {
        config: sandboxOnly,
        schema: {
          tags,
          summary: '银行沙箱的模式与重试时间倍率',
        },
      },
      async (request) => ok(await bank.settings(tenantOf(request))),
    );
    serveRoute(
      app,
      routes.saveSettings,
      {
        config: sandboxOnly,
        schema: {
          tags,
          summary: '切换银行沙箱的模式（正常、推送失败、拒绝受理、暂扣回调、回调两次）与重试时间倍率',
        },
      },
      async (request) => ok(await bank.setMode(tenantOf(request), request.body)),
    );

    // ---- customers (建客): the requests received and the person at the bank moving them ----
    serveRoute(
      app,
      routes.customers,
      {
        config: sandboxOnly,
        schema: { tags, summary: '银行沙箱收到的建客申请（新的在前，最多200条）及可做的操作' },
      },
      async (request) => ok(await bank.listCustomers(tenantOf(request))),
    );
    serveRoute(
      app,
      routes.customerStep,
      {
        config: sandboxOnly,
        schema: {
          tags,
          summary:
            '建客操作：受理（1→2）、建客中（2→3）、建客成功（3→4）、需重新建客（3→5）或建客失败（须填原因），并回调平台',
        },
      },
      async (request) => ok(await bank.customerStep({ tenantId: tenantOf(request), ...request.body })),
    );

    // ---- the bank's steps (each sends its callback) ----
    serveRoute(
      app,
      routes.admit,
      {
        config: sandboxOnly,
        schema: {
          tags,
          summary: '抵质押物准入：逐张仓单受理（0）或失败（1，须填原因；任一失败即拒绝该申请），未列出的仓单视为受理',
        },
      },
      async (request) => ok(await bank.admit({ tenantId: tenantOf(request), ...request.body })),
    );
    serveRoute(
      app,
      routes.refuse,
      {
        config: sandboxOnly,
        schema: {
          tags,
          summary: '银行拒绝融资申请（登记质押之前），须填拒绝原因',
        },
      },
      async (request) => ok(await bank.refuse({ tenantId: tenantOf(request), ...request.body })),
    );
    serveRoute(
      app,
      routes.registerPledge,
      {
        config: sandboxOnly,
        schema: {
          tags,
          summary: '登记质押（准入之后）：生成登记编号，全部抵质押仓单进入质押签章',
        },
      },
      async (request) => ok(await bank.registerPledge({ tenantId: tenantOf(request), ...request.body })),
    );
    serveRoute(
      app,
      routes.disburse,
      {
        config: sandboxOnly,
        schema: {
          tags,
          summary: '放款（登记质押之后，可多次，合计不超过申请金额）：金额、币种、放款日期、到期日期、年利率',
        },
      },
      async (request) => ok(await bank.disburse({ tenantId: tenantOf(request), ...request.body })),
    );
    serveRoute(
      app,
      routes.repay,
      {
        config: sandboxOnly,
        schema: {
          tags,
          summary: '还款（不超过未还本金）；还清时自动发出解押指令',
        },
      },
      async (request) => ok(await bank.repay({ tenantId: tenantOf(request), ...request.body })),
    );
    serveRoute(
      app,
      routes.releaseInstruction,
      {
        config: sandboxOnly,
        schema: {
          tags,
          summary: '再次发出解押指令（贷款还清、尚未收到平台的解押反馈时）',
        },
      },
      async (request) => ok(await bank.releaseInstruction({ tenantId: tenantOf(request), ...request.body })),
    );
    serveRoute(
      app,
      routes.voidRelease,
      {
        config: sandboxOnly,
        schema: {
          tags,
          summary: '撤销解押：撤销控制台发出、平台尚未反馈的解押指令（平台的解押记录作废，仓单回到质押）',
        },
      },
      async (request) => ok(await bank.voidRelease({ tenantId: tenantOf(request), ...request.body })),
    );

    // ---- callbacks ----
    serveRoute(
      app,
      routes.resend,
      {
        config: sandboxOnly,
        schema: {
          tags,
          summary: '重发一条回调（同一事件编号的新投递，平台应只处理一次）',
        },
      },
      async (request) => ok(await bank.resend(tenantOf(request), request.body.id)),
    );
    serveRoute(
      app,
      routes.release,
      {
        config: sandboxOnly,
        schema: {
          tags,
          summary: '放行一条暂扣的回调（立即发送，失败按规则重试）',
        },
      },
      async (request) => ok(await bank.release(tenantOf(request), request.body.id)),
    );
  };
