import { formatDate } from '@kc/domain';
import {
  type DisassembleAuditBody,
  type DisassembleSubmitBody,
  disassembleRefusals as refuse,
  splitFigures,
} from '@kc/domain/disassemble/disassemble';
import {
  canEditDisassemble,
  type DisassembleReviewer,
  DisassembleStatus,
  disassembleMachine,
  disassembleSignStatusOf,
  reviewerAt,
  reviewTargets,
} from '@kc/domain/disassemble/status';
import { ReceiptStatus } from '@kc/domain/receipt/status';
import type { MoveOf } from '@kc/domain/shared/machine';
import { and, desc, eq, inArray, like, sql } from 'drizzle-orm';
import { appendAuditEvent } from '../../platform/audit/audit.service';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import { afterCommit } from '../../platform/db/after-commit';
import type { DbOrTx } from '../../platform/db/client';
import { createdBy, updatedBy } from '../../platform/db/stamps';
import { serverOrigin } from '../../platform/http/origin';
import { type Actor, transition } from '../../platform/state/transition';
import { assertOwnEnterpriseApproved } from '../enterprise';
import {
  holdReceipts,
  isFreeFor,
  type ReceiptRow,
  receiptHolders,
  receiptsByIds,
  releaseReceipts,
  replaceReceipts,
} from '../receipt';
import { containersOfReceipts, linkSplitTrays, relinkContainers } from '../wms';
import { disassemble, disassembleBill, disassembleContainer } from './disassemble.table';
import { type DisassembleRow, findVisibleDisassemble, seesDisassemble, sidesOf } from './disassemble-access';
import { publishDisassembleStatus } from './disassemble-events';

type Move = MoveOf<typeof disassembleMachine>;
const holderOf = (id: string) => ({ process: 'split' as const, processId: id });

const answer = (d: DisassembleRow) => ({ id: d.id, status: d.status, applyCode: d.applyCode });

/** 'CD' (拆单) + yyyyMMdd (Shanghai) + a 4-digit sequence per tenant (advisory lock to the end of the transaction). */
const nextApplyCode = async (tx: DbOrTx, tenantId: string, now: Date) => {
  const prefix = `CD${formatDate(now)!.replaceAll('-', '')}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`disassemble-code:${tenantId}`}, 0))`);
  const [last] = await tx
    .select({ code: disassemble.applyCode })
    .from(disassemble)
    .where(and(eq(disassemble.tenantId, tenantId), like(disassemble.applyCode, `${prefix}%`)))
    .orderBy(desc(sql`length(${disassemble.applyCode})`), desc(disassemble.applyCode))
    .limit(1);
  const n = last ? Number.parseInt(last.code.slice(prefix.length), 10) || 0 : 0;
  return `${prefix}${String(n + 1).padStart(4, '0')}`;
};

/**
 * What a split may take (spec 3 §5 and the brief's rules): the receipt exists in the caller's tenant, in effect (1),
 * the caller's enterprise its holder or its warehouse (both readings of who applies: the roles give
 * external_destroy_add to the shipper, the issue's journey has the warehouse start — choice written here), of the
 * chosen WMS platform, covering two containers or more; the chosen containers a non-empty proper subset of them;
 * and free of every other process (or held by this very split). Answers the receipt and its containers.
 */
const checkSelection = async (
  tx: DbOrTx,
  p: Principal,
  body: Pick<DisassembleSubmitBody, 'warehouseUnitId' | 'billIds' | 'containerIds'>,
  splitId?: string,
) => {
  const billId = body.billIds[0]!;
  const bill = (await receiptsByIds(tx, [billId])).get(billId);
  if (!bill || bill.tenantId !== p.tenantId || bill.isDeleted !== 0) throw refuse.billNotFound();
  if (!p.postId || (bill.cargoOwnerId !== p.postId && bill.warehouseId !== p.postId)) throw refuse.notApplicant();
  if (bill.status !== ReceiptStatus.inEffect) throw refuse.billNotInEffect();
  const containers = await containersOfReceipts(tx, [bill.id]);
  if (containers.some((c) => c.warehouseUnitId !== body.warehouseUnitId)) throw refuse.billNotOfPlatform();
  if (containers.length < 2) throw refuse.billTooFewContainers();
  const chosen = [...new Set(body.containerIds)];
  if (chosen.some((id) => !containers.some((c) => c.containerId === id))) throw refuse.containerNotOfBill();
  if (chosen.length >= containers.length) throw refuse.allContainers();
  const held = (await receiptHolders(tx, [bill.id])).get(bill.id);
  if (!isFreeFor(held, splitId ? holderOf(splitId) : undefined)) throw refuse.billHeld();
  return { bill, containers, chosen };
};

const writeContainers = async (
  tx: DbOrTx,
  id: string,
  chosen: string[],
  containers: Awaited<ReturnType<typeof containersOfReceipts>>,
) => {
  await tx.delete(disassembleContainer).where(eq(disassembleContainer.disassembleId, id));
  await tx.insert(disassembleContainer).values(
    chosen.map((containerId) => ({
      disassembleId: id,
      containerId,
      caseNumber: containers.find((c) => c.containerId === containerId)!.caseNumber,
    })),
  );
};

/** Takes the receipt into the split (the shared reservation: its primary key decides a race, the loser gets 409). */
const takeReceipt = async (tx: DbOrTx, d: DisassembleRow) => {
  const others = await holdReceipts(tx, { ...holderOf(d.id), tenantId: d.tenantId, billIds: [d.billId] });
  if (others.length > 0) throw refuse.billHeld();
};

/**
 * POST billDisassemble/submit: status 1 saves (new, or a draft or rejected split keeps editing), 10 submits (the
 * receipt taken into the split). Editable only at 1, 11, 21, 31 and new; only its applicant edits.
 */
export const submitDisassemble = async (ctx: AppContext, p: Principal, body: DisassembleSubmitBody) => {
  await assertOwnEnterpriseApproved(ctx.db, p);
  const submit = body.status === DisassembleStatus.awaitingShipper;
  return ctx.db.transaction(async (tx) => {
    let row: DisassembleRow | undefined;
    if (body.id) {
      row = await findVisibleDisassemble(tx, p, body.id, true);
      if (!sidesOf(p, row).applicant) throw refuse.notApplicant();
      if (!canEditDisassemble(row.status)) throw refuse.notEditable();
    }
    const { bill, containers, chosen } = await checkSelection(tx, p, body, row?.id);
    const fields = {
      warehouseUnitId: body.warehouseUnitId,
      billId: bill.id,
      billCode: bill.code,
      cargoOwnerId: bill.cargoOwnerId,
      warehouseId: bill.warehouseId,
    };
    if (!row) {
      [row] = await tx
        .insert(disassemble)
        .values({
          tenantId: p.tenantId,
          applyCode: await nextApplyCode(tx, p.tenantId, new Date()),
          applicantId: p.postId!,
          status: DisassembleStatus.draft,
          ...fields,
          ...createdBy(p),
        })
        .returning();
      await appendAuditEvent(tx, {
        tenantId: p.tenantId,
        objectType: disassembleMachine.objectType,
        objectId: row!.id,
        action: 'save',
        fromStatus: null,
        toStatus: DisassembleStatus.draft,
        actorId: p.userId,
        actorEnterpriseId: p.postId,
        payload: { billId: bill.id, containerIds: chosen },
      });
    } else {
      [row] = await tx
        .update(disassemble)
        .set({ ...fields, ...updatedBy(p) })
        .where(eq(disassemble.id, row.id))
        .returning();
    }
    await writeContainers(tx, row!.id, chosen, containers);
    if (!submit) return answer(row!);
    await takeReceipt(tx, row!);
    const moved = await transition(tx, {
      machine: disassembleMachine,
      move: 'submit',
      table: disassemble,
      id: row!.id,
      actor: p,
      set: { descr: null },
      payload: { billId: bill.id, containerIds: chosen },
    });
    return answer(moved);
  });
};

const moveOf: Record<DisassembleReviewer, [Move, Move]> = {
  shipper: ['shipperPass', 'shipperReject'],
  platform: ['platformPass', 'platformReject'],
  warehouse: ['warehousePass', 'warehouseReject'],
};

/**
 * POST billDisassemble/auditShipper, auditPlatform, auditWarehouse: the party at its step (the receipt's holder at
 * 10, the platform at 20, the receipt's warehouse at 30) sends the split to its pass or reject target. A rejection
 * frees the receipt (released from the split) and records the reason; the warehouse's pass (40) replaces the receipt.
 */
export const auditDisassemble = async (
  ctx: AppContext,
  p: Principal,
  reviewer: DisassembleReviewer,
  body: DisassembleAuditBody,
) => {
  const [pass, reject] = reviewTargets[reviewer];
  if (body.status !== pass && body.status !== reject) throw refuse.notAwaitingReview();
  return ctx.db.transaction(async (tx) => {
    const row = await findVisibleDisassemble(tx, p, body.id, true);
    if (!sidesOf(p, row)[reviewer]) throw refuse.notReviewer();
    if (reviewerAt(row.status) !== reviewer) throw refuse.notAwaitingReview();
    if (reviewer !== 'platform') await assertOwnEnterpriseApproved(tx, p);
    const passes = body.status === pass;
    const move = moveOf[reviewer][passes ? 0 : 1];
    const moved = await transition(tx, {
      machine: disassembleMachine,
      move,
      table: disassemble,
      id: row.id,
      actor: p,
      set: passes ? {} : { descr: body.descr ?? null },
      payload: body.descr ? { descr: body.descr } : undefined,
    });
    if (!passes) await releaseReceipts(tx, holderOf(row.id));
    else if (reviewer === 'warehouse') await completeDisassemble(ctx, tx, moved, p);
    return answer(moved);
  });
};

/**
 * 40: the receipt is replaced through the receipt module (process 'disassemble'): the chosen containers' receipt (a
 * lineage of its own) with the sums of their trays on the receipt, the remainder's (the origin's lineage) with the
 * origin less that — together exactly the origin (exact decimals; replaceReceipts checks it again and refuses 409).
 * Attributes carry over. Each successor gets its containers' trays (kc_wms_bill_tray); the origin stays in effect,
 * held by the split, until the first successor comes into effect through batch signing.
 */
const completeDisassemble = async (ctx: AppContext, tx: DbOrTx, d: DisassembleRow, actor: Actor) => {
  const chosen = (await tx.select().from(disassembleContainer).where(eq(disassembleContainer.disassembleId, d.id))).map(
    (c) => c.containerId,
  );
  const bill = (await receiptsByIds(tx, [d.billId])).get(d.billId) as ReceiptRow;
  const containers = await containersOfReceipts(tx, [d.billId]);
  const picked = containers.filter((c) => chosen.includes(c.containerId));
  const rest = containers.filter((c) => !chosen.includes(c.containerId));
  const figures = splitFigures(
    bill,
    picked.map((c) => ({ weight: c.weight, num: c.num })),
  );
  if (!figures || picked.length === 0 || rest.length === 0) throw refuse.allContainers();
  const [replaced] = await replaceReceipts(ctx, tx, {
    process: 'disassemble',
    disassembleId: d.id,
    actor,
    origin: serverOrigin(ctx.config),
    origins: [
      {
        billId: bill.id,
        successors: [{ ...figures.chosen, newLineage: true }, figures.remainder],
      },
    ],
  });
  const [chosenId, remainderId] = replaced!.successorIds as [string, string];
  await linkSplitTrays(tx, {
    originId: bill.id,
    parts: [
      { billId: chosenId, trayIds: picked.flatMap((c) => c.trayIds) },
      { billId: remainderId, trayIds: rest.flatMap((c) => c.trayIds) },
    ],
  });
  await tx.insert(disassembleBill).values([
    {
      disassembleId: d.id,
      billId: chosenId,
      grp: 1,
      containerIds: picked.map((c) => c.containerId).join(','),
      caseNumbers: picked.map((c) => c.caseNumber).join(','),
    },
    {
      disassembleId: d.id,
      billId: remainderId,
      grp: 2,
      containerIds: rest.map((c) => c.containerId).join(','),
      caseNumbers: rest.map((c) => c.caseNumber).join(','),
    },
  ]);
  await tx.update(disassemble).set({ signStatus: 1 }).where(eq(disassemble.id, d.id));
};

/** The split's sign status from its new receipts (1 warehouse, 2 shipper, 3 platform, -1 none), stored. */
export const refreshSignStatus = async (db: DbOrTx, id: string) => {
  const rows = await db
    .select({ billId: disassembleBill.billId })
    .from(disassembleBill)
    .where(eq(disassembleBill.disassembleId, id));
  const bills = await receiptsByIds(
    db,
    rows.map((r) => r.billId),
  );
  const signStatus = rows.length ? disassembleSignStatusOf([...bills.values()].map((b) => b.status)) : -1;
  const [row] = await db.update(disassemble).set({ signStatus }).where(eq(disassemble.id, id)).returning();
  return row!;
};

/** POST billDisassemble/upDisassembleSignStatus (disassembleId): a completed split's sign status read again. */
export const upDisassembleSignStatus = async (ctx: AppContext, p: Principal, id: string) => {
  const row = await findVisibleDisassemble(ctx.db, p, id);
  if (row.status !== DisassembleStatus.completed) throw refuse.notCompleted();
  const updated = await refreshSignStatus(ctx.db, row.id);
  return { ...answer(updated), signStatus: updated.signStatus };
};

/**
 * A split's new receipt comes into effect (the receipt module's onSuccessorEffective, in the signer's transaction,
 * after the origin was cancelled): the chosen containers' receipt takes its containers into its own lineage; the
 * split's sign status follows.
 */
export const onDisassembleSuccessor = async (tx: DbOrTx, { successor }: { successor: ReceiptRow }) => {
  const [row] = await tx.select().from(disassembleBill).where(eq(disassembleBill.billId, successor.id)).limit(1);
  if (!row) return;
  if (row.grp === 1) await relinkContainers(tx, row.containerIds.split(','), successor.lineageId ?? successor.id);
  // Once committed (the successor then in effect): the split's sign status read again and its pages told.
  const ctx = eventContext;
  if (ctx)
    await afterCommit(tx, async () => {
      await refreshSignStatus(ctx.db, row.disassembleId);
      await publishDisassembleStatus(ctx, row.disassembleId);
    });
};

/** The app whose pages hear of a split's receipts coming into effect (set when the module's routes are built). */
let eventContext: AppContext | undefined;
export const setDisassembleEventContext = (ctx: AppContext) => {
  eventContext = ctx;
};

/**
 * POST billDisassemble/remove: voids (0) drafts and rejected splits of the caller's enterprise (nothing is held then).
 * POST billDisassemble/delBillDisassemble: deletes drafts and voided ones.
 */
export const removeDisassembles = async (ctx: AppContext, p: Principal, ids: string[], hard: boolean) => {
  const touched: string[] = [];
  await ctx.db.transaction(async (tx) => {
    const rows = ids.length
      ? await tx.select().from(disassemble).where(inArray(disassemble.id, ids)).for('update')
      : [];
    for (const id of ids) {
      const row = rows.find((r) => r.id === id);
      if (!row || !seesDisassemble(p, row)) throw refuse.notFound();
      if (!sidesOf(p, row).applicant) throw refuse.notApplicant();
      if (hard) {
        if (row.status !== DisassembleStatus.draft && row.status !== DisassembleStatus.voided)
          throw refuse.notRemovable();
        await tx
          .update(disassemble)
          .set({ isDeleted: 1, ...updatedBy(p) })
          .where(eq(disassemble.id, id));
        await appendAuditEvent(tx, {
          tenantId: row.tenantId,
          objectType: disassembleMachine.objectType,
          objectId: row.id,
          action: 'delete',
          fromStatus: row.status,
          toStatus: row.status,
          actorId: p.userId,
          actorEnterpriseId: p.postId,
        });
      } else {
        if (!disassembleMachine.can('void', row.status)) throw refuse.notVoidable();
        await transition(tx, { machine: disassembleMachine, move: 'void', table: disassemble, id, actor: p });
        await releaseReceipts(tx, holderOf(id));
      }
      touched.push(id);
    }
  });
  return touched;
};
