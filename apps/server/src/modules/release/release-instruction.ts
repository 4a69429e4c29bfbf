import { DgeCcbStatus } from '@kc/domain/finance/status';
import { ReceiptStatus } from '@kc/domain/receipt/status';
import { ReleaseStatus, TakeGoodType } from '@kc/domain/release/release';
import { releaseDgeCcbStatus } from '@kc/domain/release/release-record';
import { TraySplitStatus } from '@kc/domain/release/tray-split';
import Decimal from 'decimal.js';
import { and, eq } from 'drizzle-orm';
import { appendAuditEvent } from '../../platform/audit/audit.service';
import type { ReleaseInstructionBill } from '../../providers/bank/port';
import { bankActor, bankRefused, liveApplyRowsOf, moveReleaseRows, type ReleaseInstructionHandler } from '../finance';
import { handOverReceipts, receiptsByIds } from '../receipt';
import { ccbRelease, ccbReleaseBill } from './release.table';
import { nextReleaseCode } from './release-code';
import { announceRelease } from './release-events';
import { pushFeedback } from './release-feedback';

/** The pick-up notice's file owner: seen by whoever sees the release. */
export const RELEASE_NOTICE_FILE_OWNER = 'release-notice';

const WEIGHT = /^\d{1,14}(\.\d{1,2})?$/;

/** The notice's kind from its first bytes: a PDF, a PNG or a JPEG (anything else is not kept). */
const noticeKind = (bytes: Buffer) => {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-')
    return { kind: 'pdf', ext: 'pdf', mime: 'application/pdf' } as const;
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return { kind: 'png', ext: 'png', mime: 'image/png' } as const;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return { kind: 'jpg', ext: 'jpg', mime: 'image/jpeg' } as const;
  return undefined;
};

/** The instruction's receipts: `bills`, or an older sender's `billIds` (each whole). */
const billsOf = (data: Parameters<ReleaseInstructionHandler>[3]): ReleaseInstructionBill[] =>
  data.bills?.length
    ? data.bills
    : (data.billIds ?? []).map((billId) => ({ billId: String(billId), takeGoodType: TakeGoodType.full }));

/**
 * The bank's release instruction becomes a release record (README "The instruction"), in the inbox's transaction
 * under the application's lock:
 * - a repeat (same instruction number on the application) creates nothing; once fed back, our feedback goes again;
 * - every receipt must be one of the application's live pledged rows (70/80) not held by another release, pledged
 *   itself (70); a part ('02') names a weight above 0 and below the receipt's and at least one tray;
 * - the record starts at 5 (a tray split is needed: any part) or, when every receipt leaves whole, at 10 with
 *   traySplitStatus 2 (no split needed: chosen here, the spec has no split for a whole receipt);
 * - its fee state starts at 0 / 0: the release's own fee (over its pickup loan, release-fee.ts) sets it once the
 *   platform commits it;
 * - the receipts pass from the pledge's hold to the release's (handOverReceipts), their rows read
 *   releaseDgeCcbStatus, and the notice is stored as the release's attachment.
 */
export const applyReleaseInstruction: ReleaseInstructionHandler = async (ctx, tx, apply, data) => {
  const instructionNo = String(data.instructionNo).slice(0, 40);
  const [known] = await tx
    .select()
    .from(ccbRelease)
    .where(and(eq(ccbRelease.applyId, apply.id), eq(ccbRelease.instructionNo, instructionNo)))
    .limit(1);
  if (known) {
    // Applied once: the bank asking again while it waits for our feedback only hears it again.
    if (known.status === ReleaseStatus.pickupFed) {
      await tx
        .update(ccbRelease)
        .set({ fedAt: null, feedbackNextAt: new Date(), feedbackError: null })
        .where(eq(ccbRelease.id, known.id));
      return {
        what: 'releaseRepeated',
        after: async () => {
          await pushFeedback(ctx, known.id);
        },
      };
    }
    return { what: 'releaseRepeated' };
  }

  const bills = billsOf(data);
  const ids = bills.map((b) => String(b.billId));
  if (new Set(ids).size !== ids.length) throw bankRefused('解押指令中仓单重复');
  const rows = new Map((await liveApplyRowsOf(tx, apply.id, ids)).map((r) => [r.billId, r]));
  const receipts = await receiptsByIds(tx, ids);
  const releaseDge = new Set<number>(Object.values(releaseDgeCcbStatus));
  for (const b of bills) {
    const row = rows.get(b.billId);
    const bill = receipts.get(b.billId);
    if (!row || !bill) throw bankRefused(`仓单 ${b.billId} 不在该融资申请的质押中`);
    if (row.dgeCcbStatus !== DgeCcbStatus.pledgedAwaitingPush && row.dgeCcbStatus !== DgeCcbStatus.pledgePushed)
      throw bankRefused(
        releaseDge.has(row.dgeCcbStatus) ? `仓单 ${row.billCode} 已在解押中` : `仓单 ${row.billCode} 尚未完成质押`,
      );
    if (bill.status !== ReceiptStatus.pledged) throw bankRefused(`仓单 ${row.billCode} 不是已质押状态`);
    if (b.takeGoodType === TakeGoodType.partial) {
      if (!b.weight || !WEIGHT.test(b.weight) || new Decimal(b.weight).lte(0))
        throw bankRefused(`仓单 ${row.billCode} 部分解押须给出解押重量`);
      if (new Decimal(b.weight).gte(bill.totalWeight))
        throw bankRefused(`仓单 ${row.billCode} 部分解押重量须小于仓单重量（${bill.totalWeight}）`);
      if (!b.number || b.number < 1) throw bankRefused(`仓单 ${row.billCode} 部分解押须给出托盘数量`);
    }
  }

  const partial = bills.some((b) => b.takeGoodType === TakeGoodType.partial);
  const status = partial ? ReleaseStatus.awaitingTraySplit : ReleaseStatus.awaitingPlatform;
  const now = new Date();
  const [release] = await tx
    .insert(ccbRelease)
    .values({
      tenantId: apply.tenantId,
      code: await nextReleaseCode(tx, apply.tenantId, now),
      applyId: apply.id,
      financeAppId: apply.financeAppId,
      instructionNo,
      thCode: data.thCode?.slice(0, 40) ?? null,
      takeGoodCode: data.takeGoodCode?.slice(0, 40) ?? null,
      takeGoodTime: data.takeGoodTime?.slice(0, 19) ?? null,
      shipperId: apply.shipperId,
      warehouseId: apply.warehouseId,
      bankId: apply.bankId,
      status,
      // The release's own fee (release-fee.ts) sets these once the platform commits it; the application's fee is
      // another fee (the whole pledge's) and is no longer copied here.
      payStatus: 0,
      serviceAmountStatus: 0,
      traySplitStatus: partial ? TraySplitStatus.draft : TraySplitStatus.seen,
      createTime: now,
      updateTime: now,
    })
    .returning();

  const notice = data.takeGoodNotice ? Buffer.from(data.takeGoodNotice.contentBase64, 'base64') : undefined;
  const kind = notice ? noticeKind(notice) : undefined;
  if (notice && !kind) throw bankRefused('提货通知书须为 PDF、PNG 或 JPG 文件');
  let row = release!;
  if (notice && kind) {
    const file = await ctx.files.store(
      // The bank is no user here: the file is recorded under the application's creator, and since the release
      // holds it from the start, only the release's resolver decides who sees it.
      { tenantId: apply.tenantId, userId: apply.createUser ?? '0', postId: null },
      { originalName: data.takeGoodNotice!.fileName.slice(0, 100), bytes: notice, ...kind },
      tx,
      { ownerType: RELEASE_NOTICE_FILE_OWNER, ownerId: row.id },
    );
    [row] = await tx
      .update(ccbRelease)
      .set({ takeGoodNoticeFile: file.id })
      .where(eq(ccbRelease.id, row.id))
      .returning();
  }

  const dge = releaseDgeCcbStatus[status];
  await tx.insert(ccbReleaseBill).values(
    bills.map((b, i) => {
      const bill = receipts.get(b.billId)!;
      const whole = b.takeGoodType !== TakeGoodType.partial;
      return {
        tenantId: apply.tenantId,
        releaseId: row!.id,
        oldWrInfoId: b.billId,
        oldWrInfoCode: bill.code,
        takeGoodType: whole ? TakeGoodType.full : TakeGoodType.partial,
        number: b.number ?? null,
        weight: whole ? new Decimal(bill.totalWeight).toFixed(2) : new Decimal(b.weight!).toFixed(2),
        quantity: b.quantity ?? (whole ? bill.totalQuantity : null),
        dgeCcbStatus: dge,
        sort: i,
      };
    }),
  );
  const moved = await handOverReceipts(
    tx,
    { process: 'pledge', processId: apply.id },
    { process: 'release', processId: row!.id },
    ids,
  );
  if (moved !== ids.length) throw bankRefused('解押仓单未被该质押占用');
  const actor = { ...bankActor(apply.tenantId), postId: apply.bankId };
  await moveReleaseRows(tx, { apply, billIds: ids, to: dge, actor });
  await appendAuditEvent(tx, {
    tenantId: apply.tenantId,
    objectType: 'release',
    objectId: row!.id,
    action: 'instruction',
    fromStatus: null,
    toStatus: status,
    actorId: null,
    actorEnterpriseId: apply.bankId,
    payload: { applyId: apply.id, instructionNo, billIds: ids, partial },
  });
  const created = row!;
  return { what: 'releaseInstruction', after: () => announceRelease(ctx, created, 'instruction') };
};
