import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { Jobs } from '../../platform/jobs/jobs';
import { sandboxWmsContainer, sandboxWmsDevice, sandboxWmsTray } from './sandbox.table';
import type { createAlarms } from './sandbox-alarms';

/** The readers' round: every online reader reads the tags present at its warehouse, at most this many a round. */
export const INVENTORY_TAGS_PER_DEVICE = 5_000;
export const WMS_SANDBOX_INVENTORY_QUEUE = 'wms-sandbox-inventory';

/**
 * A warehouse's fixed RFID readers read the tags around them all the time; the sandbox does it once an hour (a
 * scheduled job in a running server), so that the tags of goods still on the shelf keep being seen and the
 * platform's reconciliation (RFID seen within its window) finds only what is really missing. An offline reader
 * reads nothing: its warehouse's tags go stale, as they would. Tests call `inventoryRound` directly.
 */
export const createInventory = (deps: { db: Db; jobs?: Jobs; alarms: ReturnType<typeof createAlarms> }) => {
  const { db, alarms } = deps;

  const inventoryRound = async (tenantId?: string) => {
    const devices = await db
      .select()
      .from(sandboxWmsDevice)
      .where(and(eq(sandboxWmsDevice.online, 1), tenantId ? eq(sandboxWmsDevice.tenantId, tenantId) : undefined))
      .orderBy(asc(sandboxWmsDevice.id));
    // One reader per warehouse is enough: the first online one reads its warehouse's tags.
    const seen = new Set<string>();
    let read = 0;
    for (const d of devices) {
      const key = `${d.tenantId}|${d.unit}|${d.warehouseCode}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const tags = await db
        .select({ epc: sandboxWmsTray.rfidCode })
        .from(sandboxWmsTray)
        .innerJoin(sandboxWmsContainer, eq(sandboxWmsContainer.id, sandboxWmsTray.containerId))
        .where(
          and(
            eq(sandboxWmsTray.tenantId, d.tenantId),
            eq(sandboxWmsTray.unit, d.unit),
            eq(sandboxWmsTray.removed, 0),
            eq(sandboxWmsContainer.warehouseCode, d.warehouseCode),
          ),
        )
        .orderBy(asc(sandboxWmsTray.id))
        .limit(INVENTORY_TAGS_PER_DEVICE);
      const epcCodes = tags.flatMap((t) => (t.epc ? [t.epc] : []));
      if (!epcCodes.length) continue;
      await alarms.scanTags(d.tenantId, d.unit, { epcCodes, deviceCode: d.deviceCode });
      read += epcCodes.length;
    }
    return read;
  };

  const registerInventoryJob = async () => {
    if (!deps.jobs) return;
    await deps.jobs.createQueue(WMS_SANDBOX_INVENTORY_QUEUE, { retryLimit: 1, retryDelay: 60 });
    await deps.jobs.work(WMS_SANDBOX_INVENTORY_QUEUE, async () => {
      await inventoryRound();
    });
    await deps.jobs.schedule(WMS_SANDBOX_INVENTORY_QUEUE, '17 * * * *');
  };

  return { inventoryRound, registerInventoryJob };
};
