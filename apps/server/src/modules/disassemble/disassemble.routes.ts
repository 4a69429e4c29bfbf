import { ok } from '@kc/domain';
import { disassembleRoutes as routes } from '@kc/domain/disassemble/disassemble-routes';
import type { DisassembleReviewer } from '@kc/domain/disassemble/status';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/access/guard';
import type { AppContext } from '../../platform/context';
import { idsOf } from '../../platform/http/ids';
import { serveRoute } from '../../platform/http/serve-route';
import {
  disassembleBillChoices,
  disassembleBillsOf,
  disassembleContainerChoices,
  disassembleDetailOf,
  disassembleRecordOf,
  pageDisassembles,
} from './disassemble.repo';
import { publishDisassembleStatus } from './disassemble-events';
import {
  auditDisassemble,
  removeDisassembles,
  setDisassembleEventContext,
  submitDisassemble,
  upDisassembleSignStatus,
} from './disassemble-service';

const tags = ['WMS拆单'];
/** The menu WMS拆单 (external_destroy): the parties of WMS goods and the platform (seed roles). */
const config = { access: { perm: ['external_destroy'] } };
const addConfig = { access: { perm: ['external_destroy_add'] } };

/** WMS bill split (billDisassemble; README.md). */
export const disassembleRoutesPlugin =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    setDisassembleEventContext(ctx);
    serveRoute(
      app,
      routes.list,
      { config, schema: { tags, summary: 'WMS拆单分页（申请方、货主、仓库、平台；草稿仅申请方可见）' } },
      async (request) => ok(await pageDisassembles(ctx.db, principalOf(request), request.query)),
    );
    serveRoute(
      app,
      routes.detail,
      {
        config,
        schema: { tags, summary: 'WMS拆单详情（新仓单 disassembleBillList、原仓单编号、所选箱号、可做的操作）' },
      },
      async (request) => {
        const p = principalOf(request);
        return ok(
          await disassembleDetailOf(ctx.db, p, request.query.id, (perm) => ctx.acl.holdsAny(p.roleIds, [perm])),
        );
      },
    );
    serveRoute(app, routes.getById, { config, schema: { tags, summary: 'WMS拆单记录' } }, async (request) =>
      ok(await disassembleRecordOf(ctx.db, principalOf(request), request.query.id)),
    );
    serveRoute(app, routes.billListById, { config, schema: { tags, summary: '拆单生成的新仓单' } }, async (request) =>
      ok(await disassembleBillsOf(ctx.db, principalOf(request), request.query.id)),
    );
    serveRoute(
      app,
      routes.bills,
      { config, schema: { tags, summary: '可拆单的仓单（已生效、本企业持有或保管、至少两个箱号、未被其他业务占用）' } },
      async (request) => ok(await disassembleBillChoices(ctx.db, principalOf(request), request.query)),
    );
    serveRoute(
      app,
      routes.containers,
      { config, schema: { tags, summary: '仓单的箱号（各箱在该仓单上的托盘重量、数量合计）' } },
      async (request) => ok(await disassembleContainerChoices(ctx.db, principalOf(request), request.query)),
    );
    serveRoute(
      app,
      routes.submit,
      { config: addConfig, schema: { tags, summary: '保存（status 1）或提交（status 10，仓单被拆单占用）WMS拆单' } },
      async (request) => {
        const saved = await submitDisassemble(ctx, principalOf(request), request.body);
        await publishDisassembleStatus(ctx, saved.id);
        return ok(saved);
      },
    );
    for (const [contract, reviewer, summary] of [
      [routes.auditShipper, 'shipper', '货主审核（20 通过，11 驳回）'],
      [routes.auditPlatform, 'platform', '平台审核（30 通过，21 驳回）'],
      [routes.auditWarehouse, 'warehouse', '仓库审核（40 通过：原仓单由新仓单代替；31 驳回）'],
    ] as const) {
      serveRoute(
        app,
        contract,
        { config: { access: { perm: [`external_destroy_audit_${reviewer}`] } }, schema: { tags, summary } },
        async (request) => {
          const moved = await auditDisassemble(
            ctx,
            principalOf(request),
            reviewer as DisassembleReviewer,
            request.body,
          );
          await publishDisassembleStatus(ctx, moved.id);
          return ok(moved);
        },
      );
    }
    for (const [contract, hard, summary] of [
      [routes.remove, false, '作废草稿或被驳回的拆单（status 0）'],
      [routes.del, true, '删除草稿或已作废的拆单'],
    ] as const) {
      serveRoute(app, contract, { config: addConfig, schema: { tags, summary } }, async (request) => {
        const ids = idsOf(request);
        const done = await removeDisassembles(ctx, principalOf(request), ids, hard);
        for (const id of done) await publishDisassembleStatus(ctx, id);
        return ok(true as const);
      });
    }
    serveRoute(
      app,
      routes.upSignStatus,
      { config, schema: { tags, summary: '按新仓单的签章进度更新拆单签章状态（1 仓库、2 货主、3 平台）' } },
      async (request) => {
        const moved = await upDisassembleSignStatus(ctx, principalOf(request), request.body.disassembleId);
        await publishDisassembleStatus(ctx, moved.id);
        return ok(moved);
      },
    );
  };
