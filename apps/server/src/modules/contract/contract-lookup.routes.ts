import { envelopeOf, idField, idString, ok } from '@kc/domain';
import {
  contractAttachBody,
  contractAttachment,
  contractAttachments,
  contractEnterpriseAnswer,
  contractIdBody,
  contractReceiptOption,
  contractReceiptQuery,
  defaultBankInfo,
  enterpriseCodeQuery,
  enterpriseNameQuery,
  proportionConfigAnswer,
} from '@kc/domain/contract/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../platform/access/guard';
import type { AppContext } from '../../platform/context';
import { CONTRACT_BASE } from './contract.routes';
import { deleteContractAttach, fullAttachList, insertContractAttach, ownAttachList } from './contract-attachments';
import { counterpartiesByName, counterpartyByCode, defaultBankOf, receiptOptions } from './contract-lookups';
import { proportionConfigInForce } from './contract-proportion';

const tags = ['合同'];
const readAccess = { perm: ['contract_list', 'contract_manage'] };
const partyAccess = { perm: ['contract_list'] };
/** The fee configuration in force: the wizard's figures, and the template preview's fee and remittance account. */
const configAccess = { perm: ['contract_list', 'contract_manage', 'contract_template'] };

const contractIdQuery = z.object({ contractId: idField });
const enterpriseIdQuery = z.object({ enterpriseId: idField });

/** The contract's attachments (spec 2 §7 Attachments) and the wizard's lookups (spec 2 §7 Lookups). */
export const contractLookupRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      `${CONTRACT_BASE}/attachListByContractId`,
      {
        config: { access: readAccess },
        schema: {
          tags,
          summary: '本方的合同附件（平台无本方，返回空列表）',
          querystring: contractIdQuery,
          response: { 200: envelopeOf(z.array(contractAttachment)) },
        },
      },
      async (request) => ok(await ownAttachList(ctx, principalOf(request), request.query.contractId)),
    );

    app.get(
      `${CONTRACT_BASE}/fullAttachListByContractId`,
      {
        config: { access: readAccess },
        schema: {
          tags,
          summary: '合同双方的附件（shipper 供方、buyer 需方）',
          querystring: contractIdQuery,
          response: { 200: envelopeOf(contractAttachments) },
        },
      },
      async (request) => ok(await fullAttachList(ctx, principalOf(request), request.query.contractId)),
    );

    app.post(
      `${CONTRACT_BASE}/insertAttach`,
      {
        config: { access: partyAccess },
        schema: {
          tags,
          summary: '为本方添加合同附件（先上传，再以 attachId 关联；jpg、jpeg、png、pdf）；返回附件记录 id',
          body: contractAttachBody,
          response: { 200: envelopeOf(idString) },
        },
      },
      async (request) => ok(await insertContractAttach(ctx, principalOf(request), request.body)),
    );

    app.post(
      `${CONTRACT_BASE}/deleteAttach`,
      {
        config: { access: partyAccess },
        schema: {
          tags,
          summary: '删除本方的合同附件（id 为附件记录 id）',
          body: contractIdBody,
          response: { 200: envelopeOf(z.literal(true)) },
        },
      },
      async (request) => {
        await deleteContractAttach(ctx, principalOf(request), request.body.id);
        return ok(true as const);
      },
    );

    app.get(
      `${CONTRACT_BASE}/enterpriseByCode`,
      {
        config: { access: partyAccess },
        schema: {
          tags,
          summary: '按企业编码查找对方企业（须已认证）',
          querystring: enterpriseCodeQuery,
          response: { 200: envelopeOf(contractEnterpriseAnswer) },
        },
      },
      async (request) => ok(await counterpartyByCode(ctx.db, principalOf(request), request.query.code)),
    );

    app.get(
      `${CONTRACT_BASE}/enterpriseList`,
      {
        config: { access: partyAccess },
        schema: {
          tags,
          summary: '按名称查找对方企业（已认证的本租户企业，不含本企业；至多20家）',
          querystring: enterpriseNameQuery,
          response: { 200: envelopeOf(z.array(contractEnterpriseAnswer)) },
        },
      },
      async (request) => {
        const found = await counterpartiesByName(ctx.db, principalOf(request), request.query.name);
        return ok(found.map(({ id, name, code }) => ({ id, name, code })));
      },
    );

    app.get(
      `${CONTRACT_BASE}/billList`,
      {
        config: { access: partyAccess },
        schema: {
          tags,
          summary:
            '可放入合同的本企业仓单（已生效、未冻结、未质押、未被其他业务占用；带 contractId 时含该合同已占用的）',
          querystring: contractReceiptQuery,
          response: { 200: envelopeOf(z.array(contractReceiptOption)) },
        },
      },
      async (request) => ok(await receiptOptions(ctx.db, principalOf(request), request.query)),
    );

    app.get(
      `${CONTRACT_BASE}/proportionConfig`,
      {
        config: { access: configAccess },
        schema: {
          tags,
          summary: '当前生效的平台手续费配置（未配置时为默认配置，id 为空）',
          response: { 200: envelopeOf(proportionConfigAnswer) },
        },
      },
      async (request) => ok(await proportionConfigInForce(ctx.db, principalOf(request).tenantId)),
    );

    app.get(
      `${CONTRACT_BASE}/defaultBankInfo`,
      {
        config: { access: partyAccess },
        schema: {
          tags,
          summary: '本企业的默认开户行与账号（仅限本企业）',
          querystring: enterpriseIdQuery,
          response: { 200: envelopeOf(defaultBankInfo) },
        },
      },
      async (request) => ok(await defaultBankOf(ctx.db, principalOf(request), request.query.enterpriseId)),
    );
  };
