import { trayMachine } from '@kc/domain/wms/status';
import { ContainerStatus, TrayStatus } from '@kc/domain/wms/wms';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { type Actor, transitionAll } from '../../platform/state/transition';
import { sendTrayCommand } from './tray-commands';
import { wmsBillTray, wmsContainer, wmsTray } from './wms.table';

/**
 * What the part-unlock module (部分解锁, registered after this one) reads and moves of the mirror: a receipt's
 * locked containers and the trays it covers, the chosen trays' unlock (mirror 11, the WMS through the port), and a
 * container's trays by case number.
 */

type ReceiptRef = { id: string; lineageId: string | null };
const lineageOf = (r: ReceiptRef) => r.lineageId ?? r.id;

/** A tray a receipt covers, in a container of its lineage, still in the warehouse, with its lock status. */
export type CoveredTray = {
  billId: string;
  trayId: string;
  trayCode: string;
  containerId: string;
  caseNumber: string;
  containerStatus: number;
  weight: string;
  num: string;
  status: number;
};

/**
 * The trays these receipts cover (kc_wms_bill_tray of the receipt its containers were generated for, in the
 * containers of each receipt's lineage, present in the mirror), optionally of one container or only some trays.
 */
export const coveredTrays = async (
  db: DbOrTx,
  receipts: readonly ReceiptRef[],
  filter: { containerId?: string; trayIds?: readonly string[] } = {},
): Promise<CoveredTray[]> => {
  if (receipts.length === 0) return [];
  const byLineage = new Map(receipts.map((r) => [lineageOf(r), r.id]));
  const rows = await db
    .select({
      lineageId: wmsContainer.lineageId,
      trayId: wmsTray.id,
      trayCode: wmsTray.trayCode,
      containerId: wmsContainer.id,
      caseNumber: wmsContainer.caseNumber,
      containerStatus: wmsContainer.status,
      weight: wmsBillTray.weight,
      num: wmsBillTray.num,
      status: wmsTray.status,
    })
    .from(wmsContainer)
    .innerJoin(
      wmsBillTray,
      and(eq(wmsBillTray.containerId, wmsContainer.id), eq(wmsBillTray.billId, wmsContainer.billId)),
    )
    .innerJoin(wmsTray, and(eq(wmsTray.id, wmsBillTray.trayId), eq(wmsTray.removed, 0)))
    .where(
      and(
        inArray(wmsContainer.lineageId, [...byLineage.keys()]),
        eq(wmsContainer.isDeleted, 0),
        filter.containerId ? eq(wmsContainer.id, filter.containerId) : undefined,
        filter.trayIds ? inArray(wmsTray.id, [...filter.trayIds]) : undefined,
      ),
    )
    .orderBy(asc(wmsContainer.caseNumber), asc(wmsTray.trayCode));
  return rows.map(({ lineageId, ...t }) => ({ billId: byLineage.get(lineageId!)!, ...t }));
};

/** The locked containers (10) of these receipts' lineages, with their tray counts and locked trays. */
export const lockedContainersOf = async (db: DbOrTx, receipts: readonly ReceiptRef[]) => {
  if (receipts.length === 0) return [];
  const byLineage = new Map(receipts.map((r) => [lineageOf(r), r.id]));
  const rows = await db
    .select({
      id: wmsContainer.id,
      lineageId: wmsContainer.lineageId,
      caseNumber: wmsContainer.caseNumber,
      materialNames: wmsContainer.materialNames,
      totalWeight: wmsContainer.totalWeight,
      trayCounts: wmsContainer.trayCounts,
      status: wmsContainer.status,
      // qualified by hand: inside the subquery drizzle would write the outer column unqualified
      lockedTrays: sql<number>`(select count(*) from ${wmsTray} t where t.container_id = "kc_wms_container"."id"
        and t.removed = 0 and t.status = ${TrayStatus.locked})`.mapWith(Number),
    })
    .from(wmsContainer)
    .where(
      and(
        inArray(wmsContainer.lineageId, [...byLineage.keys()]),
        eq(wmsContainer.status, ContainerStatus.locked),
        eq(wmsContainer.isDeleted, 0),
      ),
    )
    .orderBy(asc(wmsContainer.caseNumber));
  return rows.map(({ lineageId, ...c }) => ({ billId: byLineage.get(lineageId!)!, ...c }));
};

/**
 * spec 3 §4 Tray status, a partial unlock passed (40): these trays are unlocked again (→ 11) in the caller's
 * transaction, each with its audit event; their containers and every other tray stay locked (10). The WMS is told
 * after the commit (`unlockTraysInWms`, the part-unlock module's outbox). Answers the trays moved.
 */
export const unlockChosenTrays = async (
  tx: DbOrTx,
  input: { trayIds: readonly string[]; actor: Actor; ulockId: string; code: string },
) => {
  if (input.trayIds.length === 0) return [];
  return transitionAll(tx, {
    table: wmsTray,
    machine: trayMachine,
    move: 'unlock',
    actor: input.actor,
    where: and(inArray(wmsTray.id, [...input.trayIds]), eq(wmsTray.removed, 0))!,
    payload: (tray) => ({
      containerId: tray.containerId,
      trayCode: tray.trayCode,
      reason: 'partUnlock',
      ulockId: input.ulockId,
      ulockCode: input.code,
    }),
  });
};

/**
 * Tells the WMS which trays a partial unlock let go (port `unlockTrays`), grouped by container: idempotent, so the
 * outbox may send again what a lost answer left unknown. Answers the mirror tray ids the WMS took (and those the
 * mirror no longer knows: nothing is left to send for them); the rest stays for the next round.
 */
export const unlockTraysInWms = (
  ctx: AppContext,
  input: { tenantId: string; trayIds: readonly string[] },
  log?: (err: unknown, msg: string) => void,
): Promise<string[]> =>
  sendTrayCommand(
    ctx,
    input,
    ({ unit, containerId, trayIds }) => ctx.wms.unlockTrays(input.tenantId, unit, { containerId, trayIds }),
    (container) => `WMS托盘解锁失败（货箱 ${container}），稍后重试`,
    log,
  );

/** A container of a receipt's lineage by case number, and its present trays with their lock status. */
export const containerTraysOf = async (
  db: DbOrTx,
  input: { tenantId: string; lineageIds: readonly string[]; billIds: readonly string[]; caseNumber: string },
) => {
  if (input.lineageIds.length === 0 && input.billIds.length === 0) return undefined;
  const [container] = await db
    .select()
    .from(wmsContainer)
    .where(
      and(
        eq(wmsContainer.tenantId, input.tenantId),
        eq(wmsContainer.caseNumber, input.caseNumber),
        // the receipt's lineage (while it lasts) or the receipt it was generated for (a released container)
        or(
          input.lineageIds.length ? inArray(wmsContainer.lineageId, [...input.lineageIds]) : undefined,
          input.billIds.length ? inArray(wmsContainer.billId, [...input.billIds]) : undefined,
        ),
        eq(wmsContainer.isDeleted, 0),
      ),
    )
    .orderBy(asc(wmsContainer.id))
    .limit(1);
  if (!container) return undefined;
  const trays = await db
    .select()
    .from(wmsTray)
    .where(and(eq(wmsTray.containerId, container.id), eq(wmsTray.removed, 0)))
    .orderBy(asc(wmsTray.trayCode));
  return { container, trays };
};
