import { formatDateTime, offsetOf, type Page, toPage } from '@kc/domain';
import {
  type AlarmDetail,
  type AlarmRow,
  type AlarmSource,
  AlarmStatus,
  type alarmPageQuery,
  type containerAlarmTrayQuery,
  type offlineDetailQuery,
  type rfidWarnQuery,
  wmsRefusals,
} from '@kc/domain/wms/wms';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { isParty } from '../../platform/access/party';
import type { Principal } from '../../platform/auth/principal';
import type { DbOrTx } from '../../platform/db/client';
import { escapeLike } from '../../platform/db/like';
import { enterpriseNameSql } from '../enterprise';
import { receipt } from '../receipt';
import { type AlarmRecord, alarmVisibility, canSeeAlarm, mayHandleAlarm, rfidWarnVisibility } from './alarm-scope';
import { wmsPlatformNames } from './container-repo';
import { wmsAlarm, wmsAlarmBill, wmsAlarmDevice, wmsAlarmTray, wmsRfidWarn } from './wms.table';

type AlarmPageQuery = z.infer<typeof alarmPageQuery>;

const alarmBill = alias(receipt, 'alarm_receipt');

const rowSelection = { a: wmsAlarm, warehouseName: enterpriseNameSql(wmsAlarm.warehouseId), billCode: alarmBill.code };
type Selected = { a: AlarmRecord; warehouseName: string | null; billCode: string | null };

const selectAlarms = (db: DbOrTx) =>
  db.select(rowSelection).from(wmsAlarm).leftJoin(alarmBill, eq(alarmBill.id, wmsAlarm.billId));

const toRow = ({ a, warehouseName, billCode }: Selected, units: Map<string, string>): AlarmRow => ({
  id: a.id,
  code: a.code,
  type: a.type,
  source: a.source as AlarmSource,
  status: a.status,
  content: a.content,
  warehouseUnitId: a.warehouseUnitId,
  warehouseUnitName: units.get(a.warehouseUnitId) ?? '',
  warehouseId: a.warehouseId,
  warehouseName,
  containerId: a.containerId,
  caseNumber: a.caseNumber,
  billId: a.billId,
  billCode,
  raisedTime: formatDateTime(a.raisedTime),
  clearedTime: formatDateTime(a.clearedTime),
  handleTime: formatDateTime(a.handleTime),
  handleUserName: a.handleUserName,
  handleDescr: a.handleDescr,
});

/** The alarms linked to a receipt: named by it, or holding it at 90 (now or before). */
const ofBill = (billId: string) =>
  or(
    eq(wmsAlarm.billId, billId),
    sql`exists (select 1 from ${wmsAlarmBill} l where l.alarm_id = ${wmsAlarm.id} and l.bill_id = ${billId})`,
  )!;

/** GET wmsExternalContainerAlarm/list: the caller's alarms, newest first, filtered by type, status, case, receipt. */
export const pageAlarms = async (db: DbOrTx, p: Principal, q: AlarmPageQuery): Promise<Page<AlarmRow>> => {
  const conditions: SQL[] = [alarmVisibility(p)];
  if (q.type != null) conditions.push(eq(wmsAlarm.type, q.type));
  if (q.status != null) conditions.push(eq(wmsAlarm.status, q.status));
  if (q.caseNumber) conditions.push(ilike(wmsAlarm.caseNumber, `%${escapeLike(q.caseNumber)}%`));
  if (q.billId) conditions.push(ofBill(q.billId));
  const where = and(...conditions);
  const [rows, [total], units] = await Promise.all([
    selectAlarms(db)
      .where(where)
      .orderBy(desc(wmsAlarm.raisedTime), desc(wmsAlarm.id))
      .limit(q.size)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(wmsAlarm).where(where),
    wmsPlatformNames(db, p.tenantId),
  ]);
  return toPage(
    rows.map((r) => toRow(r, units)),
    Number(total?.n ?? 0),
    q.current,
    q.size,
  );
};

/**
 * GET wmsExternalContainerAlarm/listByBussId?id=<billId>: the alarms of a receipt (the receipt detail's alert), for
 * whoever may see the receipt (its two parties, the platform and banks); anyone else gets 404 as for no receipt.
 */
export const alarmsOfBill = async (db: DbOrTx, p: Principal, billId: string): Promise<AlarmRow[]> => {
  const [bill] = await db
    .select({
      tenantId: receipt.tenantId,
      cargoOwnerId: receipt.cargoOwnerId,
      warehouseId: receipt.warehouseId,
      isDeleted: receipt.isDeleted,
    })
    .from(receipt)
    .where(eq(receipt.id, billId))
    .limit(1);
  if (bill?.isDeleted !== 0 || bill.tenantId !== p.tenantId || !isParty(p, bill.cargoOwnerId, bill.warehouseId))
    throw wmsRefusals.alarmNotFound();
  const [rows, units] = await Promise.all([
    selectAlarms(db)
      .where(and(eq(wmsAlarm.tenantId, p.tenantId), eq(wmsAlarm.isDeleted, 0), ofBill(billId)))
      .orderBy(asc(wmsAlarm.status), desc(wmsAlarm.raisedTime), desc(wmsAlarm.id))
      .limit(200),
    wmsPlatformNames(db, p.tenantId),
  ]);
  return rows.map((r) => toRow(r, units));
};

/** The alarm, or 404 when it is missing or not the caller's to see. */
export const loadVisibleAlarm = async (db: DbOrTx, p: Principal, id: string) => {
  const [a] = await db.select().from(wmsAlarm).where(eq(wmsAlarm.id, id)).limit(1);
  if (!a || !(await canSeeAlarm(db, p, a))) throw wmsRefusals.alarmNotFound();
  return a;
};

/**
 * GET wmsExternalContainerAlarm/detail (spec 3 §3 Alarm detail: code, rfidJson with EPC code and scan time): the
 * alarm with its trays, devices, the receipts it put to 90 (and the status each returns to), and whether the
 * caller may handle it.
 */
export const alarmDetailOf = async (db: DbOrTx, p: Principal, id: string): Promise<AlarmDetail> => {
  await loadVisibleAlarm(db, p, id);
  const [[selected], units, trays, devices, bills] = await Promise.all([
    selectAlarms(db).where(eq(wmsAlarm.id, id)).limit(1),
    wmsPlatformNames(db, p.tenantId),
    db.select().from(wmsAlarmTray).where(eq(wmsAlarmTray.alarmId, id)).orderBy(asc(wmsAlarmTray.trayCode)).limit(1000),
    db
      .select()
      .from(wmsAlarmDevice)
      .where(eq(wmsAlarmDevice.alarmId, id))
      .orderBy(asc(wmsAlarmDevice.deviceCode))
      .limit(1000),
    db
      .select({
        billId: wmsAlarmBill.billId,
        code: receipt.code,
        fromStatus: wmsAlarmBill.fromStatus,
        status: receipt.status,
      })
      .from(wmsAlarmBill)
      .innerJoin(receipt, eq(receipt.id, wmsAlarmBill.billId))
      .where(eq(wmsAlarmBill.alarmId, id))
      .orderBy(asc(receipt.code)),
  ]);
  const row = toRow(selected!, units);
  return {
    ...row,
    rfidJson: (selected!.a.rfidJson ?? []).map((r) => ({ epcCode: r.epcCode, scanTime: formatDateTime(r.scanTime) })),
    trays: trays.map((t) => ({ trayCode: t.trayCode, rfidCode: t.rfidCode, siteCode: t.siteCode, reason: t.reason })),
    devices: devices.map((d) => ({
      deviceCode: d.deviceCode,
      deviceName: d.deviceName,
      offlineTime: formatDateTime(d.offlineTime),
      onlineTime: formatDateTime(d.onlineTime),
    })),
    bills,
    canHandle: row.status === AlarmStatus.open && mayHandleAlarm(p, selected!.a),
  };
};

/** GET wmsExternalContainerAlarm/offlineAlarmDetaiListByPage?alarmId=: an offline alarm's devices. */
export const pageAlarmDevices = async (db: DbOrTx, p: Principal, q: z.infer<typeof offlineDetailQuery>) => {
  await loadVisibleAlarm(db, p, q.alarmId);
  const where = eq(wmsAlarmDevice.alarmId, q.alarmId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(wmsAlarmDevice)
      .where(where)
      .orderBy(desc(wmsAlarmDevice.offlineTime), asc(wmsAlarmDevice.id))
      .limit(q.size)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(wmsAlarmDevice).where(where),
  ]);
  return toPage(
    rows.map((d) => ({
      id: d.id,
      deviceCode: d.deviceCode,
      deviceName: d.deviceName,
      offlineTime: formatDateTime(d.offlineTime),
      onlineTime: formatDateTime(d.onlineTime),
    })),
    Number(total?.n ?? 0),
    q.current,
    q.size,
  );
};

/** GET wmsExternalContainerAlarm/detailListByPage?containerAlarmId=: a container alarm's trays. */
export const pageAlarmTrays = async (db: DbOrTx, p: Principal, q: z.infer<typeof containerAlarmTrayQuery>) => {
  await loadVisibleAlarm(db, p, q.containerAlarmId);
  const where = eq(wmsAlarmTray.alarmId, q.containerAlarmId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(wmsAlarmTray)
      .where(where)
      .orderBy(asc(wmsAlarmTray.trayCode), asc(wmsAlarmTray.id))
      .limit(q.size)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(wmsAlarmTray).where(where),
  ]);
  return toPage(
    rows.map((t) => ({
      id: t.id,
      trayCode: t.trayCode,
      rfidCode: t.rfidCode,
      siteCode: t.siteCode,
      caseNumber: t.caseNumber,
      reason: t.reason,
    })),
    Number(total?.n ?? 0),
    q.current,
    q.size,
  );
};

/** GET wmsExternalContainerAlarm/rfidWarnListByPage: the RFID scan warn log, newest first. */
export const pageRfidWarns = async (db: DbOrTx, p: Principal, q: z.infer<typeof rfidWarnQuery>) => {
  const where = and(
    rfidWarnVisibility(p),
    q.epcCode ? ilike(wmsRfidWarn.epcCode, `%${escapeLike(q.epcCode)}%`) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(wmsRfidWarn)
      .where(where)
      .orderBy(desc(wmsRfidWarn.scanTime), desc(wmsRfidWarn.id))
      .limit(q.size)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(wmsRfidWarn).where(where),
  ]);
  return toPage(
    rows.map((w) => ({
      id: w.id,
      warehouseUnitId: w.warehouseUnitId,
      epcCode: w.epcCode,
      trayCode: w.trayCode,
      siteCode: w.siteCode,
      deviceCode: w.deviceCode,
      scanTime: formatDateTime(w.scanTime),
      warn: w.warn,
    })),
    Number(total?.n ?? 0),
    q.current,
    q.size,
  );
};
