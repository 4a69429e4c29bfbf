import { formatDateTime, offsetOf, type PageQuery, toPage } from '@kc/domain';
import {
  joinReceiptCodes,
  publicEnterpriseName,
  type ReceiptListQuery,
  type ReplacingProcess,
  receiptEventKindLabel,
  receiptVerifyPath,
  replacedByText,
} from '@kc/domain/receipt/receipt';
import { type ReceiptProcess, receiptProcessLabels } from '@kc/domain/receipt/reservation';
import {
  applySignStatusLabels,
  ReceiptStatus,
  receiptStatusLabel,
  signBatchStatusLabels,
} from '@kc/domain/receipt/status';
import { and, asc, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import { partyCondition } from '../../platform/access/party';
import type { Principal } from '../../platform/auth/principal';
import type { DbOrTx } from '../../platform/db/client';
import { escapeLike } from '../../platform/db/like';
import { enterpriseNameSql } from '../enterprise';
import { inboundOrder } from '../inbound';
import { receipt, receiptSign } from './receipt.table';
import { type UnitLabels, unitLabels } from './receipt-labels';

/** The live receipts of the user's tenant that the user's enterprise is a party to (all for platform and bank). */
export const visibleReceipts = (p: Principal): SQL =>
  and(
    eq(receipt.tenantId, p.tenantId),
    eq(receipt.isDeleted, 0),
    partyCondition(p, receipt.cargoOwnerId, receipt.warehouseId),
  )!;

/** The columns of a receipt list row (ple/bill/list; H3a's signBillList may select the same). */
export const receiptRowColumns = {
  id: receipt.id,
  code: receipt.code,
  materialId: receipt.materialId,
  materialName: receipt.materialName,
  status: receipt.status,
  signStatus: receipt.signStatus,
  signBatchStatus: receipt.signBatchStatus,
  dgeCcbStatus: receipt.dgeCcbStatus,
  totalWeight: receipt.totalWeight,
  weightUnit: receipt.weightUnit,
  totalQuantity: receipt.totalQuantity,
  numberUnit: receipt.numberUnit,
  cargoOwnerId: receipt.cargoOwnerId,
  cargoOwnerName: enterpriseNameSql(receipt.cargoOwnerId),
  warehouseId: receipt.warehouseId,
  warehouseName: enterpriseNameSql(receipt.warehouseId),
  inputId: receipt.inputId,
  inputCode: inboundOrder.code,
  createTime: receipt.createTime,
  effectiveTime: receipt.effectiveTime,
};

/** A select of receipt rows with the party names (sub-selects by primary key) and the inbound order's code joined. */
export const selectReceiptRows = (db: DbOrTx) =>
  db.select(receiptRowColumns).from(receipt).leftJoin(inboundOrder, eq(inboundOrder.id, receipt.inputId));

type RawRow = Awaited<ReturnType<ReturnType<typeof selectReceiptRows>['execute']>>[number];

/** A list row as the API answers it: labels next to the codes, times as text. */
export const toReceiptRow = (r: RawRow, units: UnitLabels) => ({
  ...r,
  statusName: receiptStatusLabel(r.status),
  signStatusName: applySignStatusLabels[r.signStatus] ?? '',
  signBatchStatusName: signBatchStatusLabels[r.signBatchStatus] ?? '',
  weightUnitName: units.weight.get(r.weightUnit ?? '') ?? '',
  numberUnitName: units.number.get(r.numberUnit ?? '') ?? '',
  createTime: formatDateTime(r.createTime),
  effectiveTime: formatDateTime(r.effectiveTime),
});
export type ReceiptRow = ReturnType<typeof toReceiptRow>;

/** The filters of ple/bill/list on top of the party scope. */
export const receiptListWhere = (p: Principal, q: Omit<ReceiptListQuery, keyof PageQuery>) =>
  and(
    visibleReceipts(p),
    q.code ? ilike(receipt.code, `%${escapeLike(q.code)}%`) : undefined,
    q.materialId ? eq(receipt.materialId, q.materialId) : undefined,
    q.status_equal != null ? eq(receipt.status, q.status_equal) : undefined,
    // The inbound order's code, exactly (codes are copied, not typed in part).
    q.inputCode
      ? sql`${receipt.inputId} in (select ${inboundOrder.id} from ${inboundOrder} where ${inboundOrder.tenantId} = ${p.tenantId} and ${inboundOrder.code} = ${q.inputCode})`
      : undefined,
  );

/** spec 3 §7 ple/bill/list: the party's receipts, newest first. Index-backed (receipt.test.ts checks the plans). */
export const receiptsQuery = (db: DbOrTx, where: SQL | undefined, page: PageQuery) =>
  selectReceiptRows(db)
    .where(where)
    .orderBy(desc(receipt.createTime), desc(receipt.id))
    .limit(page.size)
    .offset(offsetOf(page));

export const pageReceipts = async (db: DbOrTx, p: Principal, q: ReceiptListQuery) => {
  const where = receiptListWhere(p, q);
  const [rows, [total], units] = await Promise.all([
    receiptsQuery(db, where, q),
    db.select({ n: count() }).from(receipt).where(where),
    unitLabels(db, p.tenantId),
  ]);
  return toPage(
    rows.map((r) => toReceiptRow(r, units)),
    total?.n ?? 0,
    q.current,
    q.size,
  );
};

/** One receipt the user may see (undefined for another party's, a removed one, or none). */
export const findVisibleReceipt = async (db: DbOrTx, p: Principal, id: string) =>
  (
    await db
      .select()
      .from(receipt)
      .where(and(visibleReceipts(p), eq(receipt.id, id)))
      .limit(1)
  )[0];

/** The receipt's chain of events (generation, then each signature), oldest first. */
export const receiptEvents = (db: DbOrTx, billId: string) =>
  db
    .select()
    .from(receiptSign)
    .where(eq(receiptSign.billId, billId))
    .orderBy(asc(receiptSign.createTime), asc(receiptSign.id));

/** spec 3 §3 Receipt: a receipt with its attributes, files and chain. */
export const receiptDetail = async (
  db: DbOrTx,
  p: Principal,
  id: string,
  linksFor: (attachIds: string[]) => Promise<Map<string, string>>,
) => {
  const [row] = await selectReceiptRows(db)
    .where(and(visibleReceipts(p), eq(receipt.id, id)))
    .limit(1);
  if (!row) return undefined;
  const [[full], events, units, successors] = await Promise.all([
    db.select().from(receipt).where(eq(receipt.id, id)).limit(1),
    receiptEvents(db, id),
    unitLabels(db, p.tenantId),
    successorsOfReceipt(db, id),
  ]);
  const successor = successors.at(-1);
  const r = full!;
  const [origin] = r.originBillId
    ? await db
        .select({ id: receipt.id, code: receipt.code })
        .from(receipt)
        .where(eq(receipt.id, r.originBillId))
        .limit(1)
    : [];
  // Only codes cross between holders: the other receipt's details are its own holder's.
  const linkOf = (other: { id: string; code: string } | undefined, process: string | null) =>
    other && process
      ? {
          id: other.id,
          code: other.code,
          process,
          // a WMS split (process 'disassemble', no reservation of its own name) reads as the screen's name
          processName:
            receiptProcessLabels[process as ReceiptProcess] ?? (process === 'disassemble' ? 'WMS拆单' : process),
        }
      : null;
  const base = toReceiptRow(row, units);
  const links = await linksFor([r.fileId, r.originalFileId, ...events.map((e) => e.fileId)].filter((f) => f != null));
  const fileLink = (attachId: string | null) => (attachId ? (links.get(attachId) ?? null) : null);
  return {
    ...base,
    origin: linkOf(origin, r.originProcess),
    replacedBy: linkOf(successor, successor?.originProcess ?? null),
    successors: successors.map((x) => linkOf(x, x.originProcess)!),
    locator: r.locator,
    attrs: r.attrs,
    inputBatchId: r.inputBatchId,
    pleWarehouseBillVO: {
      inputOrderId: r.inputId,
      inputOrderCode: row.inputCode,
      materialName: r.materialName,
      totalWeight: r.totalWeight,
      weightUnit: r.weightUnit,
      totalQuantity: r.totalQuantity,
      numberUnit: r.numberUnit,
      status: r.status,
      dgeCcbStatus: r.dgeCcbStatus,
      // The PDF is archived by the platform itself with every signature (no e-sign provider archive yet).
      esignAutoArchive: 1,
    },
    fileId: r.fileId,
    fileLink: fileLink(r.fileId),
    fileSha256: r.fileSha256,
    originalFileId: r.originalFileId,
    originalFileLink: fileLink(r.originalFileId),
    verifyPath: receiptVerifyPath(r.verifyToken),
    events: events.map((e) => ({
      kind: e.kind,
      kindName: receiptEventKindLabel(e.kind),
      enterpriseId: e.enterpriseId,
      enterpriseName: e.enterpriseName,
      sha256: e.sha256,
      toStatus: e.toStatus,
      toStatusName: receiptStatusLabel(e.toStatus),
      actorName: e.actorName,
      time: formatDateTime(e.createTime),
      fileLink: fileLink(e.fileId),
    })),
  };
};

/** The receipts that replaced a cancelled one, oldest first (a split issues two). */
const successorsOfReceipt = (db: DbOrTx, billId: string) =>
  db
    .select({ id: receipt.id, code: receipt.code, originProcess: receipt.originProcess })
    .from(receipt)
    .where(and(eq(receipt.originBillId, billId), eq(receipt.isDeleted, 0)))
    .orderBy(asc(receipt.createTime), asc(receipt.id));

/** The receipt a verification token names (any tenant: the token is the credential). */
export const findReceiptByToken = async (db: DbOrTx, token: string) =>
  (
    await db
      .select()
      .from(receipt)
      .where(and(eq(receipt.verifyToken, token), eq(receipt.isDeleted, 0)))
      .limit(1)
  )[0];

/**
 * The public verification page (no login): what proves the receipt is genuine and nothing confidential —
 * code, status, category, the current file's hash and the chain of events; no weights, quantities, prices,
 * locator, attributes or people.
 */
export const receiptVerification = async (
  db: DbOrTx,
  token: string,
  drawMissing?: (billId: string) => Promise<unknown>,
) => {
  let r = await findReceiptByToken(db, token);
  if (!r) return undefined;
  // A receipt whose first PDF failed to draw after its generation's commit is drawn now, so the public page shows
  // its hash and its generation row like any other (receipt-document.ts).
  if (!r.fileId && drawMissing) {
    await drawMissing(r.id);
    r = (await findReceiptByToken(db, token)) ?? r;
  }
  const [events, successors] = await Promise.all([
    receiptEvents(db, r.id),
    r.status === ReceiptStatus.cancelled ? successorsOfReceipt(db, r.id) : Promise.resolve([]),
  ]);
  const process = successors[0]?.originProcess as ReplacingProcess | undefined;
  const codes = joinReceiptCodes(successors.map((x) => x.code));
  return {
    code: r.code,
    // A receipt replaced by a transfer, a move or a split names its successors' codes, and nothing else of them.
    replacedBy:
      process && replacedByText[process]
        ? { process, processName: receiptEventKindLabel(process), code: codes, text: replacedByText[process](codes) }
        : null,
    status: r.status,
    statusName: receiptStatusLabel(r.status),
    materialName: r.materialName,
    sha256: r.fileSha256,
    generatedTime: formatDateTime(r.createTime),
    effectiveTime: formatDateTime(r.effectiveTime),
    chain: events.map((e) => ({
      kind: e.kind,
      kindName: receiptEventKindLabel(e.kind),
      enterpriseName: publicEnterpriseName(e.kind, e.enterpriseName),
      sha256: e.sha256,
      time: formatDateTime(e.createTime),
    })),
  };
};
