import { ok } from '@kc/domain';
import { partUnlockRoutes as routes } from '@kc/domain/part-unlock/part-unlock-routes';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/access/guard';
import type { AppContext } from '../../platform/context';
import { serveRoute } from '../../platform/http/serve-route';
import { auditPlatform, auditShipper, auditWarehouse } from './audit-part-unlock';
import {
  containerTrays,
  pagePartUnlock,
  partUnlockDetailOf,
  recordTrays,
  selectableBills,
  selectableContainers,
  selectableTrays,
  selectableTraysOfBills,
} from './part-unlock.repo';
import { partUnlock } from './part-unlock.table';
import { seesPartUnlock } from './part-unlock-access';
import { publishPartUnlockStatus } from './part-unlock-events';
import { PART_UNLOCK_FILE_OWNER } from './part-unlock-files';
import { removePartUnlockTray, resubmitPartUnlock, submitPartUnlock } from './submit-part-unlock';
import { registerTrayUnlockJob, sendPendingTrayUnlocks } from './unlock-outbox';

const tags = ['部分解锁'];
/** The menu 部分解锁 (/partUnlock/index): holders (shipper), warehouses, the platform (seed roles). */
const config = { access: { perm: ['part_unlock'] } };
const shipperConfig = { access: { perm: ['ccb_push_audit_shipper'] } };
const platformConfig = { access: { perm: ['ccb_push_audit_platform'] } };
const warehouseConfig = { access: { perm: ['ccb_push_audit_warehouse'] } };

/** Partial unlocks (部分解锁, partUnlock; README.md). */
export const partUnlockRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    await registerTrayUnlockJob(ctx, (err, msg) => app.log.error({ err }, msg));
    const log = (err: unknown, msg: string) => app.log.warn({ err }, msg);
    // A record's images are seen by whoever sees the record (its warehouse, its holder, the platform, banks).
    ctx.files.registerOwnerResolver(PART_UNLOCK_FILE_OWNER, async (p, ownerId) => {
      const [r] = await ctx.db.select().from(partUnlock).where(eq(partUnlock.id, ownerId)).limit(1);
      return r != null && seesPartUnlock(p, r);
    });

    serveRoute(
      app,
      routes.page,
      { config, schema: { tags, summary: '部分解锁分页（仓库、货主看自己的，平台看全部）' } },
      async (request) => ok(await pagePartUnlock(ctx.db, principalOf(request), request.query)),
    );

    serveRoute(
      app,
      routes.billListById,
      {
        config,
        schema: { tags, summary: '部分解锁详情：提货申请书、提货确认书、仓库确认书、驳回意见、货箱列表（分页）' },
      },
      async (request) => ok(await partUnlockDetailOf(ctx, principalOf(request), request.query)),
    );

    serveRoute(
      app,
      routes.auditShipper,
      {
        config: shipperConfig,
        schema: { tags, summary: '货主审核：20 通过（待平台审核），11 驳回（须填写驳回意见）' },
      },
      async (request) => {
        const moved = await auditShipper(ctx, principalOf(request), request.body);
        await publishPartUnlockStatus(ctx, moved.id);
        return ok(moved);
      },
    );

    serveRoute(
      app,
      routes.auditPlatform,
      {
        config: platformConfig,
        schema: {
          tags,
          summary: '平台审核：30 通过（须上传一个提货确认书），21 驳回；仓库驳回后 32 重新上传提货确认书',
        },
      },
      async (request) => {
        const moved = await auditPlatform(ctx, principalOf(request), request.body);
        await publishPartUnlockStatus(ctx, moved.id);
        return ok(moved);
      },
    );

    serveRoute(
      app,
      routes.auditWarehouse,
      {
        config: warehouseConfig,
        schema: { tags, summary: '仓库审核（30 或 32）：40 通过（须上传确认书，所选托盘在 WMS 解锁），31 驳回' },
      },
      async (request) => {
        const moved = await auditWarehouse(ctx, principalOf(request), request.body);
        await publishPartUnlockStatus(ctx, moved.id);
        // The chosen trays, told to the WMS now; what it does not take, by the outbox's sweep.
        await sendPendingTrayUnlocks(ctx, { ulockId: moved.id, log }).catch((err) => log(err, 'WMS托盘解锁失败'));
        return ok(moved);
      },
    );

    serveRoute(
      app,
      routes.destroyBillListByPage,
      { config, schema: { tags, summary: '部分解锁的托盘（分页）' } },
      async (request) => ok(await recordTrays(ctx.db, principalOf(request), request.body)),
    );

    serveRoute(
      app,
      routes.submit,
      { config, schema: { tags, summary: '仓库提交部分解锁申请（所选锁定托盘与提货申请书），状态 10' } },
      async (request) => {
        const saved = await submitPartUnlock(ctx, principalOf(request), request.body);
        await publishPartUnlockStatus(ctx, saved.id);
        return ok(saved);
      },
    );

    serveRoute(
      app,
      routes.submitAudit,
      { config, schema: { tags, summary: '仓库在货主或平台驳回后重新提交（11/21 → 10）' } },
      async (request) => {
        const moved = await resubmitPartUnlock(ctx, principalOf(request), request.body);
        await publishPartUnlockStatus(ctx, moved.id);
        return ok(moved);
      },
    );

    serveRoute(
      app,
      routes.queryAllTrayByBillids,
      { config, schema: { tags, summary: '所选仓单的全部锁定托盘（本仓库保管的仓单）' } },
      async (request) => ok(await selectableTraysOfBills(ctx.db, principalOf(request), request.body.billIds)),
    );

    serveRoute(
      app,
      routes.delDestroyBill,
      { config, schema: { tags, summary: '仓库从申请中移除托盘（10，或 11/21 驳回后；至少保留一个）' } },
      async (request) => {
        const id = await removePartUnlockTray(ctx, principalOf(request), request.body);
        await publishPartUnlockStatus(ctx, id);
        return ok(true as const);
      },
    );

    serveRoute(
      app,
      routes.selectBillListByPage,
      { config, schema: { tags, summary: '可部分解锁的仓单：本仓库保管、已生效、未被其他业务占用、有锁定货箱' } },
      async (request) => ok(await selectableBills(ctx.db, principalOf(request), request.query)),
    );

    serveRoute(
      app,
      routes.selectContainerListByBillId,
      { config, schema: { tags, summary: '仓单的锁定货箱' } },
      async (request) => ok(await selectableContainers(ctx.db, principalOf(request), request.query.billId)),
    );

    serveRoute(
      app,
      routes.selectTrayListByContainId,
      { config, schema: { tags, summary: '货箱的锁定托盘' } },
      async (request) => ok(await selectableTrays(ctx.db, principalOf(request), request.query.containerId)),
    );

    serveRoute(
      app,
      routes.containerTrays,
      {
        config: { access: { perm: ['part_unlock', 'ccb_release'] } },
        schema: { tags, summary: '货箱的托盘及其锁定状态（按仓单编号、货箱号）' },
      },
      async (request) => ok(await containerTrays(ctx.db, principalOf(request), request.query)),
    );
  };
