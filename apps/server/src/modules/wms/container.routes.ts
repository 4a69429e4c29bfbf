import { ok } from '@kc/domain';
import { WmsApplyStatus } from '@kc/domain/wms/wms';
import { wmsContainerRoutes as routes } from '@kc/domain/wms/wms-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/access/guard';
import type { AppContext } from '../../platform/context';
import { serveRoute } from '../../platform/http/serve-route';
import { applyRecordsOf, pageApplies } from './apply-repo';
import { saveApply } from './apply-save';
import { publishWmsChange } from './container-events';
import { pageGoods, pageTrays, pageTrayTransfers } from './container-goods';
import { containersByIds, containersOfBill, pageContainers } from './container-repo';
import { unlockContainers } from './unlock';

const tags = ['外部WMS货物'];
/** Menu codes (spec 3 §6; seed roles): the container list and its goods and trays, the apply form, the unlock screen. */
const lists = { access: { perm: ['external_container', 'external_unlock', 'external_bill_apply'] } };

/**
 * External containers, goods and trays (spec 3 §2, §7 "External containers and applies"): the mirror of the WMS
 * platforms' goods as each caller may see them (wms-scope.ts), the owner's application for receipts and unlocking.
 */
export const containerRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    serveRoute(
      app,
      routes.containers,
      {
        config: lists,
        schema: {
          tags,
          summary:
            '货箱分页（货主看本企业的，仓库看本仓库的，平台看全部；按创建时间倒序，默认每页10条；ids、仓单编号、箱号、状态、WMS平台；unlockable=1 为解锁页：已锁定且无有效仓单）',
        },
      },
      async (request) => ok(await pageContainers(ctx.db, principalOf(request), request.query)),
    );

    serveRoute(
      app,
      routes.containersById,
      {
        config: { access: { perm: ['external_container', 'external_unlock'] } },
        schema: {
          tags,
          summary: '按 id 查询货箱（首页跳转货箱列表用；只含当前用户可见的）',
        },
      },
      async (request) => ok(await containersByIds(ctx.db, principalOf(request), request.query.ids)),
    );

    serveRoute(
      app,
      routes.containersByBill,
      {
        config: { access: { perm: ['ple_bill', 'external_container'] } },
        schema: {
          tags,
          summary: '仓单的货箱（该仓单货物沿革中的货箱；仓单详情页的货箱链接；无权查看该仓单时 404）',
        },
      },
      async (request) => ok(await containersOfBill(ctx.db, principalOf(request), request.query.billId)),
    );

    serveRoute(
      app,
      routes.goods,
      {
        config: lists,
        schema: {
          tags,
          summary: '货箱的货物（containerId）',
        },
      },
      async (request) => ok(await pageGoods(ctx.db, principalOf(request), request.query)),
    );

    serveRoute(
      app,
      routes.trays,
      {
        config: lists,
        schema: {
          tags,
          summary: '托盘分页（goodsId 或 containerId；含托盘所属仓单）',
        },
      },
      async (request) => ok(await pageTrays(ctx.db, principalOf(request), request.query)),
    );

    serveRoute(
      app,
      routes.applies,
      {
        config: { access: { perm: ['external_container', 'external_container_add', 'external_bill_apply'] } },
        schema: {
          tags,
          summary: '货物申请记录（货主看本企业的，仓库看申请到本仓库的，平台看全部；按申请时间倒序）',
        },
      },
      async (request) => ok(await pageApplies(ctx.db, principalOf(request), request.query)),
    );

    serveRoute(
      app,
      routes.saveApply,
      {
        config: { access: { perm: ['external_container_add'] } },
        schema: {
          tags,
          summary: '申请货物（货主按箱号申请生成仓单：WMS平台、箱号逗号分隔；货箱须为本企业、未申请、同一仓库）',
        },
      },
      async (request) => {
        const p = principalOf(request);
        const row = await saveApply(ctx, p, request.body);
        void publishWmsChange(ctx, { tenantId: row.tenantId, parties: [row.cargoOwnerId, row.warehouseId] }, [
          { kind: 'apply', id: row.id, status: WmsApplyStatus.pending },
        ]);
        const [record] = await applyRecordsOf(ctx.db, p.tenantId, [row]);
        return ok(record!);
      },
    );

    serveRoute(
      app,
      routes.unlock,
      {
        config: { access: { perm: ['external_unlock'] } },
        schema: {
          tags,
          summary: '解锁货物（同一WMS平台、本企业的、已锁定且无有效仓单的货箱；WMS随后释放）',
        },
      },
      async (request) => {
        await unlockContainers(ctx, principalOf(request), request.body);
        return ok(true as const);
      },
    );

    serveRoute(
      app,
      routes.trayTransfers,
      {
        config: { access: { perm: ['external_tray_transfer', 'external_container'] } },
        schema: {
          tags,
          summary: '托盘移位明细（移位批次 transferBatchId、货箱 caseId、托盘编号；按移位时间倒序；含仓单编号）',
        },
      },
      async (request) => ok(await pageTrayTransfers(ctx.db, principalOf(request), request.query)),
    );
  };
