import { DEFAULT_TENANT_ID } from '@kc/domain';
import { ReceiptStatus, type SignerRole } from '@kc/domain/receipt/status';
import { ContainerStatus, WmsApplyStatus } from '@kc/domain/wms/wms';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import { serverOrigin } from '../../platform/http/origin';
import { signReceipt } from '../batch-sign';
import { receipt } from '../receipt';
import { readSeedMark, writeSeedMark } from '../system';
import {
  pullUnit,
  runReconciliation,
  saveApply,
  sendPendingLocks,
  updateBillApply,
  wmsContainer,
  wmsTray,
} from '../wms';
import { demoEnterprises } from './data/demo';
import { demoActor } from './seed-trading';

/** Bumped when the demo WMS stock changes; a data directory seeded with this version is left alone. */
const WMS_MARK = 'seed:demo-wms';
const WMS_VERSION = 'v1';

/** The demo WMS platform (dictionary thirdwms_enterprise 1001 中储智慧仓储WMS). */
export const DEMO_WMS_UNIT = '1001';
/** Of the sandbox's demo stock: two containers under receipts in effect, one application waiting for the warehouse. */
const RECEIPTED = ['XH240301001', 'XH240301002'];
const PENDING = ['XH240301003'];
/** The container whose tray the WMS weighs again off by more than 1 %: the demo's one open alarm. */
const ALARMED = 'XH240301002';

const codeOf = (account: string) => demoEnterprises.find((d) => d.account === account)!.enterprise.code;

/**
 * The WMS demo (README "External warehouse systems"): the sandbox's demo warehouse holds six containers of the demo
 * shipper; the platform pulls them; through the screens' own services the shipper applies for two, the warehouse
 * completes the application and the three parties sign the receipts (in effect, the containers locked in the WMS);
 * a third application waits for the warehouse; the WMS weighs a tray of one locked container again and raises a
 * weight alarm, so that receipt reads 预警中; a first reconciliation run is recorded. Idempotent by seed mark.
 */
export const seedDemoWms = async (ctx: AppContext) => {
  if ((await readSeedMark(ctx.db, WMS_MARK)) === WMS_VERSION) return;
  const tenantId = DEFAULT_TENANT_ID;
  const [shipper, warehouse, platform] = await Promise.all(
    ['shipper', 'warehouse', 'platform'].map((a) => demoActor(ctx, a)),
  );
  if (!shipper || !warehouse || !platform) return;
  await ctx.wmsSandbox.seedDemoStock(tenantId, {
    unit: DEMO_WMS_UNIT,
    warehouseCode: codeOf('warehouse'),
    ownerCode: codeOf('shipper'),
  });
  await pullUnit(ctx, tenantId, DEMO_WMS_UNIT);

  const origin = serverOrigin(ctx.config);
  const receipted = await applyFor(ctx, shipper, RECEIPTED);
  if (receipted) {
    await updateBillApply(ctx, warehouse, { id: receipted, status: WmsApplyStatus.completed }, origin);
    const bills = await ctx.db
      .select({ id: receipt.id, status: receipt.status })
      .from(receipt)
      .where(eq(receipt.goodsId, receipted))
      .orderBy(asc(receipt.code));
    const signers: [SignerRole, Principal][] = [
      ['warehouse', warehouse],
      ['shipper', shipper],
      ['platform', platform],
    ];
    for (const bill of bills) {
      if (bill.status !== ReceiptStatus.generated) continue;
      for (const [role, actor] of signers) await signReceipt(ctx, { billId: bill.id, role, actor });
    }
    await sendPendingLocks(ctx, { tenantId });
  }
  await applyFor(ctx, shipper, PENDING);

  // The WMS weighs the first tray of a locked container again, 0.05 t heavier (about 2 %): a weight alarm.
  const [tray] = await ctx.db
    .select({ trayCode: wmsTray.trayCode, weight: wmsTray.trayGoodsWeight })
    .from(wmsTray)
    .innerJoin(wmsContainer, eq(wmsContainer.id, wmsTray.containerId))
    .where(
      and(
        eq(wmsContainer.tenantId, tenantId),
        eq(wmsContainer.warehouseUnitId, DEMO_WMS_UNIT),
        eq(wmsContainer.caseNumber, ALARMED),
        eq(wmsTray.removed, 0),
      ),
    )
    .orderBy(asc(wmsTray.trayCode))
    .limit(1);
  if (tray) {
    await ctx.wmsSandbox.changeWeight(tenantId, DEMO_WMS_UNIT, tray.trayCode, (Number(tray.weight) + 0.05).toFixed(2));
    await pullUnit(ctx, tenantId, DEMO_WMS_UNIT);
  }
  await runReconciliation(ctx, tenantId, { trigger: 'job', pull: false });
  await writeSeedMark(ctx.db, WMS_MARK, WMS_VERSION);
};

/** The shipper's application for containers not yet applied for (none left: undefined). */
const applyFor = async (ctx: AppContext, shipper: Principal, caseNumbers: string[]) => {
  const [taken] = await ctx.db
    .select({ id: wmsContainer.id })
    .from(wmsContainer)
    .where(
      and(
        eq(wmsContainer.warehouseUnitId, DEMO_WMS_UNIT),
        inArray(wmsContainer.caseNumber, caseNumbers),
        inArray(wmsContainer.status, [ContainerStatus.applied, ContainerStatus.generated, ContainerStatus.locked]),
      ),
    )
    .limit(1);
  if (taken) return undefined;
  const applied = await saveApply(ctx, shipper, { warehouseUnitId: DEMO_WMS_UNIT, caseNumber: caseNumbers });
  return applied.id;
};
