import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { wmsContainer, wmsTray } from './wms.table';

/** One container's trays as the WMS names them (its own container and tray ids). */
export type TrayCommand = { unit: string; containerId: string; trayIds: string[] };

/**
 * Sends a tray command to the WMS (an outbound order's `dispatch`, a partial unlock's `unlockTrays`), one call per
 * container, after the commit: every command is idempotent, so an outbox may send again what a lost answer left
 * unknown. Answers the mirror tray ids the WMS took, and those the mirror no longer knows (nothing is left to send for
 * them); what it refused or could not be reached for stays for the next round, logged with `failed`'s text.
 */
export const sendTrayCommand = async (
  ctx: AppContext,
  input: { tenantId: string; trayIds: readonly string[] },
  send: (command: TrayCommand) => Promise<void>,
  failed: (containerExternalId: string) => string,
  log?: (err: unknown, msg: string) => void,
): Promise<string[]> => {
  if (input.trayIds.length === 0) return [];
  const rows = await ctx.db
    .select({
      trayId: wmsTray.id,
      trayExternalId: wmsTray.externalId,
      containerId: wmsContainer.id,
      containerExternalId: wmsContainer.externalId,
      unit: wmsContainer.warehouseUnitId,
    })
    .from(wmsTray)
    .innerJoin(wmsContainer, eq(wmsContainer.id, wmsTray.containerId))
    .where(and(inArray(wmsTray.id, [...input.trayIds]), eq(wmsTray.tenantId, input.tenantId)));
  const groups = new Map<string, typeof rows>();
  for (const r of rows) groups.set(r.containerId, [...(groups.get(r.containerId) ?? []), r]);
  const sent: string[] = [];
  for (const group of groups.values()) {
    const first = group[0]!;
    try {
      await send({
        unit: first.unit,
        containerId: first.containerExternalId,
        trayIds: group.map((g) => g.trayExternalId),
      });
      sent.push(...group.map((g) => g.trayId));
    } catch (err) {
      log?.(err, failed(first.containerExternalId));
    }
  }
  const known = new Set(rows.map((r) => r.trayId));
  sent.push(...input.trayIds.filter((id) => !known.has(id)));
  return sent;
};
