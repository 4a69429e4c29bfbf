import { ContainerStatus } from '@kc/domain/wms/wms';
import Decimal from 'decimal.js';
import { eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { makeReceipts } from '../../test/fixtures/batch-sign';
import { receipt } from '../receipt';
import { wmsBillTray, wmsContainer, wmsTray } from '../wms';
import { makeWmsContainers } from '../wms/wms.fixtures';

/** A tray's figures (decimal text). */
export type TrayFigures = { weight: string; num: string };

/**
 * A receipt in effect over several containers, as the warehouse's completion of one application as one receipt and
 * the three signatures would leave it (written directly, fast enough for property runs): the receipt's weight and
 * quantity the exact sums of its trays, `kc_wms_bill_tray` one row per tray, the containers locked (10) in its
 * lineage. `containers`: each container's trays.
 */
export const receiptOverContainers = async (
  ctx: AppContext,
  o: { shipperId: string; warehouseId: string; containers: TrayFigures[][]; unit?: string },
) => {
  const [billId] = await makeReceipts(ctx, {
    count: 1,
    shipperId: o.shipperId,
    warehouseId: o.warehouseId,
    status: 1,
  });
  const made = await makeWmsContainers(
    ctx.db,
    o.containers.map((trays) => ({
      unit: o.unit ?? '1001',
      warehouseId: o.warehouseId,
      cargoOwnerId: o.shipperId,
      status: ContainerStatus.locked,
      trayStatus: 10,
      billId,
      lineageId: billId,
      goods: trays.map((t) => ({ trays: 1, weight: t.weight, num: t.num })),
    })),
  );
  const trays = await ctx.db
    .select()
    .from(wmsTray)
    .where(
      inArray(
        wmsTray.containerId,
        made.map((m) => m.id),
      ),
    );
  await ctx.db.insert(wmsBillTray).values(
    trays.map((t) => ({
      billId: billId!,
      trayId: t.id,
      containerId: t.containerId,
      trayCode: t.trayCode,
      rfidCode: t.rfidCode,
      weight: t.trayGoodsWeight,
      num: t.trayGoodsNum,
    })),
  );
  const sum = (pick: (t: TrayFigures) => string) =>
    o.containers
      .flat()
      .reduce((a, t) => a.plus(pick(t)), new Decimal(0))
      .toFixed(2);
  await ctx.db
    .update(receipt)
    .set({ totalWeight: sum((t) => t.weight), totalQuantity: sum((t) => t.num) })
    .where(eq(receipt.id, billId!));
  const containers = await ctx.db
    .select()
    .from(wmsContainer)
    .where(
      inArray(
        wmsContainer.id,
        made.map((m) => m.id),
      ),
    );
  return { billId: billId!, containerIds: made.map((m) => m.id), containers };
};
