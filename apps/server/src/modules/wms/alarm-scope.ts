import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import { isPlatformOperator } from '../../platform/access/party';
import type { Principal } from '../../platform/auth/principal';
import type { DbOrTx } from '../../platform/db/client';
import { receiptOfParty, receiptsByIds } from '../receipt';
import { wmsAlarm, wmsRfidWarn } from './wms.table';
import { canSeeWmsRow } from './wms-scope';

export type AlarmRecord = typeof wmsAlarm.$inferSelect;

/**
 * Who sees an alarm (spec 3 §2 Alarms; the WMS row scope of wms-scope.ts): the platform every alarm of its tenant,
 * the warehouse the alarms of its warehouse, the cargo owner the alarms on its containers — and whoever holds the
 * receipt the alarm put to 90 (a buyer after a transfer holds a successor of the container's receipt).
 */
export const alarmVisibility = (p: Principal): SQL => {
  const tenant = eq(wmsAlarm.tenantId, p.tenantId);
  if (isPlatformOperator(p)) return and(tenant, eq(wmsAlarm.isDeleted, 0))!;
  if (!p.postId) return sql`false`;
  const postId = p.postId;
  return and(
    tenant,
    eq(wmsAlarm.isDeleted, 0),
    or(eq(wmsAlarm.cargoOwnerId, postId), eq(wmsAlarm.warehouseId, postId), receiptOfParty(wmsAlarm.billId, postId)),
  )!;
};

/** The same rule for one alarm (details answer 404 otherwise). */
export const canSeeAlarm = async (db: DbOrTx, p: Principal, a: AlarmRecord) => {
  if (a.isDeleted !== 0 || a.tenantId !== p.tenantId) return false;
  if (canSeeWmsRow(p, a)) return true;
  if (!a.billId || !p.postId) return false;
  const b = (await receiptsByIds(db, [a.billId])).get(a.billId);
  return b?.cargoOwnerId === p.postId;
};

/** Only the alarm's warehouse or the platform handles it (spec 3 §2 Alarms; wmsRefusals.alarmForbidden). */
export const mayHandleAlarm = (p: Principal, a: Pick<AlarmRecord, 'warehouseId'>) =>
  isPlatformOperator(p) || (p.postId != null && a.warehouseId === p.postId);

/** The RFID scan warn log: the platform sees its tenant's, a warehouse the reads at its warehouse. */
export const rfidWarnVisibility = (p: Principal): SQL => {
  const tenant = eq(wmsRfidWarn.tenantId, p.tenantId);
  if (isPlatformOperator(p)) return tenant;
  if (!p.postId) return sql`false`;
  return and(tenant, eq(wmsRfidWarn.warehouseId, p.postId))!;
};
