import {
  PLEDGE_BUSS_TYPE,
  type PledgeSealRole,
  pledgeRoleOfBussType,
  pledgeSealRoleOf,
  pledgeSealSteps,
  pledgeRefusals as refuse,
} from '@kc/domain/finance/pledge';
import { FinanceStatus, PledgeBatchStatus } from '@kc/domain/finance/status';
import { batchSignRefusals } from '@kc/domain/receipt/batch';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import { consumeConfirmedSession } from '../../providers/mini-program/qr-session';
import { createSignBatch, registerBatchSigner, signBatch, startSignBatch } from '../batch-sign';
import { enterpriseOf } from '../enterprise';
import { financeApplyBill } from './finance.table';
import { loadVisibleApply } from './finance-access';
import {
  actorOf,
  assertPledgeSealer,
  markPledgeFailed,
  markPledgeSigning,
  messageOf,
  sealPledgeNotice,
} from './pledge-sign';

/** The permission of each seal (spec 2 §6 ccb_release_pledge_sign_*). */
export const PLEDGE_SEAL_PERMISSION: Record<PledgeSealRole, string> = {
  shipper: 'ccb_release_pledge_sign_shipper',
  warehouse: 'ccb_release_pledge_sign_warehouse',
};

export const assertPledgePermission = async (ctx: AppContext, p: Principal, role: PledgeSealRole) => {
  if (!(await ctx.acl.holdsAny(p.roleIds, [PLEDGE_SEAL_PERMISSION[role]]))) throw refuse.noPermission();
};

export type StartPledgeBatchResult = { autoSignOff: true } | { autoSignOff: false; batchId: string; totalNum: number };

/**
 * ple/bill/pledgeBatchSign (spec 2 §4 Batch signing of pledge receipts): type 0 the owner seals every receipt of the
 * application at 50 (with failed ones, signStatus 3), type 1 the warehouse every one at 60 (6). The signer enterprise
 * must have silent signing on (else 205); unless it is an individual, the caller's confirmed QR session of the
 * business (bussType 40 / 50, bussId = applyId) is consumed. The rows read 签章中 (1 / 4) while the batch runs.
 */
export const startPledgeBatch = async (
  ctx: AppContext,
  p: Principal,
  input: { type: number; applyId: string; token?: string },
): Promise<StartPledgeBatchResult> => {
  const role = pledgeSealRoleOf(input.type);
  const step = pledgeSealSteps[role];
  const { row: apply } = await loadVisibleApply(ctx.db, p, input.applyId);
  assertPledgeSealer(p, apply, role);
  await assertPledgePermission(ctx, p, role);
  if (apply.status !== FinanceStatus.awaitingPledge) throw refuse.statusMismatch();
  const signerId = role === 'shipper' ? apply.shipperId : apply.warehouseId;
  const signer = await enterpriseOf(ctx.db, signerId);
  if (!signer) throw refuse.noSeal();
  if (signer.isAutoSign !== 1) return { autoSignOff: true };

  const rows = await ctx.db
    .select({ id: financeApplyBill.id, billId: financeApplyBill.billId })
    .from(financeApplyBill)
    .where(
      and(
        eq(financeApplyBill.applyId, apply.id),
        eq(financeApplyBill.active, 1),
        eq(financeApplyBill.dgeCcbStatus, step.from),
      ),
    )
    .orderBy(asc(financeApplyBill.sort), asc(financeApplyBill.id));
  if (rows.length === 0) throw refuse.nothingToSign();
  const bussType = PLEDGE_BUSS_TYPE[role];

  const batch = await createSignBatch(ctx, {
    tenantId: p.tenantId,
    bussType,
    bussId: apply.id,
    role,
    enterpriseId: signerId,
    createUser: p.userId,
    billIds: rows.map((r) => r.billId),
    prepare: async (tx) => {
      if (signer.isPerson === 1) return undefined;
      const session = await consumeConfirmedSession(tx, {
        token: input.token,
        userId: p.userId,
        bussType,
        bussId: apply.id,
      });
      if (!session) throw batchSignRefusals.qrNotFound();
      return { qrToken: session.token };
    },
    after: (tx) =>
      markPledgeSigning(
        tx,
        rows.map((r) => r.id),
        role,
        actorOf(p),
      ),
  });
  await startSignBatch(ctx, batch.id);
  return { autoSignOff: false, batchId: batch.id, totalNum: batch.totalNum };
};

/**
 * The batch runner's signer of pledge notices (bussType 40 / 50): the item's receipt's live row of the batch's
 * application, sealed as the batch's creator. A failure marks the row 3 / 6 (a new batch retries it).
 */
export const registerPledgeBatchSigner = () =>
  registerBatchSigner([PLEDGE_BUSS_TYPE.shipper, PLEDGE_BUSS_TYPE.warehouse], async (ctx, { billId, batch, actor }) => {
    const role = pledgeRoleOfBussType(batch.bussType)!;
    const [row] = await ctx.db
      .select({ id: financeApplyBill.id })
      .from(financeApplyBill)
      .where(
        and(
          eq(financeApplyBill.applyId, batch.bussId),
          eq(financeApplyBill.billId, billId),
          eq(financeApplyBill.active, 1),
        ),
      )
      .limit(1);
    if (!row) throw refuse.notFound();
    try {
      if (!actor) throw refuse.noPermission();
      const sealed = await sealPledgeNotice(ctx, { rowId: row.id, role, actor });
      return { signed: sealed.signed };
    } catch (e) {
      await markPledgeFailed(ctx.db, row.id, role, messageOf(e), actor ? actorOf(actor) : undefined).catch(() => {});
      throw e;
    }
  });

/**
 * ccb/finance/searchSignStatus: the progress of the application's latest batch of that seal (PledgeBatchStatus:
 * 2 签章中 while it runs, then 0 签章成功 or 1 签章失败), or, before any batch, the counts from the rows (3 未签章
 * while none is sealed).
 */
export const pledgeSignProgress = async (ctx: AppContext, p: Principal, q: { applyId: string; type: number }) => {
  const role = pledgeSealRoleOf(q.type);
  const step = pledgeSealSteps[role];
  const { row: apply } = await loadVisibleApply(ctx.db, p, q.applyId);
  const signerId = role === 'shipper' ? apply.shipperId : apply.warehouseId;
  const [batch] = await ctx.db
    .select()
    .from(signBatch)
    .where(
      and(
        eq(signBatch.enterpriseId, signerId),
        eq(signBatch.bussType, PLEDGE_BUSS_TYPE[role]),
        eq(signBatch.bussId, apply.id),
      ),
    )
    .orderBy(desc(signBatch.createTime), desc(signBatch.id))
    .limit(1);
  if (batch) {
    const status =
      batch.status === 0
        ? PledgeBatchStatus.signing
        : batch.failNum > 0
          ? PledgeBatchStatus.failed
          : PledgeBatchStatus.success;
    return {
      batchId: batch.id,
      status,
      totalNum: batch.totalNum,
      finishNum: batch.finishNum,
      failNum: batch.failNum,
    };
  }
  const rows = await ctx.db
    .select({ dge: financeApplyBill.dgeCcbStatus, signStatus: financeApplyBill.signStatus })
    .from(financeApplyBill)
    .where(and(eq(financeApplyBill.applyId, apply.id), eq(financeApplyBill.active, 1)));
  const finishNum = rows.filter((r) => r.dge >= step.to).length;
  const failNum = rows.filter((r) => r.dge === step.from && r.signStatus === step.failed).length;
  const signing = rows.some((r) => r.dge === step.from && r.signStatus === step.signing);
  const status =
    rows.length > 0 && finishNum === rows.length
      ? PledgeBatchStatus.success
      : failNum > 0
        ? PledgeBatchStatus.failed
        : signing
          ? PledgeBatchStatus.signing
          : PledgeBatchStatus.notSigned;
  return { batchId: null, status, totalNum: rows.length, finishNum, failNum };
};
