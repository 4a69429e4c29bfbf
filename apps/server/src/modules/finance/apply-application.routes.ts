import { envelopeOf, idQuery, ok, pageOf } from '@kc/domain';
import { bankInboxRow } from '@kc/domain/finance/bank-inbox';
import {
  confirmContractBody,
  disbursementRow,
  financeApplicationQuery,
  financeApplyDetail,
  financeApplyForm,
  financeApplyRecord,
  financeAuditBody,
  financeBankOption,
  financeBillQuery,
  financeDicAnswer,
  financeGoodsOption,
  financeIdBody,
  financeIdsBody,
  financeIframeAnswer,
  financeMoveAnswer,
  financePageQuery,
  financeWarehouseOption,
  fourContractRow,
  fourPdfAnswer,
  loanSummary,
  pledgeableBillRow,
  repaymentListQuery,
  repaymentListRow,
  repaymentRow,
  repaymentSummary,
} from '@kc/domain/finance/finance';
import {
  dgeCcbStatusLabels,
  FourStatus,
  financeDetailPath,
  financeStatusLabels,
  fourStatusLabels,
} from '@kc/domain/finance/status';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../platform/access/guard';
import type { AppContext } from '../../platform/context';
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
const BASE = '/api/kc-finance/application';
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
    // The helpers' handlers type their answers (z.infer of the schema); Fastify sees the app without the provider's
    // generic inference, which cannot follow a schema passed as a type parameter. Validation is the same.
    const plain = app as unknown as FastifyInstance;
    const announce = (row: FinanceApplyRow, what: string) => announceFinance(ctx, row, what);
    const get = <Q extends z.ZodType, A extends z.ZodType>(
      path: string,
      summary: string,
      querystring: Q,
      answer: A,
      handler: (p: ReturnType<typeof principalOf>, q: z.infer<Q>) => Promise<z.infer<A>>,
    ) =>
      plain.get(
        `${BASE}/${path}`,
        { config: read, schema: { tags, summary, querystring, response: { 200: envelopeOf(answer) } } },
        async (request) => ok(await handler(principalOf(request), request.query as z.infer<Q>)),
      );

    get('list', '融资申请列表（分页；同 ccb/finance/list）', financePageQuery, pageOf(financeApplyRecord), (p, q) =>
      pageApplications(ctx, p, q),
    );
    get(
      'page',
      '融资申请分页（申请编号、状态、四方协议状态筛选）',
      financePageQuery,
      pageOf(financeApplyRecord),
      (p, q) => pageApplications(ctx, p, q),
    );
    get(
      'dic',
      '融资申请的状态字典（申请状态、四方协议状态、仓单质押状态）',
      z.object({}),
      financeDicAnswer,
      async () => ({
        status: labels(financeStatusLabels),
        fourStatus: labels(fourStatusLabels),
        dgeCcbStatus: labels(dgeCcbStatusLabels),
      }),
    );
    get('detail', '融资申请详情', idQuery, financeApplyDetail, (p, q) => applicationDetail(ctx, p, q.id));
    get('getApplyDetail', '融资申请详情（编辑用）', idQuery, financeApplyDetail, (p, q) =>
      applicationDetail(ctx, p, q.id),
    );
    get('getIframeUrl', '融资详情页地址', idQuery, financeIframeAnswer, async (p, q) => {
      const { row } = await loadVisibleApply(ctx.db, p, q.id);
      return { url: financeDetailPath(row.id) };
    });
    get(
      'getWarehouseComp',
      '可选仓库：本企业持有已生效仓单的仓库及仓单数',
      z.object({}),
      z.array(financeWarehouseOption),
      (p) => warehouseOptions(ctx.db, p),
    );
    get(
      'getBillListByWarehouseUnitId',
      '可质押仓单：本企业在该仓库已生效且未被占用的仓单（编辑时含本申请的）',
      financeBillQuery,
      pageOf(pledgeableBillRow),
      (p, q) => pledgeableBills(ctx.db, p, q),
    );
    get('banks', '可选金融机构（已认证的金融机构企业）', z.object({}), z.array(financeBankOption), (p) =>
      approvedBanks(ctx.db, p.tenantId),
    );
    get(
      'financingGoods',
      '该金融机构启用的融资货物',
      z.object({ bankId: z.string().regex(/^\d{1,19}$/, 'id 格式错误') }),
      z.array(financeGoodsOption),
      (p, q) => financingGoodsOf(ctx.db, p.tenantId, q.bankId),
    );
    get('disburseList', '放款记录', financeApplicationQuery, z.array(disbursementRow), (p, q) =>
      disbursements(ctx.db, p, q.applicationId),
    );
    get('repaymentList', '还款记录', financeApplicationQuery, z.array(repaymentRow), (p, q) =>
      repayments(ctx.db, p, q.applicationId),
    );
    get('getDisburseInfo', '放款信息汇总', financeApplicationQuery, loanSummary, (p, q) =>
      disburseInfo(ctx.db, p, q.applicationId),
    );
    get('getRepaymentInfo', '还款信息汇总', financeApplicationQuery, repaymentSummary, (p, q) =>
      repaymentInfo(ctx.db, p, q.applicationId),
    );
    get(
      'bankCallbacks',
      '银行回调记录（平台审阅：每条回调的处理结果，拒收的附原因）',
      financeApplicationQuery,
      z.array(bankInboxRow),
      (p, q) => bankCallbacksOf(ctx.db, p, q.applicationId),
    );
    plain.get(
      '/api/kc-finance/repayment/list',
      {
        config: read,
        schema: {
          tags,
          summary: '还款记录（调用方可见放款信息的融资申请；可按申请筛选；新的在前）',
          querystring: repaymentListQuery,
          response: { 200: envelopeOf(pageOf(repaymentListRow)) },
        },
      },
      async (request) =>
        ok(await repaymentPage(ctx.db, principalOf(request), request.query as z.infer<typeof repaymentListQuery>)),
    );
    get('queryContractPage', '四方协议（作为一份合同）', financeApplicationQuery, z.array(fourContractRow), (p, q) =>
      fourContractOf(ctx, p, q.applicationId),
    );
    get('queryContractContent', '四方协议 PDF（base64）', financeApplicationQuery, fourPdfAnswer, (p, q) =>
      fourPdfOf(ctx, p, q.applicationId),
    );

    const post = <B extends z.ZodType, A extends z.ZodType>(
      path: string,
      summary: string,
      body: B,
      answer: A,
      access: { access: { perm: string[] } },
      handler: (p: ReturnType<typeof principalOf>, b: z.infer<B>) => Promise<z.infer<A>>,
    ) =>
      plain.post(
        `${BASE}/${path}`,
        { config: access, schema: { tags, summary, body, response: { 200: envelopeOf(answer) } } },
        async (request) => ok(await handler(principalOf(request), request.body as z.infer<B>)),
      );

    // Every move answers the application as it left it: its id, status and agreement status (financeMovedTo).
    const save = async (p: ReturnType<typeof principalOf>, form: z.infer<typeof financeApplyForm>) => {
      const row = await saveApplication(ctx, p, form);
      await announce(row, 'save');
      return financeMovedTo(row);
    };
    const submit = async (p: ReturnType<typeof principalOf>, id: string) => {
      const row = await submitApplication(ctx, p, id);
      await announce(row, 'submit');
      return financeMovedTo(row);
    };
    for (const path of ['save', 'update', 'saveOrUpdateFinancingApplication'])
      post(path, '保存融资申请（新建或修改；返回 id 及其状态）', financeApplyForm, financeMoveAnswer, read, save);
    post(
      'submit',
      '保存并提交融资申请（四方协议由货主签章后交平台审核；返回 id 及其状态）',
      financeApplyForm,
      financeMoveAnswer,
      read,
      async (p, form) => submit(p, (await save(p, form)).id),
    );
    post('submitApplication', '提交融资申请', financeIdBody, financeMoveAnswer, read, (p, b) => submit(p, b.id));
    post('reSubmitApplication', '驳回后重新提交融资申请', financeIdBody, financeMoveAnswer, read, (p, b) =>
      submit(p, b.id),
    );
    post('cancelApplication', '撤销融资申请（仓单解除占用）', financeIdBody, financeMoveAnswer, read, async (p, b) => {
      const row = await cancelApplication(ctx, p, b.id);
      await announce(row, 'cancel');
      return financeMovedTo(row);
    });
    post('remove', '撤销所选融资申请', financeIdsBody, z.array(financeMoveAnswer), read, async (p, b) => {
      const rows = await removeApplications(ctx, p, b.ids);
      for (const row of rows) await announce(row, 'cancel');
      return rows.map(financeMovedTo);
    });
    post(
      'confirmContract',
      '确认四方协议（按协议所处环节：货主提交签章、平台或仓库审核通过）',
      confirmContractBody,
      financeMoveAnswer,
      anySide,
      async (p, b) => {
        const { row, what } = await confirmFourContract(ctx, p, (b.applicationId ?? b.id)!);
        await announce(row, what);
        if (row.fourStatus === FourStatus.passed) await schedulePush(ctx);
        return financeMovedTo(row);
      },
    );
    post(
      'auditApplication',
      '审核四方协议（平台待平台审核时，仓库待仓库审核时；1 通过 2 驳回）',
      financeAuditBody,
      financeMoveAnswer,
      audit,
      async (p, b) => {
        const row = await auditApplication(ctx, p, b);
        await announce(row, 'audit');
        if (row.fourStatus === FourStatus.passed) await schedulePush(ctx);
        return financeMovedTo(row);
      },
    );
  };
