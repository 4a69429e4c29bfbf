import { RECEIPT_STATUS_EVENT, type ReceiptStatusEvent } from '@kc/domain/receipt/batch';
import { ReceiptStatus } from '@kc/domain/receipt/status';
import { AlarmStatus, WMS_CHANGE_EVENT, type WmsChangeEvent } from '@kc/domain/wms/wms';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import type { Actor } from '../../platform/state/transition';
import { moveReceiptsStatus, receipt } from '../receipt';
import { wmsAudience } from './container-events';
import { LIVE } from './container-repo';
import { idSet, jsonParam, rowsOf } from './sync-sql';
import { wmsAlarm, wmsAlarmBill, wmsContainer } from './wms.table';

/**
 * The platform itself as the actor of a move nobody made by hand (a WMS report, the reconciliation job): no user,
 * which the audit trail reads as the system (as contract-fees.ts does with a null actor).
 */
export const systemActor = (tenantId: string): Actor => ({ userId: null as unknown as string, postId: null, tenantId });

/** What an alarm change touched, announced after its transaction commits. */
export type AlarmEffects = { billIds: string[]; alarmIds: string[] };

type Candidate = { alarm_id: string; code: string; bill_id: string; status: number };

/**
 * spec 3 §4 Receipt status 90 (预警中): every open alarm among `alarmIds` (or every open alarm of the tenant) that
 * concerns goods a live receipt covers — the live receipt of its container's lineage (a transfer's or move's
 * successor included), or for a reconciliation alarm the live receipt of its receipt's lineage — puts that receipt
 * to 90 with an audit event (the receipt module's moveReceiptsStatus) and records the link
 * kc_wms_alarm_bill(alarm, receipt, fromStatus). A receipt already at 90 because of another open alarm is linked
 * with that alarm's fromStatus; a receipt no longer live (cancelled, replaced) is not touched. Open links are left
 * alone, so calling it again changes nothing; a reopened alarm's closed link opens again. In the caller's
 * transaction; answers what it touched.
 */
export const applyAlarmEffects = async (
  tx: DbOrTx,
  tenantId: string,
  alarmIds: readonly string[] | 'allOpen',
  actor: Actor,
): Promise<AlarmEffects> => {
  if (alarmIds !== 'allOpen' && alarmIds.length === 0) return { billIds: [], alarmIds: [] };
  const only = alarmIds === 'allOpen' ? sql`` : sql`and a.id in ${idSet(alarmIds)}`;
  const candidates = await rowsOf<Candidate>(
    tx,
    sql`select a.id::text as alarm_id, a.code, b.id::text as bill_id, b.status
          from ${wmsAlarm} a
          left join ${wmsContainer} c on c.id = a.container_id
          left join ${receipt} ab on ab.id = a.bill_id
          join ${receipt} b on b.lineage_id = coalesce(c.lineage_id, ab.lineage_id, ab.id)
            and b.tenant_id = a.tenant_id and b.status in (${LIVE}) and b.is_deleted = 0
         where a.tenant_id = ${tenantId} and a.status = ${AlarmStatus.open} and a.is_deleted = 0 ${only}
           and not exists (select 1 from ${wmsAlarmBill} l where l.alarm_id = a.id and l.bill_id = b.id and l.closed = 0)
         order by b.id, a.id
         for update of b`,
  );
  if (candidates.length === 0) return { billIds: [], alarmIds: [] };
  const billIds = [...new Set(candidates.map((c) => c.bill_id))];
  const held = new Map(
    (
      await rowsOf<{ bill_id: string; from_status: number }>(
        tx,
        sql`select distinct on (bill_id) bill_id::text as bill_id, from_status from ${wmsAlarmBill}
             where bill_id in ${idSet(billIds)} and closed = 0 order by bill_id, alarm_id`,
      )
    ).map((r) => [r.bill_id, Number(r.from_status)]),
  );
  const links: { alarm_id: string; bill_id: string; from_status: number }[] = [];
  const moved: string[] = [];
  for (const billId of billIds) {
    const mine = candidates.filter((c) => c.bill_id === billId);
    const status = Number(mine[0]!.status);
    let fromStatus = status;
    if (status === ReceiptStatus.alarming) fromStatus = held.get(billId) ?? ReceiptStatus.inEffect;
    else {
      await moveReceiptsStatus(tx, {
        billIds: [billId],
        move: 'alarm',
        from: status,
        actor,
        payload: { alarmIds: mine.map((c) => c.alarm_id), alarmCodes: mine.map((c) => c.code) },
      });
      moved.push(billId);
    }
    for (const c of mine) links.push({ alarm_id: c.alarm_id, bill_id: billId, from_status: fromStatus });
  }
  await tx.execute(sql`
    insert into ${wmsAlarmBill} (alarm_id, bill_id, from_status, closed)
    select r.alarm_id, r.bill_id, r.from_status, 0
      from jsonb_to_recordset(${jsonParam(links)}) as r(alarm_id bigint, bill_id bigint, from_status int)
    on conflict (alarm_id, bill_id) do update set from_status = excluded.from_status, closed = 0`);
  // The alarm names the receipt it holds (the list's receipt code, listByBussId).
  await tx.execute(sql`
    update ${wmsAlarm} a set bill_id = r.bill_id
      from jsonb_to_recordset(${jsonParam(links)}) as r(alarm_id bigint, bill_id bigint)
     where a.id = r.alarm_id and a.bill_id is distinct from r.bill_id`);
  return { billIds: moved, alarmIds: [...new Set(links.map((l) => l.alarm_id))] };
};

/**
 * Handling an alarm closes its links; each receipt it held that no other open alarm still holds returns from 90
 * to the status it came from, with an audit event. In the handler's transaction, after the alarm's own move.
 * Answers the receipts that moved back.
 */
export const releaseAlarmLinks = async (
  tx: DbOrTx,
  alarmId: string,
  actor: Actor,
  payload: Record<string, unknown>,
) => {
  const closed = await tx
    .update(wmsAlarmBill)
    .set({ closed: 1 })
    .where(and(eq(wmsAlarmBill.alarmId, alarmId), eq(wmsAlarmBill.closed, 0)))
    .returning({ billId: wmsAlarmBill.billId, fromStatus: wmsAlarmBill.fromStatus });
  if (closed.length === 0) return [];
  const billIds = closed.map((c) => c.billId);
  const stillHeld = new Set(
    (
      await rowsOf<{ bill_id: string }>(
        tx,
        sql`select distinct l.bill_id::text as bill_id from ${wmsAlarmBill} l
              join ${wmsAlarm} a on a.id = l.alarm_id and a.status = ${AlarmStatus.open}
             where l.bill_id in ${idSet(billIds)} and l.closed = 0`,
      )
    ).map((r) => r.bill_id),
  );
  const free = closed.filter((c) => !stillHeld.has(c.billId));
  if (free.length === 0) return [];
  const current = await tx
    .select({ id: receipt.id, status: receipt.status })
    .from(receipt)
    .where(
      inArray(
        receipt.id,
        free.map((c) => c.billId),
      ),
    )
    .orderBy(receipt.id)
    .for('update');
  const moved: string[] = [];
  for (const c of free) {
    if (current.find((r) => r.id === c.billId)?.status !== ReceiptStatus.alarming) continue;
    await moveReceiptsStatus(tx, {
      billIds: [c.billId],
      move: 'alarm-handled',
      to: c.fromStatus,
      actor,
      payload,
    });
    moved.push(c.billId);
  }
  return moved;
};

/**
 * After the commit: 'receipt.status' for every receipt that moved and 'wms.change' for every alarm touched, to the
 * cargo owner's and the warehouse's users and the platform operators. Best effort: a lost event costs a refresh.
 */
export const announceAlarmEffects = async (ctx: AppContext, tenantId: string, effects: AlarmEffects) => {
  if (effects.billIds.length === 0 && effects.alarmIds.length === 0) return;
  try {
    const audiences = new Map<string, Promise<string[]>>();
    const audience = (parties: (string | null)[]) => {
      const key = parties.join('|');
      let hit = audiences.get(key);
      if (!hit) {
        hit = wmsAudience(ctx, tenantId, parties);
        audiences.set(key, hit);
      }
      return hit;
    };
    if (effects.billIds.length > 0) {
      const rows = await ctx.db
        .select({
          id: receipt.id,
          code: receipt.code,
          status: receipt.status,
          signBatchStatus: receipt.signBatchStatus,
          cargoOwnerId: receipt.cargoOwnerId,
          warehouseId: receipt.warehouseId,
        })
        .from(receipt)
        .where(inArray(receipt.id, effects.billIds));
      for (const r of rows) {
        const data: ReceiptStatusEvent = {
          id: r.id,
          code: r.code,
          status: r.status,
          signBatchStatus: r.signBatchStatus,
        };
        await ctx.events.publishToUsers(await audience([r.cargoOwnerId, r.warehouseId]), RECEIPT_STATUS_EVENT, data);
      }
    }
    if (effects.alarmIds.length > 0) {
      const rows = await ctx.db
        .select({
          id: wmsAlarm.id,
          status: wmsAlarm.status,
          billId: wmsAlarm.billId,
          cargoOwnerId: wmsAlarm.cargoOwnerId,
          warehouseId: wmsAlarm.warehouseId,
        })
        .from(wmsAlarm)
        .where(inArray(wmsAlarm.id, effects.alarmIds));
      for (const a of rows) {
        const data: WmsChangeEvent = { kind: 'alarm', id: a.id, status: a.status, billId: a.billId };
        await ctx.events.publishToUsers(await audience([a.cargoOwnerId, a.warehouseId]), WMS_CHANGE_EVENT, data);
      }
    }
  } catch {
    // best effort
  }
};

/** Two sets of effects as one. */
export const mergeEffects = (...all: AlarmEffects[]): AlarmEffects => ({
  billIds: [...new Set(all.flatMap((e) => e.billIds))],
  alarmIds: [...new Set(all.flatMap((e) => e.alarmIds))],
});
