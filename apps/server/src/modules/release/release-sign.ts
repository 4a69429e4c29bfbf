import { DomainError } from '@kc/domain';
import { isSealReady } from '@kc/domain/enterprise/status';
import { PledgeBatchStatus } from '@kc/domain/finance/status';
import { batchSignRefusals } from '@kc/domain/receipt/batch';
import { ReleaseStatus, TakeGoodType } from '@kc/domain/release/release';
import { ReleaseSignStatus } from '@kc/domain/release/release-record';
import {
  RELEASE_BUSS_TYPE,
  RELEASE_SEAL_LABELS,
  RELEASE_SEAL_PERMISSION,
  type ReleaseSealRole,
  releaseSignRefusals as refuse,
  releaseRoleOfBussType,
  releaseSealRoleOf,
  releaseSealSteps,
} from '@kc/domain/release/release-sign';
import { measureText } from '@kc/domain/shared/measure';
import { formatDate } from '@kc/domain/shared/time';
import { and, asc, desc, eq } from 'drizzle-orm';
import { appendAuditEvent } from '../../platform/audit/audit.service';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { renderDocument } from '../../platform/pdf/document';
import { sealPlacesOf } from '../../platform/pdf/document-marks';
import type { Actor } from '../../platform/state/transition';
import { consumeConfirmedSession } from '../../providers/mini-program/qr-session';
import { createSignBatch, registerBatchSigner, signBatch, startSignBatch } from '../batch-sign';
import { enterpriseOf, liveEnterprise } from '../enterprise';
import { announceFinance, findApply, moveReleaseRows } from '../finance';
import { receiptsByIds, unitLabels } from '../receipt';
import { ccbRelease, ccbReleaseBill, ccbReleaseSign } from './release.table';
import { canSeeRelease, loadVisibleRelease, type ReleaseRow } from './release-access';
import { announceRelease } from './release-events';
import { moveRelease } from './release-moves';

/** The release confirmations' files (解押确认书): seen by whoever sees the release (release-sign.routes.ts). */
export const RELEASE_SIGN_FILE_OWNER = 'release-sign';

export type ReleaseSealActor = Pick<Principal, 'userId' | 'tenantId' | 'postId' | 'roleAliases'>;
type BillRow = typeof ccbReleaseBill.$inferSelect;

const kindOf = (role: ReleaseSealRole) => `release-${role}`;
const actorOf = (p: ReleaseSealActor): Actor => ({ userId: p.userId, postId: p.postId ?? null, tenantId: p.tenantId });

class AlreadySealed extends Error {}

/** The release row with its release, or 404 when missing or not the caller's to see. */
const rowAndRelease = async (db: DbOrTx, p: ReleaseSealActor, rowId: string) => {
  const [found] = await db
    .select({ row: ccbReleaseBill, release: ccbRelease })
    .from(ccbReleaseBill)
    .innerJoin(ccbRelease, eq(ccbRelease.id, ccbReleaseBill.releaseId))
    .where(eq(ccbReleaseBill.id, rowId))
    .limit(1);
  if (!found || !canSeeRelease(p as Principal, found.release)) throw refuse.notFound();
  return found;
};

/** The sealer's side: the shipper seals for the release's shipper, the warehouse for its warehouse; else 403. */
export const assertReleaseSealer = (p: ReleaseSealActor, release: ReleaseRow, role: ReleaseSealRole) => {
  const own = role === 'shipper' ? release.shipperId : release.warehouseId;
  if (p.postId && p.postId === own) return;
  throw role === 'shipper' ? refuse.notShipper() : refuse.notWarehouse();
};

export const assertReleaseSealPermission = async (ctx: AppContext, p: Principal, role: ReleaseSealRole) => {
  if (!(await ctx.acl.holdsAny(p.roleIds, [RELEASE_SEAL_PERMISSION[role]]))) throw refuse.noPermission();
};

/** The row can take this seal now: the release passed by the warehouse (30), the row live at the seal's step. */
export const assertSealable = (release: ReleaseRow, row: BillRow, role: ReleaseSealRole) => {
  if (
    release.status !== ReleaseStatus.warehousePassed ||
    row.live !== 1 ||
    row.dgeCcbStatus !== releaseSealSteps[role].from
  )
    throw refuse.statusMismatch();
};

/** The enterprise whose seal is stamped, ready (approved, e-sign success with an account), else 400. */
export const readyReleaseSeal = async (db: DbOrTx, tenantId: string, id: string) => {
  const e = await liveEnterprise(db, tenantId, id);
  if (!e || !isSealReady(e)) throw refuse.noSeal();
  return e as typeof e & { esignAccountId: string };
};

/**
 * The release confirmation (解押确认书) of one receipt row: the release, the parties, the receipt and what leaves —
 * the whole receipt, or the part (and, once split, the two new receipts) — and the two seal places.
 */
const renderConfirmation = async (db: DbOrTx, release: ReleaseRow, row: BillRow) => {
  const ids = [row.oldWrInfoId, row.leaveWrInfoId, row.remainWrInfoId].filter((x): x is string => !!x);
  const [receipts, units, shipper, warehouse, bank] = await Promise.all([
    receiptsByIds(db, ids),
    unitLabels(db, release.tenantId),
    enterpriseOf(db, release.shipperId),
    enterpriseOf(db, release.warehouseId),
    enterpriseOf(db, release.bankId),
  ]);
  const bill = receipts.get(row.oldWrInfoId);
  const w = units.weight.get(bill?.weightUnit ?? '') ?? '';
  const n = units.number.get(bill?.numberUnit ?? '') ?? '';
  const line = (label: string, id: string | null) => {
    const r = id ? receipts.get(id) : undefined;
    return r ? [label, r.code, r.materialName, measureText(r.totalWeight, w), measureText(r.totalQuantity, n)] : [];
  };
  const whole = row.takeGoodType === TakeGoodType.full;
  const { pdf } = await renderDocument({
    title: `仓单解押确认书 ${row.oldWrInfoCode}`,
    subject: `解押记录 ${release.code}`,
    footer: '本确认书经货主和仓储企业电子签章后生效。',
    blocks: [
      { kind: 'title', text: '仓单解押确认书' },
      {
        kind: 'fields',
        plain: true,
        columns: 2,
        rows: [
          { label: '解押编号', value: release.code },
          { label: '解押指令号', value: release.instructionNo },
          { label: '提货单号', value: release.thCode ?? '—' },
          { label: '日期', value: formatDate(new Date()) ?? '' },
        ],
      },
      {
        kind: 'fields',
        rows: [
          { label: '货主', value: shipper?.name ?? '' },
          { label: '质权人（银行）', value: bank?.name ?? '' },
          { label: '仓储企业', value: warehouse?.name ?? '' },
        ],
      },
      {
        kind: 'table',
        columns: [
          { title: '', width: 70 },
          { title: '仓单编号', width: 120 },
          { title: '货物名称' },
          { title: '重量', width: 80, align: 'right' },
          { title: '数量', width: 70, align: 'right' },
        ],
        rows: [
          line('原仓单', row.oldWrInfoId),
          line('解押部分', row.leaveWrInfoId),
          line('剩余质押', row.remainWrInfoId),
        ].filter((r) => r.length > 0),
      },
      {
        kind: 'paragraph',
        text: whole
          ? `经质权人指令，上述仓单项下货物全部解除质押，可由货主提货。`
          : `经质权人指令，上述仓单项下货物解除质押 ${measureText(row.weight, w)}，可由货主提货；剩余货物仍质押于质权人。`,
      },
      {
        kind: 'seals',
        places: [
          { name: 'shipper', label: RELEASE_SEAL_LABELS.shipper, caption: shipper?.name ?? '' },
          { name: 'warehouse', label: RELEASE_SEAL_LABELS.warehouse, caption: warehouse?.name ?? '' },
        ],
      },
    ],
  });
  return pdf;
};

/**
 * One seal on one release confirmation (README "Release signatures"): the shipper's 101 → 111, then the warehouse's
 * 111 → 112, on the release row, the application's row (while active) and the receipt's mirror. Exactly once per
 * (row, kind). The shipper's seal moves signStatus to 1 once every row has it; the last warehouse seal seals the
 * release (30 → 40, signStatus 2). The document: drawn at the shipper's seal, the warehouse seals that file.
 */
export const sealReleaseRow = async (
  ctx: AppContext,
  input: { rowId: string; role: ReleaseSealRole; actor: ReleaseSealActor },
) => {
  const { role, actor } = input;
  const step = releaseSealSteps[role];
  const { row, release } = await rowAndRelease(ctx.db, actor, input.rowId);
  assertReleaseSealer(actor, release, role);
  const [sealed] = await ctx.db
    .select()
    .from(ccbReleaseSign)
    .where(and(eq(ccbReleaseSign.releaseBillId, row.id), eq(ccbReleaseSign.kind, kindOf(role))))
    .limit(1);
  if (sealed) return { row, release, signed: false };
  assertSealable(release, row, role);
  const sealer = await readyReleaseSeal(
    ctx.db,
    release.tenantId,
    role === 'shipper' ? release.shipperId : release.warehouseId,
  );
  let source: Uint8Array;
  if (role === 'shipper') source = await renderConfirmation(ctx.db, release, row);
  else {
    const [first] = await ctx.db
      .select()
      .from(ccbReleaseSign)
      .where(and(eq(ccbReleaseSign.releaseBillId, row.id), eq(ccbReleaseSign.kind, kindOf('shipper'))))
      .limit(1);
    const bytes = first ? await ctx.files.read(first.fileId) : undefined;
    if (!bytes) throw refuse.statusMismatch();
    source = new Uint8Array(bytes);
  }
  const place = (await sealPlacesOf(source))[role];
  const signed = await ctx.signing.signDocument({
    accountId: sealer.esignAccountId,
    pdf: source,
    placements: [place ?? { page: 999, x: role === 'shipper' ? 100 : 350, y: 120, size: 110 }],
    reason: step.reason,
  });
  const moveActor = actorOf(actor);
  let result: { row: BillRow; release: ReleaseRow };
  try {
    result = await ctx.db.transaction(async (tx) => {
      const [locked] = await tx.select().from(ccbRelease).where(eq(ccbRelease.id, release.id)).for('update');
      const file = await ctx.files.store(
        moveActor,
        {
          originalName: `解押确认书-${row.oldWrInfoCode}.pdf`,
          bytes: Buffer.from(signed.pdf),
          kind: 'pdf',
          ext: 'pdf',
          mime: 'application/pdf',
        },
        tx,
        { ownerType: RELEASE_SIGN_FILE_OWNER, ownerId: row.id },
      );
      const [recorded] = await tx
        .insert(ccbReleaseSign)
        .values({
          tenantId: release.tenantId,
          releaseId: release.id,
          releaseBillId: row.id,
          kind: kindOf(role),
          enterpriseId: sealer.id,
          fileId: file.id,
          sha256: signed.sha256,
          actorId: actor.userId,
        })
        .onConflictDoNothing()
        .returning({ id: ccbReleaseSign.id });
      if (!recorded) throw new AlreadySealed();
      const [moved] = await tx
        .update(ccbReleaseBill)
        .set({ dgeCcbStatus: step.to, updateTime: new Date() })
        .where(and(eq(ccbReleaseBill.id, row.id), eq(ccbReleaseBill.dgeCcbStatus, step.from)))
        .returning();
      if (!moved || locked!.status !== ReleaseStatus.warehousePassed) throw refuse.statusMismatch();
      await moveReleaseRows(tx, {
        apply: { id: release.applyId },
        billIds: [row.oldWrInfoId],
        to: step.to,
        actor: moveActor,
      });
      await appendAuditEvent(tx, {
        tenantId: release.tenantId,
        objectType: 'release',
        objectId: release.id,
        action: `release-sign-${role}`,
        fromStatus: locked!.status,
        toStatus: locked!.status,
        actorId: actor.userId,
        actorEnterpriseId: sealer.id,
        payload: { releaseBillId: row.id, billId: row.oldWrInfoId, sha256: signed.sha256, dgeCcbStatus: step.to },
      });
      const rows = (await tx.select().from(ccbReleaseBill).where(eq(ccbReleaseBill.releaseId, release.id))).filter(
        (r) => r.live === 1,
      );
      const all = (s: number) => rows.every((r) => r.dgeCcbStatus >= s);
      if (all(releaseSealSteps.warehouse.to))
        return {
          row: moved,
          release: await moveRelease(tx, locked!, 'sealed', moveActor, {
            set: { signStatus: ReleaseSignStatus.bothSigned },
            payload: { signatures: 'both' },
          }),
        };
      if (all(releaseSealSteps.shipper.to) && locked!.signStatus === ReleaseSignStatus.none) {
        const [next] = await tx
          .update(ccbRelease)
          .set({ signStatus: ReleaseSignStatus.shipperSigned, updateTime: new Date() })
          .where(eq(ccbRelease.id, release.id))
          .returning();
        return { row: moved, release: next! };
      }
      return { row: moved, release: locked! };
    });
  } catch (e) {
    if (e instanceof AlreadySealed) return { row, release, signed: false };
    throw e;
  }
  await announceRelease(ctx, result.release, `releaseSign-${role}`);
  if (result.release.status !== release.status) {
    const apply = await findApply(ctx.db, release.applyId);
    if (apply) await announceFinance(ctx, apply, 'release');
  }
  return { ...result, signed: true };
};

export type StartReleaseBatchResult = { autoSignOff: true } | { autoSignOff: false; batchId: string; totalNum: number };

/**
 * ple/bill/releaseBatchSign {releaseId, type 0 owner | 1 warehouse, token}: every row of the release waiting for the
 * caller's seal, in one batch (the batch runner, bussType 70 / 80, bussId the release); silent signing must be on
 * (else 205); unless the signer is an individual, the caller's confirmed QR session of the business is consumed.
 */
export const startReleaseBatch = async (
  ctx: AppContext,
  p: Principal,
  input: { releaseId: string; type: number; token?: string },
): Promise<StartReleaseBatchResult> => {
  const role = releaseSealRoleOf(input.type);
  const { row: release } = await loadVisibleRelease(ctx.db, p, input.releaseId);
  assertReleaseSealer(p, release, role);
  await assertReleaseSealPermission(ctx, p, role);
  if (release.status !== ReleaseStatus.warehousePassed) throw refuse.statusMismatch();
  const signerId = role === 'shipper' ? release.shipperId : release.warehouseId;
  const signer = await enterpriseOf(ctx.db, signerId);
  if (!signer) throw refuse.noSeal();
  if (signer.isAutoSign !== 1) return { autoSignOff: true };
  const rows = await ctx.db
    .select()
    .from(ccbReleaseBill)
    .where(
      and(
        eq(ccbReleaseBill.releaseId, release.id),
        eq(ccbReleaseBill.live, 1),
        eq(ccbReleaseBill.dgeCcbStatus, releaseSealSteps[role].from),
      ),
    )
    .orderBy(asc(ccbReleaseBill.sort), asc(ccbReleaseBill.id));
  if (rows.length === 0) throw refuse.nothingToSign();
  const bussType = RELEASE_BUSS_TYPE[role];
  const batch = await createSignBatch(ctx, {
    tenantId: p.tenantId,
    bussType,
    bussId: release.id,
    role,
    enterpriseId: signerId,
    createUser: p.userId,
    // The batch's items name the receipts (kc_sign_batch_item.bill_id): each row's pledged receipt.
    billIds: rows.map((r) => r.oldWrInfoId),
    prepare: async (tx) => {
      if (signer.isPerson === 1) return undefined;
      const session = await consumeConfirmedSession(tx, {
        token: input.token,
        userId: p.userId,
        bussType,
        bussId: release.id,
      });
      if (!session) throw batchSignRefusals.qrNotFound();
      return { qrToken: session.token };
    },
  });
  await startSignBatch(ctx, batch.id);
  return { autoSignOff: false, batchId: batch.id, totalNum: batch.totalNum };
};

/** The batch runner's signer of release confirmations (bussType 70 / 80): the batch's release's row of the receipt. */
export const registerReleaseBatchSigner = () =>
  registerBatchSigner(
    [RELEASE_BUSS_TYPE.shipper, RELEASE_BUSS_TYPE.warehouse],
    async (ctx, { billId, batch, actor }) => {
      const role = releaseRoleOfBussType(batch.bussType)!;
      const [row] = await ctx.db
        .select({ id: ccbReleaseBill.id })
        .from(ccbReleaseBill)
        .where(and(eq(ccbReleaseBill.releaseId, batch.bussId), eq(ccbReleaseBill.oldWrInfoId, billId)))
        .limit(1);
      if (!row) throw refuse.notFound();
      if (!actor) throw refuse.noPermission();
      const sealed = await sealReleaseRow(ctx, { rowId: row.id, role, actor });
      return { signed: sealed.signed };
    },
  );

/**
 * ccb/release/searchSignStatus {releaseId, type}: the release's latest batch of that seal (2 签章中 while it runs,
 * then 0 or 1 with failures), or, before any batch, the counts from the rows (3 未签章 while none is sealed).
 */
export const releaseSignProgress = async (ctx: AppContext, p: Principal, q: { releaseId: string; type: number }) => {
  const role = releaseSealRoleOf(q.type);
  const { row: release } = await loadVisibleRelease(ctx.db, p, q.releaseId);
  const signerId = role === 'shipper' ? release.shipperId : release.warehouseId;
  const [batch] = await ctx.db
    .select()
    .from(signBatch)
    .where(
      and(
        eq(signBatch.enterpriseId, signerId),
        eq(signBatch.bussType, RELEASE_BUSS_TYPE[role]),
        eq(signBatch.bussId, release.id),
      ),
    )
    .orderBy(desc(signBatch.createTime), desc(signBatch.id))
    .limit(1);
  if (batch)
    return {
      batchId: batch.id,
      status:
        batch.status === 0
          ? PledgeBatchStatus.signing
          : batch.failNum > 0
            ? PledgeBatchStatus.failed
            : PledgeBatchStatus.success,
      totalNum: batch.totalNum,
      finishNum: batch.finishNum,
      failNum: batch.failNum,
    };
  const rows = (await ctx.db.select().from(ccbReleaseBill).where(eq(ccbReleaseBill.releaseId, release.id))).filter(
    (r) => r.live === 1,
  );
  const finishNum = rows.filter((r) => r.dgeCcbStatus >= releaseSealSteps[role].to).length;
  return {
    batchId: null,
    status: rows.length > 0 && finishNum === rows.length ? PledgeBatchStatus.success : PledgeBatchStatus.notSigned,
    totalNum: rows.length,
    finishNum,
    failNum: 0,
  };
};

/** A DomainError's message as it is; anything else as 签章失败（…）. */
export const sealMessageOf = (e: unknown) =>
  e instanceof DomainError ? e.message : `签章失败（${e instanceof Error ? e.message : String(e)}）`;
