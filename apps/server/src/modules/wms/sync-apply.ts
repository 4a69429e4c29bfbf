import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import type { WmsContainerSnapshot, WmsEvent, WmsRfidScan, WmsTrayMove } from '../../providers/wms/port';
import { enterpriseIdsByCode } from '../enterprise';
import { receipt } from '../receipt';
import { type AlarmEffects, applyAlarmEffects, systemActor } from './alarm-effect';
import { attachAlarmsToContainers, upsertWmsAlarm } from './alarm-sync';
import { LIVE } from './container-repo';
import { applyContainerSnapshots, type WmsUnit } from './sync-containers';
import { isoOrNull, jsonParam } from './sync-sql';
import { wmsContainer, wmsRfidWarn, wmsTray, wmsTrayTransfer } from './wms.table';

export type { WmsUnit } from './sync-containers';

/** What applying events changed: the mirror's containers and alarms, and the receipts the alarms moved. */
export type AppliedEvents = { containerIds: string[]; alarmIds: string[]; effects: AlarmEffects };

/**
 * Applies WMS events to the mirror — the one path of pushed and pulled events alike (port.ts: the same events with
 * the same ids). Container snapshots first (version-gated, set-based), then alarms (version-gated; an open one on
 * goods under a live receipt puts the receipt to 90), tray moves (one transfer record per event) and RFID scans
 * (trays' last scan only moves forward; warned reads logged). Every step is idempotent, so an event applied twice
 * changes nothing the second time. In the caller's transaction.
 */
export const applyWmsEvents = async (
  tx: DbOrTx,
  scope: WmsUnit,
  events: readonly WmsEvent[],
  now: Date,
): Promise<AppliedEvents> => {
  const containers: WmsContainerSnapshot[] = [];
  const moves: { eventId: string; at: string; move: WmsTrayMove }[] = [];
  const scans: { eventId: string; warehouseCode: string; scan: WmsRfidScan }[] = [];
  for (const e of events) {
    if (e.type === 'container') containers.push(e.container);
    else if (e.type === 'trayMove') moves.push({ eventId: e.id, at: e.at, move: e.move });
    else if (e.type === 'rfidScan')
      for (const scan of e.scans) scans.push({ eventId: e.id, warehouseCode: e.warehouseCode, scan });
  }
  const containerIds = await applyContainerSnapshots(tx, scope, containers, now);
  const alarmIds: string[] = await attachAlarmsToContainers(tx, scope, containerIds);
  for (const e of events) {
    if (e.type !== 'alarm') continue;
    const id = await upsertWmsAlarm(tx, scope, e.alarm, now);
    if (id) alarmIds.push(id);
  }
  await recordTrayMoves(tx, scope, moves, now);
  await recordRfidScans(tx, scope, scans);
  const effects = await applyAlarmEffects(tx, scope.tenantId, alarmIds, systemActor(scope.tenantId));
  return { containerIds, alarmIds, effects: { billIds: effects.billIds, alarmIds: [...new Set(alarmIds)] } };
};

/** One event: the same path (tests, the demo seed). */
export const applyWmsEvent = (tx: DbOrTx, scope: WmsUnit, event: WmsEvent, now: Date) =>
  applyWmsEvents(tx, scope, [event], now);

/**
 * spec 3 §3 Tray transfer record: one row per tray-move event (keyed by the event id), the container, its receipt
 * (the live one of its lineage, else the one generated from it), its cargo owner and warehouse from the mirror.
 */
const recordTrayMoves = async (
  tx: DbOrTx,
  scope: WmsUnit,
  moves: { eventId: string; at: string; move: WmsTrayMove }[],
  now: Date,
) => {
  if (moves.length === 0) return;
  const rows = moves.map(({ eventId, at, move }) => ({
    event_id: eventId.slice(0, 64),
    batch_id: move.batchId?.slice(0, 64) ?? null,
    tray_code: (move.trayCode ?? '').slice(0, 64),
    from_site: move.fromSite?.slice(0, 64) ?? null,
    to_site: move.toSite?.slice(0, 64) ?? null,
    container_ext: move.containerId,
    case_number: move.caseNumber?.slice(0, 64) ?? null,
    moved_at: isoOrNull(move.movedAt) ?? isoOrNull(at) ?? now.toISOString(),
  }));
  await tx.execute(sql`
    insert into ${wmsTrayTransfer} (tenant_id, warehouse_unit_id, event_id, transfer_batch_id, tray_id, tray_code,
      out_site, in_site, container_id, case_number, cargo_owner_id, warehouse_id, bill_id, move_time)
    select ${scope.tenantId}, ${scope.unit}, r.event_id, r.batch_id, t.id, r.tray_code, r.from_site, r.to_site, c.id,
      coalesce(r.case_number, c.case_number), c.cargo_owner_id, c.warehouse_id, coalesce(live.id, c.bill_id),
      r.moved_at
      from jsonb_to_recordset(${jsonParam(rows)}) as r(event_id text, batch_id text, tray_code text, from_site text,
        to_site text, container_ext text, case_number text, moved_at timestamptz)
      left join lateral (select c.* from ${wmsContainer} c
                          where c.tenant_id = ${scope.tenantId} and c.warehouse_unit_id = ${scope.unit}
                            and (c.external_id = r.container_ext
                              or (r.container_ext is null and c.case_number = r.case_number))
                          order by c.removed, c.id desc limit 1) c on true
      left join lateral (select t.id from ${wmsTray} t where t.container_id = c.id and t.tray_code = r.tray_code
                          order by t.removed, t.id desc limit 1) t on true
      left join lateral (select b.id from ${receipt} b where b.lineage_id = c.lineage_id and b.status in (${LIVE})
                            and b.is_deleted = 0 limit 1) live on true
    on conflict (tenant_id, warehouse_unit_id, event_id) do nothing`);
};

/**
 * RFID reads: a tray whose tag was read has its lastScanTime moved forward (never back: reads arrive out of
 * order), and a read the WMS warned about joins the RFID scan warn log (one row per event and tag).
 */
const recordRfidScans = async (
  tx: DbOrTx,
  scope: WmsUnit,
  scans: { eventId: string; warehouseCode: string; scan: WmsRfidScan }[],
) => {
  if (scans.length === 0) return;
  const latest = new Map<string, string>();
  for (const { scan } of scans) {
    const at = isoOrNull(scan.scanTime);
    if (!at || !scan.epcCode) continue;
    const seen = latest.get(scan.epcCode);
    if (!seen || seen < at) latest.set(scan.epcCode, at);
  }
  if (latest.size > 0)
    await tx.execute(sql`
      update ${wmsTray} t set last_scan_time = r.scan_time
        from jsonb_to_recordset(${jsonParam([...latest].map(([epc, scan_time]) => ({ epc, scan_time })))})
               as r(epc text, scan_time timestamptz),
             ${wmsContainer} c
       where t.tenant_id = ${scope.tenantId} and t.rfid_code = r.epc and c.id = t.container_id
         and c.warehouse_unit_id = ${scope.unit}
         and (t.last_scan_time is null or t.last_scan_time < r.scan_time)`);
  const warned = scans.filter((s) => s.scan.warn && s.scan.epcCode && isoOrNull(s.scan.scanTime));
  if (warned.length === 0) return;
  const codes = await enterpriseIdsByCode(
    tx,
    scope.tenantId,
    warned.map((s) => s.warehouseCode),
  );
  const rows = warned.map(({ eventId, warehouseCode, scan }) => ({
    event_id: eventId.slice(0, 64),
    epc: scan.epcCode.slice(0, 64),
    site_code: scan.siteCode?.slice(0, 64) ?? null,
    device_code: scan.deviceCode?.slice(0, 64) ?? null,
    warehouse_id: codes.get(warehouseCode) ?? null,
    scan_time: isoOrNull(scan.scanTime),
    warn: (scan.warn ?? '').slice(0, 200),
  }));
  await tx.execute(sql`
    insert into ${wmsRfidWarn} (tenant_id, warehouse_unit_id, event_id, epc_code, tray_code, site_code, device_code,
      warehouse_id, scan_time, warn)
    select ${scope.tenantId}, ${scope.unit}, r.event_id, r.epc,
      (select t.tray_code from ${wmsTray} t where t.tenant_id = ${scope.tenantId} and t.rfid_code = r.epc
        order by t.removed, t.id desc limit 1),
      r.site_code, r.device_code, r.warehouse_id, r.scan_time, r.warn
      from jsonb_to_recordset(${jsonParam(rows)}) as r(event_id text, epc text, site_code text, device_code text,
        warehouse_id bigint, scan_time timestamptz, warn text)
    on conflict do nothing`);
};
