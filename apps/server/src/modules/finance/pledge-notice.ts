import { DgeCcbStatus } from '@kc/domain/finance/status';
import { ReceiptStatus } from '@kc/domain/receipt/status';
import { formatDate } from '@kc/domain/shared/time';
import { and, asc, eq } from 'drizzle-orm';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { sha256Hex } from '../../platform/pdf/pdf-sign';
import { enterpriseCard, movePledgedReceipts, receiptsByIds, unitLabels } from '../receipt';
import { financeApply, financeApplyBill } from './finance.table';
import { renderPledgeNotice } from './pledge-pdf';
import { type ApplyBillRow, actorOrCreator, moveApplyBill, PLEDGE_NOTICE_FILE_OWNER } from './pledge-rows';

/**
 * The bank registered the pledge (spec 2 §4; the flow's step "pledge.registered"): every active receipt row of the
 * application at 40 (待质押) gets its pledge notice (质押通知书) rendered and stored, and moves to 50 (待货主质押签章);
 * its receipt reads 50 too and moves 1 (in effect) → 91 (待质押背书). In the caller's transaction, which must have
 * set the application's `registrationNo` first (the notice prints it). Rows already past 40 are left alone, so a
 * repeated callback changes nothing.
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
  const [pledgor, pledgee, custodian, units, bills] = await Promise.all([
    enterpriseCard(tx, apply.tenantId, apply.shipperId),
    enterpriseCard(tx, apply.tenantId, apply.bankId),
    enterpriseCard(tx, apply.tenantId, apply.warehouseId),
    unitLabels(tx, apply.tenantId),
    receiptsByIds(
      tx,
      rows.map((r) => r.billId),
    ),
  ]);
  const party = (card: { name: string; address: string } | undefined) => ({
    name: card?.name ?? '',
    address: card?.address ?? '',
  });
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
    await storeNotice(ctx, tx, { row, pdf, actor });
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
};

const storeNotice = async (
  ctx: AppContext,
  tx: DbOrTx,
  input: { row: ApplyBillRow; pdf: Uint8Array; actor: ReturnType<typeof actorOrCreator> },
) => {
  const { row, pdf, actor } = input;
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
  await moveApplyBill(tx, {
    row,
    from: DgeCcbStatus.awaitingPledge,
    to: DgeCcbStatus.awaitingOwnerSeal,
    action: 'pledge-notice',
    actor,
    set: { extractFileId: file.id, extractSha256: sha256Hex(pdf), signStatus: null, signMessage: null },
  });
};
