import { DomainError } from '@kc/domain';
import { isSealReady } from '@kc/domain/enterprise/status';
import {
  type PledgeSealRole,
  pledgeSealSteps,
  pledgeSignKind,
  pledgeRefusals as refuse,
} from '@kc/domain/finance/pledge';
import { DgeCcbStatus, dgeCcbMachine, FinanceStatus, financeApplyMachine } from '@kc/domain/finance/status';
import { ReceiptStatus } from '@kc/domain/receipt/status';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { type Actor, transition, transitionAll } from '../../platform/state/transition';
import { liveEnterprise } from '../enterprise';
import { movePledgedReceipts, setReceiptsPledgeStatus } from '../receipt';
import { financeApply, financeApplyBill, financeSign } from './finance.table';
import { canSeeApply } from './finance-access';
import { announceFinance } from './finance-events';
import { pledgeNoticeFileId } from './pledge-notice';
import { pledgeSealPlacement } from './pledge-pdf';
import { pushPledge } from './pledge-push';
import { type ApplyBillRow, moveApplyBill, PLEDGE_NOTICE_FILE_OWNER } from './pledge-rows';

/** Who seals: a logged-in user, or a batch's creator as the job finds them. */
export type PledgeSealActor = Pick<Principal, 'userId' | 'tenantId' | 'postId' | 'roleAliases'>;

export type PledgeSealResult = { row: ApplyBillRow; signed: boolean; applyStatus: number };

/** The sealer as a move's actor. */
export const actorOf = (p: PledgeSealActor): Actor => ({ userId: p.userId, postId: p.postId, tenantId: p.tenantId });

/** Another sealer recorded this seal first: its transaction won, ours rolls back. */
class AlreadySealed extends Error {}

/** A row of an application with the application, and whether this role's seal is recorded (one query). */
const rowForSealing = async (db: DbOrTx, rowId: string, role: PledgeSealRole) => {
  const [found] = await db
    .select({
      row: financeApplyBill,
      apply: financeApply,
      sealed: sql<boolean>`exists (select 1 from kc_finance_sign s where s.apply_bill_id = kc_finance_apply_bill.id and s.kind = ${pledgeSignKind(role)})`,
    })
    .from(financeApplyBill)
    .innerJoin(financeApply, eq(financeApply.id, financeApplyBill.applyId))
    .where(eq(financeApplyBill.id, rowId))
    .limit(1);
  return found;
};

/**
 * The live receipt row `id` names: the row's own id, or the receipt id of its one active row (spec 2 §7: the
 * pledge-sign calls pass either). Undefined when neither.
 */
export const findLiveRow = async (db: DbOrTx, tenantId: string, id: string) => {
  const [byRow] = await db
    .select()
    .from(financeApplyBill)
    .where(and(eq(financeApplyBill.id, id), eq(financeApplyBill.tenantId, tenantId)))
    .limit(1);
  if (byRow) return byRow;
  const [byBill] = await db
    .select()
    .from(financeApplyBill)
    .where(
      and(eq(financeApplyBill.billId, id), eq(financeApplyBill.tenantId, tenantId), eq(financeApplyBill.active, 1)),
    )
    .limit(1);
  return byBill;
};

/**
 * The side check of a pledge seal: the owner seals for the application's shipper, the warehouse for its warehouse.
 * Anyone else who sees the application: 403; who does not: 404 (API.md), as for a missing row.
 */
export const assertPledgeSealer = (
  p: PledgeSealActor,
  apply: typeof financeApply.$inferSelect,
  role: PledgeSealRole,
) => {
  const own = role === 'shipper' ? apply.shipperId : apply.warehouseId;
  if (p.postId && p.postId === own) return;
  if (!canSeeApply(p as Principal, apply)) throw refuse.notFound();
  throw role === 'shipper' ? refuse.notShipper() : refuse.notWarehouse();
};

/** The enterprise whose seal is stamped, ready (approved, e-sign success with an account), else 400. */
export const readySealOf = async (db: DbOrTx, tenantId: string, id: string) => {
  const e = await liveEnterprise(db, tenantId, id);
  if (!e || !isSealReady(e)) throw refuse.noSeal();
  return e as typeof e & { esignAccountId: string };
};

/** No one in person (a batch whose creator is gone): the rows' own tenant is the event's. */
const systemActor: Actor = { userId: null as unknown as string, postId: null, tenantId: '' };

/** The rows' pledge-status move of a seal's step (in progress, failed), on each row's own trail. */
const markSealStep = (
  db: DbOrTx,
  rowIds: readonly string[],
  role: PledgeSealRole,
  which: 'sealing' | 'failed',
  set: Partial<typeof financeApplyBill.$inferInsert>,
  actor: Actor = systemActor,
) =>
  rowIds.length === 0
    ? Promise.resolve([])
    : transitionAll(db, {
        table: financeApplyBill,
        statusColumn: 'dgeCcbStatus',
        machine: dgeCcbMachine,
        move: pledgeSealSteps[role].moves[which],
        where: inArray(financeApplyBill.id, [...rowIds]),
        actor,
        set,
        payload: (r) => ({ applyId: r.applyId, billId: r.billId, signStatus: r.signStatus }),
      });

/** Sign status while a seal is being made (1 owner, 4 warehouse): the row must still wait for that seal. */
export const markPledgeSigning = async (db: DbOrTx, rowIds: readonly string[], role: PledgeSealRole, actor?: Actor) => {
  await markSealStep(
    db,
    rowIds,
    role,
    'sealing',
    { signStatus: pledgeSealSteps[role].signing, signMessage: null },
    actor,
  );
};

/** A failed seal (3 owner, 6 warehouse) with its message, while the row still waits for that seal. */
export const markPledgeFailed = async (
  db: DbOrTx,
  rowId: string,
  role: PledgeSealRole,
  message: string,
  actor?: Actor,
) => {
  const set = { signStatus: pledgeSealSteps[role].failed, signMessage: message.slice(0, 255) };
  await markSealStep(db, [rowId], role, 'failed', set, actor);
};

const isLostRace = (e: unknown) => e instanceof DomainError && e.reason === refuse.reasons.statusMismatch;

/**
 * One seal on one pledge notice (spec 2 §4; spec 3 §4 Bank pledge status): the owner's 50 → 60 (signStatus 2),
 * the warehouse's 60 → 70 (signStatus 5, the receipt 91 → 70 已质押). Exactly once: a seal already recorded is not
 * made again (`signed: false`), and of two concurrent sealers only the one whose kc_finance_sign row commits first
 * moves the row. The last warehouse seal of the application moves it 60 → 70 and pushes the pledge to the bank
 * (after commit). A failure other than a lost race marks the row 3 / 6 with its message and is thrown.
 */
export const sealPledgeNotice = async (
  ctx: AppContext,
  input: { rowId: string; role: PledgeSealRole; actor: PledgeSealActor },
): Promise<PledgeSealResult> => {
  const { rowId, role, actor } = input;
  const step = pledgeSealSteps[role];
  const found = await rowForSealing(ctx.db, rowId, role);
  if (!found || found.row.tenantId !== actor.tenantId) throw refuse.notFound();
  const { row, apply } = found;
  assertPledgeSealer(actor, apply, role);
  const unchanged = (): PledgeSealResult => ({ row, signed: false, applyStatus: apply.status });
  if (found.sealed) return unchanged();
  if (row.active !== 1 || row.dgeCcbStatus !== step.from || apply.status !== FinanceStatus.awaitingPledge) {
    throw refuse.statusMismatch();
  }

  let result: { row: ApplyBillRow; apply: typeof apply };
  try {
    const sealer = await readySealOf(ctx.db, apply.tenantId, role === 'shipper' ? apply.shipperId : apply.warehouseId);
    // A notice not drawn after the bank's registration (a failed render) is drawn now (pledgeNoticeFileId).
    const fileId = await pledgeNoticeFileId(ctx, row);
    const pdf = fileId ? await ctx.files.read(fileId) : undefined;
    if (!pdf) throw refuse.noticeMissing();
    if (row.signStatus !== step.signing) await markPledgeSigning(ctx.db, [row.id], role);
    const bytes = new Uint8Array(pdf);
    const signed = await ctx.signing.signDocument({
      accountId: sealer.esignAccountId,
      pdf: bytes,
      placements: await pledgeSealPlacement(bytes, role),
      reason: step.reason,
    });
    const moveActor = actorOf(actor);
    result = await ctx.db.transaction(async (tx) => {
      // One sealer of an application at a time: the last warehouse seal then sees every other row's.
      await tx.select({ id: financeApply.id }).from(financeApply).where(eq(financeApply.id, apply.id)).for('update');
      const file = await ctx.files.store(
        moveActor,
        {
          originalName: `质押通知书-${row.billCode}.pdf`,
          bytes: Buffer.from(signed.pdf),
          kind: 'pdf',
          ext: 'pdf',
          mime: 'application/pdf',
        },
        tx,
        { ownerType: PLEDGE_NOTICE_FILE_OWNER, ownerId: row.id },
      );
      const [recorded] = await tx
        .insert(financeSign)
        .values({
          applyId: apply.id,
          applyBillId: row.id,
          kind: pledgeSignKind(role),
          enterpriseId: sealer.id,
          fileId: file.id,
          sha256: signed.sha256,
          actorId: actor.userId,
        })
        .onConflictDoNothing()
        .returning({ id: financeSign.id });
      if (!recorded) throw new AlreadySealed();
      const moved = await moveApplyBill(tx, {
        row,
        move: step.moves.sealed,
        action: `pledge-sign-${role}`,
        actor: moveActor,
        set: { signStatus: step.signed, signMessage: null, extractFileId: file.id, extractSha256: signed.sha256 },
        payload: { enterpriseId: sealer.id, sha256: signed.sha256 },
      });
      if (role === 'shipper') {
        await setReceiptsPledgeStatus(tx, [row.billId], step.to);
        return { row: moved, apply };
      }
      await movePledgedReceipts(tx, {
        billIds: [row.billId],
        from: ReceiptStatus.awaitingPledgeEndorsement,
        to: ReceiptStatus.pledged,
        dgeCcbStatus: step.to,
        action: 'pledged',
        actor: moveActor,
        payload: { applyId: apply.id, applyCode: apply.code },
      });
      return { row: moved, apply: await pledgeAppliedIfComplete(tx, apply, moveActor) };
    });
  } catch (e) {
    if (e instanceof AlreadySealed) {
      const now = await rowForSealing(ctx.db, rowId, role);
      return { row: now?.row ?? row, signed: false, applyStatus: now?.apply.status ?? apply.status };
    }
    if (!isLostRace(e)) await markPledgeFailed(ctx.db, row.id, role, messageOf(e), actorOf(actor)).catch(() => {});
    throw e;
  }

  await announceFinance(ctx, result.apply, 'pledgeSign');
  if (result.apply.status === FinanceStatus.pledged) {
    await pushPledge(ctx, apply.id);
  }
  return { row: result.row, signed: true, applyStatus: result.apply.status };
};

/** Every active row sealed by the warehouse (70 or later): the application is pledged (60 → 70). */
const pledgeAppliedIfComplete = async (tx: DbOrTx, apply: typeof financeApply.$inferSelect, actor: Actor) => {
  const [waiting] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(financeApplyBill)
    .where(
      and(
        eq(financeApplyBill.applyId, apply.id),
        eq(financeApplyBill.active, 1),
        lt(financeApplyBill.dgeCcbStatus, DgeCcbStatus.pledgedAwaitingPush),
      ),
    );
  if ((waiting?.n ?? 0) > 0) return apply;
  return transition(tx, {
    table: financeApply,
    id: apply.id,
    machine: financeApplyMachine,
    move: 'pledged',
    actor,
    set: { pledgePushStatus: 0, pledgePushError: null, nextPledgePushAt: new Date() },
  });
};

export const messageOf = (e: unknown) =>
  e instanceof DomainError ? e.message : `签章失败（${e instanceof Error ? e.message : String(e)}）`;
