import { ok, type RouteBody, type RouteContract, type RouteQuery } from '@kc/domain';
import type { financeApplyForm } from '@kc/domain/finance/finance';
import { financeApplicationRoutes as routes } from '@kc/domain/finance/finance-routes';
import {
  dgeCcbStatusLabels,
  FourStatus,
  financeDetailPath,
  financeStatusLabels,
  fourStatusLabels,
} from '@kc/domain/finance/status';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { principalOf } from '../../platform/access/guard';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import { serveRoute } from '../../platform/http/serve-route';
import { borrowersOfShipper } from '../borrower';
import { liveEnterprise } from '../enterprise';
import { auditApplication } from './apply-audit';
import { confirmFourContract } from './apply-confirm';
import { pledgeableBills, warehouseOptions } from './apply-options';
import { approvedBanks, financingGoodsOf } from './apply-parties';
import { saveApplication } from './apply-save';
import { cancelApplication, removeApplications, submitApplication } from './apply-submit';
import { bankCallbacksOf } from './bank-inbox-read';
import { type FinanceApplyRow, loadVisibleApply } from './finance-access';
import { financeMovedTo } from './finance-answer';
import { announceFinance } from './finance-events';
import { schedulePush } from './finance-jobs';
import { applicationDetail, pageApplications } from './finance-repo';
import { fourContractOf, fourPdfOf } from './four-read';
import { disburseInfo, disbursements, repaymentInfo, repaymentPage, repayments } from './loan-repo';

const tags = ['融资申请'];
const read = { access: { perm: ['ccb_finance'] } };
const audit = { access: { perm: ['finance_pt', 'finance_warehouse'] } };
const anySide = { access: { perm: ['ccb_finance', 'finance_pt', 'finance_warehouse'] } };
const labels = (m: Record<number, string>) =>
  Object.entries(m).map(([value, label]) => ({ value: Number(value), label }));

/**
 * kc-finance/application (spec 2 §7 Pledge and financing; README "Routes"): the shipper's application — options,
 * save, submit, cancel — the two reviews of the four-party agreement, and the loan's lists and summaries.
 */
export const applicationRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // Every move answers the application as it left it: its id, status and agreement status (financeMovedTo).
    const announce = (row: FinanceApplyRow, what: string) => announceFinance(ctx, row, what);
    // The contract's schemas parsed the input; Fastify's request types a generic contract's input as unknown.
    type Handler<C extends RouteContract, I> = (p: Principal, input: I) => Promise<z.output<C['answer']>>;
    const get = <C extends RouteContract>(contract: C, summary: string, handler: Handler<C, RouteQuery<C>>) =>
      serveRoute(app, contract, { config: read, schema: { tags, summary } }, async (request) =>
        ok(await handler(principalOf(request), request.query as RouteQuery<C>)),
      );

    get(routes.list, '融资申请列表（分页；同 ccb/finance/list）', (p, q) => pageApplications(ctx, p, q));
    get(routes.page, '融资申请分页（申请编号、状态、四方协议状态筛选）', (p, q) => pageApplications(ctx, p, q));
    get(routes.dic, '融资申请的状态字典（申请状态、四方协议状态、仓单质押状态）', async () => ({
      status: labels(financeStatusLabels),
      fourStatus: labels(fourStatusLabels),
      dgeCcbStatus: labels(dgeCcbStatusLabels),
    }));
    get(routes.detail, '融资申请详情', (p, q) => applicationDetail(ctx, p, q.id));
    get(routes.applyDetail, '融资申请详情（编辑用）', (p, q) => applicationDetail(ctx, p, q.id));
    get(routes.iframeUrl, '融资详情页地址', async (p, q) => {
      const { row } = await loadVisibleApply(ctx.db, p, q.id);
      return { url: financeDetailPath(row.id) };
    });
    get(routes.warehouses, '可选仓库：本企业持有已生效仓单的仓库及仓单数', (p) => warehouseOptions(ctx.db, p));
    get(routes.bills, '可质押仓单：本企业在该仓库已生效且未被占用的仓单（编辑时含本申请的）', (p, q) =>
      pledgeableBills(ctx.db, p, q),
    );
    get(routes.borrowers, '可选借款人：本企业的借款人（个人货主必选）', async (p) => {
      if (!p.postId) return { required: false, borrowers: [] };
      const [shipper, rows] = await Promise.all([
        liveEnterprise(ctx.db, p.tenantId, p.postId),
        borrowersOfShipper(ctx.db, p.tenantId, p.postId),
      ]);
      return {
        required: shipper?.isPerson === 1,
        borrowers: rows.map((b) => ({ id: b.id, name: b.name, realNameStatus: b.realNameStatus })),
      };
    });
    get(routes.banks, '可选金融机构（已认证的金融机构企业）', (p) => approvedBanks(ctx.db, p.tenantId));
    get(routes.goods, '该金融机构启用的融资货物', (p, q) => financingGoodsOf(ctx.db, p.tenantId, q.bankId));
    get(routes.disbursements, '放款记录', (p, q) => disbursements(ctx.db, p, q.applicationId));
    get(routes.repayments, '还款记录', (p, q) => repayments(ctx.db, p, q.applicationId));
    get(routes.disburseInfo, '放款信息汇总', (p, q) => disburseInfo(ctx.db, p, q.applicationId));
    get(routes.repaymentInfo, '还款信息汇总', (p, q) => repaymentInfo(ctx.db, p, q.applicationId));
    get(routes.bankCallbacks, '银行回调记录（平台审阅：每条回调的处理结果，拒收的附原因）', (p, q) =>
      bankCallbacksOf(ctx.db, p, q.applicationId),
    );
    get(routes.repaymentPage, '还款记录（调用方可见放款信息的融资申请；可按申请筛选；新的在前）', (p, q) =>
      repaymentPage(ctx.db, p, q),
    );
    get(routes.contractPage, '四方协议（作为一份合同）', (p, q) => fourContractOf(ctx, p, q.applicationId));
    get(routes.contractContent, '四方协议 PDF（base64）', (p, q) => fourPdfOf(ctx, p, q.applicationId));

    const post = <C extends RouteContract>(
      contract: C,
      summary: string,
      access: { access: { perm: string[] } },
      handler: Handler<C, RouteBody<C>>,
    ) =>
      serveRoute(app, contract, { config: access, schema: { tags, summary } }, async (request) =>
        ok(await handler(principalOf(request), request.body as RouteBody<C>)),
      );

    const save = async (p: Principal, form: z.infer<typeof financeApplyForm>) => {
      const row = await saveApplication(ctx, p, form);
      await announce(row, 'save');
      return financeMovedTo(row);
    };
    const submit = async (p: Principal, id: string) => {
      const row = await submitApplication(ctx, p, id);
      await announce(row, 'submit');
      return financeMovedTo(row);
    };
    for (const contract of [routes.save, routes.update, routes.saveOrUpdate])
      post(contract, '保存融资申请（新建或修改；返回 id 及其状态）', read, save);
    post(
      routes.saveAndSubmit,
      '保存并提交融资申请（四方协议由货主签章后交平台审核；返回 id 及其状态）',
      read,
      async (p, form) => submit(p, (await save(p, form)).id),
    );
    post(routes.submit, '提交融资申请', read, (p, b) => submit(p, b.id));
    post(routes.reSubmit, '驳回后重新提交融资申请', read, (p, b) => submit(p, b.id));
    post(routes.cancel, '撤销融资申请（仓单解除占用）', read, async (p, b) => {
      const row = await cancelApplication(ctx, p, b.id);
      await announce(row, 'cancel');
      return financeMovedTo(row);
    });
    post(routes.remove, '撤销所选融资申请', read, async (p, b) => {
      const rows = await removeApplications(ctx, p, b.ids);
      for (const row of rows) await announce(row, 'cancel');
      return rows.map(financeMovedTo);
    });
    post(
      routes.confirmContract,
      '确认四方协议（按协议所处环节：货主提交签章、平台或仓库审核通过）',
      anySide,
      async (p, b) => {
        const { row, what } = await confirmFourContract(ctx, p, (b.applicationId ?? b.id)!);
        await announce(row, what);
        if (row.fourStatus === FourStatus.passed) await schedulePush(ctx);
        return financeMovedTo(row);
      },
    );
    post(routes.audit, '审核四方协议（平台待平台审核时，仓库待仓库审核时；1 通过 2 驳回）', audit, async (p, b) => {
      const row = await auditApplication(ctx, p, b);
      await announce(row, 'audit');
      if (row.fourStatus === FourStatus.passed) await schedulePush(ctx);
      return financeMovedTo(row);
    });
  };
