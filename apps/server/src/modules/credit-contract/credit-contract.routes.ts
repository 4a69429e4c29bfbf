import { ok } from '@kc/domain';
import { CREDIT_CONTRACT_STATUS_LABELS } from '@kc/domain/borrower/status';
import { CreditAssociationType, creditContractRefusals as refuse } from '@kc/domain/credit-contract/credit-contract';
import { creditContractRoutes as routes } from '@kc/domain/credit-contract/credit-contract-routes';
import { EnterpriseType } from '@kc/domain/enterprise/enterprise';
import { pdfDocument } from '@kc/domain/receipt/receipt';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/access/guard';
import type { AppContext } from '../../platform/context';
import { idsOf } from '../../platform/http/ids';
import { requestOrigin } from '../../platform/http/origin';
import { serveRoute } from '../../platform/http/serve-route';
import { enterpriseOptions } from '../enterprise';
import { creditContract } from './credit-contract.table';
import {
  applicationFor,
  CREDIT_FILE_OWNER,
  docOfToken,
  ensureRelation,
  findVisibleCredit,
  listCredits,
  pageCredits,
  qrDataOf,
  removeCredits,
  seesCredit,
  sendSignCode,
  signLinkFor,
  signViewOf,
  signWithCode,
  toCreditRows,
  updateCredit,
} from './credit-contract-service';

const tags = ['征信合同'];
const view = { access: { perm: ['investigation_agreement_view'] } };
const add = { access: { perm: ['investigation_agreement_add'] } };
const edit = { access: { perm: ['investigation_agreement_edit'] } };
const del = { access: { perm: ['investigation_agreement_delete'] } };
const open = { access: { public: true } } as const;

/** Credit-investigation contracts (README.md). */
export const creditContractRoutesPlugin =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // The consent's versions: whoever sees one of the relation's rows sees its files.
    ctx.files.registerOwnerResolver(CREDIT_FILE_OWNER, async (p, ownerId) => {
      const [row] = await ctx.db.select().from(creditContract).where(eq(creditContract.id, ownerId)).limit(1);
      return !!row && seesCredit(p, row);
    });

    serveRoute(
      app,
      routes.list,
      { config: view, schema: { tags, summary: '某业务（借款人 type 1、融资申请 type 2）的征信合同' } },
      async (request) => ok(await listCredits(ctx.db, principalOf(request), request.query)),
    );
    serveRoute(app, routes.page, { config: view, schema: { tags, summary: '征信合同分页' } }, async (request) =>
      ok(await pageCredits(ctx.db, principalOf(request), request.query)),
    );
    serveRoute(
      app,
      routes.dic,
      { config: view, schema: { tags, summary: '征信合同状态字典（0、1、2、3）' } },
      async () =>
        ok(Object.entries(CREDIT_CONTRACT_STATUS_LABELS).map(([dictKey, dictValue]) => ({ dictKey, dictValue }))),
    );
    serveRoute(app, routes.detail, { config: view, schema: { tags, summary: '征信合同详情' } }, async (request) => {
      const row = await findVisibleCredit(ctx.db, principalOf(request), request.query.id);
      return ok((await toCreditRows(ctx.db, [row]))[0]!);
    });
    serveRoute(
      app,
      routes.remove,
      { config: del, schema: { tags, summary: '删除未签署的征信合同（整份授权书）' } },
      async (request) => {
        await removeCredits(ctx, principalOf(request), idsOf(request));
        return ok(true as const);
      },
    );

    const save = async (
      request: Parameters<Parameters<typeof serveRoute>[3]>[0],
      body: {
        associationId: string;
        associationType: number;
        unionBankId: string;
        bankAccount?: string;
        branchName?: string;
        borrowerId?: string;
        coborrowerId?: string | null;
      },
    ) => {
      const p = principalOf(request);
      let borrowerId = body.borrowerId;
      if (body.associationType === CreditAssociationType.financeApply) {
        const apply = await applicationFor(ctx.db, p, body.associationId);
        if (!apply) throw refuse.notFound();
        borrowerId = apply.borrowerId ?? borrowerId;
      } else {
        borrowerId = body.associationId;
      }
      if (!borrowerId) throw refuse.borrowerRequired();
      return ensureRelation(
        ctx,
        p,
        {
          associationId: body.associationId,
          associationType: body.associationType,
          borrowerId,
          coborrowerId: body.coborrowerId,
          unionBankId: body.unionBankId,
          bankAccount: body.bankAccount,
          branchName: body.branchName,
        },
        requestOrigin(ctx.config, request),
      );
    };
    serveRoute(
      app,
      routes.save,
      { config: add, schema: { tags, summary: '新增征信合同（所选银行一条：开户银行与账号）' } },
      async (request) => ok(await save(request, request.body)),
    );
    serveRoute(
      app,
      routes.update,
      { config: edit, schema: { tags, summary: '修改未签署的征信合同（开户账号、网点）' } },
      async (request) => ok(await updateCredit(ctx, principalOf(request), request.body)),
    );
    serveRoute(
      app,
      routes.submit,
      { config: add, schema: { tags, summary: '保存或修改征信合同（有 id 时修改）' } },
      async (request) => {
        const body = request.body;
        if (body.id) {
          const row = await updateCredit(ctx, principalOf(request), {
            id: body.id,
            bankAccount: body.bankAccount,
            branchName: body.branchName,
          });
          return ok(await ensureRelation(ctx, principalOf(request), row, requestOrigin(ctx.config, request)));
        }
        if (!body.associationId || !body.associationType || !body.unionBankId || !body.bankAccount) {
          throw refuse.borrowerRequired();
        }
        return ok(
          await save(request, {
            ...body,
            associationId: body.associationId,
            associationType: body.associationType,
            unionBankId: body.unionBankId,
          }),
        );
      },
    );
    serveRoute(
      app,
      routes.signContractFunction,
      { config: add, schema: { tags, summary: '发起签署：新的签署链接（token，30 分钟）与二维码内容' } },
      async (request) =>
        ok(await signLinkFor(ctx, principalOf(request), request.body.id, requestOrigin(ctx.config, request))),
    );
    serveRoute(
      app,
      routes.contractPreview,
      { config: view, schema: { tags, summary: '预览授权书（当前版本：含已有签名）' } },
      async (request) => {
        const p = principalOf(request);
        const row = await findVisibleCredit(ctx.db, p, request.body.id);
        const url = await ctx.files.linkFor(p, row.docFileId);
        if (!url) throw refuse.notFound();
        return ok({ url, sha256: row.docSha256 ?? '' });
      },
    );
    serveRoute(
      app,
      routes.getOrganTree,
      { config: view, schema: { tags, summary: '银行（机构树）' } },
      async (request) => {
        const banks = await enterpriseOptions(ctx.db, principalOf(request).tenantId, { type: EnterpriseType.bank });
        return ok(banks.map((b) => ({ id: b.id, title: b.name, value: b.id, children: [] })));
      },
    );

    serveRoute(
      app,
      routes.qrV3,
      { config: add, schema: { tags, summary: '借款人征信授权签署二维码（每个关系只生成一次授权书；2 秒轮询）' } },
      async (request) => {
        const q = request.query;
        return ok(
          await ensureRelation(
            ctx,
            principalOf(request),
            {
              associationId: q.borrowerId,
              associationType: CreditAssociationType.borrower,
              borrowerId: q.borrowerId,
              coborrowerId: q.coborrowerId,
              unionBankId: q.bankCode,
              relationId: q.relationId,
            },
            requestOrigin(ctx.config, request),
          ),
        );
      },
    );
    for (const contract of [routes.applyQr, routes.applyQrV2]) {
      serveRoute(
        app,
        contract,
        { config: add, schema: { tags, summary: '融资申请的征信授权签署二维码（借款人取自申请，或参数 borrowerId）' } },
        async (request) => {
          const p = principalOf(request);
          const q = request.query;
          const apply = await applicationFor(ctx.db, p, q.applicationId);
          if (!apply) throw refuse.notFound();
          const borrowerId = apply.borrowerId ?? q.borrowerId;
          if (!borrowerId) throw refuse.borrowerRequired();
          return ok(
            await ensureRelation(
              ctx,
              p,
              {
                associationId: q.applicationId,
                associationType: CreditAssociationType.financeApply,
                borrowerId,
                coborrowerId: q.coborrowerId,
                unionBankId: apply.bankId,
              },
              requestOrigin(ctx.config, request),
            ),
          );
        },
      );
    }

    // ---- public, token-bound (rate-limited in platform/http/rate-limits.ts) ----
    serveRoute(
      app,
      routes.qrData,
      { config: open, schema: { tags, summary: '签署二维码数据（状态与二维码地址；公开，凭 token）' } },
      async (request) => ok(await qrDataOf(ctx, request.query.token, requestOrigin(ctx.config, request))),
    );
    serveRoute(
      app,
      routes.signView,
      { config: open, schema: { tags, summary: '手机签署页：授权书与签署人（脱敏；公开，凭 token）' } },
      async (request) => {
        const { row } = await docOfToken(ctx, request.query.token);
        return ok(await signViewOf(ctx, row, requestOrigin(ctx.config, request)));
      },
    );
    app.get(
      routes.signFile.path,
      {
        config: open,
        schema: {
          tags,
          summary: '授权书 PDF（当前版本；公开，凭 token）',
          querystring: routes.signFile.query,
          response: { 200: pdfDocument },
        },
      },
      async (request, reply) => {
        const { row, bytes } = await docOfToken(ctx, request.query.token);
        if (!bytes) throw refuse.notFound();
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `inline; filename="${row.contractNo}.pdf"`)
          .header('cache-control', 'no-store')
          .send(Buffer.from(bytes));
      },
    );
    serveRoute(
      app,
      routes.sendCode,
      { config: open, schema: { tags, summary: '发送签署短信验证码（公开，凭 token）' } },
      async (request) => ok(await sendSignCode(ctx, request.body.token)),
    );
    serveRoute(
      app,
      routes.sign,
      { config: open, schema: { tags, summary: '凭短信验证码个人签名（公开，凭 token）' } },
      async (request) => {
        const row = await signWithCode(ctx, request.body.token, request.body.code);
        return ok(await signViewOf(ctx, row, requestOrigin(ctx.config, request)));
      },
    );
  };
