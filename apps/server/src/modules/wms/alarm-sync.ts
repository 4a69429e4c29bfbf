import { AlarmStatus, AlarmType } from '@kc/domain/wms/wms';
import { and, eq, sql } from 'drizzle-orm';
import { appendAuditEvent } from '../../platform/audit/audit.service';
import type { DbOrTx } from '../../platform/db/client';
import type { WmsAlarmKind, WmsAlarmSnapshot } from '../../providers/wms/port';
import { enterpriseIdsByCode } from '../enterprise';
import { nextAlarmCodes } from './alarm-codes';
import type { WmsUnit } from './sync-containers';
import { isoOrNull } from './sync-sql';
import { wmsAlarm, wmsAlarmDevice, wmsAlarmTray, wmsContainer } from './wms.table';

/** The audit trail's object type of an alarm's moves. */
export const ALARM_OBJECT = 'wmsAlarm';

const typeOfKind: Record<WmsAlarmKind, number> = {
  offline: AlarmType.offline,
  container: AlarmType.container,
  weight: AlarmType.weight,
};

const cut = (s: string | null | undefined, n: number) => (s == null ? null : s.slice(0, n));
const timeOrNull = (s: string | null | undefined) => {
  const iso = isoOrNull(s);
  return iso ? new Date(iso) : null;
};

/**
 * A WMS alarm into the mirror (spec 3 §2 Alarms, §3 Alarm detail): kc_wms_alarm keyed by the WMS's alarm id,
 * version-gated (an older report arriving late changes nothing), a new one with its 'GJ…' code and status 0; its
 * devices (offline alarm), trays (container alarm) and RFID reads (rfidJson). The container, its cargo owner and
 * the warehouse come from the mirror and the enterprise codes. The WMS clearing an alarm only records clearedTime:
 * a person still handles it on the platform, and a handled alarm is not reopened by a later report. Answers the
 * alarm's id when it changed, else null.
 */
export const upsertWmsAlarm = async (
  tx: DbOrTx,
  scope: WmsUnit,
  a: WmsAlarmSnapshot,
  now: Date,
): Promise<string | null> => {
  const externalId = cut(a.alarmId, 100)!;
  const [existing] = await tx
    .select({ id: wmsAlarm.id, wmsVersion: wmsAlarm.wmsVersion, status: wmsAlarm.status })
    .from(wmsAlarm)
    .where(
      and(
        eq(wmsAlarm.tenantId, scope.tenantId),
        eq(wmsAlarm.warehouseUnitId, scope.unit),
        eq(wmsAlarm.source, 'wms'),
        eq(wmsAlarm.externalId, externalId),
      ),
    )
    .for('update');
  if (existing && existing.wmsVersion >= a.version) return null;
  const [container] = a.containerId
    ? await tx
        .select({
          id: wmsContainer.id,
          caseNumber: wmsContainer.caseNumber,
          cargoOwnerId: wmsContainer.cargoOwnerId,
          warehouseId: wmsContainer.warehouseId,
        })
        .from(wmsContainer)
        .where(
          and(
            eq(wmsContainer.tenantId, scope.tenantId),
            eq(wmsContainer.warehouseUnitId, scope.unit),
            eq(wmsContainer.externalId, a.containerId),
          ),
        )
        .limit(1)
    : [];
  const codes = await enterpriseIdsByCode(tx, scope.tenantId, [a.warehouseCode]);
  const fields = {
    type: typeOfKind[a.kind] ?? AlarmType.container,
    content: cut(a.content, 500) ?? '',
    warehouseId: codes.get(a.warehouseCode) ?? container?.warehouseId ?? null,
    cargoOwnerId: container?.cargoOwnerId ?? null,
    containerId: container?.id ?? null,
    caseNumber: cut(a.caseNumber, 64) ?? container?.caseNumber ?? null,
    rfidJson: (a.rfid ?? []).map((r) => ({ epcCode: r.epcCode, scanTime: isoOrNull(r.scanTime) })),
    wmsVersion: a.version,
    raisedTime: timeOrNull(a.raisedAt) ?? now,
    clearedTime: a.status === 'cleared' ? (timeOrNull(a.clearedAt) ?? now) : null,
    updateTime: now,
  };
  let alarmId: string;
  if (existing) {
    await tx.update(wmsAlarm).set(fields).where(eq(wmsAlarm.id, existing.id));
    alarmId = existing.id;
  } else {
    const [code] = await nextAlarmCodes(tx, scope.tenantId, now, 1);
    const [row] = await tx
      .insert(wmsAlarm)
      .values({
        ...fields,
        tenantId: scope.tenantId,
        code: code!,
        warehouseUnitId: scope.unit,
        source: 'wms',
        externalId,
        status: AlarmStatus.open,
        createTime: now,
      })
      .returning({ id: wmsAlarm.id, code: wmsAlarm.code });
    alarmId = row!.id;
    await appendAuditEvent(tx, {
      tenantId: scope.tenantId,
      objectType: ALARM_OBJECT,
      objectId: alarmId,
      action: 'raise',
      toStatus: AlarmStatus.open,
      payload: { code: row!.code, source: 'wms', externalId, kind: a.kind, caseNumber: fields.caseNumber },
    });
  }
  const devices = dedupe(a.devices ?? [], (d) => d.deviceCode);
  if (devices.length > 0)
    await tx
      .insert(wmsAlarmDevice)
      .values(
        devices.map((d) => ({
          alarmId,
          deviceCode: cut(d.deviceCode, 64)!,
          deviceName: cut(d.deviceName, 100),
          offlineTime: timeOrNull(d.offlineTime),
          onlineTime: timeOrNull(d.onlineTime),
        })),
      )
      .onConflictDoUpdate({
        target: [wmsAlarmDevice.alarmId, wmsAlarmDevice.deviceCode],
        set: {
          deviceName: sql`excluded.device_name`,
          offlineTime: sql`excluded.offline_time`,
          onlineTime: sql`excluded.online_time`,
        },
      });
  const trays = dedupe(a.trays ?? [], (t) => t.trayCode);
  if (trays.length > 0)
    await tx
      .insert(wmsAlarmTray)
      .values(
        trays.map((t) => ({
          alarmId,
          trayCode: cut(t.trayCode, 64)!,
          rfidCode: cut(t.rfidCode, 64),
          siteCode: cut(t.siteCode, 64),
          caseNumber: fields.caseNumber,
          reason: cut(t.reason, 200),
        })),
      )
      .onConflictDoUpdate({
        target: [wmsAlarmTray.alarmId, wmsAlarmTray.trayCode],
        set: {
          rfidCode: sql`excluded.rfid_code`,
          siteCode: sql`excluded.site_code`,
          caseNumber: sql`excluded.case_number`,
          reason: sql`excluded.reason`,
        },
      });
  return alarmId;
};

const dedupe = <T>(items: readonly T[], key: (t: T) => string) => {
  const seen = new Map<string, T>();
  for (const item of items) seen.set(key(item).slice(0, 64), item);
  return [...seen.values()];
};

/**
 * The pull found these WMS alarms no longer open in the WMS (not among listOpenAlarms): cleared there, so their
 * clearedTime is set (a person still handles them). Answers how many it marked.
 */
export const markClearedAlarms = async (tx: DbOrTx, scope: WmsUnit, openIds: ReadonlySet<string>, now: Date) => {
  const rows = await tx
    .update(wmsAlarm)
    .set({ clearedTime: now, updateTime: now })
    .where(
      and(
        eq(wmsAlarm.tenantId, scope.tenantId),
        eq(wmsAlarm.warehouseUnitId, scope.unit),
        eq(wmsAlarm.source, 'wms'),
        sql`${wmsAlarm.clearedTime} is null`,
        sql`${wmsAlarm.externalId} not in (select jsonb_array_elements_text(${JSON.stringify([...openIds])}::jsonb))`,
      ),
    )
    .returning({ id: wmsAlarm.id });
  return rows.length;
};

/**
 * An alarm that arrived before its container (out of order) names only the case number: once the container is
 * mirrored the alarm is tied to it, its cargo owner and warehouse, so it can hold the container's receipt. Answers
 * the alarms it tied.
 */
export const attachAlarmsToContainers = async (tx: DbOrTx, scope: WmsUnit, containerIds: readonly string[]) => {
  if (containerIds.length === 0) return [];
  const rows = await tx.execute(sql`
    update ${wmsAlarm} a set container_id = c.id, cargo_owner_id = c.cargo_owner_id,
        warehouse_id = coalesce(a.warehouse_id, c.warehouse_id)
      from ${wmsContainer} c
     where c.id in (select (jsonb_array_elements_text(${JSON.stringify(containerIds)}::jsonb))::bigint)
       and a.tenant_id = ${scope.tenantId} and a.warehouse_unit_id = ${scope.unit} and a.source = 'wms'
       and a.container_id is null and a.case_number = c.case_number
    returning a.id::text as id`);
  return (rows as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
};
