import { envelopeOf, idQuery, ok, pageOf } from '@kc/domain';
import {
  contractConfirmBody,
  contractDetail as contractDetailAnswer,
  contractListQuery,
  contractMoveAnswer,
  contractOperation,
  contractPayload,
  contractRecord,
  contractRefusals as refuse,
} from '@kc/domain/contract/contract';
import { canAct, contractStatusLabel } from '@kc/domain/contract/status';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../platform/access/guard';
import type { AppContext } from '../../platform/context';
import { idsOf, idsSchema } from '../../platform/http/ids';
import { confirmContract } from './confirm-contract';
import { contractDetailOf, listContracts, pageContracts } from './contract.repo';
import {
  CONTRACT_ATTACH_OWNER,
  CONTRACT_FILE_OWNER,
  type ContractRow,
  canSeeContract,
  loadVisibleContract,
} from './contract-access';
import { contractOfAttach } from './contract-attachments';
import { publishContractStatus } from './contract-events';
import { contractOperations } from './contract-operations';
import { saveContract } from './save-contract';
import { voidContracts } from './void-contracts';

const tags = ['合同'];
/** The two list screens (spec 2 §2): a party's 我的合同 (contract_list) and the platform's 合同监管 (contract_manage). */
const readAccess = { perm: ['contract_list', 'contract_manage'] };
/** Moves only a party makes (spec 2 §6); the platform oversees but does not act. */
const partyAccess = { perm: ['contract_list'] };

export const CONTRACT_BASE = '/api/kc-flrk/contract';

/** Live events are best effort: the move has committed, and the pages refetch anyway. */
const announce = (ctx: AppContext, rows: ContractRow[]) =>
  Promise.all(rows.map((r) => publishContractStatus(ctx, r).catch(() => undefined)));

/** A move answers the contract's new status (and its name). */
const movedTo = (row: ContractRow) => ({ id: row.id, status: row.status, statusName: contractStatusLabel(row.status) });

/** Contracts (spec 2 §2, §6, §7): lists, detail, the wizard's stash and submit, confirmation, void, history. */
export const contractRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // The contract document (PDF) is seen as its contract is: its parties (a draft only its drafter) and the
    // platform operator; an attachment as the contract it is attached to.
    ctx.files.registerOwnerResolver(CONTRACT_FILE_OWNER, (p, ownerId) => canSeeContract(ctx.db, p, ownerId));
    ctx.files.registerOwnerResolver(CONTRACT_ATTACH_OWNER, async (p, ownerId) => {
      const contractId = await contractOfAttach(ctx.db, ownerId);
      return contractId != null && canSeeContract(ctx.db, p, contractId);
    });

    app.get(
      `${CONTRACT_BASE}/page`,
      {
        config: { access: readAccess },
        schema: {
          tags,
          summary: '合同分页（当事方看本企业的合同，草稿仅起草方可见；平台看全部非草稿合同；按创建时间倒序）',
          querystring: contractListQuery,
          response: { 200: envelopeOf(pageOf(contractRecord)) },
        },
      },
      async (request) => ok(await pageContracts(ctx.db, principalOf(request), request.query)),
    );

    app.get(
      `${CONTRACT_BASE}/list`,
      {
        config: { access: readAccess },
        schema: {
          tags,
          summary: '合同列表（不分页，条件同分页，最多 1000 条）',
          querystring: contractListQuery.omit({ current: true, size: true }),
          response: { 200: envelopeOf(z.array(contractRecord)) },
        },
      },
      async (request) => ok(await listContracts(ctx.db, principalOf(request), request.query)),
    );

    app.get(
      `${CONTRACT_BASE}/detail`,
      {
        config: { access: readAccess },
        schema: {
          tags,
          summary: '合同详情（合同内容、产品明细、进度、合同文件链接、当前可执行的操作）',
          querystring: idQuery,
          response: { 200: envelopeOf(contractDetailAnswer) },
        },
      },
      async (request) => {
        const p = principalOf(request);
        const v = await loadVisibleContract(ctx.db, p, request.query.id);
        return ok(await contractDetailOf(ctx.db, v, (fileId) => ctx.files.linkFor(p, fileId)));
      },
    );

    for (const mode of ['stash', 'submit'] as const) {
      app.post(
        `${CONTRACT_BASE}/${mode}`,
        {
          config: { access: partyAccess },
          schema: {
            tags,
            summary:
              mode === 'stash'
                ? '暂存合同（新建为本方草稿 8/9，或保存本方草稿）；返回合同 id 及其状态'
                : '提交合同给对方确认（新建并提交，或从可提交的状态提交到 10/11）；返回合同 id 及其状态',
            body: contractPayload,
            response: { 200: envelopeOf(contractMoveAnswer) },
          },
        },
        async (request) => {
          const row = await saveContract(ctx, principalOf(request), request.body, mode);
          await announce(ctx, [row]);
          return ok(movedTo(row));
        },
      );
    }

    // submitSign is the other client's name for the same move (spec 2 §7: submitSign (id)).
    for (const path of ['confirm', 'submitSign'] as const) {
      app.post(
        `${CONTRACT_BASE}/${path}`,
        {
          config: { access: partyAccess },
          schema: {
            tags,
            summary:
              path === 'confirm'
                ? '确认合同条款（需方在 10、供方在 11 确认，合同进入 19 待签章）；本方开户行和账号未填写时须一并提交（可同时填写本方委托代理人）'
                : '确认合同条款（confirm 的另一名称）',
            body: contractConfirmBody,
            response: { 200: envelopeOf(contractMoveAnswer) },
          },
        },
        async (request) => {
          const { id, ...own } = request.body;
          const row = await confirmContract(ctx, principalOf(request), id, own);
          await announce(ctx, [row]);
          return ok(movedTo(row));
        },
      );
    }

    app.post(
      `${CONTRACT_BASE}/remove`,
      {
        config: { access: partyAccess },
        schema: {
          tags,
          summary: '作废合同（ids 逗号分隔；任一不可作废则全部不变）；释放所占仓单；返回各合同 id 及其状态',
          ...idsSchema,
          response: { 200: envelopeOf(z.array(contractMoveAnswer)) },
        },
      },
      async (request) => {
        const rows = await voidContracts(ctx, principalOf(request), idsOf(request));
        await announce(ctx, rows);
        return ok(rows.map(movedTo));
      },
    );

    app.get(
      `${CONTRACT_BASE}/getEditStatus`,
      {
        config: { access: readAccess },
        schema: {
          tags,
          summary: '当前用户此刻能否编辑合同（200 可编辑，409 不可编辑）',
          querystring: idQuery,
          response: { 200: envelopeOf(z.literal(true)) },
        },
      },
      async (request) => {
        const v = await loadVisibleContract(ctx.db, principalOf(request), request.query.id);
        if (!canAct('edit', v.row.status, v.party)) throw refuse.cannotEdit();
        return ok(true as const);
      },
    );

    app.get(
      `${CONTRACT_BASE}/operationList`,
      {
        config: { access: readAccess },
        schema: {
          tags,
          summary: '合同流程记录（审计链，按时间正序；操作方 10 供方 20 需方 30 平台 50 系统）',
          querystring: idQuery,
          response: { 200: envelopeOf(z.array(contractOperation)) },
        },
      },
      async (request) => {
        const v = await loadVisibleContract(ctx.db, principalOf(request), request.query.id);
        return ok(await contractOperations(ctx.db, v.row));
      },
    );
  };
