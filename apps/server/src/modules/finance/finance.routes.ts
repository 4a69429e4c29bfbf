import { ok } from '@kc/domain';
import { financeRefusals as refuse } from '@kc/domain/finance/finance';
import { ccbFinanceRoutes as routes } from '@kc/domain/finance/finance-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/access/guard';
import type { AppContext } from '../../platform/context';
import { serveRoute } from '../../platform/http/serve-route';
import { applicationRoutes } from './apply-application.routes';
import { auditApplication } from './apply-audit';
import { pushAgreementNow } from './bank-push';
import { canSeeApply, findApply, isRedactedFor, loadVisibleApply, sidesOf } from './finance-access';
import { financeMovedTo } from './finance-answer';
import { announceFinance } from './finance-events';
import { registerFinanceJobs, schedulePush } from './finance-jobs';
import { applicationDetail, pageApplications } from './finance-repo';
import { fourPdfOf } from './four-read';
import { FINANCE_FOUR_OWNER } from './four-seal';
import { updateLoanMoney } from './loan-update';

const tags = ['仓单质押融资'];
/** The menu 仓单质押融资 (ccb_finance): shippers, warehouses, banks and the platform (seed roles). */
const read = { access: { perm: ['ccb_finance'] } };

/**
 * Pledge financing (README.md): the ccb/finance calls of spec 2 §7 — the list and detail of applications, the
 * four-party agreement, its push to the bank, the warehouse's pass and the loan amount — and the kc-finance
 * application calls (apply-application.routes.ts). Registers the push and inbox jobs and the agreement's file owner.
 */
export const financeRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // The agreement's files: the sides who see the application, except a warehouse reviewer (its copy has figures).
    ctx.files.registerOwnerResolver(FINANCE_FOUR_OWNER, async (p, ownerId) => {
      const row = await findApply(ctx.db, ownerId);
      return row != null && canSeeApply(p, row) && !isRedactedFor(sidesOf(p, row));
    });
    await registerFinanceJobs(ctx, (err, msg) => app.log.error({ err }, msg));
    await app.register(applicationRoutes(ctx));

    serveRoute(
      app,
      routes.list,
      {
        config: read,
        schema: {
          tags,
          summary: '融资申请列表（货主看本企业的；仓库、银行、平台看已提交的；仓库审核人员不含价格与金额）',
        },
      },
      async (request) => ok(await pageApplications(ctx, principalOf(request), request.query)),
    );

    serveRoute(
      app,
      routes.detail,
      {
        config: read,
        schema: {
          tags,
          summary: '融资申请详情（企业、银行、放款信息，质押仓单及其质押与签章状态，当前用户可做的操作）',
        },
      },
      async (request) => ok(await applicationDetail(ctx, principalOf(request), request.query.id)),
    );

    serveRoute(
      app,
      routes.fourPdf,
      {
        config: read,
        schema: {
          tags,
          summary: '四方协议 PDF（base64，含目前的签章；仓库审核人员得到不含金额的审核副本）',
        },
      },
      async (request) => ok(await fourPdfOf(ctx, principalOf(request), request.query.id)),
    );

    serveRoute(
      app,
      routes.push,
      {
        config: { access: { perm: ['butTest'] } },
        schema: {
          tags,
          summary: '立即推送四方协议到银行（平台，四方协议审核通过或推送失败时；失败时返回银行原因）',
        },
      },
      async (request) => {
        const p = principalOf(request);
        const { row, sides } = await loadVisibleApply(ctx.db, p, request.body.id);
        if (!sides.includes('platform')) throw refuse.notPlatform();
        return ok(financeMovedTo(await pushAgreementNow(ctx, row, p)));
      },
    );

    serveRoute(
      app,
      routes.updateLoan,
      {
        config: { access: { perm: ['ccb_release_updateLoan'] } },
        schema: {
          tags,
          summary: '修改放款金额（status 0 修改，1 提交后不可再改；平台或融资银行）',
        },
      },
      async (request) => {
        const row = await updateLoanMoney(ctx, principalOf(request), request.body);
        await announceFinance(ctx, row, 'loan');
        return ok({ ...financeMovedTo(row), loanMoneyStatus: row.loanMoneyStatus });
      },
    );

    serveRoute(
      app,
      routes.warehousePass,
      {
        config: { access: { perm: ['finance_warehouse'] } },
        schema: {
          tags,
          summary: '仓库审核通过四方协议并签章（四方协议待仓库审核时）',
        },
      },
      async (request) => {
        const row = await auditApplication(ctx, principalOf(request), { id: request.body.id, status: 1 });
        await announceFinance(ctx, row, 'warehouseAudit');
        await schedulePush(ctx);
        return ok(financeMovedTo(row));
      },
    );
  };
