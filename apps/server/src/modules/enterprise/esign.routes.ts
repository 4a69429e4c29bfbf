import { commonMessages, ok } from '@kc/domain';
import { esignRoutes as routes } from '@kc/domain/enterprise/enterprise-routes';
import { esignRefusals } from '@kc/domain/enterprise/refusals';
import { sealMessages } from '@kc/domain/enterprise/seal';
import { AmountCheck, BranchSubmit, canApplySeal, esignStatusRow } from '@kc/domain/enterprise/status';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/access/guard';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import { serveRoute } from '../../platform/http/serve-route';
import type { EsignAccountState } from '../../providers/esign/port';
import { type EnterpriseRow, everApproved, hasSeal, ownEnterprise } from './enterprise.repo';
import { enterprise } from './enterprise.table';
import { syncEsignState } from './esign-sync';

const tags = ['电子签章'];

/** The enterprise may apply: approved once, the right layout, and a status that allows it (spec 1 §4). */
const applicant = async (ctx: AppContext, p: Principal, isPerson: 0 | 1) => {
  const row = await ownEnterprise(ctx.db, p);
  if (row.isPerson !== isPerson) throw isPerson ? esignRefusals.companyOnly() : esignRefusals.personOnly();
  if (!everApproved(row)) throw esignRefusals.notApproved();
  if (!canApplySeal(row.esignStatus, hasSeal(row))) throw esignRefusals.applyNotAllowed();
  return row;
};

/** The enterprise's current flow; a flowId from the page must be that one. */
const currentFlow = async (ctx: AppContext, p: Principal, flowId?: string) => {
  const row = await ownEnterprise(ctx.db, p);
  if (!row.esignFlowId || (flowId && flowId !== row.esignFlowId)) throw esignRefusals.noFlow();
  return { row, flowId: row.esignFlowId };
};

const stateView = (row: Pick<EnterpriseRow, 'esignStatus' | 'esignMsg' | 'esignFlowId'> & { hasSeal: boolean }) => ({
  esignStatus: row.esignStatus,
  esignMsg: row.esignMsg,
  esignFlowId: row.esignFlowId,
  hasSeal: row.hasSeal,
});

export const esignRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const off = ctx.esign.onStateChange((state) => {
      syncEsignState(ctx, state.enterpriseId, state).catch((err) => app.log.error({ err }, '电子签章状态同步失败'));
    });
    app.addHook('onClose', async () => off());

    /** A new flow replaces the enterprise's earlier one; the provider may already have moved it on. */
    const startFlow = async (row: EnterpriseRow, state: EsignAccountState, extra: Partial<EnterpriseRow> = {}) => {
      await ctx.db
        .update(enterprise)
        .set({ esignFlowId: state.flowId, esignStatus: state.status, esignMsg: state.message, ...extra })
        .where(eq(enterprise.id, row.id));
      const latest = await ctx.esign.state(state.flowId);
      if (latest) await syncEsignState(ctx, row.id, latest);
      return refreshed(row.id);
    };

    const refreshed = async (id: string) => {
      const [row] = await ctx.db.select().from(enterprise).where(eq(enterprise.id, id)).limit(1);
      return stateView({ ...row!, hasSeal: hasSeal(row!) });
    };

    serveRoute(
      app,
      routes.applyCompany,
      { config: { access: { self: true } }, schema: { tags, summary: '申请企业电子签章' } },
      async (request) => {
        const p = principalOf(request);
        const row = await applicant(ctx, p, 0);
        const form = request.body;
        const state = await ctx.esign.applyCompany({
          enterpriseId: row.id,
          enterpriseName: row.name,
          creditCode: row.creditCode ?? '',
          legalPerson: row.corporateInfo ?? '',
          bankName: form.bankName,
          bankAccount: form.bankAccount,
          operatorName: form.name,
          operatorIdNumber: form.identityNumber,
          phone: form.phone,
        });
        return ok(await startFlow(row, state, { bankName: form.bankName, bankAccount: form.bankAccount }));
      },
    );

    serveRoute(
      app,
      routes.submitAccount,
      { config: { access: { self: true } }, schema: { tags, summary: '发送手机验证码' } },
      async (request) => {
        await ctx.esign.sendSmsCode(request.body.phone);
        return { ...ok(true), msg: sealMessages.smsSent };
      },
    );

    serveRoute(
      app,
      routes.validateCode,
      { config: { access: { self: true } }, schema: { tags, summary: '校验手机验证码' } },
      async (request) => {
        const { phone, validateCode } = request.body;
        if (!(await ctx.esign.checkSmsCode(phone, validateCode, { consume: false }))) {
          throw esignRefusals.smsCodeWrong();
        }
        return ok(true as const);
      },
    );

    serveRoute(
      app,
      routes.applyPerson,
      { config: { access: { self: true } }, schema: { tags, summary: '申请个人电子签章' } },
      async (request) => {
        const p = principalOf(request);
        const row = await applicant(ctx, p, 1);
        const form = request.body;
        if (!(await ctx.esign.checkSmsCode(form.mobile, form.validateCode))) throw esignRefusals.smsCodeWrong();
        const state = await ctx.esign.applyPerson({
          enterpriseId: row.id,
          name: form.name,
          idNumber: form.idNumber,
          mobile: form.mobile,
          email: form.email,
        });
        return ok(await startFlow(row, state));
      },
    );

    serveRoute(
      app,
      routes.bankBranchList,
      { config: { access: { self: true } }, schema: { tags, summary: '查询开户支行' } },
      async (request) => ok(await ctx.esign.searchBranches(request.query)),
    );

    serveRoute(
      app,
      routes.submitBranch,
      { config: { access: { self: true } }, schema: { tags, summary: '提交开户支行' } },
      async (request) => {
        const p = principalOf(request);
        const { row, flowId } = await currentFlow(ctx, p, request.body.flowId);
        const result = await ctx.esign.submitBranch({ ...request.body, flowId });
        await ctx.db
          .update(enterprise)
          .set({ bankName: request.body.bankName, bankAccount: request.body.bankAccount })
          .where(eq(enterprise.id, row.id));
        await syncEsignState(ctx, row.id, result.state);
        const msg = result.code === BranchSubmit.success ? commonMessages.success : sealMessages.branchTimedOut;
        return ok({ code: result.code, msg, ...(await refreshed(row.id)) });
      },
    );

    serveRoute(
      app,
      routes.verifyAmount,
      { config: { access: { self: true } }, schema: { tags, summary: '验证随机打款金额' } },
      async (request) => {
        const p = principalOf(request);
        const { row, flowId } = await currentFlow(ctx, p, request.body.flowId);
        const result = await ctx.esign.verifyAmount({ flowId, amount: request.body.amount });
        await syncEsignState(ctx, row.id, result.state);
        const msg =
          result.code === AmountCheck.success
            ? sealMessages.opened
            : result.code === AmountCheck.wrongAmount
              ? sealMessages.amountWrong
              : sealMessages.amountReapply;
        return ok({ code: result.code, msg, ...(await refreshed(row.id)) });
      },
    );

    serveRoute(
      app,
      routes.state,
      { config: { access: { self: true } }, schema: { tags, summary: '电子签章申请状态（页面轮询）' } },
      async (request) => {
        const p = principalOf(request);
        const row = await ownEnterprise(ctx.db, p);
        // Asking the provider keeps the page right even when a callback was missed.
        if (row.esignFlowId && !esignStatusRow(row.esignStatus).final) {
          const latest = await ctx.esign.state(row.esignFlowId);
          if (latest) await syncEsignState(ctx, row.id, latest);
        }
        return ok(await refreshed(row.id));
      },
    );
  };
