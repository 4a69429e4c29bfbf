import { DgeCcbStatus } from '@kc/domain/finance/status';
import { ReceiptStatus } from '@kc/domain/receipt/status';
import { formatDate } from '@kc/domain/shared/time';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import { afterCommit } from '../../platform/db/after-commit';
import type { DbOrTx } from '../../platform/db/client';
import { sha256Hex } from '../../platform/pdf/pdf-sign';
import type { Actor } from '../../platform/state/transition';
import { enterpriseCard, movePledgedReceipts, receiptsByIds, unitLabels } from '../receipt';
import { financeApply, financeApplyBill } from './finance.table';
import { renderPledgeNotice } from './pledge-pdf';
import { type ApplyBillRow, actorOrCreator, moveApplyBill, PLEDGE_NOTICE_FILE_OWNER } from './pledge-rows';

/**
 * The bank registered the pledge (spec 2 §4; the flow's step "pledge.registered"): every active receipt row of the
 * application at 40 (待质押) moves to 50 (待货主质押签章) to get its pledge notice (质押通知书); its receipt reads 50
 * too and moves 1 (in effect) → 91 (待质押背书). In the caller's transaction, which must have set the application's
 * `registrationNo` first (the notice prints it). The notices are drawn once that transaction has committed
 * (no render while the bank inbox holds its locks; renderPledgeNotices). Rows already past 40 are
 * left alone, so a repeated callback changes nothing.
 */
export const preparePledgeNotices = async (
  ctx: AppContext,
  tx: DbOrTx,
  input: { applyId: string; actor: Principal | null },
): Promise<void> => {
  const [apply] = await tx.select().from(financeApply).where(eq(financeApply.id, input.applyId)).limit(1);
  if (!apply) return;
  const rows = await tx
    .select()
    .from(financeApplyBill)
    .where(
      and(
        eq(financeApplyBill.applyId, apply.id),
        eq(financeApplyBill.active, 1),
        eq(financeApplyBill.dgeCcbStatus, DgeCcbStatus.awaitingPledge),
      ),
    )
    .orderBy(asc(financeApplyBill.sort), asc(financeApplyBill.id));
  if (rows.length === 0) return;

  const actor = actorOrCreator(input.actor, apply);
  for (const row of rows) {
    await moveApplyBill(tx, {
      row,
      move: 'noticeIssued',
      action: 'pledge-notice',
      actor,
      set: { extractFileId: null, extractSha256: null, signStatus: null, signMessage: null },
    });
  }

  const billIds = rows.map((r) => r.billId);
  await movePledgedReceipts(tx, {
    billIds,
    from: ReceiptStatus.inEffect,
    to: ReceiptStatus.awaitingPledgeEndorsement,
    dgeCcbStatus: DgeCcbStatus.awaitingOwnerSeal,
    action: 'pledge-registered',
    actor,
    payload: { applyId: apply.id, applyCode: apply.code, registrationNo: apply.registrationNo },
  });
  await afterCommit(tx, () => renderPledgeNotices(ctx, apply.id, { rowIds: rows.map((r) => r.id), actor }));
};

/** A row awaiting its notice: at 50, active, with no file yet (the notice is drawn before the owner's seal). */
const awaitingNotice = and(
  eq(financeApplyBill.active, 1),
  eq(financeApplyBill.dgeCcbStatus, DgeCcbStatus.awaitingOwnerSeal),
  isNull(financeApplyBill.extractFileId),
);

/** Another render stored this row's notice first: this one is dropped. */
class Overtaken extends Error {}

/**
 * Draws the pledge notices of the application's rows that await one (all of them, or `rowIds`) and stores each
 * (owner 'finance-extract') with its SHA-256 on the row. Each PDF is drawn outside any transaction, and stored in a
 * short one that holds only while the row still awaits it, so of two renders at once one stores, and a failure
 * leaves the row waiting for the next render. The stored file's uploader is `actor`, else the application's creator.
 */
export const renderPledgeNotices = async (
  ctx: AppContext,
  applyId: string,
  opts: { rowIds?: readonly string[]; actor?: Actor | null } = {},
): Promise<void> => {
  const db = ctx.db;
  const [apply] = await db.select().from(financeApply).where(eq(financeApply.id, applyId)).limit(1);
  if (!apply) return;
  const rows = await db
    .select()
    .from(financeApplyBill)
    .where(
      and(
        eq(financeApplyBill.applyId, apply.id),
        awaitingNotice,
        opts.rowIds ? inArray(financeApplyBill.id, [...opts.rowIds]) : undefined,
      ),
    )
    .orderBy(asc(financeApplyBill.sort), asc(financeApplyBill.id));
  if (rows.length === 0) return;

  const actor = actorOrCreator(opts.actor, apply);
  const [pledgor, pledgee, custodian, units, bills] = await Promise.all([
    enterpriseCard(db, apply.tenantId, apply.shipperId),
    enterpriseCard(db, apply.tenantId, apply.bankId),
    enterpriseCard(db, apply.tenantId, apply.warehouseId),
    unitLabels(db, apply.tenantId),
    receiptsByIds(
      db,
      rows.map((r) => r.billId),
    ),
  ]);
  const party = (card: { name: string; address: string } | undefined) => ({
    name: card?.name ?? '',
    address: card?.address ?? '',
  });
  // The day the notice is drawn is the day it is issued.
  const issuedDate = formatDate(new Date()) ?? '';

  for (const row of rows) {
    const bill = bills.get(row.billId);
    const pdf = await renderPledgeNotice({
      applyCode: apply.code,
      registrationNo: apply.registrationNo,
      financeAppId: apply.financeAppId,
      pledgor: party(pledgor),
      pledgee: party(pledgee),
      custodian: party(custodian),
      bill: {
        code: row.billCode,
        materialName: bill?.materialName ?? '',
        totalWeight: bill?.totalWeight ?? row.totalWeight,
        weightUnitName: units.weight.get(bill?.weightUnit ?? '') ?? '',
        totalQuantity: bill?.totalQuantity ?? '0',
        numberUnitName: units.number.get(bill?.numberUnit ?? '') ?? '',
        locator: bill?.locator ?? '',
      },
      issuedDate,
    });
    await storeNotice(ctx, { row, pdf, actor });
  }
};

const storeNotice = async (ctx: AppContext, input: { row: ApplyBillRow; pdf: Uint8Array; actor: Actor }) => {
  const { row, pdf, actor } = input;
  try {
    await ctx.db.transaction(async (tx) => {
      const file = await ctx.files.store(
        actor,
        {
          originalName: `质押通知书-${row.billCode}.pdf`,
          bytes: Buffer.from(pdf),
          kind: 'pdf',
          ext: 'pdf',
          mime: 'application/pdf',
        },
        tx,
        { ownerType: PLEDGE_NOTICE_FILE_OWNER, ownerId: row.id },
      );
      const stored = await tx
        .update(financeApplyBill)
        .set({ extractFileId: file.id, extractSha256: sha256Hex(pdf) })
        .where(and(eq(financeApplyBill.id, row.id), awaitingNotice))
        .returning({ id: financeApplyBill.id });
      if (stored.length === 0) throw new Overtaken();
    });
  } catch (err) {
    if (!(err instanceof Overtaken)) throw err;
  }
};

/**
 * The row's pledge notice file, drawn first when it awaits one (its render after the bank's registration failed):
 * what serves or seals the notice asks here, so a failed render heals on the next read and its error shows there.
 */
export const pledgeNoticeFileId = async (ctx: AppContext, row: ApplyBillRow): Promise<string | null> => {
  if (row.extractFileId || row.active !== 1 || row.dgeCcbStatus !== DgeCcbStatus.awaitingOwnerSeal) {
    return row.extractFileId;
  }
  await renderPledgeNotices(ctx, row.applyId, { rowIds: [row.id] });
  const [now] = await ctx.db
    .select({ extractFileId: financeApplyBill.extractFileId })
    .from(financeApplyBill)
    .where(eq(financeApplyBill.id, row.id))
    .limit(1);
  return now?.extractFileId ?? null;
};
