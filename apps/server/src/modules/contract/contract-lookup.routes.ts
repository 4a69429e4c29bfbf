import { ok } from '@kc/domain';
import { contractRoutes as routes } from '@kc/domain/contract/contract-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/access/guard';
import type { AppContext } from '../../platform/context';
import { serveRoute } from '../../platform/http/serve-route';
import { deleteContractAttach, fullAttachList, insertContractAttach, ownAttachList } from './contract-attachments';
import { counterpartiesByName, counterpartyByCode, defaultBankOf, receiptOptions } from './contract-lookups';
import { proportionConfigInForce } from './contract-proportion';

const tags = ['合同'];
const readAccess = { perm: ['contract_list', 'contract_manage'] };
const partyAccess = { perm: ['contract_list'] };
/** The fee configuration in force: the wizard's figures, and the template preview's fee and remittance account. */
const configAccess = { perm: ['contract_list', 'contract_manage', 'contract_template'] };

/** The contract's attachments (spec 2 §7 Attachments) and the wizard's lookups (spec 2 §7 Lookups). */
export const contractLookupRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    serveRoute(
      app,
      routes.attachList,
      {
        config: { access: readAccess },
        schema: { tags, summary: '本方的合同附件（平台无本方，返回空列表）' },
      },
      async (request) => ok(await ownAttachList(ctx, principalOf(request), request.query.contractId)),
    );

    serveRoute(
      app,
      routes.fullAttachList,
      {
        config: { access: readAccess },
        schema: { tags, summary: '合同双方的附件（shipper 供方、buyer 需方）' },
      },
      async (request) => ok(await fullAttachList(ctx, principalOf(request), request.query.contractId)),
    );

    serveRoute(
      app,
      routes.insertAttach,
      {
        config: { access: partyAccess },
        schema: {
          tags,
          summary: '为本方添加合同附件（先上传，再以 attachId 关联；jpg、jpeg、png、pdf）；返回附件记录 id',
        },
      },
      async (request) => ok(await insertContractAttach(ctx, principalOf(request), request.body)),
    );

    serveRoute(
      app,
      routes.deleteAttach,
      {
        config: { access: partyAccess },
        schema: { tags, summary: '删除本方的合同附件（id 为附件记录 id）' },
      },
      async (request) => {
        await deleteContractAttach(ctx, principalOf(request), request.body.id);
        return ok(true as const);
      },
    );

    serveRoute(
      app,
      routes.enterpriseByCode,
      {
        config: { access: partyAccess },
        schema: { tags, summary: '按企业编码查找对方企业（须已认证）' },
      },
      async (request) => ok(await counterpartyByCode(ctx.db, principalOf(request), request.query.code)),
    );

    serveRoute(
      app,
      routes.enterpriseList,
      {
        config: { access: partyAccess },
        schema: { tags, summary: '按名称查找对方企业（已认证的本租户企业，不含本企业；至多20家）' },
      },
      async (request) => {
        const found = await counterpartiesByName(ctx.db, principalOf(request), request.query.name);
        return ok(found.map(({ id, name, code }) => ({ id, name, code })));
      },
    );

    serveRoute(
      app,
      routes.billList,
      {
        config: { access: partyAccess },
        schema: {
          tags,
          summary:
            '可放入合同的本企业仓单（已生效、未冻结、未质押、未被其他业务占用；带 contractId 时含该合同已占用的）',
        },
      },
      async (request) => ok(await receiptOptions(ctx.db, principalOf(request), request.query)),
    );

    serveRoute(
      app,
      routes.proportionConfig,
      {
        config: { access: configAccess },
        schema: { tags, summary: '当前生效的平台手续费配置（未配置时为默认配置，id 为空）' },
      },
      async (request) => ok(await proportionConfigInForce(ctx.db, principalOf(request).tenantId)),
    );

    serveRoute(
      app,
      routes.defaultBankInfo,
      {
        config: { access: partyAccess },
        schema: { tags, summary: '本企业的默认开户行与账号（仅限本企业）' },
      },
      async (request) => ok(await defaultBankOf(ctx.db, principalOf(request), request.query.enterpriseId)),
    );
  };
