import { timingSafeEqual } from 'node:crypto';
import type { OutboundAlarmAnswer, OutboundMoveAnswer } from '@kc/domain/outbound/answers';
import {
  type CheckVrCodeBody,
  exceedsBill,
  isWholeTake,
  OUTBOUND_WEIGHT_TOLERANCE_PCT,
  type OutboundRecordInput,
  type OutboundShippingAuditBody,
  type OutboundTempSaveBody,
  type OutboundWarehouseAuditBody,
  outboundMessages,
  outboundWeightAlarms,
  outboundRefusals as refuse,
  remainderOf,
  sumOf,
} from '@kc/domain/outbound/outbound';
import {
  canShipperAuditOutbound,
  canShipperSign,
  canWarehouseAuditOutbound,
  OutboundAuditResult,
  outboundMachine,
  outboundStatusLabel,
} from '@kc/domain/outbound/status';
import { replacingProcesses } from '@kc/domain/receipt/machine';
import { asc, eq, sql } from 'drizzle-orm';
import { appendAuditEvent } from '../../platform/audit/audit.service';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { updatedBy } from '../../platform/db/stamps';
import { transition } from '../../platform/state/transition';
import { assertOwnEnterpriseApproved } from '../enterprise';
import { holdReceipts, moveReceiptsStatus, receiptsByIds, releaseReceipts, replaceReceipts } from '../receipt';
import { type ReceiptTray, receiptTrays, takeOutTrays } from '../wms';
import { outboundBill, outboundOrder, outboundRecord } from './outbound.table';
import { findVisibleOutbound, type OutboundRow } from './outbound-access';
import { actorName } from './submit-outbound';

const OBJECT_TYPE = outboundMachine.objectType;

const answer = (row: OutboundRow, remainderIds?: string[]): OutboundMoveAnswer => ({
  id: row.id,
  status: row.status,
  statusName: outboundStatusLabel(row.status),
  ...(remainderIds && { remainderIds }),
});

export const linesOf = (db: DbOrTx, outputId: string) =>
  db.select().from(outboundBill).where(eq(outboundBill.outputId, outputId)).orderBy(asc(outboundBill.sort));
export const recordsOf = (db: DbOrTx, outputId: string) =>
  db.select().from(outboundRecord).where(eq(outboundRecord.outputId, outputId)).orderBy(asc(outboundRecord.id));

/** The order, for its holder (approved) only: anyone else who sees it gets 403. */
const asHolder = async (db: DbOrTx, p: Principal, id: string, lock = false) => {
  const order = await findVisibleOutbound(db, p, id, lock);
  if (!p.postId || order.shipperId !== p.postId) throw refuse.notOrderShipper();
  await assertOwnEnterpriseApproved(db, p);
  return order;
};

/** The order at the warehouse, locked for this transaction: its own (approved) users only, only at 20. */
const asWarehouse = async (tx: DbOrTx, p: Principal, id: string) => {
  const order = await findVisibleOutbound(tx, p, id, true);
  if (!p.postId || order.warehouseId !== p.postId) throw refuse.notOrderWarehouse();
  await assertOwnEnterpriseApproved(tx, p);
  if (!canWarehouseAuditOutbound(order.status)) throw refuse.notAwaitingWarehouse();
  return order;
};

/** The receipts come back in effect (80 → 1) and free: the holder's or the warehouse's rejection. */
const giveBack = async (tx: DbOrTx, order: OutboundRow, p: Principal, opinion: string | null) => {
  const lines = await linesOf(tx, order.id);
  await moveReceiptsStatus(tx, {
    billIds: lines.map((l) => l.billId),
    move: replacingProcesses.outbound.givesBack!,
    actor: p,
    payload: { outputId: order.id, outputCode: order.code, opinion },
  });
  await releaseReceipts(tx, { process: 'outbound', processId: order.id });
};

/**
 * wms/output/shippingAudit (货主审核): the holder passes (10 → 20, to the warehouse) or rejects (10 → 11: its receipts
 * back in effect and free; the order may be edited and submitted again, or removed).
 */
export const shippingAuditOutbound = async (
  ctx: AppContext,
  p: Principal,
  body: OutboundShippingAuditBody,
): Promise<OutboundMoveAnswer> =>
  ctx.db.transaction(async (tx) => {
    const order = await asHolder(tx, p, body.id, true);
    if (!canShipperAuditOutbound(order.status)) throw refuse.notAwaitingShipper();
    const pass = body.status === OutboundAuditResult.pass;
    const moved = await transition(tx, {
      machine: outboundMachine,
      move: pass ? 'shippingPass' : 'shippingReject',
      table: outboundOrder,
      id: order.id,
      actor: p,
      payload: { opinion: body.opinion ?? null },
      set: {
        shippingAuditOpinion: body.opinion ?? null,
        shippingAuditTime: new Date(),
        shippingAuditUser: p.userId,
        shippingAuditUserName: actorName(p),
      },
      message: outboundMessages.notAwaitingShipper,
    });
    if (!pass) await giveBack(tx, moved, p, body.opinion ?? null);
    return answer(moved);
  });

const sameCode = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * wms/output/checkVrCode: the warehouse checks the code the person picking up shows, once. A wrong code is refused
 * (and the attempt kept in the order's log); a code already checked is refused as used. The warehouse's pass needs it.
 */
export const checkVrCode = async (ctx: AppContext, p: Principal, body: CheckVrCodeBody) => {
  const wrong = await ctx.db.transaction(async (tx) => {
    const order = await asWarehouse(tx, p, body.id);
    if (order.vrCheckTime) throw refuse.vrCodeUsed();
    const ok = sameCode(body.vrCode, order.vrCode);
    await tx
      .update(outboundOrder)
      .set(
        ok
          ? {
              vrCheckTime: new Date(),
              vrCheckUser: p.userId,
              version: sql`${outboundOrder.version} + 1`,
              ...updatedBy(p),
            }
          : updatedBy(p),
      )
      .where(eq(outboundOrder.id, order.id));
    await appendAuditEvent(tx, {
      tenantId: order.tenantId,
      objectType: OBJECT_TYPE,
      objectId: order.id,
      action: ok ? 'checkVrCode' : 'checkVrCodeFailed',
      fromStatus: order.status,
      toStatus: order.status,
      actorId: p.userId,
      actorEnterpriseId: p.postId,
    });
    return !ok;
  });
  if (wrong) throw refuse.vrCodeWrong();
};

type Checked = {
  order: OutboundRow;
  lines: Awaited<ReturnType<typeof linesOf>>;
  records: OutboundRecordInput[];
  trays: Map<string, ReceiptTray[]>;
  /** per line: Σ of its records (null when none) */
  weighed: Map<string, { weight: string; quantity: string } | null>;
};

/**
 * The warehouse's records checked against the order: every record names a receipt of the order; a receipt from WMS
 * goods is weighed out by its own present trays (each at most once), one of an inbound order by lots. Answers the
 * lines' weighed sums.
 */
const checkRecords = async (tx: DbOrTx, order: OutboundRow, records: OutboundRecordInput[]): Promise<Checked> => {
  const lines = await linesOf(tx, order.id);
  const receipts = await receiptsByIds(
    tx,
    lines.map((l) => l.billId),
  );
  const trays = await receiptTrays(
    tx,
    [...receipts.values()].map((r) => ({ id: r.id, lineageId: r.lineageId })),
  );
  const lineOf = new Map(lines.map((l) => [l.billId, l]));
  const seen = new Set<string>();
  for (const r of records) {
    if (!lineOf.has(r.billId)) throw refuse.billNotOfOrder();
    const own = trays.get(r.billId) ?? [];
    if (r.trayId) {
      const tray = own.find((t) => t.trayId === r.trayId);
      if (!tray) throw refuse.trayNotOfBill(r.trayId);
      if (seen.has(r.trayId)) throw refuse.trayTwice(tray.trayCode);
      seen.add(r.trayId);
    }
  }
  const weighed = new Map(
    lines.map((l) => {
      const mine = records.filter((r) => r.billId === l.billId);
      return [
        l.billId,
        mine.length ? { weight: sumOf(mine.map((r) => r.weight)), quantity: sumOf(mine.map((r) => r.quantity)) } : null,
      ];
    }),
  );
  return { order, lines, records, trays, weighed };
};

const alarmsOf = (c: Checked) =>
  outboundWeightAlarms(
    c.lines.map((l) => ({
      billId: l.billId,
      billCode: l.billCode,
      applyWeight: l.applyWeight,
      weighedWeight: c.weighed.get(l.billId)?.weight ?? null,
    })),
  );

const alarmAnswer = (c: Checked): OutboundAlarmAnswer => ({
  tolerance: OUTBOUND_WEIGHT_TOLERANCE_PCT,
  alarms: alarmsOf(c).map((a) => ({
    ...a,
    message: outboundMessages.weightAlarm(a.billCode, a.weighedWeight, a.applyWeight, a.percent),
  })),
});

/** Writes the records (replacing the earlier ones), each line's weighed sums and the order's totals. */
const writeRecords = async (tx: DbOrTx, p: Principal, c: Checked, set: Partial<typeof outboundOrder.$inferInsert>) => {
  await tx.delete(outboundRecord).where(eq(outboundRecord.outputId, c.order.id));
  const trayCode = new Map([...c.trays.values()].flat().map((t) => [t.trayId, t.trayCode]));
  if (c.records.length)
    await tx.insert(outboundRecord).values(
      c.records.map((r) => ({
        outputId: c.order.id,
        billId: r.billId,
        trayId: r.trayId ?? null,
        trayCode: r.trayId ? (trayCode.get(r.trayId) ?? null) : null,
        lotLabel: r.trayId ? null : (r.lotLabel ?? null),
        weight: r.weight,
        quantity: r.quantity,
      })),
    );
  for (const l of c.lines) {
    const w = c.weighed.get(l.billId);
    await tx
      .update(outboundBill)
      .set({ weighedWeight: w?.weight ?? null, weighedQuantity: w?.quantity ?? null })
      .where(eq(outboundBill.id, l.id));
  }
  const any = c.records.length > 0;
  await tx
    .update(outboundOrder)
    .set({
      sumWeight: any ? sumOf(c.records.map((r) => r.weight)) : null,
      sumQuantity: any ? sumOf(c.records.map((r) => r.quantity)) : null,
      version: sql`${outboundOrder.version} + 1`,
      ...updatedBy(p),
      ...set,
    })
    .where(eq(outboundOrder.id, c.order.id));
};

/**
 * wms/output/warehouseTempSave (暂存): the records so far and the opinion typed so far; the order stays 20. Answers
 * the order and its status.
 */
export const warehouseTempSaveOutbound = async (
  ctx: AppContext,
  p: Principal,
  body: OutboundTempSaveBody,
): Promise<OutboundMoveAnswer> =>
  ctx.db.transaction(async (tx) => {
    const order = await asWarehouse(tx, p, body.id);
    const checked = await checkRecords(tx, order, body.records);
    await writeRecords(tx, p, checked, { warehouseAuditOpinion: body.opinion ?? null });
    await appendAuditEvent(tx, {
      tenantId: order.tenantId,
      objectType: OBJECT_TYPE,
      objectId: order.id,
      action: 'warehouseTempSave',
      fromStatus: order.status,
      toStatus: order.status,
      actorId: p.userId,
      actorEnterpriseId: p.postId,
      payload: { records: body.records.length },
    });
    return answer(order);
  });

/** wms/output/warehouseTempSaveCheck: the weight alarms the records would raise; nothing is written. */
export const warehouseTempSaveCheck = async (ctx: AppContext, p: Principal, body: OutboundTempSaveBody) =>
  ctx.db.transaction(async (tx) =>
    alarmAnswer(await checkRecords(tx, await asWarehouse(tx, p, body.id), body.records)),
  );

/** riskCenterAlarm/orderWeightaAlarm: the weight alarms of the order's saved records. */
export const orderWeightAlarms = async (db: DbOrTx, order: OutboundRow): Promise<OutboundAlarmAnswer> => {
  const records = (await recordsOf(db, order.id)).map((r) => ({
    billId: r.billId,
    trayId: r.trayId ?? undefined,
    lotLabel: r.lotLabel ?? undefined,
    weight: r.weight,
    quantity: r.quantity,
  }));
  const lines = await linesOf(db, order.id);
  const weighed = new Map(
    lines.map((l) => {
      const mine = records.filter((r) => r.billId === l.billId);
      return [l.billId, mine.length ? { weight: sumOf(mine.map((r) => r.weight)), quantity: '0' } : null];
    }),
  );
  return alarmAnswer({ order, lines, records, trays: new Map(), weighed });
};

/**
 * wms/output/warehouseAudit. A rejection (20 → 21) gives the receipts back (80 → 1, free). A pass (20 → 1), in one
 * transaction, once the pick-up code was checked: the final records (given here or temp-saved), every receipt weighed
 * out, none beyond its figures; a receipt taken whole (全部出库) leaves with all its trays and is cancelled (80 → 0,
 * taken-out); one taken in part is replaced by the remainder's receipt (replaceReceipts 'outbound': the receipt's
 * figures less what was weighed out, exactly; status 10, signed by the warehouse, the holder and the platform through
 * batch signing; the origin cancelled when it comes into effect). The weighed trays leave the receipt (and the WMS is
 * told after the commit, dispatch-outbox.ts). A weighed total beyond the tolerance of what was applied for is refused
 * unless the warehouse confirms it (`confirmAlarm`), then recorded. Answers the order and the remainders' ids.
 */
export const warehouseAuditOutbound = async (
  ctx: AppContext,
  p: Principal,
  body: OutboundWarehouseAuditBody,
  origin: string,
): Promise<OutboundMoveAnswer> =>
  ctx.db.transaction(async (tx) => {
    const order = await asWarehouse(tx, p, body.id);
    const audit = {
      warehouseAuditOpinion: body.opinion ?? null,
      warehouseAuditTime: new Date(),
      warehouseAuditUser: p.userId,
      warehouseAuditUserName: actorName(p),
    };
    if (body.status === OutboundAuditResult.reject) {
      const moved = await transition(tx, {
        machine: outboundMachine,
        move: 'warehouseReject',
        table: outboundOrder,
        id: order.id,
        actor: p,
        payload: { opinion: body.opinion ?? null },
        set: audit,
        message: outboundMessages.notAwaitingWarehouse,
      });
      await giveBack(tx, moved, p, body.opinion ?? null);
      return answer(moved);
    }
    if (!order.vrCheckTime) throw refuse.vrCodeUnchecked();
    const saved = (await recordsOf(tx, order.id)).map((r) => ({
      billId: r.billId,
      trayId: r.trayId ?? undefined,
      lotLabel: r.lotLabel ?? undefined,
      weight: r.weight,
      quantity: r.quantity,
    }));
    const c = await checkRecords(tx, order, body.records ?? saved);
    const plan = c.lines.map((l) => {
      const w = c.weighed.get(l.billId);
      if (!w) throw refuse.unweighed(l.billCode);
      if (exceedsBill(l, w)) throw refuse.exceeds(l.billCode);
      const whole = isWholeTake(l, l);
      const trays = c.records.filter((r) => r.billId === l.billId && r.trayId).map((r) => r.trayId!);
      if (whole && trays.length !== (c.trays.get(l.billId) ?? []).length) throw refuse.allTrays(l.billCode);
      const remainder = whole ? null : remainderOf(l, w);
      if (!whole && !remainder) throw refuse.partialLeavesNothing(l.billCode);
      return { line: l, weighed: w, whole, trays, remainder };
    });
    const alarms = alarmsOf(c);
    if (alarms.length && !body.confirmAlarm) {
      const a = alarms[0]!;
      throw refuse.weightAlarm(a.billCode, a.weighedWeight, a.applyWeight, a.percent);
    }
    await writeRecords(tx, p, c, {});
    const moved = await transition(tx, {
      machine: outboundMachine,
      move: 'warehousePass',
      table: outboundOrder,
      id: order.id,
      actor: p,
      payload: { opinion: body.opinion ?? null, records: c.records.length },
      set: { ...audit, weightAlarm: alarms.length ? 1 : 0 },
      message: outboundMessages.notAwaitingWarehouse,
    });
    if (alarms.length)
      await appendAuditEvent(tx, {
        tenantId: order.tenantId,
        objectType: OBJECT_TYPE,
        objectId: order.id,
        action: 'weightAlarm',
        fromStatus: moved.status,
        toStatus: moved.status,
        actorId: p.userId,
        actorEnterpriseId: p.postId,
        payload: { tolerance: OUTBOUND_WEIGHT_TOLERANCE_PCT, alarms },
      });
    // The trays that left: out of their receipts (and containers emptied released); the WMS told after the commit.
    await tx
      .update(outboundRecord)
      .set({ dispatchPending: 1 })
      .where(sql`${outboundRecord.outputId} = ${order.id} and ${outboundRecord.trayId} is not null`);
    for (const step of plan)
      await takeOutTrays(tx, {
        trayIds: step.trays,
        actor: p,
        billId: step.line.billId,
        billCode: step.line.billCode,
        outputCode: order.code,
      });
    const payload = { outputId: order.id, outputCode: order.code };
    const whole = plan.filter((s) => s.whole).map((s) => s.line.billId);
    if (whole.length) await moveReceiptsStatus(tx, { billIds: whole, move: 'taken-out', actor: p, payload });
    const partial = plan.filter((s) => !s.whole);
    const replaced = await replaceReceipts(ctx, tx, {
      process: 'outbound',
      origins: partial.map((s) => ({
        billId: s.line.billId,
        leaves: { totalWeight: s.weighed.weight, totalQuantity: s.weighed.quantity },
        successors: [s.remainder!],
      })),
      actor: p,
      origin,
    });
    for (const r of replaced)
      await tx
        .update(outboundBill)
        .set({ remainderBillId: r.successorIds[0] ?? null })
        .where(sql`${outboundBill.outputId} = ${order.id} and ${outboundBill.billId} = ${r.originId}`);
    // The receipts taken whole are done; one taken in part stays the order's until its remainder replaces it.
    await holdReceipts(tx, {
      process: 'outbound',
      processId: order.id,
      tenantId: order.tenantId,
      billIds: partial.map((s) => s.line.billId),
    });
    return answer(
      moved,
      replaced.flatMap((r) => r.successorIds),
    );
  });

/**
 * wms/output/shippingSignByOutput (货主签收): once the goods left (1), the holder signs the outbound record — the
 * receipts, the trays or lots and the weights — once; the order keeps its status (the fourth step, 货主签收). Chosen:
 * the spec names the call, not its place; it comes after the warehouse's pass so the holder signs what actually left.
 */
export const shippingSignOutbound = async (ctx: AppContext, p: Principal, id: string): Promise<OutboundMoveAnswer> =>
  ctx.db.transaction(async (tx) => {
    const order = await asHolder(tx, p, id, true);
    if (!canShipperSign(order.status, order.signTime != null)) throw refuse.notSignable();
    const [signed] = await tx
      .update(outboundOrder)
      .set({
        signTime: new Date(),
        signUser: p.userId,
        signUserName: actorName(p),
        version: sql`${outboundOrder.version} + 1`,
        ...updatedBy(p),
      })
      .where(eq(outboundOrder.id, order.id))
      .returning();
    await appendAuditEvent(tx, {
      tenantId: order.tenantId,
      objectType: OBJECT_TYPE,
      objectId: order.id,
      action: 'shippingSign',
      fromStatus: order.status,
      toStatus: order.status,
      actorId: p.userId,
      actorEnterpriseId: p.postId,
      payload: { sumWeight: order.sumWeight, sumQuantity: order.sumQuantity },
    });
    return answer(signed!);
  });
