import { ok } from '@kc/domain';
import { contractRefusals as refuse } from '@kc/domain/contract/contract';
import { contractRoutes as routes } from '@kc/domain/contract/contract-routes';
import { canAct, contractStatusLabel } from '@kc/domain/contract/status';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/access/guard';
import type { AppContext } from '../../platform/context';
import { idsOf } from '../../platform/http/ids';
import { serveRoute } from '../../platform/http/serve-route';
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

    serveRoute(
      app,
      routes.page,
      {
        config: { access: readAccess },
        schema: {
          tags,
          summary: '合同分页（当事方看本企业的合同，草稿仅起草方可见；平台看全部非草稿合同；按创建时间倒序）',
        },
      },
      async (request) => ok(await pageContracts(ctx.db, principalOf(request), request.query)),
    );

    serveRoute(
      app,
      routes.list,
      {
        config: { access: readAccess },
        schema: { tags, summary: '合同列表（不分页，条件同分页，最多 1000 条）' },
      },
      async (request) => ok(await listContracts(ctx.db, principalOf(request), request.query)),
    );

    serveRoute(
      app,
      routes.detail,
      {
        config: { access: readAccess },
        schema: { tags, summary: '合同详情（合同内容、产品明细、进度、合同文件链接、当前可执行的操作）' },
      },
      async (request) => {
        const p = principalOf(request);
        const v = await loadVisibleContract(ctx.db, p, request.query.id);
        return ok(await contractDetailOf(ctx.db, v, (fileId) => ctx.files.linkFor(p, fileId)));
      },
    );

    for (const mode of ['stash', 'submit'] as const) {
      serveRoute(
        app,
        routes[mode],
        {
          config: { access: partyAccess },
          schema: {
            tags,
            summary:
              mode === 'stash'
                ? '暂存合同（新建为本方草稿 8/9，或保存本方草稿）；返回合同 id 及其状态'
                : '提交合同给对方确认（新建并提交，或从可提交的状态提交到 10/11）；返回合同 id 及其状态',
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
      serveRoute(
        app,
        routes[path],
        {
          config: { access: partyAccess },
          schema: {
            tags,
            summary:
              path === 'confirm'
                ? '确认合同条款（需方在 10、供方在 11 确认，合同进入 19 待签章）；本方开户行和账号未填写时须一并提交（可同时填写本方委托代理人）'
                : '确认合同条款（confirm 的另一名称）',
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

    serveRoute(
      app,
      routes.remove,
      {
        config: { access: partyAccess },
        schema: {
          tags,
          summary: '作废合同（ids 逗号分隔；任一不可作废则全部不变）；释放所占仓单；返回各合同 id 及其状态',
        },
      },
      async (request) => {
        const rows = await voidContracts(ctx, principalOf(request), idsOf(request));
        await announce(ctx, rows);
        return ok(rows.map(movedTo));
      },
    );

    serveRoute(
      app,
      routes.editStatus,
      {
        config: { access: readAccess },
        schema: { tags, summary: '当前用户此刻能否编辑合同（200 可编辑，409 不可编辑）' },
      },
      async (request) => {
        const v = await loadVisibleContract(ctx.db, principalOf(request), request.query.id);
        if (!canAct('edit', v.row.status, v.party)) throw refuse.cannotEdit();
        return ok(true as const);
      },
    );

    serveRoute(
      app,
      routes.operations,
      {
        config: { access: readAccess },
        schema: { tags, summary: '合同流程记录（审计链，按时间正序；操作方 10 供方 20 需方 30 平台 50 系统）' },
      },
      async (request) => {
        const v = await loadVisibleContract(ctx.db, principalOf(request), request.query.id);
        return ok(await contractOperations(ctx.db, v.row));
      },
    );
  };
