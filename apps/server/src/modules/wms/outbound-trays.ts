import { ContainerStatus } from '@kc/domain/wms/wms';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import type { Actor } from '../../platform/state/transition';
import { LockPending } from './container-lock';
import { moveTrays, tryMoveContainer } from './container-moves';
import { sendTrayCommand } from './tray-commands';
import { wmsBillTray, wmsContainer, wmsTray } from './wms.table';

/** A tray a receipt covers, still in the warehouse (the outbound order weighs them out one by one). */
export type ReceiptTray = {
  billId: string;
  trayId: string;
  trayCode: string;
  rfidCode: string | null;
  siteCode: string | null;
  containerId: string;
  caseNumber: string;
  weight: string;
  num: string;
};

/**
 * The trays each receipt covers that are still in the warehouse: those recorded for the receipt its containers were
 * generated for (kc_wms_bill_tray) in the containers of its lineage (a transfer's successor covers them too), present
 * in the mirror. A receipt of an inbound order has none (weighed out by lots). Receipt id → its trays, by tray code.
 */
export const receiptTrays = async (db: DbOrTx, receipts: readonly { id: string; lineageId: string | null }[]) => {
  const out = new Map<string, ReceiptTray[]>();
  if (receipts.length === 0) return out;
  const byLineage = new Map(receipts.map((r) => [r.lineageId ?? r.id, r.id]));
  const rows = await db
    .select({
      lineageId: wmsContainer.lineageId,
      trayId: wmsTray.id,
      trayCode: wmsTray.trayCode,
      rfidCode: wmsTray.rfidCode,
      siteCode: wmsTray.siteCode,
      containerId: wmsContainer.id,
      caseNumber: wmsContainer.caseNumber,
      weight: wmsBillTray.weight,
      num: wmsBillTray.num,
    })
    .from(wmsContainer)
    .innerJoin(
      wmsBillTray,
      and(eq(wmsBillTray.containerId, wmsContainer.id), eq(wmsBillTray.billId, wmsContainer.billId)),
    )
    .innerJoin(wmsTray, and(eq(wmsTray.id, wmsBillTray.trayId), eq(wmsTray.removed, 0)))
    .where(and(inArray(wmsContainer.lineageId, [...byLineage.keys()]), eq(wmsContainer.isDeleted, 0)))
    .orderBy(asc(wmsTray.trayCode));
  for (const r of rows) {
    const billId = byLineage.get(r.lineageId!)!;
    const list = out.get(billId) ?? [];
    const { lineageId: _, ...tray } = r;
    list.push({ billId, ...tray });
    out.set(billId, list);
  }
  return out;
};

/**
 * spec 3 §4 Container and Tray status, an outbound order passed (出库): these trays of a receipt leave the warehouse.
 * In the caller's transaction: they no longer belong to the receipt (their kc_wms_bill_tray rows go, so neither
 * reconciliation nor an alarm looks for them under the remainder's receipt); a container none of whose covered trays
 * is left (the receipt taken whole) is released — 10 → 11, its trays 11 — and leaves the lineage. The WMS hears of
 * it through `dispatchTrays` after the commit (which unlocks the emptied container there): no unlock is queued.
 * Answers the containers released.
 */
export const takeOutTrays = async (
  tx: DbOrTx,
  input: { trayIds: readonly string[]; actor: Actor; billId: string; billCode: string; outputCode: string },
) => {
  if (input.trayIds.length === 0) return [];
  const gone = await tx
    .delete(wmsBillTray)
    .where(inArray(wmsBillTray.trayId, [...input.trayIds]))
    .returning({ containerId: wmsBillTray.containerId });
  const containerIds = [...new Set(gone.map((g) => g.containerId))].sort();
  const released: string[] = [];
  for (const id of containerIds) {
    const [c] = await tx.select().from(wmsContainer).where(eq(wmsContainer.id, id)).for('update');
    if (!c) continue;
    const [left] = await tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(wmsBillTray)
      .where(and(eq(wmsBillTray.containerId, id), c.billId ? eq(wmsBillTray.billId, c.billId) : sql`true`));
    if (left?.n) continue;
    const row =
      c.status === ContainerStatus.locked
        ? await tryMoveContainer(tx, {
            id,
            move: 'unlock',
            actor: input.actor,
            set: { lockPending: LockPending.none, lineageId: null },
            payload: {
              reason: 'outbound',
              billId: input.billId,
              billCode: input.billCode,
              outputCode: input.outputCode,
            },
          })
        : undefined;
    if (row) released.push(row.id);
    else await tx.update(wmsContainer).set({ lineageId: null }).where(eq(wmsContainer.id, id));
  }
  await moveTrays(tx, released, 'unlock', input.actor);
  return released;
};

/**
 * Tells the WMS which trays left (port `dispatch`), grouped by container, after the commit of the pass: idempotent,
 * so the outbox may send again what a lost answer left unknown. Answers the mirror tray ids the WMS took; what it
 * refused or could not be reached for stays for the next round (the outbound module's outbox).
 */
export const dispatchTrays = (
  ctx: AppContext,
  input: { tenantId: string; trayIds: readonly string[]; ref: string },
  log?: (err: unknown, msg: string) => void,
): Promise<string[]> =>
  sendTrayCommand(
    ctx,
    input,
    ({ unit, containerId, trayIds }) =>
      ctx.wms.dispatch(input.tenantId, unit, { containerId, trayIds, ref: input.ref }),
    (container) => `WMS出库通知失败（货箱 ${container}），稍后重试`,
    log,
  );
